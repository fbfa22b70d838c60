package typescript

import (
	"fmt"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Where the failures an Effect catch answers come from. A tool's pipe that answers a failure
// as a success (softeffect.go) stands at the catch callback's return; what the agent lost is
// the failure, failed somewhere down the effects the pipe runs:
//
//	return Effect.gen(function* () {
//	  return yield* toolSwitch(request)          // -> getDestination() in another module
//	}).pipe(Effect.catchIf((e) => e instanceof AnswerError, (e) => Effect.succeed({ content: ... })))
//
//	function getDestination() {
//	  return Effect.gen(function* () {
//	    ...
//	    return yield* Effect.fail(new AnswerError("The destination has not yet been decided"))
//	  })
//	}
//
// A file that imports effect summarises what the effect each of its functions returns may fail
// with (fact Fails): its own failures (`Effect.fail(new C(...))`, `yield* new C(...)`, the
// error an `orElseFail`, `mapError` or `filterOrFail` callback makes, an `Effect.tryPromise`
// whose `catch` makes one, or UnknownException without it), each with its class (Place.Class),
// and the calls of the root's functions whose effects it runs (forwards of Fails): a `yield*`
// in an `Effect.gen` it returns, a returned call, the source of a returned pipe, what a
// combinator's callback returns (`Effect.andThen((x) => g(x))`). A pipe stage that catches
// (catchAll, catchTag, orElse, either, mapError, ...) passes on none of the failures before
// it, only those its own callback makes. The catch of a tool's pipe names, in related, the
// failures of the classes it matches that reach it: `catchIf` with `e instanceof C` or
// `e._tag === "C"`, `catchTag("C", ...)` by tag (read as the class's name), `catchAll` and
// `catchAllCause` every one; those of its own file directly, those behind the calls through
// the root's index (extract.Pending.Classes). A synchronous throw in an effect's code is a
// defect, not a failure of the channel: no catch of these answers it.

// effectFail is one failure an effect makes: where, with what, and its class ("" unknown).
type effectFail struct {
	at, value *sitter.Node
	class     string
}

// effectParts are the failures an effect may carry: its own, and the calls of the root's
// functions whose effects it runs.
type effectParts struct {
	fails []effectFail
	calls []effectCall
}

// effectCall is a call of the root's functions, with its keys (rootKeys).
type effectCall struct {
	at   *sitter.Node
	keys []string
}

// distinctCalls returns the calls, the first of each callee (by its first key).
func (p effectParts) distinctCalls() []effectCall {
	return distinctByFirst(p.calls, func(c effectCall) []string { return c.keys })
}

// effectCutters are the pipe stages that take the failures before them out of the channel.
var effectCutters = map[string]bool{"catchAll": true, "catchAllCause": true, "catchSome": true, "catchSomeCause": true,
	"catchIf": true, "catchTag": true, "catchTags": true, "orElse": true, "orElseSucceed": true, "orElseFail": true,
	"either": true, "option": true, "ignore": true, "ignoreLogged": true, "exit": true, "match": true,
	"matchEffect": true, "matchCause": true, "matchCauseEffect": true, "mapError": true, "orDie": true,
	"orDieWith": true, "sandbox": true}

// effectFailWith are the combinators whose callback returns the error they fail with.
var effectFailWith = map[string]bool{"orElseFail": true, "mapError": true, "filterOrFail": true}

// effectInert are the Effect functions whose arguments run no effect of theirs in the channel:
// plain values, or a run that hands the failure to a promise.
var effectInert = map[string]bool{"succeed": true, "sync": true, "map": true, "as": true, "promise": true,
	"runPromise": true, "runSync": true, "runFork": true, "runPromiseExit": true, "runSyncExit": true,
	"die": true, "dieMessage": true, "log": true, "logError": true, "logInfo": true, "logDebug": true,
	"logWarning": true, "sleep": true}

// effectTry are the Effect functions that fail when the code they run throws or rejects.
var effectTry = map[string]bool{"tryPromise": true, "try": true}

// usesEffect reports whether the file imports Effect-TS.
func (f *file) usesEffect() bool { return f.importsFrom("effect", isEffectModule) }

// isEffectModule reports whether a module specifier is Effect-TS's.
func isEffectModule(m string) bool { return m == "effect" || len(m) > 7 && m[:7] == "effect/" }

// effectName returns the name of an Effect function a call calls (Effect.<name>, Effect
// imported from "effect"), or "".
func (f *file) effectName(call *sitter.Node) string {
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "member_expression" {
		return ""
	}
	obj := extract.Field(callee, "object")
	if obj == nil || extract.Type(obj) != "identifier" {
		return ""
	}
	if b, ok := f.imports[extract.Content(obj, f.Src)]; !ok || !(b.module == "effect" && b.name == "Effect" || b.module == "effect/Effect" && b.name == "*") {
		return ""
	}
	return text(extract.Field(callee, "property"), f.Src)
}

// effectPipe returns the source and the stages of a pipe: `x.pipe(s1, s2)`, or `pipe(x, s1,
// s2)` with pipe imported from effect.
func (f *file) effectPipe(call *sitter.Node) (src *sitter.Node, stages []*sitter.Node, ok bool) {
	callee := extract.Field(call, "function")
	if callee == nil || extract.Field(call, "arguments") == nil {
		return nil, nil, false
	}
	all := callArguments(call)
	switch extract.Type(callee) {
	case "member_expression":
		if text(extract.Field(callee, "property"), f.Src) == "pipe" {
			return extract.Field(callee, "object"), all, true
		}
	case "identifier":
		if b, imp := f.imports[extract.Content(callee, f.Src)]; imp && b.name == "pipe" && (b.module == "effect" || b.module == "effect/Function") && len(all) > 0 {
			return all[0], all[1:], true
		}
	}
	return nil, nil, false
}

// effectFlow adds to acc what the effect an expression makes may fail with.
func (f *file) effectFlow(n *sitter.Node, acc *effectParts, depth int) {
	n = unwrap(n)
	if n == nil || depth > 6 {
		return
	}
	switch extract.Type(n) {
	case "identifier":
		if v := f.valueOf(n); v != nil && !same(v, n) && !f.parents.isFunction(v) && extract.Type(v) != "identifier" {
			f.effectFlow(v, acc, depth+1) // const notUsable = Effect.succeed(...)
		}
	case "ternary_expression":
		f.effectFlow(extract.Field(n, "consequence"), acc, depth+1)
		f.effectFlow(extract.Field(n, "alternative"), acc, depth+1)
	case "array":
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			f.effectFlow(extract.NamedChild(n, i), acc, depth+1)
		}
	case "call_expression":
		f.effectCallFlow(n, acc, depth)
	}
}

