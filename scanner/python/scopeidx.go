package python

import (
	"maps"
	"slices"
	"sort"

	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// The file's scope index, built once from the facts query's matches: which function, try,
// except clause or branch holds a node is answered from byte ranges, never by walking up the
// tree (tree-sitter finds a node's parent by walking down from the root), and what each scope
// holds (its returns, raises, calls and assignments) is grouped once, never by walking a body
// per question. Scopes are functions, lambdas and classes, as walkScope draws them.

// span is the byte range of a node of a nesting kind.
type span struct {
	start, end uint32
	n          *sitter.Node
}

// spans are properly nested ranges sorted by start (outer first), each with its innermost
// enclosing span.
type spans struct {
	s      []span
	parent []int
}

func newSpans(nodes []*sitter.Node) spans {
	sp := spans{s: make([]span, len(nodes))}
	for i, n := range nodes {
		sp.s[i] = span{extract.StartByte(n), extract.EndByte(n), n}
	}
	sort.SliceStable(sp.s, func(i, j int) bool {
		if sp.s[i].start != sp.s[j].start {
			return sp.s[i].start < sp.s[j].start
		}
		return sp.s[i].end > sp.s[j].end
	})
	sp.parent = make([]int, len(sp.s))
	var stack []int
	for i, x := range sp.s {
		for len(stack) > 0 && sp.s[stack[len(stack)-1]].end < x.end {
			stack = stack[:len(stack)-1]
		}
		if len(stack) > 0 && sp.s[stack[len(stack)-1]].start <= x.start {
			sp.parent[i] = stack[len(stack)-1]
		} else {
			sp.parent[i] = -1
		}
		stack = append(stack, i)
	}
	return sp
}

// innermost returns the index of the innermost span that holds n (n itself excluded), or -1.
func (sp spans) innermost(n *sitter.Node) int {
	return sp.innermostAt(n, extract.StartByte(n), extract.EndByte(n))
}

// innermostAt is innermost for a node whose range is known.
func (sp spans) innermostAt(n *sitter.Node, start, end uint32) int {
	i := sort.Search(len(sp.s), func(i int) bool { return sp.s[i].start > start }) - 1
	for ; i >= 0; i = sp.parent[i] {
		x := sp.s[i]
		if x.start <= start && end <= x.end && !(x.start == start && x.end == end && sameNode(x.n, n)) {
			return i
		}
	}
	return -1
}

// within reports whether a span of sp holds n and starts after lo (inside n's function when lo
// is the function's start).
func (sp spans) within(n *sitter.Node, lo uint32, hasLo bool) bool {
	i := sp.innermost(n)
	return i >= 0 && (!hasLo || sp.s[i].start > lo)
}

// each calls fn on the spans that hold n and start after lo, innermost first.
func (sp spans) each(n *sitter.Node, lo uint32, hasLo bool, fn func(*sitter.Node) bool) {
	for i := sp.innermost(n); i >= 0; i = sp.parent[i] {
		if hasLo && sp.s[i].start <= lo {
			return
		}
		if !fn(sp.s[i].n) {
			return
		}
	}
}

// moduleScope is the key of the module's own scope in the index's groupings.
const moduleScope = ^uint32(0)

type scopeIndex struct {
	fns, scopes, tries, excepts spans
	// The statements of each scope (a function's start byte, or moduleScope), in source order.
	assigns map[uint32]map[string][]*sitter.Node
	returns map[uint32][]*sitter.Node // return statements with a value
	raises  map[uint32][]*sitter.Node
	calls   map[uint32][]*sitter.Node
	// nested maps a function's start byte to the functions defined directly in it, by name.
	nested map[uint32]map[string]*sitter.Node
	// binders holds how each function's body binds names (binders), by its start byte.
	binders map[uint32]map[string]int
	// bindSites holds the binding constructs of each function's own scope (bindSitesOf), by its
	// start byte, built on first use.
	bindSites map[uint32][]bindSite
	// byCallee holds the calls of a plain name (`register(add_tool)`), by that name, built on
	// first use (callsOfName).
	byCallee map[string][]*sitter.Node
}

// callsOfName returns the file's calls whose function is the plain name given, scope by scope
// in the order of their keys, each scope's in source order.
func (c *fileCtx) callsOfName(name string) []*sitter.Node {
	x := c.index()
	if x.byCallee == nil {
		x.byCallee = map[string][]*sitter.Node{}
		for _, scope := range slices.Sorted(maps.Keys(x.calls)) {
			for _, call := range x.calls[scope] {
				if fn := unparen(extract.Field(call, "function")); fn != nil && extract.Type(fn) == "identifier" {
					x.byCallee[string(c.bytesOf(fn))] = append(x.byCallee[string(c.bytesOf(fn))], call)
				}
			}
		}
	}
	return x.byCallee[name]
}

// index returns the file's scope index, building it on first use.
func (c *fileCtx) index() *scopeIndex {
	if c.idx != nil {
		return c.idx
	}
	var fns, scopes, tries, excepts []*sitter.Node
	var assigns, calls []*sitter.Node
	for _, m := range c.run("facts") {
		n := m.site
		switch m.kind {
		case "function_definition":
			fns = append(fns, n)
			scopes = append(scopes, n)
		case "lambda":
			scopes = append(scopes, n)
		case "class_definition":
			if m.name == nil { // the plain pattern; the one with superclasses repeats classes
				scopes = append(scopes, n)
			}
		case "try_statement":
			tries = append(tries, n)
		case "except_clause", "except_group_clause":
			excepts = append(excepts, n)
		case "assignment", "named_expression":
			if m.key == nil && assignedValue(n) != nil {
				assigns = append(assigns, n)
			}
		case "call":
			if m.key == nil {
				calls = append(calls, n)
			}
		}
	}
	x := &scopeIndex{fns: newSpans(fns), scopes: newSpans(scopes), tries: newSpans(tries),
		excepts: newSpans(excepts),
		assigns: map[uint32]map[string][]*sitter.Node{}, returns: map[uint32][]*sitter.Node{},
		raises: map[uint32][]*sitter.Node{}, calls: map[uint32][]*sitter.Node{}}
	c.idx = x
	x.nested = map[uint32]map[string]*sitter.Node{}
	for _, f := range fns {
		if outer := c.enclosingDef(f); outer != nil {
			if x.nested[extract.StartByte(outer)] == nil {
				x.nested[extract.StartByte(outer)] = map[string]*sitter.Node{}
			}
			x.nested[extract.StartByte(outer)][string(c.bytesOf(extract.Field(f, "name")))] = f
		}
	}
	for _, a := range assigns {
		k := c.scopeKey(a)
		if x.assigns[k] == nil {
			x.assigns[k] = map[string][]*sitter.Node{}
		}
		name := c.text(assignedName(a))
		x.assigns[k][name] = append(x.assigns[k][name], a)
	}
	for _, m := range c.run("returns") {
		k := c.scopeKey(m.site)
		x.returns[k] = append(x.returns[k], m.site)
	}
	for _, m := range c.run("raises") {
		k := c.scopeKey(m.site)
		x.raises[k] = append(x.raises[k], m.site)
	}
	for _, call := range calls {
		k := c.scopeKey(call)
		x.calls[k] = append(x.calls[k], call)
	}
	for _, g := range []map[uint32][]*sitter.Node{x.returns, x.raises, x.calls} {
		for _, ns := range g {
			sortDocument(ns)
		}
	}
	for _, byName := range x.assigns {
		for _, ns := range byName {
			sortDocument(ns)
		}
	}
	return x
}

// scopeKey is the key of the innermost scope (function, lambda or class) that holds n: the
// function's start byte, a lambda's or class's (which no question asks about), or moduleScope.
func (c *fileCtx) scopeKey(n *sitter.Node) uint32 {
	x := c.idx
	i := x.scopes.innermost(n)
	if i < 0 {
		return moduleScope
	}
	return x.scopes.s[i].start
}

// keyOf is the grouping key of a scope node (nil or the root: the module).
func (c *fileCtx) keyOf(scope *sitter.Node) uint32 {
	if scope == nil || sameNode(scope, c.root) {
		return moduleScope
	}
	return extract.StartByte(scope)
}

// enclosingDef returns the nearest function_definition around n, or nil; once per node (the
// rules ask it of the same nodes again and again, and each answer reads n's range through cgo).
func (c *fileCtx) enclosingDef(n *sitter.Node) *sitter.Node {
	return memo(&c.enclosingDefs, n, func() *sitter.Node {
		x := c.index()
		i := x.fns.innermost(n)
		if i < 0 {
			return nil
		}
		return x.fns.s[i].n
	})
}

// fnBound returns the start of n's function, and whether n is in one: blocks that hold n count
// only when they start after it.
func (c *fileCtx) fnBound(n *sitter.Node) (uint32, bool) {
	if def := c.enclosingDef(n); def != nil {
		return extract.StartByte(def), true
	}
	return 0, false
}

// sortDocument sorts nodes in the order a walk of the tree meets them: by start, outer first.
func sortDocument(ns []*sitter.Node) {
	sort.SliceStable(ns, func(i, j int) bool {
		if a, b := extract.StartByte(ns[i]), extract.StartByte(ns[j]); a != b {
			return a < b
		}
		return extract.EndByte(ns[i]) > extract.EndByte(ns[j])
	})
}

// visibleDef returns the function called name that is visible at n: one defined in a function
// that encloses n (innermost first), else a module-level one. A parameter or variable of that
// name in a function on the way hides the module's (and the outer functions') def.
func (c *fileCtx) visibleDef(name string, n *sitter.Node) *sitter.Node {
	if scope, def := c.localBinding(name, n); scope != nil {
		return def
	}
	return c.defs[name]
}

// localBinding returns the innermost function around n whose own scope binds name (a def
// nested in it, a parameter, or a binder of its body: binders), and that nested def when the
// binding is one; nil, nil when only the module binds the name, or when a function on the way
// declares it global. By Python's scoping such a name hides the module's
// defs and imports of the same name: inside register(mcp), a tool
// `@mcp.tool() def upload(...)` whose body calls upload(...) calls the tool, not the upload
// the module imports.
func (c *fileCtx) localBinding(name string, n *sitter.Node) (scope, def *sitter.Node) {
	x := c.index()
	for d := c.enclosingDef(n); d != nil; d = c.enclosingDef(d) {
		b := c.binders(d)
		if _, imported := c.names[name]; b[name] == bindsGlobal && (imported || c.defs[name] != nil) {
			return nil, nil // `global name`: the module's import or def, whatever a function around binds
		}
		if f := x.nested[extract.StartByte(d)][name]; f != nil {
			return d, f
		}
		if b[name] == bindsLocal || len(c.assignments(d)[name]) > 0 {
			return d, nil
		}
		for _, p := range c.callParams(d) {
			if p.name == name {
				return d, nil
			}
		}
	}
	return nil, nil
}

// importedAt returns the dotted name that name refers to at n through the file's imports, and
// whether it does: not when a function around n binds the name itself (localBinding).
func (c *fileCtx) importedAt(name string, n *sitter.Node) (string, bool) {
	q, ok := c.names[name]
	if !ok {
		return "", false
	}
	if scope, _ := c.localBinding(name, n); scope != nil {
		return "", false
	}
	return q, true
}

// How a function's own body binds a name (binders).
const (
	bindsNone = iota
	bindsLocal
	bindsGlobal // declared global: the name is the module's, even where the function assigns it
)

// bindSite is a construct that binds a name in the scope that holds it, and where it starts.
type bindSite struct {
	n     *sitter.Node
	kind  string
	start uint32
}

// bindSitesOf returns the binding constructs whose innermost scope (function, class or lambda,
// as walkScope draws scopes) is the function starting at key, grouping the file's once from
// query matches: the binders query's, and the facts query's function and class definitions
// (their names). A comprehension's for_in_clause is not among them (its target stays in the
// comprehension); a walrus in a comprehension is.
func (c *fileCtx) bindSitesOf(key uint32) []bindSite {
	x := c.index()
	if x.bindSites == nil {
		x.bindSites = map[uint32][]bindSite{}
		add := func(m match) {
			start, end := extract.StartByte(m.site), extract.EndByte(m.site)
			if i := x.scopes.innermostAt(m.site, start, end); i >= 0 {
				k := x.scopes.s[i].start
				x.bindSites[k] = append(x.bindSites[k], bindSite{m.site, m.kind, start})
			}
		}
		for _, m := range c.run("facts") {
			if m.kind == "function_definition" || m.kind == "class_definition" && m.name == nil {
				add(m)
			}
		}
		for _, m := range c.run("binders") {
			add(m)
		}
	}
	return x.bindSites[key]
}

// binders returns how the body of def binds names in def's own scope: an assignment (with or
// without a value), an augmented assignment, a walrus, a for loop's target, a `with ... as`
// or `except ... as` target, a nested def or class, a del; `global name` makes the
// name the module's (bindsGlobal) and `nonlocal name` an outer function's (no entry). A
// comprehension's targets are its own scope's, not def's; nested functions, classes and
// lambdas are not entered. Read from the constructs grouped by scope (bindSitesOf), never by
// walking the body.
func (c *fileCtx) binders(def *sitter.Node) map[string]int {
	return memo(&c.index().binders, extract.StartByte(def), func() map[string]int {
		out := map[string]int{}
		bind := func(name string) {
			if name != "" && out[name] == bindsNone {
				out[name] = bindsLocal
			}
		}
		var declared []*sitter.Node
		body := extract.Field(def, "body")
		if body == nil {
			return out
		}
		lo := extract.StartByte(body) // not the parameters' defaults and annotations
		for _, s := range c.bindSitesOf(extract.StartByte(def)) {
			if s.start < lo {
				continue
			}
			switch n := s.n; s.kind {
			case "global_statement", "nonlocal_statement":
				declared = append(declared, n)
			case "function_definition", "class_definition":
				bind(c.text(extract.Field(n, "name")))
			case "delete_statement":
				eachNamedChild(n, func(e *sitter.Node) {
					if extract.Type(e) == "expression_list" {
						eachNamedChild(e, func(x *sitter.Node) {
							if extract.Type(x) == "identifier" {
								bind(c.text(x))
							}
						})
					} else if extract.Type(e) == "identifier" {
						bind(c.text(e))
					}
				})
			default: // bindingSymbols but for_in_clause
				for _, b := range c.boundNames(n) {
					bind(b)
				}
			}
		}
		c.applyDeclared(out, declared)
		return out
	})
}

// applyDeclared applies a function's global and nonlocal statements to its binders: `global
// name` makes the name the module's (bindsGlobal), `nonlocal name` an outer function's (no
// entry).
func (c *fileCtx) applyDeclared(out map[string]int, declared []*sitter.Node) {
	outer := map[string]bool{}
	for _, g := range declared {
		eachNamedChild(g, func(id *sitter.Node) {
			if extract.Type(id) != "identifier" {
				return
			}
			if extract.Type(g) == "global_statement" {
				out[string(c.bytesOf(id))] = bindsGlobal
			} else {
				outer[string(c.bytesOf(id))] = true
			}
		})
	}
	for name := range outer {
		if out[name] == bindsLocal {
			delete(out, name)
		}
	}
}

// sameNode is a.Equal(b) with the call into C (ts_node_eq) left for nodes of equal ranges:
// equal nodes have equal ranges, and the rules mostly ask of nodes that differ (a walk up to
// its function, a statement against the one it looks for). Neither may be nil, as for Equal.
func sameNode(a, b *sitter.Node) bool {
	if a == b && a != nil {
		return true
	}
	return extract.StartByte(a) == extract.StartByte(b) && extract.EndByte(a) == extract.EndByte(b) && a.Equal(b)
}
