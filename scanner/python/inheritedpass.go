package python

import (
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A failure a method hands to a method its class inherits from a base class of the root, in
// another module, that returns what it is given, wrapped or serialized:
//
//	handlers/base.py:  class BaseHandler:
//	                       def _format_error(self, message):
//	                           return [types.TextContent(type="text", text=message)]
//	handlers/notes.py: class NoteHandler(BaseHandler):
//	                       async def handle_search(self, arguments):
//	                           if days > 90:
//	                               return self._format_error("Error: days must be 90 or less")
//
// softThrough (softflow.go) follows such a call into a method of the file's own class; the
// base's module says instead which parameters (after self) every return of a method of its
// top-level classes hands on, none a whole tool result: "<module>.<Class>.<method>!passes<i>"
// has the fact Holds (passedMethodParams). The subclass's file names the call after its own
// class (inheritedTarget), and the class's Base aliases take the key to the base's. The
// return of such a call with a failure text or object in argument i is a finding that needs
// the fact (inheritedPassed).

// inheritedPassed returns, for a returned call self.m(...) of a method m that the class around
// it inherits from a base of the root, with a failure among its positional arguments, the
// failure and the condition that m hands that argument on; no pending when there is none.
func (c *fileCtx) inheritedPassed(v *sitter.Node) (soft, *extract.Pending) {
	v, method, k := c.inheritedCall(v)
	if k == "" {
		return soft{}, nil
	}
	pos := c.positional(v)
	for i, a := range pos {
		sv := c.softValue(unparen(a), c.blockOf(a), 1)
		if sv.why == "" {
			continue
		}
		keys := c.passesKeys(k, i)
		if len(keys) == 0 {
			return soft{}, nil
		}
		if sv.shape == finding.Structured {
			sv.shape = finding.Unknown // serialized or wrapped there: its module knows how
		}
		sv.why += " passed through " + method
		return sv, &extract.Pending{Keys: keys, Need: extract.Holds}
	}
	return soft{}, nil
}

// selfCall returns v, awaited or not, when it is a call self.m(...), and its function self.m;
// nil otherwise.
func (c *fileCtx) selfCall(v *sitter.Node) (call, fn *sitter.Node) {
	v = awaited(unparen(v))
	if v == nil || extract.Type(v) != "call" {
		return nil, nil
	}
	fn = extract.Field(v, "function")
	if fn == nil || extract.Type(fn) != "attribute" || string(c.bytesOf(extract.Field(fn, "object"))) != "self" {
		return nil, nil
	}
	return v, fn
}

// inheritedCall returns, for a call self.m(...) (selfCall) of a method m that the class around
// it inherits from a base of the root, not in the answer to an unchecked choice (choiceElse),
// the call, m and m's key; k is "" otherwise.
func (c *fileCtx) inheritedCall(v *sitter.Node) (call *sitter.Node, method, k string) {
	call, fn := c.selfCall(v)
	if call == nil {
		return nil, "", ""
	}
	method = c.text(extract.Field(fn, "attribute"))
	k = c.inheritedTarget(call, method)
	if k == "" || c.choiceElse(call) {
		return nil, "", ""
	}
	return call, method, k
}

// passedMethodParams returns a summary with Holds for each parameter after self of each method
// of the file's top-level classes, no tool, that every return of the method uses, none a whole
// tool result.
func (c *fileCtx) passedMethodParams() []extract.Summary {
	var out []extract.Summary
	for _, fn := range c.functions() {
		if fn.tool != nil || extract.Type(fn.def) != "function_definition" || c.enclosingDef(fn.def) != nil {
			continue
		}
		cls := c.enclosingClassName(fn.def)
		if cls == "" || !c.topClasses[cls] {
			continue
		}
		params := c.paramNames(fn.def)
		if len(params) < 2 || params[0] != "self" {
			continue
		}
		rs := c.returnValues(fn.def)
		if len(rs) == 0 || c.buildsResult(rs) {
			continue
		}
		name := cls + "." + c.text(extract.Field(fn.def, "name"))
		out = append(out, c.passedSummaries(fn, name, params[1:], rs)...)
	}
	return out
}

// leavesFirst reports whether the assignment a cannot reach use: a statement after a's in a
// block that does not hold use returns or raises (except ... as e: result = {"error": ...};
// return fmt(result), then a later return fmt(result) that reads only the other assignments).
func leavesFirst(a, use *sitter.Node) bool {
	stmt := bindingStmt(a)
	for n := stmt; n != nil && extract.Parent(n) != nil; n = extract.Parent(n) {
		blk := extract.Parent(n)
		if within(use, blk) {
			return false
		}
		if t := extract.Type(blk); t != "block" && t != "module" {
			continue
		}
		for s := n.NextNamedSibling(); s != nil; s = s.NextNamedSibling() {
			if t := extract.Type(s); t == "return_statement" || t == "raise_statement" {
				return true
			}
		}
	}
	return false
}

// within reports whether n lies inside outer.
func within(n, outer *sitter.Node) bool {
	return extract.StartByte(outer) <= extract.StartByte(n) && extract.EndByte(n) <= extract.EndByte(outer)
}

// choiceElse reports whether v stands in the answer to a member of the arguments that matches
// none of the choices its function tests for: the else of an if/elif chain whose every test
// compares one variable with string literals (`action == "start"`, `action in ("a", "b")`), or
// the body of `if action not in ["init", "update"]:`, the variable bound to
// `arguments.get("action")` or `arguments["action"]`, arguments a parameter. A low-level
// server's SDK validates such a member against its schema's enum before the handler runs; the
// schema of a tool registered elsewhere is not read, so the answer is left alone.
func (c *fileCtx) choiceElse(v *sitter.Node) bool {
	var clause *sitter.Node
	for n := v; n != nil; n = extract.Parent(n) {
		switch extract.Type(n) {
		case "function_definition", "lambda", "class_definition":
			return false
		case "else_clause", "if_statement":
			clause = n
		}
		if clause != nil {
			break
		}
	}
	if clause == nil {
		return false
	}
	if extract.Type(clause) == "if_statement" {
		// if action not in [...]: the body, not an else of it
		cond := unparen(extract.Field(clause, "condition"))
		body := extract.Field(clause, "consequence")
		if body == nil || !within(v, body) || cond == nil || extract.Type(cond) != "comparison_operator" ||
			!strings.Contains(c.text(cond), " not in ") {
			return false
		}
		return c.choiceTest(cond, "") != ""
	}
	ifs := extract.Parent(clause)
	if ifs == nil || extract.Type(ifs) != "if_statement" {
		return false
	}
	name := c.choiceTest(unparen(extract.Field(ifs, "condition")), "")
	if name == "" {
		return false
	}
	for _, ch := range namedChildren(ifs) {
		if extract.Type(ch) == "elif_clause" && c.choiceTest(unparen(extract.Field(ch, "condition")), name) != name {
			return false
		}
	}
	return true
}

// choiceTest returns the variable a test compares with string literals (x == "a", x in ("a",
// "b"), x not in [...]), when it is want (or any, want ""), and bound to a member of a
// parameter; "" otherwise.
func (c *fileCtx) choiceTest(cond *sitter.Node, want string) string {
	if cond == nil || extract.Type(cond) != "comparison_operator" || extract.NamedChildCount(cond) != 2 {
		return ""
	}
	x, lits := unparen(extract.NamedChild(cond, 0)), unparen(extract.NamedChild(cond, 1))
	if x == nil || lits == nil || extract.Type(x) != "identifier" || (want != "" && string(c.bytesOf(x)) != want) {
		return ""
	}
	switch extract.Type(lits) {
	case "string":
		if _, ok := c.plainString(lits); !ok {
			return ""
		}
	case "list", "tuple", "set":
		for _, e := range namedChildren(lits) {
			if _, ok := c.plainString(e); !ok {
				return ""
			}
		}
	default:
		return ""
	}
	val := c.valueOf(x)
	if val == nil {
		return "" // a parameter, a loop variable: bound to no member of the arguments
	}
	obj, key := c.lookupParts(val)
	if obj == nil || key == nil || extract.Type(obj) != "identifier" || extract.Type(key) != "string" {
		return ""
	}
	if _, isParam := c.paramClass(c.enclosingDef(x), c.text(obj)); !isParam {
		return ""
	}
	return c.text(x)
}

// inheritedThroughPending is importedThroughPending for a returned call self.m(x) of a method
// the class inherits from a base of the root, x a name bound to what a call of the root returns
// (`success, value, error = await self._handle_auth_error(...)`, then `return
// self._format_error(error)`): the condition that x's callee returns a failure there and m
// hands x on, and the failure it would be.
func (c *fileCtx) inheritedThroughPending(v *sitter.Node) (*extract.Pending, soft) {
	v, method, k := c.inheritedCall(v)
	if k == "" {
		return nil, soft{}
	}
	return c.handedOnPending(v, k, method)
}

// handedThroughPending is importedThroughPending, or else inheritedThroughPending, of the call
// v hands on (handedCall).
func (c *fileCtx) handedThroughPending(v *sitter.Node) (*extract.Pending, soft) {
	v = c.handedCall(v)
	if p, sv := c.importedThroughPending(v); p != nil {
		return p, sv
	}
	return c.inheritedThroughPending(v)
}

// subHandlerPassed is inheritedPassed, or else inheritedThroughPending, for a returned call
// self.h(...) of a method of the same class in the file, no tool, whose own returns hand a
// failure to an inherited base method that hands it on (`if action == "send": return await
// self._send(arguments)`, with `return self._format_error("Error: ...")` in _send): the tool's
// return is the finding, and h's failing returns are its related places. The returns of the
// first kind found (a failure text or object, else a name unpacked from a call that may return
// a failure) make the condition; each further base method they go through is one more call of
// AnyOf.
func (c *fileCtx) subHandlerPassed(v *sitter.Node) (soft, *extract.Pending) {
	v, _ = c.selfCall(v)
	if v == nil {
		return soft{}, nil
	}
	def := c.localDef(v)
	if def == nil || c.tools[extract.StartByte(def)] != nil || c.choiceElse(v) {
		return soft{}, nil
	}
	name := c.funcName(def)
	var out soft
	var pend *extract.Pending
	for _, r := range c.returnValues(def) {
		sv, p := c.inheritedPassed(unparen(r))
		if p == nil {
			continue
		}
		sv = sv.with(r, name+" returns the failure here")
		if pend == nil {
			out, pend = sv, p
			continue
		}
		out.places = appendPlaces(out.places, sv.places)
		if !slices.Equal(p.Keys, pend.Keys) && !slices.ContainsFunc(pend.AnyOf, func(ks []string) bool { return slices.Equal(ks, p.Keys) }) {
			pend.AnyOf = append(pend.AnyOf, p.Keys)
		}
	}
	if pend == nil {
		for _, r := range c.returnValues(def) {
			if p, sv := c.inheritedThroughPending(unparen(r)); p != nil {
				out, pend = sv.with(r, name+" returns the failure here"), p
				break
			}
		}
	}
	if pend == nil {
		return soft{}, nil
	}
	if !strings.HasSuffix(out.why, ",") {
		out.why += ","
	}
	out.why += " returned by " + name + ","
	return out, pend
}
