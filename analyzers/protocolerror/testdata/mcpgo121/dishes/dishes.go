// Package dishes writes the kitchen's tools. It imports the package that builds the server and // want package:`stored\(3\)` package:`fieldCalls\[\] imported\[Dish.Cook\]`
// calls their Cook field, so it reports their failures where the fix goes, each naming the way to
// the raw handler's return.
package dishes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"example.com/mcpgo121/kitchen"
)

// Oven is the dishes' backend.
type Oven interface {
	Bake(ctx context.Context, item string) (string, error)
}

// Register adds every dish.
func Register(k *kitchen.Kitchen, o Oven) {
	for _, d := range []kitchen.Dish{
		{Name: "bake", Cook: newBake(o)},
		{Name: "menu", Cook: menu},
		{Name: "echo", Cook: kitchen.Echo("> ")},
		{Name: "plate", Garnish: func(ctx context.Context, args map[string]any) (string, error) {
			return "", errors.New("no plates left") // Add turns Garnish's error into an isError result
		}},
		stew(),
	} {
		k.Add(d)
	}
}

// newBake is a handler factory: the closure it returns is what Cook holds.
func newBake(o Oven) kitchen.CookFunc { // want newBake:`made\(2\)`
	return func(ctx context.Context, args map[string]any) (any, error) {
		item, ok := args["item"].(string)
		if !ok || item == "" {
			return nil, fmt.Errorf("item is required") // want `tool handler func literal in newBake returns an error, which Kitchen.Add's tool handler returns unchanged \(through Dish.Cook\)` related=23,kitchen/kitchen.go:54,kitchen/kitchen.go:60,kitchen/kitchen.go:69,kitchen/kitchen.go:66,dishes/dishes.go:31
		}
		out, err := o.Bake(ctx, item)
		if err != nil {
			return nil, fmt.Errorf("bake %s: %w", item, err) // want `tool handler func literal in newBake returns an error` related=23,kitchen/kitchen.go:54,kitchen/kitchen.go:60,kitchen/kitchen.go:69,kitchen/kitchen.go:66,dishes/dishes.go:31
		}
		return out, nil
	}
}

// menu only fails to encode its own constant list: a server bug, not reported.
func menu(ctx context.Context, args map[string]any) (any, error) { // want menu:`benignError`
	b, err := json.Marshal([]string{"bake", "echo"})
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

// stew assigns the field.
func stew() kitchen.Dish {
	var d kitchen.Dish
	d.Name = "stew"
	d.Cook = func(ctx context.Context, args map[string]any) (any, error) {
		if args["pot"] == nil {
			return nil, errors.New("pot is required") // want `tool handler func literal in stew returns an error` related=63,kitchen/kitchen.go:54,kitchen/kitchen.go:60,kitchen/kitchen.go:69,kitchen/kitchen.go:66,dishes/dishes.go:31
		}
		return "stew", nil
	}
	return d
}
