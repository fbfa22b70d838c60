package python

import (
	"bytes"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A function's check of what the tool's validated arguments already guarantee. FastMCP (python-sdk
// 1.x), MCPServer (2.x) and fastmcp validate a call's arguments with pydantic, from the tool
// function's annotations, before the function runs: a required `owner: str` is a str, never None,
// and an `Optional[str]` is a str or None. A tool that hands such a parameter on, as it got it,
// through a service to a client hands over a value of that type, and a raise of the client under
// a test that such a value never meets does not run for that call:
//
//	server.py:   @mcp.tool()
//	             async def open_vault(owner: str, copy_from: Optional[str] = None):
//	                 return await vaults.open(owner=owner, copy_from=copy_from)
//	service.py:  async def open(self, owner, copy_from): return self.client.open(owner=owner, copy_from=copy_from)
//	client.py:   if owner is None: raise ValueError(...)                                         # dead
//	             if copy_from is not None and not isinstance(copy_from, str): raise TypeError(...) # dead
//
// A call in such a tool records what each argument that is a parameter the tool never rebinds is
// (toolShapes: extract.Call.Shapes, by position or keyword); every call records which of its
// function's parameters it passes on unchanged (paramPasses: extract.Call.Passes); a raise
// records the tests under which it runs, on parameters its function never rebinds (typeRunsIf:
// Pending.RunsIf). The index carries the tests up through the calls that pass the parameter on
// and drops the raise when every tool's call fails them all (extract/argpass.go). A call from
// another function, or of a value the tool computed or rebound, knows nothing, and keeps the
// raise; a call from a python-sdk 1.x low-level handler knows only that the arguments it passes
// on are a dict (lowargs.go).
//
// What the facts mean here (the index only compares bits): ArgNonNull is not None, ArgString
// isinstance str, ArgNumber isinstance int, ArgBoolean isinstance bool, ArgArray isinstance list,
// ArgObject isinstance dict, ArgTruthy truthy. Path "" is the value itself; path "?" is the value
// where it is not None (what an Optional[str] still guarantees, and what a test under
// `x is not None` reads).
//
// The annotations read: str, int, bool, float, list[...], dict[...] (List, Dict), Literal of
// non-empty strings (truthy), through Annotated[...]; Optional[T], T | None, Union[T, None] and a
// default of None say the value may be None; a default that is not a literal of the type (a
// name, a call) says nothing, since pydantic does not validate defaults. Any, a class, no
// annotation: nothing; a union of types says nothing of the value itself, only of what is left once
// a helper's earlier exits rule out its other members (uniontypes.go). The tests read, joined by
// `or`: `x is None`, `x == None`, `not x`, `not isinstance(x, T)` for the types above (or a tuple
// of them); under an enclosing `if x is not None` (or `if x`, or `x is not None and ...`), the
// value where it is not None.

// notNone is the path of a value where it is not None.
const notNone = "?"

// typeFacts are the facts a value of each annotated type has: what isinstance of it tells.
var typeFacts = map[string]extract.ArgFact{"str": extract.ArgString, "int": extract.ArgNumber,
	"bool": extract.ArgBoolean | extract.ArgNumber, "float": 0, "list": extract.ArgArray, "List": extract.ArgArray,
	"dict": extract.ArgObject, "Dict": extract.ArgObject}

// isinstanceFacts are the facts `isinstance(x, T)` asks for, by T.
var isinstanceFacts = map[string]extract.ArgFact{"str": extract.ArgString, "int": extract.ArgNumber,
	"bool": extract.ArgBoolean, "list": extract.ArgArray, "dict": extract.ArgObject}

// param is a parameter of a function as calls name it: by position (index counted from 0 after
// self or cls; -1 for keyword-only) and by name.
type param struct {
	name  string
	index int
	node  *sitter.Node
}

// callParams returns the parameters of def that calls pass values to, without the self or cls
// of a method.
func (c *fileCtx) callParams(def *sitter.Node) []param {
	return memo(&c.params, [2]uint32{extract.StartByte(def), extract.EndByte(def)}, func() []param { return c.readCallParams(def) })
}

// readCallParams reads callParams once per function.
func (c *fileCtx) readCallParams(def *sitter.Node) []param {
	ps := extract.Field(def, "parameters")
	if ps == nil {
		return nil
	}
	skip := c.enclosingClassName(def) != "" && !c.hasDecorator(def, "staticmethod")
	var out []param
	index := 0
	for i := 0; i < int(extract.NamedChildCount(ps)); i++ {
		p := extract.NamedChild(ps, i)
		switch extract.Type(p) {
		case "list_splat_pattern", "keyword_separator":
			index = -1 // what follows is keyword-only
			continue
		case "dictionary_splat_pattern", "positional_separator", "comment":
			continue
		}
		n := paramName(p)
		if n == nil || extract.Type(n) != "identifier" {
			continue
		}
		if skip {
			skip = false
			continue
		}
		out = append(out, param{name: c.text(n), index: index, node: p})
		if index >= 0 {
			index++
		}
	}
	return out
}

// intactParam returns the parameter of def that n names, when def never rebinds it and n is in
// def's own scope (not a nested function, lambda or comprehension of another).
func (c *fileCtx) intactParam(def, n *sitter.Node) (param, bool) {
	if n = unparen(n); n == nil || extract.Type(n) != "identifier" {
		return param{}, false
	}
	// The name first: most arguments name no parameter, and the walk up the tree is the costly part.
	name := c.text(n)
	i := slices.IndexFunc(c.callParams(def), func(p param) bool { return p.name == name })
	if i < 0 {
		return param{}, false
	}
	// In def's own scope: the innermost function, lambda or class around n is def (the scope
	// index answers without the walk up the tree).
	x := c.index()
	if i := x.scopes.innermost(n); i < 0 || x.scopes.s[i].start != extract.StartByte(def) || x.scopes.s[i].end != extract.EndByte(def) {
		return param{}, false
	}
	if len(c.assignmentsOf(def, name)) > 0 || c.deletes(def, name) {
		return param{}, false
	}
	return c.callParams(def)[i], true
}

// deletes reports whether def's body has a `del name` statement.
func (c *fileCtx) deletes(def *sitter.Node, name string) bool {
	for _, d := range c.deleteStmts(def) {
		if strings.Contains(c.text(d), name) {
			return true
		}
	}
	return false
}

// deleteStmts returns the del statements of def's body, found once per function.
func (c *fileCtx) deleteStmts(def *sitter.Node) []*sitter.Node {
	return memo(&c.dels, extract.StartByte(def), func() []*sitter.Node {
		var out []*sitter.Node
		body := extract.Field(def, "body")
		if body == nil || !bytes.Contains(c.src[extract.StartByte(body):extract.EndByte(body)], []byte("del ")) {
			return nil
		}
		walkScope(body, func(n *sitter.Node) {
			if extract.Type(n) == "delete_statement" {
				out = append(out, n)
			}
		})
		return out
	})
}

// validatesArgs reports whether the SDK validates the arguments of a tool with pydantic from its
// function's annotations before calling it.
func validatesArgs(t *tool) bool {
	if t == nil || t.server != nil {
		return false
	}
	switch t.fw {
	case fwFastMCP1, fwMCPServer2, fwJlowin:
		return true
	}
	return false
}

// callArgs calls fn with each argument of a call a value passes to: by position (index) or by
// keyword (name, index -1), up to a splat, after which positions are unknown.
func (c *fileCtx) callArgs(call *sitter.Node, fn func(index int, name string, v *sitter.Node)) {
	for _, a := range c.passedArgs(call) {
		fn(a.index, a.name, a.v)
	}
}

// passedArg is an argument of a call that a value passes to (callArgs).
type passedArg struct {
	index int
	name  string
	v     *sitter.Node
}

// passedArgs returns the arguments callArgs hands on, read once per call (memo by node):
// argAliases asks for every call of the file and argFacts again for the calls that
// edges leave, each reading a node's type and fields through cgo.
func (c *fileCtx) passedArgs(call *sitter.Node) []passedArg {
	return memo(&c.argLists, call.ID(), func() []passedArg {
		args := extract.Field(call, "arguments")
		if args == nil || extract.Type(args) != "argument_list" {
			return nil
		}
		var out []passedArg
		index := 0
		for i := 0; i < int(extract.NamedChildCount(args)); i++ {
			a := extract.NamedChild(args, i)
			switch extract.Type(a) {
			case "comment":
			case "list_splat", "dictionary_splat":
				index = -1
			case "keyword_argument":
				out = append(out, passedArg{-1, c.text(extract.Field(a, "name")), extract.Field(a, "value")})
			default:
				if index >= 0 {
					out = append(out, passedArg{index, "", a})
					index++
				}
			}
		}
		return out
	})
}

// argFacts returns what a call in def passes, for the index: the shapes of the arguments that
// are validated parameters of the tool def is (toolShapes) or that the call's own tests and
// literals show (argKnown, argguards.go), and the parameters of def it passes on unchanged
// (paramPasses).
func (c *fileCtx) argFacts(call, def *sitter.Node) ([]extract.ArgShape, []extract.ArgPass) {
	var shapes []extract.ArgShape
	var passes []extract.ArgPass
	validated := validatesArgs(c.tools[extract.StartByte(def)])
	var tests *[]heldTest // the tests that hold where the call runs, read once (argguards.go)
	c.callArgs(call, func(index int, name string, v *sitter.Node) {
		if known := c.argKnown(v, call, def, &tests); known != 0 {
			// What holds of the value holds of it where it is not None.
			shapes = append(shapes, extract.ArgShape{Param: index, Name: name, Facts: known},
				extract.ArgShape{Param: index, Name: name, Path: notNone, Facts: known})
		}
		shapes = append(shapes, c.instanceShapes(v, def, index, name)...) // plaininstances.go
		shapes = append(shapes, c.constShapes(v, def, index, name)...)    // constshapes.go
		shapes = append(shapes, c.literalShape(v, index, name)...)        // paramconst.go
		shapes = append(shapes, c.keyShapes(v, index, name)...)           // selectorbranch.go
		if validated {
			shapes = append(shapes, c.boundShapes(v, def, index, name)...) // numbounds.go
		}
		p, ok := c.intactParam(def, v)
		if !ok {
			return
		}
		passes = append(passes, extract.ArgPass{Param: index, Name: name, From: p.index, FromName: p.name})
		shapes = append(shapes, c.lowArgsShapes(def, p, index, name)...) // lowargs.go
		if !validated {
			return
		}
		whole, present := c.annotationFacts(p.node)
		if whole != 0 {
			shapes = append(shapes, extract.ArgShape{Param: index, Name: name, Facts: whole})
		}
		if present != 0 {
			shapes = append(shapes, extract.ArgShape{Param: index, Name: name, Path: notNone, Facts: present})
		}
		if whole == 0 && present == 0 {
			shapes = append(shapes, c.unionShapes(p.node, index, name)...) // uniontypes.go
		}
	})
	shapes = append(shapes, c.falsyShapes(call)...) // falsyparams.go
	return shapes, passes
}

// annotationFacts returns what the value of a validated parameter is (whole) and what it is
// where it is not None (present), from its annotation and its default.
func (c *fileCtx) annotationFacts(p *sitter.Node) (whole, present extract.ArgFact) {
	t := extract.Field(p, "type")
	if t == nil {
		return 0, 0
	}
	facts, optional, ok := c.typeOf(t, 0)
	if !ok {
		return 0, 0
	}
	if def := extract.Field(p, "value"); def != nil {
		switch {
		case c.isRequiredField(def):
		case c.defaultsToNone(def):
			optional = true
		case !c.defaultFits(def, facts):
			return 0, 0
		}
	}
	if optional {
		return 0, facts
	}
	return facts | extract.ArgNonNull, facts
}

// typeOf reads an annotation: the facts of every value it lets through but None, whether it
// lets None through, and false when it is none it reads.
func (c *fileCtx) typeOf(t *sitter.Node, depth int) (facts extract.ArgFact, optional, ok bool) {
	if t == nil || depth > 4 {
		return 0, false, false
	}
	if extract.Type(t) == "type" && extract.NamedChildCount(t) == 1 {
		t = extract.NamedChild(t, 0)
	}
	switch extract.Type(t) {
	case "identifier", "attribute":
		f, ok := typeFacts[lastName(c.text(t))]
		return f, false, ok
	case "none":
		return 0, true, true
	case "binary_operator": // X | None
		if string(c.bytesOf(extract.Field(t, "operator"))) != "|" {
			return 0, false, false
		}
		return c.unionOf([]*sitter.Node{extract.Field(t, "left"), extract.Field(t, "right")}, depth)
	case "generic_type", "subscript":
		head, args := genericParts(t)
		switch lastName(c.text(head)) {
		case "list", "List", "dict", "Dict":
			return typeFacts[lastName(c.text(head))], false, true
		case "Optional":
			if len(args) != 1 {
				return 0, false, false
			}
			f, _, ok := c.typeOf(args[0], depth+1)
			return f, true, ok
		case "Union":
			return c.unionOf(args, depth)
		case "Annotated":
			if len(args) == 0 {
				return 0, false, false
			}
			return c.typeOf(args[0], depth+1)
		case "Literal":
			return c.literalFacts(args)
		}
	}
	return 0, false, false
}

// unionOf reads a union of one type and None; a union of two types says nothing.
func (c *fileCtx) unionOf(members []*sitter.Node, depth int) (extract.ArgFact, bool, bool) {
	var facts extract.ArgFact
	optional, types := false, 0
	for _, m := range members {
		f, opt, ok := c.typeOf(m, depth+1)
		if !ok {
			return 0, false, false
		}
		if opt && f == 0 {
			optional = true
			continue
		}
		types++
		facts, optional = f, optional || opt
	}
	if types != 1 {
		return 0, false, false
	}
	return facts, optional, true
}

// literalFacts reads Literal[...]: strings, truthy when none is empty.
func (c *fileCtx) literalFacts(args []*sitter.Node) (extract.ArgFact, bool, bool) {
	if len(args) == 0 {
		return 0, false, false
	}
	facts := extract.ArgString | extract.ArgTruthy
	for _, a := range args {
		if extract.Type(a) == "type" && extract.NamedChildCount(a) == 1 {
			a = extract.NamedChild(a, 0)
		}
		s, ok := c.plainString(a)
		if !ok {
			return 0, false, false
		}
		if s == "" {
			facts &^= extract.ArgTruthy
		}
	}
	return facts, false, true
}

// isRequiredField reports whether a default is Field(...) or Field() without a default: the
// argument must be given.
func (c *fileCtx) isRequiredField(d *sitter.Node) bool {
	kw, pos, ok := c.fieldArgs(d)
	if !ok {
		return false
	}
	if len(pos) > 0 {
		return extract.Type(pos[0]) == "ellipsis"
	}
	if v := kw["default"]; v != nil {
		return extract.Type(v) == "ellipsis"
	}
	return kw["default_factory"] == nil
}

// defaultsToNone reports whether a default is None or Field(None).
func (c *fileCtx) defaultsToNone(d *sitter.Node) bool {
	if extract.Type(d) == "none" {
		return true
	}
	return c.fieldDefault(d, func(v *sitter.Node) bool { return extract.Type(v) == "none" })
}

// defaultFits reports whether a default (or Field's) is a literal of the type the facts say.
func (c *fileCtx) defaultFits(d *sitter.Node, facts extract.ArgFact) bool {
	fits := func(v *sitter.Node) bool {
		switch extract.Type(v) {
		case "string":
			s, ok := c.plainString(v)
			return ok && facts&extract.ArgString != 0 && (s != "" || facts&extract.ArgTruthy == 0)
		case "integer":
			return facts&(extract.ArgNumber|extract.ArgBoolean) == extract.ArgNumber || facts == 0
		case "float":
			return facts == 0
		case "true", "false":
			return facts&extract.ArgBoolean != 0
		case "list":
			return facts == extract.ArgArray
		case "dictionary":
			return facts == extract.ArgObject
		}
		return false
	}
	if _, _, ok := c.fieldArgs(d); ok {
		return c.fieldDefault(d, fits)
	}
	return fits(d)
}

// fieldArgs returns the arguments of a pydantic Field(...) call.
func (c *fileCtx) fieldArgs(d *sitter.Node) (map[string]*sitter.Node, []*sitter.Node, bool) {
	if d == nil || extract.Type(d) != "call" || lastName(c.text(extract.Field(d, "function"))) != "Field" {
		return nil, nil, false
	}
	kw, pos := c.arguments(d)
	return kw, pos, true
}

// fieldDefault reports whether a Field call has a default that ok accepts.
func (c *fileCtx) fieldDefault(d *sitter.Node, ok func(*sitter.Node) bool) bool {
	kw, pos, isField := c.fieldArgs(d)
	if !isField {
		return false
	}
	if len(pos) > 0 {
		return ok(pos[0])
	}
	if v := kw["default"]; v != nil {
		return ok(v)
	}
	return false
}

// typeInner unwraps an annotation's type node of one child (the expression it holds).
func typeInner(n *sitter.Node) *sitter.Node {
	if n != nil && extract.Type(n) == "type" && extract.NamedChildCount(n) == 1 {
		return extract.NamedChild(n, 0)
	}
	return n
}

// genericParts returns the head and the type arguments of a subscripted type, as the grammar
// reads it in an annotation (generic_type: `dict[str, int]`) or an expression (subscript:
// `Optional[str]` in a default's position).
func genericParts(t *sitter.Node) (head *sitter.Node, args []*sitter.Node) {
	if extract.Type(t) == "generic_type" {
		head = extract.NamedChild(t, 0)
		if tp := extract.NamedChild(t, 1); tp != nil && extract.Type(tp) == "type_parameter" {
			args = namedChildren(tp)
		}
		return head, args
	}
	head = extract.Field(t, "value")
	for i := 1; i < int(extract.NamedChildCount(t)); i++ {
		args = append(args, extract.NamedChild(t, i))
	}
	return head, args
}
