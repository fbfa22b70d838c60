package typescript

import (
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Helper keys. A helper is a named function whose every return builds an isError result. Its
// key is "<path without extension>#<name>" (src/utils/errors#errorResult), the name being the
// function, variable or method name. Calls resolve to the same form:
//
//   - a name imported from a relative module ("./utils/errors.js") becomes
//     "<resolved path without extension>#<exported name>", and also ".../index#<name>" for a
//     directory import;
//   - a name declared in the same file, or this.name(...), becomes "<this file>#<name>";
//   - any other name (path aliases such as "@/lib/errors", globals) falls back to the bare name,
//     which every helper also registers under.
//
// extract.Link then counts, per helper, the calls that reach it.

// helperKey returns the key of the helper a site is built in, or "" when the site's function
// is not a helper (a tool callback, an anonymous function, a function that also returns success).
func (f *file) helperKey(s *site) string {
	fn := s.where.fn
	if fn == nil || f.sdkReg(fn) != nil || f.fastmcpToolObject(fn) != nil {
		return "" // a fastmcp tool's hook (beforeValidate) answers for the tool, as execute does
	}
	name := f.functionName(fn)
	if name == "" {
		return ""
	}
	if s.flagParam >= 0 {
		return f.modPath + "#" + name + flagSuffix(s.flagParam)
	}
	if s.conditional {
		return ""
	}
	if s.flag.Type() == "assignment_expression" && !f.unconditional(s.flag, fn) {
		return "" // `result.isError = true` under a condition: the function also returns success
	}
	built := false
	for _, r := range returnedValues(fn) {
		if isNullish(r, f.Src) {
			continue // `return null`: a maybe-helper whose callers test its result
		}
		if !f.buildsError(r, s) {
			return ""
		}
		built = true
	}
	if !built {
		return ""
	}
	return f.modPath + "#" + name
}

// isNullish reports whether a returned value is null or undefined (a bare `return;` included).
func isNullish(r *sitter.Node, src []byte) bool {
	if r.Type() == "return_statement" {
		return true
	}
	return isUndefined(r, src)
}

// unconditional reports whether n's statement sits directly in fn's body.
func (f *file) unconditional(n, fn *sitter.Node) bool {
	body := functionBody(fn)
	for p := f.parent(n); p != nil; p = f.parent(p) {
		if same(p, body) {
			return true
		}
		switch p.Type() {
		case "expression_statement", "parenthesized_expression", "sequence_expression":
			continue
		}
		return false
	}
	return false
}

// buildsError reports whether a returned expression is the site's error result: its object
// literal, the variable the flag was set on, or another error result (returnsError).
func (f *file) buildsError(r *sitter.Node, s *site) bool {
	r = unwrap(r)
	if r == nil {
		return false
	}
	if s.obj != nil && same(r, s.obj) {
		return true
	}
	if r.Type() == "identifier" && s.flag.Type() == "assignment_expression" {
		if l := s.flag.ChildByFieldName("left"); l != nil && text(l.ChildByFieldName("object"), f.Src) == r.Content(f.Src) {
			return true
		}
	}
	return f.returnsError(r, 0)
}

// returnsError reports whether an expression evaluates to an isError result within the file: an
// object literal (or a local constant bound to one) with isError true, or a call, direct or
// through a local constant, of a same-file function whose every non-null return does.
func (f *file) returnsError(r *sitter.Node, depth int) bool {
	r = unwrap(r)
	if r == nil || depth > 3 {
		return false
	}
	if r.Type() == "identifier" {
		if v := unwrap(f.valueOf(r)); v != nil && v.Type() == "call_expression" {
			r = v
		}
	}
	if r.Type() == "call_expression" {
		fn := f.calledFunction(r.ChildByFieldName("function"))
		if fn == nil {
			return false
		}
		if i := f.flagParamOf(fn); i >= 0 {
			return isTrue(argument(r.ChildByFieldName("arguments"), i), f.Src) // a flag helper passed true
		}
		return f.allReturnsErrorDepth(fn, depth+1)
	}
	obj := f.objectOf(r, 0)
	if obj == nil {
		return false
	}
	v, ok := f.members(obj, 0).values["isError"]
	if !ok {
		return false
	}
	if v.Type() == "shorthand_property_identifier" {
		return f.isConstTrue(v)
	}
	return isTrue(v, f.Src)
}

// allReturnsError reports whether a function returns an isError result on every path that
// returns a value, and on at least one.
func (f *file) allReturnsError(fn *sitter.Node) bool { return f.allReturnsErrorDepth(fn, 0) }

func (f *file) allReturnsErrorDepth(fn *sitter.Node, depth int) bool {
	built := false
	for _, r := range returnedValues(fn) {
		if isNullish(r, f.Src) {
			continue
		}
		if !f.returnsError(r, depth) {
			return false
		}
		built = true
	}
	return built
}

// helpers returns the Helper records of a file's helper sites.
func helperRecords(ps *parents, sites []*site, src []byte) []extract.Helper {
	var out []extract.Helper
	seen := map[string]bool{}
	for _, s := range sites {
		if s.helper == "" || seen[s.helper] {
			continue
		}
		seen[s.helper] = true
		name := s.helper[strings.LastIndex(s.helper, "#")+1:]
		out = append(out, extract.Helper{Key: s.helper, PathKey: s.helper}, extract.Helper{Key: name, PathKey: s.helper})
		if isDefaultExport(ps, s.where.fn, src) {
			suffix := ""
			if s.flagParam >= 0 {
				suffix = flagSuffix(s.flagParam)
			}
			base := strings.TrimSuffix(strings.TrimSuffix(s.helper, suffix), strings.TrimSuffix(name, suffix))
			out = append(out, extract.Helper{Key: base + "default" + suffix, PathKey: s.helper})
		}
	}
	return out
}

// isDefaultExport reports whether a function is the default export of its module.
func isDefaultExport(ps *parents, fn *sitter.Node, src []byte) bool {
	for p := ps.parent(fn); p != nil; p = ps.parent(p) {
		switch p.Type() {
		case "export_statement":
			return strings.HasPrefix(strings.TrimPrefix(p.Content(src), "export"), " default")
		case "variable_declarator", "lexical_declaration", "variable_declaration":
			continue
		}
		return false
	}
	return false
}

// calls returns the calls of a file that may reach a helper, keyed as described above.
func (f *file) calls() []extract.Call {
	var out []extract.Call
	for _, m := range f.matches(qCalls) {
		callee, call := m[capCallee], m[capSite]
		if callee == nil || call == nil {
			continue
		}
		keys := f.callKeys(callee)
		if len(keys) == 0 {
			keys = f.receiverKeys(callee)
		}
		if len(keys) == 0 || !strings.Contains(keys[0], "#") {
			// A call of no function of the root (a library's): it may throw for all the file
			// knows (summaries: Raises, after the function's own throws; noteLibCall).
			f.noteLibCall(call)
		}
		// The calls a tool reaches are those outside a try that catches: a guarded call is
		// still a use of a helper, not a path for what the callee throws. Only a key that
		// names a module can be a function of the root.
		from := ""
		if len(keys) > 0 && strings.Contains(keys[0], "#") {
			from = f.fromKey(call)
			if from != "" && (f.caughtBelowKey(call) || f.guardedByWrapper(call) || f.inLowLevelTry(call)) {
				from = ""
			}
			if from != "" {
				f.callers[from] = true
				// What the callee throws leaves the caller too (a catch-all rethrow's AnyOf).
				f.raiseFwds[from] = append(f.raiseFwds[from], extract.Forward{Facts: extract.Raises, Keys: keys,
					Line: line(call), Column: column(call)})
			}
		}
		for _, k := range append(keys, f.flagArgKeys(call, keys)...) {
			out = append(out, extract.Call{Key: k, Line: line(call), Column: column(call), From: from})
		}
	}
	return out
}

// callKeys returns the helper keys a callee may denote.
func (f *file) callKeys(callee *sitter.Node) []string {
	switch callee.Type() {
	case "identifier":
		name := callee.Content(f.Src)
		if b, ok := f.imports[name]; ok {
			if base, rel := f.relativeModule(b.module); rel {
				return []string{base + "#" + b.name, base + "/index#" + b.name}
			}
			if isSDKModule(b.module) || isFastMCPModule(b.module) || b.name == "*" {
				return nil
			}
			return []string{b.name}
		}
		if len(f.decls[name]) > 0 {
			return []string{f.modPath + "#" + name}
		}
		return []string{name}
	case "member_expression":
		obj, prop := callee.ChildByFieldName("object"), text(callee.ChildByFieldName("property"), f.Src)
		if obj == nil || prop == "" {
			return nil
		}
		switch obj.Type() {
		case "this":
			return f.thisKeys(callee, prop)
		case "super":
			return f.superKeys(callee, prop)
		case "identifier":
			b, imported := f.imports[obj.Content(f.Src)]
			if imported && b.name == "*" {
				if base, rel := f.relativeModule(b.module); rel {
					return []string{base + "#" + prop, base + "/index#" + prop}
				}
			}
			// Class.staticHelper(...): only a class the file declares with that method. Any other
			// receiver (a library's client, a parameter of another type) is left to receiverKeys,
			// which keys it only when the file tells its class: a same-named method of some class
			// of the file is no evidence (client.close() is not the file's Server.close).
			if !imported {
				if ks := f.classMethodKeys(obj.Content(f.Src), prop); ks != nil {
					return ks
				}
				if f.objectDeclaresMember(obj, prop) {
					return []string{f.modPath + "#" + prop} // api.get() with `const api = { get() {...} }`
				}
			}
		}
	}
	return nil
}

// classDeclaration returns the declaration of a class the file declares by that name, or nil.
func (f *file) classDeclaration(name string) *sitter.Node {
	if !isClassName(name) || !f.classNames()[name] {
		return nil
	}
	if f.classDecls == nil {
		f.classDecls = map[string]*sitter.Node{}
		for _, end := range extract.Occurrences(f.Src, []byte("class ")) {
			n := namedAt(f.root, uint32(end))
			if n == nil || n.Type() != "type_identifier" && n.Type() != "identifier" {
				continue
			}
			if c := f.parent(n); c != nil && isClassNode(c) && same(c.ChildByFieldName("name"), n) {
				if _, dup := f.classDecls[n.Content(f.Src)]; !dup {
					f.classDecls[n.Content(f.Src)] = c
				}
			}
		}
	}
	return f.classDecls[name]
}

// objectDeclaresMember reports whether an identifier is bound in this file to an object literal
// with a member function of that name (a method, or a pair whose value is a function), which
// keys as "<this file>#<name>" (namedKind: byMember).
func (f *file) objectDeclaresMember(id *sitter.Node, member string) bool {
	if len(f.decls[id.Content(f.Src)]) == 0 {
		return false
	}
	o := unwrap(f.valueOf(id))
	if o == nil || o.Type() != "object" {
		return false
	}
	for i := 0; i < int(o.NamedChildCount()); i++ {
		m := o.NamedChild(i)
		switch m.Type() {
		case "method_definition":
			if text(m.ChildByFieldName("name"), f.Src) == member {
				return true
			}
		case "pair":
			if v := unwrap(m.ChildByFieldName("value")); v != nil && isFunction(v) && propertyName(m.ChildByFieldName("key"), f.Src) == member {
				return true
			}
		}
	}
	return false
}

// namedAt returns the innermost named node of n that holds the byte at off.
func namedAt(n *sitter.Node, off uint32) *sitter.Node {
	for {
		var next *sitter.Node
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c := n.NamedChild(i); c.StartByte() <= off && off < c.EndByte() {
				next = c
				break
			}
		}
		if next == nil {
			return n
		}
		n = next
	}
}

