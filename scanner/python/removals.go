package python

import (
	"bytes"
	"maps"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tools a module removes from its server as it loads, by a keep-list loop:
//
//	ESSENTIAL = frozenset({"get_diary", "search_food"})
//
//	def _keep_essential_tools():
//	    for tool in mcp._tool_manager.list_tools():
//	        if tool.name not in ESSENTIAL:
//	            mcp.remove_tool(tool.name)
//
//	_keep_essential_tools()
//
// The loop runs at module level, or in a module-level function that the module calls at module
// level; it walks the tools of one server object (its list_tools(), its _tool_manager's, or the
// keys or values of _tool_manager._tools) and removes the tool's name under `if name not in S`
// (every tool of that object not in S) or `if name in S` (those in S). S is a literal set,
// frozenset, list or tuple of strings, or a module-level name bound to one; a set computed at
// run time (environment, configuration, a call) removes nothing here. The removal is of the
// server object (a name of the module, or one it imports from a module of the root): the
// module applies it to its own tools, and says it to the index (Summary.Removal) for the tools
// of that object that other modules register (Summary.Server, Pending.Server).

// toolsPrefix starts the qualified name, in a server object's key, of the object: the key
// names no function.
const toolsPrefix = "$tools."

// serverObjKey returns the key of the server object obj names: a module-level name of this
// file, or a name imported from a module of the root. "" for anything else (a parameter, a
// local, an attribute).
func (c *fileCtx) serverObjKey(obj *sitter.Node) string {
	obj = unparen(obj)
	if obj == nil || extract.Type(obj) != "identifier" || !crossFile(c.f.Context) {
		return ""
	}
	name := c.text(obj)
	if c.boundInFunction(obj, name) {
		return ""
	}
	if q, ok := c.names[name]; ok {
		parts := c.projectParts(q)
		if parts == nil {
			return ""
		}
		return c.xkey(c.importedModule(q, parts, len(parts)-1), toolsPrefix+parts[len(parts)-1])
	}
	if len(c.assignments(c.root)[name]) > 0 {
		return c.xkey(c.modID, toolsPrefix+name)
	}
	return ""
}

// boundInFunction reports whether a function around n binds name (assigns it or takes it as a
// parameter): there name is no module-level name.
func (c *fileCtx) boundInFunction(n *sitter.Node, name string) bool {
	for d := c.enclosingDef(n); d != nil; d = c.enclosingDef(d) {
		if len(c.assignments(d)[name]) > 0 || slices.Contains(c.paramNames(d), name) {
			return true
		}
	}
	return false
}

// registrarServer returns the key of the server object a registering expression registers on:
// a decorator (@mcp.tool(), @mcp.tool) or a registering call (mcp.tool()(f), mcp.add_tool(f),
// mcp.tool(f)). "" when not known.
func (c *fileCtx) registrarServer(e *sitter.Node) string {
	for e != nil && extract.Type(e) == "call" {
		e = extract.Field(e, "function")
	}
	if e == nil || extract.Type(e) != "attribute" {
		return ""
	}
	switch string(c.bytesOf(extract.Field(e, "attribute"))) {
	case "tool", "add_tool":
		return c.serverObjKey(c.castFrom(extract.Field(e, "object")))
	}
	return ""
}

// toolRemovals finds the module's keep-list loops (and in-list loops) and returns their
// removals by server object key.
func (c *fileCtx) toolRemovals() map[string][]*extract.Removal {
	out := map[string][]*extract.Removal{}
	var walk func(n *sitter.Node, inFn bool)
	walk = func(n *sitter.Node, inFn bool) {
		switch extract.Type(n) {
		case "function_definition", "class_definition", "lambda", "decorated_definition":
			return
		case "for_statement":
			if k, r := c.removalLoop(n); r != nil {
				out[k] = append(out[k], r)
			}
		case "call":
			if fn := extract.Field(n, "function"); !inFn && extract.Type(fn) == "identifier" && c.enclosingDef(n) == nil {
				if def := c.defs[string(c.bytesOf(fn))]; def != nil {
					walk(extract.Field(def, "body"), true)
				}
			}
		}
		eachNamedChild(n, func(ch *sitter.Node) { walk(ch, inFn) })
	}
	eachNamedChild(c.root, func(ch *sitter.Node) { walk(ch, false) })
	return out
}

// removalLoop returns the server object key and the removal of a loop over that object's tools
// that removes some of them by a literal set of names, or a nil removal.
func (c *fileCtx) removalLoop(loop *sitter.Node) (string, *extract.Removal) {
	v := unparen(extract.Field(loop, "left"))
	if v == nil || extract.Type(v) != "identifier" || extract.Field(loop, "alternative") != nil {
		return "", nil
	}
	obj, names := c.toolsIterated(extract.Field(loop, "right"), 0)
	if obj == nil {
		return "", nil
	}
	key := c.serverObjKey(obj)
	if key == "" {
		return "", nil
	}
	nameExpr := c.text(v)
	if !names {
		nameExpr += ".name"
	}
	var found *extract.Removal
	ok := true
	eachNamedChild(extract.Field(loop, "body"), func(st *sitter.Node) {
		if !ok || extract.Type(st) != "if_statement" {
			return
		}
		cond := unparen(extract.Field(st, "condition"))
		if extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 ||
			string(c.bytesOf(extract.NamedChild(cond, 0))) != nameExpr || !c.removes(extract.Field(st, "consequence"), obj, nameExpr) {
			return
		}
		if extract.Field(st, "alternative") != nil || found != nil {
			ok = false
			return
		}
		_, right, op := c.comparison(cond)
		set, lit := c.literalNames(right)
		if !lit || (op != "in" && op != "not in") {
			ok = false
			return
		}
		found = &extract.Removal{Names: set, KeepOnly: op == "not in"}
	})
	if !ok || found == nil {
		return "", nil
	}
	return key, found
}

// toolsIterated returns the server object whose tools e walks (mcp.list_tools(),
// mcp._tool_manager.list_tools(), mcp._tool_manager._tools.values(), list(...) of one of
// those, or a name bound to one), and whether it walks their names (the keys of _tools) rather
// than the tools.
func (c *fileCtx) toolsIterated(e *sitter.Node, depth int) (*sitter.Node, bool) {
	e = unparen(e)
	if e == nil || depth > 3 {
		return nil, false
	}
	switch extract.Type(e) {
	case "identifier":
		return c.toolsIterated(c.valueOf(e), depth+1)
	case "attribute":
		// mcp._tool_manager._tools: its keys
		if string(c.bytesOf(extract.Field(e, "attribute"))) == "_tools" {
			if m := unparen(extract.Field(e, "object")); extract.Type(m) == "attribute" && string(c.bytesOf(extract.Field(m, "attribute"))) == "_tool_manager" {
				return extract.Field(m, "object"), true
			}
		}
		return nil, false
	case "call":
	default:
		return nil, false
	}
	fn := extract.Field(e, "function")
	if extract.Type(fn) == "identifier" && (string(c.bytesOf(fn)) == "list" || string(c.bytesOf(fn)) == "tuple") {
		if pos := c.positional(e); len(pos) == 1 {
			return c.toolsIterated(pos[0], depth+1)
		}
		return nil, false
	}
	if extract.Type(fn) != "attribute" {
		return nil, false
	}
	if pos := c.positional(e); len(pos) != 0 {
		return nil, false
	}
	obj := unparen(extract.Field(fn, "object"))
	switch string(c.bytesOf(extract.Field(fn, "attribute"))) {
	case "list_tools":
		if extract.Type(obj) == "attribute" && string(c.bytesOf(extract.Field(obj, "attribute"))) == "_tool_manager" {
			return extract.Field(obj, "object"), false
		}
		return obj, false
	case "values", "keys":
		if o, names := c.toolsIterated(obj, depth+1); o != nil && names && extract.Type(unparen(obj)) == "attribute" {
			return o, string(c.bytesOf(extract.Field(fn, "attribute"))) == "keys"
		}
	}
	return nil, false
}

// removes reports whether a block calls obj.remove_tool(nameExpr) (or its _tool_manager's).
func (c *fileCtx) removes(block, obj *sitter.Node, nameExpr string) bool {
	found := false
	walkScope(block, func(n *sitter.Node) {
		if found || extract.Type(n) != "call" {
			return
		}
		fn := extract.Field(n, "function")
		if extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "attribute"))) != "remove_tool" {
			return
		}
		recv := unparen(extract.Field(fn, "object"))
		if extract.Type(recv) == "attribute" && string(c.bytesOf(extract.Field(recv, "attribute"))) == "_tool_manager" {
			recv = unparen(extract.Field(recv, "object"))
		}
		if string(c.bytesOf(recv)) != string(c.bytesOf(obj)) {
			return
		}
		if pos := c.positional(n); len(pos) == 1 && string(c.bytesOf(unparen(pos[0]))) == nameExpr {
			found = true
		}
	})
	return found
}

