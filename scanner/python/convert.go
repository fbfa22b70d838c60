package python

import (
	"bytes"
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A fastmcp server may hand every tool result to a middleware of the project's that answers
// some of them with isError (ErrorSignalingMiddleware: on_call_tool turns a result whose
// structured content says status "error" into one whose to_mcp_result sets isError=True). The
// tools are often defined in other modules, on servers mounted on that one: the project is
// the unit the file can name. The file that adds the middleware says so in a summary under the
// project's converter key (extract.Pending.ConvertedBy); the soft errors of fastmcp tools that
// are objects, which such a middleware can read, stand only when no file of the project says so.

// converterKey is the key under which a project's converting middleware is summarised.
func (c *fileCtx) converterKey() string { return "<tool result middleware>" + c.rootSuffix() }

// converterSummary returns the summary of a middleware of the file's own that a server of the
// file adds and that may answer a tool call with an isError result, or nil: a class with an
// on_call_tool method, in a file that builds a result with isError=True.
func (c *fileCtx) converterSummary() *extract.Summary {
	if !bytes.Contains(c.src, []byte("add_middleware")) || !bytes.Contains(c.src, []byte("isError")) || !c.setsIsError() {
		return nil
	}
	var out *extract.Summary
	walkAll(c.root, func(n *sitter.Node) {
		if out != nil || extract.Type(n) != "call" {
			return
		}
		fn := extract.Field(n, "function")
		if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "add_middleware" {
			return
		}
		pos := c.positional(n)
		if len(pos) == 0 {
			return
		}
		arg := unparen(pos[0])
		if arg == nil || extract.Type(arg) != "call" {
			return
		}
		cls := c.text(extract.Field(arg, "function"))
		if _, local := c.classes[cls]; !local || c.defs[cls+".on_call_tool"] == nil {
			return
		}
		line, col := position(n)
		out = &extract.Summary{Key: c.converterKey(), Name: cls, Line: line, Column: col}
		c.addPlace(out, extract.ErrorResult, n, fmt.Sprintf("the server's middleware %s may answer a tool's result with isError", cls))
	})
	return out
}

// setsIsError reports whether the file passes isError=True to a call (a CallToolResult).
func (c *fileCtx) setsIsError() bool {
	found := false
	walkAll(c.root, func(n *sitter.Node) {
		if found || extract.Type(n) != "keyword_argument" || string(c.bytesOf(extract.Field(n, "name"))) != "isError" {
			return
		}
		v := extract.Field(n, "value")
		found = v != nil && extract.Type(v) == "true"
	})
	return found
}

// markConvertible makes the soft errors of the file's fastmcp tools that are objects (or that
// helpers return, shape unknown) stand only if no middleware of the project converts them.
func (c *fileCtx) markConvertible(sites []*site) {
	for _, st := range sites {
		if st.rule != "softerror" || st.payload.shape == finding.ProseOnly || st.payload.shape == finding.JSONInText {
			continue
		}
		if !c.fastmcpSite(st) {
			continue
		}
		if st.pending == nil {
			st.pending = &extract.Pending{}
		}
		st.pending.ConvertedBy = []string{c.converterKey()}
	}
}

// fastmcpSite reports whether a site's tool runs on a fastmcp server, whose middlewares see its
// results: its own tool's framework, else the file's.
func (c *fileCtx) fastmcpSite(st *site) bool {
	if st.def != nil {
		if t := c.tools[extract.StartByte(st.def)]; t != nil {
			return t.fw == fwJlowin
		}
	}
	fw := c.fileFramework()
	return fw == fwJlowin || fw == fwUnknown && c.sdk.fastmcpKnown
}

// walkAll calls visit on n and every node under it, nested functions and classes included.
func walkAll(n *sitter.Node, visit func(*sitter.Node)) {
	visit(n)
	for _, c := range extract.NamedChildren(n) {
		walkAll(c, visit)
	}
}
