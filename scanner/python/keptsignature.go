package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A decorator of the project's below the SDK's hands the SDK its wrapper, not the function. When
// the wrapper is made with functools.wraps, inspect.signature follows its __wrapped__ to the
// function and the wrapper carries the function's __annotations__, so pydantic validates the
// arguments against the function's own annotations; when the wrapper then calls the function
// with the very arguments it got, the function sees only validated values:
//
//	def checked_path(func):
//	    @wraps(func)
//	    def wrapper(path, *args, **kwargs):
//	        if not os.path.isfile(path):
//	            return "missing"
//	        return func(path, *args, **kwargs)
//	    return wrapper
//
//	@mcp.tool()
//	@checked_path
//	def overlay(path: str, corner: Literal["left", "right"] = "left"): ...
//
// A wrapper with a default of its own (the SDK may leave a parameter out and the wrapper would
// fill in its own value), one that binds a parameter again, hands its *args or **kwargs
// anywhere but to the function's call, or calls the function with anything else, keeps the
// function's tests live; so does a decorator of another module, which this file cannot read.

// keepsSignatures reports whether each decorator of def below its registering decorator reg (the
// topmost) is a function of the file that keeps the signature (keepsSignature).
func (c *fileCtx) keepsSignatures(def, reg *sitter.Node) bool {
	ds := decorators(def)
	if len(ds) == 0 || !ds[0].Equal(reg) {
		return false
	}
	for _, d := range ds[1:] {
		if !c.keepsSignature(d) {
			return false
		}
	}
	return true
}

// keepsSignature reports whether a decorator expression names a module-level function of the
// file, defined once and bound no other way, that returns a functools.wraps wrapper calling the function it decorates
// with the wrapper's own parameters, unchanged and in order.
func (c *fileCtx) keepsSignature(d *sitter.Node) bool {
	d = unparen(d)
	if d == nil || extract.Type(d) != "identifier" {
		return false
	}
	name := c.text(d)
	if _, imported := c.names[name]; imported || c.moduleBinds(name) != 0 {
		return false // bound otherwise too
	}
	defs := 0
	walkScope(c.root, func(n *sitter.Node) {
		if extract.Type(n) == "function_definition" && string(c.bytesOf(extract.Field(n, "name"))) == name {
			defs++
		}
	})
	dec := c.defs[name]
	if dec == nil || defs != 1 || len(c.paramNames(dec)) != 1 {
		return false
	}
	wrapper, fn := c.decoratorWrapper(dec)
	if wrapper == nil || len(c.assignmentsOf(dec, fn)) > 0 || !c.wrapsWith(wrapper, fn) {
		return false
	}
	ret := lastStatement(extract.Field(dec, "body"))
	if ret == nil || extract.Type(ret) != "return_statement" || extract.NamedChildCount(ret) != 1 || extract.Type(extract.NamedChild(ret, 0)) != "identifier" {
		return false // the wrapper itself, not a cast or a table's entry
	}
	return c.passesOwnArgs(wrapper, fn)
}

// wrapsWith reports whether wrapper's decorators are `@wraps(fn)` or `@functools.wraps(fn)`
// alone, of the standard library's functools.
func (c *fileCtx) wrapsWith(wrapper *sitter.Node, fn string) bool {
	ds := decorators(wrapper)
	if len(ds) != 1 || extract.Type(ds[0]) != "call" {
		return false
	}
	if c.qualify(extract.Field(ds[0], "function")) != "functools.wraps" {
		return false
	}
	args := extract.Field(ds[0], "arguments")
	return args != nil && extract.NamedChildCount(args) == 1 && string(c.bytesOf(extract.NamedChild(args, 0))) == fn
}

// passesOwnArgs reports whether every mention of fn in wrapper is a call (awaited or not) that
// passes wrapper's parameters as wrapper got them, each a plain parameter without a default (a
// name, *args, **kwargs, in that order), which wrapper never binds again; *args and **kwargs
// appear only in those calls.
func (c *fileCtx) passesOwnArgs(wrapper *sitter.Node, fn string) bool {
	ps := extract.Field(wrapper, "parameters")
	if ps == nil {
		return false
	}
	var want []string // the arguments each call must pass, as written: "p", "*args", "**kwargs"
	splats := map[string]bool{}
	for _, p := range namedChildren(ps) {
		var n *sitter.Node
		prefix := ""
		switch extract.Type(p) {
		case "comment":
			continue
		case "identifier", "typed_parameter":
			if len(splats) > 0 {
				return false // keyword-only: a positional pass would not reach it
			}
			n = paramName(p)
		case "list_splat_pattern":
			n, prefix = extract.NamedChild(p, 0), "*"
		case "dictionary_splat_pattern":
			n, prefix = extract.NamedChild(p, 0), "**"
		default:
			return false // a default of the wrapper's own, a separator
		}
		if n == nil || extract.Type(n) != "identifier" {
			return false
		}
		name := c.text(n)
		if name == fn || len(c.assignmentsOf(wrapper, name)) > 0 || c.deletes(wrapper, name) {
			return false
		}
		if prefix != "" {
			splats[name] = true
		}
		want = append(want, prefix+name)
	}
	body := extract.Field(wrapper, "body")
	ok := body != nil
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if !ok {
			return
		}
		switch extract.Type(n) {
		case "nonlocal_statement":
			ok = false // a nested function may bind a parameter
			return
		case "identifier":
			switch name := c.text(n); {
			case name == fn:
				ok = c.passesAsGot(extract.Parent(n), n, want)
			case splats[name]:
				// Only as the splat of the function's call, which that call's own check reads.
				sp := extract.Parent(n)
				args := extract.Parent(sp)
				call := extract.Parent(args)
				ok = sp != nil && (extract.Type(sp) == "list_splat" || extract.Type(sp) == "dictionary_splat") &&
					args != nil && extract.Type(args) == "argument_list" && call != nil && extract.Type(call) == "call" &&
					string(c.bytesOf(extract.Field(call, "function"))) == fn
			}
			return
		}
		for _, ch := range namedChildren(n) {
			walk(ch)
		}
	}
	walk(body)
	return ok
}

// passesAsGot reports whether call is a call of the name id whose arguments are want, as written.
func (c *fileCtx) passesAsGot(call, id *sitter.Node, want []string) bool {
	if call == nil || extract.Type(call) != "call" || !sameNode(extract.Field(call, "function"), id) {
		return false
	}
	args := extract.Field(call, "arguments")
	if args == nil || extract.Type(args) != "argument_list" {
		return false
	}
	var got []string
	for _, a := range namedChildren(args) {
		if extract.Type(a) != "comment" {
			got = append(got, c.text(a))
		}
	}
	return slices.Equal(got, want)
}
