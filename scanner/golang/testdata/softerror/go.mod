module github.com/example/files-mcp

go 1.23

require (
	github.com/mark3labs/mcp-go v0.43.0
	github.com/modelcontextprotocol/go-sdk v1.6.0
	gopkg.in/yaml.v3 v3.0.1
)
