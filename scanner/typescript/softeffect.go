package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// Effect-TS error channels: a tool handler that runs an Effect and answers its failures in a
// catch combinator of the pipe it returns.
//
//	server.setRequestHandler(CallToolRequestSchema, async (request) => {
//	  return await Effect.gen(function* () { ... }).pipe(
//	    Effect.catchIf((e) => e instanceof AnswerError, (e) => {
//	      return Effect.succeed({ content: [{ type: "text", text: e.message }] })
//	    }),
//	    Effect.runPromise)
//	})
//
// The handler's callback of Effect.catchAll, catchIf, catchTag, catchAllCause, catchAllDefect
// or orElse (Effect imported from "effect") takes the failure as its parameter (orElse's none),
// as a catch clause does (catchParameter), and what it returns in Effect.succeed(...) is what the
// pipe, and so the tool, answers, when the tool returns the pipe's value (through .pipe calls,
// await and Effect.runPromise); orElseSucceed's callback returns the result itself. Its returns,
// or its body when it is an arrow with an expression body, are judged as the tool's.

// effectCatchers are the Effect combinators whose last argument handles the failure it is given
// (orElse's and orElseSucceed's take none).
var effectCatchers = map[string]bool{"catchAll": true, "catchIf": true, "catchTag": true, "catchAllCause": true,
	"catchAllDefect": true, "orElse": true, "orElseSucceed": true}

// effectCatcher returns the Effect catch combinator's call whose handler is cb (its last
// argument), or nil.
func (f *file) effectCatcher(cb *sitter.Node) *sitter.Node {
	if cb == nil || !f.parents.isFunction(cb) {
		return nil
	}
	args := f.parent(cb)
	if args == nil || extract.Type(args) != "arguments" || !same(lastArgument(args), cb) {
		return nil
	}
	call := f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" || !f.isEffectCall(call, effectCatchers) {
		return nil
	}
	return call
}

// isEffectCall reports whether a call calls Effect.<name> for a name of names, Effect being
// imported from "effect".
func (f *file) isEffectCall(call *sitter.Node, names map[string]bool) bool {
	name := f.effectName(call)
	return name != "" && names[name]
}

// effectRun are the Effect functions that run an effect and hand back its value.
var effectRun = map[string]bool{"runPromise": true, "runSync": true}

// throughEffectCatch returns the place of the tool handler whose returned pipe holds the catch
// combinator of the callback cb (effectCatcher), with cb as its function, and that pipe's
// outermost call; ok is false otherwise.
func (f *file) throughEffectCatch(cb *sitter.Node) (where, *sitter.Node, bool) {
	catcher := f.effectCatcher(cb)
	if catcher == nil {
		return where{}, nil, false
	}
	// Up through the pipe: each step is an argument of a .pipe(...) call or of Effect.runPromise,
	// an await or parentheses, until the return (or an arrow's body).
	n := catcher
	for depth := 0; depth < 8; depth++ {
		p := f.parent(n)
		if p == nil {
			return where{}, nil, false
		}
		switch extract.Type(p) {
		case "await_expression", "parenthesized_expression":
			n = p
			continue
		case "arguments":
			call := f.parent(p)
			if call == nil || extract.Type(call) != "call_expression" {
				return where{}, nil, false
			}
			callee := extract.Field(call, "function")
			if !(callee != nil && extract.Type(callee) == "member_expression" && text(extract.Field(callee, "property"), f.Src) == "pipe") &&
				!f.isEffectCall(call, effectRun) {
				return where{}, nil, false
			}
			n = call
			continue
		case "call_expression":
			// effect.pipe(...) is the callee's object: x.pipe(catch...) has the catcher as an
			// argument, so a call reached here holds n as its callee, which no pipe does.
			return where{}, nil, false
		}
		if f.returningFunction(n) == nil {
			return where{}, nil, false
		}
		w := f.locate(n)
		if !w.direct {
			return where{}, nil, false
		}
		w.fn = cb
		return w, n, true
	}
	return where{}, nil, false
}

// effectSucceed is the Effect function that makes an effect of a value.
var effectSucceed = map[string]bool{"succeed": true}

// effectSucceeded returns X of a returned `Effect.succeed(X)`, or nil.
func (f *file) effectSucceeded(v *sitter.Node) *sitter.Node {
	v = unwrap(v)
	if v == nil || extract.Type(v) != "call_expression" || !f.isEffectCall(v, effectSucceed) {
		return nil
	}
	return argument(extract.Field(v, "arguments"), 0)
}

// effectAnswer returns the result an Effect catch callback cb answers with, given the value it
// returns: X of `Effect.succeed(X)`, or the value itself for orElseSucceed, whose callback
// returns the result; nil when it answers with no such result.
func (f *file) effectAnswer(cb, v *sitter.Node) *sitter.Node {
	if c := f.effectCatcher(cb); c != nil && f.effectName(c) == "orElseSucceed" {
		return unwrap(v)
	}
	return f.effectSucceeded(v)
}

// effectArrowCallbacks returns the Effect catch callbacks that are arrows with an expression
// body the softerror query does not match itself (`(e) => Effect.succeed({ content: ... })`), as
// returns to judge.
func (f *file) effectArrowCallbacks() []softReturn {
	if !f.usesEffect() {
		return nil
	}
	var out []softReturn
	for _, fn := range f.functionIndex().nodes {
		if extract.Type(fn) != "arrow_function" {
			continue
		}
		body := functionBody(fn)
		if body == nil || extract.Type(body) == "statement_block" || arrowBodies[extract.Type(body)] || f.effectCatcher(fn) == nil {
			continue
		}
		out = append(out, softReturn{fn, body})
	}
	return out
}

// effectCaught returns the name of the failure an Effect catch combinator's callback fn takes
// (its first parameter), or "".
func (f *file) effectCaught(fn *sitter.Node) string {
	if f.effectCatcher(fn) == nil {
		return ""
	}
	if ps := f.paramNames(fn); len(ps) > 0 {
		return ps[0]
	}
	return ""
}
