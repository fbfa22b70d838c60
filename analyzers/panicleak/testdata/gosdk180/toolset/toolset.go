// Package toolset defines tools as api.ServerTool values, and does not know who calls their Handler fields. // want package:`stores\(api.ServerTool.Handler: scale func literal in Tools\)`
package toolset

import (
	"errors"

	"example.com/gosdk180/api"
)

// Tools are the tools of the set.
var Tools = []api.ServerTool{
	{Name: "scale", Handler: scale},
	{Name: "label", Handler: func(p api.Params) (string, error) {
		s, ok := p.Args["label"].(string)
		if !ok {
			return "", errors.New("label must be a string")
		}
		return s, nil
	}},
	{Name: "unit", Handler: func(p api.Params) (string, error) {
		return p.Args["unit"].(string), nil // want `^unchecked type assertion on a tool argument in toolset.func literal in Tools, which tool handler func literal in main calls: go-sdk v1.8.0 never recovers` related=fieldsrv/main.go:17,fieldsrv/main.go:23
	}},
}

func scale(p api.Params) (string, error) { // want scale:`summary\(unchecked type assertion on a tool argument at toolset/toolset.go:26 if \[0\]\)`
	f := p.Args["factor"].(float64) // want `^unchecked type assertion on a tool argument in toolset.scale, which tool handler func literal in main calls: go-sdk v1.8.0 never recovers` related=fieldsrv/main.go:17,fieldsrv/main.go:23
	return string(rune(int(f))), nil
}
