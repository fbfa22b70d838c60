package main

import (
	"context"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Input is the input of the file tools.
type Input struct {
	Path string `json:"path"`
}

// Output is the typed output of the file tools.
type Output struct {
	Body  string `json:"body"`
	Error string `json:"error,omitempty"`
}

// textResult builds a successful result from the text it is given.
func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// A failure text in a CallToolResult literal beside a non-nil output: the SDK keeps the
// result's content, so the agent reads the failure as the answer.
func readLiteral(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	out := Output{}
	body, err := os.ReadFile(in.Path)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "failed: " + err.Error()}}}, out, nil // want: softerror function=readLiteral api=mcp.CallToolResult{} related=32
	}
	out.Body = string(body)
	return textResult("read " + in.Path), out, nil
}

// A failure text through the module's result function beside an empty output.
func readFunc(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	body, err := os.ReadFile(in.Path)
	if err != nil {
		return textResult("failed to fetch: " + err.Error()), Output{}, nil // want: softerror function=readFunc api=textResult() related=24,42
	}
	return textResult(string(body)), Output{Body: string(body)}, nil
}

// The checked error in the output's error member beside the result function's text, whose own
// words do not say it failed.
func readMember(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, *Output, error) {
	body, err := os.ReadFile(in.Path)
	if err != nil {
		msg := fmt.Sprintf("read of %s did not complete", in.Path)
		return textResult(msg), &Output{Error: err.Error()}, nil // want: softerror function=readMember api=textResult() shape=structured related=24,52
	}
	return textResult("read"), &Output{Body: string(body)}, nil
}

// A failure text in a local the result function is given (msg := "failed: " + err.Error()).
func readMsg(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, *Output, error) {
	body, err := os.ReadFile(in.Path)
	if err != nil {
		msg := "could not read " + in.Path + ": " + err.Error()
		return textResult(msg), &Output{}, nil // want: softerror function=readMsg api=textResult() related=24,62
	}
	return textResult("read"), &Output{Body: string(body)}, nil
}

// The checked error set on the output local beside a result literal with a neutral text.
func readAssigned(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	var out Output
	body, err := os.ReadFile(in.Path)
	if err != nil {
		out.Error = err.Error()
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "see the output"}}}, out, nil // want: softerror function=readAssigned shape=structured related=73
	}
	out.Body = string(body)
	return nil, out, nil
}

// The output replaced with the failure in the error check and returned after it beside the
// result function's text.
func readReplaced(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	var out Output
	body, err := os.ReadFile(in.Path)
	if err != nil {
		out = Output{Error: "read failed: " + err.Error()} // want: softerror function=readReplaced
	} else {
		out.Body = string(body)
	}
	return textResult("done"), out, nil
}

// errorResult flags what it builds.
func errorResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}} // want: errorresult
}

// Negatives: the same failures returned with their error (the SDK answers with an isError
// result), a result flagged IsError, and a success text beside the output.
func readErrLiteral(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	out := Output{}
	body, err := os.ReadFile(in.Path)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "failed: " + err.Error()}}}, out, err
	}
	out.Body = string(body)
	return nil, out, nil
}

func readErrFunc(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	body, err := os.ReadFile(in.Path)
	if err != nil {
		return textResult("failed to fetch: " + err.Error()), Output{}, fmt.Errorf("fetch: %w", err)
	}
	return nil, Output{Body: string(body)}, nil
}

func readErrMember(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, *Output, error) {
	body, err := os.ReadFile(in.Path)
	if err != nil {
		return textResult("could not read"), &Output{Error: err.Error()}, err
	}
	return nil, &Output{Body: string(body)}, nil
}

func readFlagged(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	out := Output{}
	body, err := os.ReadFile(in.Path)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "failed: " + err.Error()}}}, out, nil // want: errorresult
	}
	out.Body = string(body)
	return nil, out, nil
}

func readCached(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	out := Output{}
	if _, err := os.Stat(in.Path); err != nil {
		return textResult("no cached copy of " + in.Path + ", nothing to read"), out, nil
	}
	return textResult("read " + in.Path), out, nil
}

// The replaced output beside a result the module's function flags.
func readReplacedFlagged(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Output, error) {
	var out Output
	body, err := os.ReadFile(in.Path)
	if err != nil {
		out = Output{Error: "read failed: " + err.Error()}
		return errorResult("read failed"), out, nil
	}
	out.Body = string(body)
	return textResult("done"), out, nil
}

// The output's error member beside a result the module's function flags.
func readMemberFlagged(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, *Output, error) {
	body, err := os.ReadFile(in.Path)
	if err != nil {
		return errorResult("read of " + in.Path + " did not complete"), &Output{Error: err.Error()}, nil
	}
	return textResult("read"), &Output{Body: string(body)}, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "files"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "read_literal"}, readLiteral)
	mcp.AddTool(s, &mcp.Tool{Name: "read_func"}, readFunc)
	mcp.AddTool(s, &mcp.Tool{Name: "read_member"}, readMember)
	mcp.AddTool(s, &mcp.Tool{Name: "read_msg"}, readMsg)
	mcp.AddTool(s, &mcp.Tool{Name: "read_assigned"}, readAssigned)
	mcp.AddTool(s, &mcp.Tool{Name: "read_err_literal"}, readErrLiteral)
	mcp.AddTool(s, &mcp.Tool{Name: "read_err_func"}, readErrFunc)
	mcp.AddTool(s, &mcp.Tool{Name: "read_err_member"}, readErrMember)
	mcp.AddTool(s, &mcp.Tool{Name: "read_flagged"}, readFlagged)
	mcp.AddTool(s, &mcp.Tool{Name: "read_cached"}, readCached)
	mcp.AddTool(s, &mcp.Tool{Name: "read_replaced"}, readReplaced)
	mcp.AddTool(s, &mcp.Tool{Name: "read_replaced_flagged"}, readReplacedFlagged)
	mcp.AddTool(s, &mcp.Tool{Name: "read_member_flagged"}, readMemberFlagged)
}
