package golang

import (
	"slices"

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
// mcp.NewTypedToolHandler(...)), or the Handler of a server.ServerTool literal, or bound to a
// variable that a registration call of the function around it passes (`handler := func(...)
// {...}; s.AddTool(tool, handler)`).
func (fl *file) toolNameOf(lit *sitter.Node) string {
	e, held := fl.toolExprOfLit(lit)
	if held != nil {
		return fl.toolNameOfVar(held, resultVar(held, fl.src))
	}
	return fl.toolName(e)
}

// toolExprOfLit returns the tool argument of the registration call a function literal is
// passed to (perhaps inside a wrapper: mcp.NewTypedToolHandler(...)), or the Tool member of the
// server.ServerTool literal whose Handler it is; nil when neither names a tool. held is set
// instead when the literal (or the wrapper call around it) is the value of an assignment: what
// is bound there, which a registration may pass by name.
func (fl *file) toolExprOfLit(lit *sitter.Node) (tool, held *sitter.Node) {
	cur := lit
	for level := 0; level < 4; level++ {
		p := cur.Parent()
		if p == nil {
			return nil, nil
		}
		switch extract.Type(p) {
		case "argument_list":
			call := p.Parent()
			if call == nil || extract.Type(call) != "call_expression" {
				return nil, nil
			}
			if _, name := callee(call, fl.src); registrations[name] {
				return fl.toolArg(args(call)), nil
			}
			cur = call // a wrapper: look one call further out
		case "literal_element":
			kv := p.Parent()
			if kv == nil || extract.Type(kv) != "keyed_element" || text(firstNamed(firstNamed(kv)), fl.src) != "Handler" {
				return nil, nil
			}
			if body := kv.Parent(); body != nil {
				if t := fieldValue(body, "Tool", fl.src); fl.toolName(t) != "" {
					return t, nil
				}
			}
			return nil, nil
		case "expression_list":
			return nil, cur
		default:
			return nil, nil
		}
	}
	return nil, nil
}

// toolArg returns the first of a registration call's arguments that names a tool, or nil.
func (fl *file) toolArg(as []*sitter.Node) *sitter.Node {
	for _, a := range as {
		if fl.toolName(a) != "" {
			return a
		}
	}
	return nil
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
	return fl.toolName(fl.registeredToolArg(lo, hi, passes))
}

// registeredToolArg returns the tool argument (toolArg) of the first registration call (in
// registrationNames' order, then the file's) within bytes [lo, hi] that has an argument passes
// accepts and names a tool, or nil.
func (fl *file) registeredToolArg(lo, hi uint32, passes func(a *sitter.Node) bool) *sitter.Node {
	for _, reg := range registrationNames {
		for _, call := range fl.callsTo[reg] {
			if extract.StartByte(call) < lo || extract.EndByte(call) > hi {
				continue
			}
			as := args(call)
			if !slices.ContainsFunc(as, passes) {
				continue
			}
			if t := fl.toolArg(as); t != nil {
				return t
			}
		}
	}
	return nil
}

// toolDef returns the mcp.NewTool call or Tool composite literal a tool expression is, or that
// the variable it names holds (through at most maxDepth variables); nil otherwise.
func (fl *file) toolDef(e *sitter.Node) *sitter.Node {
	for depth := 0; depth <= maxDepth; depth++ {
		e = unparen(e)
		if e == nil {
			return nil
		}
		switch extract.Type(e) {
		case "call_expression":
			if _, name := callee(e, fl.src); name == "NewTool" {
				return e
			}
			return nil
		case "composite_literal":
			return e
		case "identifier":
			d, ok := fl.resolve(e, text(e, fl.src))
			if !ok || d.expr == nil || d.multi {
				return nil
			}
			e = d.expr
		default:
			return nil
		}
	}
	return nil
}

// toolName reads a tool's name from mcp.NewTool("name", ...), &mcp.Tool{Name: "name"}, or a
// variable holding either (toolDef).
func (fl *file) toolName(e *sitter.Node) string {
	return fl.defName(fl.toolDef(e))
}

// defName reads a tool's name from its definition (toolDef): mcp.NewTool's first argument or a
// Tool literal's Name member.
func (fl *file) defName(def *sitter.Node) string {
	if def == nil {
		return ""
	}
	switch extract.Type(def) {
	case "call_expression":
		if as := args(def); len(as) > 0 {
			s, _ := stringValue(unparen(as[0]), fl.src)
			return s
		}
	case "composite_literal":
		s, _ := stringValue(unparen(fieldValue(extract.Field(def, "body"), "Name", fl.src)), fl.src)
		return s
	}
	return ""
}
