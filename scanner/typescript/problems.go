package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"strconv"
	"strings"
	"unicode/utf8"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// problems runs the rules that judge the sites already found: successflagged, schemaconflict
// and guidance.
func (f *file) problems(sites []*site) []finding.Finding {
	var out []finding.Finding
	for _, s := range sites {
		if fd, ok := f.successFlagged(s); ok {
			out = append(out, fd)
		}
		if fd, ok := f.schemaConflict(s); ok {
			out = append(out, fd)
		}
		if fd, ok := f.guidanceConflict(s); ok {
			out = append(out, fd)
		}
	}
	return append(out, f.helperSchemaConflicts(sites)...)
}

// leadingText returns the literal text a string expression starts with: a string, a template's
// literal parts, the left end of a concatenation, or a local constant's.
func (f *file) leadingText(n *sitter.Node, depth int) (string, bool) {
	n = unwrap(n)
	if n == nil || depth > 4 {
		return "", false
	}
	switch extract.Type(n) {
	case "string", "template_string":
		return staticText(n, f.Src)
	case "binary_expression":
		return f.leadingText(extract.Field(n, "left"), depth+1)
	case "identifier", "shorthand_property_identifier":
		return f.leadingText(f.valueOf(n), depth+1)
	}
	return "", false
}

// successFlagged reports an isError result whose literal text says the operation succeeded.
func (f *file) successFlagged(s *site) (finding.Finding, bool) {
	for _, t := range s.cls.texts {
		txt, ok := f.leadingText(t, 0)
		if !ok || !guidance.ReportsSuccess(txt) {
			continue
		}
		return f.problem(s, "successflagged", s.flag,
			fmt.Sprintf("%s sets isError on a result whose text reports success (%q): the client treats a completed operation as a failure, and an agent may repeat it", who(s), clip(txt))), true
	}
	return finding.Finding{}, false
}

// schemaConflict reports an error result carrying structuredContent in a tool that declares an
// outputSchema (in its registerTool config, or as a field of the tool class the site's method
// belongs to): 1.x clients validate it against the success schema and throw.
func (f *file) schemaConflict(s *site) (finding.Finding, bool) {
	schema, tool := f.outputSchemaOf(s)
	if schema == nil {
		return finding.Finding{}, false
	}
	sc, ok := s.m.values["structuredContent"]
	if !ok || isUndefined(sc, f.Src) || f.conforms(sc, schema) {
		return finding.Finding{}, false
	}
	anchor := s.flag
	if p, ok := s.m.pairs["structuredContent"]; ok {
		anchor = p
	}
	return f.schemaFinding(s, anchor, tool), true
}

// outputSchemaOf returns the output schema that governs a site's tool, and the tool's name.
func (f *file) outputSchemaOf(s *site) (*sitter.Node, string) {
	if r := s.where.reg; r != nil {
		if r.kind == regTool && r.config != nil {
			if v := f.memberValue(r.config, "outputSchema"); v != nil && !isUndefined(v, f.Src) {
				return v, r.tool
			}
		}
		return nil, ""
	}
	for p := f.parent(s.flag); p != nil; p = f.parent(p) {
		if extract.Type(p) != "class_body" {
			continue
		}
		for i := 0; i < int(extract.NamedChildCount(p)); i++ {
			c := extract.NamedChild(p, i)
			if extract.Type(c) != "public_field_definition" && extract.Type(c) != "field_definition" {
				continue
			}
			name := extract.Field(c, "name")
			if name == nil {
				name = extract.Field(c, "property")
			}
			if v := extract.Field(c, "value"); text(name, f.Src) == "outputSchema" && v != nil && !isUndefined(v, f.Src) {
				return v, "class " + f.className(p)
			}
		}
		return nil, ""
	}
	return nil, ""
}

// className returns the name of the class a class body belongs to.
func (f *file) className(body *sitter.Node) string {
	if c := f.parent(body); c != nil {
		if n := extract.Field(c, "name"); n != nil {
			return extract.Content(n, f.Src)
		}
	}
	return "<anonymous>"
}

// conforms reports whether a structuredContent literal visibly matches an object schema
// literal (`{ k: z.string() }` or `z.object({...})`): its keys are the schema's keys, every
// required key present. When either cannot be read within the file, it does not conform.
func (f *file) conforms(sc, schema *sitter.Node) bool {
	obj := f.objectOf(sc, 0)
	shape := f.valueOf(schema)
	if shape != nil && extract.Type(shape) == "call_expression" && strings.HasSuffix(text(extract.Field(shape, "function"), f.Src), ".object") {
		shape = f.objectOf(argument(extract.Field(shape, "arguments"), 0), 0)
	}
	if obj == nil || shape == nil || extract.Type(shape) != "object" {
		return false
	}
	have := f.members(obj, 0)
	want := f.members(shape, 0)
	if have.opaque || want.opaque {
		return false
	}
	for k := range have.values {
		if _, ok := want.values[k]; !ok {
			return false
		}
	}
	for k, v := range want.values {
		if _, ok := have.values[k]; !ok && !strings.Contains(text(v, f.Src), ".optional()") {
			return false
		}
	}
	return true
}

