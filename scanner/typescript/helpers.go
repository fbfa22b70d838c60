package typescript

import (
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Helper keys. A helper is a named function whose every return builds an isError result. Its
// key is "<path without extension>#<name>" (src/utils/errors#errorResult), the name being the
// function, variable or method name; a class's method is also a helper under its cross-file key
// "<path>#<Class>.<name>" (methodHelpers), with the same pathKey. Calls resolve to the same form:
//
//   - a name imported from a relative module ("./utils/errors.js") becomes
//     "<resolved path without extension>#<exported name>", and also ".../index#<name>" for a
//     directory import;
//   - a name declared in the same file becomes "<this file>#<name>"; so does this.name(...),
//     Class.name(...) and api.name(...) when the enclosing class, the class the file declares
//     or the object literal it binds has that member (receivers.go: a method of the same name
//     on some other class of the file is no evidence);
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
	if extract.Type(s.flag) == "assignment_expression" && !f.unconditional(s.flag, fn) {
		return "" // `result.isError = true` under a condition: the function also returns success
	}
	built := false
	for _, r := range f.returnedValuesOf(fn) {
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
	if extract.Type(r) == "return_statement" {
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
		switch extract.Type(p) {
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
	if extract.Type(r) == "identifier" && extract.Type(s.flag) == "assignment_expression" {
		if l := extract.Field(s.flag, "left"); l != nil && text(extract.Field(l, "object"), f.Src) == extract.Content(r, f.Src) {
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
	if extract.Type(r) == "identifier" {
		if v := unwrap(f.valueOf(r)); v != nil && extract.Type(v) == "call_expression" {
			r = v
		}
	}
	if extract.Type(r) == "call_expression" {
		fn := f.calledFunction(extract.Field(r, "function"))
		if fn == nil {
			return false
		}
		if i := f.flagParamOf(fn); i >= 0 {
			return isTrue(argument(extract.Field(r, "arguments"), i), f.Src) // a flag helper passed true
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
	if extract.Type(v) == "shorthand_property_identifier" {
		return f.isConstTrue(v)
	}
	return isTrue(v, f.Src)
}

// allReturnsError reports whether a function returns an isError result on every path that
// returns a value, and on at least one.
func (f *file) allReturnsError(fn *sitter.Node) bool { return f.allReturnsErrorDepth(fn, 0) }

func (f *file) allReturnsErrorDepth(fn *sitter.Node, depth int) bool {
	built := false
	for _, r := range f.returnedValuesOf(fn) {
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

// methodHelpers returns, for each helper that is a class's method, a Helper record under the
// method's own key ("<module>#<Class>.<m>", keyOfFunction), which calls on an instance of the
// class name; its pathKey stays the helper's ("<module>#<m>").
func (f *file) methodHelpers(sites []*site) []extract.Helper {
	var out []extract.Helper
	seen := map[string]bool{}
	for _, s := range sites {
		if s.helper == "" || seen[s.helper] {
			continue
		}
		seen[s.helper] = true
		k := f.keyOf(s.where.fn)
		if _, method := f.byName[k]; !method {
			continue
		}
		if s.flagParam >= 0 {
			k += flagSuffix(s.flagParam)
		}
		out = append(out, extract.Helper{Key: k, PathKey: s.helper})
	}
	return out
}

// isDefaultExport reports whether a function is the default export of its module.
func isDefaultExport(ps *parents, fn *sitter.Node, src []byte) bool {
	for p := ps.parent(fn); p != nil; p = ps.parent(p) {
		switch extract.Type(p) {
		case "export_statement":
			return strings.HasPrefix(strings.TrimPrefix(extract.Content(p, src), "export"), " default")
		case "variable_declarator", "lexical_declaration", "variable_declaration":
			continue
		}
		return false
	}
	return false
}

// calls returns the calls of a file that may reach a helper, keyed as described above.
func (f *file) calls() []extract.Call {
	ms := f.matches(qCalls)
	out := callScratch.get() // kept at its length (scratch.go): one match in five gives a Call
	for _, m := range ms {
		callee, call := m[capCallee], m[capSite]
		if callee == nil || call == nil {
			continue
		}
		// A registry's lookup calls each entry (registries.go); any other call one callee, whose
		// keys are alternatives: callKeys, receiverKeys, or a wrapped variable's function.
		targets := f.dispatchKeys(callee)
		dispatched := targets != nil
		if targets == nil {
			targets = [][]string{f.edgeKeys(callee)}
		}
		for _, keys := range targets {
			out = f.appendCalls(out, call, keys)
		}
		out = f.paramCalls(out, call, callee, dispatched, targets[0]) // what parameters hold (paramflow.go)
	}
	out = append(out, f.tableCalls()...)
	out = append(out, f.lookupReturnCalls()...)   // dispatchcross.go
	out = append(out, f.hookCalls()...)           // a client's request hooks (middleware.go)
	out = append(out, f.handedParamCalls()...)    // storedentries.go
	out = append(out, f.storedEntryCalls()...)    // storedentries.go
	out = append(out, f.classListCalls()...)      // the handlers a class's method returns in a list (classlists.go)
	out = append(out, f.startedPromiseCalls()...) // a promise the constructor keeps (startedpromise.go)
	out = append(out, f.memberTableCalls()...)
	return callScratch.keep(out) // none is nil
}

// appendCalls appends the calls of one callee of a call, keyed by keys, to out.
func (f *file) appendCalls(out []extract.Call, call *sitter.Node, keys []string) []extract.Call {
	if len(keys) == 0 || !strings.Contains(keys[0], "#") {
		// A call of no function of the root (a library's): it may throw for all the file
		// knows (summaries: Raises, after the function's own throws; noteLibCall).
		f.noteLibCall(call)
	} else if strings.Contains(keys[0], returnedMark) {
		// A member of what another module's function returns: a library's object too, for all
		// the file knows (the key names nothing then; returnedinstances.go).
		f.noteLibCall(call)
	}
	// The calls a tool reaches are those outside a try that catches: a guarded call is
	// still a use of a helper, not a path for what the callee throws. Only a key that
	// names a module can be a function of the root.
	from := ""
	var mapper []string  // the error helper the catch around it hands its failures to (mappercatch.go)
	var catches []string // the properties of what it throws that that catch answers by
	var only []string    // the SDK class alone that the catch around it throws again (rethrownclass.go)
	if len(keys) > 0 && strings.Contains(keys[0], "#") {
		from = f.fromKey(call)
		unawaited := false // an async callee's promise the try returns unawaited (unawaitedcross.go)
		if from != "" && (f.settledCall(call) || f.caughtPromise(call)) {
			from = "" // its throws are settled values (asyncmap.go, promisecatch.go)
		} else if from != "" && f.guardedCall(call) {
			if mapper = f.unawaitedForeign(call, keys, from); mapper != nil {
				unawaited = true
			} else if mapper, catches = f.mappedCall(call); mapper == nil {
				if only = f.rethrownOnly(call); only == nil {
					from = ""
				}
				catches = only
			}
		}
		if from != "" && mapper == nil && only == nil {
			f.callers[from] = true
			// What the callee throws leaves the caller too (a catch-all rethrow's AnyOf).
			f.raiseFwds[from] = append(f.raiseFwds[from], extract.Forward{Facts: extract.Raises | extract.ThrowsValue, Keys: keys,
				Line: line(call), Column: column(call)})
		} else if from != "" && mapper != nil && !unawaited {
			// What the callee throws is handed to the error helper the catch ends in, which
			// throws it again or a wrap of it (`catch (e) { return handleApiError(e) }`): a
			// finding that names the caller's throws names it behind them, as behind a rewrap
			// (forwardBehind); it passes on no fact, the helper's call does.
			f.callers[from] = true
			f.raiseFwds[from] = append(f.raiseFwds[from], extract.Forward{Facts: extract.Raises, Keys: keys,
				Line: line(call), Column: column(call), Behind: true})
		}
	}
	var args []extract.ArgFact
	var shapes []extract.ArgShape
	var values []extract.ArgValue
	var when []extract.ParamIs
	var passes []extract.ArgPass
	var runners []extract.Runner
	var entryShapes []extract.ArgShape
	entryOf := ""
	rewrapped, replaced := false, false // a catch of the caller rewraps, or replaces, what the callee throws (rewrappedcalls.go)
	if from != "" {
		if mapper == nil && only == nil && !f.isEntryDispatch(call) { // typedentries.go
			if try := f.rewrapTry(call, keys); try != nil {
				rewrapped, replaced = true, f.replacesCaught(extract.Field(try, "handler"))
			}
		}
		runners = f.runnersOf(call)                             // the runners whose callbacks it sits in (caughtargs.go)
		args = f.argFacts(call)                                 // what a helper's throw may test (argfacts.go)
		shapes = f.argShapes(call)                              // what the input schema says of them (schemaargs.go)
		shapes = append(shapes, f.entryShapes(call, keys)...)   // a table entry's parsed schema (tableschema.go)
		shapes = append(shapes, f.entryArgShapes(call)...)      // a table entry's registered schema (entryschema.go)
		shapes = append(shapes, f.classArgShapes(call)...)      // a class of the root passed by name (classchoice.go)
		shapes = append(shapes, f.parsedArgShapes(call)...)     // a parse's value, a literal (parsedargs.go)
		shapes = append(shapes, f.literalMemberShapes(call)...) // an object literal's literal members (literalmembers.go)
		shapes = append(shapes, f.filledLiteralShapes(call)...) // an array literal with an element (filledliterals.go)
		values, when = f.caseFacts(call)                        // which value of a parameter it runs under (casefacts.go)
		passes = valuePasses(values)                            // the parameters it passes on (branchtests.go)

		// Arguments handed on in an object (handedobjects.go).
		var own []extract.ArgShape
		own, entryShapes, entryOf = f.objectArgShapes(call)
		shapes = append(shapes, own...)
	} else if len(keys) > 0 && strings.Contains(keys[0], "#") {
		shapes = f.argShapes(call) // a call in a try is still one that every call counts (Pending.AllCalls)
	}
	for _, k := range append(keys, f.flagArgKeys(call, keys)...) {
		out = append(out, extract.Call{Key: k, Line: line(call), Column: column(call), From: from, Args: args, Shapes: shapes,
			EntryShapes: entryShapes, EntryOf: entryOf, Values: values, When: when, Passes: passes, Runners: runners, Mapper: mapper, Catches: catches, Rewrapped: rewrapped, Replaced: replaced})
	}
	return out
}

// callKeys returns the helper keys a callee may denote.
func (f *file) callKeys(callee *sitter.Node) []string {
	switch extract.Type(callee) {
	case "identifier":
		name := extract.Content(callee, f.Src)
		if fn, _ := f.shadowingParam(name, callee); fn != nil {
			// A parameter, not the import or declaration of its name (scopes.go): `label(id)` in
			// `function labelled(label: Labeller, id)` beside a file-level `function label()`.
			return []string{name}
		}
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
		obj, prop := f.memberParts(callee)
		if obj == nil || prop == "" {
			return nil
		}
		switch extract.Type(obj) {
		case "this":
			return f.thisKeys(callee, prop)
		case "super":
			return f.superKeys(callee, prop)
		case "identifier":
			b, imported := f.imports[extract.Content(obj, f.Src)]
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
				if ks := f.classMethodKeys(extract.Content(obj, f.Src), prop); ks != nil {
					return ks
				}
				if f.objectDeclaresMember(obj, prop) {
					return f.localObjectKeys(obj, prop) // api.get() with `const api = { get() {...} }`
				}
			}
		}
	}
	return nil
}

// memberParts returns a member expression's object and the text of its property, read once per
// node: edgeKeys asks callKeys, then receiverKeys, for the parts of every call's callee.
func (f *file) memberParts(n *sitter.Node) (*sitter.Node, string) {
	if p, ok := f.parts[n.ID()]; ok {
		return p.obj, p.prop
	}
	p := parts{extract.Field(n, "object"), text(extract.Field(n, "property"), f.Src)}
	if f.parts == nil {
		f.parts = map[uintptr]parts{}
	}
	f.parts[n.ID()] = p
	return p.obj, p.prop
}

// parts are a member expression's object and property text (memberParts).
type parts struct {
	obj  *sitter.Node
	prop string
}

// relativeModule resolves a relative module specifier against the file's directory, without
// its extension, and reports whether it was relative. A non-relative specifier that the
// package root's tsconfig paths or baseUrl map to a file of the root ("@/services/x" with
// "@/*": ["src/*"]) resolves to that module as well (extract.TSConfig.Resolve).
func (f *file) relativeModule(m string) (string, bool) {
	if !strings.HasPrefix(m, "./") && !strings.HasPrefix(m, "../") {
		if f.Project != nil {
			return f.Project.TSConfig.Resolve(m)
		}
		return "", false
	}
	p := path.Clean(path.Join(path.Dir(f.Path), m))
	switch path.Ext(p) {
	case ".js", ".ts", ".mjs", ".cjs", ".jsx", ".tsx", ".mts", ".cts":
		p = strings.TrimSuffix(p, path.Ext(p))
	}
	return p, true
}
