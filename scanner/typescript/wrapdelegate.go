package typescript

import (
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// delegateOf resolves the callee of a call a tool handler returns to the same-file function whose
// result the call is: the function itself (calledFunction), or the function a variable wraps once
// (wrappedDelegate). caught reports whether the wrapper catches what the function throws.
func (f *file) delegateOf(callee *sitter.Node) (fn *sitter.Node, caught bool) {
	if fn := f.calledFunction(callee); fn != nil {
		return fn, false
	}
	return f.wrappedDelegate(callee)
}

// wrappedDelegate resolves a variable bound once to a wrapper's call given a same-file function,
// when the wrapper's function returns what that function returns:
//
//	const wrapped = logging.wrapToolHandler(handleToolCall);
//	server.setRequestHandler(CallToolRequestSchema, async (req) => wrapped(req.params.name, ...));
//
// A wrapper the file declares (a function, or the one method of that name) must return a function
// that returns the argument's call, awaited or not, directly or through a constant; caught
// reports whether that call sits in a try there. A wrapper the file cannot see (imported, a method
// of an object of another module) counts when its name says it only decorates the call
// (wrapsByName). A variable assigned again is no delegate.
func (f *file) wrappedDelegate(callee *sitter.Node) (fn *sitter.Node, caught bool) {
	arg, caught := f.wrappedArgument(callee)
	if arg == nil {
		return nil, false
	}
	if fn = f.calledFunction(arg); fn == nil {
		return nil, false
	}
	return fn, caught
}

// wrappedArgument returns the function argument of the wrapper call a variable is bound to, as
// wrappedDelegate accepts it: a same-file function, or a function imported from another module
// (`withTiming(handleToolCall)` with handleToolCall imported; wrappedKeys).
func (f *file) wrappedArgument(callee *sitter.Node) (arg *sitter.Node, caught bool) {
	callee = unwrap(callee)
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil, false
	}
	name := extract.Content(callee, f.Src)
	if _, imported := f.imports[name]; imported {
		return nil, false
	}
	d := f.resolve(name, callee)
	if d == nil || extract.Type(d) != "variable_declarator" {
		return nil, false
	}
	call := unwrap(extract.Field(d, "value"))
	if call == nil || extract.Type(call) != "call_expression" {
		return nil, false
	}
	args := extract.Field(call, "arguments")
	at := -1
	for i := 0; ; i++ {
		a := unwrap(argument(args, i))
		if a == nil {
			break
		}
		_, imported := f.imports[extract.Content(a, f.Src)]
		if f.calledFunction(a) != nil || extract.Type(a) == "identifier" && imported {
			if arg != nil {
				return nil, false // two functions: which one runs is the wrapper's business
			}
			arg, at = a, i
		}
	}
	if arg == nil || f.reassigned(name, d) { // the walk last: a call of no function is most calls
		return nil, false
	}
	wrapper, visible := f.wrapperFunction(extract.Field(call, "function"))
	if !visible {
		if !wrapsByName(calleeName(extract.Field(call, "function"), f.Src)) {
			return nil, false
		}
		return arg, false
	}
	if wrapper == nil {
		return nil, false
	}
	param := parameterAt(wrapper, at, f.Src)
	if param == "" {
		return nil, false
	}
	for _, v := range f.returnedValuesOf(wrapper) {
		inner := unwrap(v)
		if inner == nil || !f.parents.isFunction(inner) {
			continue
		}
		if c := f.returnedCallOf(inner, param); c != nil {
			return arg, f.caughtQuietly(c, inner)
		}
	}
	return nil, false
}

// wrappedKeys returns, for a callee naming a variable bound once to a wrapper's call
// (wrappedArgument), the keys of the function it wraps: the cross-file rules follow the call to
// that function (edgeKeys), as they follow a direct call. A wrapper that answers what the
// function throws gives none.
func (f *file) wrappedKeys(callee *sitter.Node) []string {
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil
	}
	arg, caught := f.wrappedArgument(callee)
	if arg == nil || caught {
		return nil
	}
	return f.callKeys(arg)
}