// effectCallFlow is effectFlow of a call.
func (f *file) effectCallFlow(call *sitter.Node, acc *effectParts, depth int) {
	if src, stages, ok := f.effectPipe(call); ok {
		f.effectPipeFlow(src, stages, acc, depth)
		return
	}
	args := extract.Field(call, "arguments")
	switch name := f.effectName(call); {
	case name == "fail":
		v := argument(args, 0)
		acc.fails = append(acc.fails, effectFail{at: call, value: v, class: f.errorClass(v)})
	case name == "gen":
		f.effectGenFlow(lastArgument(args), acc, depth)
	case effectTry[name]:
		f.effectTryFlow(call, acc)
	case effectInert[name]:
	case effectCutters[name]:
		// data-first (`Effect.catchAll(effect, handler)`): the effect's failures are caught
		f.effectHandlerFlow(name, call, 1, acc, depth)
	case name != "":
		f.effectHandlerFlow(name, call, 0, acc, depth)
	default:
		if keys := f.rootKeys(call); keys != nil {
			acc.calls = append(acc.calls, effectCall{call, keys})
		}
	}
}

// effectPipeFlow adds what a pipe's source and stages may fail with: a stage that catches
// drops the failures before it.
func (f *file) effectPipeFlow(src *sitter.Node, stages []*sitter.Node, acc *effectParts, depth int) {
	var own effectParts
	f.effectFlow(src, &own, depth+1)
	for _, s := range stages {
		s = unwrap(s)
		if s == nil || extract.Type(s) != "call_expression" {
			continue // Effect.runPromise, runtime.runPromise, Effect.asVoid
		}
		name := f.effectName(s)
		switch {
		case effectCutters[name]:
			own = effectParts{}
			f.effectHandlerFlow(name, s, 0, &own, depth)
		case effectInert[name]:
		case name != "":
			f.effectHandlerFlow(name, s, 0, &own, depth)
		}
	}
	acc.fails = append(acc.fails, own.fails...)
	acc.calls = append(acc.calls, own.calls...)
}

// effectHandlerFlow adds what the arguments of an Effect combinator's call (from the from-th)
// may fail with: an effect's failures, what a callback's returns may fail with, and the error a
// callback of effectFailWith returns.
func (f *file) effectHandlerFlow(name string, call *sitter.Node, from int, acc *effectParts, depth int) {
	args := callArguments(call)
	for i := from; i < len(args); i++ {
		a := unwrap(args[i])
		if !f.parents.isFunction(a) {
			f.effectFlow(a, acc, depth+1)
			continue
		}
		for _, v := range f.returnedValuesOf(a) {
			if effectFailWith[name] {
				if v = unwrap(v); v != nil && extract.Type(v) == "new_expression" {
					acc.fails = append(acc.fails, effectFail{at: v, value: v, class: f.errorClass(v)})
				}
				continue
			}
			f.effectFlow(v, acc, depth+1)
		}
	}
}

