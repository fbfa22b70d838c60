package python

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Methods a class inherits from its bases, called on what a function annotated to return the
// class gives back:
//
//	jira/__init__.py:        class JiraFetcher(ProjectsMixin, IssuesMixin): ...
//	jira/issues.py:          class IssuesMixin(JiraClient):
//	                             def create_issue(self, ...): ... raise ValueError(...)
//	servers/dependencies.py: async def get_jira_fetcher(ctx) -> JiraFetcher: ...
//	servers/jira.py:         jira = await get_jira_fetcher(ctx)
//	                         jira.create_issue(...)
//
// The calling file sees only a function of another module: it names the call
// "<module>.<function>().<method>" (returnedBy). The function's file says which class its
// annotation names (`-> JiraFetcher`, `-> "JiraFetcher"`, `Optional[...]`, `X | None`), by an
// alias from "<module>.<function>()." to the class's keys (returnAliases); a function without
// one, or annotated with a class the root does not define, names nothing. The class's file
// lists its bases, in order, by Base aliases from the class's keys to theirs (baseAliases):
// the link takes a method the class does not define from the first class of its method
// resolution order that does (a method it overrides stays its own).

// returnedBy returns "<module>.<function>()" (a name the function's file answers for, see
// returnAliases) for a call of a function of another module of the root, or of this module's
// (one whose returns build several classes, which localReturned leaves open), or "". Only the reach
// of the calls (reachTarget) asks: the calling file cannot tell whether the function returns an
// object of the root or a text, a dictionary or a library's object, whose methods
// (total.strip(), result.get("error"), resp.json()) are no function of the root's.
func (c *fileCtx) returnedBy(call *sitter.Node) string {
	fn := extract.Field(call, "function")
	if fn == nil {
		return ""
	}
	var q string
	switch extract.Type(fn) {
	case "identifier":
		q = c.names[string(c.bytesOf(fn))]
		if def := c.defs[string(c.bytesOf(fn))]; q == "" && def != nil && def == c.visibleDef(c.text(fn), fn) && !isModelName(c.text(fn)) {
			// A function of this module's whose returns build several classes (factorytable.go).
			if k := c.fnKey(def); k != "" {
				return strings.TrimSuffix(k, c.rootSuffix()) + "()"
			}
		}
	case "attribute":
		// deps.get_fetcher(ctx) with deps an imported module.
		obj := extract.Field(fn, "object")
		if extract.Type(obj) != "identifier" || isModelName(c.text(obj)) {
			return ""
		}
		if _, ok := c.names[string(c.bytesOf(obj))]; !ok {
			return ""
		}
		q = c.qualify(fn)
	}
	if q == "" || isModelName(lastName(q)) {
		return "" // a class's construction: builtBy's
	}
	k := c.importedKey(q)
	if k == "" {
		return ""
	}
	return strings.TrimSuffix(k, c.rootSuffix()) + "()"
}

// localReturned returns the class a call of a function of this file gives back (builtBy): the
// one its returns build, else its return annotation's; "" for none or several.
func (c *fileCtx) localReturned(call *sitter.Node) string {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "identifier" {
		return ""
	}
	if _, imported := c.names[string(c.bytesOf(fn))]; imported {
		return ""
	}
	if def := c.defs[string(c.bytesOf(fn))]; def != nil {
		if cls, ok := c.tableReturn(def); ok {
			return cls // factorytable.go
		}
		return c.annotatedReturn(def)
	}
	return ""
}

// reachTarget is callTarget for the calls the linker walks from the tools (edges), and also names
// a method called on what a function of another module returns: jira.create_issue(...) with
// jira = await get_jira_fetcher(ctx) is "<module>.get_jira_fetcher().create_issue", which the
// function's file and the class's resolve to the method, or to nothing; and one called on a
// parameter whose class the callers tell (paramMethod).
func (c *fileCtx) reachTarget(call *sitter.Node) string {
	if k := c.callTarget(call); k != "" {
		return k
	}
	if k := c.returnedMethod(extract.Field(call, "function")); k != "" {
		return k
	}
	if k := c.withMethod(extract.Field(call, "function")); k != "" { // withbound.go
		return k
	}
	if k := c.paramMethod(extract.Field(call, "function")); k != "" { // paramobjects.go
		return k
	}
	if k := c.paramCall(extract.Field(call, "function")); k != "" { // paramcalls.go
		return k
	}
	if k := c.storedMethodCall(extract.Field(call, "function")); k != "" { // protocolnames.go
		return k
	}
	return c.lifespanMethod(extract.Field(call, "function"), c.enclosingDef(call)) // lifespan.go
}

// valueTarget is callTarget for a call whose value a return hands on: also a method called on
// what a function of another module returns (returnedMethod: `return jenkins(ctx).graph(name)`
// with `def jenkins(ctx) -> Jenkins`), which names nothing unless that function's file
// answers for a class of the root.
func (c *fileCtx) valueTarget(call *sitter.Node) string {
	if k := c.fnValueTarget(extract.Field(call, "function"), call); k != "" {
		return k
	}
	return c.runnerTarget(call) // await asyncio.to_thread(git.status, d) (runnervalue.go)
}

