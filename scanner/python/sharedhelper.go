package python

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A helper that builds a failure itself (error text, an {"error": ...} object) which several
// tools return as is, as their own result, holds the finding: the fix (raise ToolError, or an
// isError result) goes there, once for all of them (extract.Pending.Shared, shared.go).
//
//	def error_response(msg): return {"error": msg}          # the finding, naming both returns
//	@mcp.tool()
//	def get_user(id): ... except ApiError as e: return error_response(str(e))
//	@mcp.tool()
//	def list_users(): ... except ApiError as e: return error_response(str(e))
//
// The failure is the helper's when its return is a failure whatever the callers pass, as
// softReturn judges it (it sees no caller's argument). It is the caller's when the return runs
// only on a flag a caller passes (if error: return {"error": error}; a success otherwise):
// then each tool that passes one keeps its finding. So does a tool that wraps, inspects or
// rebuilds the helper's value, and a helper that only one tool returns. A tool that puts the
// value untested into text of its own counts as returning it (embeddedhelper.go). A function nested in
// another, and a method whose failure reads its object's fields (FailureReply.to_dict), are
// left alone: the enclosing function, or whoever built the object, decides.

// sharedHelperSite is the softerror at fn's first failure return of its own (own lists its
// returns softReturn judges failures), fn being no tool of this file and no decorator's
// wrapper: it stands when several tools return fn's value as is, and names the other failure
// returns of fn. nil when fn has none.
func (c *fileCtx) sharedHelperSite(fn function, own []*sitter.Node, fw framework) *site {
	if fn.key == "" || !crossFile(c.f.Context) || c.enclosingDef(extract.Parent(fn.def)) != nil {
		return nil // a function nested in another (a decorator's wrapper's) answers for it
	}
	var first *sitter.Node
	var sv soft
	var others []place
	for _, r := range own {
		if c.builtResult(r) || c.leavesBuilt(unparen(r)) || c.flaggedByCaller(fn.def, r) && !c.checksErrorList(r) || c.readsSelf(r) {
			continue // a whole result (softresult.go), or the caller's failure (not a check helper's: errorslist.go)
		}
		if c.handsOnFailure(r) {
			continue // another function's failure, as is: its finding (or the tools')
		}
		if first == nil {
			first, sv = r, c.softReturn(r)
			continue
		}
		o := c.softReturn(r)
		// and where the failure came in (response = f"ERROR: ..." in a branch, return response
		// after the cleanup all branches share), as a tool's own finding cites it
		others = appendPlaces(append(others, place{extract.Parent(r), c.funcName(fn.def) + " returns " + o.why + " here too"}), o.places)
	}
	if first == nil {
		return nil
	}
	name := c.funcName(fn.def)
	sv.places = append(sv.places, others...)
	p := &extract.Pending{Within: fn.key, Returned: true, Shared: true}
	if _, caught := c.callerFlag(fn.def, first); caught {
		p.RunsIf = c.typeRunsIf(extract.Parent(first), fn.def) // paramtests.go
	}
	st := c.softSite(extract.Parent(first), first, sv, fn.def, p)
	pct := func(s string) string { return strings.ReplaceAll(s, "%", "%%") }
	st.message = fmt.Sprintf("%s returns %s as a successful result, and %%d tools return it as their own (e.g. %%s; see related): the client sees isError false and the agent reads the failure as data; %s in %s instead",
		pct(name), pct(sv.why), pct(softFix(fw)), pct(name))
	return st
}

// handsOnFailure reports whether a failure return hands back as is the value of a call of the
// file whose failures are its own (return api_response_handler(...)), rather than building the
// failure and passing it through a call (return format_text_response(f"Error: {e}")).
func (c *fileCtx) handsOnFailure(r *sitter.Node) bool {
	call := c.asIsCall(unparen(r))
	if call == nil || c.callTarget(call) == "" {
		return false
	}
	def := c.localDef(call)
	return def == nil || c.softHelper(def, 0).why != ""
}

