package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A low-level dispatcher that runs each tool's function through a runner of its own, which
// answers what the function returns as a successful text result:
//
//	server.setRequestHandler(CallToolRequestSchema, async (request) => {
//	  function ok(text: string) { return { content: [{ type: "text", text }] }; }
//	  async function run(fn: () => Promise<string>) {
//	    try { return ok(await fn()); } catch (e) { return err(String(e)); }
//	  }
//	  switch (request.params.name) {
//	    case "get_book": return run(() => getBook(client, id));
//	  }
//	});
//	// books.ts
//	export async function getBook(client, id) {
//	  if (!found) return JSON.stringify({ error: `Book ${id} not found.` });
//	}
//
// getBook is the tool's function: the dispatcher builds the result from the text it returns,
// so a failure text it returns (error words, JSON of an error object, the caught error's text)
// reaches the client as a success. The dispatcher's file gives the function's key with
// runTextMark the fact SuccessText, at the case's call of the runner, the runner's return and
// the success-text helper's return (successtext.go); the function's file gives a pending
// softerror at each such return, standing when the mark has that fact. The runner is a function
// of the dispatcher's file that returns a success-text helper's call (or a result object whose
// text is) given the callback's value as it is: `ok(await fn())`, or a local bound to that call
// and read nowhere else (a runner that tests the value, `if (JSON.parse(text).error) return
// err(text)`, answers failures itself). The callback is a function whose value is one call of a
// function of the root (`() => getBook(client, id)`, `async () => { return await getBook(id) }`).

// runTextMark ends the key of a function whose value a tools/call dispatcher's runner answers
// as a successful text result.
const runTextMark = "!runtext"

// runTextSummaries returns the marks of the functions that the file's low-level tools/call
// handlers run through a success-text runner (see above).
func (f *file) runTextSummaries() []extract.Summary {
	if f.Context == finding.Test {
		return nil
	}
	var out []extract.Summary
	for _, r := range f.regs {
		if r.kind != regLowLevel || r.shielded {
			continue
		}
		body := functionBody(r.fn)
		if body == nil {
			continue
		}
		f.walkOwn(body, func(n *sitter.Node) {
			if extract.Type(n) != "call_expression" {
				return
			}
			p := f.parent(f.pastAwait(n))
			if p == nil || extract.Type(p) != "return_statement" {
				return
			}
			tool := f.switchCaseName(n, r.fn)
			if tool == "" {
				return
			}
			out = append(out, f.runTextMarks(n, tool)...)
		})
	}
	return out
}

// runTextMarks returns the marks of a dispatcher case's returned call of a success-text runner.
func (f *file) runTextMarks(call *sitter.Node, tool string) []extract.Summary {
	runner := f.calledFunction(extract.Field(call, "function"))
	args := extract.Field(call, "arguments")
	if runner == nil || args == nil {
		return nil
	}
	for i := 0; ; i++ {
		cb := unwrap(argument(args, i))
		if cb == nil {
			return nil
		}
		if !f.parents.isFunction(cb) {
			continue
		}
		inner := soleReturnedCall(cb)
		if inner == nil {
			continue
		}
		ret, st, helper := f.runnerTextReturn(runner, i)
		if ret == nil {
			continue
		}
		callee := extract.Field(inner, "function")
		if d := f.calledFunction(callee); d != nil && f.regByFn[d.ID()] != nil {
			return nil // a tool of the file: judged as one
		}
		keys := f.edgeKeys(callee)
		if len(keys) == 0 {
			return nil
		}
		name, rn, hn := clip(extract.Content(callee, f.Src)), f.displayName(runner), f.displayName(helper)
		places := []extract.Place{
			{Fact: extract.SuccessText, Line: line(call), Column: column(call),
				Message: fmt.Sprintf("the tools/call handler runs %s for tool %s through %s and returns what %s answers", name, tool, rn, rn)},
			{Fact: extract.SuccessText, Line: line(ret), Column: column(ret),
				Message: fmt.Sprintf("%s hands what its callback returns to %s", rn, hn)},
			{Fact: extract.SuccessText, Line: line(st.at), Column: column(st.at),
				Message: fmt.Sprintf("%s returns a successful result (no isError) whose text is its parameter %s", hn, st.name)},
		}
		out := make([]extract.Summary, 0, len(keys))
		for _, k := range keys {
			out = append(out, extract.Summary{Key: k + runTextMark, Name: name, Line: line(inner), Column: column(inner),
				Facts: extract.SuccessText, Places: places})
		}
		return out
	}
}

