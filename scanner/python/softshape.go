package python

import (
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// What softerror reads in a returned value: error objects, result models, texts that carry the
// caught exception.

// isModelName reports whether a called name looks like a class (a result model): CamelCase.
func isModelName(name string) bool {
	return name != "" && name[0] >= 'A' && name[0] <= 'Z' && strings.ToUpper(name) != name
}

// partialKeys name the members of a result that report part of the work, not the whole call:
// a batch's per-item failures, warnings, notes.
var partialKeys = lazyre.New(`(?i)^(warnings?|notes?|partial.*|skipped.*|failed_?items?|failures|errors|item_errors)$`)

// carriesException reports whether a value carries the caught exception's text: the exception
// itself, str(e), an f-string that interpolates it, a variable holding one, or a model, list or
// dictionary with one among its members (not in a member that reports per-item failures).
func (c *fileCtx) carriesException(n *sitter.Node, depth int) bool {
	n = unparen(n)
	if n == nil || depth > maxDepth {
		return false
	}
	switch extract.Type(n) {
	case "identifier":
		if c.isExceptAlias(n) {
			return true
		}
		if v := unparen(c.valueOf(n)); v != nil && extract.Type(v) != "identifier" && extract.Type(v) != "call" {
			return c.carriesException(v, depth+1)
		}
	case "string", "concatenated_string", "binary_operator":
		return c.mentionsExcept(n)
	case "list", "tuple":
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			if c.carriesException(extract.NamedChild(n, i), depth+1) {
				return true
			}
		}
	case "dictionary":
		for k, v := range c.pairs(n) {
			if !partialKeys.MatchString(k) && c.carriesException(v, depth+1) {
				return true
			}
		}
	case "call":
		fn := c.text(extract.Field(n, "function"))
		kw, pos := c.arguments(n)
		if (fn == "str" || fn == "repr") && len(pos) == 1 {
			return c.carriesException(pos[0], depth+1)
		}
		if !isModelName(lastName(fn)) {
			return false
		}
		for k, v := range kw {
			if !partialKeys.MatchString(k) && c.carriesException(v, depth+1) {
				return true
			}
		}
		for _, v := range pos {
			if c.carriesException(v, depth+1) {
				return true
			}
		}
	}
	return false
}

// returnedDicts returns the dictionary literals a returned value may be: itself, the value of
// a variable, or what a same-file helper returns.
func (c *fileCtx) returnedDicts(v *sitter.Node, depth int) []*sitter.Node {
	v = unparen(v)
	if v == nil || depth > maxDepth {
		return nil
	}
	switch extract.Type(v) {
	case "dictionary":
		return []*sitter.Node{v}
	case "identifier":
		if val := unparen(c.valueOf(v)); val != nil && extract.Type(val) != "identifier" {
			return c.returnedDicts(val, depth+1)
		}
	case "call":
		if c.resultAPI(extract.Field(v, "function")) != "" {
			kw, _ := c.arguments(v)
			for _, k := range []string{"structured_content", "structuredContent"} {
				if d := c.dictOf(kw[k]); d != nil {
					return []*sitter.Node{d}
				}
			}
			return nil
		}
		if def := c.localDef(v); def != nil && c.tools[extract.StartByte(def)] == nil {
			var out []*sitter.Node
			for _, r := range c.returnValues(def) {
				out = append(out, c.returnedDicts(r, depth+1)...)
			}
			return out
		}
	}
	return nil
}

// softResult says whether a CallToolResult / ToolResult built without isError carries a
// failure: error text in its content, or an error object as its structured content.
func (c *fileCtx) softResult(call *sitter.Node, blk block, depth int) soft {
	kw, pos := c.arguments(call)
	if kw["isError"] != nil || kw["is_error"] != nil {
		return soft{}
	}
	content := kw["content"]
	if content == nil && len(pos) > 0 {
		content = pos[0]
	}
	if content != nil {
		if sv := c.softValue(unparen(content), blk, depth+1); sv.why != "" {
			return sv
		}
	}
	for _, k := range []string{"structured_content", "structuredContent"} {
		if d := c.dictOf(kw[k]); d != nil && c.isErrorDict(d) {
			return isSoft(finding.Structured, "an error object as its structured content")
		}
	}
	return soft{}
}

// constantText returns the constant text at the start of a string expression.
func (c *fileCtx) constantText(v *sitter.Node) string {
	switch extract.Type(v) {
	case "string":
		if s, ok := c.plainString(v); ok {
			return s
		}
		return c.stringPrefix(v)
	case "concatenated_string":
		return c.constantText(extract.NamedChild(v, 0))
	case "binary_operator":
		return c.constantText(extract.Field(v, "left"))
	}
	return ""
}

