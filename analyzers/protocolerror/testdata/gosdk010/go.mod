module example.com/gosdk010

go 1.24

require github.com/modelcontextprotocol/go-sdk v0.1.0
