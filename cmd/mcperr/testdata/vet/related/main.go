// Command related is an mcp-go server whose findings name other places: a guidance finding on a
// result built by a helper of package errs (related: the helper), and a soft error returned
// well below the error check it belongs to (related: the check).
package main

import (
	"context"
	"os"

	"example.com/vetdemo/related/errs"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("shelf", "1.0.0")
	s.AddTool(mcp.NewTool("reindex"), reindex)
	s.AddTool(mcp.NewTool("read"), read)
	_ = server.ServeStdio(s)
}

// reindex tells the model to retry while the helper's typed state says to ask a human.
func reindex(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return errs.Busy("the index is being rebuilt; try again in a minute"), nil
}

// read hands a failed read back as a successful result.
func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("shelf.txt")
	if err != nil {
		msg := "Error: " + err.Error()
		return mcp.NewToolResultText(msg), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}
