package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"path"
	"path/filepath"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// Cross-file keys. A function of the scanned root is named "<module>.<qualname>@<project>":
// <module> is the module's directory and name, "<dir>/<name>" (the last two components of its
// module path: "src/pkg/inbox.py" -> "pkg/inbox", "src/pkg/errors/__init__.py" ->
// "pkg/errors", a file at the root -> "inbox"), <qualname> is "function", "Class.method" or
// "outer.inner", and <project> is the package root of the file's manifest (the workspace root for
// a member of a uv workspace, whose members import one another: Project.KeyRoot). The directory keeps
// the utils.py of one server of a monorepo apart from another's, in the facts and in which
// files the linker extracts for a wanted module. Calls are keyed the same way from what the
// call names:
//
//	format_error(e)              from .utils import format_error     -> "pkg/utils.format_error@<p>"
//	utils.format_error(e)        from pkg import utils               -> "pkg/utils.format_error@<p>"
//	Inbox().latest()             from .inbox import Inbox            -> "pkg/inbox.Inbox.latest@<p>"
//	client.get(x)                client = Client(...) in the function -> "<Client's module>.Client.get@<p>"
//	self.client.get(x)           self.client = Client(...) in a method of the class
//	self._fetch()                a method of the enclosing class      -> "<this module>.<Class>._fetch@<p>"
//
// A relative import is resolved against the importing file's directory; an absolute one names
// its package; a one-component absolute import (from utils import x, a flat layout) is taken to
// be a module beside the importing file. The "@" keeps these keys apart from the helper keys of
// errorresult's use counts (extract.Call without From), which stay as they were.

// ModuleOf returns the module a Python file defines, as keys name it.
func (lang) ModuleOf(p string) string {
	if !strings.HasSuffix(p, ".py") {
		return ""
	}
	return moduleID(p)
}

// ModuleOfKey returns the module of the function a cross-file key names.
func (lang) ModuleOfKey(key string) string {
	m, _, ok := strings.Cut(key, ".")
	if !ok {
		return ""
	}
	return m
}

// moduleID is "<dir>/<name>" for a file's module ("pkg/errors" for pkg/errors.py and for
// pkg/errors/__init__.py), or "<name>" at the root.
func moduleID(p string) string {
	dir, base := path.Split(p)
	dir = strings.TrimSuffix(dir, "/")
	name := strings.TrimSuffix(base, ".py")
	if name == "__init__" {
		if dir == "" {
			return ""
		}
		dir, name = path.Split(dir)
		dir = strings.TrimSuffix(dir, "/")
	}
	return joinModule(path.Base(dir), name)
}

// joinModule joins a module's directory (the last component; "." or "" at the root) and name.
func joinModule(dir, name string) string {
	if dir == "" || dir == "." || dir == "/" {
		return name
	}
	return dir + "/" + name
}

// importedModule returns the module id of the module that parts[:n] of a dotted name reached
// through the imports names: relative ones ("..core.x") resolved against this file's directory.
func (c *fileCtx) importedModule(q string, parts []string, n int) string {
	dots := len(q) - len(strings.TrimLeft(q, "."))
	if dots > 0 {
		dir := path.Dir(c.f.Path)
		for i := 1; i < dots; i++ {
			dir = path.Dir(dir)
		}
		comps := append(strings.Split(dir, "/"), parts[:n]...)
		var clean []string
		for _, x := range comps {
			if x != "" && x != "." {
				clean = append(clean, x)
			}
		}
		if len(clean) == 0 {
			return ""
		}
		if len(clean) == 1 {
			return clean[0]
		}
		return joinModule(clean[len(clean)-2], clean[len(clean)-1])
	}
	if n >= 2 {
		return joinModule(parts[n-2], parts[n-1])
	}
	// from utils import x: a module beside this file, or (a sys.path set to a directory above)
	// in one of the directories above it; the linker takes the first that a file defines.
	dir := path.Dir(c.f.Path)
	primary := joinModule(path.Base(dir), parts[0])
	if _, ok := c.altModules[primary]; !ok {
		var alts []string
		for i := 0; i < 3 && dir != "." && dir != "/" && dir != ""; i++ {
			dir = path.Dir(dir)
			alts = append(alts, joinModule(path.Base(dir), parts[0]))
		}
		if c.altModules == nil {
			c.altModules = map[string][]string{}
		}
		c.altModules[primary] = alts
	}
	return primary
}