// literalNames returns the strings of a literal set, frozenset, list or tuple of strings
// (set(...) or frozenset(...) of one too), or of a module-level name bound once to one.
func (c *fileCtx) literalNames(e *sitter.Node) ([]string, bool) {
	e = unparen(e)
	switch extract.Type(e) {
	case "identifier":
		if c.boundInFunction(e, c.text(e)) {
			return nil, false
		}
		if _, imported := c.names[string(c.bytesOf(e))]; imported {
			return nil, false
		}
		as := c.assignments(c.root)[string(c.bytesOf(e))]
		if len(as) != 1 || c.namesChanged(c.text(e)) {
			return nil, false
		}
		v := unparen(assignedValue(as[0]))
		if extract.Type(v) == "identifier" {
			return nil, false
		}
		return c.literalNames(v)
	case "call":
		fn := extract.Field(e, "function")
		if extract.Type(fn) != "identifier" || (string(c.bytesOf(fn)) != "frozenset" && string(c.bytesOf(fn)) != "set") {
			return nil, false
		}
		kw, pos := c.arguments(e)
		if len(kw) > 0 || len(pos) > 1 {
			return nil, false
		}
		if len(pos) == 0 {
			return []string{}, true
		}
		return c.literalNames(pos[0])
	case "set", "list", "tuple":
		names := []string{}
		for _, ch := range extract.NamedChildren(e) {
			if extract.Type(ch) == "comment" {
				continue
			}
			s, ok := c.plainString(unparen(ch))
			if !ok {
				return nil, false
			}
			names = append(names, s)
		}
		return names, true
	}
	return nil, false
}