// wrapperFunction resolves a wrapper's callee to a function the file declares: a function by
// name, a method on this, or the one method of that name declared in the file
// (`logging.wrap(fn)` with the class in this file). visible is false when the file cannot see it:
// an import, or a method no class of the file declares.
func (f *file) wrapperFunction(callee *sitter.Node) (fn *sitter.Node, visible bool) {
	callee = unwrap(callee)
	if callee == nil {
		return nil, true
	}
	if fn := f.calledFunction(callee); fn != nil {
		return fn, true
	}
	switch extract.Type(callee) {
	case "identifier":
		if _, imported := f.imports[extract.Content(callee, f.Src)]; imported {
			return nil, false
		}
		return nil, f.resolve(extract.Content(callee, f.Src), callee) != nil
	case "member_expression":
		return f.soleMethod(text(extract.Field(callee, "property"), f.Src)) // two of that name: not known which
	}
	return nil, true
}

// returnedCallOf returns the call of the parameter named param whose result fn returns: `return
// param(...)`, `return await param(...)`, or `const r = await param(...); ...; return r`.
func (f *file) returnedCallOf(fn *sitter.Node, param string) *sitter.Node {
	isParamCall := func(n *sitter.Node) bool {
		n = unwrap(n)
		if n == nil || extract.Type(n) != "call_expression" {
			return false
		}
		c := unwrap(extract.Field(n, "function"))
		return c != nil && extract.Type(c) == "identifier" && extract.Content(c, f.Src) == param
	}
	for _, v := range f.returnedValuesOf(fn) {
		v = unwrap(v)
		if isParamCall(v) {
			return v
		}
		if v == nil || extract.Type(v) != "identifier" {
			continue
		}
		d := f.resolve(extract.Content(v, f.Src), v)
		if d == nil || extract.Type(d) != "variable_declarator" || f.reassigned(extract.Content(v, f.Src), d) {
			continue
		}
		if val := extract.Field(d, "value"); isParamCall(val) {
			return unwrap(val)
		}
	}
	return nil
}

// reassigned reports whether the file assigns again the variable d declares under name. Only
// d's scope (scopeOf) can: resolve gives d to no identifier outside it.
func (f *file) reassigned(name string, d *sitter.Node) bool {
	if f.isConstDecl(d) {
		return false
	}
	scope := f.scopeOf(d)
	if scope == nil {
		scope = f.root
	}
	return walkBetween(scope, extract.StartByte(scope), extract.EndByte(scope), func(n *sitter.Node) bool {
		if extract.Type(n) != "assignment_expression" && extract.Type(n) != "augmented_assignment_expression" {
			return false
		}
		l := unwrap(extract.Field(n, "left"))
		return l != nil && extract.Type(l) == "identifier" && extract.Content(l, f.Src) == name && same(f.resolve(name, l), d)
	})
}

// parameterAt returns the name of a function's i-th parameter when it is a plain identifier.
func parameterAt(fn *sitter.Node, i int, src []byte) string {
	ps := extract.Field(fn, "parameters")
	if ps == nil {
		if p := extract.Field(fn, "parameter"); p != nil && i == 0 && extract.Type(p) == "identifier" {
			return extract.Content(p, src)
		}
		return ""
	}
	k := 0
	for j := 0; j < int(extract.NamedChildCount(ps)); j++ {
		p := extract.NamedChild(ps, j)
		if extract.Type(p) == "comment" {
			continue
		}
		if k == i {
			if extract.Type(p) == "required_parameter" || extract.Type(p) == "optional_parameter" {
				p = extract.Field(p, "pattern")
			}
			if p != nil && extract.Type(p) == "identifier" {
				return extract.Content(p, src)
			}
			return ""
		}
		k++
	}
	return ""
}

// calleeName returns the name a callee calls: an identifier, or a member's property.
func calleeName(callee *sitter.Node, src []byte) string {
	callee = unwrap(callee)
	if callee == nil {
		return ""
	}
	if extract.Type(callee) == "member_expression" {
		return text(extract.Field(callee, "property"), src)
	}
	return extract.Content(callee, src)
}

var (
	// decoratorName: names of wrappers that decorate a call (log it, time it, trace it).
	decoratorName = lazyre.New(`(?i)^(wrap|with|log|trace|instrument|monitor|measure|time)`)
	// answeringName: words saying the wrapper may answer a failure itself (catch it, retry it,
	// turn it into a result) or not call the function at all (cache, guard).
	answeringName = lazyre.New(`(?i)error|catch|safe|try|guard|fallback|retry|cache|memo|result|respon|response|format`)
)

// wrapsByName reports whether a wrapper the file cannot see is, by its name, one that calls the
// function and hands back what it returns or throws: `wrapToolHandler`, `withLogging`,
// `traceHandler`; not `withErrorHandling`, `safeCall`, `wrapResult`.
func wrapsByName(name string) bool {
	return decoratorName.MatchString(name) && !answeringName.MatchString(name)
}