// isClassNode reports whether a node declares a class.
func isClassNode(n *sitter.Node) bool {
	switch n.Type() {
	case "class_declaration", "abstract_class_declaration", "class":
		return true
	}
	return false
}

// classMethodKeys returns the keys of a method of a class the file declares: this file's when
// the class or a superclass the file declares has it, the module's when the nearest superclass
// that could is imported from a relative module; nil when neither (a method a library's
// superclass provides, or none).
func (f *file) classMethodKeys(class, method string) []string {
	return f.classNodeMethodKeys(f.classDeclaration(class), method)
}

// classNodeMethodKeys is classMethodKeys for a class's declaration.
func (f *file) classNodeMethodKeys(c *sitter.Node, method string) []string {
	for i := 0; c != nil && i < 8; i++ {
		if bodyDeclaresMethod(c.ChildByFieldName("body"), method, f.Src) {
			return []string{f.modPath + "#" + method}
		}
		sup := superclass(c)
		if sup == nil {
			return nil
		}
		if b, ok := f.imports[sup.Content(f.Src)]; ok {
			if base, rel := f.relativeModule(b.module); rel {
				return moduleKeys(base, method)
			}
			return nil
		}
		c = f.classDeclaration(sup.Content(f.Src))
	}
	return nil
}

// bodyDeclaresMethod reports whether a class body has a method, or a field bound to a
// function, of that name.
func bodyDeclaresMethod(body *sitter.Node, method string, src []byte) bool {
	for i := 0; body != nil && i < int(body.NamedChildCount()); i++ {
		m := body.NamedChild(i)
		switch m.Type() {
		case "method_definition":
			if text(m.ChildByFieldName("name"), src) == method {
				return true
			}
		case "public_field_definition", "field_definition":
			n := m.ChildByFieldName("name")
			if n == nil {
				n = m.ChildByFieldName("property")
			}
			// `handle = async () => {...}` is keyed by its name (namedKind); a field bound to
			// anything else (`static spawn = spawn`, an imported function) is no function here.
			if v := unwrap(m.ChildByFieldName("value")); v != nil && isFunction(v) && text(n, src) == method {
				return true
			}
		}
	}
	return false
}

