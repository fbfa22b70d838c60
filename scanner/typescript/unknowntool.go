package typescript

import (
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// Unknown-tool answers of a low-level tools/call handler that no message spells: the throw in
// the branch where the lookup of the requested tool by its name found nothing.
//
//	const tool = this.tools.get(name); if (!tool) throw new McpError(ErrorCode.InvalidParams, msg);
//	if (!handlers.has(request.params.name)) throw ...;
//
// The specification makes an unknown tool a protocol error, whatever the words.

// lookupMethods are the methods that look an entry up by a key or a predicate and give nothing
// when none matches.
var lookupMethods = map[string]bool{"get": true, "find": true, "findLast": true}

// unknownToolMessage reports whether a throw's message, or the const it names, spells an
// unknown tool (`const msg = `Unknown tool: ${name}`; throw new McpError(..., msg)`).
func (f *file) unknownToolMessage(msg *sitter.Node) bool {
	msg = unwrap(msg)
	if msg == nil {
		return false
	}
	if extract.Type(msg) == "identifier" {
		if v := f.constValue(msg); v != nil {
			msg = v
		}
	}
	return unknownToolWords(extract.Content(msg, f.Src))
}

// unknownKindTool matches "Unknown <one or two words> tool:" ("Unknown incident tool: x",
// "Unknown script include tool: x"), a module's answer for a tool name of its group it does not
// know; notKindWords are the words that make it a failure in a tool instead ("Unknown error in
// tool: x").
var (
	unknownKindTool = lazyre.New(`(?i)\bunknown\s+([a-z_-]+)(?:\s+([a-z_-]+))?\s+tool\s*:`)
	notKindWords    = map[string]bool{"error": true, "exception": true, "failure": true, "problem": true, "in": true, "of": true,
		"for": true, "from": true, "with": true, "during": true, "on": true, "at": true, "while": true, "the": true, "calling": true}
)

// unknownToolWords reports whether a message's text spells an unknown tool.
func unknownToolWords(s string) bool {
	if unknownToolText.MatchString(s) {
		return true
	}
	for _, m := range unknownKindTool.FindAllStringSubmatch(s, -1) {
		if !notKindWords[strings.ToLower(m[1])] && !notKindWords[strings.ToLower(m[2])] {
			return true
		}
	}
	return false
}

// Another module's unknown-tool answer. A module of tool handlers often exports one function
// that dispatches on the tool's name and throws for a name it does not know:
//
//	export async function handleIncidentTools(client, toolName, args) {
//	  switch (toolName) { case "incident_get": return getIncident(client, args); ...
//	  default: throw new Error(`Unknown incident tool: ${toolName}`) }
//	}
//
// A low-level handler that routes a tool to it passes that throw on as a JSON-RPC error, which
// the spec sanctions for an unknown tool. The place of such a throw in the module's summary
// carries unknownToolMark in front of its class chain (Place.Class), so that a catch-all rethrow
// of another module that only such places reach does not stand (Pending.ClassCalls with
// NotClasses).

// unknownToolMark is the pseudo-class in front of the class chain of an unknown-tool answer's
// place: no class of JavaScript's is named so.
const unknownToolMark = "unknown-tool"

// markUnknownTool returns the class chain of a throw's place, marked when the throw answers
// an unknown tool in fn.
func (f *file) markUnknownTool(chain string, fn, stmt *sitter.Node) string {
	if !f.answersUnknownTool(fn, stmt) {
		return chain
	}
	if chain == "" {
		return unknownToolMark
	}
	return unknownToolMark + "<" + chain
}

// answersUnknownTool reports whether a throw that leaves fn answers an unknown tool name: fn
// dispatches on a tool-name parameter (one named like "name" or "tool"), and the throw is its
// switch's default branch on that parameter, or spells an unknown tool (unknownToolWords).
func (f *file) answersUnknownTool(fn, stmt *sitter.Node) bool {
	if fn == nil || stmt == nil {
		return false
	}
	var named []string
	for p := range parameterNames(fn, f.Src) {
		if l := strings.ToLower(p); strings.Contains(l, "tool") || strings.Contains(l, "name") {
			named = append(named, p)
		}
	}
	if len(named) == 0 {
		return false
	}
	if msg := f.describeThrow(stmt).message(); msg != nil && f.unknownToolMessage(msg) {
		return true
	}
	inDefault := false
	for p := f.parent(stmt); p != nil && !same(p, fn); p = f.parent(p) {
		switch extract.Type(p) {
		case "switch_default":
			inDefault = true
		case "switch_statement":
			v := unwrap(extract.Field(p, "value"))
			return inDefault && v != nil && extract.Type(v) == "identifier" && slices.Contains(named, extract.Content(v, f.Src))
		}
		if f.parents.isFunction(p) {
			return false
		}
	}
	return false
}

// inToolNotFound reports whether a throw sits in the branch of an if whose condition holds when
// the lookup of the requested tool's name found nothing, inside fn.
func (f *file) inToolNotFound(stmt, fn *sitter.Node) bool {
	if stmt == nil {
		return false
	}
	child := stmt
	for p := f.parent(stmt); p != nil && (fn == nil || !same(p, fn)); child, p = p, f.parent(p) {
		if extract.Type(p) != "if_statement" {
			continue
		}
		cond := extract.Field(p, "condition")
		if cons := extract.Field(p, "consequence"); cons != nil && same(child, cons) {
			if f.lookupMissed(cond, true) {
				return true
			}
		} else if alt := extract.Field(p, "alternative"); alt != nil && same(child, alt) {
			if f.lookupMissed(cond, false) {
				return true
			}
		}
	}
	return false
}

// lookupMissed reports whether a condition, when it is `want`, says the requested tool was not
// found: `!tool`, `tool === undefined`, `tool == null`, `!map.has(name)`, `!(name in table)`
// (want true), or `tool`, `map.has(name)` (want false), where tool holds a lookup by the name.
func (f *file) lookupMissed(cond *sitter.Node, want bool) bool {
	cond = unwrap(cond)
	if cond == nil {
		return false
	}
	switch extract.Type(cond) {
	case "unary_expression":
		if text(extract.Field(cond, "operator"), f.Src) == "!" {
			return f.lookupMissed(extract.Field(cond, "argument"), !want)
		}
	case "binary_expression":
		l, r, op := f.binaryParts(cond)
		switch op {
		case "===", "==":
			if f.isUndefined(r, op == "==" || r != nil && extract.Type(r) == "null") {
				return want && f.holdsLookup(l)
			}
		case "!==", "!=":
			if f.isUndefined(r, op == "!=" || r != nil && extract.Type(r) == "null") {
				return !want && f.holdsLookup(l)
			}
		case "in":
			return !want && f.namesTool(l, 0)
		}
	case "identifier", "member_expression", "subscript_expression":
		return !want && f.holdsLookup(cond)
	case "call_expression":
		fun := extract.Field(cond, "function")
		if fun != nil && extract.Type(fun) == "member_expression" && text(extract.Field(fun, "property"), f.Src) == "has" {
			return !want && f.namesTool(extract.Field(cond, "arguments"), 0)
		}
	}
	return false
}

// holdsLookup reports whether an expression is, or is a local variable given, a lookup by the
// requested tool's name: `tools.get(name)`, `list.find((t) => t.name === name)`,
// `handlers[request.params.name]`.
func (f *file) holdsLookup(n *sitter.Node) bool {
	n = unwrap(n)
	if n != nil && extract.Type(n) == "identifier" {
		d := f.resolve(extract.Content(n, f.Src), n)
		if d == nil || extract.Type(d) != "variable_declarator" || text(extract.Field(d, "name"), f.Src) != extract.Content(n, f.Src) {
			return false
		}
		n = unwrap(extract.Field(d, "value"))
	}
	if n == nil {
		return false
	}
	switch extract.Type(n) {
	case "subscript_expression":
		return f.namesTool(extract.Field(n, "index"), 0)
	case "call_expression":
		fun := extract.Field(n, "function")
		if fun != nil && extract.Type(fun) == "member_expression" && lookupMethods[text(extract.Field(fun, "property"), f.Src)] {
			return f.namesTool(extract.Field(n, "arguments"), 0)
		}
	}
	return false
}

// namesTool reports whether an expression mentions the requested tool's name: `X.params.name`,
// or a local bound to it (`const { name } = request.params`, `const toolName = request.params.name`).
func (f *file) namesTool(n *sitter.Node, depth int) bool { return f.namesParam(n, "name", depth) }

// namesParam reports whether an expression mentions the request's params.<key>, directly or
// through a local bound to it.
func (f *file) namesParam(n *sitter.Node, key string, depth int) bool {
	if n == nil || depth > 12 {
		return false
	}
	switch extract.Type(n) {
	case "member_expression":
		if strings.HasSuffix(strings.ReplaceAll(extract.Content(n, f.Src), "?", ""), ".params."+key) {
			return true
		}
	case "identifier":
		return f.isParamVar(n, key, depth)
	}
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		if f.namesParam(extract.NamedChild(n, i), key, depth+1) {
			return true
		}
	}
	return false
}

