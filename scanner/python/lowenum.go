package python

import (
	"regexp"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// From python-sdk v1.10.0 on, the low-level @server.call_tool() (validate_input=True, the
// default) validates a call's arguments against the inputSchema of the tool its list_tools
// handler returns, and answers an isError "Input validation error" before the handler runs
// (sdk-catalog.md §3.1). So when the tool's schema declares a member required, with an enum, a
// test of that member against every enum value leaves nothing for its else:
//
//	all_tools = [Tool(name="cases", inputSchema={"type": "object",
//	    "properties": {"method": {"type": "string", "enum": ["get", "list"]}},
//	    "required": ["method"]})]
//
//	@server.list_tools()
//	async def list_tools(): return all_tools
//
//	@server.call_tool()
//	async def call_tool(name, arguments):
//	    if name == "cases":
//	        method = arguments.get("method")
//	        if method == "get": ...
//	        elif method in ("list",): ...
//	        else:
//	            return [TextContent(type="text", text=f"Unknown method {method}")]   # dead
//
// The same for a statement after such tests when each of their branches returns or raises.
// lowEnumDead reads this in the handler itself (not in the functions it dispatches to) when the
// manifest's python-sdk version is known and at least 1.10, the decorator does not pass
// validate_input, and the schema is a literal: the Tool(...) calls of the list literal the
// list_tools handler returns (written in its one return, or a module variable bound once to
// it and never changed), each tool name listed once. A list the SDK does not hold the tool in
// makes it skip validation, so anything less certain is left live.

// lowSchema is what a literal inputSchema says of its members: the enum values of each member
// whose enum is all strings, and which members are required.
type lowSchema struct {
	enums    map[string][]string
	required map[string]bool
}

// lowEnumDead reports whether stmt, in a python-sdk 1.x low-level call_tool handler, runs only
// for a value of a required enum member of the tool's inputSchema that the SDK rejects.
func (c *fileCtx) lowEnumDead(stmt *sitter.Node) bool {
	if !c.hasBytes(&c.enumBytes, "enum") {
		return false
	}
	v, ok := c.lowValidated(stmt)
	if !ok {
		return false
	}
	return c.pastCoveringTests(stmt, v.def, func(from, at *sitter.Node, name string, cases []string) bool {
		return c.enumCovered(v.def, from, at, name, cases, v.args, v.toolName, v.schemas)
	})
}

// lowHandler is what lowValidated reads of the handler a statement sits in.
type lowHandler struct {
	def      *sitter.Node // the handler
	args     string       // its arguments parameter, never rebound nor written into
	toolName string       // its tool-name parameter, never rebound
	schemas  map[string]*lowSchema
}

// lowValidated returns the python-sdk 1.x low-level call_tool handler whose own body holds stmt
// when the SDK validates its arguments against literal inputSchemas before it runs: the
// manifest's python-sdk is at least 1.10, the decorator leaves validate_input on, the file's
// list_tools returns literal schemas, and the handler neither rebinds nor writes into its
// arguments. What it reads of a handler is read once (lowEnumDead and lowRequiredDead ask for
// each statement of it).
func (c *fileCtx) lowValidated(stmt *sitter.Node) (lowHandler, bool) {
	if !c.sdk.mcpAtLeast(1, 10) {
		return lowHandler{}, false
	}
	def := c.enclosingDef(stmt)
	if def == nil {
		return lowHandler{}, false
	}
	h := memo(&c.lowHandlers, extract.StartByte(def), func() lowHandler { return c.lowHandlerOf(def) })
	return h, h.def != nil
}

// lowHandlerOf is lowValidated for the function def; its def is nil when def is no such handler.
func (c *fileCtx) lowHandlerOf(def *sitter.Node) lowHandler {
	args, ok := c.lowArgsParam(def)
	if !ok || !c.validatesInput(def) {
		return lowHandler{}
	}
	schemas := c.lowToolSchemas() // read once per file; before mutatesArgs, which compiles a regexp per call
	if len(schemas) == 0 || c.mutatesArgs(def, args.name) {
		return lowHandler{}
	}
	toolName := c.lowNameParam(def)
	if toolName == "" {
		return lowHandler{}
	}
	return lowHandler{def: def, args: args.name, toolName: toolName, schemas: schemas}
}

// pastCoveringTests reports whether stmt, in def's own body, runs only when every test of a
// chain on one variable failed, and covered says those tests hold for every value the variable
// may have there: stmt is in the else of an if/elif chain each of whose conditions tests the
// variable against strings (chainAccepts), or follows, in a block, such ifs (without else) each
// of whose branches leaves the block. covered gets the first test, the statement that runs
// past them, the variable and the strings tested.
func (c *fileCtx) pastCoveringTests(stmt, def *sitter.Node, covered func(from, at *sitter.Node, v string, cases []string) bool) bool {
	child := stmt
	for p := extract.Parent(stmt); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		if extract.Type(p) == "else_clause" && extract.Parent(p) != nil && extract.Type(extract.Parent(p)) == "if_statement" {
			ifs := extract.Parent(p)
			if v, cases, ok := c.chainAccepts(ifs); ok && covered(ifs, stmt, v, cases) {
				return true
			}
		}
		if extract.Type(p) == "block" {
			// Earlier if statements of this block whose every if and elif branch leaves it.
			var v string
			var cases []string
			var first *sitter.Node
			for _, s := range namedChildren(p) {
				if extract.StartByte(s) >= extract.StartByte(child) {
					break
				}
				if extract.Type(s) != "if_statement" || !c.branchesLeave(s) {
					continue
				}
				w, vals, ok := c.chainAccepts(s)
				if !ok || v != "" && w != v {
					continue
				}
				if first == nil {
					first = s
				}
				v = w
				cases = append(cases, vals...)
			}
			if v != "" && covered(first, child, v, cases) {
				return true
			}
		}
		child = p
	}
	return false
}

