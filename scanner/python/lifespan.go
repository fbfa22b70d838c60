package python

import (
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The members of a server's lifespan context. A FastMCP lifespan yields the object that tools
// read as ctx.request_context.lifespan_context, often a dataclass whose members are typed with a
// Protocol or an ABC and filled with the root's implementation:
//
//	mcp_server.py:   async def app_lifespan(server):
//	                     yield AppContext(cluster_provider=StaticClusterProvider(settings))
//	                 mcp = FastMCP("couchbase", lifespan=app_lifespan)
//	utils/context.py: def get_cluster_provider(ctx):
//	                     return ctx.request_context.lifespan_context.cluster_provider
//	                 def get_cluster_connection(ctx):
//	                     return get_cluster_provider(ctx).get_cluster(ctx)
//
// A method called on a member of the lifespan context has the key "<lifespan>.<member>.<method>"
// (lifespanMethod), and the file whose lifespan builds the member gives the prefix alias from
// "<lifespan>.<member>." to the keys of the class it builds there (lifespanAliases), which its
// import aliases to the defining module: the call reaches the one implementation the server
// runs, not every class of the Protocol.

// lifespanModule is the module part of the keys of the lifespan context's members.
const lifespanModule = "<lifespan>"

// lifespanMethod returns the key of a method called on a member of the lifespan context (fn is
// the call's function: ctx.request_context.lifespan_context.provider.get, or provider.get with
// provider a variable of the function bound once to such a member or to the value of a function
// of the file that returns one), or "".
func (c *fileCtx) lifespanMethod(fn, def *sitter.Node) string {
	if fn == nil || extract.Type(fn) != "attribute" || def == nil || !c.hasLifespanContext() {
		return ""
	}
	member := c.lifespanMember(extract.Field(fn, "object"), def, 0)
	if member == "" {
		return ""
	}
	return c.xkey(lifespanModule, member+"."+c.text(extract.Field(fn, "attribute")))
}

// hasLifespanContext reports whether the source spells "lifespan_context", read once.
func (c *fileCtx) hasLifespanContext() bool {
	return c.hasBytes(&c.lifespanCtxBytes, "lifespan_context")
}

// lifespanMember returns the member of the lifespan context a value is, or "".
func (c *fileCtx) lifespanMember(v, def *sitter.Node, depth int) string {
	v = unparen(v)
	if v == nil || depth > 2 {
		return ""
	}
	switch extract.Type(v) {
	case "attribute":
		if o := extract.Field(v, "object"); o != nil && c.isLifespanContext(o, def) {
			return c.text(extract.Field(v, "attribute"))
		}
	case "identifier":
		a := c.soleAssignment(def, c.text(v))
		if a == nil {
			return ""
		}
		return c.lifespanMember(extract.Field(a, "right"), def, depth+1)
	case "subscript":
		// ctx.lifespan_context["client"]: a dict yielded as the context.
		if o := extract.Field(v, "value"); o != nil && lastName(c.text(o)) == "lifespan_context" {
			if k, ok := c.plainString(unparen(extract.Field(v, "subscript"))); ok {
				return k
			}
		}
	case "await":
		if extract.NamedChildCount(v) == 1 {
			return c.lifespanMember(extract.NamedChild(v, 0), def, depth)
		}
	case "call":
		if callee := c.localDef(v); callee != nil {
			return c.returnedMember(callee, depth+1)
		}
		// ctx.lifespan_context["get_client"](): what a function of the context returns.
		if m := c.lifespanMember(extract.Field(v, "function"), def, depth+1); m != "" && !strings.HasSuffix(m, "()") {
			return m + "()"
		}
	}
	return ""
}

// isLifespanContext reports whether a value is the lifespan context: ctx.request_context.
// lifespan_context, or a variable of def bound once to it (app_ctx = ctx.request_context.
// lifespan_context; client = app_ctx.client).
func (c *fileCtx) isLifespanContext(v, def *sitter.Node) bool {
	v = unparen(v)
	if lastName(c.text(v)) == "lifespan_context" {
		return true
	}
	if v == nil || extract.Type(v) != "identifier" {
		return false
	}
	a := c.soleAssignment(def, c.text(v))
	if a == nil {
		return false
	}
	r := unparen(extract.Field(a, "right"))
	return r != nil && extract.Type(r) == "attribute" && lastName(c.text(r)) == "lifespan_context"
}

// returnedMember returns the member of the lifespan context that every return of a function
// hands back, or "".
func (c *fileCtx) returnedMember(def *sitter.Node, depth int) string {
	member := ""
	for _, r := range c.returnValues(def) {
		m := c.lifespanMember(r, def, depth+1)
		if m == "" || member != "" && m != member {
			return ""
		}
		member = m
	}
	return member
}

// lifespanAliases returns the file's aliases of lifespan members: from what a function of the
// file returns to the member when every return of it hands one back (`return
// ctx.request_context.lifespan_context.cluster_provider`: returnedMethod names a method called
// on its value), and lifespanBuilt's.
func (c *fileCtx) lifespanAliases() []extract.Alias {
	if !c.hasBytes(&c.lifespanBytes, "lifespan") {
		return nil
	}
	var out []extract.Alias
	if c.hasLifespanContext() {
		suffix := c.rootSuffix()
		for _, fn := range c.functions() {
			if !strings.HasSuffix(fn.key, suffix) || len(c.returnValues(fn.def)) == 0 {
				continue
			}
			if m := c.returnedMember(fn.def, 0); m != "" {
				out = append(out, extract.Alias{From: strings.TrimSuffix(fn.key, suffix) + "().", To: lifespanModule + "." + m + ".", Prefix: true})
			}
		}
	}
	return append(out, c.lifespanBuilt()...)
}

// lifespanBuilt returns, for each lifespan function the file hands to a server (lifespan=fn),
// the prefix alias from each member of the context it yields that it builds as an instance of
// a class of the root to that class's keys in this module.
func (c *fileCtx) lifespanBuilt() []extract.Alias {
	members, names := c.lifespanClasses()
	var out []extract.Alias
	for _, m := range names {
		out = append(out, extract.Alias{From: lifespanModule + "." + m + ".", To: c.modID + "." + members[m] + ".", Prefix: true})
	}
	return out
}

// lifespanClasses returns, by member, the class of the root that the lifespan functions the
// file hands to a server build each member of their context as (lifespanMembers), and the
// members sorted.
func (c *fileCtx) lifespanClasses() (map[string]string, []string) {
	if !c.hasBytes(&c.yieldBytes, "yield") || !c.hasBytes(&c.lifespanBytes, "lifespan") {
		return nil, nil
	}
	members := map[string]string{} // member -> class
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if extract.Type(n) == "keyword_argument" && string(c.bytesOf(extract.Field(n, "name"))) == "lifespan" {
			if v := extract.Field(n, "value"); v != nil && extract.Type(v) == "identifier" {
				if def := c.visibleDef(c.text(v), n); def != nil {
					c.lifespanMembers(def, members)
				}
			}
		}
		eachNamedChild(n, walk)
	}
	walk(c.root)
	return members, slices.Sorted(maps.Keys(members))
}

