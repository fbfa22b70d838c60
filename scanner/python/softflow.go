package python

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
	"slices"

	"github.com/mcperr/mcperr/scanner/finding"
)

// How softerror follows a returned value through the tool's variables and the file's helpers.

// softVariable says whether a returned variable may hold a failure: a failure assigned to it in
// one branch (except Exception as e: result = f"{e}") and returned through the result the other
// branches share. It walks the assignments before the return backwards, as far as one that
// every path to the return runs (what came before is overwritten).
func (c *fileCtx) softVariable(id *sitter.Node, depth int) soft {
	scope := c.enclosingDef(id)
	if scope == nil {
		return soft{}
	}
	as := c.assignments(scope)[string(c.bytesOf(id))]
	if up := c.unpackings(scope, c.text(id)); len(up) > 0 {
		// category, message, details = classify(e): unpacked.go
		as = append(append([]*sitter.Node(nil), as...), up...)
		sortDocument(as)
	}
	sv, seen := c.softAssigned(id, as, depth)
	if sv.why != "" {
		return sv
	}
	if sv := c.softAccumulated(id, as, depth); sv.why != "" {
		return sv // output += f"Error: {e}" in an except, then return output (accum.go)
	}
	if sv := c.softMemberSet(id); sv.why != "" {
		return sv // response["status"] = "error" in an except, then return response (memberset.go)
	}
	if src := c.loopFilledFrom(id); src != nil {
		return c.softValue(src, block{}, depth+1) // a block per item of src (looplist.go)
	}
	if !seen {
		// A module-level constant used inside a function.
		if val := unparen(c.valueOf(id)); val != nil && extract.Type(val) != "identifier" {
			return c.softValue(val, block{}, depth+1)
		}
	}
	return soft{}
}

// dominates reports whether every path to use runs the assignment a: the block holding a's
// statement holds use too, or (a named expression in a condition's `and`s) the block that runs
// only when the condition holds does (walrus.go).
func dominates(a, use *sitter.Node) bool {
	if body := guardedBody(a); body != nil && extract.StartByte(body) <= extract.StartByte(use) && extract.EndByte(use) <= extract.EndByte(body) {
		return true // if x and (err := check(x)): return err (walrus.go)
	}
	stmt := bindingStmt(a) // walrus.go
	if stmt == nil || extract.Parent(stmt) == nil {
		return false
	}
	blk := extract.Parent(stmt)
	return extract.StartByte(blk) <= extract.StartByte(use) && extract.EndByte(use) <= extract.EndByte(blk)
}

// raisesOn reports whether, between the assignment a and the use, the function tests the
// variable name and raises when the test holds: result = handle(args); if err :=
// error_of(result): raise RuntimeError(err). What reaches the use has been checked.
func (c *fileCtx) raisesOn(name string, a, use *sitter.Node) bool {
	def := c.enclosingDef(a)
	if def == nil {
		return false
	}
	for _, r := range c.index().raises[c.keyOf(def)] {
		if extract.StartByte(r) < extract.EndByte(a) || extract.StartByte(r) > extract.StartByte(use) {
			continue
		}
		// A raise between the two: is it the consequence of a test of the variable?
		for p := extract.Parent(r); p != nil && !sameNode(p, def); p = extract.Parent(p) {
			if extract.Type(p) != "if_statement" {
				continue
			}
			if cond := extract.Field(p, "condition"); cond != nil && c.mentionsName(cond, name, 2) {
				if body := extract.Field(p, "consequence"); body != nil && extract.StartByte(body) <= extract.StartByte(r) && extract.EndByte(r) <= extract.EndByte(body) {
					return true
				}
			}
		}
	}
	return false
}

// softHelper says whether a same-file helper may return a failure in disguise: one of its
// returns is one, judged in the helper's own blocks (except ApiError as e: return
// json.dumps({"error": str(e)}) inside Inbox.latest). The tool hands that value back as its
// result, so the client sees the failure as a success. Every failing return is named
// (softall.go).
func (c *fileCtx) softHelper(def *sitter.Node, depth int) soft {
	if depth >= maxDepth {
		return soft{}
	}
	return c.softReturns(def, depth)
}

// softThrough says whether a call passes a failure through a same-file function that returns
// what it is given, serialized or wrapped: return to_text({"status": "error", ...}) where
// to_text ends in json.dumps(payload); also a method of the class called on self or cls
// (return self.shape(str(e), status="error") where shape returns result).
func (c *fileCtx) softThrough(call, def *sitter.Node, blk block, depth int) soft {
	pos := c.positional(call)
	params := c.paramNames(def)
	if len(params) > 0 && (params[0] == "self" || params[0] == "cls") && extract.Type(extract.Field(call, "function")) == "attribute" {
		params = params[1:] // self.shape(str(e)): the arguments fill the parameters after self
	}
	for i, a := range pos {
		if i >= len(params) {
			break
		}
		sv := c.softValue(unparen(a), blk, depth+1)
		if sv.why == "" {
			continue
		}
		for _, r := range c.returnValues(def) {
			if !c.mentionsName(r, params[i], 0) || c.deliversErrorResult(r) {
				continue
			}
			if sv.shape == finding.Structured && c.serializes(r) {
				sv.shape = finding.JSONInText
			}
			sv.why += " passed through " + c.funcName(def)
			return sv.with(r, c.funcName(def)+" returns it here")
		}
	}
	return soft{}
}

