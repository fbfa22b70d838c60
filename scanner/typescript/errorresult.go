package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// site is one explicit construction of an isError result, shared by the rules that judge it
// (successflagged, schemaconflict, guidance).
type site struct {
	flag   *sitter.Node // the isError pair, shorthand or assignment: the anchor
	obj    *sitter.Node // the result object literal, when there is one
	m      members
	cls    classification
	where  where
	helper string // the helper key when the site is built inside a helper
	// flagParam is the index of the parameter that sets isError (`function text(t, isError =
	// false)`), or -1: the site is then a flag helper whose uses are the calls passing true there.
	flagParam int
	// conditional is set when the flag is spread in under a condition: the function also returns
	// results without it, so it is not a helper.
	conditional bool
	f           finding.Finding
}

// assertionMethods are the test-assertion calls whose arguments are expected values, not results.
var assertionMethods = map[string]bool{
	"toEqual": true, "toStrictEqual": true, "toMatchObject": true, "toBe": true, "toHaveBeenCalledWith": true,
	"toHaveBeenLastCalledWith": true, "toContainEqual": true, "toMatchSnapshot": true, "toMatchInlineSnapshot": true,
	"toHaveProperty": true, "toHaveReturnedWith": true, "deepEqual": true, "deepStrictEqual": true, "equal": true,
	"strictEqual": true, "eql": true, "include": true, "partialDeepStrictEqual": true, "objectContaining": true,
}

// inAssertion reports whether n is (part of) an argument of a test assertion.
func (f *file) inAssertion(n *sitter.Node) bool {
	src := f.Src
	for p := f.parent(n); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) != "call_expression" {
			continue
		}
		callee := extract.Field(p, "function")
		switch {
		case callee == nil:
		case extract.Type(callee) == "identifier":
			name := extract.Content(callee, src)
			if name == "expect" || strings.HasPrefix(name, "assert") {
				return true
			}
		case extract.Type(callee) == "member_expression":
			prop := text(extract.Field(callee, "property"), src)
			obj := text(extract.Field(callee, "object"), src)
			if assertionMethods[prop] || strings.HasPrefix(obj, "assert") || strings.HasPrefix(obj, "expect") {
				return true
			}
		}
	}
	return false
}

// droppedPlace returns where an isError member sits when it is not on the result itself: inside
// a content block, inside structuredContent or _meta, or inside a JSON.stringify argument.
func (f *file) droppedPlace(obj *sitter.Node) string {
	p := f.parent(unwrapUp(f, obj))
	if p == nil {
		return ""
	}
	switch extract.Type(p) {
	case "array":
		if pair := f.parent(p); pair != nil && extract.Type(pair) == "pair" && propertyName(extract.Field(pair, "key"), f.Src) == "content" {
			return "a content block"
		}
	case "pair":
		switch k := propertyName(extract.Field(p, "key"), f.Src); k {
		case "structuredContent", "_meta":
			return k
		}
	case "arguments":
		if call := f.parent(p); call != nil && isJSONStringify(extract.Field(call, "function"), f.Src) {
			return "a JSON.stringify text"
		}
	}
	return ""
}

