package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type item struct{ ID string }

func (i item) String() string { return "item " + i.ID }

func renderMarkdown(name string) string { return "# " + name }

func getItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	switch id {
	case "":
		return badQuery("id"), nil
	case "missing":
		return notFound("item", id, "list the items first"), nil
	case "taken":
		return conflict(id), nil
	case "odd":
		return described(item{ID: id}), nil
	}
	return prefixed(errors.New(fmt.Sprint("no backend for ", id))), nil
}

func main() {
	s := server.NewMCPServer("catalog", "1.0.0")
	s.AddTool(mcp.NewTool("get_item"), getItem)
	_ = server.ServeStdio(s)
}
