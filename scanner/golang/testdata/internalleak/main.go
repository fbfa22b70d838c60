package main

import (
	"context"
	"fmt"
	"log"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/leaky/internal/errs"
)

var apiToken = os.Getenv("SERVICE_API_TOKEN")

type config struct{ APIKey, BaseURL string }

var cfg config

// search recovers a panic into an error result that carries the goroutine's stack.
func search(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = mcp.NewToolResultError(fmt.Sprintf("panic: %v\n%s", // want: errorresult
				r,              // want: internalleak
				debug.Stack())) // want: internalleak
		}
	}()
	return mcp.NewToolResultText("ok"), nil
}

// dump fills a buffer with runtime.Stack and puts it in the text.
func dump(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	buf := make([]byte, 1<<16)
	n := runtime.Stack(buf, true)
	return mcp.NewToolResultError("internal error:\n" + string(buf[:n])), nil // want: errorresult; internalleak
}

// auth prints a secret into the error.
func auth(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("repo", "") == "" {
		return mcp.NewToolResultError("call with token " + apiToken + " failed"), nil // want: errorresult; internalleak
	}
	return mcp.NewToolResultErrorf("bad key %s for %s", cfg.APIKey, cfg.BaseURL), nil // want: errorresult; internalleak
}

// literal builds a CallToolResult literal with the stack in its text.
func literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	stack := string(debug.Stack())
	return &mcp.CallToolResult{
		Content: []mcp.Content{mcp.NewTextContent("failed: " + stack)}, // want: internalleak
		IsError: true,                                                  // want: errorresult
	}, nil
}

// soft returns the stack as a success.
func soft(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Error: %v\n%s", err, debug.Stack())), nil // want: softerror; internalleak
	}
	return mcp.NewToolResultText("ok"), nil
}

// stackText is a same-file helper: the finding stands in it, with its callers as related.
func stackText(err error) string {
	return err.Error() + "\n" + string(debug.Stack()) // want: internalleak related=main.go:75,main.go:83
}

func viaHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(stackText(err)), nil // want: errorresult
	}
	return mcp.NewToolResultText("ok"), nil
}

func viaHelperAgain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(stackText(err)), nil // want: errorresult
	}
	return mcp.NewToolResultText("ok"), nil
}

// otherPackage calls a helper of another package of the tree.
func otherPackage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(errs.Describe(err)), nil // want: errorresult; internalleak related=internal/errs/errs.go:11
	}
	return mcp.NewToolResultText("ok"), nil
}

// logged is fine: the stack goes to the log, the result carries a clean message.
func logged(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("panic in logged: %v\n%s", r, debug.Stack())
			res = mcp.NewToolResultError("search failed unexpectedly; try a narrower query") // want: errorresult
		}
	}()
	if os.Getenv("SERVICE_API_TOKEN") == "" {
		// Fine: the setting's name, not its value, and the read is only tested.
		return mcp.NewToolResultError("SERVICE_API_TOKEN is not set"), nil // want: errorresult
	}
	return mcp.NewToolResultText("ok"), nil
}

const githubToken = "GITHUB_TOKEN"

// named is fine: the constant holds the setting's name.
func named(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if os.Getenv(githubToken) == "" {
		return mcp.NewToolResultError(githubToken + " is not set"), nil // want: errorresult
	}
	return mcp.NewToolResultText("ok"), nil
}