// errorResults finds the explicit isError constructions of a file, and the isError members the
// SDK will not deliver (for droppedflag).
func (f *file) errorResults() (sites []*site, dropped []finding.Finding) {
	if !f.mayBuildErrorResults() {
		return nil, nil // nothing to match: skip the query
	}
	for _, m := range f.matches(qErrorResult) {
		flag := m[capSite]
		if flag == nil || f.inAssertion(flag) {
			continue
		}
		w := f.locateSite(flag)
		if w.reg != nil && w.reg.kind == regOther {
			continue
		}
		s := &site{flag: flag, where: w, flagParam: -1}
		construct := finding.Literal
		switch extract.Type(flag) {
		case "pair":
			s.obj = f.parent(flag)
			if !isTrue(m[capValue], f.Src) {
				if s.flagParam = f.paramIndex(w.fn, m[capValue]); s.flagParam < 0 {
					continue
				}
			}
		case "shorthand_property_identifier":
			s.obj = f.parent(flag)
			if !f.isConstTrue(flag) {
				if s.flagParam = f.paramIndex(w.fn, flag); s.flagParam < 0 {
					continue
				}
			}
		case "assignment_expression":
			if !isTrue(m[capValue], f.Src) {
				continue
			}
			construct = finding.FlagAssignment
			target := unwrap(m[capTarget])
			if target == nil || extract.Type(target) != "identifier" {
				continue
			}
			s.obj = f.objectOf(target, 0)
			s.flagParam = f.paramIndex(w.fn, f.guardOf(flag, w.fn))
		}
		if construct == finding.Literal && s.obj != nil {
			// `...(cond ? { isError: true } : {})`: the flag is on the outer result, set only when
			// cond holds (a parameter: a flag helper; anything else: a conditional site).
			if outer, idx := f.flagBranch(s.obj, w.fn); outer != nil {
				if idx < 0 && f.copiesIsError(s.obj) {
					continue // `...(msg.isError ? { isError: true } : {})` copies a flag that may be false
				}
				s.obj, s.conditional = outer, true
				if s.flagParam < 0 {
					s.flagParam = idx
				}
			}
		}
		if s.flagParam >= 0 && (w.fn == nil || f.functionName(w.fn) == "" || w.reg != nil) {
			continue // a flag copied from an argument of an anonymous function or a handler
		}
		if s.obj == nil && construct == finding.Literal {
			continue
		}
		if construct == finding.Literal {
			if place := f.droppedPlace(s.obj); place != "" {
				// A tool table's handler is a tool too, in a file that may not import the SDK.
				if w.reg.isToolKind() || f.usesSDK || f.usesFastMCP || f.locate(flag).reg.isToolKind() {
					dropped = append(dropped, f.droppedFinding(s, place))
					f.noteDropped(s.obj)
				}
				continue
			}
			if arr, at := f.addedTo(s.obj); arr != nil && !f.isResultShaped(s.obj) {
				// A block added to an array is no result: when the array is a returned result's
				// content, its flag is the droppedflag rule's (pushedflag.go).
				if s.flagParam < 0 && (w.reg.isToolKind() || f.usesSDK || f.usesFastMCP) {
					if rets := f.addedResultReturns(arr, at); len(rets) > 0 {
						dropped = append(dropped, f.addedFinding(s, arr, rets))
					}
				}
				continue
			}
		}
		if s.obj != nil {
			s.m = f.members(s.obj, 0)
		} else {
			s.m = members{values: map[string]*sitter.Node{}, pairs: map[string]*sitter.Node{}, opaque: true}
		}
		if !f.looksLikeToolResult(s, m[capTarget]) {
			continue
		}
		s.cls = f.classify(s.m)
		if construct == finding.FlagAssignment {
			f.laterMembers(s, m[capTarget])
		}
		s.helper = f.helperKey(s)
		s.f = f.siteFinding(s, construct)
		sites = append(sites, s)
	}
	return sites, dropped
}

// mayBuildErrorResults reports whether the file names the isError flag at all.
func (f *file) mayBuildErrorResults() bool { return f.srcHas("isError") }

// looksLikeToolResult keeps the isError flags of tool results apart from the many unrelated
// isError flags of UI state (React Query, Redux slices, component fields): the object carries
// content or structuredContent, or a spread that may supply them, or a result type, or the flag
// sits in a tool handler.
func (f *file) looksLikeToolResult(s *site, target *sitter.Node) bool {
	if s.where.reg.isToolKind() {
		return true
	}
	if f.isChatMessage(s.m) {
		return false
	}
	if _, ok := s.m.values["content"]; ok {
		return true
	}
	if _, ok := s.m.values["structuredContent"]; ok {
		return true
	}
	if s.obj != nil {
		if s.m.opaque {
			return true
		}
		if t := f.wrapperTypes(s.obj); strings.Contains(t, "Result") {
			return true
		}
	}
	if target != nil {
		if d := f.resolve(extract.Content(target, f.Src), target); d != nil {
			if t := extract.Field(d, "type"); t != nil && strings.Contains(extract.Content(t, f.Src), "ToolResult") {
				return true
			}
		}
	}
	if s.where.fn != nil {
		if t := extract.Field(s.where.fn, "return_type"); t != nil && strings.Contains(extract.Content(t, f.Src), "ToolResult") {
			return true
		}
	}
	return false
}

// chatKeys are members of the messages an MCP client or agent loop hands to a model (a tool
// message of the conversation, a provider's tool_result block), never of a CallToolResult.
var chatKeys = []string{"role", "toolCallId", "tool_call_id", "toolUseId", "tool_use_id", "toolName"}

// isChatMessage reports whether an object with an isError member is client-side model input
// rather than a tool result: it carries a chat-message key, or its content is a plain string
// where a CallToolResult has an array of content blocks.
func (f *file) isChatMessage(m members) bool {
	for _, k := range chatKeys {
		if _, ok := m.values[k]; ok {
			return true
		}
	}
	if t, ok := stringValue(unwrap(m.values["type"]), f.Src); ok && (t == "tool_result" || t == "tool-result") {
		return true
	}
	c, ok := m.values["content"]
	return ok && f.isTextValue(c, 0)
}

