// Package shout is a plugin whose tool asserts its argument unchecked: the panic reaches the
// handler of package plugins through the registry's interface, though that package imports this
// one only blank, through package all.
package shout

import (
	"context"
	"strings"

	"example.com/vetdemo/plugins/registry"
)

type shout struct{}

func init() { registry.Register("shout", shout{}) }

// Execute panics when "text" is not a string.
func (shout) Execute(ctx context.Context, args map[string]any) (string, error) {
	return strings.ToUpper(args["text"].(string)), nil
}
