package golang

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// builderTypes are the buffers a text is commonly assembled in, by import path and type name.
var builderTypes = map[string]string{"Builder": "strings", "Buffer": "bytes"}

// builderShape classifies b.String() when b is a local strings.Builder or bytes.Buffer: the text
// starts with the first thing written into it, so that write decides ("## Not found" is prose, a
// leading "{" or a json.Encoder is JSON). It reports false when b is not such a buffer, and
// unknown when no write into it is found before the call.
func (fl *file) builderShape(call *sitter.Node, depth int) (finding.Shape, bool) {
	sel := extract.Field(call, "function")
	if sel == nil || extract.Type(sel) != "selector_expression" || len(args(call)) != 0 {
		return "", false
	}
	recv := unparen(extract.Field(sel, "operand"))
	if recv == nil || extract.Type(recv) != "identifier" {
		return "", false
	}
	name := text(recv, fl.src)
	d, ok := fl.resolve(recv, name)
	if !ok || d.param {
		return "", false
	}
	first, isBuilder := fl.builderDef(d)
	if !isBuilder {
		return "", false
	}
	if first != nil {
		return fl.writeShape(first, depth), true
	}
	fn := d.fn
	if fn == nil {
		fn = fl.enclosingFunc(call)
	}
	if fn == nil {
		return finding.Unknown, true
	}
	from, to := extract.StartByte(fn), extract.StartByte(call)
	if d.expr != nil {
		from = extract.EndByte(d.expr)
	}
	var best *sitter.Node
	var bestShape finding.Shape
	for _, m := range fl.callMs {
		c := m["site"]
		if extract.StartByte(c) <= from || extract.StartByte(c) >= to || (best != nil && extract.StartByte(c) >= extract.StartByte(best)) {
			continue
		}
		if s, ok := fl.builderWrite(m, name, depth); ok {
			best, bestShape = c, s
		}
	}
	if best == nil {
		return finding.Unknown, true
	}
	return bestShape, true
}

// builderDef reports whether a definition makes a strings.Builder or bytes.Buffer, and returns
// the initial content when the constructor takes one (bytes.NewBufferString("...")).
func (fl *file) builderDef(d def) (first *sitter.Node, ok bool) {
	if d.expr == nil {
		return nil, d.typ != nil && fl.isBuilderType(d.typ)
	}
	e := unparen(d.expr)
	if extract.Type(e) == "unary_expression" {
		e = unparen(extract.Field(e, "operand"))
	}
	switch {
	case e == nil || d.multi:
		return nil, false
	case extract.Type(e) == "composite_literal":
		return nil, fl.isBuilderType(extract.Field(e, "type"))
	case extract.Type(e) == "call_expression":
		qual, name := callee(e, fl.src)
		as := args(e)
		if qual == "" && name == "new" && len(as) == 1 {
			return nil, fl.isBuilderType(as[0])
		}
		if fl.im.isPkg(qual, "bytes") && (name == "NewBufferString" || name == "NewBuffer") && len(as) == 1 {
			if text(as[0], fl.src) == "nil" {
				return nil, true
			}
			return as[0], true
		}
	}
	return nil, false
}

// isBuilderType reports whether a type node is strings.Builder or bytes.Buffer (or a pointer).
func (fl *file) isBuilderType(t *sitter.Node) bool {
	t = unparenType(t)
	if t == nil || extract.Type(t) != "qualified_type" {
		return false
	}
	p, ok := builderTypes[text(extract.Field(t, "name"), fl.src)]
	return ok && fl.im.isPkg(text(extract.Field(t, "package"), fl.src), p)
}

// builderWrite classifies a call that writes into the buffer named name: b.WriteString(s),
// b.Write(p), b.WriteByte(c), b.WriteRune(r), fmt.Fprintf(&b, ...), fmt.Fprint(&b, ...) and
// json.NewEncoder(&b).Encode(v). It reports false for any other call.
func (fl *file) builderWrite(m match, name string, depth int) (finding.Shape, bool) {
	c := m["site"]
	call, method := text(m["name"], fl.src), m["recv"]
	as := args(c)
	if method == nil || len(as) == 0 {
		return "", false
	}
	switch {
	case extract.Type(method) == "identifier" && text(method, fl.src) == name:
		switch call {
		case "WriteString", "Write", "WriteByte", "WriteRune":
			return fl.writeShape(as[0], depth), true
		}
	case extract.Type(method) == "identifier" && fl.im.isPkg(text(method, fl.src), "fmt"):
		if !fl.isBuffer(as[0], name) || len(as) < 2 {
			return "", false
		}
		switch call {
		case "Fprintf":
			return fl.formatArgShape(as[1], depth+1), true
		case "Fprint", "Fprintln":
			return fl.writeShape(as[1], depth), true
		}
	case extract.Type(method) == "call_expression" && call == "Encode":
		qual, ctor := callee(method, fl.src)
		if ea := args(method); ctor == "NewEncoder" && len(ea) == 1 && fl.isBuffer(ea[0], name) &&
			(fl.im.isPkg(qual, "encoding/json") || fl.im.byName[qual] == "github.com/goccy/go-json") {
			return finding.JSONInText, true
		}
	}
	return "", false
}

// isBuffer reports whether an argument is the buffer name or its address.
func (fl *file) isBuffer(a *sitter.Node, name string) bool {
	a = unparen(a)
	if a != nil && extract.Type(a) == "unary_expression" {
		a = unparen(extract.Field(a, "operand"))
	}
	return a != nil && extract.Type(a) == "identifier" && text(a, fl.src) == name
}

// writeShape classifies the first piece written into a buffer: a literal is judged as the start
// of the text (a lone "{" begins a JSON document), anything else as a text of its own.
func (fl *file) writeShape(e *sitter.Node, depth int) finding.Shape {
	e = unparen(e)
	if s, ok := stringValue(e, fl.src); ok {
		return formatShape(s)
	}
	if e != nil && extract.Type(e) == "rune_literal" {
		switch text(e, fl.src) {
		case "'{'", "'['":
			return finding.JSONInText
		}
		return finding.ProseOnly
	}
	return fl.textShape(e, depth+1)
}
