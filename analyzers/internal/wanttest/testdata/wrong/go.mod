module example.com/wrong

go 1.25