// namesChanged reports whether the module changes a module-level name's value other than by its
// plain assignment: an augmented assignment (S |= ...), a global statement, or a method that
// adds to it (S.add, S.update, S.append, S.extend).
func (c *fileCtx) namesChanged(name string) bool {
	changed := false
	walkTree(c.root, func(n *sitter.Node) {
		if changed {
			return
		}
		switch extract.Type(n) {
		case "augmented_assignment":
			changed = string(c.bytesOf(extract.Field(n, "left"))) == name
		case "global_statement":
			for _, ch := range extract.NamedChildren(n) {
				changed = changed || string(c.bytesOf(ch)) == name
			}
		case "attribute":
			if string(c.bytesOf(extract.Field(n, "object"))) == name {
				switch string(c.bytesOf(extract.Field(n, "attribute"))) {
				case "add", "update", "append", "extend", "discard", "remove", "clear", "pop", "insert":
					changed = true
				}
			}
		}
	})
	return changed
}

// applyRemovals drops the file's tools and registrations that its removals take away, and
// keeps the removals for the index (removalSummaries).
func (c *fileCtx) applyRemovals() {
	if !crossFile(c.f.Context) || !bytes.Contains(c.src, []byte("remove_tool(")) {
		return
	}
	rs := c.toolRemovals()
	if len(rs) == 0 {
		return
	}
	removed := func(server, name string) bool {
		for _, r := range rs[server] {
			if r.Removes(name) {
				return true
			}
		}
		return false
	}
	for k, t := range c.tools {
		if t.obj != "" && removed(t.obj, t.name) {
			delete(c.tools, k)
		}
	}
	kept := c.registrations[:0]
	for _, r := range c.registrations {
		if !(r.Registration && r.Tool != "" && removed(r.Server, r.Tool)) {
			kept = append(kept, r)
		}
	}
	c.registrations = kept
	for _, k := range slices.Sorted(maps.Keys(rs)) { // the record must not follow map order
		for _, alt := range c.keysOf(k) {
			for _, r := range rs[k] {
				c.removals = append(c.removals, extract.Summary{Key: alt, Removal: r})
			}
		}
	}
}

// onServerTools makes the findings of the file's tools registered on a known server object
// pending on that object's removals (Pending.Server): another module may take the tool away.
func (c *fileCtx) onServerTools(sites []*site) {
	for _, st := range sites {
		if st.def == nil {
			continue
		}
		t := c.tools[extract.StartByte(st.def)]
		if t == nil || t.obj == "" {
			continue
		}
		if st.pending == nil {
			st.pending = &extract.Pending{}
		}
		st.pending.Server, st.pending.ServerTool = t.obj, t.name
	}
}