// keysOf returns the keys a call's target key may stand for: itself, for a module imported by
// a one-component name the same function in that module's other possible directories, and the
// keys noted in altKeys.
func (c *fileCtx) keysOf(k string) []string {
	out := []string{k}
	if mod, rest, ok := strings.Cut(k, "."); ok {
		for _, a := range c.altModules[mod] {
			out = append(out, a+"."+rest)
		}
	}
	return append(out, c.altKeys[k]...) // objects.go, unwrapped.go
}

// xkey is the cross-file key of qualname in module mod of this file's project.
func (c *fileCtx) xkey(mod, qual string) string {
	root := ""
	if c.f.Project != nil {
		root = c.f.Project.KeyRoot()
	}
	return mod + "." + qual + "@" + root
}

// fnKey returns the cross-file key of a function of this file: a module-level function, a
// method, or a tool (a tool nested in register_tools(mcp) is named after both), or "".
func (c *fileCtx) fnKey(def *sitter.Node) string {
	if def == nil {
		return ""
	}
	return memo(&c.fnKeys, extract.StartByte(def), func() string { return c.fnKeyOf(def) })
}

func (c *fileCtx) fnKeyOf(def *sitter.Node) string {
	if q := c.qualPath(def, 0); q != "" {
		return c.xkey(c.modID, q)
	}
	return ""
}

// qualPath returns the qualified name of a function: "function", "Class.method", or for a
// function nested in one of those "outer.inner" (a tool in register_tools(mcp), the wrapper a
// decorator returns).
func (c *fileCtx) qualPath(def *sitter.Node, depth int) string {
	if q := c.qualName(def); q != "" {
		return q
	}
	outer := c.enclosingDef(def)
	if outer == nil || depth > maxDepth {
		return ""
	}
	if oq := c.qualPath(outer, depth+1); oq != "" {
		return oq + "." + c.text(extract.Field(def, "name"))
	}
	return ""
}

// qualName returns "function" or "Class.method" for a function c.defs holds, or "".
func (c *fileCtx) qualName(def *sitter.Node) string {
	name := c.text(extract.Field(def, "name"))
	if cls := c.enclosingClassName(def); cls != "" {
		if c.defs[cls+"."+name] == def {
			return cls + "." + name
		}
		return ""
	}
	if c.defs[name] == def {
		return name
	}
	return ""
}

// callTarget returns the cross-file key of the function a call reaches, or "" when the file
// does not say (a builtin, a library, an object of unknown class).
func (c *fileCtx) callTarget(call *sitter.Node) string {
	return c.refTarget(extract.Field(call, "function"), call)
}