// branchesLeave reports whether the if and each elif branch of ifs ends by leaving the block:
// a return, a raise, a continue or a break, or an if/else each of whose branches does.
func (c *fileCtx) branchesLeave(ifs *sitter.Node) bool {
	if !c.leaves(lastStatement(extract.Field(ifs, "consequence"))) {
		return false
	}
	for _, e := range namedChildren(ifs) {
		if extract.Type(e) == "elif_clause" && !c.leaves(lastStatement(extract.Field(e, "consequence"))) {
			return false
		}
	}
	return true
}

func (c *fileCtx) leaves(n *sitter.Node) bool {
	if n == nil {
		return false
	}
	switch extract.Type(n) {
	case "return_statement", "raise_statement", "continue_statement", "break_statement":
		return true
	case "if_statement":
		blocks, hasElse := ifBranches(n)
		if !hasElse {
			return false
		}
		for _, b := range blocks {
			if !c.leaves(lastStatement(b)) {
				return false
			}
		}
		return true
	case "with_statement":
		return c.leaves(lastStatement(extract.Field(n, "body")))
	}
	return false
}

// chainAccepts reads an if statement with no else, or the if and elifs before an else, whose
// every condition is `v == "x"`, `"x" == v` or `v in ("x", ...)` of one variable v: v and the
// strings for which one of them holds.
func (c *fileCtx) chainAccepts(ifs *sitter.Node) (string, []string, bool) {
	conds := []*sitter.Node{extract.Field(ifs, "condition")}
	for _, e := range namedChildren(ifs) {
		if extract.Type(e) == "elif_clause" {
			conds = append(conds, extract.Field(e, "condition"))
		}
	}
	var v string
	var cases []string
	for _, cond := range conds {
		w, vals, ok := c.localAccepts(cond)
		if !ok || v != "" && w != v {
			return "", nil, false
		}
		v = w
		cases = append(cases, vals...)
	}
	return v, cases, v != ""
}

