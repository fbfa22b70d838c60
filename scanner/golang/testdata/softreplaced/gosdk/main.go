package main

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type readIn struct {
	Path string `json:"path"`
}

// readOut is the typed output of the read tool.
type readOut struct {
	Text  string `json:"text,omitempty"`
	Error string `json:"error,omitempty"`
}

// read replaces its output with the failure and returns it as the output of a success.
func read(ctx context.Context, req *mcp.CallToolRequest, in readIn) (*mcp.CallToolResult, readOut, error) {
	var out readOut
	b, err := os.ReadFile(in.Path)
	if err != nil {
		out = readOut{Error: "read failed: " + err.Error()} // want: softerror function=read related=gosdk/main.go:24,gosdk/main.go:29
	} else {
		out.Text = string(b)
	}
	return nil, out, nil
}

// readErr returns the error: the SDK answers it with an isError result.
func readErr(ctx context.Context, req *mcp.CallToolRequest, in readIn) (*mcp.CallToolResult, readOut, error) {
	var out readOut
	b, err := os.ReadFile(in.Path)
	if err != nil {
		out = readOut{Error: err.Error()}
		return nil, out, err
	}
	out.Text = string(b)
	return nil, out, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "reader"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, read)
	mcp.AddTool(s, &mcp.Tool{Name: "read_err"}, readErr)
}
