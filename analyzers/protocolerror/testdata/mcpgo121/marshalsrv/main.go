// Command marshalsrv checks encodings of its start-up state. json.Marshal does no I/O of its own,
// but it runs the MarshalJSON methods of what it is given: the encoding of a value whose method
// sends a request is the network's, not the server's state, and a failure on it is reported.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// remote is encoded by asking a service for its state.
type remote struct{ URL string }

// MarshalJSON sends a request.
func (r remote) MarshalJSON() ([]byte, error) { // want MarshalJSON:`mayReturnError\(marshalsrv/main.go:24\)`
	resp, err := http.Get(r.URL)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return []byte(`"` + resp.Status + `"`), nil
}

// local is plain data.
type local struct{ Name string }

func main() {
	s := server.NewMCPServer("marshal", "1.0.0")
	s.AddTool(mcp.NewTool("status"), status(remote{URL: os.Getenv("STATUS_URL")}))
	s.AddTool(mcp.NewTool("name"), name(local{Name: os.Getenv("NAME")}))
	_ = server.ServeStdio(s)
}

// status's encoding comes from remote.MarshalJSON, which asks the network.
func status(r remote) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, _ := json.Marshal(r)
		if string(b) == `"503 Service Unavailable"` {
			return nil, errors.New("service unavailable") // want `tool handler func literal returns an error` related=35
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// name's encoding is of plain start-up data: a failure on it is the server's own.
func name(l local) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, _ := json.Marshal(l)
		if string(b) == `{"Name":""}` {
			return nil, errors.New("no name configured")
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}