// isTextValue reports whether an expression visibly evaluates to a string: a string or template
// literal, a concatenation, JSON.stringify(...) or String(...), or a conditional of those.
func (f *file) isTextValue(n *sitter.Node, depth int) bool {
	n = unwrap(n)
	if n == nil || depth > 3 {
		return false
	}
	switch extract.Type(n) {
	case "string", "template_string":
		return true
	case "binary_expression":
		op := extract.Field(n, "operator")
		return op != nil && extract.Type(op) == "+" && (f.isTextValue(extract.Field(n, "left"), depth+1) || f.isTextValue(extract.Field(n, "right"), depth+1))
	case "call_expression":
		callee := extract.Field(n, "function")
		return isJSONStringify(callee, f.Src) || text(callee, f.Src) == "String"
	case "ternary_expression":
		return f.isTextValue(extract.Field(n, "consequence"), depth+1) && f.isTextValue(extract.Field(n, "alternative"), depth+1)
	}
	return false
}

// laterMembers folds `result.structuredContent = …` and `result._meta = …` assignments in the
// same function into a flag-assignment site's shape and typed fields.
func (f *file) laterMembers(s *site, target *sitter.Node) {
	scope := s.where.fn
	if scope == nil {
		scope = f.root
	}
	name := extract.Content(target, f.Src)
	body := extract.Content(scope, f.Src)
	found := false
	for _, k := range structuredKeys {
		if strings.Contains(body, name+"."+k+" =") || strings.Contains(body, name+"."+k+"=") {
			s.cls.shape = finding.Structured
			found = true
		}
	}
	if !found {
		return
	}
	ty := &typer{f: f, t: &s.cls.typed, calls: &s.cls.calls}
	f.walkOwn(scope, func(n *sitter.Node) {
		if extract.Type(n) != "assignment_expression" {
			return
		}
		left := extract.Field(n, "left")
		if left == nil || extract.Type(left) != "member_expression" || text(extract.Field(left, "object"), f.Src) != name ||
			!slices.Contains(structuredKeys, text(extract.Field(left, "property"), f.Src)) {
			return
		}
		if v := extract.Field(n, "right"); !isUndefined(v, f.Src) {
			ty.fields(v, 0)
		}
	})
}

// siteFinding builds the errorresult finding of a site.
func (f *file) siteFinding(s *site, construct finding.Construct) finding.Finding {
	api := "CallToolResult"
	if s.where.reg != nil {
		api = s.where.reg.api
	}
	fn := s.where.name
	pathKey := fmt.Sprintf("%s#%s:%s:%s", f.Path, fn, construct, s.cls.shape)
	who := "tool " + fn
	if s.helper != "" {
		pathKey = s.helper
		api = "helper " + fn
		who = "helper " + fn
	} else if s.where.reg == nil {
		who = "function " + fn
	}
	outcome := finding.IsError
	start, end := s.flag, s.flag
	if s.obj != nil && construct == finding.Literal {
		start, end = s.obj, s.obj
	}
	verb := "returns"
	if construct == finding.FlagAssignment {
		verb = "sets isError true on"
	}
	if s.flagParam >= 0 {
		verb = fmt.Sprintf("(when argument %d is true) %s", s.flagParam+1, verb)
	}
	return finding.Finding{
		Rule: "errorresult", Line: line(s.flag), Column: column(s.flag),
		StartLine: line(start), EndLine: endLine(end), Lang: f.lang,
		Message: fmt.Sprintf("%s %s an isError tool result (%s%s)", who, verb, s.cls.shape, finding.TypedNote(s.cls.typed)),
		Method:  finding.TreeSitter,
		Site: &finding.Site{Construct: construct, API: api, Function: fn, Shape: s.cls.shape, Typed: s.cls.typed,
			PathKey: pathKey, Profile: finding.Profile(outcome, s.cls.typed), Outcome: outcome},
	}
}

// droppedFinding reports an isError member the SDK will not read.
func (f *file) droppedFinding(s *site, place string) finding.Finding {
	return finding.Finding{
		Rule: "droppedflag", Line: line(s.flag), Column: column(s.flag),
		StartLine: line(s.obj), EndLine: endLine(s.obj), Lang: f.lang,
		Message: fmt.Sprintf("isError is set inside %s, not on the tool result: the SDK sends the result as a success and the client never sees the flag", place),
		Method:  finding.TreeSitter,
		Site: &finding.Site{Construct: finding.Literal, API: "CallToolResult", Function: s.where.name, Shape: finding.ProseOnly,
			PathKey: fmt.Sprintf("%s#%s:dropped", f.Path, s.where.name), Profile: finding.Profile(finding.Success, finding.Typed{}),
			Outcome: finding.Success},
	}
}
