// Command files-mcp is a fixture for modelcontextprotocol/go-sdk servers: typed and raw handlers,
// SetError, _meta, helpers in other packages and wrappers named like mcp-go's constructors.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/example/files-mcp/internal/mcpapi"
	"github.com/example/files-mcp/pkg/results"
	"github.com/example/files-mcp/pkg/utils"
)

type listIn struct {
	Dir string `json:"dir"`
}

type listOut struct {
	Names []string `json:"names"`
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "files", Version: "1.0.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "read_file"}, readFile)
	server.AddTool(&mcp.Tool{Name: "stat", InputSchema: statSchema}, stat)
	server.AddTool(&mcp.Tool{Name: "delete", InputSchema: statSchema}, deleteFile)

	mcp.AddTool(server, &mcp.Tool{Name: "list_dir"}, func(ctx context.Context, req *mcp.CallToolRequest, in listIn) (*mcp.CallToolResult, listOut, error) {
		if in.Dir == "" {
			return utils.NewToolResultError("dir is required"), listOut{}, nil
		}
		if !allowed(in.Dir) {
			return &mcp.CallToolResult{
				Meta:    mcp.Meta{"error": map[string]any{"code": "E_DENIED", "policy": "ask-human"}},
				Content: []mcp.Content{&mcp.TextContent{Text: "access denied"}},
				IsError: true, // want: errorresult construct=literal shape=structured typed=code,policy profile=111000 function=list_dir
			}, listOut{}, nil
		}
		return nil, listOut{Names: []string{"a"}}, nil
	})

	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

func allowed(string) bool { return true }

var statSchema = map[string]any{"type": "object"}

// deleteFile reports through the shared helpers.
func deleteFile(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params == nil {
		return mcpapi.NewToolResultError("no parameters"), nil
	}
	if req.Session == nil {
		return unavailable("delete", req), nil
	}
	if err := remove(req); err != nil {
		return results.NewErrorFromErr("delete failed", err), nil
	}
	return results.NewError("nothing to delete"), nil
}

func remove(*mcp.CallToolRequest) error { return nil }

// unavailable takes the request but returns only a result: it is a helper, not a handler.
func unavailable(name string, req *mcp.CallToolRequest) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		Content: []mcp.Content{&mcp.TextContent{Text: "tool " + name + " is unavailable for this client"}},
		IsError: true, // want: errorresult shape=prose-only uses=1 function=unavailable
	}
}
