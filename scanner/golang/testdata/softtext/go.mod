module github.com/example/scores-mcp

go 1.23

require github.com/mark3labs/mcp-go v0.43.0