// effectGenFlow adds what an Effect.gen body may fail with: what each `yield*` of its own
// yields, an effect or a yieldable error (`yield* new NotFound()`).
func (f *file) effectGenFlow(gen *sitter.Node, acc *effectParts, depth int) {
	gen = unwrap(gen)
	if gen == nil || !f.parents.isFunction(gen) || functionBody(gen) == nil {
		return
	}
	f.walkOwn(functionBody(gen), func(n *sitter.Node) {
		if extract.Type(n) != "yield_expression" || !isDelegatingYield(n) {
			return
		}
		v := unwrap(extract.NamedChild(n, 0))
		if v != nil && extract.Type(v) == "new_expression" {
			acc.fails = append(acc.fails, effectFail{at: n, value: v, class: f.errorClass(v)})
			return
		}
		f.effectFlow(v, acc, depth+1)
	})
}

// isDelegatingYield reports whether a yield expression is `yield* x`.
func isDelegatingYield(n *sitter.Node) bool {
	for i := 0; i < int(n.ChildCount()); i++ {
		if extract.Type(n.Child(i)) == "*" {
			return true
		}
	}
	return false
}

// effectTryFlow adds the failure of Effect.tryPromise / Effect.try: the error its `catch`
// callback returns, else UnknownException.
func (f *file) effectTryFlow(call *sitter.Node, acc *effectParts) {
	if obj := unwrap(argument(extract.Field(call, "arguments"), 0)); obj != nil && extract.Type(obj) == "object" {
		if c := unwrap(f.members(obj, 0).values["catch"]); c != nil && f.parents.isFunction(c) {
			for _, v := range f.returnedValuesOf(c) {
				if v = unwrap(v); v != nil && extract.Type(v) == "new_expression" {
					acc.fails = append(acc.fails, effectFail{at: v, value: v, class: f.errorClass(v)})
				}
			}
			return
		}
	}
	acc.fails = append(acc.fails, effectFail{at: call, value: call, class: "UnknownException"})
}

// errorClass returns the class (or tag) of an error value: `new C(...)` (`new errors.C()`),
// an object with `_tag: "C"`, a constant bound to one; "" when not known.
func (f *file) errorClass(v *sitter.Node) string {
	v = f.valueOf(v)
	if v == nil {
		return ""
	}
	switch extract.Type(v) {
	case "new_expression":
		c := unwrap(extract.Field(v, "constructor"))
		if c != nil && extract.Type(c) == "member_expression" {
			c = extract.Field(c, "property")
		}
		if c != nil && (extract.Type(c) == "identifier" || extract.Type(c) == "property_identifier") {
			return extract.Content(c, f.Src)
		}
	case "object":
		if s, ok := stringValue(unwrap(f.members(v, 0).values["_tag"]), f.Src); ok {
			return s
		}
	}
	return ""
}

// effectFailMessage says where a function's effect fails and with what.
func (f *file) effectFailMessage(name string, fl effectFail) string {
	return fmt.Sprintf("%s fails with %s", name, clip(text(fl.value, f.Src)))
}

// effectReturned returns what the effects a function returns may fail with.
func (f *file) effectReturned(fn *sitter.Node) effectParts {
	var acc effectParts
	for _, v := range f.returnedValuesOf(fn) {
		f.effectFlow(v, &acc, 0)
	}
	return acc
}

// summarizeEffects records, for each function of a file that imports effect, the failures of
// the effects it returns (Fails, each place with its class) and the calls whose effects it
// runs (forwards of Fails).
func (f *file) summarizeEffects(sz *summarizer) {
	if !f.usesEffect() {
		return
	}
	for _, fn := range f.keyedFunctions() {
		key := f.keyOf(fn)
		if key == "" {
			continue
		}
		parts := f.effectReturned(fn)
		if len(parts.fails) == 0 && len(parts.calls) == 0 {
			continue
		}
		s := sz.get(key, fn)
		for _, fl := range parts.fails {
			n := len(s.Places)
			sz.place(s, extract.Fails, fl.at, f.effectFailMessage(f.displayName(fn), fl))
			if len(s.Places) > n {
				s.Places[n].Class = fl.class
			}
		}
		for _, c := range parts.distinctCalls() {
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.Fails, Keys: c.keys, Line: line(c.at), Column: column(c.at)})
		}
	}
}