// isParamVar reports whether an identifier is a local bound to the request's params.<key>
// (`const { name } = request.params`, `const { arguments: args } = request.params`,
// `const args = request.params.arguments ?? {}`).
func (f *file) isParamVar(id *sitter.Node, key string, depth int) bool {
	name := extract.Content(id, f.Src)
	d := f.resolve(name, id)
	if d == nil {
		d = f.destructuredAt(name, id)
	}
	if d == nil || extract.Type(d) != "variable_declarator" {
		return false
	}
	value := unwrap(extract.Field(d, "value"))
	pat := extract.Field(d, "name")
	if value == nil || pat == nil {
		return false
	}
	switch extract.Type(pat) {
	case "identifier":
		return extract.Content(pat, f.Src) == name && !isInside(id, value) && f.namesParam(value, key, depth+4)
	case "object_pattern":
		vt := strings.ReplaceAll(extract.Content(value, f.Src), "?", "")
		if !strings.HasSuffix(vt, ".params") && vt != "params" {
			return false
		}
		return bindsName(pat, name, key, f.Src)
	}
	return false
}

// destructuredAt returns the declarator that binds name by destructuring (`let { name } = ...`)
// in a block enclosing at, the nearest block first; the index holds no such names.
func (f *file) destructuredAt(name string, at *sitter.Node) *sitter.Node {
	for p := f.parent(at); p != nil; p = f.parent(p) {
		if extract.Type(p) != "statement_block" {
			continue
		}
		for i := 0; i < int(extract.NamedChildCount(p)); i++ {
			st := extract.NamedChild(p, i)
			if extract.StartByte(st) > extract.StartByte(at) {
				break
			}
			for _, d := range patternDeclarators(st) {
				if bindsName(extract.Field(d, "name"), name, "", f.Src) {
					return d
				}
			}
		}
	}
	return nil
}

