package typescript

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// What a function's parameters hold, across the root's files.
//
//	// server.ts
//	ToolRegistry.registerAll(this.server, this.runWithHandler.bind(this));
//	private async runWithHandler(handler: any, args: any) { return handler.runTool(args); }
//	// registry.ts
//	static registerAll(server, run) { for (const tool of this.tools) this.registerOne(server, tool, run); }
//	private static registerOne(server, tool, run) {
//	  server.registerTool(tool.name, {...}, async (args) => run(new tool.handler(), args));
//	}
//	// a tool
//	const text = await runStep(loadPage);   // runStep(step) { return step(); }
//
// A function handed to a function of the root as an argument is called by the caller when the
// callee calls that parameter in its own body (not in a function it makes), outside a try that
// answers: the caller's call of `runStep` with loadPage is a call of the direct key
// "<runStep>!direct@0:<loadPage>" (directPrefix), which the callee's file makes name loadPage
// (an alias of the prefix "<runStep>!direct@0:" to nothing) only when runStep calls it so, or
// hands it on so to another function of the root. Each call of a caller is one path: a tool
// that hands runStep another function does not reach loadPage.
//
// A parameter that a function the callee makes calls later (a registration's callback calls
// `run`) is called by whoever the root's calls pass there: "<key>!param@<i>" (paramKey) names
// what parameter i of the function with that key holds, a call of the parameter in such a
// callback is a call of that key, and a call of a method on a parameter whose class the file
// cannot tell (`handler.runTool(args)` with `handler: any`), in the function's body or later,
// a call of "<key>!param@<i>.m". The file of each call of the function says, as aliases, what
// it passes there (one set for every caller: a tool's callback that calls `run` reaches what
// any call of registerAll passes):
//
//   - a function of the root (a name, `this.m`, `this.m.bind(this)`, an import): the key names
//     it, and its own parameters hold what the calls of the key pass;
//   - its own parameter j: the key names what that one holds, both ways (a function passed on,
//     and the methods of an object passed on);
//   - an instance of a class of the root (`new X()`, or `new tool.handler()` of each class a
//     table's entries name, tableparams.go, or a const bound to one): "<key>!param@<i>." falls
//     back to the class's method keys, and through its superclasses' aliases to what it inherits.
//
// What a call in a try that answers (or in a wrapper's callback that catches) passes or calls
// is not followed: its throws do not leave that call. A method's parameter keys carry its
// class; a caller that names the method by its name alone names them under the module's key by
// name, and the defining file joins the two. A registered handler's parameters are the SDK's
// to fill and are not followed, nor is a parameter that is destructured or rebound, nor a
// function whose key another function of its file shares (two local `const step = ...` in
// different functions).

// paramMark joins a function's key and a parameter's index in a parameter key.
const paramMark = extract.ParamMark

// paramKey returns the key of what parameter i of the function with key holds.
func paramKey(key string, i int) string { return key + paramMark + strconv.Itoa(i) }

// directMark joins a function's key and a parameter's index in a direct key.
const directMark = extract.DirectMark

// directPrefix returns the prefix of the keys of the functions handed to parameter i of the
// function with key, when it calls that parameter itself: "<key>!direct@<i>:<function>".
func directPrefix(key string, i int) string { return key + directMark + strconv.Itoa(i) + ":" }

// paramState is what a file found of its parameters' flow: the aliases it gives, and the keys of
// the functions whose parameters its keys name (joined with their by-name keys in aliases).
type paramState struct {
	aliases  map[extract.Alias]bool
	order    []extract.Alias
	fns      map[string]int // function key -> how many parameters it declares
	keyCount map[string]int // how many functions of the file have each key (sharedKey)

	// Computed once per file (tableparams.go): each function's parameters, the calls by the name
	// they call, and the tables a parameter holds elements of.
	info   map[uintptr]*paramInfo
	names  map[string]bool // every name a parameter of the file binds
	params map[nameIn]paramAt
	calls  map[string][]*sitter.Node
	tables map[paramSlot][]*sitter.Node
	// bindings caches binding (tableloops.go), by the function's or loop's ID.
	bindings map[uintptr]binding
	// loops caches loopBinding (filledmaps.go) by the name and the nearest loop or function
	// above it.
	loops map[loopFrom]loopBound
}