// localAccepts reads `v == "x"`, `"x" == v` or `v in ("x", "y")` of a plain variable v.
func (c *fileCtx) localAccepts(cond *sitter.Node) (string, []string, bool) {
	cond = unparen(cond)
	if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 {
		return "", nil, false
	}
	l, r, op := c.comparison(cond)
	l, r = unparen(l), unparen(r)
	if l == nil || r == nil {
		return "", nil, false
	}
	switch op {
	case "==":
		if extract.Type(l) != "identifier" {
			l, r = r, l
		}
		s, ok := c.constString(r)
		if !ok || extract.Type(l) != "identifier" {
			return "", nil, false
		}
		return c.text(l), []string{s}, true
	case "in":
		if extract.Type(l) != "identifier" {
			return "", nil, false
		}
		out, ok := c.literalStrings(r) // paramconst.go
		if !ok {
			return "", nil, false
		}
		return c.text(l), out, len(out) > 0
	}
	return "", nil, false
}

// enumCovered reports whether v, from the first test `from` to `at`, holds the value of a required
// enum member of the inputSchema of the tool whose branch of def holds them, and cases hold
// every enum value.
func (c *fileCtx) enumCovered(def, from, at *sitter.Node, v string, cases []string, args, toolName string, schemas map[string]*lowSchema) bool {
	bind := c.bindingBefore(def, v, from)
	if bind == nil || extract.Type(bind) != "assignment" || !bind.Equal(c.bindingBefore(def, v, at)) {
		return false
	}
	at = from
	// Nor may a binding later in a loop around the tests come round to them.
	for l := extract.Parent(from); l != nil && !sameNode(l, def); l = extract.Parent(l) {
		if t := extract.Type(l); t != "for_statement" && t != "while_statement" {
			continue
		}
		for _, b := range c.assignmentsOf(def, v) {
			if extract.StartByte(b) > extract.StartByte(from) && extract.EndByte(b) <= extract.EndByte(l) {
				return false
			}
		}
	}
	// The binding must run before the tests: its statement sits in a block that holds them.
	stmt := extract.Parent(bind)
	if stmt == nil || extract.Type(stmt) != "expression_statement" || extract.Parent(stmt) == nil {
		return false
	}
	blk := extract.Parent(stmt)
	if extract.StartByte(at) < extract.StartByte(blk) || extract.EndByte(at) > extract.EndByte(blk) {
		return false
	}
	if left := extract.Field(bind, "left"); left == nil || extract.Type(left) != "identifier" || string(c.bytesOf(left)) != v {
		return false
	}
	member, ok := c.argsMember(extract.Field(bind, "right"), args)
	if !ok {
		return false
	}
	tool := c.branchOfTool(at, def, toolName)
	sc := schemas[tool]
	if tool == "" || sc == nil || !sc.required[member] || len(sc.enums[member]) == 0 {
		return false
	}
	have := map[string]bool{}
	for _, s := range cases {
		have[s] = true
	}
	for _, e := range sc.enums[member] {
		if !have[e] {
			return false
		}
	}
	return true
}

// argsMember reads `args.get("m")` (one argument) or `args["m"]` (one subscript): the member m.
func (c *fileCtx) argsMember(n *sitter.Node, args string) (string, bool) {
	if n = unparen(n); n == nil {
		return "", false
	}
	obj, m, ok := c.keyRead(n) // selectorbranch.go
	if !ok || string(c.bytesOf(obj)) != args {
		return "", false
	}
	switch extract.Type(n) {
	case "call":
		if kw, pos := c.arguments(n); len(kw) != 0 || len(pos) != 1 {
			return "", false // a default, or a key given by keyword
		}
	case "subscript":
		if extract.NamedChildCount(n) != 2 {
			return "", false
		}
	}
	return m, true
}

// branchOfTool returns the tool name of the `if name == "x":` (or elif) of def whose body holds n,
// name being def's tool-name parameter; "" when none does.
func (c *fileCtx) branchOfTool(n, def *sitter.Node, name string) string {
	child := n
	for p := extract.Parent(n); p != nil && !sameNode(p, def); p = extract.Parent(p) {
		if t := extract.Type(p); t == "if_statement" || t == "elif_clause" {
			if body := extract.Field(p, "consequence"); body != nil && sameNode(child, body) {
				if v, vals, ok := c.localAccepts(extract.Field(p, "condition")); ok && v == name && len(vals) == 1 {
					return vals[0]
				}
			}
		}
		child = p
	}
	return ""
}

