module toolbox

go 1.23

require github.com/modelcontextprotocol/go-sdk v1.5.0
