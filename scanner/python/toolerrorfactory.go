package python

import (
	"bytes"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// A raise of what a factory returns, when every return of the factory builds a ToolError:
//
//	def _ssh_failed(server_id: str, exc: Exception) -> ToolError:
//	    return ToolError(f"SSH to {server_id} failed: {exc}")
//
//	@mcp.tool
//	async def run(server_id: str) -> dict:
//	    ...
//	    raise _ssh_failed(server_id, e)   # a ToolError: fastmcp sends its text unprefixed
//
// fastmcp re-raises a ToolError as it is, and mask_error_details does not mask it
// (sdk-catalog.md §3.3): what the client reads is the raise's class, not the factory's name.
//
// The factory's body ends in a return, or in an if/elif/else chain or a match with a wildcard
// case (`case _:`) each of whose branches ends so. A factory of another module of the root
// (`from .errors import handle_error`) is its module's to describe: the module gives each such
// function the key "<module>.<function>!toolerror" with the fact Holds (toolErrorFactories),
// and the raise's finding takes the message of a ToolError when that key Holds
// (Pending.Reword), the framework's wording of another exception otherwise.

// toolErrorMark ends the key under which a module says that a function returns a ToolError on
// every path.
const toolErrorMark = "!toolerror"

// toolErrorKey returns the key of k's ToolError returns: the mark goes before the root's "@"
// suffix of a cross-file key.
func toolErrorKey(k string) string {
	at := strings.Index(k, "@")
	if at < 0 {
		return ""
	}
	return k[:at] + toolErrorMark + k[at:]
}

// raisesToolError reports whether a raise raises a ToolError: its class, the class of the
// exception a re-raise's clause catches, or, for a raise of a factory's call (raise f(...)),
// the class every return of the file's factory builds.
func (c *fileCtx) raisesToolError(r raised) bool {
	if c.classIs(r.class, "ToolError") || c.classIs(r.caught, "ToolError") {
		return true
	}
	return r.args != nil && c.isExceptionFactory(r.class) && c.buildsToolError(r.args, 0)
}

// importedToolErrorKeys returns, for a raise of a call of a factory that no def of the file
// defines but a module of the root may (raise handle_error(e) with handle_error imported), the
// keys under which the factory's module says it returns a ToolError on every path; nil for any
// other raise.
func (c *fileCtx) importedToolErrorKeys(r raised) []string {
	if r.args == nil || !c.isExceptionFactory(r.class) || extract.Type(r.class) != "identifier" || c.localDef(r.args) != nil {
		return nil
	}
	if _, imported := c.importedAt(c.text(r.class), r.args); !imported {
		return nil
	}
	k := c.callTarget(r.args)
	if k == "" || !strings.HasSuffix(k, c.rootSuffix()) {
		return nil
	}
	var keys []string
	for _, alt := range c.keysOf(k) {
		if tk := toolErrorKey(alt); tk != "" {
			keys = append(keys, tk)
		}
	}
	return keys
}

// toolErrorFactories returns a summary with Holds for each function of the file whose every
// return builds a ToolError (buildsToolError), for the raises of other modules that raise its
// call.
func (c *fileCtx) toolErrorFactories() []extract.Summary {
	if !bytes.Contains(c.src, []byte("ToolError")) {
		return nil
	}
	var out []extract.Summary
	for _, fn := range c.functions() {
		k := toolErrorKey(fn.key)
		if k == "" || fn.tool != nil || !c.defBuildsToolError(fn.def, 0) {
			continue
		}
		name := c.funcName(fn.def)
		// Holds rewords the raise's finding with a ToolError's message (Pending.Reword).
		s := extract.Summary{Key: k, Name: name, Facts: extract.Holds}
		s.Line, s.Column = position(fn.def)
		s.Places = []extract.Place{{Fact: extract.Holds, Line: s.Line, Column: s.Column, Message: name + " returns a ToolError on every path"}}
		out = append(out, s)
	}
	return out
}

// buildsToolError reports whether a call of a factory of the file returns a ToolError on every
// path (defBuildsToolError).
func (c *fileCtx) buildsToolError(call *sitter.Node, depth int) bool {
	def := c.localDef(call)
	return def != nil && c.defBuildsToolError(def, depth)
}

// defBuildsToolError reports whether a function returns a ToolError on every path: no path
// falls off its end (returnsAtEnd), and each of its returns returns a construction of a
// ToolError class, or the call of a factory of the file that does.
func (c *fileCtx) defBuildsToolError(def *sitter.Node, depth int) bool {
	if depth >= maxDepth || c.isGenerator(def) {
		return false
	}
	// No path may fall off the end or return bare: raise None is a TypeError.
	if !returnsAtEnd(lastStatement(extract.Field(def, "body"))) {
		return false
	}
	bare := false
	walkStatements(extract.Field(def, "body"), func(n *sitter.Node) {
		bare = bare || extract.Type(n) == "return_statement" && extract.NamedChildCount(n) == 0
	})
	rs := c.returnValues(def)
	if bare || len(rs) == 0 {
		return false
	}
	for _, v := range rs {
		v = unparen(v)
		if v == nil || extract.Type(v) != "call" {
			return false
		}
		callee := extract.Field(v, "function")
		if c.classIs(callee, "ToolError") {
			continue
		}
		if !c.isExceptionFactory(callee) || !c.buildsToolError(v, depth+1) {
			return false
		}
	}
	return true
}

// returnsAtEnd reports whether a function's last statement returns a value on every path: a
// return of a value, an if statement with an else whose every branch ends so, or a match with
// an unguarded wildcard case (`case _:`, or a capture `case other:`) whose every case ends so.
func returnsAtEnd(last *sitter.Node) bool {
	if last == nil {
		return false
	}
	switch extract.Type(last) {
	case "return_statement":
		return extract.NamedChildCount(last) > 0
	case "if_statement":
		blocks, hasElse := ifBranches(last)
		if !hasElse {
			return false
		}
		for _, b := range blocks {
			if !returnsAtEnd(lastStatement(b)) {
				return false
			}
		}
		return true
	case "match_statement":
		wildcard := false
		for _, blk := range namedChildren(last) {
			if extract.Type(blk) != "block" {
				continue
			}
			for _, cc := range namedChildren(blk) {
				if extract.Type(cc) != "case_clause" {
					continue
				}
				if !returnsAtEnd(lastStatement(extract.Field(cc, "consequence"))) {
					return false
				}
				if extract.Field(cc, "guard") == nil && len(namedChildren(cc)) == 2 && irrefutable(extract.NamedChild(cc, 0)) {
					wildcard = true // one pattern, no guard, and its block
				}
			}
		}
		return wildcard
	}
	return false
}

// irrefutable reports whether a case pattern matches every subject: the wildcard `_` or a
// capture of one name (`case other:`), not a dotted value pattern.
func irrefutable(pat *sitter.Node) bool {
	if pat == nil || extract.Type(pat) != "case_pattern" {
		return false
	}
	kids := namedChildren(pat)
	switch {
	case len(kids) == 0:
		return true // case _:
	case len(kids) == 1 && extract.Type(kids[0]) == "dotted_name":
		return extract.NamedChildCount(kids[0]) == 1
	}
	return false
}
