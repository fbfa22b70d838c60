// Package tools2 implements the tools of package registry. // want package:`methods\(tools2.Echo tools2.Upper\)`
package tools2

import (
	"context"
	"errors"

	"example.com/gosdk180/registry"
)

func init() {
	registry.Register("echo", Echo{})
	registry.Register("upper", &Upper{})
}

// Echo asserts on its argument unchecked.
type Echo struct{}

// Execute returns the text argument.
func (Echo) Execute(ctx context.Context, args map[string]any) (string, error) { // want Execute:`summary\(unchecked type assertion on a tool argument at tools2/tools.go:21 if \[2\]\)`
	return args["text"].(string), nil // want `^unchecked type assertion on a tool argument in tools2.Echo.Execute, which tool handler func literal in toolHandler calls: go-sdk v1.8.0 never recovers` related=dispatch/main.go:17,dispatch/main.go:33
}

// Upper checks its argument.
type Upper struct{}

// Execute returns the text argument, checked.
func (*Upper) Execute(ctx context.Context, args map[string]any) (string, error) {
	s, ok := args["text"].(string)
	if !ok {
		return "", errors.New("text must be a string")
	}
	return s, nil
}

// Format is no tool: no handler calls it.
func (*Upper) Format(args map[string]any) string { return args["text"].(string) } // want Format:`summary\(unchecked type assertion on a tool argument at tools2/tools.go:37 if \[1\]\)`