// refTarget returns the key of the function an expression names where it is used (at): the
// callee of a call, or a function handed on as a value (executor.submit(run_query, q)).
func (c *fileCtx) refTarget(fn, at *sitter.Node) string {
	if fn == nil {
		return ""
	}
	switch extract.Type(fn) {
	case "identifier":
		name := c.text(fn)
		if q, ok := c.importedAt(name, at); ok {
			return c.importedKey(q)
		}
		if def := c.visibleDef(name, at); def != nil {
			if def == c.enclosingDef(at) {
				// A call of the function itself passes on nothing its other returns and raises
				// do not: and where a tool's own name is the decorator's result (a FastMCP 2
				// FunctionTool), the call fails before it runs.
				return ""
			}
			return c.fnKey(def)
		}
		if _, ok := c.classes[name]; ok || c.isLocalClass(name) {
			return c.xkey(c.modID, name+".__init__") // a class of the file, with bases or without
		}
	case "attribute":
		if k, ok := c.unwrappedTarget(fn, at); ok {
			return k // update_client.func(x): the function @tool decorated
		}
		obj, method := extract.Field(fn, "object"), c.text(extract.Field(fn, "attribute"))
		if k := c.superTarget(obj, method, at); k != "" {
			return k // super().__init__(store): the base's (inheritedinit.go)
		}
		if o := c.text(obj); o == "self" || o == "cls" {
			if def := c.methodOf(at, method); def != nil {
				return c.fnKey(def)
			}
			if k := c.inheritedTarget(at, method); k != "" {
				return k // inherited.go
			}
		}
		if extract.Type(obj) == "identifier" {
			if _, imported := c.names[string(c.bytesOf(obj))]; imported {
				// utils.format_error(e), pkg.client.get(x): a module's function, or an
				// imported object's method (objects.go).
				if q := c.qualify(fn); q != "" {
					k := c.importedKey(q)
					c.noteObjectKey(k, q)
					c.noteUnwrapped(k, fn)
					return k
				}
				return ""
			}
		}
		if extract.Type(obj) == "identifier" && c.isLocalClass(c.text(obj)) && c.visibleDef(c.text(obj), at) == nil {
			// Builder.from_params(x): a staticmethod or classmethod of a class of the file.
			if def := c.defs[c.text(obj)+"."+method]; def != nil {
				return c.fnKey(def)
			}
		}
		if cls := c.classOf(obj, at); cls != "" {
			k := cls + "." + method + c.rootSuffix()
			c.addAltKey(k, c.protocolAltKey(obj, method)) // protocolnames.go
			return k
		}
		if k := c.elementMethod(obj, method, at); k != "" {
			return k // tools[name].call_tool(...): every override's (elements.go)
		}
		if pre := c.memberChain(obj, at, 0); pre != "" {
			// client.apps.list_apps(), ctx.client.docs.get(), or client.docs.get() after
			// client = ctx.client: a method of what the object's class stores in the
			// attribute, and so on down (attrmembers.go).
			return pre + "." + method + c.rootSuffix()
		}
		if q := c.qualify(fn); q != "" {
			return c.importedKey(q)
		}
	}
	return ""
}

// maxMemberChain bounds the attributes read down from an object of known class (memberChain).
const maxMemberChain = 3

// memberChain returns the prefix of the keys of the methods of an attribute chain whose root is
// an object of a class the file tells, not self: "<Ctx's key>.client" for ctx.client with ctx a
// Ctx, and for a variable bound to it (client = ctx.client), "<Ctx's key>.client.docs" for
// client.docs. The classes' files alias each step to the class the attribute holds
// (attrMemberAliases). "" for anything else.
func (c *fileCtx) memberChain(obj, at *sitter.Node, depth int) string {
	obj = unparen(obj)
	if obj == nil || depth > maxMemberChain {
		return ""
	}
	switch extract.Type(obj) {
	case "attribute":
		o := unparen(extract.Field(obj, "object"))
		if o == nil {
			return ""
		}
		if string(c.bytesOf(o)) == "self" {
			// self.editor.service.delete() in a class that inherits the __init__ storing editor
			// (inheritedinit.go); self's own attributes are classOf's.
			return c.inheritedInitAttr(c.text(extract.Field(obj, "attribute")), at)
		}
		pre := c.classOf(o, at)
		if pre == "" {
			pre = c.memberChain(o, at, depth+1)
		}
		if pre == "" {
			return ""
		}
		return pre + "." + c.text(extract.Field(obj, "attribute"))
	case "identifier":
		if _, imported := c.names[string(c.bytesOf(obj))]; imported {
			return ""
		}
		v := unparen(c.valueOf(obj))
		if v == nil {
			v = unparen(c.closureValue(obj))
		}
		if v != nil && extract.Type(v) == "attribute" {
			return c.memberChain(v, at, depth+1)
		}
	}
	return ""
}

// methodOf returns the method called name of the class whose method holds at, or nil.
func (c *fileCtx) methodOf(at *sitter.Node, name string) *sitter.Node {
	if cls := c.methodClass(at); cls != "" {
		return c.defs[cls+"."+name]
	}
	return nil
}

// methodClass returns the name of the class whose method holds at (through nested functions:
// a closure in a method sees its self), or "".
func (c *fileCtx) methodClass(at *sitter.Node) string {
	for def := c.enclosingDef(at); def != nil; def = c.enclosingDef(def) {
		if cls := c.enclosingClassName(def); cls != "" {
			return cls
		}
	}
	return ""
}

func (c *fileCtx) rootSuffix() string {
	if c.f.Project != nil {
		return "@" + c.f.Project.KeyRoot()
	}
	return "@"
}