// fnValueTarget is valueTarget for the function fn that a call at calls, or runs.
func (c *fileCtx) fnValueTarget(fn, at *sitter.Node) string {
	if k := c.refTarget(fn, at); k != "" {
		return k
	}
	if k := c.returnedMethod(fn); k != "" {
		return k
	}
	if k := c.withMethod(fn); k != "" { // withbound.go
		return k
	}
	if k := c.paramMethod(fn); k != "" { // paramobjects.go
		return k
	}
	// A method of the lifespan context's member: the one class the server's lifespan builds.
	return c.lifespanMethod(fn, c.enclosingDef(at)) // lifespan.go
}

// returnedMethod returns the key of obj.method when obj is what a function of another module of
// the root returns (returnedBy): the call itself, or a variable of the function bound to it.
func (c *fileCtx) returnedMethod(fn *sitter.Node) string { return c.returnedMethodAt(fn, 0) }

// returnedMethodAt is returnedMethod through depth calls of methods that return objects
// (a.b().c().d(), or x = x.next()).
func (c *fileCtx) returnedMethodAt(fn *sitter.Node, depth int) string {
	if fn == nil || depth > 3 || extract.Type(fn) != "attribute" {
		return ""
	}
	obj := unparen(extract.Field(fn, "object"))
	member := "" // client.apps.list_apps(), get_container().pool.recover(): the attribute's method (attrmembers.go)
	if obj != nil && extract.Type(obj) == "attribute" && depth == 0 {
		if o := unparen(extract.Field(obj, "object")); o != nil && (extract.Type(o) == "identifier" || extract.Type(o) == "call") {
			member, obj = c.text(extract.Field(obj, "attribute"))+".", o
		}
	}
	var bound *sitter.Node // the variable the object is read from, if any
	if obj != nil && extract.Type(obj) == "identifier" && string(c.bytesOf(obj)) != "self" {
		if _, imported := c.names[string(c.bytesOf(obj))]; imported {
			return ""
		}
		if v := unparen(c.valueOf(obj)); v != nil {
			bound, obj = obj, v
		}
	}
	if obj == nil || extract.Type(obj) != "call" {
		return ""
	}
	if cls := c.returnedBy(obj); cls != "" {
		return cls + "." + member + c.text(extract.Field(fn, "attribute")) + c.rootSuffix()
	}
	if r := c.methodReturned(obj, depth); r != "" && (bound == nil || !c.testsOutcome(bound)) {
		return r + "." + member + c.text(extract.Field(fn, "attribute")) + c.rootSuffix()
	}
	return ""
}

// methodReturned names what a call of a method of the root gives back, "<method key>()" (which
// the method's file ties to the class its annotation names, returnAliases), so that a method
// called on it resolves: db.execute(q).to_string() with def execute(self, q) -> ResultSet
// reaches ResultSet.to_string, which may say "Error: ..." of a failed result. "" for a call that
// is no method call of the root, or builds a class.
func (c *fileCtx) methodReturned(call *sitter.Node, depth int) string {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" || isModelName(c.text(extract.Field(fn, "attribute"))) {
		return ""
	}
	k := c.callTarget(call)
	if k == "" {
		k = c.returnedMethodAt(fn, depth+1) // db_client.execute(q) with db_client = get_db_client()
	}
	k, ok := strings.CutSuffix(k, c.rootSuffix())
	if !ok || k == "" || strings.HasSuffix(k, "()") {
		return ""
	}
	return k + "()"
}

// testsOutcome reports whether the function of a variable tests, in an if, the success or
// failure flag of the object the variable holds (if not result.success: ...): a method called on
// it after the test may render a success only, so it is not followed.
func (c *fileCtx) testsOutcome(v *sitter.Node) bool {
	def := c.enclosingDef(v)
	if def == nil {
		return false
	}
	name, found := c.text(v), false
	walkScope(def, func(n *sitter.Node) {
		if found || (extract.Type(n) != "if_statement" && extract.Type(n) != "elif_clause") {
			return
		}
		flag := func(a *sitter.Node) {
			found = found || c.flagOf(a, name, successFlag) || c.flagOf(a, name, failureFlag)
		}
		cond := extract.Field(n, "condition")
		flag(unparen(cond))
		walkScope(cond, flag)
	})
	return found
}

// annotatedReturn returns "<module>.<Class>" when a function's return annotation names a class
// of the root, else "".
func (c *fileCtx) annotatedReturn(def *sitter.Node) string {
	rt := extract.Field(def, "return_type")
	if rt == nil {
		return ""
	}
	return c.annotationClass(rt, 0)
}

