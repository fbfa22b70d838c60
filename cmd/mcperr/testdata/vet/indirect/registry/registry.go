// Package registry holds the dishes and tools that the packages linked in by package all add
// from their init functions.
package registry

import (
	"context"

	"github.com/mark3labs/mcp-go/server"
)

// Dish is a tool given as a function value.
type Dish struct {
	Name string
	Cook func(ctx context.Context, args map[string]any) (string, error)
}

var dishes = map[string]Dish{}

// Add adds a dish.
func Add(d Dish) { dishes[d.Name] = d }

// Lookup returns the dish named name.
func Lookup(name string) Dish { return dishes[name] }

// Names lists the dishes.
func Names() []string {
	var out []string
	for n := range dishes {
		out = append(out, n)
	}
	return out
}

// Tools are the server tools that packages register whole.
var Tools []server.ServerTool

// Order is what the kitchen's reply holds.
type Order struct{ Items []string }

// Reply holds the last order.
type Reply struct{ Data any }

var last Reply

// SetReply keeps a reply.
func SetReply(r Reply) { last = r }

// Current returns the last reply.
func Current() Reply { return last }
