package main

import (
	"context"
	"fmt"

	"example.com/mcpgo121/errs"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("files", "1.0.0", server.WithRecovery())
	s.AddTool(mcp.NewTool("read_file"), readFile)
	s.AddTool(mcp.NewTool("charge"), charge)
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("deploy"), deploy)
	s.AddTool(mcp.NewTool("rotate"), rotate)
	_ = server.ServeStdio(s)
}

// The policy a client reads from the typed state.
const stateAskHuman = "ask_human"

type failure struct {
	Code      string `json:"code"`
	Retryable bool   `json:"retryable"`
	Next      string `json:"next,omitempty"`
}

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if path == "" {
		// BAD: the text tells the model to retry, the typed state tells the client to ask a human.
		return &mcp.CallToolResult{ // want `isError result in tool handler readFile: the text says retry but the typed fields say ask-human`
			IsError:           true,
			Content:           []mcp.Content{mcp.NewTextContent("the file changed while it was read; re-read it and retry")},
			StructuredContent: map[string]any{"state": stateAskHuman},
		}, nil
	}
	if len(path) > 4096 {
		// FINE: "path must be shorter" says fix the arguments, and a retry after fixing them is
		// what retryable: true allows.
		res := mcp.NewToolResultError("path must be shorter than 4096 bytes")
		res.StructuredContent = failure{Code: "PATH_TOO_LONG", Retryable: true}
		return res, nil
	}
	return mcp.NewToolResultText(path), nil
}

func charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	amount := req.GetFloat("amount", 0)
	if amount > 1000 {
		// BAD: the typed body says retryable, the text (partly known through the format) says
		// do not retry.
		res := mcp.NewToolResultErrorf("amount %.2f is over the limit; do not retry", amount) // want `the typed fields say retry but the text rules it out`
		res.StructuredContent = failure{Code: "OVER_LIMIT", Retryable: true}
		return res, nil
	}
	if amount < 0 {
		// BAD: a structured result turned into an error afterwards; fallback text and typed
		// fields disagree.
		res := mcp.NewToolResultStructured(failure{Code: "NEGATIVE", Retryable: false}, "The payment service timed out. Please try again.") // want `the text says retry but the typed fields rule it out`
		res.IsError = true
		return res, nil
	}
	if amount == 0 {
		// FINE: the same result without IsError is a success, where nothing is to be recovered.
		return mcp.NewToolResultStructured(failure{Code: "FREE", Retryable: false}, "Nothing to charge. Please try again with an amount."), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("charged %.2f", amount)), nil
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	if q == "" {
		// BAD, through a helper of another package: the helper's state says ask a human, the
		// text given here says retry.
		return errs.NeedsHuman("the index is being rebuilt; try again"), nil // want `isError result of helper NeedsHuman called in tool handler search: the text says retry but the typed fields say ask-human` related=errs/errs.go:9
	}
	if len(q) < 3 {
		// FINE: the same helper with a text that asks for a human too.
		return errs.NeedsHuman("the query is ambiguous; ask the user what they meant"), nil
	}
	if q == "*" {
		// FINE: the text is not known here (it comes from the caller), so nothing is compared.
		return errs.NeedsHuman(q), nil
	}
	// BAD: Meta written after construction says wait, the text says another tool.
	res := mcp.NewToolResultError("search is disabled for this index; use another tool") // want `the text says use-another-tool but the typed fields say wait`
	res.Meta = mcp.NewMetaFromMap(map[string]any{"retry_after": 30})
	return res, nil
}

func deploy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	env := req.GetString("env", "")
	if env == "prod" {
		// BAD: the helper sets its typed state from a parameter; the state given here
		// contradicts the constant text.
		return errs.WithState("deploys to prod are frozen; do not retry", "retry"), nil // want `isError result of helper WithState called in tool handler deploy: the typed fields say retry but the text rules it out` related=errs/errs.go:16
	}
	if env == "staging" {
		// BAD: Retryable passes a retry state on to WithState, against this text.
		return errs.Retryable("staging is being rebuilt; do not retry"), nil // want `isError result of helper Retryable called in tool handler deploy: the typed fields say retry but the text rules it out` related=errs/errs.go:26,errs/errs.go:16
	}
	if env == "" {
		// FINE: text and typed state both say to fix the arguments.
		return errs.WithState("env is required", "fix_arguments"), nil
	}
	// FINE: the text says nothing the lexicon knows ("not found"): there is nothing to contradict.
	return &mcp.CallToolResult{
		IsError:           true,
		Content:           []mcp.Content{mcp.TextContent{Type: "text", Text: "environment " + env + " not found"}},
		StructuredContent: map[string]any{"state": stateAskHuman},
	}, nil
}

func rotate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	// BAD, but accepted with a reason.
	//mcperr:ignore guidance the client shows the typed state to the user and ignores the text
	return errs.NeedsHuman("key rotation failed; retry"), nil
}
