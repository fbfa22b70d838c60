package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Values the SDK has validated: McpServer (registerTool, and the variadic tool of 1.x) parses a
// call's arguments with the tool's input schema before it runs the callback, and passes the
// parsed value (defaults applied) as the callback's first parameter; a value that fails never
// reaches the callback (sdk-catalog.md 4.1, 4.2: every version since McpServer came in 1.3.0,
// and 2.x). A member of that parameter therefore counts as parsed by the schema, as a const
// `Schema.parse(args)` of the function does (deadbranch.go):
//
//	server.registerTool("get", { inputSchema: { kind: z.enum(KINDS) } }, async ({ kind }) => {
//		if (!KINDS.includes(kind)) throw new Error(`bad kind ${kind}`); // dead
//
// punkpeye fastmcp does the same for addTool's `parameters` before it runs `execute`, in every
// version: v1.0.0 `tool.parameters.safeParse(request.params.arguments)` and `args = parsed.data`,
// v1.21.0 src/FastMCP.ts:742-751 and v4.16.8 :2544-2557 `tool.parameters["~standard"].validate`
// and `args = parsed.value`; a failure is a protocol error and execute does not run.
//
// Only a schema of this file the scanner can read counts (an object of zod members, or a
// `z.object` of one, through a const or its `.shape`), and only for a callback written in the
// registration (a named function may be called elsewhere). A low-level setRequestHandler, a
// table entry or a wrapped callback, a parameter the function may assign, and a name bound
// again leave the value unvalidated here (a table entry's handler gets its entry's schema from
// the index when the registering loop passes it: entryschema.go).

// validatedMember returns the input schema member that the SDK validated subj against, when subj
// is a member of the first parameter of the McpServer callback fn (`({ kind }) =>`,
// `(args) => ... args.kind`, or `const { kind } = args` in fn), or nil.
func (f *file) validatedMember(subj, fn *sitter.Node) *sitter.Node {
	schema, prop := f.validatedProp(subj, fn)
	if schema == nil {
		return nil
	}
	return f.schemaMember(schema, prop, 0)
}

// validatedSchema returns the input schema the SDK validated the first parameter of fn, a tool
// callback, against; nil when fn is none or the file cannot tell.
func (f *file) validatedSchema(fn *sitter.Node) *sitter.Node {
	r := f.regByFn[fn.ID()]
	if r == nil || (r.wrapped || r.derived) && !r.validated || !same(r.fn, fn) || !f.validatesLiteral(r, fn) {
		return nil
	}
	return f.registeredSchema(r)
}

// validatedProp returns the input schema the SDK validated fn's first parameter against and the
// member of it that subj is (as validatedMember), or nil.
func (f *file) validatedProp(subj, fn *sitter.Node) (*sitter.Node, string) {
	schema := f.validatedSchema(fn)
	if schema == nil {
		return nil, ""
	}
	param := firstParam(fn)
	body := functionBody(fn)
	if param == nil || body == nil {
		return nil, ""
	}
	var prop, assigned string // the member, and the name nothing in fn may assign
	switch extract.Type(subj) {
	case "identifier":
		name := extract.Content(subj, f.Src)
		if _, imported := f.imports[name]; imported {
			return nil, ""
		}
		if p, ok := f.patternMember(param, name); ok {
			if f.resolve(name, subj) != nil {
				return nil, "" // a declaration of the same name
			}
			prop = p
		} else if extract.Type(param) == "identifier" {
			// const { kind } = args, once in fn, before the test, in a block that holds it.
			var decl *sitter.Node
			n := 0
			f.walkOwn(body, func(d *sitter.Node) {
				if extract.Type(d) != "variable_declarator" {
					return
				}
				if p, ok := f.patternMember(extract.Field(d, "name"), name); ok {
					n++
					prop, decl = p, d
				}
			})
			if n != 1 || f.shadowed(subj, name) || !f.isConstDecl(decl) {
				return nil, ""
			}
			v := unwrap(extract.Field(decl, "value"))
			if v == nil || extract.Type(v) != "identifier" || extract.Content(v, f.Src) != extract.Content(param, f.Src) {
				return nil, ""
			}
			if block := f.parent(f.parent(decl)); block == nil || !isInside(subj, block) || extract.EndByte(decl) > extract.StartByte(subj) {
				return nil, ""
			}
			assigned = extract.Content(param, f.Src)
		} else {
			return nil, ""
		}
		if assigned == "" {
			assigned = name
		}
	case "member_expression":
		obj := unwrap(extract.Field(subj, "object"))
		if extract.Type(param) != "identifier" || extract.Content(obj, f.Src) != extract.Content(param, f.Src) || f.resolve(extract.Content(obj, f.Src), obj) != nil {
			return nil, ""
		}
		prop, assigned = text(extract.Field(subj, "property"), f.Src), extract.Content(param, f.Src)
	default:
		return nil, ""
	}
	if f.mayAssign(fn, assigned) {
		return nil, ""
	}
	return schema, prop
}