// lifespanMembers adds to members what the context a lifespan function yields builds of the
// root's classes: the keyword arguments of the call that builds it (yielded, or bound once to
// the variable yielded) that are calls of such a class, or variables of the lifespan bound once
// to one. A member two yields build otherwise is dropped ("" marks it).
func (c *fileCtx) lifespanMembers(def *sitter.Node, members map[string]string) {
	body := extract.Field(def, "body")
	if body == nil {
		return
	}
	walkScope(body, func(n *sitter.Node) {
		if extract.Type(n) != "yield" || extract.NamedChildCount(n) == 0 {
			return
		}
		v := unparen(extract.NamedChild(n, 0))
		if v != nil && extract.Type(v) == "identifier" {
			if as := c.soleAssignment(def, c.text(v)); as != nil {
				v = unparen(extract.Field(as, "right"))
			}
		}
		if v != nil && extract.Type(v) == "dictionary" {
			c.lifespanDictMembers(def, v, members)
			return
		}
		if v == nil || extract.Type(v) != "call" {
			return
		}
		kw, _ := c.arguments(v)
		for m, a := range kw {
			// osm_client = OSMClient(); await osm_client.connect(); yield AppContext(osm_client=osm_client)
			if a = unparen(a); a != nil && extract.Type(a) == "identifier" {
				if as := c.soleAssignment(def, c.text(a)); as != nil {
					a = extract.Field(as, "right")
				}
			}
			addMember(members, m, c.rootClassBuilt(a))
		}
	})
	for m, cls := range members {
		if cls == "" {
			delete(members, m)
		}
	}
}