// lowNameParam returns the tool-name parameter of a low-level handler when def never rebinds it.
func (c *fileCtx) lowNameParam(def *sitter.Node) string {
	for _, p := range c.callParams(def) {
		if p.index == 0 && len(c.assignmentsOf(def, p.name)) == 0 && !c.deletes(def, p.name) {
			return p.name
		}
	}
	return ""
}

// validatesInput reports whether def's call_tool decorator leaves validate_input at its default.
func (c *fileCtx) validatesInput(def *sitter.Node) bool {
	t := c.tools[extract.StartByte(def)]
	if t == nil || t.decorator == nil {
		return false
	}
	if extract.Type(t.decorator) != "call" {
		return false
	}
	kw, pos := c.arguments(t.decorator)
	if len(pos) != 0 {
		return false
	}
	if v := kw["validate_input"]; v != nil && string(c.bytesOf(v)) != "True" {
		return false
	}
	return true
}

// mutatesArgs reports whether def writes into its arguments dict: a subscript assignment or del,
// or a call of pop, popitem, update, clear or setdefault on it.
func (c *fileCtx) mutatesArgs(def *sitter.Node, args string) bool {
	q := regexp.QuoteMeta(args)
	re := regexp.MustCompile(`\b` + q + `\s*\[[^\]]*\]\s*(=[^=]|[-+*/|&]=)|\bdel\s+` + q + `\b|\b` + q + `\s*\.\s*(pop|popitem|update|clear|setdefault|__setitem__|__delitem__)\b`)
	return re.Match(c.src[extract.StartByte(def):extract.EndByte(def)])
}

// lowToolSchemas reads the literal inputSchemas of the tools the file's low-level list_tools
// handler returns, by tool name (see above); empty when it is not such a literal.
func (c *fileCtx) lowToolSchemas() map[string]*lowSchema {
	if c.lowSchemas != nil {
		return c.lowSchemas
	}
	c.lowSchemas = map[string]*lowSchema{}
	// The file's one list_tools handler, at the top level or in a function's body (a main()
	// that builds the server and defines both handlers in it).
	var handler *sitter.Node
	two := false
	var find func(n *sitter.Node)
	find = func(n *sitter.Node) {
		for _, top := range namedChildren(n) {
			switch extract.Type(top) {
			case "decorated_definition":
				for _, d := range namedChildren(top) {
					if extract.Type(d) != "decorator" {
						continue
					}
					e := unparen(extract.NamedChild(d, 0))
					if e != nil && extract.Type(e) == "call" {
						e = extract.Field(e, "function")
					}
					if e != nil && extract.Type(e) == "attribute" && string(c.bytesOf(extract.Field(e, "attribute"))) == "list_tools" {
						two = two || handler != nil
						handler = extract.Field(top, "definition")
					}
				}
				if def := extract.Field(top, "definition"); def != nil && extract.Type(def) == "function_definition" {
					find(extract.Field(def, "body"))
				}
			case "function_definition":
				find(extract.Field(top, "body"))
			}
		}
	}
	find(c.root)
	if handler == nil || two {
		return c.lowSchemas // none, or two: which one the server holds is not read
	}
	var rets []*sitter.Node
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		switch extract.Type(n) {
		case "function_definition", "class_definition", "lambda":
			if !sameNode(n, handler) {
				return
			}
		case "return_statement":
			rets = append(rets, n)
		case "yield":
			rets = append(rets, nil, nil) // a generator: not read
		}
		eachNamedChild(n, walk)
	}
	walk(handler)
	if len(rets) != 1 || rets[0] == nil || extract.NamedChildCount(rets[0]) != 1 {
		return c.lowSchemas
	}
	list := c.moduleList(unparen(extract.NamedChild(rets[0], 0)))
	if list == nil {
		return c.lowSchemas
	}
	seen := map[string]bool{}
	for _, e := range namedChildren(list) {
		if extract.Type(e) != "call" || lastName(c.text(extract.Field(e, "function"))) != "Tool" {
			continue
		}
		kw, _ := c.arguments(e)
		name, ok := c.constString(unparen(kw["name"]))
		if !ok {
			continue
		}
		if seen[name] {
			delete(c.lowSchemas, name)
			continue
		}
		seen[name] = true
		if sc := c.readInputSchema(unparen(kw["inputSchema"])); sc != nil {
			c.lowSchemas[name] = sc
		}
	}
	return c.lowSchemas
}

