// Package to holds the result helpers the tools packages return through.
package to

import (
	"encoding/json"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
)

// ErrorResult hands a failure on as a Go error; only handlers' returns use it: reported here.
func ErrorResult(err error) (*mcp.CallToolResult, error) { // want ErrorResult:`mayReturnError\(to/to.go:14\)`
	log.Printf("tool failed: %v", err)
	return nil, err // want `ErrorResult returns an error, and every tool handler that calls it returns its results unchanged, which mcp-go v1.2.1 sends as a JSON-RPC -32603 error` related=issue/issue.go:15,issue/issue.go:16,issue/issue.go:17,issue/issue.go:27,misc/misc.go:16,misc/misc.go:20,regsrv/main.go:16,regsrv/main.go:18,regsrv/main.go:19,regsrv/main.go:20,regsrv/main.go:7,repo/repo.go:17,repo/repo.go:31,repo/repo.go:33,user/user.go:28,user/user.go:29,user/user.go:44,user/user.go:50
}

// TextResult answers with v as JSON text; only a marshal failure, a bug of the server that
// -32603 names rightly, is an error: benign.
func TextResult(v any) (*mcp.CallToolResult, error) { // want TextResult:`benignError`
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Failure answers a failure with an isError result: its error is always nil.
func Failure(err error) (*mcp.CallToolResult, error) { // want Failure:`benignError`
	log.Printf("tool failed: %v", err)
	return mcp.NewToolResultErrorFromErr("tool failed", err), nil
}
