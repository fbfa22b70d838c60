package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"
)

// Functions whose every return builds an object of a class of the root, named directly or
// picked from a table:
//
//	def make_splitter(kind: str, width: int) -> Splitter:
//	    table = {"lines": lambda: LineSplitter(width), "words": WordSplitter}
//	    return table[kind]()
//
// What a call of make_splitter gives back is a LineSplitter or a WordSplitter, whatever the
// annotation names (an abstract base, whose method only declares what they do). The classes
// are the function's returned classes (returnedClasses): a call of a class, of a class or of a
// lambda that calls one picked from a dictionary (table[kind](...), table.get(kind)(...), or a
// variable bound to either), each return's, a return of None aside. A function with a return
// of anything else has none. Its file gives what its call returns an alias to each class
// (returnAliases); a call of it in its own file names the one class, or, for several, what
// the function returns (returnedBy), which the aliases resolve.

// returnedClasses returns the classes of the objects every return of def builds, in source
// order, or nil when a return builds something else.
func (c *fileCtx) returnedClasses(def *sitter.Node) []string {
	var out []string
	for _, r := range c.returnValues(def) {
		r = unparen(r)
		if r != nil && extract.Type(r) == "none" {
			continue
		}
		if r != nil && extract.Type(r) == "identifier" {
			r = unparen(c.valueOf(r))
		}
		if r == nil || extract.Type(r) != "call" {
			return nil
		}
		cs := c.constructedClasses(r)
		if len(cs) == 0 {
			return nil
		}
		for _, cls := range cs {
			if !slices.Contains(out, cls) {
				out = append(out, cls)
			}
		}
	}
	return out
}

// constructedClasses returns the classes a call may build: the class it calls, or every class
// of the table it picks its callee from; nil when it may build anything else.
func (c *fileCtx) constructedClasses(call *sitter.Node) []string {
	fn := unparen(extract.Field(call, "function"))
	if fn == nil {
		return nil
	}
	if cls := c.classNamed(fn); cls != "" {
		return []string{cls}
	}
	if extract.Type(fn) == "identifier" {
		fn = unparen(c.valueOf(fn)) // builder = table[kind]; return builder(x)
	}
	if fn == nil {
		return nil
	}
	var table, fallback *sitter.Node
	switch extract.Type(fn) {
	case "subscript":
		table = extract.Field(fn, "value")
	case "call":
		get := extract.Field(fn, "function")
		if get == nil || extract.Type(get) != "attribute" || string(c.bytesOf(extract.Field(get, "attribute"))) != "get" {
			return nil
		}
		table = extract.Field(get, "object")
		if pos := c.positional(fn); len(pos) > 1 {
			fallback = pos[1]
		}
	default:
		return nil
	}
	d := c.dictOf(table)
	if d == nil {
		return nil
	}
	var values []*sitter.Node
	for _, p := range namedChildren(d) {
		if extract.Type(p) != "pair" {
			return nil // **other: entries the file does not show
		}
		values = append(values, extract.Field(p, "value"))
	}
	if fallback != nil {
		values = append(values, fallback)
	}
	var out []string
	for _, v := range values {
		cls := c.tableClass(v)
		if cls == "" {
			return nil
		}
		if !slices.Contains(out, cls) {
			out = append(out, cls)
		}
	}
	return out
}

// tableClass returns the class a table's value builds when called: the class itself, or the
// class a lambda's body calls; "" otherwise.
func (c *fileCtx) tableClass(v *sitter.Node) string {
	v = unparen(v)
	if v == nil {
		return ""
	}
	if extract.Type(v) == "lambda" {
		body := unparen(extract.Field(v, "body"))
		if body == nil || extract.Type(body) != "call" {
			return ""
		}
		return c.classNamed(extract.Field(body, "function"))
	}
	return c.classNamed(v)
}

// tableReturn returns the class of what a function of this file returns when returnedClasses
// names one, and "" with true when it names several (what a call of it names is then the
// function's to say, returnedBy); "" and false when it names none.
func (c *fileCtx) tableReturn(def *sitter.Node) (string, bool) {
	switch cs := c.returnedClasses(def); len(cs) {
	case 0:
		return "", false
	case 1:
		return cs[0], true
	}
	return "", true
}
