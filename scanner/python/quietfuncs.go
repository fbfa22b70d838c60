package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
)

// Functions that raise nothing because nothing in them can fail. Beside a function that
// catches its own failures (neverRaises), a function whose every statement only names values,
// reads the environment, or calls functions of the root that raise nothing in turn never
// raises either, nor does the constructor of a plain class whose __init__ only stores its
// arguments:
//
//	def get_client() -> Client:
//	    base_url = os.environ.get("BASE_URL")       # never raises
//	    return Client(base_url)                     # Client.__init__: self.base_url = base_url
//
//	try:
//	    client = get_client()
//	    return _list_impl(client)                   # catches every failure of its own
//	except Exception as e:
//	    return f"Error: {e}"                        # never runs
//
// Such a function gets NeverRaises as a fact of its own when it calls nothing of the root, and
// otherwise through a forward of NeverRaises from its first such call whose conditions (Cond)
// are that every other one has NeverRaises: the index passes the fact on only when every callee
// has it (Pending.Tried, deadexcept.go).

// quietFacts gives a function that neverRaises, or that quietCalls accepts, NeverRaises: as a
// fact of its own or through a forward that needs every callee to raise nothing.
func (c *fileCtx) quietFacts(def *sitter.Node, s *extract.Summary) {
	calls, ok := c.neverRaises(def) // deadexcept.go
	if !ok {
		calls, ok = c.quietCalls(def)
	}
	if !ok {
		return
	}
	if len(calls) == 0 {
		s.Facts |= extract.NeverRaises
		return
	}
	line, col := position(def)
	fw := extract.Forward{Facts: extract.NeverRaises, Keys: calls[0], Line: line, Column: col}
	for _, keys := range calls[1:] {
		fw.If = append(fw.If, extract.Cond{Keys: keys, Need: extract.NeverRaises})
	}
	s.Forward = append(s.Forward, fw)
}

// quietCalls returns the calls of the root a function makes (each by the keys it may have) when
// nothing else in it may raise: no decorator but staticmethod and classmethod, no yield, and
// every statement quiet (quietStmt) but for calls of the root with quiet arguments, written as a
// name or an attribute of a name (get_client(), utils.get_client()), and reads of the
// environment (quietLibraryCall). The __init__ of a plain class (plainInit) may store values in
// attributes of self too. A function that does none of these (`return tray`, `return 0.5`, pass)
// is a stub that stands for code that may fail, as neverRaises has it: not ok.
func (c *fileCtx) quietCalls(def *sitter.Node) ([][]string, bool) {
	if !c.plainlyDecorated(def) { // deadexcept.go
		return nil, false
	}
	body := extract.Field(def, "body")
	if body == nil {
		return nil, false
	}
	init := c.plainInit(def)
	var calls [][]string
	work := false // a call of the root or of the environment, or a store in self
	allow := func(n *sitter.Node) bool {
		if extract.Type(n) != "call" {
			return false
		}
		if c.quietLibraryCall(n) {
			work = true
			return true
		}
		if quietCallee.MatchString(c.text(extract.Field(n, "function"))) {
			return true
		}
		keys := c.namedCallKeys(n, false)
		if keys == nil {
			return false
		}
		calls = append(calls, keys)
		work = true
		return true
	}
	for _, st := range namedChildren(body) {
		switch extract.Type(st) {
		case "pass_statement", "comment":
			continue
		case "expression_statement":
			if extract.NamedChildCount(st) == 1 && extract.Type(extract.NamedChild(st, 0)) == "string" {
				continue // a docstring
			}
			if init && c.selfStore(st, allow) {
				work = true
				continue
			}
		}
		if !c.quietStmt(st, allow) {
			return nil, false
		}
		if extract.Type(st) == "return_statement" && extract.NamedChildCount(st) == 1 && formatsText(extract.NamedChild(st, 0)) {
			work = true // return f"Error: {error}": a message built, no stand-in for a failure
		}
	}
	// A generator runs nothing until it is iterated: not quiet. Asked last, as the statements
	// above turn most functions down at their first one, and this walks the whole body.
	if c.yieldsIn(body) {
		return nil, false
	}
	return calls, work
}

// formatsText reports whether an expression is a string that interpolates a value (an f-string).
func formatsText(n *sitter.Node) bool {
	n = unparen(n)
	if n == nil || extract.Type(n) != "string" {
		return false
	}
	for _, ch := range namedChildren(n) {
		if extract.Type(ch) == "interpolation" {
			return true
		}
	}
	return false
}

// selfStore reports whether a statement stores a quiet value in an attribute of self
// (self.base_url = base_url).
func (c *fileCtx) selfStore(st *sitter.Node, allow func(*sitter.Node) bool) bool {
	if extract.NamedChildCount(st) != 1 {
		return false
	}
	a := extract.NamedChild(st, 0)
	if extract.Type(a) != "assignment" {
		return false
	}
	left := extract.Field(a, "left")
	if extract.Type(left) != "attribute" || string(c.bytesOf(extract.Field(left, "object"))) != "self" {
		return false
	}
	return extract.Field(a, "right") != nil && c.quietExpr(extract.Field(a, "right"), allow)
}

// plainInit reports whether def is the __init__ of a class whose attributes take what they are
// given: a class with no base but object, no decorator and no keyword (a metaclass), whose body
// defines no __new__, __setattr__ or __slots__ and no property setter. Calling such a class runs
// object.__new__ and this __init__ alone.
func (c *fileCtx) plainInit(def *sitter.Node) bool {
	if string(c.bytesOf(extract.Field(def, "name"))) != "__init__" || len(decorators(def)) > 0 {
		return false
	}
	p := extract.Parent(def)
	if p == nil || extract.Type(p) != "block" {
		return false
	}
	cls := extract.Parent(p)
	if cls == nil || extract.Type(cls) != "class_definition" {
		return false
	}
	if dd := extract.Parent(cls); dd != nil && extract.Type(dd) == "decorated_definition" {
		return false
	}
	if sup := extract.Field(cls, "superclasses"); sup != nil {
		for _, b := range namedChildren(sup) {
			if string(c.bytesOf(b)) != "object" {
				return false
			}
		}
	}
	for _, st := range namedChildren(p) {
		t := c.text(st)
		if strings.Contains(t, "__new__") || strings.Contains(t, "__setattr__") || strings.Contains(t, "__slots__") || strings.Contains(t, ".setter") {
			return false
		}
	}
	return true
}

// quietEnvRead matches the reads of the environment that raise nothing for a name given as a
// string literal: a missing variable gives None or the default.
var quietEnvRead = lazyre.New(`^os\.(?:environ\.get|getenv)$`)

// quietLibraryCall reports whether a call is a library's that cannot raise on what it is given:
// os.environ.get or os.getenv of a string literal, with a quiet default.
func (c *fileCtx) quietLibraryCall(call *sitter.Node) bool {
	if !quietEnvRead.MatchString(c.text(extract.Field(call, "function"))) {
		return false
	}
	args := namedChildren(extract.Field(call, "arguments"))
	if len(args) == 0 || len(args) > 2 {
		return false
	}
	if _, ok := c.plainString(args[0]); !ok {
		return false // not a literal, or an f-string with interpolation
	}
	return len(args) == 1 || extract.Type(args[1]) != "keyword_argument" && c.quietExpr(args[1], nil)
}
