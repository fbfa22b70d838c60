package python

import (
	"fmt"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// softErrors finds tools that return a failure as a successful result (rule softerror): error
// text ("Error: ...", "Failed to ...", the caught exception) or an {"error": ...} object,
// returned without isError. In an except block any text that carries the caught exception
// counts; elsewhere only text that says it is an error. "No results" is not a failure, and
// per-item errors collected into a batch result are not returned as the tool's value.
func (c *fileCtx) softErrors() []*site {
	var out []*site
	if len(c.tools) == 0 {
		return nil
	}
	for _, m := range c.run("returns") {
		ret := m.site
		t := c.toolOf(ret)
		if t == nil {
			continue
		}
		v := unparen(m.value)
		inExcept := c.inExcept(ret)
		shape, why := c.softValue(v, inExcept, 0)
		if why == "" && inExcept {
			shape, why = c.importedErrorHelper(v, t)
		}
		if why == "" {
			continue
		}
		st := &site{rule: "softerror", anchor: ret, span: ret, construct: finding.Literal, api: "return",
			payload: payload{shape: shape}, outcome: finding.Success, def: t.def}
		for _, d := range c.returnedDicts(v, 0) {
			c.typedFields(d, &st.payload.typed, 0)
		}
		fix := "raise ToolError(...)"
		if t.fw == fwLowV1 || t.fw == fwLowV2 {
			fix = "return CallToolResult(isError=True, ...)"
		}
		st.message = fmt.Sprintf("%s returns %s as a successful result: the client sees isError false and the agent reads the failure as data; %s instead", t.name, why, fix)
		out = append(out, st)
	}
	return out
}

var errorHelperName = regexp.MustCompile(`(?i)(^|_)(err|errors?|exceptions?|fail|failures?)(_|$)`)

// importedErrorHelper recognises, in an except block, `return handle_api_error(name, e)`: a
// helper from another module, named for errors, given the caught exception, in a tool whose
// annotation says it returns data (dict, str, a model) and so cannot be returning an isError
// CallToolResult. The file does not show what the helper builds, so the shape is unknown.
func (c *fileCtx) importedErrorHelper(v *sitter.Node, t *tool) (finding.Shape, string) {
	if v == nil || v.Type() != "call" || c.localDef(v) != nil {
		return "", ""
	}
	fn := v.ChildByFieldName("function")
	name := lastName(c.text(fn))
	q := c.qualify(fn)
	if !errorHelperName.MatchString(name) || isModelName(name) || rootPackage(q) == "mcp" || rootPackage(q) == "fastmcp" {
		return "", ""
	}
	rt := c.text(t.def.ChildByFieldName("return_type"))
	if rt == "" || rt == "Any" || rt == "object" || strings.Contains(rt, "CallToolResult") || strings.Contains(rt, "ToolResult") {
		return "", ""
	}
	kw, pos := c.arguments(v)
	for _, a := range append(pos, mapValues(kw)...) {
		if a = unparen(a); a.Type() == "identifier" && c.isExceptAlias(a) {
			return finding.Unknown, "what " + name + " builds from the caught exception"
		}
	}
	return "", ""
}

// softValue says whether a returned value is a failure in disguise, and how it looks.
func (c *fileCtx) softValue(v *sitter.Node, inExcept bool, depth int) (finding.Shape, string) {
	if v == nil || depth > maxDepth {
		return "", ""
	}
	switch v.Type() {
	case "identifier":
		if inExcept && c.isExceptAlias(v) {
			return finding.ProseOnly, "the caught exception"
		}
		if val := unparen(c.valueOf(v)); val != nil && val.Type() != "identifier" {
			return c.softValue(val, inExcept, depth+1)
		}
	case "string", "concatenated_string", "binary_operator":
		text := c.constantText(v)
		switch {
		case guidance.StartsAsError(text):
			return finding.ProseOnly, "error text"
		case inExcept && c.mentionsExcept(v):
			return finding.ProseOnly, "the caught exception as text"
		}
	case "dictionary":
		if c.isErrorDict(v) {
			return finding.Structured, "an error object"
		}
	case "list":
		if v.NamedChildCount() == 1 {
			return c.softValue(unparen(v.NamedChild(0)), inExcept, depth+1)
		}
	case "call":
		fn := c.text(v.ChildByFieldName("function"))
		kw, pos := c.arguments(v)
		switch {
		case fn == "str" && len(pos) == 1 && inExcept && c.isExceptAlias(unparen(pos[0])):
			return finding.ProseOnly, "the caught exception as text"
		case jsonDumpers.MatchString(fn) && len(pos) > 0:
			// json.dumps({"error": ...}), json.dumps(body), json.dumps(error_body(ticker))
			if shape, why := c.softValue(unparen(pos[0]), inExcept, depth+1); shape == finding.Structured {
				return finding.JSONInText, why + " as JSON text"
			}
		case lastName(fn) == "TextContent" && kw["text"] != nil:
			return c.softValue(unparen(kw["text"]), inExcept, depth+1)
		case c.resultAPI(v.ChildByFieldName("function")) != "":
			return c.softResult(v, inExcept, depth)
		}
		if def := c.localDef(v); def != nil && c.tools[def.StartByte()] == nil {
			return c.softHelper(v, def, inExcept, depth)
		}
		if (fn == "dict" || isModelName(lastName(fn))) && c.isErrorMembers(kw) {
			return finding.Structured, "an error object"
		}
		if inExcept && isModelName(lastName(fn)) && c.carriesException(v, 0) {
			// except HTTPError as e: return SearchResponse(results=[Hit(title=f"Error: {e}")])
			return finding.Structured, "a " + lastName(fn) + " carrying the caught exception"
		}
	}
	return "", ""
}

// isModelName reports whether a called name looks like a class (a result model): CamelCase.
func isModelName(name string) bool {
	return name != "" && name[0] >= 'A' && name[0] <= 'Z' && strings.ToUpper(name) != name
}

// partialKeys name the members of a result that report part of the work, not the whole call:
// a batch's per-item failures, warnings, notes.
var partialKeys = regexp.MustCompile(`(?i)^(warnings?|notes?|partial.*|skipped.*|failed_?items?|failures|errors|item_errors)$`)

// carriesException reports whether a value carries the caught exception's text: the exception
// itself, str(e), an f-string that interpolates it, a variable holding one, or a model, list or
// dictionary with one among its members (not in a member that reports per-item failures).
func (c *fileCtx) carriesException(n *sitter.Node, depth int) bool {
	n = unparen(n)
	if n == nil || depth > maxDepth {
		return false
	}
	switch n.Type() {
	case "identifier":
		if c.isExceptAlias(n) {
			return true
		}
		if v := unparen(c.valueOf(n)); v != nil && v.Type() != "identifier" && v.Type() != "call" {
			return c.carriesException(v, depth+1)
		}
	case "string", "concatenated_string", "binary_operator":
		return c.mentionsExcept(n)
	case "list", "tuple":
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c.carriesException(n.NamedChild(i), depth+1) {
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
		fn := c.text(n.ChildByFieldName("function"))
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
	switch v.Type() {
	case "dictionary":
		return []*sitter.Node{v}
	case "identifier":
		if val := unparen(c.valueOf(v)); val != nil && val.Type() != "identifier" {
			return c.returnedDicts(val, depth+1)
		}
	case "call":
		if c.resultAPI(v.ChildByFieldName("function")) != "" {
			kw, _ := c.arguments(v)
			for _, k := range []string{"structured_content", "structuredContent"} {
				if d := c.dictOf(kw[k]); d != nil {
					return []*sitter.Node{d}
				}
			}
			return nil
		}
		if def := c.localDef(v); def != nil && c.tools[def.StartByte()] == nil {
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
func (c *fileCtx) softResult(call *sitter.Node, inExcept bool, depth int) (finding.Shape, string) {
	kw, pos := c.arguments(call)
	if kw["isError"] != nil || kw["is_error"] != nil {
		return "", ""
	}
	content := kw["content"]
	if content == nil && len(pos) > 0 {
		content = pos[0]
	}
	if content != nil {
		if shape, why := c.softValue(unparen(content), inExcept, depth+1); why != "" {
			return shape, why
		}
	}
	for _, k := range []string{"structured_content", "structuredContent"} {
		if d := c.dictOf(kw[k]); d != nil && c.isErrorDict(d) {
			return finding.Structured, "an error object as its structured content"
		}
	}
	return "", ""
}

// softHelper says whether a same-file helper's result is a failure in disguise: every value it
// returns is one (return normalize_error(e) where normalize_error only builds error objects),
// or, when the tool passes it the caught exception, one of them is.
func (c *fileCtx) softHelper(call, def *sitter.Node, inExcept bool, depth int) (finding.Shape, string) {
	passesExc := false
	if inExcept {
		_, pos := c.arguments(call)
		kw, _ := c.arguments(call)
		for _, a := range append(pos, mapValues(kw)...) {
			if a = unparen(a); a.Type() == "identifier" && c.isExceptAlias(a) {
				passesExc = true
			}
		}
	}
	var shape finding.Shape
	var why string
	n, soft := 0, 0
	for _, r := range c.returnValues(def) {
		n++
		s, w := c.softValue(unparen(r), c.inExcept(r), depth+1)
		if w != "" {
			soft++
			if why == "" {
				shape, why = s, w
			}
		}
	}
	if soft == 0 || (soft < n && !passesExc) {
		return "", ""
	}
	return shape, why + " built by " + c.funcName(def)
}

func mapValues(m map[string]*sitter.Node) []*sitter.Node {
	out := make([]*sitter.Node, 0, len(m))
	for _, v := range m {
		out = append(out, v)
	}
	return out
}

// constantText returns the constant text at the start of a string expression.
func (c *fileCtx) constantText(v *sitter.Node) string {
	switch v.Type() {
	case "string":
		if s, ok := c.plainString(v); ok {
			return s
		}
		return c.stringPrefix(v)
	case "concatenated_string":
		return c.constantText(v.NamedChild(0))
	case "binary_operator":
		return c.constantText(v.ChildByFieldName("left"))
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
		if n.Type() == "identifier" && c.isExceptAlias(n) {
			found = true
			return
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			walk(n.NamedChild(i))
		}
	}
	walk(v)
	return found
}

// isErrorDict reports whether a dictionary reports a failure: an "error" member that is not
// None/False/empty, "status": "error"/"failed", or "success"/"ok": False.
func (c *fileCtx) isErrorDict(d *sitter.Node) bool {
	return c.isErrorMembers(c.pairs(d))
}

// isErrorMembers is isErrorDict over the members of a dictionary or the keyword arguments of a
// result model (SearchResponse(status="error", message=...)).
func (c *fileCtx) isErrorMembers(p map[string]*sitter.Node) bool {
	if v := p["error"]; v != nil {
		switch v.Type() {
		case "none", "false":
		default:
			if s, ok := c.plainString(v); ok && s == "" {
				break
			}
			if v.Type() == "string" && guidance.NoResults(c.constantText(v)) {
				break // {"error": "No matching records found"}: an empty answer, not a failure
			}
			if v.Type() == "identifier" && c.mayBeNone(v) {
				break // {"result": r, "error": err} where err starts as None: a field, not a failure
			}
			return true
		}
	}
	if s, ok := c.plainString(p["status"]); ok {
		switch strings.ToLower(s) {
		case "error", "failed", "failure", "fail":
			return true
		}
	}
	for _, k := range []string{"success", "ok"} {
		if v := p[k]; v != nil && v.Type() == "false" {
			return true
		}
	}
	return false
}

// mayBeNone reports whether a variable is assigned None anywhere in its scope.
func (c *fileCtx) mayBeNone(id *sitter.Node) bool {
	scope := enclosingDef(id)
	if scope == nil {
		scope = c.root
	}
	for _, a := range c.assignments(scope)[c.text(id)] {
		if r := unparen(a.ChildByFieldName("right")); r != nil && r.Type() == "none" {
			return true
		}
	}
	return false
}

// inExcept reports whether n sits in an except clause of its own function.
func (c *fileCtx) inExcept(n *sitter.Node) bool {
	for p := n.Parent(); p != nil && p.Type() != "function_definition"; p = p.Parent() {
		if p.Type() == "except_clause" || p.Type() == "except_group_clause" {
			return true
		}
	}
	return false
}
