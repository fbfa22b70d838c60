// Package dishes stores its tools in registry.Dish's Cook field: the handler of package indirect
// returns the field's error unchanged, though it imports this package only blank, through
// package all.
package dishes

import (
	"context"
	"errors"

	"example.com/vetdemo/indirect/registry"
)

func init() {
	registry.Add(registry.Dish{Name: "soup", Cook: func(ctx context.Context, args map[string]any) (string, error) {
		if _, ok := args["pot"].(string); !ok {
			return "", errors.New("pot is required")
		}
		registry.SetReply(registry.Reply{Data: registry.Order{Items: []string{"soup"}}})
		return "soup", nil
	}})
}