func (f *file) paramState() *paramState {
	if f.params == nil {
		f.params = &paramState{aliases: map[extract.Alias]bool{}, fns: map[string]int{},
			info: map[uintptr]*paramInfo{}, params: map[nameIn]paramAt{}, tables: map[paramSlot][]*sitter.Node{},
			bindings: map[uintptr]binding{}}
	}
	return f.params
}

func (ps *paramState) alias(from, to string, prefix bool) {
	a := extract.Alias{From: from, To: to, Prefix: prefix}
	if from == to || ps.aliases[a] {
		return
	}
	ps.aliases[a] = true
	ps.order = append(ps.order, a)
}

// paramCalls appends to out the calls of what parameters hold that call makes (paramCallKey)
// and the calls of the functions it hands to its callee (noteParamArgs). dispatched says
// whether the call is a registry's or a table's, whose entries are its callees already; keys
// are the callee's otherwise (edgeKeys).
func (f *file) paramCalls(out []extract.Call, call, callee *sitter.Node, dispatched bool, keys []string) []extract.Call {
	callee = unwrap(callee)
	if callee == nil {
		return out
	}
	keyed := len(keys) > 0 && strings.Contains(keys[0], "#")
	if k := f.paramCallKey(call, callee, dispatched || keyed); k != "" && f.fromKey(call) != "" && !f.guardedCall(call) {
		out = f.appendCalls(out, call, []string{k})
	}
	var bases []string
	if dispatched {
		// `tool.call(api)` on a table's element: what it hands binds the parameters of the
		// table's member (looptools.go)
		for _, k := range f.foreignFactoryKeys(call) {
			bases = append(bases, strings.TrimSuffix(k, factorySuffix))
		}
		if len(bases) == 0 {
			return out
		}
	} else if keyed {
		bases = paramBases(keys)
	} else if extract.Type(callee) == "identifier" {
		if _, imported := f.imports[extract.Content(callee, f.Src)]; !imported {
			if k := f.paramKeyOf(f.paramOf(callee)); k != "" {
				bases = []string{k} // a call of a parameter: what it holds gets the arguments
			}
		}
	}
	if len(bases) == 0 {
		return out // a library's function: what it does with its arguments is not followed
	}
	return f.noteParamArgs(out, call, bases)
}

// guardedCall reports whether what a call's callee throws stays in the function making it: the
// call sits in a try whose catch answers, or in a callback that the file's wrapper runs in one,
// or in a low-level handler's try, or in a try whose catch throws its own error instead
// (replacedBelowKey), or past the first statement of a getter the start-up fills (startfill.go).
func (f *file) guardedCall(call *sitter.Node) bool {
	return f.answeredCall(call) || f.inLowLevelTry(call)
}

// answeredCall is guardedCall but for a low-level handler's try, whose catch rewraps what the
// call throws into the handler's own protocol error (the rewrap, whose origins those throws
// are); the other guards answer them.
func (f *file) answeredCall(call *sitter.Node) bool {
	return f.caughtBelowKey(call) || f.guardedByWrapper(call) || f.replacedBelowKey(call) || f.pastStartupFill(call)
}

