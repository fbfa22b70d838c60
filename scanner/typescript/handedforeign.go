package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A callback handed to a function of another module of the root that runs it and lets what it
// throws out: a tool module's request wrapper that resolves the configuration, runs the tool's
// body and throws its failure on.
//
//	// wrapper.ts
//	export async function withAccount(args, body) {
//	  try { const acct = await loadAccount(args); return await body(args, acct); }
//	  catch (e) { log(e); throw e; }
//	}
//	// close-ticket.ts
//	export async function handleCloseTicket(args) {
//	  return withAccount(args, async (a, acct) => {
//	    try { ... } catch (e) { throw new McpError(ErrorCode.InternalError, `close failed: ${e}`); }
//	  });
//	}
//
// The callback's throw leaves handleCloseTicket if withAccount runs its parameter where a
// rejection reaches withAccount's caller: awaited or returned as is, in no try that answers
// (the runs of a function of the file, runsHandedCallback). The function says so of its
// parameter i with the marker runsSuffix(i), a summary with Raises at that call; the callback's
// throw is a pending finding of the function that hands it over, which stands only if the
// marker holds (Pending.Also) and names the marker's place.

// runsSuffix is the key suffix under which a function says it runs its parameter i and passes
// on what that throws.
func runsSuffix(i int) string { return fmt.Sprintf("!runs@%d", i) }

// paramRun returns the call of g's parameter name, in g's own body, whose rejection leaves g:
// awaited or returned as is, in no try of g that answers; nil when there is none, or when g
// assigns the parameter.
func (f *file) paramRun(g *sitter.Node, name string) *sitter.Node {
	if g == nil || name == "" || functionBody(g) == nil || f.mayAssign(g, name) {
		return nil
	}
	var run *sitter.Node
	f.walkOwn(functionBody(g), func(n *sitter.Node) {
		if run != nil || extract.Type(n) != "call_expression" {
			return
		}
		callee := unwrap(extract.Field(n, "function"))
		if callee == nil || extract.Type(callee) != "identifier" || extract.Content(callee, f.Src) != name {
			return
		}
		p := f.parent(n)
		awaited := p != nil && extract.Type(p) == "await_expression"
		if (awaited || f.passesValue(n, g)) && !f.caughtQuietly(n, g) {
			run = n
		}
	})
	return run
}

// summarizeRunMarks gives every keyed function of the file the marker of each parameter it runs
// and passes the throws of (paramRun).
func (f *file) summarizeRunMarks(sz *summarizer) {
	for _, g := range f.keyedFunctions() {
		key := f.keyOf(g)
		if key == "" {
			continue
		}
		for i, name := range f.paramNames(g) {
			if call := f.paramRun(g, name); call != nil {
				sz.place(sz.get(key+runsSuffix(i), g), extract.Raises, call,
					fmt.Sprintf("%s runs its parameter %s, and what that throws leaves it", f.displayName(g), name))
			}
		}
	}
}

// foreignRunner returns, for an anonymous function handed to a call of another module's
// function whose promise or value its keyed caller awaits or returns as is, in no try of its
// own, that caller and the callee's markers for the callback's position (runsSuffix);
// nil when cb is no such callback.
func (f *file) foreignRunner(cb *sitter.Node) (*sitter.Node, []string) {
	if cb == nil || f.regByFn[cb.ID()] != nil || f.namedKind(cb) != 0 {
		return nil, nil
	}
	args := f.parent(cb)
	if args == nil || extract.Type(args) != "arguments" {
		return nil, nil
	}
	call := f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil, nil
	}
	callee := unwrap(extract.Field(call, "function"))
	i := argumentIndex(args, cb)
	if callee == nil || i < 0 || f.calledFunction(callee) != nil || same(f.runnerCallback(call), cb) {
		return nil, nil // a function of the file (runsHandedCallback), or a library runner's
	}
	g := f.enclosingFunction(call)
	if g == nil || f.keyOf(g) == "" {
		return nil, nil
	}
	p := f.parent(call)
	awaited := p != nil && extract.Type(p) == "await_expression"
	if !awaited && !f.passesValue(call, g) || f.innermostCatch(call, g) != nil {
		return nil, nil // a catch of g's judges what reaches it: the throws it passes on are its own
	}
	keys := f.edgeKeys(callee)
	var marks []string
	for _, k := range keys {
		if !strings.Contains(k, "#") || strings.Contains(k, returnedMark) {
			return nil, nil
		}
		marks = append(marks, k+runsSuffix(i))
	}
	if len(marks) == 0 {
		return nil, nil
	}
	return g, marks
}

// handOver makes p, the pending finding of a throw in a callback that a function of another
// module runs (foreignRunner), stand only if that function lets the throw out (also, its
// markers), and names the callback so (name) where the finding named an anonymous function.
// The callback's tests of its own parameters say nothing of the calls of its caller: RunsIf goes.
func handOver(p *extract.Pending, also []string, name string) {
	if also == nil {
		return
	}
	p.Also, p.AlsoNeed, p.RunsIf = also, extract.Raises, nil
	p.Finding.Message = strings.Replace(p.Finding.Message, "in "+anonymous+",", "in "+name+",", 1)
	if p.Finding.Site != nil && p.Finding.Site.Function == anonymous {
		p.Finding.Site.Function = name
	}
}

// anonymous is how displayName names a function without a name.
const anonymous = "<anonymous>"
