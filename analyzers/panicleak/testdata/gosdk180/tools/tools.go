// Package tools defines its tools as package-level variables built by kit, and registers them
// on a server built elsewhere.
package tools

import (
	"context"
	"strings"

	"example.com/gosdk180/kit"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type splitIn struct {
	Pair string `json:"pair"`
}

type splitOut struct {
	Value string `json:"value"`
}

// Split takes the value after "=" without checking that there is one.
var Split = kit.MustTool("split", split) // want Split:`pending\(split: index into a strings.Split result without a length check at tools/tools.go:25\)`

func split(ctx context.Context, d kit.Deps, req *mcp.CallToolRequest, in splitIn) (*mcp.CallToolResult, splitOut, error) { // want split:`pending\(split: index into a strings.Split result without a length check at tools/tools.go:25\)` split:`summary\(index into a strings.Split result without a length check at tools/tools.go:25 if \[3\]\)`
	return nil, splitOut{Value: d.Prefix + strings.Split(in.Pair, "=")[1]}, nil // want `^index into a strings.Split result without a length check in tool handler tools.split: go-sdk v1.8.0 never recovers` related=22,server/main.go:25
}

// Prefix reads only the dependencies: nothing in it depends on the arguments.
var Prefix = kit.NewTool("prefix", func(ctx context.Context, d kit.Deps, req *mcp.CallToolRequest, in splitIn) (*mcp.CallToolResult, splitOut, error) {
	return nil, splitOut{Value: strings.Split(d.Prefix, "/")[1]}, nil
})

// Register adds the tools of this package to a server.
func Register(s *mcp.Server) { // want Register:`pending\(split: index into a strings.Split result without a length check at tools/tools.go:25\)`
	Split.Register(s)
	Prefix.Register(s)
}