// mentionsExcept reports whether a string expression interpolates the caught exception.
func (c *fileCtx) mentionsExcept(v *sitter.Node) bool {
	found := false
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if found {
			return
		}
		if extract.Type(n) == "identifier" && c.isExceptAlias(n) {
			found = true
			return
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			walk(extract.NamedChild(n, i))
		}
	}
	walk(v)
	return found
}

// isErrorDict reports whether a dictionary reports a failure: an "error" member that is not
// None/False/empty, a failed status ("error", "failed", "not_found": guidance.FailedStatus),
// or "success"/"ok": False.
func (c *fileCtx) isErrorDict(d *sitter.Node) bool {
	return c.isErrorMembers(c.pairs(d))
}

// isErrorMembers is isErrorDict over the members of a dictionary or the keyword arguments of a
// result model (SearchResponse(status="error", message=...)).
func (c *fileCtx) isErrorMembers(p map[string]*sitter.Node) bool {
	for _, k := range errorMembers {
		if c.isErrorValue(p[k]) {
			return true
		}
	}
	if s, ok := c.plainString(p["status"]); ok && guidance.FailedStatus(s) {
		return true // "error", "failed", and what names why: "not_found", "permission_denied"
	}
	for _, k := range outcomeMembers {
		if s, ok := c.plainString(p[k]); ok && guidance.FailureStatus(s) {
			return true // {"result": "error", "reason": msg}: only the outcome's own word
		}
	}
	for _, k := range []string{"success", "ok"} {
		if v := p[k]; v != nil && extract.Type(v) == "false" {
			return true
		}
	}
	return c.isGraphQLFailure(p) // {"errors": [{"message": ...}]} (gqlerrors.go)
}

// outcomeMembers are the members other than "status" that name the call's outcome in a word:
// {"result": "error", "reason": msg}, EditResult(result="error", ...). Only the words of the
// failed outcome itself count there ("error", "failed", "failure": guidance.FailureStatus), not
// a status that names why ("not_found"), which a "state" or "result" member reports as data
// more often than a status member does.
var outcomeMembers = []string{"result", "state", "outcome"}

// errorMembers are the names of a member that holds the failure: "error", the members that hold
// its message ({"status_code": 500, "error_message": str(e)}) and its kind ({"error_type":
// type(e).__name__}); "Error" and "ErrorMessage" as APIs that name their members in PascalCase
// spell them ([{"Error": msg}]).
var errorMembers = []string{"error", "error_message", "errorMessage", "error_msg", "error_type", "errorType", "Error", "ErrorMessage"}

// isErrorValue reports whether an error member's value holds a failure: not None, False, an
// empty text, an empty answer's text, or a variable that starts as None.
func (c *fileCtx) isErrorValue(v *sitter.Node) bool {
	if v == nil {
		return false
	}
	switch extract.Type(v) {
	case "none", "false":
		return false
	}
	if s, ok := c.plainString(v); ok && s == "" {
		return false
	}
	if t := c.constantText(v); extract.Type(v) == "string" && guidance.NoResults(t) && !missesOneMember(t) && !c.actsOnTarget(v) && !c.afterLookupLoop(v) {
		return false // {"error": "No matching records found"}: an empty answer, not a failure (actiontarget.go)
	}
	if extract.Type(v) == "identifier" && c.mayBeNone(v) {
		return false // {"result": r, "error": err} where err starts as None: a field, not a failure
	}
	return true
}

// availableOne matches an error member's text that says one thing is not available ("No
// credentials URL available", "No logs URL available for cluster …"): the words of an empty
// answer (guidance.NoResults), but of one thing, as "No URL found" is.
var availableOne = lazyre.New(`(?i)^(\W*no\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+(?:is\s+)?)available\b`)

// missesOneMember reports whether an error member's text says that one thing is not there, found
// or available (guidance.MissesOne, which rules out a plural, a search's word, a mass noun and a
// thing whose absence is good news: "No updates available", "No data available" stay empty
// answers).
func missesOneMember(t string) bool {
	return guidance.MissesOne(t) || guidance.MissesOne(availableOne.ReplaceAllString(t, "${1}found"))
}

