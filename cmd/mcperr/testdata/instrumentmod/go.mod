module example.com/instrument

go 1.25.5

require github.com/modelcontextprotocol/go-sdk v1.8.0
