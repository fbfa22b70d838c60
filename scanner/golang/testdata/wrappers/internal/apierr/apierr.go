// Package apierr wraps the result helpers. A wrapper builds no result itself and passes on a
// helper's result in every return: a call of it is a use of the helper it reaches.
package apierr

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/example/issues-mcp/internal/result"
)

var errRateLimited = errors.New("rate limited")

// Response is a wrapper with two helpers behind it: its calls count for the path of its last
// return (the fall-through path in early-return style), ErrorFromErr.
func Response(msg string, err error) *mcp.CallToolResult {
	if errors.Is(err, errRateLimited) {
		return result.Error(msg + ": rate limited, retry in a minute") // use of Error
	}
	return result.ErrorFromErr(msg, err) // use of ErrorFromErr
}

// Status is a wrapper of a wrapper.
func Status(msg string, resp *http.Response) *mcp.CallToolResult {
	return Response(msg, fmt.Errorf("unexpected status %d", resp.StatusCode)) // use of ErrorFromErr
}

// Denied is a wrapper of Error.
func Denied(what string) *mcp.CallToolResult {
	return result.Error("access to " + what + " denied") // use of Error
}

// Fallback is not a wrapper: its last return is a success, so a call of Fallback is not an
// error path.
func Fallback(ok bool, text string) *mcp.CallToolResult {
	if !ok {
		return result.Error(text) // use of Error
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// WithErr is not a wrapper: its result goes out beside an error, which may drop it.
func WithErr(msg string, err error) (*mcp.CallToolResult, error) {
	return result.ErrorFromErr(msg, err), err // use of ErrorFromErr
}

// Retry and Again pass each other's results on and reach no helper: their calls are not uses.
func Retry(n int) *mcp.CallToolResult {
	return Again(n - 1)
}

// Again is Retry's other half.
func Again(n int) *mcp.CallToolResult {
	return Retry(n - 1)
}