// importedKey turns a dotted name reached through the imports ("pkg.utils.format_error",
// ".inbox.Inbox", "pkg.client.Client.get") into a key; names of the SDKs and one-component
// names (a library module's function, json.dumps) are not the root's.
func (c *fileCtx) importedKey(q string) string {
	parts := c.projectParts(q)
	if parts == nil {
		return ""
	}
	n := len(parts)
	// pkg.client.Client(...): the class's constructor.
	if isModelName(parts[n-1]) {
		return c.xkey(c.importedModule(q, parts, n-1), parts[n-1]+".__init__")
	}
	// pkg.client.Client.get: a class's method.
	if n >= 3 && isModelName(parts[n-2]) {
		return c.xkey(c.importedModule(q, parts, n-2), parts[n-2]+"."+parts[n-1])
	}
	return c.xkey(c.importedModule(q, parts, n-1), parts[n-1])
}

// projectParts splits a dotted name reached through the imports into its components when it
// names something of a module of the root: nil for names of the SDKs and one-component names.
func (c *fileCtx) projectParts(q string) []string {
	switch rootPackage(q) {
	case "mcp", "fastmcp", "mcp_types":
		return nil
	}
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '.' })
	if !c.isMemberName(q, parts) {
		return nil
	}
	return parts
}

// isMemberName reports whether a dotted name reached through the imports, split into parts,
// names a member of a module of the root: a module and a name (pkg.utils.fmt, .utils.fmt), or
// a relative name of one component, which `from . import fmt` gives: the package's own, which
// its __init__.py defines or re-exports from a submodule (reexport.go).
func (c *fileCtx) isMemberName(q string, parts []string) bool {
	if len(parts) < 2 && (len(parts) == 0 || !strings.HasPrefix(q, ".")) {
		return false
	}
	return c.isProjectModule(q, parts)
}

// classOf returns "<module>.<Class>" for the object of a method call when the file says which
// class it is: Inbox() itself or a factory's call (builtBy), a variable assigned Inbox(...) or
// annotated Inbox, or self.attr assigned Inbox(...) in a method of the enclosing class.
func (c *fileCtx) classOf(obj, at *sitter.Node) string {
	obj = unparen(obj)
	if obj == nil {
		return ""
	}
	switch extract.Type(obj) {
	case "call":
		return c.builtBy(obj)
	case "identifier":
		name := c.text(obj)
		if name == "self" || name == "cls" {
			return ""
		}
		// A variable keeps its class through its function (re-assignments to another class
		// are rare); the answer is computed once per function and name.
		var scope uint32 = moduleScope
		if def := c.enclosingDef(obj); def != nil {
			scope = extract.StartByte(def)
		}
		return memo(&c.objClasses, mayKey{def: scope, root: name}, func() string { return c.variableClass(obj, name, at) })
	case "attribute":
		o := extract.Field(obj, "object")
		if extract.Type(o) != "identifier" || string(c.bytesOf(o)) != "self" {
			return ""
		}
		attr := c.text(extract.Field(obj, "attribute"))
		if cls := c.selfAttrClass(attr, at); cls != "" {
			return cls
		}
		return c.getterClass(attr, at) // annotatedlocals.go
	}
	return ""
}

// variableClass is classOf for a variable: the class of what it is assigned (here or in an
// enclosing function; of the default in `h = handlers or Handlers()`), of what a factory of the
// file returns, or of its annotation.
func (c *fileCtx) variableClass(obj *sitter.Node, name string, at *sitter.Node) string {
	v := unparen(c.valueOf(obj))
	if v == nil {
		v = c.closureValue(obj)
	}
	if v != nil && extract.Type(v) == "boolean_operator" && string(c.bytesOf(extract.Field(v, "operator"))) == "or" {
		v = unparen(extract.Field(v, "right")) // handlers or PfHandlers(): the default the parameter stands for
	}
	if v != nil && extract.Type(v) == "call" {
		if cls := c.builtBy(v); cls != "" {
			return cls
		}
		// blender = get_connection() where def get_connection() -> BlenderConnection, or
		// whose returns construct one (directly or through a variable).
		if def := c.localDef(v); def != nil {
			if cls := c.returnedClass(def); cls != "" {
				return cls
			}
		}
		return c.declaredClass(name, obj) // annotatedlocals.go
	}
	if v == nil {
		if cls := c.unpackedClass(obj, name); cls != "" {
			return cls // _, switcher = get_tools() (unpackedclass.go)
		}
	}
	if (v == nil || extract.Type(v) == "none") && c.readsGlobal(obj, name) {
		if cls := c.globalClass(name); cls != "" {
			return cls // globalclass.go
		}
	}
	if cls := c.declaredClass(name, obj); cls != "" {
		return cls // annotatedlocals.go
	}
	return c.annotatedClass(name, at)
}

