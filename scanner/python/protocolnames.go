package python

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Names annotated with a typing.Protocol, which the root's concrete classes match by shape only:
//
//	tools.py:  class SearchClient(Protocol):
//	               def search(self, request: Request) -> dict: ...
//	           class SearchTools:
//	               def __init__(self, client: SearchClient): self.client = client
//	               def search(self, q): return self._run(q, self.client.search)
//	               def _run(self, q, client_method: Callable[[Any], dict]): return client_method(q)
//	server.py: client = NaverClient(config)
//	           tools = SearchTools(client)
//
// A Protocol's method whose body only declares it (a docstring, `...`, pass) is no function of
// the root (protocolStub): a call that names it names nothing, and the names the root binds to
// the annotated value decide. A parameter annotated with a Protocol of this file is a parameter
// whose class its callers tell (saysNoClass, paramobjects.go), and so is self.attr that __init__
// sets from it; a Protocol class of another module the file cannot tell, so a method called on
// such a value gets the key of what the value is bound to as a second key (protocolAltKey),
// which the call takes when the annotation's names nothing: the parameter of the function, or
// of __init__ for self.attr, or the call of the function of the file (get_service()) whose
// returns the file names (returnCallAliases). What calls of the root pass or what returns give
// back names the method of each such class; nothing known names nothing, as before.

// isProtocolClass reports whether a class definition lists typing.Protocol (or
// typing_extensions.Protocol, Protocol[T]) among its bases.
func (c *fileCtx) isProtocolClass(def *sitter.Node) bool {
	supers := extract.Field(def, "superclasses")
	if supers == nil {
		return false
	}
	for _, b := range namedChildren(supers) {
		if extract.Type(b) == "subscript" {
			b = extract.Field(b, "value")
		}
		if b == nil || (extract.Type(b) != "identifier" && extract.Type(b) != "attribute") {
			continue
		}
		switch c.qualify(b) {
		case "typing.Protocol", "typing_extensions.Protocol", "t.Protocol":
			return true
		}
	}
	return false
}

// localProtocol reports whether a class key ("<module>.<Class>") is a Protocol class of this
// file.
func (c *fileCtx) localProtocol(cls string) bool {
	name, ok := strings.CutPrefix(cls, c.modID+".")
	if !ok || strings.Contains(name, ".") {
		return false
	}
	return memo(&c.localProtocols, name, func() bool {
		for _, def := range c.classDefs {
			if string(c.bytesOf(extract.Field(def, "name"))) == name && c.isProtocolClass(def) {
				return true
			}
		}
		return false
	})
}

// protocolStub reports whether a function is a method of a Protocol class whose body only
// declares it: docstrings, `...` and pass.
func (c *fileCtx) protocolStub(def *sitter.Node) bool {
	clsBody := classBodyOf(def)
	if clsBody == nil || !c.isProtocolClass(extract.Parent(clsBody)) {
		return false
	}
	body := extract.Field(def, "body")
	if body == nil {
		return false
	}
	for _, st := range namedChildren(body) {
		switch extract.Type(st) {
		case "pass_statement", "comment":
			continue
		case "expression_statement":
			if e := extract.NamedChild(st, 0); extract.NamedChildCount(st) == 1 && e != nil && (extract.Type(e) == "ellipsis" || extract.Type(e) == "string") {
				continue
			}
		}
		return false
	}
	return true
}

// annotationClassAny is annotationClass that also names a Protocol class of this file.
func (c *fileCtx) annotationClassAny(t *sitter.Node) string {
	c.allowProtocols++
	defer func() { c.allowProtocols-- }()
	return c.annotationClass(t, 0)
}

// protocolAltKey returns the second key of obj.method (see the top of this file) when obj's
// class is one the annotation of a parameter, of self.attr or of a function's return names
// (the class may be a Protocol of another module), or "".
func (c *fileCtx) protocolAltKey(obj *sitter.Node, method string) string {
	obj = unparen(obj)
	if obj == nil {
		return ""
	}
	switch extract.Type(obj) {
	case "call":
		fn := extract.Field(obj, "function")
		if fn == nil || extract.Type(fn) != "identifier" || c.localReturnsBuilt(obj) {
			return ""
		}
		if k := c.returnedBy(obj); k != "" && c.returnCallTargets(c.defs[string(c.bytesOf(fn))]) != nil {
			return k + "." + method + c.rootSuffix()
		}
	case "attribute":
		if o := extract.Field(obj, "object"); extract.Type(o) != "identifier" || string(c.bytesOf(o)) != "self" {
			return ""
		}
		attr := c.text(extract.Field(obj, "attribute"))
		p, ok := c.initParamAttrAny(attr, obj)
		if !ok {
			return c.fieldPrefix(attr, obj, method)
		}
		return c.notedPrefix(p) + "." + method + c.rootSuffix()
	case "identifier":
		if _, imported := c.names[string(c.bytesOf(obj))]; imported {
			return ""
		}
		c.allowAnnotated++
		p, ok := c.paramOwner(c.text(obj), obj)
		c.allowAnnotated--
		if !ok {
			return ""
		}
		return c.notedPrefix(p) + "." + method + c.rootSuffix()
	}
	return ""
}

