// Command partial has a receiving middleware that recovers only around a call of its own: the
// handlers behind it are not protected, and their panics are reported.
package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Filters map[string]any `json:"filters"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "partial", Version: "1.0.0"}, nil)
	s.AddReceivingMiddleware(traceMeta)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, lookup)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

func lookup(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, any, error) {
	limit := args.Filters["limit"].(float64) // want `^unchecked type assertion on a tool argument in tool handler lookup: go-sdk v1.8.0 never recovers` related=19
	return nil, limit, nil
}

// traceMeta reads the request's metadata, which may panic, under a recover of its own; next
// runs outside it.
func traceMeta(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		var meta map[string]any
		func() {
			defer func() {
				if r := recover(); r != nil {
					log.Printf("no metadata: %v", r)
				}
			}()
			meta = req.GetParams().GetMeta()
		}()
		_ = meta
		return next(ctx, method, req)
	}
}
