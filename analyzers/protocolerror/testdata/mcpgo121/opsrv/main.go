// Command opsrv answers its tools by looking the operation up in a table of ops: the error of // want package:`helperUses\(example.com/mcpgo121/ops.Reverse\)`
// the call is nil when no operation of the table can return one, reported otherwise.
package main

import (
	"context"

	"example.com/mcpgo121/ops"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// safe holds operations whose error is always nil; all adds one that can fail.
func safe() map[string]ops.Func {
	return map[string]ops.Func{"upper": ops.Upper, "lower": ops.Lower}
}

func all() map[string]ops.Func {
	return map[string]ops.Func{"upper": ops.Upper, "reverse": ops.Reverse}
}

func main() {
	s := server.NewMCPServer("ops", "1.0.0")
	s.AddTool(mcp.NewTool("safe"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		op, ok := safe()[req.GetString("op", "")]
		if !ok {
			return mcp.NewToolResultError("unknown op"), nil
		}
		res, err := op(ctx, req.GetArguments())
		if err != nil {
			return nil, err // nothing to report: no operation of safe returns an error
		}
		return res, nil
	})
	s.AddTool(mcp.NewTool("all"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		op, ok := all()[req.GetString("op", "")]
		if !ok {
			return mcp.NewToolResultError("unknown op"), nil
		}
		return op(ctx, req.GetArguments()) // want `tool handler func literal returns the error of a call unchanged, which mcp-go v1\.2\.1 sends as a JSON-RPC -32603 error` related=35
	})
	_ = server.ServeStdio(s)
}