// paramCallKey returns the key of what a callee calls when it is a parameter called in a
// function its function makes (its paramKey), or a method of a parameter whose class the file
// cannot tell ("<paramKey>.m"); "" otherwise. A parameter called in its function's own body is
// called by each caller (directPrefix): it notes the alias that says so. known says whether the
// member callee's keys are known already (a table's entries, a receiver's class).
func (f *file) paramCallKey(call, callee *sitter.Node, known bool) string {
	switch extract.Type(callee) {
	case "identifier":
		if _, imported := f.imports[extract.Content(callee, f.Src)]; imported {
			return ""
		}
		fn, i := f.paramOf(callee)
		if fn == nil {
			if k := f.defaultedFieldKey(callee); k != "" {
				return k // `{ wait = defaultWait }` (paramdefaults.go)
			}
			// `handler(input)` with `const { handler } = config` (ctxmembers.go): the member of
			// what the callers pass, as `config.handler(input)` names it (factory-made tool
			// entries, typedentries.go)
			if fn, i, field := f.paramFieldOf(callee); fn != nil && f.paramsFollowed(fn) {
				if k := f.paramKeyOf(fn, i); k != "" {
					return k + "." + field
				}
			}
			return ""
		}
		k := f.paramKeyOf(fn, i)
		if k == "" || !f.directIn(call, fn) {
			return k
		}
		if !f.guardedCall(call) {
			f.noteDirect(fn, i, "")
		}
	case "member_expression":
		if known {
			return "" // a class the file can tell, or a table's entries
		}
		obj, method := f.memberParts(callee)
		obj = unwrap(obj)
		path := method
		if obj != nil && extract.Type(obj) == "member_expression" {
			// `client.projects.listProjects()`: a method of a member of the parameter, which
			// the member's class (the field's annotation in its class) names.
			o, member := f.memberParts(obj)
			if obj, path = unwrap(o), member+"."+method; member == "" {
				return ""
			}
		}
		if obj == nil || extract.Type(obj) != "identifier" || method == "" {
			return ""
		}
		fn, i := f.paramOf(obj)
		if fn == nil {
			// `store.getSession()` with `const { store } = ctx` (ctxmembers.go)
			var field string
			if fn, i, field = f.paramFieldOf(obj); fn == nil {
				return ""
			}
			path = field + "." + path
		}
		if !f.paramsFollowed(fn) {
			return ""
		}
		if k := f.paramKeyOf(fn, i); k != "" {
			return k + "." + path
		}
	}
	return ""
}

// directIn reports whether a call runs in fn's own body when fn runs: its function is fn, or a
// callback of an array method or a Promise executor in it (isInlineCallback).
func (f *file) directIn(call, fn *sitter.Node) bool {
	for g := f.enclosingFunction(call); g != nil; g = f.enclosingFunction(g) {
		if same(g, fn) {
			return true
		}
		if !f.isInlineCallback(g) {
			return false
		}
	}
	return false
}

// noteDirect notes that fn calls its parameter i itself, or hands it so to the functions whose
// direct prefixes are to (to "" for a call): the direct keys of fn's parameter i, under its
// key and its key by name alone, name what they name with their prefix replaced.
func (f *file) noteDirect(fn *sitter.Node, i int, to string) {
	key := f.keyOf(fn)
	ps := f.paramState()
	ps.alias(directPrefix(key, i), to, true)
	if n, ok := f.byName[key]; ok && n != key {
		ps.alias(directPrefix(n, i), to, true)
	}
}

// paramsFollowed reports whether what fn's parameters hold is its callers' to say: not a
// registered handler's, whose parameters the SDK fills, but a delegate's, which the handler
// calls with values of its own (`case "projects": return this.handleProjects(client, args)`).
func (f *file) paramsFollowed(fn *sitter.Node) bool {
	r := f.regByFn[fn.ID()]
	return r == nil || r.delegate
}

// paramKeyOf returns the parameter key of parameter i of fn, noting fn among the functions whose
// parameters the file's keys name; "" for none (no function, a registered handler, no key).
func (f *file) paramKeyOf(fn *sitter.Node, i int) string {
	if fn == nil || i < 0 || !f.paramsFollowed(fn) {
		return ""
	}
	key := f.keyOf(fn)
	if key == "" || f.sharedKey(key) {
		return ""
	}
	f.paramState().fns[key] = len(f.paramInfoOf(fn).names)
	return paramKey(key, i)
}

// sharedKey reports whether two functions of the file have the key (two local functions of one
// name in different functions, `const innerFn = ...`): its parameters, and what it names, are
// no one function's.
func (f *file) sharedKey(key string) bool {
	ps := f.paramState()
	if ps.keyCount == nil {
		ps.keyCount = map[string]int{}
		for _, fn := range f.keyedFunctions() {
			if k := f.keyOf(fn); k != "" {
				ps.keyCount[k]++
			}
		}
	}
	return ps.keyCount[key] > 1
}

