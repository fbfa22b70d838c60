// Package kitchen builds a server whose handlers call each dish's Cook field through cook,
// returning its error unchanged: every function value stored in the field is a tool handler,
// also in package soups, which sees this package only through package menu's alias.
package kitchen

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Dish is one tool.
type Dish struct {
	Name string
	Cook func(ctx context.Context, args map[string]any) (string, error)
}

var dishes []Dish

// Add adds a dish.
func Add(d Dish) { dishes = append(dishes, d) }

// cook returns the error of the dish's Cook unchanged.
func cook(ctx context.Context, d Dish, args map[string]any) (string, error) {
	return d.Cook(ctx, args)
}

// Serve serves the dishes.
func Serve() error {
	s := server.NewMCPServer("kitchen", "1.0.0")
	for _, d := range dishes {
		s.AddTool(mcp.NewTool(d.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := cook(ctx, d, req.GetArguments())
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(out), nil
		})
	}
	return server.ServeStdio(s)
}