// firstParam returns the pattern of a function's first parameter (an identifier or an object
// pattern), or nil.
func firstParam(fn *sitter.Node) *sitter.Node {
	if p := extract.Field(fn, "parameter"); p != nil {
		return p // x => ...
	}
	ps := extract.Field(fn, "parameters")
	if ps == nil || extract.NamedChildCount(ps) == 0 {
		return nil
	}
	p := extract.NamedChild(ps, 0)
	switch extract.Type(p) {
	case "identifier", "object_pattern":
		return p
	case "required_parameter":
		pat := extract.Field(p, "pattern")
		if pat != nil && (extract.Type(pat) == "identifier" || extract.Type(pat) == "object_pattern") {
			return pat
		}
	}
	return nil
}

// mayAssign reports whether fn, or a function inside it, assigns name or a member of it.
func (f *file) mayAssign(fn *sitter.Node, name string) bool {
	w := f.writesOf(fn)
	if w.assigned[name] {
		return true
	}
	for _, p := range w.patterns {
		if containsWord(p, name) {
			return true
		}
	}
	return false
}

// registeredSchema returns the input schema of a McpServer registration: registerTool's
// config.inputSchema, or the raw shape argument of the variadic tool(name, [description],
// shape, [annotations], cb).
func (f *file) registeredSchema(r *registration) *sitter.Node {
	args := extract.Field(r.call, "arguments")
	if args == nil {
		return nil
	}
	switch r.api {
	case "McpServer.registerTool":
		if r.config == nil {
			return nil
		}
		return f.memberValue(r.config, "inputSchema")
	case "FastMCP.addTool":
		// A schema object, never a raw shape: fastmcp calls its "~standard".validate.
		s := f.memberValue(r.config, "parameters")
		if s == nil {
			return nil
		}
		if v := unwrap(f.valueOf(s)); v != nil && extract.Type(v) == "object" {
			return nil
		}
		return s
	case "McpServer.tool":
		n := int(extract.NamedChildCount(args))
		var list []*sitter.Node
		for i := 0; i < n; i++ {
			if c := extract.NamedChild(args, i); extract.Type(c) != "comment" {
				list = append(list, c)
			}
		}
		if len(list) < 3 {
			return nil
		}
		i := 1
		if _, ok := stringValue(f.valueOf(list[1]), f.Src); ok || len(list) == 5 {
			i = 2 // the description (five arguments: name, description, schema, annotations, callback)
		}
		if i >= len(list)-1 {
			return nil
		}
		return list[i]
	}
	return nil
}

// validatesLiteral reports whether the SDK validates the arguments of fn before it runs it, fn
// being the function literal the registration r gives: an McpServer callback (the last argument
// of registerTool or tool), or the execute member of a punkpeye fastmcp tool object.
func (f *file) validatesLiteral(r *registration, fn *sitter.Node) bool {
	switch {
	case r.kind == regTool && (f.usesSDK || r.validated):
		args := extract.Field(r.call, "arguments")
		return args != nil && same(unwrap(lastArgument(args)), fn)
	case r.kind == regFastMCP && f.usesFastMCP && r.api == "FastMCP.addTool":
		// The tool object written in the call: a const one may have its execute called elsewhere.
		return r.config != nil && isInside(r.config, r.call) && same(unwrap(f.memberValue(r.config, "execute")), fn)
	}
	return false
}
