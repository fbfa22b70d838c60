package tools

import (
	"fmt"

	"github.com/example/probe-mcp/backend"
	"github.com/example/probe-mcp/kit"
)

// Registry lists the tools the bridge registers.
var Registry []kit.Tool

func add(t kit.Tool) { Registry = append(Registry, t) }

func launchTool(input map[string]any) (any, error) {
	spec, ok := input["spec"].(string)
	if !ok {
		return &backend.Outcome{OK: false, Error: "spec must be a string"}, nil // want: softerror function=launchTool related=bridge.go:32,bridge.go:58,50
	}
	out, err := backend.Launch(spec)
	if err != nil {
		fmt.Println("launch failed:", err)
		if out == nil {
			out = &backend.Outcome{OK: false, Error: err.Error()}
		}
		return out, nil // want: softerror function=launchTool related=backend/backend.go:15,backend/backend.go:18,backend/backend.go:22,bridge.go:32,bridge.go:58,50
	}
	// The failure assigned in the check above never reaches this return.
	return out, nil
}

func inspectTool(input map[string]any) (any, error) {
	spec, _ := input["spec"].(string)
	out, err := backend.Inspect(spec)
	if err != nil {
		return nil, fmt.Errorf("inspect: %w", err)
	}
	return out, nil
}

// checkTool's failures only reach a log line: the field it fills is never rendered.
func checkTool(input map[string]any) (any, error) {
	if len(input) == 0 {
		return &backend.Outcome{OK: false, Error: "no input"}, nil
	}
	return &backend.Outcome{OK: true}, nil
}

func init() {
	add(kit.Tool{Name: "launch", Run: launchTool, Check: checkTool})
	add(kit.Tool{Name: "inspect", Run: inspectTool})
}