// localReturnsBuilt reports whether a call of a function of this file gives back classes its
// returns build (returnedClasses), which name the call's methods already.
func (c *fileCtx) localReturnsBuilt(call *sitter.Node) bool {
	fn := extract.Field(call, "function")
	def := c.defs[string(c.bytesOf(fn))]
	return def != nil && len(c.returnedClasses(def)) > 0
}

// initParamAttrAny is initParamAttr for a parameter of __init__ annotated with a class.
func (c *fileCtx) initParamAttrAny(attr string, at *sitter.Node) (anyParam, bool) {
	c.allowAnnotated++
	defer func() { c.allowAnnotated-- }()
	return c.initParamAttr(attr, at)
}

// returnCallTargets returns what each return of a function of this file gives back when every
// one is a call of a function of the root that returnedBy names ("<module>.<function>()"), nil
// otherwise: get_service() that returns create_service(), itself annotated with a Protocol and
// returning Service(...).
func (c *fileCtx) returnCallTargets(def *sitter.Node) []string {
	if def == nil {
		return nil
	}
	var out []string
	for _, r := range c.returnValues(def) {
		r = unparen(r) // strips await too
		if r == nil || extract.Type(r) != "call" {
			return nil
		}
		k := c.returnedBy(r)
		if k == "" || k == strings.TrimSuffix(c.fnKey(def), c.rootSuffix())+"()" {
			return nil
		}
		out = append(out, k)
	}
	return out
}

// returnCallAliases returns, for each function of this file whose every return is a call that
// returnCallTargets names, the alias from the keys of what its call gives back to those of what
// each returned call gives back.
func (c *fileCtx) returnCallAliases() []extract.Alias {
	var out []extract.Alias
	suffix := c.rootSuffix()
	for _, fn := range c.functions() {
		if !strings.HasSuffix(fn.key, suffix) || extract.Field(fn.def, "return_type") == nil {
			continue
		}
		for _, k := range c.returnCallTargets(fn.def) {
			out = append(out, extract.Alias{From: strings.TrimSuffix(fn.key, suffix) + "().", To: k + ".", Prefix: true})
		}
	}
	return out
}

// unlessProtocol returns cls unless it is a Protocol class of this file and annotationClassAny
// did not ask: a value annotated with one is what the root binds to it.
func (c *fileCtx) unlessProtocol(cls string) string {
	if cls != "" && c.allowProtocols == 0 && c.localProtocol(cls) {
		return ""
	}
	return cls
}

// isCallableType reports whether an annotation's text (spaces and quotes removed) is Callable,
// bare or subscripted: a function the callers pass.
func isCallableType(t string) bool {
	head, _, _ := strings.Cut(t, "[")
	switch head {
	case "Callable", "typing.Callable", "t.Callable", "collections.abc.Callable", "abc.Callable":
		return true
	}
	return false
}

// passedBoundMethod returns the keys, without the root's suffix, of the method that an argument
// obj.method names as a value (self._run(q, self.client.search)): what a call of it would name,
// with its second keys, so that a call of the parameter reaches it.
func (c *fileCtx) passedBoundMethod(v, call *sitter.Node) []string {
	v = unparen(v)
	if v == nil || extract.Type(v) != "attribute" || isModelName(c.text(extract.Field(v, "attribute"))) {
		return nil
	}
	if o := unparen(extract.Field(v, "object")); o == nil || extract.Type(o) == "identifier" && string(c.bytesOf(o)) != "self" && c.isImportedName(c.text(o)) {
		return nil // a module's function: refTarget's, as passedFunction leaves it
	}
	k := c.refTarget(v, call)
	if k == "" {
		k = c.paramMethod(v)
	}
	if k == "" {
		k = c.returnedMethod(v)
	}
	if k == "" {
		return nil
	}
	var out []string
	for _, kk := range c.keysOf(k) {
		if b, ok := strings.CutSuffix(kk, c.rootSuffix()); ok && b != "" {
			out = append(out, b)
		}
	}
	return out
}

// isImportedName reports whether a name is bound by an import of the file.
func (c *fileCtx) isImportedName(name string) bool {
	_, ok := c.names[name]
	return ok
}

// fieldPrefix returns the key of self.attr.method when attr is a field of a dataclass of this
// file that writes its __init__ (dataclassinit.go): "<module>.<Class>.__init__(<attr>).<method>",
// the parameter of the generated __init__ that calls of the class pass, by keyword or by the
// field's position (noted for paramAliases); "" otherwise.
func (c *fileCtx) fieldPrefix(attr string, at *sitter.Node, method string) string {
	cls := c.methodClass(at)
	if cls == "" || !c.topClasses[cls] || c.defs[cls+".__init__"] != nil {
		return ""
	}
	for _, def := range c.classDefs {
		if string(c.bytesOf(extract.Field(def, "name"))) != cls || !c.generatesInit(def) || len(c.rootBases(def)) > 0 {
			continue
		}
		index := 0
		for _, st := range namedChildren(extract.Field(def, "body")) {
			a := extract.NamedChild(st, 0)
			if extract.Type(st) != "expression_statement" || a == nil || extract.Type(a) != "assignment" || extract.Field(a, "type") == nil {
				continue
			}
			if strings.Contains(c.text(extract.Field(a, "type")), "ClassVar") {
				continue
			}
			if string(c.bytesOf(extract.Field(a, "left"))) == attr {
				prefix := c.modID + "." + cls + ".__init__(" + attr + ")"
				if c.paramIndexes == nil {
					c.paramIndexes = map[string]int{}
				}
				c.paramIndexes[prefix] = index
				return prefix + "." + method + c.rootSuffix()
			}
			index++
		}
	}
	return ""
}

