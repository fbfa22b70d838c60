module github.com/example/weather-mcp

go 1.21

require github.com/mark3labs/mcp-go v0.26.0
