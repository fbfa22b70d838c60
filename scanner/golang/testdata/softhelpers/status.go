package main

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

type job struct {
	failed int
	err    error
}

// jobStatus reports on a batch of jobs through helpers that build its answer.
func jobStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	j := job{}
	if j.err != nil {
		return jobBroken(j), nil
	}
	if req.GetBool("count", false) {
		return failedCount(j), nil
	}
	return jobFailed(), nil
}

// failedCount names failed things: a report, not a failure.
func failedCount(j job) *mcp.CallToolResult {
	return mcp.NewToolResultText(fmt.Sprintf("Failed jobs: %d", j.failed))
}

// jobBroken opens as an error.
func jobBroken(j job) *mcp.CallToolResult {
	return mcp.NewToolResultText("Error: the job runner is down") // want: softerror function=jobBroken related=16,19
}

// jobFailed reports a failure too.
func jobFailed() *mcp.CallToolResult {
	return mcp.NewToolResultText("Failed: no runner took the job") // want: softerror function=jobFailed related=16,24
}