// noteParamArgs appends to out the calls of the functions a call hands to its callee (direct
// keys), and records, as aliases, what it hands to the callee's parameters: functions of the
// root, its own function's parameters, and instances of classes of the root.
func (f *file) noteParamArgs(out []extract.Call, call *sitter.Node, bases []string) []extract.Call {
	args := extract.Field(call, "arguments")
	if args == nil || extract.NamedChildCount(args) == 0 {
		return out
	}
	guarded, answered, guardAsked := false, false, false
	for i := 0; ; i++ {
		a := argument(args, i)
		if a == nil {
			return out
		}
		a = unwrap(a)
		if a != nil && extract.Type(a) == "object" {
			f.objectFieldAliases(call, a, i, bases)    // what a destructured parameter's fields hold (caughtargs.go)
			f.objectInstanceAliases(call, a, i, bases) // ctxmembers.go
			continue
		}
		if a == nil || !f.mayPassValue(a) {
			continue
		}
		fnKeys := f.passedFunctionKeys(a)
		pfn, pj := f.paramOf(a)
		pk := f.paramKeyOf(pfn, pj)
		var classes []*sitter.Node
		var instances []string // the member prefixes of what a const bound to a call holds
		if len(fnKeys) == 0 && pk == "" {
			if classes = f.constructedClasses(a); len(classes) == 0 {
				if extract.Type(a) == "identifier" {
					instances = f.constInstancePrefixes(a) // returnedinstances.go
				}
				if len(instances) == 0 {
					f.objectFieldAliases(call, a, i, bases)    // what a destructured parameter's fields hold (caughtargs.go)
					f.objectInstanceAliases(call, a, i, bases) // ctxmembers.go
					continue
				}
			}
		}
		if !guardAsked {
			guardAsked, answered = true, f.answeredCall(call)
			guarded = answered || f.inLowLevelTry(call)
		}
		ps := f.paramState()
		var direct []string // the direct keys of the function handed over, under each base
		for _, b := range bases {
			at := paramKey(b, i)
			for _, k := range fnKeys {
				ps.alias(at, k, false)
				f.noteParamDispatched(at, k, call, a) // dispatchjson.go
				ps.alias(k+paramMark, at+paramMark, true)
				ps.alias(at+directMark, k+directMark, true)
				direct = append(direct, directPrefix(b, i)+k)
			}
			if pk != "" {
				ps.alias(at, pk, false)
				ps.alias(pk+paramMark, at+paramMark, true)
				ps.alias(at+directMark, pk+directMark, true)
				direct = append(direct, directPrefix(b, i)+pk)
				if !guarded && f.directIn(call, pfn) {
					f.noteDirect(pfn, pj, directPrefix(b, i))
				}
				if !guarded {
					ps.alias(at+".", pk+".", true)
				}
			}
			if answered {
				continue
			}
			// An instance handed over in a low-level handler's try, whose catch rewraps what it
			// throws: the methods it reaches are the rewrap's origins.
			for _, c := range classes {
				for _, pre := range f.classPrefixesOf(c) {
					ps.alias(at+".", pre, true)
				}
			}
			for _, pre := range instances {
				ps.alias(at+".", pre, true)
			}
		}
		if len(direct) > 0 && !guarded {
			out = f.appendDirectCalls(out, call, direct, i)
		}
	}
}

// appendDirectCalls appends a call's calls of the function it hands over, keyed by their
// direct keys (one callee, keys its alternatives), as appendCalls would but without what the
// call's arguments are: they are the callee's, not those the callee gives the function. The
// function is the call's argument i: a callee that runs that argument only inside a try or a
// promise chain that answers (`wrap(doUpdate)`, caughtargs.go) is a runner of it too, which the
// index asks as it asks the runners whose callbacks the call sits in.
func (f *file) appendDirectCalls(out []extract.Call, call *sitter.Node, keys []string, i int) []extract.Call {
	from := f.fromKey(call)
	if from == "" {
		return out
	}
	f.callers[from] = true
	f.raiseFwds[from] = append(f.raiseFwds[from], extract.Forward{Facts: extract.Raises | extract.ThrowsValue, Keys: keys,
		Line: line(call), Column: column(call)})
	runners := f.runnersOf(call) // caughtargs.go
	if ks := f.runnerKeys(extract.Field(call, "function")); len(ks) > 0 {
		runners = append(runners, extract.Runner{Keys: ks, Arg: i})
	}
	for _, k := range keys {
		out = append(out, extract.Call{Key: k, Line: line(call), Column: column(call), From: from, Runners: runners})
	}
	return out
}

