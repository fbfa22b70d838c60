package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// FastMCP (python-sdk 1.x), MCPServer (2.x) and fastmcp validate a tool's arguments with
// pydantic from the function's annotations before the function runs (validatesArgs), so a
// parameter annotated `Literal["a", "b"]` is "a" or "b" on every call the SDK makes. A test of
// that parameter against every one of its values leaves nothing for its else:
//
//	@mcp.tool()
//	async def manage(action: Annotated[Literal["create", "delete"], Field(description="...")]):
//	    if action == "create": ...
//	    elif action in ("delete",): ...
//	    else:
//	        raise ValueError(f"Unknown action {action}")   # dead
//
// The same for a statement after such ifs when each of their branches returns or raises
// (pastCoveringTests, lowenum.go). literalParamDead reads it in the tool function itself when
// the parameter is required or defaults to one of the Literal's values (pydantic does not
// validate defaults), is never rebound, and its annotation is a Literal of plain strings
// (through Annotated, whose Field may give no other default); Optional, a union, None among
// the values, or a value left untested keep the statement live. The tool must be registered by
// its SDK decorator, topmost, with no other decorator below it but the file's own that keep the
// signature pydantic reads and pass the arguments on as they are (keptsignature.go), and its
// file may name it nowhere else: a direct call from the root may pass anything. The consequence
// of `if v not in TABLE:` is dead the same way when TABLE holds every value (literalmember.go).
// A low-level handler's arguments are an unvalidated dict (lowenum.go reads those).

// literalParamDead reports whether stmt, in a tool whose SDK validates its arguments, runs only
// for a value of a Literal-annotated parameter that the validation rejects.
func (c *fileCtx) literalParamDead(stmt *sitter.Node) bool {
	if !c.hasBytes(&c.literalBytes, "Literal") {
		return false
	}
	def := c.enclosingDef(stmt)
	if def == nil {
		return false
	}
	t := c.tools[extract.StartByte(def)]
	if !validatesArgs(t) || t.decorator == nil || len(t.wrappers) > 0 {
		return false
	}
	if !c.keepsSignatures(def, t.decorator) {
		return false // keptsignature.go
	}
	if c.missingMemberDead(stmt, def) {
		return true // `if v not in TABLE:` of a table holding every value (literalmember.go)
	}
	return c.pastCoveringTests(stmt, def, func(_, _ *sitter.Node, v string, cases []string) bool {
		vals, ok := c.literalParamValues(def, v)
		if !ok {
			return false
		}
		for _, s := range vals {
			if !slices.Contains(cases, s) {
				return false
			}
		}
		return c.calledOnlyWith(def, v, vals)
	})
}

// calledOnlyWith reports whether the file names def's function only at its definition and in
// calls (await manage(action="create")) that pass its parameter v a string among vals, or leave
// it to its default (which literalParamValues checked), without a splat.
func (c *fileCtx) calledOnlyWith(def *sitter.Node, v string, vals []string) bool {
	name := extract.Field(def, "name")
	if name == nil {
		return false
	}
	i := slices.IndexFunc(c.callParams(def), func(p param) bool { return p.name == v })
	if i < 0 {
		return false
	}
	index := c.callParams(def)[i].index
	ok := true
	c.identifiersNamedUp(c.text(name), func(n, call *sitter.Node) bool {
		if sameNode(n, name) {
			return true
		}
		if call == nil || extract.Type(call) != "call" || !sameNode(extract.Field(call, "function"), n) {
			ok = false
			return false
		}
		args := extract.Field(call, "arguments")
		if args == nil || extract.Type(args) != "argument_list" {
			ok = false
			return false
		}
		for _, a := range namedChildren(args) {
			if t := extract.Type(a); t == "list_splat" || t == "dictionary_splat" {
				ok = false
				return false
			}
		}
		for _, a := range c.passedArgs(call) {
			if a.name == v || a.name == "" && a.index == index && index >= 0 {
				s, isStr := c.constString(unparen(a.v))
				if !isStr || !slices.Contains(vals, s) {
					ok = false
					return false
				}
			}
		}
		return true
	})
	return ok
}

// literalParamValues returns the strings a parameter of def named v may be on every call the SDK
// makes: the values of its Literal annotation, when def never rebinds it and its default, if
// any, is one of them.
func (c *fileCtx) literalParamValues(def *sitter.Node, v string) ([]string, bool) {
	p := c.fixedTypedParam(def, v)
	if p == nil {
		return nil, false
	}
	vals, fields, ok := c.literalAnnotation(extract.Field(p, "type"), 0)
	if !ok {
		return nil, false
	}
	fits := func(d *sitter.Node) bool {
		s, ok := c.constString(unparen(d))
		return ok && slices.Contains(vals, s)
	}
	if d := extract.Field(p, "value"); d != nil {
		if !c.isRequiredField(d) && !fits(d) && !c.fieldDefault(d, fits) {
			return nil, false
		}
	} else {
		// A Field of Annotated gives the default when the parameter has none.
		for _, f := range fields {
			kw, pos, _ := c.fieldArgs(f)
			if (len(pos) > 0 || kw["default"] != nil || kw["default_factory"] != nil) && !c.isRequiredField(f) && !c.fieldDefault(f, fits) {
				return nil, false
			}
		}
	}
	return vals, true
}

// fixedTypedParam returns def's parameter v when it has a type annotation and def never rebinds
// or deletes it, so that every run sees what the SDK passed; nil otherwise.
func (c *fileCtx) fixedTypedParam(def *sitter.Node, v string) *sitter.Node {
	i := slices.IndexFunc(c.callParams(def), func(p param) bool { return p.name == v })
	if i < 0 || len(c.assignmentsOf(def, v)) > 0 || c.deletes(def, v) {
		return nil
	}
	switch p := c.callParams(def)[i].node; extract.Type(p) {
	case "typed_parameter", "typed_default_parameter":
		return p
	}
	return nil
}

// literalAnnotation reads `Literal["a", "b"]`, perhaps inside Annotated[...]: the strings, and
// the Field calls among Annotated's metadata.
func (c *fileCtx) literalAnnotation(t *sitter.Node, depth int) (vals []string, fields []*sitter.Node, ok bool) {
	if t == nil || depth > 4 {
		return nil, nil, false
	}
	t = typeInner(t)
	if t == nil || extract.Type(t) != "generic_type" && extract.Type(t) != "subscript" {
		return nil, nil, false
	}
	head, args := genericParts(t)
	if len(args) == 0 {
		return nil, nil, false
	}
	switch lastName(c.text(head)) {
	case "Annotated":
		vals, fields, ok := c.literalAnnotation(args[0], depth+1)
		if !ok {
			return nil, nil, false
		}
		for _, m := range args[1:] {
			if _, _, isField := c.fieldArgs(typeInner(m)); isField {
				fields = append(fields, typeInner(m))
			}
		}
		return vals, fields, true
	case "Literal":
		for _, a := range args {
			s, ok := c.constString(typeInner(a))
			if !ok {
				return nil, nil, false
			}
			vals = append(vals, s)
		}
		return vals, nil, true
	}
	return nil, nil, false
}