// superclass returns the name node of the class a class extends (`extends Base`), or nil for
// none or an expression (`extends mixin(Base)`).
func superclass(c *sitter.Node) *sitter.Node {
	for i := 0; i < int(c.NamedChildCount()); i++ {
		h := c.NamedChild(i)
		if h.Type() != "class_heritage" {
			continue
		}
		for j := 0; j < int(h.NamedChildCount()); j++ {
			e := h.NamedChild(j)
			if e.Type() == "extends_clause" {
				e = e.ChildByFieldName("value")
			}
			if e != nil && e.Type() == "identifier" {
				return e
			}
			return nil
		}
	}
	return nil
}

// thisKeys returns the keys of this.m(): in a class, the method its class or a superclass of
// the root declares (classNodeMethodKeys); none when neither does and the class extends a class
// of no module of the root (this.close() in a class extending the SDK's Server is the library's,
// not some other class's close in the file); else this file's m, as outside a class (an object
// literal's member, a method assigned in the constructor).
func (f *file) thisKeys(at *sitter.Node, method string) []string {
	c := f.enclosingClass(at)
	if c == nil {
		return []string{f.modPath + "#" + method}
	}
	if ks := f.classNodeMethodKeys(c, method); ks != nil {
		return ks
	}
	if f.extendsForeign(c) {
		return nil
	}
	return []string{f.modPath + "#" + method}
}

