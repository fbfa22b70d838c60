package main

import (
	"context"
	"fmt"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type jobIn struct {
	Job    string
	Params map[string]string
}

var jobParams = map[string][]string{}

var agents []string

// runJob answers a guard on its arguments with a warning heading: a missing argument, judged as
// the same words in sentence case without the sign, is a failure however it is dressed.
func runJob(ctx context.Context, req *sdk.CallToolRequest, in jobIn) (*sdk.CallToolResult, any, error) {
	var missing []string
	for _, p := range jobParams[in.Job] {
		if _, ok := in.Params[p]; !ok {
			missing = append(missing, p)
		}
	}
	if len(missing) > 0 {
		msg := fmt.Sprintf(`⚠️  MISSING REQUIRED PARAMETERS
The following required parameters are missing:
%s

Please ask the user to provide values for these missing parameters.`, strings.Join(missing, "\n"))
		// Bad: the job was not run, and the result says so without IsError.
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: msg}}}, nil, nil // want: softerror related=29 shape=unknown construct=literal function=runJob
	}
	if in.Params["cache"] == "" {
		// Fine: a warning beside the answer; the job ran.
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "⚠️ Could not read the cache, ran " + in.Job + " without it"}}}, nil, nil
	}
	if in.Params["limit"] == "" {
		// Fine: the argument has a default, the call goes on without it.
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "⚠️ Parameter 'limit' is missing, using the default of 10"}}}, nil, nil
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "started " + in.Job}}}, nil, nil
}

// listAgents answers an empty listing: with a setup step after it, the call could not be served.
func listAgents(ctx context.Context, req *sdk.CallToolRequest, in jobIn) (*sdk.CallToolResult, any, error) {
	if len(agents) == 0 {
		// Bad: no agent is reachable until the token is set.
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "No agents found. Check AGENT_POOL_TOKEN in .env."}}}, nil, nil // want: softerror related=51 shape=unknown construct=literal function=listAgents
	}
	if in.Job != "" {
		// Fine: an empty search that suggests another search.
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "No agents found for " + in.Job + ". Try a broader query."}}}, nil, nil
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: strings.Join(agents, ", ")}}}, nil, nil
}
