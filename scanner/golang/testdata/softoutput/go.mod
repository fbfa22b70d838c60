module github.com/example/fetch-mcp

go 1.23

require github.com/modelcontextprotocol/go-sdk v1.7.0
