// Command todosrv keeps its todos in a field of the handlers' receiver that a tool appends to:
// an empty list is data the model can change (add a todo first), reported; the limit set when
// the server was built is configuration, not reported.
package main

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type todos struct {
	items []string
	limit int
	notes list
}

// list is a named slice whose pointer method appends: t.notes.push(x) takes &t.notes without a
// `&` written, and writes the field.
type list []string

func (l *list) push(s string) { *l = append(*l, s) }

// tags is appended to by the handler literal main registers: data, although main writes it.
var tags []string

func main() {
	t := &todos{limit: 10}
	s := server.NewMCPServer("todos", "1.0.0")
	s.AddTool(mcp.NewTool("add"), t.add)
	s.AddTool(mcp.NewTool("pop"), t.pop)
	s.AddTool(mcp.NewTool("limit"), t.showLimit)
	s.AddTool(mcp.NewTool("note"), t.note)
	s.AddTool(mcp.NewTool("lastnote"), t.lastNote)
	s.AddTool(mcp.NewTool("tag"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		tags = append(tags, req.GetString("tag", ""))
		return mcp.NewToolResultText("tagged"), nil
	})
	s.AddTool(mcp.NewTool("lasttag"), lastTag)
	_ = server.ServeStdio(s)
}

func (t *todos) add(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want add:`benignError`
	t.items = append(t.items, req.GetString("todo", ""))
	return mcp.NewToolResultText("added"), nil
}

func (t *todos) pop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want pop:`mayReturnError\(todosrv/main.go:52\)`
	if len(t.items) == 0 {
		return nil, errors.New("no todos") // want `tool handler pop returns an error` related=33
	}
	last := t.items[len(t.items)-1]
	t.items = t.items[:len(t.items)-1]
	return mcp.NewToolResultText(last), nil
}

func (t *todos) showLimit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want showLimit:`benignError`
	if t.limit <= 0 {
		return nil, errors.New("the server was started without a limit")
	}
	return mcp.NewToolResultText("limited"), nil
}

func (t *todos) note(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want note:`benignError`
	t.notes.push(req.GetString("note", ""))
	return mcp.NewToolResultText("noted"), nil
}

func (t *todos) lastNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want lastNote:`mayReturnError\(todosrv/main.go:73\)`
	if len(t.notes) == 0 {
		return nil, errors.New("no notes") // want `tool handler lastNote returns an error` related=36
	}
	return mcp.NewToolResultText(t.notes[len(t.notes)-1]), nil
}

func lastTag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want lastTag:`mayReturnError\(todosrv/main.go:80\)`
	if len(tags) == 0 {
		return nil, errors.New("no tags") // want `tool handler lastTag returns an error` related=41
	}
	return mcp.NewToolResultText(tags[len(tags)-1]), nil
}
