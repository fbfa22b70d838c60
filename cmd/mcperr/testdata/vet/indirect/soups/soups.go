// Package soups writes dishes through package menu, importing the kitchen only through it: the
// kitchen's handlers return the error of Cook unchanged, so broth's failure is a JSON-RPC error;
// tea never fails.
package soups

import (
	"context"
	"errors"

	"example.com/vetdemo/indirect/menu"
)

func init() {
	menu.Add(menu.Dish{Name: "broth", Cook: broth})
	menu.Add(menu.Dish{Name: "tea", Cook: tea})
}

func broth(ctx context.Context, args map[string]any) (string, error) {
	if _, ok := args["bones"].(string); !ok {
		return "", errors.New("bones are required")
	}
	return "broth", nil
}

func tea(ctx context.Context, args map[string]any) (string, error) {
	return "tea", nil
}