// moduleList returns the list or tuple literal n is, or the one a module variable n names is
// bound to once and never changed (no call of a method on it, no subscript write, no global).
func (c *fileCtx) moduleList(n *sitter.Node) *sitter.Node {
	if n == nil {
		return nil
	}
	switch extract.Type(n) {
	case "list", "tuple":
		return n
	case "identifier":
	default:
		return nil
	}
	name := c.text(n)
	if c.reassigned(name) {
		return nil
	}
	var lit *sitter.Node
	for _, top := range namedChildren(c.root) {
		if extract.Type(top) != "expression_statement" {
			continue
		}
		as := extract.NamedChild(top, 0)
		if as == nil || (extract.Type(as) != "assignment" && extract.Type(as) != "augmented_assignment") {
			continue
		}
		if string(c.bytesOf(extract.Field(as, "left"))) != name {
			continue
		}
		if lit != nil || extract.Type(as) != "assignment" {
			return nil
		}
		lit = unparen(extract.Field(as, "right"))
	}
	if lit == nil || (extract.Type(lit) != "list" && extract.Type(lit) != "tuple") {
		return nil
	}
	q := regexp.QuoteMeta(name)
	re := regexp.MustCompile(`\b` + q + `\s*\.\s*[A-Za-z_]\w*\s*\(|\b` + q + `\s*\[[^\]]*\]\s*=[^=]|\bdel\s+` + q + `\b|\b` + q + `\s*[-+*|]=`)
	if re.Match(c.src) {
		return nil
	}
	return lit
}

// readInputSchema reads a literal inputSchema dict: the enum of each member whose enum is a list
// of plain strings, and the required members; nil when it is not a literal.
func (c *fileCtx) readInputSchema(d *sitter.Node) *lowSchema {
	top, ok := c.dictPairs(d)
	if !ok {
		return nil
	}
	sc := &lowSchema{enums: map[string][]string{}, required: map[string]bool{}}
	if req := unparen(top["required"]); req != nil && (extract.Type(req) == "list" || extract.Type(req) == "tuple") {
		for _, e := range namedChildren(req) {
			if s, ok := c.constString(e); ok {
				sc.required[s] = true
			}
		}
	}
	props, ok := c.dictPairs(unparen(top["properties"]))
	if !ok {
		return sc
	}
	for m, v := range props {
		member, ok := c.dictPairs(unparen(v))
		if !ok {
			continue
		}
		enum := unparen(member["enum"])
		if enum == nil || extract.Type(enum) != "list" && extract.Type(enum) != "tuple" {
			continue
		}
		var vals []string
		for _, e := range namedChildren(enum) {
			if extract.Type(e) == "comment" {
				continue
			}
			s, ok := c.constString(e)
			if !ok {
				vals = nil // a value the tests cannot match (None, a number): leave it live
				break
			}
			vals = append(vals, s)
		}
		if len(vals) > 0 {
			sc.enums[m] = vals
		}
	}
	return sc
}

// dictPairs reads a dict literal with plain string keys and no splat.
func (c *fileCtx) dictPairs(d *sitter.Node) (map[string]*sitter.Node, bool) {
	if d == nil || extract.Type(d) != "dictionary" {
		return nil, false
	}
	out := map[string]*sitter.Node{}
	for _, p := range namedChildren(d) {
		switch extract.Type(p) {
		case "pair":
			k, ok := c.constString(unparen(extract.Field(p, "key")))
			if !ok {
				return nil, false
			}
			out[k] = extract.Field(p, "value")
		case "comment":
		default:
			return nil, false
		}
	}
	return out, true
}