// runnerTextReturn returns, for a runner's parameter i, the runner's return of a success-text
// helper's call (successTextReturns) given the parameter's call as it is, that helper's return,
// and the helper; nil when there is none.
func (f *file) runnerTextReturn(runner *sitter.Node, i int) (*sitter.Node, successText, *sitter.Node) {
	param := parameterAt(runner, i, f.Src)
	if param == "" {
		return nil, successText{}, nil
	}
	for _, v := range f.returnedValuesOf(runner) {
		v = unwrap(v)
		if v == nil || extract.Type(v) != "call_expression" {
			continue
		}
		helper := f.calledFunction(extract.Field(v, "function"))
		if helper == nil {
			continue
		}
		hargs := extract.Field(v, "arguments")
		for j := 0; argument(hargs, j) != nil; j++ {
			if !f.isUntestedParamCall(argument(hargs, j), runner, param) {
				continue
			}
			for _, st := range f.successTextReturns(helper) {
				if st.param == j {
					return v, st, helper
				}
			}
		}
	}
	return nil, successText{}, nil
}

// isUntestedParamCall reports whether a is a call of the runner's parameter param (past await),
// or a constant of the runner bound to one and read nowhere else in the runner.
func (f *file) isUntestedParamCall(a, runner *sitter.Node, param string) bool {
	isCall := func(n *sitter.Node) bool {
		n = unwrap(n)
		if n == nil || extract.Type(n) != "call_expression" {
			return false
		}
		c := unwrap(extract.Field(n, "function"))
		return c != nil && extract.Type(c) == "identifier" && extract.Content(c, f.Src) == param
	}
	a = unwrap(a)
	if isCall(a) {
		return true
	}
	if a == nil || extract.Type(a) != "identifier" {
		return false
	}
	name := extract.Content(a, f.Src)
	d := f.resolve(name, a)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) || !isCall(extract.Field(d, "value")) {
		return false
	}
	if fn := f.enclosingFunction(d); fn == nil || !same(fn, runner) {
		return false
	}
	reads := 0
	f.walkOwn(functionBody(runner), func(n *sitter.Node) {
		if extract.Type(n) == "identifier" && extract.Content(n, f.Src) == name && same(f.resolve(name, n), d) {
			reads++
		}
	})
	return reads == 1
}

// runTextPendings returns pending softerrors at the returns of the file's functions that hand
// back a failure text: each stands when a dispatcher runs the function through a success-text
// runner (runTextMark).
func (f *file) runTextPendings() []extract.Pending {
	var out []extract.Pending
	for _, fn := range f.keyedFunctions() {
		if f.regByFn[fn.ID()] != nil {
			continue
		}
		key := f.keyOf(fn)
		if key == "" {
			continue
		}
		name := f.functionName(fn)
		if name == "" {
			name = f.displayName(fn)
		}
		w := where{fn: fn, name: name, direct: true}
		for _, stmt := range f.returnStatements(fn) {
			v := unwrap(extract.NamedChild(stmt, 0))
			if v == nil || isNullish(v, f.Src) {
				continue
			}
			switch extract.Type(v) {
			case "string", "template_string", "binary_expression", "identifier", "call_expression", "ternary_expression":
			default:
				continue
			}
			never, tried := f.catchMayNotRun(stmt) // raisedtried.go
			if never {
				continue
			}
			why := f.failureTextReason(v, f.catchParameter(stmt, fn), fn, stmt, 0)
			if !why.ok() {
				continue
			}
			shape := finding.ProseOnly
			if f.textShape(v, 0) == finding.JSONInText {
				shape = finding.JSONInText
			}
			fd := f.softFinding(stmt, w, shape,
				fmt.Sprintf("%s returns a failure (%s) that a tools/call dispatcher answers as a successful text result without isError (see related): the client and the model take it for success; return it with isError: true (or throw it where the dispatcher answers throws with isError)",
					name, why.text))
			f.relateAssigned(&fd, why)
			if t := why.member; t != nil && why.assigned == nil && line(t) > line(stmt) {
				fd.Related = append(fd.Related, f.relatedAt(t, "the failure text"))
			}
			// Within names the function for the scan's passes; the mark, not a walk from the
			// tools, decides (AllCalls without RunsIf drops nothing).
			out = append(out, extract.Pending{Finding: fd, Keys: []string{key + runTextMark}, Need: extract.SuccessText,
				Within: key, AllCalls: true, Tried: tried})
		}
	}
	return out
}
