// Command toolbox is a fixture for a go-sdk server whose module path has no dot.
package main

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	apperrors "toolbox/errors"
	"toolbox/reply"
)

var errClosed = errors.New("store closed") // the standard library: not a use of toolbox/errors.New

func readConfig(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("config.json")
	if err != nil {
		return reply.Failure("cannot read config.json: " + err.Error()), nil
	}
	if len(b) == 0 {
		return reply.Failure("config.json is empty"), nil
	}
	if errors.Is(err, errClosed) {
		return apperrors.New("the store is closed"), nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "toolbox", Version: "0.1.0"}, nil)
	s.AddTool(&mcp.Tool{Name: "read_config"}, readConfig)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}
