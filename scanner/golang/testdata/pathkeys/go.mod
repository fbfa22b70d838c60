module github.com/example/pathkeys

go 1.23

require github.com/mark3labs/mcp-go v0.41.1
