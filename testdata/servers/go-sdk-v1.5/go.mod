module github.com/example/kv-mcp

go 1.23

require github.com/modelcontextprotocol/go-sdk v1.5.0
