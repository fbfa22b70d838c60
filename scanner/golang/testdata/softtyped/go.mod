module github.com/example/notes-mcp

go 1.23

require github.com/modelcontextprotocol/go-sdk v1.6.0
