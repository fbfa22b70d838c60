// Package main is a fixture for error texts assembled in a strings.Builder or bytes.Buffer: the
// first write decides the shape.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// notFound writes Markdown prose.
func notFound(kind, id string, hints ...string) *mcp.CallToolResult {
	var b strings.Builder
	fmt.Fprintf(&b, "## %s %s not found\n\n", kind, id)
	for _, h := range hints {
		b.WriteString("- " + h + "\n")
	}
	return mcp.NewToolResultError(b.String()) // want: errorresult shape=prose-only uses=1 function=notFound
}

// conflict streams a JSON document into a buffer.
func conflict(id string) *mcp.CallToolResult {
	buf := new(bytes.Buffer)
	_ = json.NewEncoder(buf).Encode(map[string]string{"code": "CONFLICT", "id": id})
	return mcp.NewToolResultError(buf.String()) // want: errorresult shape=json-in-text uses=1 function=conflict
}

// badQuery writes a JSON object by hand: the leading "{" makes it JSON.
func badQuery(field string) *mcp.CallToolResult {
	sb := &strings.Builder{}
	sb.WriteString(`{"code":"BAD_QUERY","target":`)
	sb.WriteString(fmt.Sprintf("%q}", field))
	return mcp.NewToolResultError(sb.String()) // want: errorresult shape=json-in-text uses=1 function=badQuery
}

// prefixed starts from an initial prose content.
func prefixed(err error) *mcp.CallToolResult {
	buf := bytes.NewBufferString("Error: ")
	buf.WriteString(err.Error())
	return mcp.NewToolResultError(buf.String()) // want: errorresult shape=prose-only uses=1 function=prefixed
}

// Not guessed: the first write is the text of a function of another file, and a builder that
// comes in as a parameter is written elsewhere.
func rendered(name string, b *strings.Builder) (*mcp.CallToolResult, *mcp.CallToolResult) {
	var out strings.Builder
	out.WriteString(renderMarkdown(name))
	return mcp.NewToolResultError(out.String()), // want: errorresult shape=unknown uses=0 function=rendered
		mcp.NewToolResultError(b.String()) // want: errorresult shape=unknown uses=0 function=rendered
}

// Not a buffer: a Stringer of the repository's own says nothing about its text.
func described(d fmt.Stringer) *mcp.CallToolResult {
	return mcp.NewToolResultError(d.String()) // want: errorresult shape=unknown uses=1 function=described
}
