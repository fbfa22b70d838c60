module example.com/edge

go 1.22

require github.com/mark3labs/mcp-go v0.32.0