// mayPassValue reports whether an argument may be a function, a parameter or an instance that
// noteParamArgs follows: a name, a member (`this.m`), a bind call or a construction.
func (f *file) mayPassValue(a *sitter.Node) bool {
	switch extract.Type(a) {
	case "identifier", "member_expression", "new_expression":
		return true
	case "call_expression":
		return boundFunction(a, f.Src) != nil || f.lookupOf(a) != nil
	case "subscript_expression":
		return f.lookupOf(a) != nil // `handlers[name]`: each entry (dispatchcross.go)
	}
	return false
}

// passedFunctionKeys returns the keys of a function of the root an argument names: a function
// of the file (a name bound to one, `this.m`, `this.m.bind(this)`) or one a relative module
// exports; nil for anything else, a function written in the call included (it runs as part of
// the caller, whose key its calls leave from).
func (f *file) passedFunctionKeys(a *sitter.Node) []string {
	if b := boundFunction(a, f.Src); b != nil {
		a = b
	}
	switch extract.Type(a) {
	case "subscript_expression", "call_expression":
		return f.lookedUpEntryKeys(a)
	case "identifier":
		if ks := f.lookedUpEntryKeys(a); len(ks) > 0 {
			return ks // `register(d, handlers[d.name])`: each entry of the table (dispatchcross.go)
		}
		if _, imported := f.imports[extract.Content(a, f.Src)]; imported {
			var out []string
			for _, k := range f.callKeys(a) {
				if strings.Contains(k, "#") {
					out = append(out, k)
				}
			}
			return out
		}
	case "member_expression":
	default:
		return nil
	}
	fn := f.functionValue(a, 0)
	if fn == nil || same(fn, a) {
		return nil
	}
	if k := f.keyOf(fn); k != "" && !f.sharedKey(k) {
		return []string{k}
	}
	return nil
}

// paramBases returns the keys under which a callee's parameters are named, given its keys (of
// a function of the root): those keys, a template method's virtual key standing for the method
// itself.
func paramBases(keys []string) []string {
	var out []string
	for _, k := range keys {
		k = strings.TrimSuffix(k, virtualSuffix)
		if strings.Contains(k, "#") && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// paramAliases returns the aliases of the file's parameter flow: those its calls gave, and for
// each method whose parameters its keys name, its class's parameter keys joined both ways with
// the keys by its name alone, under which other modules' calls name them.
//
// Each parameter's own key is joined exactly too, not only by the prefix: a prefix alias is
// a fallback the index follows only for a key that no exact alias names, and the calls of the
// method in its own file (`this.add("today", today)`) give the class's key of the parameter
// one. Without the exact join, what another module hands the method on an instance it imports
// (`journal.add("note", note)`, named by the method's name) would not be among what the class's
// own calls of that parameter (a registry's dispatch) reach.
func (f *file) paramAliases() []extract.Alias {
	if f.params == nil {
		return nil
	}
	out := slices.Clone(f.params.order)
	for _, k := range slices.Sorted(maps.Keys(f.params.fns)) {
		if n, ok := f.byName[k]; ok && n != k {
			out = append(out, extract.Alias{From: k + paramMark, To: n + paramMark, Prefix: true},
				extract.Alias{From: n + paramMark, To: k + paramMark, Prefix: true})
			for i := range f.params.fns[k] {
				out = append(out, extract.Alias{From: paramKey(k, i), To: paramKey(n, i)},
					extract.Alias{From: paramKey(n, i), To: paramKey(k, i)})
			}
		}
	}
	return out
}
