// Command tasksrv ticks tasks in a note: an index a helper found by ranging over the note's
// lines is in bounds of them once the helper's error is checked.
package main

import (
	"context"
	"errors"
	"log"
	"strings"

	"example.com/gosdk180/tasklib"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type taskIn struct {
	Body  string `json:"body"`
	Text  string `json:"text"`
	Other string `json:"other"`
}

type taskOut struct {
	Body string `json:"body"`
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "tasksrv", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "complete"}, complete)
	mcp.AddTool(s, &mcp.Tool{Name: "local"}, local)
	mcp.AddTool(s, &mcp.Tool{Name: "offByOne"}, offByOne)
	mcp.AddTool(s, &mcp.Tool{Name: "unchecked"}, unchecked)
	mcp.AddTool(s, &mcp.Tool{Name: "otherSlice"}, otherSlice)
	mcp.AddTool(s, &mcp.Tool{Name: "loose"}, loose)
	mcp.AddTool(s, &mcp.Tool{Name: "passed"}, passed)
	mcp.AddTool(s, &mcp.Tool{Name: "shifted"}, shifted)
	mcp.AddTool(s, &mcp.Tool{Name: "resplit"}, resplit)
	mcp.AddTool(s, &mcp.Tool{Name: "logged"}, logged)
	_ = s.Run(context.Background(), &mcp.StdioTransport{})
}

// complete: the line number FindLine returned, minus one, indexes the lines it was given.
func complete(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	for _, text := range strings.Split(in.Text, ",") {
		n, err := tasklib.FindLine(lines, text)
		if err != nil {
			continue
		}
		lines[n-1] = strings.Replace(lines[n-1], "[ ]", "[x]", 1)
	}
	i, err := tasklib.FindIndex(lines, in.Other)
	if err != nil {
		return nil, taskOut{}, err
	}
	lines[i] = ""
	return nil, taskOut{Body: strings.Join(lines, "\n")}, nil
}

// findTask is local: its summary is computed in this package.
func findTask(lines []string, text string) (int, error) { // want findTask:`summary\(returns\[\[0\] \[\]\]; index 0 of range over 0\+1\)`
	for i, l := range lines {
		if strings.HasPrefix(l, "- [ ] "+text) {
			return i + 1, nil
		}
	}
	return 0, errors.New("no such task")
}

func local(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, err := findTask(lines, in.Text)
	if err != nil {
		return nil, taskOut{}, err
	}
	return nil, taskOut{Body: lines[n-1]}, nil
}

// offByOne indexes with the line number itself, one past the last line for the last: one
// finding for the index read and written on one line.
func offByOne(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, err := tasklib.FindLine(lines, in.Text)
	if err != nil {
		return nil, taskOut{}, err
	}
	lines[n] = strings.ToUpper(lines[n]) // want `^index into a strings.Split result without a length check in tool handler offByOne` related=29
	return nil, taskOut{Body: strings.Join(lines, "\n")}, nil
}

// unchecked drops the error: 0 - 1 is out of range.
func unchecked(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, _ := tasklib.FindLine(lines, in.Text)
	return nil, taskOut{Body: lines[n-1]}, nil // want `^index into a strings.Split result without a length check in tool handler unchecked` related=30
}

// otherSlice indexes another slice with the line number.
func otherSlice(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, err := tasklib.FindLine(lines, in.Text)
	if err != nil {
		return nil, taskOut{}, err
	}
	parts := strings.Split(in.Other, ",")
	return nil, taskOut{Body: parts[n-1]}, nil // want `^index into a strings.Split result without a length check in tool handler otherSlice` related=31
}

// loose: Loose returns 0 with a nil error.
func loose(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, err := tasklib.Loose(lines, in.Text)
	if err != nil {
		return nil, taskOut{}, err
	}
	return nil, taskOut{Body: lines[n-1]}, nil // want `^index into a strings.Split result without a length check in tool handler loose` related=32
}

// passed: Passed hands back an error that may be nil with 0.
func passed(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, err := tasklib.Passed(lines, in.Text, nil)
	if err != nil {
		return nil, taskOut{}, err
	}
	return nil, taskOut{Body: lines[n-1]}, nil // want `^index into a strings.Split result without a length check in tool handler passed` related=33
}

// shifted: Shifted moves its match past the range.
func shifted(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, err := tasklib.Shifted(lines, in.Text)
	if err != nil {
		return nil, taskOut{}, err
	}
	return nil, taskOut{Body: lines[n-1]}, nil // want `^index into a strings.Split result without a length check in tool handler shifted` related=34
}

// resplit splits the note again after the call: the index was found in the old lines.
func resplit(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, err := tasklib.FindLine(lines, in.Text)
	if err != nil {
		return nil, taskOut{}, err
	}
	lines = strings.Split(in.Other, "\n")
	return nil, taskOut{Body: lines[n-1]}, nil // want `^index into a strings.Split result without a length check in tool handler resplit` related=35
}

// logged checks the error but goes on: 0 - 1 is out of range.
func logged(ctx context.Context, req *mcp.CallToolRequest, in taskIn) (*mcp.CallToolResult, taskOut, error) {
	lines := strings.Split(in.Body, "\n")
	n, err := tasklib.FindLine(lines, in.Text)
	if err != nil {
		log.Print(err)
	}
	return nil, taskOut{Body: lines[n-1]}, nil // want `^index into a strings.Split result without a length check in tool handler logged` related=36
}