func (f *file) schemaFinding(s *site, anchor *sitter.Node, tool string) finding.Finding {
	v := f.tsSDK()
	outcome := finding.IsError
	effect := fmt.Sprintf("on %s clients of v2 accept it, but 1.x clients reject it", v.describe())
	if v.major < 2 {
		outcome = finding.ProtocolError
		effect = fmt.Sprintf("on %s the client validates it against the success schema and throws McpError -32602, so the model never sees the error", v.describe())
	}
	fd := f.problem(s, "schemaconflict", anchor,
		fmt.Sprintf("tool %s declares an outputSchema and its error result carries structuredContent: %s; move the details to _meta or the text, or drop structuredContent on errors", tool, effect))
	fd.Site.Outcome = outcome
	fd.Site.Profile = finding.Profile(outcome, fd.Site.Typed)
	return fd
}

// helperSchemaConflicts reports returns of a same-file helper that builds structuredContent on
// an error, from a tool that declares an outputSchema.
func (f *file) helperSchemaConflicts(sites []*site) []finding.Finding {
	byHelper := map[string]*site{}
	for _, s := range sites {
		if s.helper == "" {
			continue
		}
		if sc, ok := s.m.values["structuredContent"]; ok && !isUndefined(sc, f.Src) {
			byHelper[f.functionName(s.where.fn)] = s
		}
	}
	if len(byHelper) == 0 {
		return nil
	}
	var out []finding.Finding
	for _, r := range f.regs {
		if r.kind != regTool || r.config == nil {
			continue
		}
		schema := f.memberValue(r.config, "outputSchema")
		if schema == nil || isUndefined(schema, f.Src) {
			continue
		}
		for _, v := range f.returnedValuesOf(r.fn) {
			call := unwrap(v)
			if call == nil || extract.Type(call) != "call_expression" {
				continue
			}
			callee := extract.Field(call, "function")
			if callee == nil || extract.Type(callee) != "identifier" {
				continue
			}
			s, ok := byHelper[extract.Content(callee, f.Src)]
			if ok && s.flagParam >= 0 && !isTrue(argument(extract.Field(call, "arguments"), s.flagParam), f.Src) {
				continue // a flag helper's call that does not pass true builds a success
			}
			if ok && !f.conforms(s.m.values["structuredContent"], schema) {
				out = append(out, f.schemaFinding(s, call, r.tool))
			}
		}
	}
	return out
}

// guidanceConflict reports a result whose literal text and typed guidance disagree.
func (f *file) guidanceConflict(s *site) (finding.Finding, bool) {
	var text guidance.Guidance
	for _, t := range s.cls.texts {
		if txt, ok := f.leadingText(t, 0); ok {
			text = text.Merge(guidance.Text(txt))
		}
	}
	var typed guidance.Guidance
	for _, k := range structuredKeys {
		if v, ok := s.m.values[k]; ok {
			typed = typed.Merge(f.typedGuidance(v, 0))
		}
	}
	if text.IsZero() || typed.IsZero() {
		return finding.Finding{}, false
	}
	why := guidance.Disagreement(text, typed)
	if why == "" {
		return finding.Finding{}, false
	}
	return f.problem(s, "guidance", s.flag, fmt.Sprintf("%s: %s (text: %s; typed: %s)", who(s), why, text, typed)), true
}

// typedGuidance reads the literal values of an object's members (and nested objects) as guidance.
func (f *file) typedGuidance(v *sitter.Node, depth int) guidance.Guidance {
	var g guidance.Guidance
	obj := f.objectOf(v, 0)
	if obj == nil || depth > 2 {
		return g
	}
	for k, val := range f.members(obj, 0).values {
		val = unwrap(val)
		if val == nil {
			continue
		}
		var lit any
		switch extract.Type(val) {
		case "true":
			lit = true
		case "false":
			lit = false
		case "number":
			n, err := strconv.ParseFloat(extract.Content(val, f.Src), 64)
			if err != nil {
				continue
			}
			lit = n
		case "string", "template_string":
			s, ok := stringValue(val, f.Src)
			if !ok {
				continue
			}
			lit = s
		case "object", "identifier":
			g = g.Merge(f.typedGuidance(val, depth+1))
			continue
		default:
			continue
		}
		if vg, ok := guidance.Value(k, lit); ok {
			g = g.Merge(vg)
		}
	}
	return g
}

// problem builds a finding about a site.
func (f *file) problem(s *site, rule string, anchor *sitter.Node, msg string) finding.Finding {
	site := *s.f.Site
	start, end := s.f.StartLine, s.f.EndLine
	if l := line(anchor); l < start || l > end { // a call of the helper, elsewhere
		start, end = l, endLine(anchor)
	}
	return finding.Finding{Rule: rule, Line: line(anchor), Column: column(anchor), StartLine: start,
		EndLine: end, Lang: f.lang, Message: msg, Method: finding.TreeSitter, Site: &site}
}

// who names a site's function for a message.
func who(s *site) string {
	if s.helper != "" {
		return "helper " + s.where.name
	}
	if s.where.reg != nil {
		return "tool " + s.where.name
	}
	return "function " + s.where.name
}

// clip shortens code quoted in a message to one line of at most 60 bytes: a line break and
// the indentation around it read as one space, so a place's message never spans lines of the
// text report (throw new McpError(\n    ErrorCode.InvalidRequest, ...).
func clip(s string) string {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, "\r\n") {
		s = strings.Join(strings.Fields(s), " ")
	}
	if len(s) > 60 {
		cut := 57
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut-- // never split a character: "❌ Failed" clipped mid-rune is not UTF-8
		}
		return s[:cut] + "..."
	}
	return s
}
