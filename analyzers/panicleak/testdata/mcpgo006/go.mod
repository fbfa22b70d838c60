module example.com/mcpgo006

go 1.23.2

require github.com/mark3labs/mcp-go v0.6.0

require github.com/google/uuid v1.6.0 // indirect
