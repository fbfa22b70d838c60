module github.com/example/files-mcp

go 1.24

require github.com/modelcontextprotocol/go-sdk v1.7.0