// enclosingClass returns the nearest class declaration around a node, or nil.
func (f *file) enclosingClass(n *sitter.Node) *sitter.Node {
	for p := f.parent(n); p != nil; p = f.parent(p) {
		if isClassNode(p) {
			return p
		}
	}
	return nil
}

// extendsForeign reports whether a class's chain of superclasses the file declares ends in one
// it neither declares nor imports from a relative module (a library's class, or an expression).
func (f *file) extendsForeign(c *sitter.Node) bool {
	for i := 0; c != nil && i < 8; i++ {
		sup := superclass(c)
		if sup == nil {
			return hasHeritageExtends(c)
		}
		if b, ok := f.imports[sup.Content(f.Src)]; ok {
			_, rel := f.relativeModule(b.module)
			return !rel
		}
		next := f.classDeclaration(sup.Content(f.Src))
		if next == nil {
			return true
		}
		c = next
	}
	return false
}

// hasHeritageExtends reports whether a class has an extends clause (superclass returns nil for
// one that extends an expression).
func hasHeritageExtends(c *sitter.Node) bool {
	for i := 0; i < int(c.NamedChildCount()); i++ {
		h := c.NamedChild(i)
		if h.Type() != "class_heritage" {
			continue
		}
		for j := 0; j < int(h.NamedChildCount()); j++ {
			if e := h.NamedChild(j); e.Type() != "implements_clause" {
				return true
			}
		}
	}
	return false
}

// superKeys returns the keys of super.m(): the method of the superclass the enclosing class
// extends, when the file declares that class or imports it from a relative module; nil for a
// library's superclass (super.close() of a class extending the SDK's Server).
func (f *file) superKeys(at *sitter.Node, method string) []string {
	for p := f.parent(at); p != nil; p = f.parent(p) {
		if !isClassNode(p) {
			continue
		}
		sup := superclass(p)
		if sup == nil {
			return nil
		}
		return f.classKeys(sup, method)
	}
	return nil
}

// relativeModule resolves a relative module specifier against the file's directory, without
// its extension, and reports whether it was relative.
func (f *file) relativeModule(m string) (string, bool) {
	if !strings.HasPrefix(m, "./") && !strings.HasPrefix(m, "../") {
		return "", false
	}
	p := path.Clean(path.Join(path.Dir(f.Path), m))
	switch path.Ext(p) {
	case ".js", ".ts", ".mjs", ".cjs", ".jsx", ".tsx", ".mts", ".cts":
		p = strings.TrimSuffix(p, path.Ext(p))
	}
	return p, true
}
