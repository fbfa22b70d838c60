// Command cursorsrv resumes listings at the offset of a cursor the client hands back: fine when
// the decoder refused a negative offset and the handler left on its error, not otherwise.
package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/mcpgo121/cursors"
)

func main() {
	s := server.NewMCPServer("demo", "1.0.0")
	s.AddTool(mcp.NewTool("resume"), resume)
	s.AddTool(mcp.NewTool("again"), again)
	s.AddTool(mcp.NewTool("skipped"), skipped)
	s.AddTool(mcp.NewTool("strict"), strict)
	s.AddTool(mcp.NewTool("loose"), loose)
	s.AddTool(mcp.NewTool("shifted"), shifted)
	s.AddTool(mcp.NewTool("early"), early)
	_ = server.ServeStdio(s)
}

var items = []string{"a", "b", "c", "d"}

// resume slices from a decoded offset that DecodePage refuses below 0: fine.
func resume(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	offset, size := 0, 2
	if c := req.GetString("cursor", ""); c != "" {
		p, err := cursors.DecodePage(c)
		if err != nil {
			return mcp.NewToolResultError("bad cursor"), nil
		}
		offset = p.Offset
		size = p.Size
	}
	total := len(items)
	if offset > total {
		offset = total
	}
	end := offset + size
	if end > total {
		end = total
	}
	return mcp.NewToolResultText(fmt.Sprint(items[offset:end])), nil
}

// again reads the field itself, through a decoder that hands DecodePage's result on: fine.
func again(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := cursors.DecodeAgain(req.GetString("cursor", ""))
	if err != nil {
		return mcp.NewToolResultError("bad cursor"), nil
	}
	if p.Offset > len(items) {
		return mcp.NewToolResultError("past the end"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(items[p.Offset:])), nil
}

// skipped slices with a field no decoder checks.
func skipped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := cursors.DecodePage(req.GetString("cursor", ""))
	if err != nil {
		return mcp.NewToolResultError("bad cursor"), nil
	}
	if p.Skip > len(items) {
		return mcp.NewToolResultError("past the end"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(items[p.Skip:])), nil // want `^slice bound from argument-derived input with no lower bound check in tool handler skipped: mcp-go v1.2.1` related=19
}

// strict decodes with a decoder that refuses a negative offset on its only successful path:
// fine.
func strict(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := cursors.DecodeStrict(req.GetString("cursor", ""))
	if err != nil {
		return mcp.NewToolResultError("bad cursor"), nil
	}
	if p.Offset > len(items) {
		return mcp.NewToolResultError("past the end"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(items[p.Offset:])), nil
}

// loose decodes with a decoder that checks the offset on one successful path only.
func loose(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := cursors.DecodeLoose(req.GetString("cursor", ""), req.GetBool("strict", false))
	if err != nil {
		return mcp.NewToolResultError("bad cursor"), nil
	}
	if p.Offset > len(items) {
		return mcp.NewToolResultError("past the end"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(items[p.Offset:])), nil // want `^slice bound from argument-derived input with no lower bound check in tool handler loose: mcp-go v1.2.1` related=21
}

// shifted decodes with a decoder that moves the offset after its check.
func shifted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := cursors.DecodeShifted(req.GetString("cursor", ""))
	if err != nil {
		return mcp.NewToolResultError("bad cursor"), nil
	}
	if p.Offset > len(items) {
		return mcp.NewToolResultError("past the end"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(items[p.Offset:])), nil // want `^slice bound from argument-derived input with no lower bound check in tool handler shifted: mcp-go v1.2.1` related=22
}

// early slices before it checks the error: the offset may be anything then.
func early(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := cursors.DecodePage(req.GetString("cursor", ""))
	if p.Offset > len(items) {
		return mcp.NewToolResultError("past the end"), nil
	}
	page := items[p.Offset:] // want `^slice bound from argument-derived input with no lower bound check in tool handler early: mcp-go v1.2.1` related=23
	if err != nil {
		return mcp.NewToolResultError("bad cursor"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(page)), nil
}
