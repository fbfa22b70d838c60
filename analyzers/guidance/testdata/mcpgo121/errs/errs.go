// Package errs builds the error results the tools share.
package errs

import "github.com/mark3labs/mcp-go/mcp"

// NeedsHuman is an error whose typed state tells the client to ask a human; the text comes from
// the caller, so guidance checks it at each call.
func NeedsHuman(msg string) *mcp.CallToolResult { // want NeedsHuman:`helper\(error=true text="\$0" structured=none meta=ask-human\)`
	res := mcp.NewToolResultError(msg)
	res.Meta = &mcp.Meta{AdditionalFields: map[string]any{"state": "ASK_HUMAN"}}
	return res
}

// WithState puts the caller's state in the structured body.
func WithState(msg, state string) *mcp.CallToolResult { // want WithState:`helper\(error=true text="\$0" structured=none next=\$1 meta=none\)`
	return &mcp.CallToolResult{
		Result:            mcp.Result{},
		IsError:           true,
		Content:           []mcp.Content{mcp.NewTextContent(msg)},
		StructuredContent: map[string]any{"error": map[string]any{"next": state}},
	}
}

// Retryable hands its message to WithState with a retry state: a helper built on a helper.
func Retryable(msg string) *mcp.CallToolResult { // want Retryable:`helper\(error=true text="\$0" structured=retry meta=none\)`
	return WithState(msg, "retry")
}

// Throttled is wrong in itself: its constant text and its typed fields disagree, whatever the
// caller passes.
func Throttled(detail string) *mcp.CallToolResult {
	return &mcp.CallToolResult{ // want `isError result in function Throttled: the text says retry but the typed fields rule it out`
		IsError: true,
		Content: []mcp.Content{mcp.NewTextContent("rate limited (" + detail + "); retry now")},
		Result:  mcp.Result{Meta: mcp.NewMetaFromMap(map[string]any{"retryable": false})},
	}
}
