module example.com/good

go 1.25