// patternDeclarators returns the declarators of a const, let or var statement that destructure
// an object (`const { a, b: c } = ...`); none for any other statement.
func patternDeclarators(st *sitter.Node) []*sitter.Node {
	if extract.Type(st) != "lexical_declaration" && extract.Type(st) != "variable_declaration" {
		return nil
	}
	var out []*sitter.Node
	for j := 0; j < int(extract.NamedChildCount(st)); j++ {
		d := extract.NamedChild(st, j)
		if extract.Type(d) != "variable_declarator" {
			continue
		}
		if p := extract.Field(d, "name"); p != nil && extract.Type(p) == "object_pattern" {
			out = append(out, d)
		}
	}
	return out
}

// bindsName reports whether an object pattern binds name at its top level (`{ name }`,
// `{ key: name }`, `{ name = x }`) from the property key, or from any property when key is "".
func bindsName(pat *sitter.Node, name, key string, src []byte) bool {
	for i := 0; i < int(extract.NamedChildCount(pat)); i++ {
		c := extract.NamedChild(pat, i)
		from := name
		switch extract.Type(c) {
		case "shorthand_property_identifier_pattern":
			if extract.Content(c, src) != name {
				continue
			}
		case "pair_pattern":
			if text(extract.Field(c, "value"), src) != name {
				continue
			}
			from = text(extract.Field(c, "key"), src)
		case "object_assignment_pattern":
			if l := extract.Field(c, "left"); l == nil || extract.Content(l, src) != name {
				continue
			}
		default:
			continue
		}
		if key == "" || from == key {
			return true
		}
	}
	return false
}
