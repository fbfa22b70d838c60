package golang

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// Probes: a tool that probes a service's health answers "down" as its normal answer, so its
// returns are not soft errors (as in the Python and TypeScript rules). A handler is a probe when
// the tool it is registered as has a probe's name (guidance.IsProbeName: "health", "ping",
// "test_connection", "mysql_ping"): none of its returns is judged. It is a checking tool when
// that name begins with a check verb and names a connection, status, health or login
// ("check_db_connection"), or asks a yes-or-no question ("is_app_installed"), or the tool's
// description's first sentence says it checks one ("Test the connection to the cluster."): its
// returns are not judged either, except a return in the failure block of an error check whose
// text carries the checked error: the check itself failed. Neither is a tool whose description
// opens with a verb that makes or changes something (guidance.DescribesWork: test_account_login,
// "Create or reuse a test account"), whatever its name.

// probeKind says whether a handler's tool is a probe, a checking tool, or neither.
type probeKind int

const (
	notProbe probeKind = iota
	probeTool
	checkingTool
)

// probeAnswer reports whether a value handler fn answers (a return's values, or the failure a
// return hands back) is a probe's answer, not a failure: any answer of a probe, and one of a
// checking tool unless it carries errVar (the checked error, "" in another branch).
func (fl *file) probeAnswer(fn, value *sitter.Node, errVar string) bool {
	switch fl.probeKindOf(fn) {
	case probeTool:
		return true
	case checkingTool:
		return errVar == "" || !fl.carriesErr(value, errVar)
	}
	return false
}

// probeKindOf reads the name (and description) of the tool handler fn is registered as, once
// per handler: probeAnswer asks it of each of the handler's returns.
func (fl *file) probeKindOf(fn *sitter.Node) probeKind {
	span := uint64(extract.StartByte(fn))<<32 | uint64(extract.EndByte(fn))
	if k, ok := fl.soft.probes[span]; ok {
		return k
	}
	if fl.soft.probes == nil {
		fl.soft.probes = map[uint64]probeKind{}
	}
	k := notProbe
	name, desc := fl.handlerTool(fn)
	switch {
	case name != "" && guidance.DescribesWork(desc):
		// Named like a probe or a check, but it makes or changes something
		// (test_account_login, "Create or reuse a test account"): its failures are the call's.
	case name != "" && guidance.IsProbeName(name):
		k = probeTool
	case name != "" && guidance.IsCheckingName(name) || guidance.ChecksConnection(desc):
		k = checkingTool
	}
	fl.soft.probes[span] = k
	return k
}

// handlerTool returns the name and description of the tool a handler is registered as in its
// file: a function literal passed to a registration call (or a wrapper inside one), the Handler
// of a server.ServerTool literal, or the handler member of a project's own table entry that
// names the tool beside it (registry.Property{Name: "mysql_ping", Description: ...,
// Function: func(...) {...}}); a declared function or method passed by name to a registration
// call. "" when the file does not say.
func (fl *file) handlerTool(fn *sitter.Node) (name, desc string) {
	if extract.Type(fn) == "func_literal" {
		if e, _ := fl.toolExprOfLit(fn); e != nil { // tools.go; a handler held in a variable is not followed
			def := fl.toolDef(e)
			return fl.defName(def), fl.defDescription(def)
		}
		if body := entryOf(fn); body != nil {
			n, _ := stringValue(unparen(fieldValue(body, "Name", fl.src)), fl.src)
			d, _ := stringValue(unparen(fieldValue(body, "Description", fl.src)), fl.src)
			return n, d
		}
		return "", ""
	}
	fname := fl.funcName(fn)
	if fname == "" {
		return "", ""
	}
	passes := func(a *sitter.Node) bool {
		for i := 0; a != nil && i < 4; i++ {
			switch extract.Type(a) {
			case "identifier":
				return text(a, fl.src) == fname
			case "selector_expression":
				return text(extract.Field(a, "field"), fl.src) == fname
			case "call_expression": // mcp.NewTypedToolHandler(h)
				as := args(a)
				if len(as) != 1 {
					return false
				}
				a = as[0]
			default:
				return false
			}
		}
		return false
	}
	if t := fl.registeredToolArg(0, uint32(len(fl.src)), passes); t != nil { // tools.go
		def := fl.toolDef(t)
		return fl.defName(def), fl.defDescription(def)
	}
	return "", ""
}

// entryOf returns the body of the composite literal a function literal is a keyed member of,
// when a Name member beside it holds a string: a project's own tool table entry.
func entryOf(lit *sitter.Node) *sitter.Node {
	p := lit.Parent()
	if p == nil || extract.Type(p) != "literal_element" {
		return nil
	}
	kv := p.Parent()
	if kv == nil || extract.Type(kv) != "keyed_element" {
		return nil
	}
	return kv.Parent()
}

// defDescription reads a tool's description from its definition (toolDef): mcp.NewTool's
// mcp.WithDescription("...") option or a Tool literal's Description member.
func (fl *file) defDescription(def *sitter.Node) string {
	if def == nil {
		return ""
	}
	switch extract.Type(def) {
	case "call_expression":
		for _, a := range args(def) {
			if a = unparen(a); extract.Type(a) == "call_expression" {
				if _, opt := callee(a, fl.src); opt == "WithDescription" && len(args(a)) > 0 {
					return stringStart(unparen(args(a)[0]), fl.src)
				}
			}
		}
	case "composite_literal":
		return stringStart(unparen(fieldValue(extract.Field(def, "body"), "Description", fl.src)), fl.src)
	}
	return ""
}

// stringStart returns the text of a string literal, or of the first literal of a
// concatenation ("Test the connection. " + "Returns ...").
func stringStart(n *sitter.Node, src []byte) string {
	for i := 0; n != nil && extract.Type(n) == "binary_expression" && i < 16; i++ {
		n = unparen(extract.Field(n, "left"))
	}
	s, _ := stringValue(n, src)
	return s
}

// carriesErr reports whether a value names the checked error errVar, directly or through a
// local defined from it (msg := err.Error()).
func (fl *file) carriesErr(value *sitter.Node, errVar string) bool {
	found := false
	var walk func(n *sitter.Node, depth int)
	walk = func(n *sitter.Node, depth int) {
		if found || n == nil || depth > maxDepth {
			return
		}
		if extract.Type(n) == "identifier" {
			name := text(n, fl.src)
			if name == errVar {
				found = true
				return
			}
			if d, ok := fl.resolve(n, name); ok && d.expr != nil && !d.multi && depth < 2 &&
				strings.Contains(text(d.expr, fl.src), errVar) {
				walk(d.expr, depth+1)
			}
			return
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			walk(extract.NamedChild(n, i), depth)
		}
	}
	walk(value, 0)
	return found
}