// returnedClass returns the class of the objects a function of this file returns: the one
// class its returns build (returnedClasses; "" for several), else its return annotation's,
// else the class a return constructs.
func (c *fileCtx) returnedClass(def *sitter.Node) string {
	if cls, ok := c.tableReturn(def); ok {
		return cls // factorytable.go
	}
	if cls := c.annotatedReturn(def); cls != "" {
		return cls
	}
	for _, r := range c.returnValues(def) {
		r = unparen(r)
		if extract.Type(r) == "identifier" {
			r = unparen(c.valueOf(r))
		}
		if r != nil && extract.Type(r) == "call" {
			if cls := c.classNamed(extract.Field(r, "function")); cls != "" {
				return cls
			}
		}
	}
	return ""
}

// closureValue returns the value a function that encloses id's function assigns to id before
// id's function is defined: time_server = TimeServer() in serve(), used by the call_tool
// handler that serve() defines.
func (c *fileCtx) closureValue(id *sitter.Node) *sitter.Node {
	inner := c.enclosingDef(id)
	if inner == nil {
		return nil
	}
	for outer := c.enclosingDef(inner); outer != nil; inner, outer = outer, c.enclosingDef(outer) {
		var best *sitter.Node
		for _, a := range c.assignments(outer)[string(c.bytesOf(id))] {
			if extract.StartByte(a) < extract.StartByte(inner) {
				best = assignedValue(a)
			}
		}
		if best != nil {
			return unparen(best)
		}
	}
	return nil
}

// isProjectModule reports whether a dotted name reached through the imports may be the
// project's own: a relative import, a package that is a directory above this file (src/pkg/...,
// import pkg.x), or a top-level module or package that is not the standard library's or a
// common dependency's (from tools.domains.clients import x, with tools/ beside this file).
// Library calls (json.dumps, os.path.join, httpx.get) make no edges; a library's key names no
// function of the root.
func (c *fileCtx) isProjectModule(q string, parts []string) bool {
	if strings.HasPrefix(q, ".") {
		return true
	}
	top := parts[0]
	for _, seg := range strings.Split(path.Dir(c.f.Path), "/") {
		if seg == top {
			return true
		}
	}
	return !libraryModules[top]
}

// libraryModules are top-level modules of the standard library and of common dependencies that
// a project's own module is rarely named after.
var libraryModules = map[string]bool{
	"os": true, "sys": true, "json": true, "re": true, "time": true, "datetime": true, "logging": true,
	"asyncio": true, "typing": true, "pathlib": true, "subprocess": true, "collections": true,
	"functools": true, "itertools": true, "math": true, "random": true, "uuid": true, "base64": true,
	"hashlib": true, "shutil": true, "tempfile": true, "urllib": true, "http": true, "socket": true,
	"threading": true, "inspect": true, "traceback": true, "copy": true, "io": true, "csv": true,
	"textwrap": true, "string": true, "enum": true, "dataclasses": true, "contextlib": true,
	"glob": true, "fnmatch": true, "platform": true, "signal": true, "struct": true, "zipfile": true,
	"tarfile": true, "gzip": true, "pickle": true, "sqlite3": true, "xml": true, "html": true,
	"httpx": true, "requests": true, "aiohttp": true, "pydantic": true, "boto3": true, "botocore": true,
	"yaml": true, "dotenv": true, "anyio": true, "starlette": true, "uvicorn": true, "click": true,
	"typer": true, "rich": true, "numpy": true, "pandas": true, "loguru": true, "openai": true,
	"anthropic": true, "redis": true, "sqlalchemy": true, "jwt": true, "websockets": true,
}

