package python

import (
	"fmt"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A failure a tool hands to a function of another module of the root that returns what it is
// given, serialized or wrapped:
//
//	# common/base_server.py
//	def format_result(data, pretty=True):
//	    if isinstance(data, str):
//	        return data
//	    try:
//	        return json.dumps(data, indent=2 if pretty else None, default=str)
//	    except (TypeError, ValueError):
//	        return str(data)
//
//	# code_repos/tools.py
//	return format_result({"success": False, "error": f"Repository not found: {name}"})
//
// softThrough (softflow.go) follows a failure into a function of the tool's file; of one of
// another module, that module says which parameters every return of a module-level function
// hands on (no return a tool result; a `return None` under `if data is None:` hands on None as
// it is): "<module>.<function>!passes<i>" has the fact Holds (passedParams). The tool's return of such a call with a failure in argument i is a finding
// that needs the fact (passedThroughImported).

// passesMark ends the key under which a module says that a function hands on parameter i.
const passesMark = "!passes"

// passesKey returns the key of k's parameter i being handed on: the mark goes before the
// root's "@" suffix of a cross-file key.
func passesKey(k string, i int) string {
	at := strings.Index(k, "@")
	if at < 0 {
		return ""
	}
	return k[:at] + passesMark + strconv.Itoa(i) + k[at:]
}

// passesKeys returns the keys of parameter i of each alternative of k being handed on (passesKey);
// none when k names nothing of another module.
func (c *fileCtx) passesKeys(k string, i int) []string {
	var keys []string
	for _, alt := range c.keysOf(k) {
		if pk := passesKey(alt, i); pk != "" {
			keys = append(keys, pk)
		}
	}
	return keys
}

// passedParams returns a summary with Holds for each parameter of each module-level function of
// the file, no tool, that every return of the function uses, none an isError result.
func (c *fileCtx) passedParams() []extract.Summary {
	var out []extract.Summary
	for _, fn := range c.functions() {
		if fn.tool != nil || extract.Type(fn.def) != "function_definition" || c.enclosingDef(fn.def) != nil {
			continue
		}
		name := c.text(extract.Field(fn.def, "name"))
		if _, ok := c.defs[name]; !ok {
			continue // a method, or a function nested in one
		}
		rs := c.returnValues(fn.def)
		if len(rs) == 0 {
			continue
		}
		if c.buildsResult(rs) {
			continue // a whole result: its own finding (softresult.go), or an isError one
		}
		out = append(out, c.passedSummaries(fn, name, c.paramNames(fn.def), rs)...)
	}
	return out
}

// passedSummaries returns a summary with Holds, under fn's passesKey of the parameter's index in
// params, for each of the parameters params of fn (named name) that every one of its returns rs
// uses, or hands on as None (noneOfParam).
func (c *fileCtx) passedSummaries(fn function, name string, params []string, rs []*sitter.Node) []extract.Summary {
	var out []extract.Summary
	for i, p := range params {
		passes := true
		for _, r := range rs {
			if (!c.mentionsName(r, p, 0) || onlyMeasured(c, r, p)) && !c.noneOfParam(fn.def, r, p) {
				passes = false
				break
			}
		}
		if !passes {
			continue
		}
		s := extract.Summary{Key: passesKey(fn.key, i), Name: name, Facts: extract.Holds}
		s.Line, s.Column = position(fn.def)
		s.Places = []extract.Place{{Fact: extract.Holds, Line: s.Line, Column: s.Column, Message: name + " returns what its parameter " + p + " holds"}}
		out = append(out, s)
	}
	return out
}

// measures are the builtins whose value is a number or a truth computed from their argument: a
// return that uses a parameter only inside them (`f"{len(result.split())} words"`) hands none
// of it on.
var measures = map[string]bool{"len": true, "sum": true, "min": true, "max": true, "int": true, "float": true,
	"bool": true, "any": true, "all": true, "abs": true, "round": true, "hash": true, "id": true, "isinstance": true}

// onlyMeasured reports whether the return value r names the parameter p, and every time inside
// the arguments of a call of a measure.
func onlyMeasured(c *fileCtx, r *sitter.Node, p string) bool {
	named, free := false, false
	var walk func(x *sitter.Node, measured bool)
	walk = func(x *sitter.Node, measured bool) {
		switch extract.Type(x) {
		case "identifier":
			if string(c.bytesOf(x)) == p {
				named = true
				free = free || !measured
			}
			return
		case "call":
			if fn := extract.Field(x, "function"); extract.Type(fn) == "identifier" && measures[string(c.bytesOf(fn))] {
				measured = true
			}
		case "attribute":
			walk(extract.Field(x, "object"), measured) // r.text: the attribute's name is none
			return
		case "keyword_argument":
			if v := extract.Field(x, "value"); v != nil {
				walk(v, measured)
			}
			return
		}
		for _, ch := range namedChildren(x) {
			walk(ch, measured)
		}
	}
	walk(r, false)
	return named && !free
}

// importedThroughPending returns, for a returned call of a function another module of the root
// defines with an argument that hands on what a call of the root returns (`return
// safe_json_serialize(summary)` after `summary = switcher.get_summary()`), the condition that
// the argument's callee returns a failure and the function hands that argument on (Also, with
// the fact passedParams gives), and the failure it would be. It is a second site at the
// return: the function's own failures are pendingReturn's (a Pending cannot ask for one fact
// or the other of two). A whole result the callee builds is taken apart there, so only a
// failure value counts, as for a helper of the file (throughPending, passthrough.go).
func (c *fileCtx) importedThroughPending(v *sitter.Node) (*extract.Pending, soft) {
	v = unparen(v)
	k := c.handingTarget(v)
	if k == "" {
		return nil, soft{}
	}
	return c.handedOnPending(v, k, c.text(extract.Field(v, "function")))
}

// handingTarget returns the key of the function that call v calls when it may hand an argument
// on as another module says (passedParams, passedMethodParams): a function the file imports by
// name, or a method of an object (`manager.with_notice(text)`, manager bound to an object of a
// class of the root); "" for a function of the file, a method of self or cls (inheritedpass.go),
// and a call the root does not define.
func (c *fileCtx) handingTarget(v *sitter.Node) string {
	if v == nil || extract.Type(v) != "call" || c.localDef(v) != nil {
		return ""
	}
	fn := extract.Field(v, "function")
	switch extract.Type(fn) {
	case "identifier":
		if _, imported := c.names[string(c.bytesOf(fn))]; !imported {
			return ""
		}
	case "attribute":
		if obj := c.text(extract.Field(fn, "object")); obj == "self" || obj == "cls" {
			return ""
		}
	default:
		return ""
	}
	return c.callTarget(v)
}

// handedArg returns an argument that hands on what a call of the root returns: a name bound to
// a call's value, or a call in place, awaited or not (`with_notice(await list_items(q))`); nil
// for anything else.
func handedArg(a *sitter.Node) *sitter.Node {
	if a = unparen(a); a != nil && (extract.Type(a) == "identifier" || extract.Type(a) == "call") {
		return a
	}
	return nil
}

// handedOnPending returns, for the first positional argument of call v (to a function of key k
// defined in another module, named via in the failure's text) that is a name bound to what a
// call of the root may return as a failure, or such a call in place, the condition that the callee returns a failure and
// the function hands that argument on (Also), and the failure it would be; nil when an argument
// the function's module cannot speak of comes first, or none is such a name.
func (c *fileCtx) handedOnPending(v *sitter.Node, k, via string) (*extract.Pending, soft) {
	pos := c.positional(v)
	for i, a := range pos {
		if handedArg(a) == nil {
			continue // a name bound to a call's value, or the call in place
		}
		if extract.Type(unparen(a)) == "call" && c.namedByHandedReturn(v) {
			return nil, soft{} // the finding of the return that hands on a name names this one
		}
		keys := c.passesKeys(k, i)
		if len(keys) == 0 {
			return nil, soft{}
		}
		pend, callee := c.pendingSoft(a)
		if pend == nil || pend.Also != nil {
			continue
		}
		if pend.Need &^= extract.SoftResult; pend.Need == 0 {
			continue
		}
		pend.Also, pend.AlsoNeed = keys, extract.Holds
		return pend, isSoft(finding.Unknown, "what "+callee+" returns, which may be a failure (see related), passed through "+via+",")
	}
	return nil, soft{}
}

// namedByHandedReturn reports whether another return of v's function hands the function v
// calls a name whose finding's related places (handedOnRelated) name v: `return
// _result_text(_err("unknown_tool", ...))` before the try whose except clauses bind `result =
// _err(...)` for `return _result_text(result)`. One finding stands there for both.
func (c *fileCtx) namedByHandedReturn(v *sitter.Node) bool {
	line, col := position(v)
	for _, r := range c.returnValues(c.enclosingDef(v)) {
		hc := c.handedCall(unparen(r))
		if hc == nil || extract.StartByte(hc) == extract.StartByte(v) {
			continue
		}
		for _, rel := range c.handedOnRelated(hc) {
			if rel.Line == line && rel.Column == col {
				return true
			}
		}
	}
	return false
}

// runtimeFlagPair returns the `"success"` or `"ok"` pair of a dict literal d whose value is
// decided at run time (isRuntimeFlag, softshape.go), and its key; nil when there is none.
func (c *fileCtx) runtimeFlagPair(d *sitter.Node) (*sitter.Node, string) {
	p := c.pairs(d)
	for _, k := range []string{"success", "ok"} {
		if v := p[k]; v != nil && c.isRuntimeFlag(unparen(v)) && extract.Parent(v) != nil && extract.Type(extract.Parent(v)) == "pair" {
			return extract.Parent(v), k
		}
	}
	return nil, ""
}

// noneOfParam reports whether r is a `return None` that hands on parameter p of def as it is: the
// return is the first statement of the body of `if p is None:` (or `== None`), p never rebound,
// as a serializer's `if obj is None: return None` does before it copies the other values.
func (c *fileCtx) noneOfParam(def, r *sitter.Node, p string) bool {
	if extract.Type(r) != "none" {
		return false
	}
	ret := extract.Parent(r)
	if ret == nil || extract.Type(ret) != "return_statement" {
		return false
	}
	body := extract.Parent(ret)
	if body == nil || extract.Type(body) != "block" || extract.NamedChildCount(body) == 0 || extract.StartByte(extract.NamedChild(body, 0)) != extract.StartByte(ret) {
		return false
	}
	ifs := extract.Parent(body)
	if ifs == nil || extract.Type(ifs) != "if_statement" && extract.Type(ifs) != "elif_clause" {
		return false
	}
	if cons := extract.Field(ifs, "consequence"); cons == nil || extract.StartByte(cons) != extract.StartByte(body) {
		return false
	}
	cond := unparen(extract.Field(ifs, "condition"))
	if cond == nil || extract.Type(cond) != "comparison_operator" {
		return false
	}
	v, op, ok := c.noneComparison(cond)
	if !ok || op != "is" && op != "==" || string(c.bytesOf(v)) != p {
		return false
	}
	_, intact := c.intactParam(def, v)
	return intact
}

// buildsResult reports whether one of the values rs is a tool result the SDK's API builds (or a
// variable bound to one).
func (c *fileCtx) buildsResult(rs []*sitter.Node) bool {
	for _, r := range rs {
		if call, _ := c.resultCall(r); call != nil {
			return true
		}
	}
	return false
}

// passedThroughImported returns, for a returned call of a function another module of the root
// defines with an error object among its positional arguments, the failure and the condition that the
// function hands that argument on; no pending when there is none.
func (c *fileCtx) passedThroughImported(v *sitter.Node) (soft, *extract.Pending) {
	if v == nil || extract.Type(v) != "call" || c.localDef(v) != nil {
		return soft{}, nil
	}
	fn := extract.Field(v, "function")
	if fn == nil || extract.Type(fn) != "identifier" {
		return soft{}, nil
	}
	if _, imported := c.names[string(c.bytesOf(fn))]; !imported {
		return soft{}, nil
	}
	k := c.callTarget(v)
	if k == "" {
		return soft{}, nil
	}
	pos := c.positional(v)
	for i, a := range pos {
		sv := c.softValue(unparen(a), c.blockOf(a), 1)
		if sv.why == "" || sv.shape != finding.Structured {
			continue // failure text handed to a helper is the helper's to judge (pendingSoft)
		}
		keys := c.passesKeys(k, i)
		if len(keys) == 0 {
			return soft{}, nil
		}
		sv.shape = finding.Unknown // serialized or wrapped there: its module knows how
		if flag, k := c.runtimeFlagPair(unparen(a)); flag != nil {
			// {"success": result.success, ...}: the flag the client would have to read.
			sv = sv.with(flag, "the \""+k+"\" flag is decided here at run time, false on failure")
		}
		sv.why += " passed through " + c.text(fn)
		pend := &extract.Pending{Keys: keys, Need: extract.Holds}
		if outcome := c.outcomeCallKeys(unparen(a)); outcome != nil {
			// {"success": result.success, ...}: only if result's callee may fail (outcomecall.go).
			pend.Also, pend.AlsoNeed = outcome, extract.SoftFailure
		}
		return sv, pend
	}
	return soft{}, nil
}

// handedOnRelated returns the places a return that hands a name to a function of another
// module (handedOnPending) takes its failures from in its own function: each binding of the
// name, in an except clause, to a call of a function of another file (`except KeyError as exc:
// result = _err("not_found", str(exc))`), and each other return of the function that hands the
// same function a call of one of those callees in place (`return _result_text(_err(...))`),
// which the name's bindings do not reach. The callee builds the failure; these calls decide it.
func (c *fileCtx) handedOnRelated(v *sitter.Node) []finding.Related {
	v = unparen(v)
	if v == nil || extract.Type(v) != "call" {
		return nil
	}
	pos := c.positional(v)
	var a *sitter.Node
	for _, p := range pos {
		if extract.Type(unparen(p)) == "identifier" {
			a = unparen(p)
			break
		}
	}
	if a == nil {
		return nil
	}
	var out []finding.Related
	failing := map[string]bool{}
	calls, _ := c.branchCalls(a)
	for i := len(calls) - 1; i >= 0; i-- {
		bc := calls[i]
		if !c.inExcept(bc.call) {
			continue
		}
		failing[bc.key] = true
		out = append(out, c.relatedAt(bc.call, fmt.Sprintf("%s is bound to what %s returns in an except clause, and returned", c.text(a), c.calleeName(bc.call, bc.key))))
	}
	if len(failing) == 0 {
		return nil
	}
	via := c.text(extract.Field(v, "function"))
	for _, r := range c.returnValues(c.enclosingDef(v)) {
		r = unparen(r)
		if r == nil || extract.StartByte(r) == extract.StartByte(v) || extract.Type(r) != "call" || string(c.bytesOf(extract.Field(r, "function"))) != via {
			continue
		}
		rpos := c.positional(r)
		if len(rpos) == 0 {
			continue
		}
		if call := awaitedCall(unparen(rpos[0])); call != nil && failing[c.valueTarget(call)] {
			out = append(out, c.relatedAt(r, fmt.Sprintf("returns what %s returns, passed through %s", c.calleeName(call, c.valueTarget(call)), via)))
		}
	}
	return out
}