// annotationClass returns the class of the root that a type annotation names: the class itself,
// a string of its name, or either under Optional[...] or `| None`; "" for anything else (a
// union of classes, a generic container, a library's class).
func (c *fileCtx) annotationClass(t *sitter.Node, depth int) string {
	if t == nil || depth > 4 {
		return ""
	}
	switch extract.Type(t) {
	case "type":
		if extract.NamedChildCount(t) != 1 {
			return ""
		}
		return c.annotationClass(extract.NamedChild(t, 0), depth+1)
	case "identifier", "attribute":
		return c.unlessProtocol(c.classNamed(t))
	case "string":
		s, ok := c.plainString(t)
		if !ok {
			return ""
		}
		return c.unlessProtocol(c.classNamedText(s))
	case "subscript", "generic_type":
		// Optional[X]; typing.Optional[X]
		if head, inner := c.genericLast(t); head == "Optional" {
			return c.annotationClass(inner, depth+1)
		}
		return ""
	case "binary_operator", "union_type":
		// X | None
		l, r := extract.NamedChild(t, 0), extract.NamedChild(t, int(extract.NamedChildCount(t))-1)
		if extract.NamedChildCount(t) != 2 {
			return ""
		}
		switch {
		case c.isNone(r):
			return c.annotationClass(l, depth+1)
		case c.isNone(l):
			return c.annotationClass(r, depth+1)
		}
	}
	return ""
}

// isNone reports whether an annotation is None.
func (c *fileCtx) isNone(t *sitter.Node) bool {
	for t != nil && extract.Type(t) == "type" && extract.NamedChildCount(t) == 1 {
		t = extract.NamedChild(t, 0)
	}
	return t != nil && (extract.Type(t) == "none" || string(c.bytesOf(t)) == "None")
}

// classNamedText is classNamed for a class named in a string annotation: "JiraFetcher",
// "Optional[JiraFetcher]", "JiraFetcher | None", "jira.JiraFetcher".
func (c *fileCtx) classNamedText(s string) string {
	s = strings.TrimSpace(s)
	if inner, ok := strings.CutPrefix(s, "Optional["); ok {
		s = strings.TrimSuffix(inner, "]")
	}
	var named []string
	for _, p := range strings.Split(s, "|") {
		if p = strings.TrimSpace(p); p != "None" {
			named = append(named, p)
		}
	}
	if len(named) != 1 {
		return ""
	}
	name := named[0]
	for _, r := range name {
		if r != '.' && r != '_' && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return ""
		}
	}
	head, rest, dotted := strings.Cut(name, ".")
	q := c.names[head]
	if q != "" && dotted {
		q += "." + rest
	}
	return c.classNamedParts(name, !dotted, q)
}

// returnAliases returns, for each function of this file whose return annotation names a class
// of the root, the alias from the keys of what its call gives back to the class's keys, and
// one to each class its returns build (returnedClasses).
func (c *fileCtx) returnAliases() []extract.Alias {
	var out []extract.Alias
	suffix := c.rootSuffix()
	for _, fn := range c.functions() {
		if !strings.HasSuffix(fn.key, suffix) {
			continue
		}
		from := strings.TrimSuffix(fn.key, suffix) + "()."
		cls := c.annotatedReturn(fn.def)
		if cls != "" {
			out = append(out, extract.Alias{From: from, To: cls + ".", Prefix: true})
		}
		// The classes its returns build, whatever the annotation says (factorytable.go).
		for _, b := range c.returnedClasses(fn.def) {
			if b != cls {
				out = append(out, extract.Alias{From: from, To: b + ".", Prefix: true})
			}
		}
	}
	return out
}

// baseAliases returns, for each class of this file at its top level, a Base alias from its keys
// to those of each base that is a class of the root, in the order the class lists them.
func (c *fileCtx) baseAliases() []extract.Alias {
	var out []extract.Alias
	for _, def := range c.classDefs {
		from := c.modID + "." + c.text(extract.Field(def, "name")) + "."
		for _, cls := range c.rootBases(def) {
			if cls+"." != from {
				out = append(out, extract.Alias{From: from, To: cls + ".", Prefix: true, Base: true})
			}
		}
	}
	return out
}

// rootBases returns the classes of the root ("<module>.<Class>") that a class definition lists
// as its bases, in the order it lists them: Base[T] as the generic class Base, keyword arguments
// (metaclass=...) and splats (*bases) aside.
func (c *fileCtx) rootBases(def *sitter.Node) []string {
	supers := extract.Field(def, "superclasses")
	if supers == nil {
		return nil
	}
	var out []string
	for _, b := range namedChildren(supers) {
		if extract.Type(b) == "subscript" {
			b = extract.Field(b, "value")
		}
		if b == nil || (extract.Type(b) != "identifier" && extract.Type(b) != "attribute") {
			continue
		}
		if cls := c.classNamed(b); cls != "" {
			out = append(out, cls)
		}
	}
	return out
}