// classNamed returns "<module>.<Class>" for a class expression: a class of this file or one
// imported from the root.
func (c *fileCtx) classNamed(n *sitter.Node) string {
	if n == nil {
		return ""
	}
	return c.classNamedParts(c.text(n), extract.Type(n) == "identifier", c.qualify(n))
}

// classNamedParts is classNamed for the text of a class expression, whether it is a plain name,
// and its dotted name through the imports (qualify).
func (c *fileCtx) classNamedParts(text string, plain bool, q string) string {
	name := lastName(text)
	if !isModelName(name) {
		return ""
	}
	if plain {
		if _, ok := c.classes[name]; ok {
			return c.modID + "." + name
		}
		if _, ok := c.defs[name+".__init__"]; ok || c.isLocalClass(name) {
			return c.modID + "." + name
		}
	}
	switch rootPackage(q) {
	case "", "mcp", "fastmcp", "mcp_types":
		if !strings.HasPrefix(q, ".") {
			return ""
		}
	}
	parts := strings.FieldsFunc(q, func(r rune) bool { return r == '.' })
	if !c.isMemberName(q, parts) {
		return ""
	}
	return c.importedModule(q, parts, len(parts)-1) + "." + parts[len(parts)-1]
}

// annotatedClass returns the class of a parameter annotated with one (client: Client) in the
// function around at, or in a function around that one whose parameter the inner function
// captures: a factory `def build(manager: Manager)` whose tools, defined inside it, call
// manager.find(...). A parameter or assignment of an inner function of the same name hides the
// outer one.
func (c *fileCtx) annotatedClass(name string, at *sitter.Node) string {
	for def := c.enclosingDef(at); def != nil; def = c.enclosingDef(def) {
		if cls, ok := c.paramClass(def, name); ok {
			return cls
		}
		if len(c.assignments(def)[name]) > 0 {
			return "" // a variable of this function
		}
	}
	return ""
}

// paramClass returns the class a parameter name of def is annotated with, and whether def has a
// parameter of that name at all.
func (c *fileCtx) paramClass(def *sitter.Node, name string) (string, bool) {
	// client: Client, client: "Client" (an import for type checking only), Optional[Client]
	t, ok := c.paramType(def, name)
	return c.annotationClass(t, 0), ok
}

// selfAttrClass returns the class of self.attr when a method of the enclosing class assigns it
// a constructed object (self.client = Client(...)).
func (c *fileCtx) selfAttrClass(attr string, at *sitter.Node) string {
	cls := c.methodClass(at)
	if cls == "" {
		return ""
	}
	return c.attrsOf(cls)[attr]
}

// attrsOf is classAttrs, computed once per class.
func (c *fileCtx) attrsOf(cls string) map[string]string {
	return memo(&c.selfAttrs, cls, func() map[string]string { return c.classAttrs(cls) })
}

// initMethods are the methods that set up an object's attributes.
var initMethods = []string{"__init__", "__post_init__", "__aenter__", "__enter__", "setup", "connect", "initialize", "start"}

// classAttrs maps each self.<attr> that a set-up method of class cls assigns a constructed object
// (self.client = Client(...)) to that object's class, or a parameter of the method annotated with
// a class of the root, which the method does not rebind (def __init__(self, auth: AuthManager):
// self.auth = auth), to that class, or an assignment that annotates the attribute with a class
// of the root, possibly Optional (self.handler: Handler | None = None, the object built later in
// another method), to that class; the first assignment in source order winning. An attribute
// they leave without a class takes the one lazyAttrs finds: every assignment to it in the class
// None or an object of that class.
func (c *fileCtx) classAttrs(cls string) map[string]string {
	var methods []*sitter.Node
	for _, m := range initMethods {
		if d := c.defs[cls+"."+m]; d != nil {
			methods = append(methods, d)
		}
	}
	sortDocument(methods)
	attrs := c.annotatedAttrs(cls)
	for _, d := range methods {
		walkStatements(d, func(n *sitter.Node) {
			if extract.Type(n) != "assignment" {
				return
			}
			left, right := extract.Field(n, "left"), unparen(extract.Field(n, "right"))
			if left == nil || right == nil || extract.Type(left) != "attribute" {
				return
			}
			attr := c.text(extract.Field(left, "attribute"))
			if o := extract.Field(left, "object"); string(c.bytesOf(o)) != "self" || attrs[attr] != "" {
				return
			}
			attrs[attr] = c.attrValueClass(d, right)
			if attrs[attr] == "" {
				// self.handler: Handler | None = None: the class the annotation names
				attrs[attr] = c.annotationClass(extract.Field(n, "type"), 0)
			}
		})
	}
	for attr, k := range c.lazyAttrs(cls) {
		if attrs[attr] == "" {
			// self.handlers = None in __init__, Handlers(...) built later where it is used
			attrs[attr] = k
		}
	}
	return attrs
}

