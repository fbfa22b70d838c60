package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A low-level tools/call handler that returns a `new Promise((resolve, reject) => { ... })` (or
// awaits one outside any try) hands the SDK that promise's rejection, which the SDK sends as a
// JSON-RPC error just as it sends a throw. A throw in the executor's synchronous body and a call
// of its reject parameter (also from the callbacks the executor sets up: `child.on("error", e =>
// reject(e))`, `setTimeout(() => reject(...))`) reject the promise. A throw inside such a
// callback does not: it is lost or crashes the process, and is not reported here. A
// registerTool callback's rejection becomes an isError result (the SDK's try around the
// callback), so only low-level handlers are looked at.

// executorFailure is one place that rejects a Promise a handler hands to the SDK.
type executorFailure struct {
	at   *sitter.Node // the throw statement, the reject call, or the reject passed as a callback
	t    thrown       // what is thrown or rejected with (empty for a reject passed on)
	verb string       // how the message names it
}

// executorErrors finds the throws and reject calls of the Promise executors whose promise a
// low-level tools/call handler returns or awaits where a throw would reach the SDK (protocolerror).
func (f *file) executorErrors() []finding.Finding {
	if !f.hasReg(regLowLevel) || !f.srcHas("Promise") {
		return nil
	}
	var out []finding.Finding
	seen := map[uintptr]bool{}
	for _, r := range f.regs {
		if r.kind != regLowLevel || r.shielded || r.fn == nil || seen[r.fn.ID()] {
			continue // a shielded delegate's failures are its caller's catch's to answer
		}
		seen[r.fn.ID()] = true
		body := functionBody(r.fn)
		if body == nil {
			continue
		}
		f.walkOwn(body, func(n *sitter.Node) {
			exec := f.promiseExecutor(n)
			if exec == nil {
				return
			}
			reach, verb := f.promiseReach(n, r.fn)
			if reach == nil {
				return
			}
			w := f.locate(n)
			if w.reg == nil || w.reg.kind != regLowLevel || !w.direct {
				return
			}
			for _, e := range f.executorRejects(exec) {
				if (e.t.stmt != nil && f.isUnknownTool(e.t)) || f.cannotRun(e.at) {
					continue
				}
				out = append(out, f.executorFinding(e, w, reach, verb))
			}
		})
	}
	return out
}

// promiseReach returns where the handler fn hands the promise built by n to the SDK, and the verb
// that says how: a return statement ("returns"; a returned promise's rejection passes every try
// of the handler), an arrow's expression body, or an await outside any try with a catch
// ("awaits"), of n itself or of the const it is assigned to. It returns nil when the promise goes
// elsewhere or a catch decides what becomes of its rejection.
func (f *file) promiseReach(n, fn *sitter.Node) (*sitter.Node, string) {
	at, verb := f.promiseUse(n, fn)
	if at != nil && verb == "awaits" && f.innermostTry(at, fn) != nil {
		return nil, "" // the catch decides; a rethrow's finding names it (awaitedRejects)
	}
	return at, verb
}

// promiseUse returns the first place in fn that returns ("returns") or awaits ("awaits") the
// promise built by n, directly or through the const it is assigned to, or nil.
func (f *file) promiseUse(n, fn *sitter.Node) (*sitter.Node, string) {
	p := f.valueParent(n)
	switch {
	case p == nil:
		return nil, ""
	case same(p, fn):
		return n, "returns"
	case extract.Type(p) == "return_statement":
		return p, "returns"
	case extract.Type(p) == "await_expression":
		return p, "awaits"
	case extract.Type(p) == "variable_declarator":
		name := extract.Field(p, "name")
		if name == nil || extract.Type(name) != "identifier" || !f.isConstDecl(p) {
			return nil, ""
		}
		var at *sitter.Node
		verb := ""
		f.walkOwnUntil(functionBody(fn), func(m *sitter.Node) bool {
			if extract.Type(m) != "identifier" || extract.Content(m, f.Src) != extract.Content(name, f.Src) || same(m, name) {
				return false
			}
			switch u := f.valueParent(m); {
			case u != nil && extract.Type(u) == "return_statement":
				at, verb = u, "returns"
			case u != nil && extract.Type(u) == "await_expression":
				at, verb = u, "awaits"
			}
			return at != nil
		})
		return at, verb
	}
	return nil, ""
}

// awaitedRejects returns the places that reject a `new Promise` n that fn awaits in the body of
// try, for the finding of a rethrow in try's catch to name (rethrowOrigins).
func (f *file) awaitedRejects(n, try, fn *sitter.Node) []*sitter.Node {
	exec := f.promiseExecutor(n)
	if exec == nil {
		return nil
	}
	if at, verb := f.promiseUse(n, fn); at == nil || verb != "awaits" || f.innermostTry(at, fn) != try {
		return nil
	}
	return f.rejectPlaces(exec)
}

// promiseExecutor returns the executor function of a `new Promise(executor)`, or nil when n is
// no such construction.
func (f *file) promiseExecutor(n *sitter.Node) *sitter.Node {
	if extract.Type(n) != "new_expression" || text(extract.Field(n, "constructor"), f.Src) != "Promise" {
		return nil
	}
	if exec := unwrap(argument(extract.Field(n, "arguments"), 0)); exec != nil && f.parents.isFunction(exec) {
		return exec
	}
	return nil
}

// rejectPlaces returns the places that reject the promise of executor exec (executorRejects)
// and may run: not an unknown tool's throw, not a throw that cannot run.
func (f *file) rejectPlaces(exec *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, e := range f.executorRejects(exec) {
		if (e.t.stmt == nil || !f.isUnknownTool(e.t)) && !f.cannotRun(e.at) {
			out = append(out, e.at)
		}
	}
	return out
}

// returnedRejects returns the places that reject a `new Promise` n that the function fn returns
// (`function dbAll(q) { return new Promise((resolve, reject) => db.all(q, (err, rows) => err ?
// reject(err) : resolve(rows))) }`): a caller that awaits fn's result throws there, for the
// finding of a rethrow around that call to name (rethrowOrigins).
func (f *file) returnedRejects(n, fn *sitter.Node) []*sitter.Node {
	exec := f.promiseExecutor(n)
	if exec == nil {
		return nil
	}
	if at, verb := f.promiseUse(n, fn); at == nil || verb != "returns" {
		return nil
	}
	return f.rejectPlaces(exec)
}

// valueParent returns the parent of an expression past parentheses and type assertions.
func (f *file) valueParent(n *sitter.Node) *sitter.Node {
	p := f.parent(n)
	for p != nil {
		switch extract.Type(p) {
		case "parenthesized_expression", "as_expression", "satisfies_expression", "non_null_expression":
			p = f.parent(p)
			continue
		}
		return p
	}
	return nil
}

// executorRejects returns the places that reject the promise of executor exec: the throws of its
// synchronous body that no try in it catches (not those of an async executor, whose throws reject
// its own promise instead), and every call of its reject parameter or pass of it as a callback,
// nested callbacks included, where no nested function's parameter shadows it.
func (f *file) executorRejects(exec *sitter.Node) []executorFailure {
	body := functionBody(exec)
	if body == nil {
		return nil
	}
	var out []executorFailure
	if !strings.HasPrefix(extract.Content(exec, f.Src), "async") {
		f.walkOwn(body, func(n *sitter.Node) {
			if extract.Type(n) == "throw_statement" && !f.caught(n, exec) {
				out = append(out, executorFailure{at: n, t: f.describeThrow(n), verb: "throw"})
			}
		})
	}
	reject := ""
	if ps := extract.Field(exec, "parameters"); ps != nil && extract.NamedChildCount(ps) > 1 {
		reject = paramName(extract.NamedChild(ps, 1), f.Src)
	}
	if reject == "" {
		return out
	}
	f.walkAll(body, func(n *sitter.Node) {
		if extract.Type(n) != "identifier" || extract.Content(n, f.Src) != reject || f.shadowedBelow(n, exec, reject) ||
			f.inAbortListener(n, exec) {
			return
		}
		p := f.parent(n)
		switch {
		case p != nil && extract.Type(p) == "call_expression" && same(extract.Field(p, "function"), n):
			args := extract.Field(p, "arguments")
			t := thrown{}
			if args != nil && extract.NamedChildCount(args) > 0 {
				t = f.describeThrow(args) // describeThrow reads its node's first child: the reason
			}
			t.stmt = nil
			out = append(out, executorFailure{at: p, t: t, verb: "reject(...)"})
		case p != nil && extract.Type(p) == "arguments":
			out = append(out, executorFailure{at: n, verb: "reject passed as a callback"})
		}
	})
	return out
}

// shadowedBelow reports whether a function between n and exec declares a parameter named name.
func (f *file) shadowedBelow(n, exec *sitter.Node, name string) bool {
	for p := f.parent(n); p != nil && !same(p, exec); p = f.parent(p) {
		if !f.parents.isFunction(p) {
			continue
		}
		if ps := extract.Field(p, "parameters"); ps != nil {
			for i := 0; i < int(extract.NamedChildCount(ps)); i++ {
				if paramName(extract.NamedChild(ps, i), f.Src) == name {
					return true
				}
			}
		}
		if ps := extract.Field(p, "parameter"); ps != nil && extract.Content(ps, f.Src) == name {
			return true
		}
	}
	return false
}

// executorFinding is the protocolerror finding of a place that rejects a promise the handler of w
// returns or awaits at reach, worded as protocolErrors words a throw of the handler.
func (f *file) executorFinding(e executorFailure, w where, reach *sitter.Node, verb string) finding.Finding {
	v := f.tsSDK()
	codeText := "-32603 (or the error's own numeric code)"
	if code, ok := e.t.code(f.Src); ok {
		codeText = fmt.Sprint(code)
	}
	shape := finding.ProseOnly
	if e.t.args != nil {
		shape = f.throwShape(e.t)
	}
	related := []finding.Related{f.relatedAt(reach, fmt.Sprintf("the handler %s the promise here", verb))}
	return finding.Finding{Related: related,
		Rule: "protocolerror", Line: line(e.at), Column: column(e.at), StartLine: line(e.at), EndLine: endLine(e.at),
		Lang: f.lang, Method: finding.TreeSitter,
		Message: fmt.Sprintf("%s in a Promise executor rejects the promise the low-level tools/call handler (%s) %s, which reaches the client as JSON-RPC error %s on %s, which the model never sees; resolve {isError: true, content: [...]} instead",
			e.verb, w.name, verb, codeText, v.describe()),
		Site: &finding.Site{Construct: finding.Exception, API: "Server.setRequestHandler", Function: w.name, Shape: shape,
			PathKey: fmt.Sprintf("%s#%s:%s:protocol", f.Path, w.name, finding.Exception),
			Profile: finding.Profile(finding.ProtocolError, finding.Typed{}), Outcome: finding.ProtocolError},
	}
}

// inAbortListener reports whether n sits in a callback, below exec, registered for an "abort"
// event (`signal.addEventListener("abort", () => reject(...))`). The SDK sends nothing for a
// request whose signal aborted (shared/protocol.js checks abortController.signal.aborted before
// it sends a result or an error), so such a rejection never reaches the client.
func (f *file) inAbortListener(n, exec *sitter.Node) bool {
	for p := f.parent(n); p != nil && !same(p, exec); p = f.parent(p) {
		if !f.parents.isFunction(p) {
			continue
		}
		args := f.parent(p)
		if args == nil || extract.Type(args) != "arguments" {
			continue
		}
		if ev, ok := stringValue(argument(args, 0), f.Src); ok && ev == "abort" {
			return true
		}
	}
	return false
}

// originWords says what an origin of a rethrow (rethrowOrigins) does: a throw throws its value, a
// Promise executor's reject call rejects with its argument, a reject passed on rejects when called.
func (f *file) originWords(o *sitter.Node) string {
	switch extract.Type(o) {
	case "call_expression":
		if f.isZodParse(o) {
			return "parses " + clip(text(o, f.Src)) + " with zod (a ZodError on invalid input)"
		}
		return "rejects with " + clip(text(argument(extract.Field(o, "arguments"), 0), f.Src))
	case "identifier":
		return "rejects when " + clip(text(f.parent(f.parent(o)), f.Src)) + " calls it back"
	}
	return "throws " + clip(text(extract.NamedChild(o, 0), f.Src))
}