// resultCall returns the call of an SDK result API a value is, itself or the value of the
// variable it names (`r = CallToolResult(...); return r`), and that API; nil and "" otherwise.
func (c *fileCtx) resultCall(v *sitter.Node) (*sitter.Node, string) {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil || extract.Type(v) != "call" {
		return nil, ""
	}
	if api := c.resultAPI(extract.Field(v, "function")); api != "" {
		return v, api
	}
	return nil, ""
}

// deliversErrorResult reports whether a returned value is an isError result that the SDK
// delivers as one: CallToolResult(isError=True, ...) or fastmcp's ToolResult(is_error=True, ...)
// (itself or the value of a variable bound to it), unless the tool's SDK drops the flag
// (is_error= on python-sdk 1.x, a CallToolResult from a fastmcp tool before 3.4: droppedflag).
// A helper that wraps the caught exception in such a result (return _error_result(e, name)) hands
// the failure back flagged, not as a success. A python-sdk 1.x low-level handler passes the
// result through from 1.19; before, its validation ends in an isError result too
// (sdk-catalog.md).
func (c *fileCtx) deliversErrorResult(v *sitter.Node) bool {
	v, api := c.resultCall(v)
	if v == nil {
		return false
	}
	kw, _ := c.arguments(v)
	for _, flag := range []string{"isError", "is_error"} {
		f := unparen(kw[flag])
		if f == nil || extract.Type(f) != "true" {
			continue
		}
		if api == "CallToolResult" && (flag == "is_error" && c.isV1() || c.droppedByFastmcp(v)) {
			return false
		}
		return true
	}
	return false
}

// paramNames lists a function's parameter names in order (self and cls included).
func (c *fileCtx) paramNames(def *sitter.Node) []string {
	return memo(&c.paramNamesOf, extract.StartByte(def), func() []string {
		var out []string
		params := extract.Field(def, "parameters")
		for i := 0; params != nil && i < int(extract.NamedChildCount(params)); i++ {
			if p := paramName(extract.NamedChild(params, i)); p != nil && extract.Type(p) == "identifier" {
				out = append(out, c.text(p))
			}
		}
		return slices.Clip(out) // shared: a caller's append copies
	})
}

// paramName returns the node that names a parameter (an identifier, or a splat pattern).
func paramName(p *sitter.Node) *sitter.Node {
	switch extract.Type(p) {
	case "typed_parameter":
		return extract.NamedChild(p, 0)
	case "default_parameter", "typed_default_parameter":
		return extract.Field(p, "name")
	}
	return p
}

// mentionsName reports whether an expression uses the variable name, directly or through a
// variable of its function assigned from an expression that does.
func (c *fileCtx) mentionsName(n *sitter.Node, name string, depth int) bool {
	found := false
	var walk func(x *sitter.Node)
	walk = func(x *sitter.Node) {
		if found {
			return
		}
		if extract.Type(x) == "identifier" {
			if string(c.bytesOf(x)) == name {
				found = true
				return
			}
			if depth < 2 {
				if v := unparen(c.valueOf(x)); v != nil && c.mentionsName(v, name, depth+1) {
					found = true
					return
				}
			}
		}
		switch extract.Type(x) {
		case "keyword_argument":
			// TextContent(text="ready"): the keyword's name is no use of a variable text.
			if v := extract.Field(x, "value"); v != nil {
				walk(v)
			}
			return
		case "attribute":
			walk(extract.Field(x, "object")) // nor is an attribute's: r.text
			return
		}
		for i := 0; i < int(extract.NamedChildCount(x)); i++ {
			walk(extract.NamedChild(x, i))
		}
	}
	walk(n)
	return found
}

// serializes reports whether an expression turns a value into JSON text.
func (c *fileCtx) serializes(n *sitter.Node) bool {
	found := false
	var walk func(x *sitter.Node)
	walk = func(x *sitter.Node) {
		if found {
			return
		}
		if extract.Type(x) == "call" && c.dumps(extract.Field(x, "function")) {
			found = true
			return
		}
		if extract.Type(x) == "identifier" {
			if v := unparen(c.valueOf(x)); v != nil && extract.Type(v) == "call" && c.dumps(extract.Field(v, "function")) {
				found = true
				return
			}
		}
		for i := 0; i < int(extract.NamedChildCount(x)); i++ {
			walk(extract.NamedChild(x, i))
		}
	}
	walk(n)
	return found
}

func mapValues(m map[string]*sitter.Node) []*sitter.Node {
	out := make([]*sitter.Node, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
