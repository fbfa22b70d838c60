package golang

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// registrations are the calls that register a tool handler: mcp-go's (*MCPServer).AddTool,
// AddSessionTool and AddTaskTool, and go-sdk's (*Server).AddTool and mcp.AddTool.
var registrations = map[string]bool{"AddTool": true, "AddSessionTool": true, "AddTaskTool": true}

// registrationNames are the registration calls in a fixed order (registrations is a set).
var registrationNames = []string{"AddSessionTool", "AddTaskTool", "AddTool"}

// toolNameOf returns the name of the tool a function literal is registered as, or "": the literal
// is an argument of a registration call (perhaps inside a wrapper such as
// mcp.NewTypedToolHandler(...)), or the Handler of a server.ServerTool literal.
func (fl *file) toolNameOf(lit *sitter.Node) string {
	cur := lit
	for level := 0; level < 4; level++ {
		p := cur.Parent()
		if p == nil {
			return ""
		}
		switch extract.Type(p) {
		case "argument_list":
			call := p.Parent()
			if call == nil || extract.Type(call) != "call_expression" {
				return ""
			}
			if _, name := callee(call, fl.src); registrations[name] {
				for _, a := range args(call) {
					if n := fl.toolName(a, 0); n != "" {
						return n
					}
				}
				return ""
			}
			cur = call // a wrapper: look one call further out
		case "literal_element":
			kv := p.Parent()
			if kv == nil || extract.Type(kv) != "keyed_element" || text(firstNamed(firstNamed(kv)), fl.src) != "Handler" {
				return ""
			}
			if body := kv.Parent(); body != nil {
				return fl.toolName(fieldValue(body, "Tool", fl.src), 0)
			}
			return ""
		case "expression_list":
			// handler := func(...) {...}; s.AddTool(tool, handler)
			return fl.toolNameOfVar(cur, resultVar(cur, fl.src))
		default:
			return ""
		}
	}
	return ""
}

// toolNameOfVar returns the tool name of a registration call, in the function around n, that
// passes the variable name as an argument.
func (fl *file) toolNameOfVar(n *sitter.Node, name string) string {
	fn := fl.enclosingFunc(n)
	if name == "" || fn == nil {
		return ""
	}
	return fl.registeredTool(extract.StartByte(fn), extract.EndByte(fn), func(a *sitter.Node) bool {
		return extract.Type(a) == "identifier" && text(a, fl.src) == name
	})
}

// registeredTool returns the tool name of the first registration call (in registrationNames'
// order, then the file's) within bytes [lo, hi] that has an argument passes accepts, or "".
func (fl *file) registeredTool(lo, hi uint32, passes func(a *sitter.Node) bool) string {
	for _, reg := range registrationNames {
		for _, call := range fl.callsTo[reg] {
			if extract.StartByte(call) < lo || extract.EndByte(call) > hi {
				continue
			}
			as := args(call)
			found := false
			for _, a := range as {
				if passes(a) {
					found = true
					break
				}
			}
			if !found {
				continue
			}
			for _, a := range as {
				if t := fl.toolName(a, 0); t != "" {
					return t
				}
			}
		}
	}
	return ""
}

// toolName reads a tool's name from mcp.NewTool("name", ...), &mcp.Tool{Name: "name"}, or a
// variable holding either.
func (fl *file) toolName(e *sitter.Node, depth int) string {
	e = unparen(e)
	if e == nil || depth > maxDepth {
		return ""
	}
	switch extract.Type(e) {
	case "call_expression":
		if _, name := callee(e, fl.src); name == "NewTool" {
			if as := args(e); len(as) > 0 {
				s, _ := stringValue(unparen(as[0]), fl.src)
				return s
			}
		}
	case "composite_literal":
		s, _ := stringValue(unparen(fieldValue(extract.Field(e, "body"), "Name", fl.src)), fl.src)
		return s
	case "identifier":
		if d, ok := fl.resolve(e, text(e, fl.src)); ok && d.expr != nil && !d.multi {
			return fl.toolName(d.expr, depth+1)
		}
	}
	return ""
}
