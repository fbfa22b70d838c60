package python

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A tool that returns what a runner returns when the runner calls the lambda it is handed:
//
//	utils.py:  async def safe_notebook_operation(operation_func, max_retries=3):
//	               for attempt in range(max_retries):
//	                   try:
//	                       return await operation_func()
//	                   ...
//	server.py: @mcp.tool()
//	           async def read_cell(cell_index: int) -> list:
//	               return await safe_notebook_operation(lambda: ReadCellTool().execute(...))
//
// The failure is the lambda's callee's (ReadCellTool.execute returns "Notebook 'x' is not
// connected"), and the runner hands it on only if it returns what it calls its parameter with.
// The file that defines the runner gives it, under its key with callsSuffix(i), the fact
// SoftResult at each return of a call of its parameter i (a marker, as TypeScript's
// softcallback.go does). The tool's return is pending on the lambda's callee (Need) and on the
// runner's marker (Pending.Also). An awaited runner of the standard library that hands back the
// value of what it runs (asyncio.to_thread, loop.run_in_executor, anyio's run_sync) needs no
// marker.

// callsSuffix is the key suffix under which a function says it returns what its parameter i
// returns when it calls it.
func callsSuffix(i int) string { return fmt.Sprintf("!calls@%d", i) }

// valueRunners are the runners of the standard library and anyio whose awaited call is the value
// of the function they run.
var valueRunners = map[string]bool{"to_thread": true, "run_in_executor": true, "run_sync": true}

// callsParamSummaries returns the marker summaries of fn: one under its key with callsSuffix(i)
// for each parameter i of its own that a return hands back the call of (`return await op()`, or
// `result = op(); ...; return result`).
func (c *fileCtx) callsParamSummaries(fn *sitter.Node, key string) []extract.Summary {
	var out []extract.Summary
	seen := map[int]int{}
	name := c.funcName(fn)
	for _, r := range c.returnValues(fn) {
		v := unparen(r)
		if v != nil && extract.Type(v) == "identifier" {
			v = unparen(c.valueOf(v)) // result = fn(); audit(...); return result
		}
		call := awaited(v)
		if call == nil || extract.Type(call) != "call" {
			continue
		}
		p, ok := c.intactParam(fn, extract.Field(call, "function"))
		if !ok || p.index < 0 {
			continue
		}
		line, col := position(r)
		pl := extract.Place{Fact: extract.SoftResult, Line: line, Column: col, Message: fmt.Sprintf("%s returns what its parameter %s returns", name, p.name)}
		if j, ok := seen[p.index]; ok {
			if len(out[j].Places) < maxPlaces {
				out[j].Places = append(out[j].Places, pl)
			}
			continue
		}
		seen[p.index] = len(out)
		s := extract.Summary{Key: key + callsSuffix(p.index), Name: name, Facts: extract.SoftResult, Places: []extract.Place{pl}}
		out = append(out, s)
	}
	return out
}

// runnerLambdaPending returns, for a returned call of a runner (a function of the root, or an
// awaited valueRunners call) handed a lambda whose body is a call (or a function of the tool's
// own body whose return hands one back: nestedRunCall), the condition under which the
// return hands on that call's failure, and the callee's name; nil when the call is none.
func (c *fileCtx) runnerLambdaPending(call, v *sitter.Node) (*extract.Pending, string) {
	pos := c.positional(call)
	idx, body := -1, (*sitter.Node)(nil)
	for i, a := range pos {
		var b *sitter.Node
		switch a = unparen(a); extract.Type(a) {
		case "lambda":
			b = awaited(unparen(extract.Field(a, "body")))
		case "identifier":
			b = c.nestedRunCall(a, call) // def run(): result = api.add(x); return result
		}
		if b != nil && extract.Type(b) == "call" {
			if idx >= 0 {
				return nil, "" // two lambdas: which one the runner calls is not known
			}
			idx, body = i, b
		}
	}
	if body == nil {
		return nil, ""
	}
	k := c.valueTarget(body)
	if k == "" {
		return nil, ""
	}
	p := &extract.Pending{Keys: c.keysOf(k), Need: extract.SoftFailure}
	if c.asIsCall(v) != call {
		p.Need |= extract.SoftResult
	}
	if c.passesNoDict(v) {
		p.Need = p.Need&^extract.SoftFailure | extract.SoftText
	}
	if r := c.valueTarget(call); r != "" {
		for _, rk := range c.keysOf(r) {
			p.Also = append(p.Also, rk+callsSuffix(idx))
		}
		p.AlsoNeed = extract.SoftResult
	} else if fn := extract.Field(call, "function"); !valueRunners[lastName(c.text(fn))] || !isAwaited(call) {
		return nil, ""
	}
	return p, c.calleeName(body, k)
}

// nestedRunCall returns, for a function of the tool's own body that takes no parameter and is
// handed to a runner by name (`def run(): result = bootstrap.add_host(...); state.refresh();
// return result`, then `return _timed("add_host", run, args)`), the call its one return hands
// back (itself, or the value of the variable it returns); nil otherwise.
func (c *fileCtx) nestedRunCall(id, at *sitter.Node) *sitter.Node {
	def := c.visibleDef(c.text(id), at)
	if def == nil || extract.Type(def) != "function_definition" || c.enclosingDef(def) == nil || len(c.paramNames(def)) > 0 {
		return nil
	}
	rs := c.returnValues(def)
	if len(rs) != 1 {
		return nil
	}
	r := unparen(rs[0])
	if r != nil && extract.Type(r) == "identifier" {
		r = unparen(c.valueOf(r))
	}
	return awaited(r)
}

// isAwaited reports whether a call is the operand of an await.
func isAwaited(call *sitter.Node) bool {
	p := extract.Parent(call)
	return p != nil && extract.Type(p) == "await"
}