// effectCatchClasses returns the classes of failure an Effect catch combinator's call answers
// ("*" for any), or nil when it answers none of the channel's (catchAllDefect) or the file
// cannot tell which (a predicate other than instanceof or a _tag test).
func (f *file) effectCatchClasses(catcher *sitter.Node) []string {
	switch f.effectName(catcher) {
	case "catchAll", "catchAllCause", "orElse", "orElseSucceed":
		return []string{"*"}
	case "catchTag":
		var tags []string
		for _, a := range callArguments(catcher) {
			if s, ok := stringValue(a, f.Src); ok {
				tags = append(tags, s)
			}
		}
		return tags
	case "catchIf":
		if c := f.predicateClass(unwrap(argument(extract.Field(catcher, "arguments"), 0))); c != "" {
			return []string{c}
		}
	}
	return nil
}

// predicateClass returns the class a one-parameter predicate tests for: `(e) => e instanceof
// C`, `(e) => e._tag === "C"`; "" otherwise.
func (f *file) predicateClass(pred *sitter.Node) string {
	if pred == nil || !f.parents.isFunction(pred) {
		return ""
	}
	ps := f.paramNames(pred)
	vs := f.returnedValuesOf(pred)
	if len(ps) != 1 || len(vs) != 1 {
		return ""
	}
	b := unwrap(vs[0])
	if b == nil || extract.Type(b) != "binary_expression" {
		return ""
	}
	l, r := unwrap(extract.Field(b, "left")), unwrap(extract.Field(b, "right"))
	op := extract.Field(b, "operator")
	if l == nil || r == nil || op == nil {
		return ""
	}
	switch extract.Type(op) {
	case "instanceof":
		if extract.Type(l) == "identifier" && extract.Content(l, f.Src) == ps[0] {
			if extract.Type(r) == "member_expression" {
				r = extract.Field(r, "property")
			}
			if r != nil && (extract.Type(r) == "identifier" || extract.Type(r) == "property_identifier") {
				return extract.Content(r, f.Src)
			}
		}
	case "===", "==":
		if extract.Type(l) == "member_expression" && text(extract.Field(l, "property"), f.Src) == "_tag" &&
			text(extract.Field(l, "object"), f.Src) == ps[0] {
			if s, ok := stringValue(r, f.Src); ok {
				return s
			}
		}
	}
	return ""
}

// effectCaughtParts returns what reaches an Effect catch combinator's call: the failures of its
// pipe's source and of the stages before it.
func (f *file) effectCaughtParts(catcher *sitter.Node) effectParts {
	var acc effectParts
	args := f.parent(catcher)
	pipe := f.parent(args)
	if pipe == nil || extract.Type(pipe) != "call_expression" {
		return acc
	}
	src, stages, ok := f.effectPipe(pipe)
	if !ok {
		return acc
	}
	if i := slices.IndexFunc(stages, func(s *sitter.Node) bool { return same(s, catcher) }); i >= 0 {
		f.effectPipeFlow(src, stages[:i], &acc, 0)
	}
	return acc
}

// effectCatchPending completes a finding at the return of an Effect catch combinator's
// callback: the failures of the classes the catch answers, which its own file makes, go in
// Related, and when the pipe runs the effects of the root's functions, the finding waits for
// the index to name theirs (pending, which stands whatever they do: its AnyOf ends in the key
// of a summary of the catch itself). ok is false when nothing is pending.
func (f *file) effectCatchPending(fd *finding.Finding, catcher *sitter.Node) (extract.Pending, bool) {
	if catcher == nil {
		return extract.Pending{}, false
	}
	classes := f.effectCatchClasses(catcher)
	if classes == nil {
		return extract.Pending{}, false
	}
	parts := f.effectCaughtParts(catcher)
	for _, fl := range parts.fails {
		if slices.Contains(classes, "*") || fl.class != "" && slices.Contains(classes, fl.class) {
			fd.Related = append(fd.Related, f.relatedAt(fl.at, f.effectFailMessage("the pipe", fl)))
		}
	}
	if len(parts.calls) == 0 {
		return extract.Pending{}, false
	}
	var anyOf [][]string
	for _, c := range parts.distinctCalls() {
		anyOf = append(anyOf, c.keys)
	}
	key := fmt.Sprintf("%s#<effect catch>@%d:%d", f.modPath, line(catcher), column(catcher))
	f.effectSums = append(f.effectSums, extract.Summary{Key: key, Name: "the catch", Line: line(catcher), Column: column(catcher),
		Facts: extract.Fails})
	anyOf = append(anyOf, []string{key})
	return extract.Pending{Finding: *fd, AnyOf: anyOf, Need: extract.Fails, Classes: classes}, true
}