// annotatedAttrs maps each attribute that the body of class cls declares with an annotation
// naming a class of the root (a dataclass's or pydantic model's field, `client: Client`) to
// that class.
func (c *fileCtx) annotatedAttrs(cls string) map[string]string {
	attrs := map[string]string{}
	for attr, t := range c.classBodyTypes(cls) {
		if k := c.annotationClass(t, 0); k != "" {
			attrs[attr] = k
		}
	}
	return attrs
}

// classBodyTypes maps each attribute that the body of class cls declares with an annotation
// (`client: Client`, `tools: Dict[str, Tool] = {}`) to the annotation, the first one winning.
func (c *fileCtx) classBodyTypes(cls string) map[string]*sitter.Node {
	out := map[string]*sitter.Node{}
	for _, def := range c.classDefs {
		if string(c.bytesOf(extract.Field(def, "name"))) != cls {
			continue
		}
		eachNamedChild(extract.Field(def, "body"), func(st *sitter.Node) {
			if extract.Type(st) != "expression_statement" {
				return
			}
			a := extract.NamedChild(st, 0)
			if a == nil || extract.Type(a) != "assignment" || extract.Field(a, "type") == nil {
				return
			}
			left := extract.Field(a, "left")
			if left == nil || extract.Type(left) != "identifier" {
				return
			}
			if _, ok := out[string(c.bytesOf(left))]; !ok {
				out[string(c.bytesOf(left))] = extract.Field(a, "type")
			}
		})
	}
	return out
}

// attrValueClass returns the class of the root a set-up method d stores in an attribute: a
// construction (`X(...)`), a parameter annotated with the class, or either side of an `or` that
// defaults one to the other (`rate_limiter or RateLimiter()`), when the sides that name a class
// name the same one; "" otherwise.
func (c *fileCtx) attrValueClass(d, v *sitter.Node) string {
	switch v = unparen(v); extract.Type(v) {
	case "call":
		return c.builtBy(v)
	case "identifier":
		return c.annotatedParamClass(d, c.text(v))
	case "boolean_operator":
		if string(c.bytesOf(extract.Field(v, "operator"))) != "or" {
			return ""
		}
		return c.eitherClass(d, extract.Field(v, "left"), extract.Field(v, "right"))
	case "conditional_expression":
		// editor if editor is not None else Editor(): the class of either branch
		return c.eitherClass(d, extract.NamedChild(v, 0), extract.NamedChild(v, 2))
	}
	return ""
}

// eitherClass is attrValueClass of a value that is one of two: the class both or either one
// names, or "" when they name two.
func (c *fileCtx) eitherClass(d, a, b *sitter.Node) string {
	l, r := c.attrValueClass(d, a), c.attrValueClass(d, b)
	switch {
	case l == "":
		return r
	case r == "" || r == l:
		return l
	}
	return "" // two classes: which one the attribute holds is the caller's business
}

// annotatedParamClass returns the class of the root that a parameter name of def is annotated
// with, when def does not rebind it, or "".
func (c *fileCtx) annotatedParamClass(def *sitter.Node, name string) string {
	if k, _ := c.paramClass(def, name); k != "" && len(c.assignments(def)[name]) == 0 {
		return k
	}
	return ""
}

// ShadowedBy returns, for a module file X.py, the path of X/__init__.py beside it: a package
// wins the import over a module of the same name in the same directory, so import X, from . import X
// and from .X import n never reach X.py once the package is there (the scanner takes X.py out of
// the link then; both have one module id).
func (lang) ShadowedBy(p string) string {
	dir, base := filepath.Split(p)
	name, ok := strings.CutSuffix(base, ".py")
	if !ok || name == "" || name == "__init__" {
		return ""
	}
	return filepath.Join(dir, name, "__init__.py")
}
