package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A low-level call_tool handler answers every tool of its server; what it returns in the branch
// of its dispatch on the tool name is that tool's answer, and a message about it names the tool
// (the handler is where it is registered):
//
//	@server.call_tool()
//	async def call_tool(name, arguments):
//	    if name == "search": ...
//	    elif name == "render":
//	        if not ready:
//	            return [TextContent(type="text", text="Renderer is not running.")]  # render's
//	    match params.name:
//	        case "ping": ...                                                     # ping's
//
// Only a branch for one tool name counts: `name in ("a", "b")`, the final else and `case _:`
// answer several, and the message names the handler as before. Rule, line and fingerprint do not
// change: the finding's function is still the handler.

// toolLabel names the tool whose answer at n t's function returns, for messages: t's name, or,
// in a low-level handler's branch for one tool, "x (its branch in call_tool)".
func (c *fileCtx) toolLabel(t *tool, n *sitter.Node) string {
	if name := c.dispatchedTool(t, n); name != "" {
		return name + " (its branch in " + t.name + ")"
	}
	return t.name
}

// dispatchedTool returns the tool name of the branch of t's dispatch on the tool name whose body
// holds n: the one string of an `if name == "x":` or `elif`, or of a `case "x":` of a `match
// name:`, name being the handler's intact tool-name parameter (python-sdk 1.x) or params.name
// (2.x); "" when t is no low-level handler or n is in no such branch.
func (c *fileCtx) dispatchedTool(t *tool, n *sitter.Node) string {
	switch t.fw {
	case fwLowV1, fwLowV2, fwLowLevel:
	default:
		return ""
	}
	child := n
	for p := extract.Parent(n); p != nil && !sameNode(p, t.def); child, p = p, extract.Parent(p) {
		switch extract.Type(p) {
		case "if_statement", "elif_clause":
			if body := extract.Field(p, "consequence"); body == nil || !sameNode(child, body) {
				continue
			}
			cond := unparen(extract.Field(p, "condition"))
			if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 {
				continue
			}
			l, r, op := c.comparison(cond)
			if op != "==" {
				continue
			}
			if !c.isToolNameOf(t.def, l) {
				l, r = r, l
			}
			if s, ok := c.constString(unparen(r)); ok && c.isToolNameOf(t.def, l) {
				return s
			}
		case "case_clause":
			if extract.Field(p, "guard") != nil {
				continue
			}
			_, m := caseMatch(p) // matchtests.go
			if m == nil {
				continue
			}
			if subj := matchSubjects(m); len(subj) != 1 || !c.isToolNameOf(t.def, subj[0]) {
				continue
			}
			var names []string
			for _, pt := range namedChildren(p) {
				if extract.Type(pt) != "case_pattern" {
					continue
				}
				vals, ok := c.patternStrings(pt) // paramconst.go
				if !ok {
					names = nil
					break
				}
				names = append(names, vals...)
			}
			if len(names) == 1 {
				return names[0]
			}
		}
	}
	return ""
}

// isToolNameOf reports whether e is the tool name a low-level handler def is called with: its
// first parameter when def never rebinds it (`name`), or `params.name` of its intact parameter.
func (c *fileCtx) isToolNameOf(def, e *sitter.Node) bool {
	e = unparen(e)
	if e == nil {
		return false
	}
	switch extract.Type(e) {
	case "identifier":
		return string(c.bytesOf(e)) == c.lowNameParam(def) // lowenum.go
	case "attribute":
		if string(c.bytesOf(extract.Field(e, "attribute"))) != "name" {
			return false
		}
		_, ok := c.intactParam(def, extract.Field(e, "object"))
		return ok
	}
	return false
}
