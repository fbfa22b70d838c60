package python

import (
	"bytes"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Registries of tool records. A module-level dictionary maps each tool's name to a dictionary
// of its metadata, one member of which holds the tool's function; a low-level call_tool
// handler looks the record up by the tool's name, in the registry or in what functions of the
// project make of it (a filter, a copy with custom names), and calls that member:
//
//	tools.py:   TOOL_REGISTRY = {
//	                "ListIndexTool": {"description": "...", "function": list_indices_tool, ...},
//	                "SearchIndexTool": {"description": "...", "function": search_index_tool, ...},
//	            }
//	server.py:  from tools.tools import TOOL_REGISTRY
//	            enabled = get_tools(tool_registry=apply_config(TOOL_REGISTRY, path))
//	            @server.call_tool()
//	            async def call_tool(name, arguments):
//	                tool = enabled.get(name)                # or enabled[name]
//	                return await tool["function"](arguments)
//
// The dispatcher's file registers, at the call, the key "<registry's module>.<NAME>[].<member>"
// (recordDispatch), the registry's file aliases it to the function each record holds in that
// member (recordAliases): every such function is a tool, as the handlers of a table of
// functions are (importedtable.go). The registry is the one the looked-up container is bound
// to: by name (imported, or a module-level dictionary of the dispatcher's file), or through
// variables (also of an enclosing function, for a handler defined inside the function that
// builds the server) bound to a call that is given it, or a variable bound to it, as an
// argument, at most three such steps. A record may be a dictionary literal in the registry or a
// module-level name of its file bound to one; a registry's `**OTHER` entries read OTHER's when
// OTHER is such a registry of the file.

// recordDispatches registers the record dispatches of tool t (recordDispatch): the calls of
// its body whose function is a subscript or a call, which the scope index does not hold.
func (c *fileCtx) recordDispatches(t *tool) {
	if !bytes.Contains(c.src, []byte("](")) && !bytes.Contains(c.src, []byte("))(")) {
		return
	}
	walkScope(extract.Field(t.def, "body"), func(n *sitter.Node) {
		if extract.Type(n) != "call" {
			return
		}
		if f := extract.Type(extract.Field(n, "function")); f == "subscript" || f == "call" {
			c.recordDispatch(n, t)
		}
	})
}

// recordDispatch registers, for a call in tool by of a member (a string subscript or .get of
// one) of a record looked up by key in a registry of tool records, the registry's member key,
// and reports whether it did.
func (c *fileCtx) recordDispatch(call *sitter.Node, by *tool) bool {
	rec, member := c.recordMember(extract.Field(call, "function"))
	if rec == nil {
		return false
	}
	container := c.pickedName(rec, 0)
	if container == nil {
		return false
	}
	mod, name := c.recordRegistry(container, 0)
	if name == "" {
		return false
	}
	if mod == c.modID {
		c.registerRecords(name, member, by, c.catchingDispatch(call))
		return true
	}
	k := c.xkey(mod, name+tableSuffix+"."+member)
	first, firstEdge := len(c.registrations), len(c.regEdges)
	c.registerKey(k, extract.ToolNamedByTarget, call, by.fw)
	if g := c.catchingDispatch(call); g != "" {
		c.guardRegistrations(first, firstEdge, g) // importedtable.go
	}
	c.dispatched = append(c.dispatched, dispatchedCall{call: call, keys: [][]string{c.keysOf(k)}})
	return true
}

// registerRecords makes the functions that the records of the file's registry reg hold in
// member tools, of the framework of the tool that dispatches to them, as registerTable does
// for a table of functions (dispatch.go); caught, when not "", guards each.
func (c *fileCtx) registerRecords(reg, member string, by *tool, caught string) {
	d := c.moduleDict(c.rootName(reg))
	if d == nil {
		return
	}
	for _, r := range c.registryRecords(d, 0) {
		for _, p := range namedChildren(r.rec) {
			if extract.Type(p) != "pair" {
				continue
			}
			m, ok := c.plainString(extract.Field(p, "key"))
			v := unparen(extract.Field(p, "value"))
			if !ok || m != member || v == nil || extract.Type(v) != "identifier" || !c.isFunctionKey(v) {
				continue
			}
			if def := c.visibleDef(c.text(v), v); def != nil {
				if c.tools[extract.StartByte(def)] == nil {
					c.tools[extract.StartByte(def)] = &tool{def: def, name: r.name, fw: by.fw, caughtBy: caught}
				}
				continue
			}
			first, firstEdge := len(c.registrations), len(c.regEdges)
			c.registerForeign(v, v, r.name, by.fw)
			if caught != "" {
				c.guardRegistrations(first, firstEdge, caught)
			}
		}
	}
}

// rootName returns the identifier a module-level assignment of the file binds name with (its
// only one), or nil.
func (c *fileCtx) rootName(name string) *sitter.Node {
	as := c.assignments(c.root)[name]
	if len(as) != 1 {
		return nil
	}
	return extract.Field(as[0], "left")
}

// recordMember returns the record and the member name of a called expression that reads a
// member of a record by a string: rec["function"] or rec.get("function"); nil otherwise.
func (c *fileCtx) recordMember(fn *sitter.Node) (*sitter.Node, string) {
	rec, key := c.lookupParts(fn)
	if key == nil {
		return nil, ""
	}
	m, ok := c.plainString(unparen(key))
	if !ok || m == "" || rec == nil {
		return nil, ""
	}
	return rec, m
}

// lookupParts returns the container and the key of a lookup, `x[k]` or `x.get(k, ...)`; nils
// for any other expression.
func (c *fileCtx) lookupParts(n *sitter.Node) (obj, key *sitter.Node) {
	n = unparen(n)
	switch extract.Type(n) {
	case "subscript":
		return extract.Field(n, "value"), extract.Field(n, "subscript")
	case "call":
		f := extract.Field(n, "function")
		if f == nil || extract.Type(f) != "attribute" || string(c.bytesOf(extract.Field(f, "attribute"))) != "get" {
			return nil, nil
		}
		if pos := c.positional(n); len(pos) > 0 {
			return extract.Field(f, "object"), pos[0]
		}
	}
	return nil, nil
}

// recordRegistry returns the module id and the name of the registry that container, an
// identifier, is bound to: an imported name of a module of the root, a module-level name of
// the file bound to a dictionary literal, or, through the variables it is bound to (of its
// function, of an enclosing one, or of the module), a call given such a registry (or a
// variable bound to one) as an argument; "", "" otherwise.
func (c *fileCtx) recordRegistry(container *sitter.Node, depth int) (string, string) {
	if container == nil || extract.Type(container) != "identifier" || depth > 3 {
		return "", ""
	}
	name := c.text(container)
	v, outer := c.boundValue(container)
	if v == nil {
		if q, ok := c.importedAt(name, container); ok {
			if parts := c.projectParts(q); parts != nil {
				return c.importedModule(q, parts, len(parts)-1), parts[len(parts)-1]
			}
		}
		return "", ""
	}
	v = unparen(v)
	if outer == c.root && extract.Type(v) == "dictionary" {
		return c.modID, name
	}
	if extract.Type(v) == "identifier" {
		return c.recordRegistry(v, depth+1)
	}
	if extract.Type(v) != "call" {
		return "", ""
	}
	kw, pos := c.arguments(v)
	args := append([]*sitter.Node{}, pos...)
	for _, a := range kw {
		args = append(args, a)
	}
	var mod, reg string
	for _, a := range args {
		if a = unparen(a); a == nil || extract.Type(a) != "identifier" {
			continue
		}
		m, r := c.recordRegistry(a, depth+1)
		if r == "" {
			continue
		}
		if reg != "" && (m != mod || r != reg) {
			return "", "" // two registries: which one the result holds is not said
		}
		mod, reg = m, r
	}
	return mod, reg
}

// boundValue returns the value the last assignment before id binds its name to, in id's
// function, else in the functions that enclose it (before the nested function), else at module
// level, with the scope the assignment is in; nil when none binds it.
func (c *fileCtx) boundValue(id *sitter.Node) (*sitter.Node, *sitter.Node) {
	name := c.text(id)
	at := id
	for scope := c.enclosingDef(id); ; scope = c.enclosingDef(scope) {
		s := scope
		if s == nil {
			s = c.root
		}
		var best *sitter.Node
		for _, a := range c.assignments(s)[name] {
			if extract.EndByte(a) > extract.StartByte(at) {
				break
			}
			best = assignedValue(a)
		}
		if best != nil {
			return best, s
		}
		if scope == nil {
			return nil, nil
		}
		if slices.Contains(c.paramNames(scope), name) {
			return nil, nil // a parameter of that function
		}
		at = scope
	}
}

// recordAliases returns, for each module-level name of the file bound to a dictionary of at
// least minTable records each holding a function of the root in a member, the aliases from the
// registry's member key to those functions.
func (c *fileCtx) recordAliases() []extract.Alias {
	var out []extract.Alias
	for _, b := range c.moduleDictBindings() {
		l, r := b.name, b.dict
		byMember := map[string][]*sitter.Node{}
		var members []string
		records := 0
		for _, rec := range c.registryRecords(r, 0) {
			held := false
			for _, p := range namedChildren(rec.rec) {
				if extract.Type(p) != "pair" {
					continue
				}
				m, ok := c.plainString(extract.Field(p, "key"))
				v := unparen(extract.Field(p, "value"))
				if !ok || v == nil || extract.Type(v) != "identifier" || !c.isFunctionKey(v) {
					continue
				}
				if byMember[m] == nil {
					members = append(members, m)
				}
				byMember[m] = append(byMember[m], v)
				held = true
			}
			if held {
				records++
			}
		}
		if records < minTable {
			continue
		}
		for _, m := range members {
			from := c.xkey(c.modID, c.text(l)+tableSuffix+"."+m)
			for _, fn := range byMember[m] {
				for _, to := range c.keysOf(c.refTarget(fn, fn)) {
					out = append(out, extract.Alias{From: from, To: to})
				}
			}
		}
	}
	return out
}

// record is a record of a registry: the key it is held under and the dictionary literal.
type record struct {
	name string
	rec  *sitter.Node
}

// registryRecords returns the dictionary literals a registry literal d holds as values under a
// string key: a literal itself, or a module-level name of the file bound to one; and those of a
// registry of the file that d spreads (**OTHER), at most two levels down.
func (c *fileCtx) registryRecords(d *sitter.Node, depth int) []record {
	if depth > 2 {
		return nil
	}
	var out []record
	for _, p := range namedChildren(d) {
		switch extract.Type(p) {
		case "pair":
			name, ok := c.plainString(extract.Field(p, "key"))
			if v := c.moduleDict(extract.Field(p, "value")); ok && v != nil {
				out = append(out, record{name, v})
			}
		case "dictionary_splat":
			if e := extract.NamedChild(p, 0); e != nil && extract.Type(e) == "identifier" {
				if other := c.moduleDict(e); other != nil && !sameNode(other, d) {
					out = append(out, c.registryRecords(other, depth+1)...)
				}
			}
		}
	}
	return out
}

// moduleDict returns v when it is a dictionary literal, or the literal a module-level name v
// is bound to (its only assignment at module level); nil otherwise.
func (c *fileCtx) moduleDict(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v == nil {
		return nil
	}
	switch extract.Type(v) {
	case "dictionary":
		return v
	case "identifier":
		as := c.assignments(c.root)[string(c.bytesOf(v))]
		if len(as) != 1 {
			return nil
		}
		if d := unparen(assignedValue(as[0])); d != nil && extract.Type(d) == "dictionary" {
			return d
		}
	}
	return nil
}