// paramCallValue returns the prefix of the keys of what a call of a parameter gives back
// ("<module>.<function>(<param>).__call__()." for gateway = gateway_factory(settings)), noting
// the parameter's default when it names a function of the file (a call that leaves the
// argument out calls it); "" for another value.
func (c *fileCtx) paramCallValue(v *sitter.Node) string {
	if v == nil || extract.Type(v) != "call" {
		return ""
	}
	fn := unparen(extract.Field(v, "function"))
	k, ok := strings.CutSuffix(c.paramCall(fn), c.rootSuffix())
	if !ok || k == "" {
		return ""
	}
	p, _ := c.paramOwner(c.text(fn), fn)
	for _, q := range namedChildren(extract.Field(p.def, "parameters")) {
		if extract.Type(q) != "typed_default_parameter" && extract.Type(q) != "default_parameter" {
			continue
		}
		if id := paramName(q); id == nil || string(c.bytesOf(id)) != p.name {
			continue
		}
		if d := c.defaultFunction(extract.Field(q, "value"), q); d != "" {
			if c.paramDefaults == nil {
				c.paramDefaults = map[string]string{}
			}
			from := k // keyword-only: what calls that name it give
			if p.index >= 0 {
				// By position, beside what calls that pass a function give (argAliases).
				fnk, _, _ := strings.Cut(k, "(")
				from = fmt.Sprintf("%s%s%d)%s", fnk, extract.PosMark, p.index, callMember)
			}
			c.paramDefaults[from] = d
		}
	}
	return k + "()."
}

// callableAlias reports whether an annotation's text names a module-level alias of this file
// for a Callable type (GatewayFactory = Callable[[Settings], Gateway]).
func (c *fileCtx) callableAlias(t string) bool {
	as := c.assignments(c.root)[t]
	if len(as) != 1 || !isIdentifierText(t) {
		return false
	}
	r := assignedValue(as[0])
	return r != nil && isCallableType(strings.Join(strings.Fields(c.text(r)), ""))
}

// isIdentifierText reports whether s is a plain name.
func isIdentifierText(s string) bool {
	for i, r := range s {
		if r != '_' && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || i > 0 && '0' <= r && r <= '9') {
			return false
		}
	}
	return s != ""
}

// paramDefaultAliases returns the alias from the key of a call of a parameter to the function
// of the file that the parameter's default names (paramCallValue), as argAliases gives one for
// a function a call passes.
func (c *fileCtx) paramDefaultAliases() []extract.Alias {
	var out []extract.Alias
	for _, from := range slices.Sorted(maps.Keys(c.paramDefaults)) {
		out = append(out, extract.Alias{From: from, To: c.paramDefaults[from], Prefix: true})
	}
	return out
}

// storedMethodCall returns the key of a method of the class that a call of self.attr calls when
// __init__ stores that bound method in the attribute, as its only assignment of it
// (self._transport = transport or self._default_transport: the default the parameter stands
// for, as variableClass reads `x or Default()`), else "".
func (c *fileCtx) storedMethodCall(fn *sitter.Node) string {
	fn = unparen(fn)
	if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "object"))) != "self" {
		return ""
	}
	v := unparen(c.initAttrValue(c.text(extract.Field(fn, "attribute")), fn))
	if v != nil && extract.Type(v) == "boolean_operator" && string(c.bytesOf(extract.Field(v, "operator"))) == "or" {
		v = unparen(extract.Field(v, "right"))
	}
	if v == nil || extract.Type(v) != "attribute" || string(c.bytesOf(extract.Field(v, "object"))) != "self" {
		return ""
	}
	if def := c.methodOf(fn, c.text(extract.Field(v, "attribute"))); def != nil {
		return c.fnKey(def)
	}
	return ""
}

// defaultFunction is passedFunction for a parameter's default, which may also name a function
// that the file imports from another module of the root (gauge_factory=create_gauge).
func (c *fileCtx) defaultFunction(v, at *sitter.Node) string {
	if fn := c.passedFunction(v, at); fn != "" {
		return fn
	}
	v = unparen(v)
	if v == nil || extract.Type(v) != "identifier" || isModelName(c.text(v)) {
		return ""
	}
	q, ok := c.importedAt(c.text(v), at)
	if !ok {
		return ""
	}
	k, _ := strings.CutSuffix(c.importedKey(q), c.rootSuffix())
	return k
}
