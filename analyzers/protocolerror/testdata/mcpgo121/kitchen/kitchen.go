// Package kitchen builds the server: its raw handler reaches each dish's Cook field through two // want package:`fieldCalls\[Dish\.Cook\]` package:`stored\(1\)`
// methods and a map of dishes, returning the field's error unchanged, so every function value
// stored in Dish.Cook, here or in a package that imports this one, is a tool handler whose errors
// are JSON-RPC errors.
package kitchen

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// CookFunc does a dish's work.
type CookFunc func(ctx context.Context, args map[string]any) (any, error)

// Dish is one tool.
type Dish struct {
	Name string
	Cook CookFunc
	// Garnish is called by a handler that turns its error into an isError result.
	Garnish func(ctx context.Context, args map[string]any) (string, error)
}

// Kitchen keeps the dishes by name.
type Kitchen struct {
	srv    *server.MCPServer
	dishes map[string]Dish
}

// New builds the server.
func New() *Kitchen {
	k := &Kitchen{srv: server.NewMCPServer("kitchen", "1.0.0"), dishes: map[string]Dish{}}
	k.Add(Dish{Name: "water", Cook: k.pour})
	return k
}

// pour is a method value stored in Cook here: its refusal is a JSON-RPC error too.
func (k *Kitchen) pour(ctx context.Context, args map[string]any) (any, error) { // want pour:`mayReturnError\(kitchen/kitchen\.go:43\)`
	if _, ok := args["glass"].(string); !ok {
		return nil, errors.New("glass is required") // want `tool handler pour returns an error, which Kitchen.Add's tool handler returns unchanged \(through Dish.Cook\), so mcp-go v1.2.1 sends it as a JSON-RPC -32603 error that the model never sees; make Kitchen.Add turn` related=36,54,60,69,66
	}
	return "poured", nil
}

// Cook runs a dish by name.
func (k *Kitchen) Cook(ctx context.Context, name string, args map[string]any) (any, error) { // want Cook:`fieldFwd\(Dish\.Cook\)` Cook:`mayReturnError\(kitchen/kitchen\.go:52\)`
	d, ok := k.dishes[name]
	if !ok {
		return nil, fmt.Errorf("no dish %q", name)
	}
	return d.Cook(ctx, args)
}

// CookTimed passes Cook's error on unchanged.
func (k *Kitchen) CookTimed(ctx context.Context, name string, args map[string]any) (any, error) { // want CookTimed:`fieldFwd\(Dish\.Cook\)` CookTimed:`mayReturnError\(kitchen/kitchen\.go:60\)`
	out, err := k.Cook(ctx, name, args)
	return out, err
}

// Add registers a dish.
func (k *Kitchen) Add(d Dish) {
	k.dishes[d.Name] = d
	k.srv.AddTool(mcp.NewTool(d.Name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := k.CookTimed(ctx, d.Name, req.GetArguments())
		if err != nil {
			return nil, err // want `tool handler func literal returns an error, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=52,54,60,66
		}
		if d.Garnish != nil {
			g, err := k.garnish(ctx, d, req.GetArguments())
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(fmt.Sprint(out, g)), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(out)), nil
	})
}

// garnish passes Garnish's error on; Add answers it with an isError result.
func (k *Kitchen) garnish(ctx context.Context, d Dish, args map[string]any) (string, error) { // want garnish:`fieldFwd\(Dish\.Garnish\)` garnish:`mayReturnError\(kitchen/kitchen\.go:84\)`
	return d.Garnish(ctx, args)
}

// Echo is a factory of the module that other packages store in Cook.
func Echo(prefix string) CookFunc { // want Echo:`made\(1\)`
	return func(ctx context.Context, args map[string]any) (any, error) {
		s, ok := args["text"].(string)
		if !ok {
			return nil, fmt.Errorf("text must be a string") // want `tool handler func literal in Echo returns an error, which Kitchen.Add's tool handler returns unchanged` related=dishes/dishes.go:25,54,60,69,66,dishes/dishes.go:31
		}
		return prefix + s, nil
	}
}