// softDict says whether a returned dictionary reports a failure: an error member, a failed
// status or success flag, a success flag computed at run time ({"success": rc == 0, ...}), or an
// "error" member that holds None on success and a failure assigned in another branch.
func (c *fileCtx) softDict(d *sitter.Node, depth int) soft {
	if in := c.envelope(d); in != nil && depth < maxDepth {
		return c.softDict(in, depth+1) // {"res": {"success": False, ...}} (flagbuilder.go)
	}
	p := c.pairs(d)
	if c.isErrorMembers(p) || c.isCheckedErrorList(d, p) {
		return isSoft(finding.Structured, "an error object") // a check helper's list too (errorslist.go)
	}
	for _, k := range []string{"success", "ok"} {
		if v := unparen(p[k]); v != nil && c.isRuntimeFlag(v) {
			return isSoft(finding.Structured, "an object whose \""+k+"\" flag is computed at run time (false on failure)")
		}
	}
	if v := unparen(p["error"]); v != nil && extract.Type(v) == "identifier" {
		if scope := c.enclosingDef(v); scope != nil {
			for _, a := range c.assignments(scope)[string(c.bytesOf(v))] {
				r := unparen(assignedValue(a))
				if extract.StartByte(a) > extract.StartByte(v) || r == nil || extract.Type(r) == "none" || extract.Type(r) == "identifier" {
					continue
				}
				if s, ok := c.plainString(r); ok && s == "" {
					continue
				}
				return isSoft(finding.Structured, "an object whose \"error\" member holds a failure").with(a, "the failure is assigned to "+c.text(v)+" here")
			}
		}
	}
	return c.softStatusVar(p) // statusvar.go
}

// isRuntimeFlag reports whether a success flag's value is decided at run time: a comparison, a
// negation, a call or attribute, or a variable assigned False (or such a value) somewhere, or
// unpacked from what a call returns (ok, msg = send(...)).
func (c *fileCtx) isRuntimeFlag(v *sitter.Node) bool {
	switch extract.Type(v) {
	case "comparison_operator", "not_operator", "boolean_operator", "attribute", "call":
		return true
	case "identifier":
		scope := c.enclosingDef(v)
		if scope == nil {
			return false
		}
		name := c.text(v)
		for _, a := range c.assignments(scope)[name] {
			if r := unparen(assignedValue(a)); r != nil && extract.Type(r) != "true" && extract.Type(r) != "identifier" {
				return true
			}
		}
		// ok, msg = send(...): a flag unpacked from what a call returns (the scope index holds
		// assignments to one name only).
		found := false
		walkScope(scope, func(a *sitter.Node) {
			if found || extract.Type(a) != "assignment" {
				return
			}
			l, r := extract.Field(a, "left"), unparen(extract.Field(a, "right"))
			if r == nil || extract.Type(r) != "call" || l == nil || (extract.Type(l) != "pattern_list" && extract.Type(l) != "tuple_pattern") {
				return
			}
			for i := 0; i < int(extract.NamedChildCount(l)); i++ {
				if e := extract.NamedChild(l, i); extract.Type(e) == "identifier" && string(c.bytesOf(e)) == name {
					found = true
				}
			}
		})
		return found
	}
	return false
}

// mayBeNone reports whether a variable is assigned None anywhere in its scope.
func (c *fileCtx) mayBeNone(id *sitter.Node) bool {
	scope := c.enclosingDef(id)
	if scope == nil {
		scope = c.root
	}
	for _, a := range c.assignments(scope)[string(c.bytesOf(id))] {
		if r := unparen(assignedValue(a)); r != nil && extract.Type(r) == "none" {
			return true
		}
	}
	return false
}

// inExcept reports whether n sits in an except clause of its own function.
func (c *fileCtx) inExcept(n *sitter.Node) bool {
	lo, ok := c.fnBound(n)
	return c.index().excepts.within(n, lo, ok)
}

// modelSerializers are the methods that turn a model object into a dictionary or its JSON text.
var modelSerializers = map[string]bool{"to_dict": true, "dict": true, "model_dump": true, "as_dict": true, "asdict": true}

// serializedModel returns the construction of a model whose members a call hands on as a
// dictionary (Reply(error_message=m).to_dict(), Hit(...).model_dump()), or nil.
func (c *fileCtx) serializedModel(call *sitter.Node) *sitter.Node {
	fn := extract.Field(call, "function")
	if fn == nil || extract.Type(fn) != "attribute" || !modelSerializers[string(c.bytesOf(extract.Field(fn, "attribute")))] {
		return nil
	}
	obj := unparen(extract.Field(fn, "object"))
	if obj == nil || extract.Type(obj) != "call" || !isModelName(lastName(c.text(extract.Field(obj, "function")))) {
		return nil
	}
	return obj
}