// flaggedByCaller reports whether the failure return r of def runs only on what a caller
// passes: a branch (if, elif, a conditional expression) whose test is a parameter itself (if
// error:, if not ok:, if err is not None:, if status == "error":). A return in an except
// clause below such a branch reports what the handler caught, the helper's own failure: the
// branch chose a mode (if module_type == "exploit" and payload_spec: try: ... except
// ValueError: return {"status": "error", ...}), not the failure.
func (c *fileCtx) flaggedByCaller(def, r *sitter.Node) bool {
	flagged, caught := c.callerFlag(def, r)
	return flagged && !caught
}

// callerFlag reports whether a branch whose test is a parameter of def runs the failure return
// r (flagged), and whether an except clause of def holds that branch (caught): the failure is
// then what the handler caught, the helper's own, and the flag only chose a mode (`except
// ApiError as e: if as_text: return f"Error: {e}"` then `raise`). Such a return stands for the
// calls that may pass the flag (sharedHelperSite's RunsIf).
func (c *fileCtx) callerFlag(def, r *sitter.Node) (flagged, caught bool) {
	for n := r; n != nil && !sameNode(n, def); n = extract.Parent(n) {
		var test *sitter.Node
		switch extract.Type(n) {
		case "except_clause", "except_group_clause":
			return flagged, flagged
		case "if_statement", "elif_clause":
			test = extract.Field(n, "condition")
		case "conditional_expression":
			if extract.NamedChildCount(n) == 3 {
				test = extract.NamedChild(n, 1)
			}
		}
		if test != nil && c.testsParam(def, unparen(test)) {
			flagged = true
		}
	}
	return flagged, false
}

// readsSelf reports whether a returned value reads the fields of self or cls (not a method
// it calls): it serializes an object its caller built (FailureReply(...).to_dict()), whose
// failure is the caller's.
func (c *fileCtx) readsSelf(r *sitter.Node) bool {
	found := false
	walkAll(r, func(n *sitter.Node) {
		if extract.Type(n) != "attribute" {
			return
		}
		if p := extract.Parent(n); p != nil && extract.Type(p) == "call" && sameNode(extract.Field(p, "function"), n) {
			return // self._describe(e): a method the object calls, not a field it holds
		}
		if o := extract.Field(n, "object"); o != nil && extract.Type(o) == "identifier" && (string(c.bytesOf(o)) == "self" || string(c.bytesOf(o)) == "cls") {
			found = true
		}
	})
	return found
}

// testsParam reports whether a test is a parameter of def as a flag: p, not p, p is (not)
// None, p == / != a literal, or a boolean combination of such tests only. A combination with
// any other test (if not path or not os.path.exists(path), if opt and not os.path.exists(opt))
// is decided by what the helper finds, not by what the caller passes: its failure is the
// helper's own.
func (c *fileCtx) testsParam(def, t *sitter.Node) bool {
	if t == nil {
		return false
	}
	switch extract.Type(t) {
	case "identifier":
		return c.isParamOf(def, c.text(t))
	case "not_operator":
		return c.testsParam(def, unparen(extract.Field(t, "argument")))
	case "boolean_operator":
		return c.testsParam(def, unparen(extract.Field(t, "left"))) && c.testsParam(def, unparen(extract.Field(t, "right")))
	case "comparison_operator":
		if extract.NamedChildCount(t) == 2 {
			l, r := unparen(extract.NamedChild(t, 0)), unparen(extract.NamedChild(t, 1))
			switch extract.Type(r) {
			case "none", "string", "integer", "true", "false":
				return c.testsParam(def, l)
			}
		}
	}
	return false
}

// leaveToShared makes the tool's return st, which hands back v, leave its finding to the
// shared helper whose value v is as is, if that helper's finding stands (Pending.LeftTo).
func (c *fileCtx) leaveToShared(st *site, v *sitter.Node) {
	if !crossFile(c.f.Context) {
		return // no helper finding stands for a test's or a vendored file's tools
	}
	call := c.asIsCall(v)
	if call == nil && c.softReturn(v).why == "" {
		// Text of the tool's own around it (embeddedhelper.go), not failure text of its own
		// ("Failed to remove file: {result}"), which is the tool's finding.
		call = c.embeddedHelperCall(st.def, v)
	}
	if call == nil {
		return
	}
	k := c.callTarget(call)
	if k == "" {
		return
	}
	if st.pending == nil {
		st.pending = &extract.Pending{}
	}
	st.pending.LeftTo = c.keysOf(k)
}
