// Command hub builds the server for package issues' tools, with no middleware that converts
// errors: their problems are reported where they stand, in package issues.
package main

import (
	"context"

	"example.com/gosdk180/catalog"
	"example.com/gosdk180/issues"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "hub", Version: "1.0.0"}, nil)
	catalog.Register(s, nil, issues.All()...)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}