// lifespanDictMembers adds to members what a dict that a lifespan function yields as its
// context builds of the root's classes: a member whose value is such an instance (or a
// variable of the lifespan bound once to one), and, for a member whose value is a function the
// lifespan defines, which tools call to get the instance lazily
// (`yield {"get_connections": get_connections}`, with `connections = Manager(storage)` in it),
// the member "<name>()" when every return of the function hands back a variable it binds once
// to an instance of one class.
func (c *fileCtx) lifespanDictMembers(def, d *sitter.Node, members map[string]string) {
	for _, p := range namedChildren(d) {
		if extract.Type(p) != "pair" {
			continue
		}
		k, ok := c.plainString(unparen(extract.Field(p, "key")))
		a := unparen(extract.Field(p, "value"))
		if !ok || k == "" || a == nil {
			continue
		}
		if extract.Type(a) == "identifier" {
			if fn := c.innerDef(def, c.text(a)); fn != nil {
				addMember(members, k+"()", c.returnedInstance(fn))
				continue
			}
			if as := c.soleAssignment(def, c.text(a)); as != nil {
				a = extract.Field(as, "right")
			}
		}
		addMember(members, k, c.rootClassBuilt(a))
	}
}

// addMember records that a yield builds member m of the lifespan context as an instance of
// cls; a member built as no class of the root ("") where another yield builds it, or as two
// classes, is marked "" (lifespanMembers drops it).
func addMember(members map[string]string, m, cls string) {
	if old, ok := members[m]; cls == "" || ok && old != cls {
		if ok {
			members[m] = ""
		}
		return
	}
	members[m] = cls
}

// innerDef returns the function named name that def defines in its own body, or nil.
func (c *fileCtx) innerDef(def *sitter.Node, name string) *sitter.Node {
	var out *sitter.Node
	if body := extract.Field(def, "body"); body != nil {
		walkScope(body, func(n *sitter.Node) {
			if out == nil && extract.Type(n) == "function_definition" && string(c.bytesOf(extract.Field(n, "name"))) == name {
				out = n
			}
		})
	}
	return out
}

// returnedInstance returns the class of the root that every return of fn hands back an
// instance of, through a variable fn binds once to it (or directly), or "".
func (c *fileCtx) returnedInstance(fn *sitter.Node) string {
	cls := ""
	for _, r := range c.returnValues(fn) {
		r = unparen(r)
		if r != nil && extract.Type(r) == "identifier" {
			as := c.soleAssignment(fn, c.text(r))
			if as == nil {
				return ""
			}
			r = extract.Field(as, "right")
		}
		got := c.rootClassBuilt(r)
		if got == "" || cls != "" && got != cls {
			return ""
		}
		cls = got
	}
	return cls
}

// rootClassBuilt returns the name of the class of the root a value builds (a call of a class
// the file defines at its top level or imports from the root), or "".
func (c *fileCtx) rootClassBuilt(v *sitter.Node) string {
	v = unparen(v)
	if v == nil || extract.Type(v) != "call" {
		return ""
	}
	fn := extract.Field(v, "function")
	if fn == nil || extract.Type(fn) != "identifier" {
		return ""
	}
	cls := c.text(fn)
	if !isModelName(cls) {
		return ""
	}
	if c.topClasses[cls] {
		return cls
	}
	if c.importsRootClass(cls) {
		return cls
	}
	return ""
}

