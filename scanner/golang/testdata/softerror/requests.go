package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

// getPod answers a missing argument with a request for it, in a variable converted by
// string(...): the agent reads the request as the tool's answer.
func getPod(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ns, err := req.RequireString("namespace")
	if err != nil {
		// Bad: a request for the argument, as a success.
		output := fmt.Sprintf("Provide namespace for pod")
		return mcp.NewToolResultText(string(output)), nil // want: softerror related=14
	}
	name := req.GetString("name", "")
	if name == "" {
		return mcp.NewToolResultText("Please specify the pod name"), nil // want: softerror related=20
	}
	pod, err := findPod(ns, name)
	if err != nil {
		// Bad: the error text reaches the result through string(...).
		output := fmt.Sprintf("Error in getting pod: %v", err)
		return mcp.NewToolResultText(string(output)), nil // want: softerror related=24
	}
	if pod == "" {
		// Good: a help text that names what it provides.
		return mcp.NewToolResultText("Provides pod details for a namespace"), nil
	}
	return mcp.NewToolResultText(string(pod)), nil
}

func findPod(ns, name string) (string, error) { return ns + "/" + name, nil }
