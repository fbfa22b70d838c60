// Package defs defines tools for package serve, which it does not import: only serve knows that // want package:`stored\(2\)`
// a raw handler calls their Handler field and returns its error.
package defs

import (
	"errors"
	"fmt"

	"example.com/gosdk180/toolkit/api"
)

// Tools lists the tools.
func Tools() []api.Tool {
	return []api.Tool{
		{Name: "pods", Handler: pods},
		{Name: "logs", Handler: func(p api.Params) (*api.Result, error) {
			if _, ok := p.Args["pod"]; !ok {
				return &api.Result{Err: errors.New("pod is required")}, nil // a failure the model reads
			}
			return &api.Result{Text: "no logs"}, nil
		}},
		{Name: "events", Handler: func(p api.Params) (*api.Result, error) {
			return nil, fmt.Errorf("events are not collected") // want `tool handler func literal in Tools returns an error, which serve.toRaw's raw \(\*Server\).AddTool handler returns unchanged \(it calls Tool.Handler\), so go-sdk v1.8.0 sends it` related=22,toolkit/serve/serve.go:23,toolkit/serve/serve.go:36
		}},
	}
}

func pods(p api.Params) (*api.Result, error) { // want pods:`mayReturnError\(toolkit/defs/defs.go:31\)`
	ns, _ := p.Args["namespace"].(string)
	if ns == "" {
		return nil, errors.New("namespace is required") // want `tool handler pods returns an error, which serve.toRaw's raw \(\*Server\).AddTool handler returns unchanged \(it calls Tool.Handler\), so go-sdk v1.8.0 sends it` related=15,toolkit/serve/serve.go:23,toolkit/serve/serve.go:36
	}
	return &api.Result{Text: "none in " + ns}, nil
}
