package golang

import (
	"encoding/json"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// combine merges the shapes of several texts of one result: JSON anywhere makes it json-in-text,
// an unresolved part makes it unknown, and prose otherwise.
func combine(shapes ...finding.Shape) finding.Shape {
	out := finding.Shape("")
	for _, s := range shapes {
		switch {
		case s == finding.JSONInText:
			return finding.JSONInText
		case s == finding.Unknown:
			out = finding.Unknown
		case s == finding.ProseOnly && out == "":
			out = finding.ProseOnly
		}
	}
	if out == "" {
		return finding.Unknown
	}
	return out
}

// literalShape classifies a string constant: JSON when it parses as a JSON object or array.
func literalShape(s string) finding.Shape {
	t := strings.TrimSpace(s)
	if (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")) && json.Valid([]byte(t)) {
		return finding.JSONInText
	}
	return finding.ProseOnly
}

// formatShape classifies a format string: JSON when it opens a JSON object or array, its verbs
// standing for values ("{\"error\": %q}"); "[%s] failed: %v" is prose under a tag.
func formatShape(s string) finding.Shape {
	if finding.OpensJSON(holes(s)) {
		return finding.JSONInText
	}
	return finding.ProseOnly
}

// holes writes a format string's verbs as finding.Hole and "%%" as "%".
func holes(format string) string {
	if !strings.Contains(format, "%") {
		return format
	}
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			b.WriteByte(format[i])
			continue
		}
		j := i + 1
		for j < len(format) && strings.IndexByte("+-# 0123456789.*[]", format[j]) >= 0 {
			j++
		}
		switch {
		case j < len(format) && format[j] == '%':
			b.WriteByte('%')
		case j < len(format):
			b.WriteString(finding.Hole)
		}
		i = j
	}
	return b.String()
}

// textShape classifies the expression that becomes a result's text, following local variables
// and same-file functions (depth-limited) before giving up with unknown.
func (fl *file) textShape(e *sitter.Node, depth int) finding.Shape {
	e = unparen(e)
	if e == nil || depth > maxDepth || !fl.spend() {
		return finding.Unknown
	}
	if s, ok := stringValue(e, fl.src); ok {
		return literalShape(s)
	}
	switch extract.Type(e) {
	case "identifier":
		return fl.identShape(e, depth)
	case "binary_expression":
		return fl.concatShape(e, depth)
	case "call_expression":
		return fl.callShape(e, depth)
	case "type_conversion_expression":
		return fl.textShape(extract.Field(e, "operand"), depth+1)
	}
	return finding.Unknown
}

// identShape follows a name to its definition; a parameter is resolved through the same-file
// calls of its function.
func (fl *file) identShape(e *sitter.Node, depth int) finding.Shape {
	d, ok := fl.resolve(e, text(e, fl.src))
	if !ok {
		return finding.Unknown
	}
	if d.param {
		return fl.paramShape(d, depth)
	}
	if d.expr == nil {
		return finding.Unknown
	}
	if d.multi {
		// "b, err := json.Marshal(v)": the bytes are JSON.
		if d.index == 0 && fl.isJSONMarshal(unparen(d.expr)) {
			return finding.JSONInText
		}
		return finding.Unknown
	}
	return fl.textShape(d.expr, depth+1)
}

// paramShape classifies a parameter by the arguments that the file's own calls of its function
// pass in that position; with no such call it is unknown.
func (fl *file) paramShape(d def, depth int) finding.Shape {
	name := fl.funcName(d.fn)
	calls := fl.callsTo[name]
	if d.fn != nil && extract.Type(d.fn) == "func_literal" {
		if name = litVar(d.fn, fl.src); name != "" {
			calls = fl.litCalls(d.fn, name)
		}
	}
	if name == "" {
		return finding.Unknown
	}
	var shapes []finding.Shape
	for _, call := range calls {
		as := args(call)
		if d.pos < len(as) {
			shapes = append(shapes, fl.textShape(as[d.pos], depth+1))
		}
	}
	return combine(shapes...)
}

// concatShape classifies "a" + b: a leading literal that opens JSON (`{"id": ` + id + "}") makes
// JSON; any prose literal makes the whole text prose (JSON behind a prose prefix is not
// parseable JSON, and "[" + tag + "] failed" is a tag).
func (fl *file) concatShape(e *sitter.Node, depth int) finding.Shape {
	var parts []*sitter.Node
	var flatten func(n *sitter.Node, d int)
	flatten = func(n *sitter.Node, d int) {
		n = unparen(n)
		if n != nil && extract.Type(n) == "binary_expression" && text(extract.Field(n, "operator"), fl.src) == "+" && d < 64 {
			flatten(extract.Field(n, "left"), d+1)
			flatten(extract.Field(n, "right"), d+1)
			return
		}
		parts = append(parts, n)
	}
	flatten(e, 0)
	if len(parts) > 0 {
		if _, ok := stringValue(parts[0], fl.src); ok && finding.OpensJSON(fl.concatText(parts)) {
			return finding.JSONInText
		}
	}
	var shapes []finding.Shape
	for _, p := range parts {
		if s, ok := stringValue(p, fl.src); ok && strings.TrimSpace(s) != "" {
			return finding.ProseOnly
		}
		shapes = append(shapes, fl.textShape(p, depth+1))
	}
	return combine(shapes...)
}