// A member the lifespan always builds is never None while a tool runs, so a raise under a test
// for its being None is dead code (the lifespan must populate it before tools run):
//
//	context.py:    def get_cluster_connection(ctx):
//	                   provider = get_cluster_provider(ctx)
//	                   if provider is None:
//	                       raise RuntimeError("Cluster provider not initialized")
//	mcp_server.py: yield AppContext(cluster_provider=StaticClusterProvider(settings))
//
// The file of the lifespan summarises lifespanSetKey(member) with the fact Holds
// (lifespanSummaries), and the raise's finding is pending on it, Unless Holds (lifespanPending).
// As with the aliases above, a root is taken to run one lifespan: a second server whose
// lifespan leaves the member None, or a tool that sets it to None, is not seen.

// lifespanSetKey is the root-wide key of the guarantee that the lifespan builds a member of its
// context as an instance of a class (never None). It holds no dot or "#", so no module is
// wanted for it.
func lifespanSetKey(member string) string { return "$lifespan:" + member }

// lifespanSummaries are the summaries (fact Holds) of the members of the lifespan context that
// the file's lifespan functions build as instances of the root's classes.
func (c *fileCtx) lifespanSummaries() []extract.Summary {
	_, names := c.lifespanClasses()
	var out []extract.Summary
	for _, m := range names {
		out = append(out, extract.Summary{Key: lifespanSetKey(m), Name: "lifespan context member " + m, Facts: extract.Holds})
	}
	return out
}

// lifespanPending adds to a raise's pending finding the members of the lifespan context whose
// being None the raise needs: it sits in the body of an `if m is None` (or == None, or an elif
// of one), or in the else of an `if m is not None`, where m is a member of the lifespan context
// (lifespanMember) or a name of the function bound once to one before the test. The finding
// stands unless the root's lifespan always builds one of them.
func (c *fileCtx) lifespanPending(stmt *sitter.Node, p **extract.Pending) {
	if !c.hasLifespanContext() {
		return
	}
	def := c.enclosingDef(stmt)
	if def == nil {
		return
	}
	var members []string
	child := stmt
	for q := extract.Parent(stmt); q != nil && !sameNode(q, def); q = extract.Parent(q) {
		switch extract.Type(q) {
		case "if_statement", "elif_clause":
			cond := unparen(extract.Field(q, "condition"))
			if cond == nil || extract.Type(cond) != "comparison_operator" {
				break
			}
			v, op, ok := c.noneComparison(cond)
			if !ok {
				break
			}
			isNone := op == "is" || op == "=="
			body := extract.Field(q, "consequence")
			inBody := body != nil && sameNode(child, body)
			inElse := extract.Type(q) == "if_statement" && extract.Type(child) == "else_clause"
			if isNone && inBody || !isNone && inElse {
				if m := c.lifespanNoneMember(v, def); m != "" {
					members = append(members, m)
				}
			}
		}
		child = q
	}
	if len(members) == 0 {
		return
	}
	if *p == nil {
		*p = &extract.Pending{}
	}
	for _, m := range members {
		(*p).AnyOf = append((*p).AnyOf, []string{lifespanSetKey(m)})
	}
	(*p).Unless |= extract.Holds
}

// lifespanNoneMember returns the member of the lifespan context a tested value is: the member
// itself, a call of a function of the file that returns it, or a local name bound once to one
// of those before the test (boundOnce: no parameter, no global); or "".
func (c *fileCtx) lifespanNoneMember(v, def *sitter.Node) string {
	v = unparen(v)
	if v == nil {
		return ""
	}
	if extract.Type(v) == "identifier" {
		val := c.boundOnce(v)
		if val == nil || len(c.assignmentsOf(def, c.text(v))) != 1 {
			return ""
		}
		v = val
		if extract.Type(unparen(v)) == "identifier" {
			return "" // an alias of an alias: lifespanMember would read its bindings without the checks above
		}
	}
	return c.lifespanMember(v, def, 0)
}
