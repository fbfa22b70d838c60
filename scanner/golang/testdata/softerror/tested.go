package main

import (
	"context"
	"os/exec"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// runTool runs a command line tool and returns what it printed.
func runTool(ctx context.Context, args ...string) (string, error) {
	out, err := exec.CommandContext(ctx, "kubectl", args...).CombinedOutput()
	return string(out), err
}

// rolloutStatus hands back the command's output when its handler's own test found it to be an
// error report.
func rolloutStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := runTool(ctx, "rollouts", "status")
	if err != nil {
		return mcp.NewToolResultError("rollouts status: " + err.Error()), nil // want: errorresult shape=prose-only
	}
	if strings.HasPrefix(out, "Error") {
		// Bad: the handler found the output to be an error report and answers it as a success.
		return mcp.NewToolResultText(out), nil // want: softerror related=24
	}
	if strings.Contains(strings.ToLower(out), "failed:") {
		return mcp.NewToolResultText("rollout check: " + out), nil // want: softerror related=28
	}
	if !strings.HasPrefix(out, "Error") {
		// Good: the negated test is the other branch.
		return mcp.NewToolResultText(out), nil
	}
	return mcp.NewToolResultText("done"), nil
}

// pluginVersion tests its output for words that report no failure.
func pluginVersion(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := runTool(ctx, "plugin", "version")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: errorresult shape=prose-only
	}
	if strings.HasPrefix(out, "v1.") {
		// Good: the tested literal is no failure word.
		return mcp.NewToolResultText(out), nil
	}
	if strings.HasPrefix(out, "Error") {
		// Good: the branch answers with a text of its own that does not carry the value.
		return mcp.NewToolResultError("the plugin reported an error"), nil // want: errorresult shape=prose-only
	}
	return mcp.NewToolResultText(out), nil
}
