module example.com/leaky

go 1.22

require (
	github.com/mark3labs/mcp-go v0.43.0
	github.com/pkg/errors v0.9.1
)
