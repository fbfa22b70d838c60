module github.com/example/probe-mcp

go 1.23

require github.com/mark3labs/mcp-go v0.43.0
