// Package quiet is a plugin whose tool checks its assertion: nothing to report.
package quiet

import (
	"context"
	"errors"
	"strings"

	"example.com/vetdemo/plugins/registry"
)

type quiet struct{}

func init() { registry.Register("quiet", quiet{}) }

// Execute fails softly when "text" is not a string.
func (quiet) Execute(ctx context.Context, args map[string]any) (string, error) {
	s, ok := args["text"].(string)
	if !ok {
		return "", errors.New("text must be a string")
	}
	return strings.ToLower(s), nil
}
