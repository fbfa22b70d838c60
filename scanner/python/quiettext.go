package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A try whose body only builds text cannot raise, and its except clause never runs:
//
//	output = "=" * 100 + "\n"
//	try:
//	    functions = {"1000": "Agriculture", "2000": "Commerce"}
//	    output += "Categories:\n"
//	    for code, desc in sorted(functions.items()):
//	        output += f"  {code}: {desc}\n"
//	except Exception as e:
//	    output += f"Error: {str(e)}\n"      # dead
//
// Text here is a string literal, an f-string of names and literals without format specs, and
// + and * of such texts and integer literals, added with += to a name the function binds only to
// strings (strTyped); the loop runs over a name the function binds only to a literal dict or list, its items,
// keys or values, sorted or not. Anything else is judged as deadExceptTry's quiet statements.

// textOnlyBlock reports whether every statement of b is quiet (quietStmt with allow), a text
// assignment or addition, or a loop of text statements over a literal of def.
func (c *fileCtx) textOnlyBlock(b, def *sitter.Node, allow func(*sitter.Node) bool) bool {
	if b == nil {
		return false
	}
	for _, st := range namedChildren(b) {
		if !c.textOnlyStmt(st, def, allow) {
			return false
		}
	}
	return true
}

func (c *fileCtx) textOnlyStmt(st, def *sitter.Node, allow func(*sitter.Node) bool) bool {
	switch extract.Type(st) {
	case "expression_statement":
		if extract.NamedChildCount(st) != 1 {
			break
		}
		x := extract.NamedChild(st, 0)
		switch extract.Type(x) {
		case "assignment":
			l, r := extract.Field(x, "left"), unparen(extract.Field(x, "right"))
			if extract.Type(l) == "identifier" && (c.textExpr(r) || c.literalContainer(r)) {
				return true
			}
		case "augmented_assignment":
			l := extract.Field(x, "left")
			if string(c.bytesOf(extract.Field(x, "operator"))) == "+=" && extract.Type(l) == "identifier" &&
				c.textExpr(unparen(extract.Field(x, "right"))) && c.boundOnlyTo(def, c.text(l), c.strTyped) {
				return true
			}
		}
	case "for_statement":
		if extract.Field(st, "alternative") != nil || !c.plainTarget(extract.Field(st, "left")) ||
			!c.literalIteration(unparen(extract.Field(st, "right")), def) {
			return false
		}
		return c.textOnlyBlock(extract.Field(st, "body"), def, allow)
	}
	return c.quietStmt(st, allow)
}

// textExpr reports whether n is text that building raises nothing: a string literal, an f-string
// whose interpolations are names or literals without a format spec, + and * of such texts and
// integer literals.
func (c *fileCtx) textExpr(n *sitter.Node) bool { return c.textValue(n, true) }

// strTyped reports whether n's value is a str, whatever building it may raise: a string
// literal or f-string, and + and * of them (and integer literals).
func (c *fileCtx) strTyped(n *sitter.Node) bool { return c.textValue(n, false) }

// textValue reports whether n is a str built of literals, f-strings, + and * (with integer
// literals); quiet asks, of each f-string, that its interpolations be names or literals without
// a format spec, which raise nothing (a call, an attribute or a format spec may).
func (c *fileCtx) textValue(n *sitter.Node, quiet bool) bool {
	n = unparen(n)
	if n == nil {
		return false
	}
	switch extract.Type(n) {
	case "string":
		return !quiet || c.quietInterpolations(n)
	case "concatenated_string":
		for _, ch := range namedChildren(n) {
			if !c.textValue(ch, quiet) {
				return false
			}
		}
		return true
	case "binary_operator":
		l, r := unparen(extract.Field(n, "left")), unparen(extract.Field(n, "right"))
		switch string(c.bytesOf(extract.Field(n, "operator"))) {
		case "+":
			return c.textValue(l, quiet) && c.textValue(r, quiet)
		case "*":
			return c.textValue(l, quiet) && extract.Type(r) == "integer" || extract.Type(l) == "integer" && c.textValue(r, quiet)
		}
	}
	return false
}

// quietInterpolations reports whether every interpolation of an f-string holds only a name or a
// literal.
func (c *fileCtx) quietInterpolations(s *sitter.Node) bool {
	for _, ch := range namedChildren(s) {
		if extract.Type(ch) != "interpolation" {
			continue
		}
		for _, p := range namedChildren(ch) {
			switch extract.Type(p) {
			case "identifier", "integer", "string":
			default:
				return false
			}
		}
	}
	return true
}

// literalContainer reports whether n is a dict or list literal of string and number literals.
func (c *fileCtx) literalContainer(n *sitter.Node) bool {
	if n == nil || extract.Type(n) != "dictionary" && extract.Type(n) != "list" {
		return false
	}
	for _, ch := range namedChildren(n) {
		switch extract.Type(ch) {
		case "comment":
		case "pair":
			for _, v := range []*sitter.Node{extract.Field(ch, "key"), extract.Field(ch, "value")} {
				if t := extract.Type(unparen(v)); t != "string" && t != "integer" && t != "float" || t == "string" && !c.textExpr(v) {
					return false
				}
			}
		case "string", "integer", "float":
			if extract.Type(ch) == "string" && !c.textExpr(ch) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// literalIteration reports whether a loop runs over a name def binds only to literal containers,
// or its items(), keys() or values(), sorted or not.
func (c *fileCtx) literalIteration(n, def *sitter.Node) bool {
	if n != nil && extract.Type(n) == "call" && string(c.bytesOf(extract.Field(n, "function"))) == "sorted" {
		args := namedChildren(extract.Field(n, "arguments"))
		if len(args) != 1 {
			return false
		}
		n = unparen(args[0])
	}
	if n != nil && extract.Type(n) == "call" && len(namedChildren(extract.Field(n, "arguments"))) == 0 {
		fn := extract.Field(n, "function")
		if extract.Type(fn) != "attribute" {
			return false
		}
		switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
		case "items", "keys", "values":
			n = unparen(extract.Field(fn, "object"))
		default:
			return false
		}
	}
	return n != nil && extract.Type(n) == "identifier" && c.boundOnlyTo(def, c.text(n), c.literalContainer)
}

// boundOnlyTo reports whether every binding of name in def is an assignment or addition whose
// value is is.
func (c *fileCtx) boundOnlyTo(def *sitter.Node, name string, is func(*sitter.Node) bool) bool {
	bs := c.assignmentsOf(def, name)
	for _, b := range bs {
		if t := extract.Type(b); t != "assignment" && t != "augmented_assignment" || !is(unparen(extract.Field(b, "right"))) {
			return false
		}
	}
	return len(bs) > 0
}
