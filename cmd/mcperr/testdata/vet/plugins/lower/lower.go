// Package lower is a plugin that stores its tool, a function literal asserting its argument
// unchecked, in a field of the registry's Func: the handler of package plugins calls the field
// and reaches the panic, though it imports this package only blank, through package all.
package lower

import (
	"context"
	"strings"

	"example.com/vetdemo/plugins/registry"
)

func init() {
	registry.RegisterFunc(registry.Func{Name: "lower", Run: func(ctx context.Context, args map[string]any) (string, error) {
		return strings.ToLower(args["text"].(string)), nil
	}})
}
