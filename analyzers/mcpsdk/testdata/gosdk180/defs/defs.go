// Package defs defines tools for package kube, which it does not import: kube's raw handler
// calls their Handler field, which only kube knows.
package defs

import (
	"errors"

	"example.com/adapt/api"
)

// Tools lists the tools.
func Tools() []api.Tool {
	return []api.Tool{
		{Name: "pods", Handler: listPods}, // want `store example.com/adapt/api.Tool.Handler: listPods`
		{Name: "logs", Handler: func(p api.Params) (*api.Result, error) { // want `store example.com/adapt/api.Tool.Handler: func literal in Tools`
			return nil, errors.New("no logs")
		}},
	}
}

func listPods(p api.Params) (*api.Result, error) {
	return &api.Result{Text: "none"}, nil
}