// concatText writes the parts of a concatenation as one text, each part that is not a
// constant as finding.Hole.
func (fl *file) concatText(parts []*sitter.Node) string {
	var b strings.Builder
	for _, p := range parts {
		if s, ok := stringValue(p, fl.src); ok {
			b.WriteString(s)
		} else {
			b.WriteString(finding.Hole)
		}
	}
	return b.String()
}

// callShape classifies a call that yields text.
func (fl *file) callShape(e *sitter.Node, depth int) finding.Shape {
	qual, name := callee(e, fl.src)
	as := args(e)
	if name == "String" && qual != "" {
		if s, ok := fl.builderShape(e, depth); ok {
			return s
		}
	}
	switch {
	case fl.im.isPkg(qual, "fmt") && (name == "Sprintf" || name == "Errorf"):
		if len(as) == 0 {
			return finding.Unknown
		}
		return fl.formatArgShape(as[0], depth)
	case fl.im.isPkg(qual, "fmt"), fl.im.isPkg(qual, "strings"), fl.im.isPkg(qual, "strconv"):
		return finding.ProseOnly
	case fl.isJSONMarshal(e):
		return finding.JSONInText
	case name == "Error" && qual != "" && len(as) == 0:
		return finding.ProseOnly // err.Error()
	case qual == "" && name == "string" && len(as) == 1:
		return fl.textShape(as[0], depth+1) // string(b)
	case qual == "" && fl.funcs[name] != nil:
		return fl.returnShape(fl.funcs[name], depth)
	}
	return finding.Unknown
}

// formatArgShape classifies a format argument, following a local constant or variable.
func (fl *file) formatArgShape(f *sitter.Node, depth int) finding.Shape {
	f = unparen(f)
	if s, ok := stringValue(f, fl.src); ok {
		return formatShape(s)
	}
	if f != nil && extract.Type(f) == "identifier" && depth <= maxDepth && fl.spend() {
		d, ok := fl.resolve(f, text(f, fl.src))
		if ok && d.param {
			return fl.paramShape(d, depth)
		}
		if ok && d.expr != nil && !d.multi {
			return fl.formatArgShape(d.expr, depth+1)
		}
	}
	return fl.textShape(f, depth+1)
}

// returnShape classifies what a same-file function returns as its first result.
func (fl *file) returnShape(fn *sitter.Node, depth int) finding.Shape {
	var shapes []finding.Shape
	for _, r := range returns(fn) {
		if vals := namedChildren(firstNamed(r)); len(vals) > 0 {
			shapes = append(shapes, fl.textShape(vals[0], depth+1))
		} else if v := firstNamed(r); v != nil {
			shapes = append(shapes, fl.textShape(v, depth+1))
		}
	}
	return combine(shapes...)
}

// returns lists fn's return statements, not those of nested function literals.
func returns(fn *sitter.Node) []*sitter.Node {
	body := extract.Field(fn, "body")
	if body == nil {
		return nil
	}
	return blockReturns(body)
}

// blockReturns lists the return statements of a block at any depth (nested ifs, switches,
// loops), in source order, not those of function literals in it, which return from another
// function. Only statements that hold statements are entered: an expression holds a return
// only inside a function literal, and expressions are most of a body's nodes.
func blockReturns(body *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	stack := []*sitter.Node{body}
	for visited := 0; len(stack) > 0 && visited < 20000; visited++ {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch t := extract.Type(n); {
		case t == "return_statement":
			out = append(out, n)
			continue
		case n != body && !holdsStatements[t]:
			continue
		}
		for i := int(extract.NamedChildCount(n)) - 1; i >= 0; i-- {
			if c := extract.NamedChild(n, i); c != nil {
				stack = append(stack, c)
			}
		}
	}
	return out
}

// holdsStatements are the nodes of Go's grammar that hold statements (ERROR: what a parse
// error leaves may hold anything).
var holdsStatements = map[string]bool{
	"block": true, "if_statement": true, "for_statement": true, "labeled_statement": true,
	"expression_switch_statement": true, "type_switch_statement": true, "select_statement": true,
	"expression_case": true, "default_case": true, "type_case": true, "communication_case": true,
	"ERROR": true,
}

// isJSONMarshal reports whether e is a call of encoding/json's Marshal or MarshalIndent.
func (fl *file) isJSONMarshal(e *sitter.Node) bool {
	if e == nil || extract.Type(e) != "call_expression" {
		return false
	}
	qual, name := callee(e, fl.src)
	return (name == "Marshal" || name == "MarshalIndent") &&
		(fl.im.isPkg(qual, "encoding/json") || fl.im.byName[qual] == "github.com/goccy/go-json" ||
			fl.im.byName[qual] == "github.com/json-iterator/go")
}
