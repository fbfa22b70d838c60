package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/leak"
)

// leakHit is one internal that goes into an error text.
type leakHit = leak.Hit[*sitter.Node]

// leakTarget is an error result whose text rule internalleak reads.
type leakTarget struct {
	expr     *sitter.Node // what the text is built from
	anchor   *sitter.Node // the result, for related
	result   string
	receives string
	site     *finding.Site
}

// errorish matches the names an error value goes by: e, err, error, ex, exc, reason, cause,
// fetchErr, lastError.
var errorish = lazyre.New(`(?i)^(e|err|error|ex|exc|exception|reason|cause|\w*err|\w*error)$`)

// maxLeakDepth bounds how far locals and same-file functions are followed.
const maxLeakDepth = 4

// internalLeakFindings runs rule internalleak on the file's error results (the errorresult
// sites the client receives, and the raisederror and softerror findings): a finding where each
// internal enters a text, with the results that carry it as related. A text that embeds what a
// function of another module of the root returns becomes a pending finding that stands when
// that function's returns carry internals (the Internals fact of its summary).
func (f *file) internalLeakFindings(sites []*site, found []finding.Finding) []finding.Finding {
	var targets []leakTarget
	for _, s := range sites {
		if t, ok := f.siteLeakTarget(s); ok {
			targets = append(targets, t)
		}
	}
	for i := range found {
		if t, ok := f.findingLeakTarget(&found[i]); ok {
			targets = append(targets, t)
		}
	}
	var col leak.Collector
	for _, t := range targets {
		hits, calls := f.leaksIn(t.expr, 0, map[uint32]bool{})
		rel := f.relatedAt(t.anchor, "the error result whose text carries it")
		for _, h := range hits {
			col.Add(extract.StartByte(h.At), rel, func() finding.Finding {
				return f.leakFinding(t, h.At, leak.Message(h.Kind, h.What, t.result, t.receives), nil)
			})
		}
		if len(hits) > 0 || len(calls) == 0 {
			continue
		}
		name := text(extract.Field(calls[0], "function"), f.Src)
		fd := f.leakFinding(t, calls[0], leak.ElsewhereMessage(name, t.result, t.receives), nil)
		p := extract.Pending{Finding: fd, Need: extract.Internals, Keys: f.callKeys(extract.Field(calls[0], "function"))}
		for _, c := range calls[1:] {
			p.AnyOf = append(p.AnyOf, f.callKeys(extract.Field(c, "function")))
		}
		f.pending = append(f.pending, p)
	}
	return col.Findings
}

func (f *file) leakFinding(t leakTarget, at *sitter.Node, msg string, related []finding.Related) finding.Finding {
	site := *t.site
	return finding.Finding{Rule: "internalleak", Line: line(at), Column: column(at), StartLine: line(at), EndLine: endLine(at),
		Lang: f.lang, Method: finding.TreeSitter, Message: msg, Site: &site, Related: related}
}

// siteLeakTarget is the target of an errorresult site the client receives: its object literal,
// or for `result.isError = true` the value result was built from.
func (f *file) siteLeakTarget(s *site) (leakTarget, bool) {
	if s.f.Site == nil || s.f.Site.Outcome != finding.IsError || s.flagParam >= 0 {
		return leakTarget{}, false
	}
	expr := s.obj
	if expr == nil && s.flag != nil && extract.Type(s.flag) == "assignment_expression" {
		if left := extract.Field(s.flag, "left"); left != nil && extract.Type(left) == "member_expression" {
			if obj := unwrap(extract.Field(left, "object")); obj != nil && extract.Type(obj) == "identifier" {
				expr = f.valueOf(obj)
			}
		}
	}
	if expr == nil {
		return leakTarget{}, false
	}
	return leakTarget{expr: expr, anchor: s.flag, site: s.f.Site,
		result:   fmt.Sprintf("the isError result built in %s", s.f.Site.Function),
		receives: "the client receives it as the isError result's text"}, true
}

// findingLeakTarget is the target of a raisederror or softerror finding: the throw or return
// statement it stands on.
func (f *file) findingLeakTarget(fd *finding.Finding) (leakTarget, bool) {
	if fd.Site == nil || (fd.Rule != "raisederror" && fd.Rule != "softerror") || fd.Site.Outcome == finding.ProtocolError {
		return leakTarget{}, false
	}
	p := sitter.Point{Row: uint32(fd.Line - 1), Column: uint32(fd.Column - 1)}
	n := f.root.NamedDescendantForPointRange(p, p)
	for n != nil {
		up := f.parent(n)
		if up == nil || up.StartPoint() != p || extract.Type(up) == "program" {
			break
		}
		n = up
	}
	if n == nil {
		return leakTarget{}, false
	}
	t := leakTarget{expr: n, anchor: n, site: fd.Site}
	if fd.Rule == "softerror" {
		t.result = "the failure returned as a success from " + fd.Site.Function
		t.receives = "the client receives it as a successful result's text"
		return t, true
	}
	t.result = "the error thrown in " + fd.Site.Function
	switch fd.Site.API {
	case "fastmcp.UserError":
		t.receives = "fastmcp sends a UserError's message as the isError text"
	case "FastMCP.addTool":
		if prefixed, version := f.fastmcpToolPrefixed(); prefixed {
			t.receives = fmt.Sprintf("fastmcp sends %q with the error's message as the isError text", "Tool '"+fd.Site.Function+"' execution failed: …")
		} else {
			t.receives = fmt.Sprintf("fastmcp %s sends \"Error: \" and the error as a string as the isError text", version)
		}
	default:
		t.receives = "the SDK sends the thrown error's message as the isError text"
	}
	return t, true
}

// leaksIn returns the internals an expression's value is built from, following locals and
// same-file functions, and the calls of other modules' functions whose value it embeds.
func (f *file) leaksIn(n *sitter.Node, depth int, seen map[uint32]bool) ([]leakHit, []*sitter.Node) {
	var hits []leakHit
	var calls []*sitter.Node
	if n == nil || depth > maxLeakDepth || seen[extract.StartByte(n)] {
		return nil, nil
	}
	seen[extract.StartByte(n)] = true
	var visit func(x *sitter.Node)
	visit = func(x *sitter.Node) {
		if x == nil || f.parents.isFunction(x) {
			return
		}
		switch extract.Type(x) {
		case "comment", "type_annotation", "type_arguments":
			return
		case "binary_expression":
			switch text(extract.Field(x, "operator"), f.Src) {
			case "===", "!==", "==", "!=", "<", ">", "<=", ">=", "instanceof", "in":
				return // a test, not text
			}
		case "unary_expression":
			if op := text(extract.Field(x, "operator"), f.Src); op == "!" || op == "typeof" {
				return
			}
		case "ternary_expression":
			visit(extract.Field(x, "consequence"))
			visit(extract.Field(x, "alternative"))
			return
		case "call_expression":
			if h, ok := f.callLeak(x); ok {
				hits = append(hits, h)
				return
			}
			callee := unwrap(extract.Field(x, "function"))
			if fn := f.localFunction(callee); fn != nil {
				for _, r := range f.returnedValuesOf(fn) {
					hs, cs := f.leaksIn(r, depth+1, seen)
					hits, calls = append(hits, hs...), append(calls, cs...)
				}
			} else if callee != nil && extract.Type(callee) == "identifier" {
				if keys := f.callKeys(callee); len(keys) > 0 && strings.Contains(keys[0], "#") {
					calls = append(calls, x)
				}
			} else if callee != nil && extract.Type(callee) == "member_expression" && leak.IsTextMethod(text(extract.Field(callee, "property"), f.Src)) {
				visit(extract.Field(callee, "object")) // err.stack.split("\n"), detail.trim()
			}
			visit(extract.Field(x, "arguments"))
			return
		case "member_expression":
			if h, ok := f.memberLeak(x); ok {
				hits = append(hits, h)
				return
			}
			// x.prop reads one property of x: following all of x would blame config.baseUrl
			// for config.apiKey. A computed object (a call, a chain) is still text.
			if obj := unwrap(extract.Field(x, "object")); obj != nil && extract.Type(obj) != "identifier" {
				visit(obj)
			}
			return
		case "subscript_expression":
			obj := extract.Field(x, "object")
			if name, ok := stringValue(extract.Field(x, "index"), f.Src); ok && leak.IsSecretName(name) && leak.IsSettingHolder(text(obj, f.Src)) {
				hits = append(hits, leakHit{At: x, Kind: leak.Secret, What: clip(text(x, f.Src))})
				return
			}
			if obj := unwrap(obj); obj != nil && extract.Type(obj) == "identifier" {
				return // config["error"] reads one entry, as config.error does
			}
		case "identifier":
			hits, calls = f.identLeaks(x, depth, seen, hits, calls)
			return
		case "pair":
			visit(extract.Field(x, "value"))
			return
		}
		for i := 0; i < int(extract.NamedChildCount(x)); i++ {
			visit(extract.NamedChild(x, i))
		}
	}
	visit(n)
	return hits, calls
}

// identLeaks follows an identifier of a text: a secret constant, or a local whose value is
// built from internals.
func (f *file) identLeaks(x *sitter.Node, depth int, seen map[uint32]bool, hits []leakHit, calls []*sitter.Node) ([]leakHit, []*sitter.Node) {
	name := text(x, f.Src)
	v := f.valueOf(x)
	if leak.IsConstantName(name) && leak.IsSecretName(name) {
		if v != nil && (extract.Type(v) == "string" || extract.Type(v) == "template_string" && extract.NamedChildCount(v) == 0) {
			return hits, calls // the setting's name (const TOKEN_VAR = "GITHUB_TOKEN")
		}
		return append(hits, leakHit{At: x, Kind: leak.Secret, What: name}), calls
	}
	if v == nil || f.parents.isFunction(v) || extract.Type(v) == "identifier" {
		return hits, calls
	}
	hs, cs := f.leaksIn(v, depth+1, seen)
	for _, h := range hs {
		hits = append(hits, leakHit{At: x, Kind: h.Kind, What: fmt.Sprintf("%s (holding %s, line %d)", name, h.What, line(h.At))})
	}
	return hits, append(calls, cs...)
}

// localFunction returns the same-file function a callee names, or nil.
func (f *file) localFunction(callee *sitter.Node) *sitter.Node {
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil
	}
	if _, imported := f.imports[text(callee, f.Src)]; imported {
		return nil
	}
	if v := f.valueOf(callee); v != nil && f.parents.isFunction(v) {
		return v
	}
	return nil
}

// memberLeak reports err.stack (of an error value, a catch parameter, new Error()) and a
// secret read from a settings object (process.env.API_KEY, config.apiKey).
func (f *file) memberLeak(m *sitter.Node) (leakHit, bool) {
	prop := text(extract.Field(m, "property"), f.Src)
	obj := unwrap(extract.Field(m, "object"))
	if obj == nil {
		return leakHit{}, false
	}
	switch {
	case prop == "stack" && f.isErrorValue(obj, m):
		return leakHit{At: m, Kind: leak.Stack, What: clip(text(m, f.Src))}, true
	case leak.IsSecretName(prop) && leak.IsSettingHolder(text(obj, f.Src)):
		return leakHit{At: m, Kind: leak.Secret, What: clip(text(m, f.Src))}, true
	}
	return leakHit{}, false
}

// isErrorValue reports whether an expression is an error: new Error(...), a catch parameter,
// or a name errors go by.
func (f *file) isErrorValue(obj, at *sitter.Node) bool {
	switch extract.Type(obj) {
	case "new_expression":
		return strings.HasSuffix(text(extract.Field(obj, "constructor"), f.Src), "Error")
	case "identifier":
		name := text(obj, f.Src)
		return errorish.MatchString(name) || f.catchParameter(at, nil) == name
	case "member_expression":
		return errorish.MatchString(text(extract.Field(obj, "property"), f.Src))
	}
	return false
}

// callLeak reports util.inspect(err), JSON.stringify(err, Object.getOwnPropertyNames(err)) and
// Deno.env.get("X_TOKEN").
func (f *file) callLeak(call *sitter.Node) (leakHit, bool) {
	callee := unwrap(extract.Field(call, "function"))
	name := text(callee, f.Src)
	args := extract.Field(call, "arguments")
	what := clip(strings.SplitN(text(call, f.Src), "\n", 2)[0])
	switch {
	case name == "util.inspect" || name == "inspect" && f.importsFromUtil("inspect"):
		return leakHit{At: call, Kind: leak.Repr, What: what}, true
	case name == "JSON.stringify":
		if a := unwrap(argument(args, 1)); a != nil && extract.Type(a) == "call_expression" &&
			text(extract.Field(a, "function"), f.Src) == "Object.getOwnPropertyNames" {
			return leakHit{At: call, Kind: leak.Repr, What: what}, true
		}
	case name == "Deno.env.get":
		if v, ok := stringValue(argument(args, 0), f.Src); ok && leak.IsSecretName(v) {
			return leakHit{At: call, Kind: leak.Secret, What: what}, true
		}
	}
	return leakHit{}, false
}

// importsFromUtil reports whether name is imported from Node's util module.
func (f *file) importsFromUtil(name string) bool {
	b, ok := f.imports[name]
	return ok && (b.module == "util" || b.module == "node:util")
}

// leakFacts records, in a function's summary, a return that hands back text built from the
// server's internals (Internals), for the error results of other modules that embed it.
func (f *file) leakFacts(sz *summarizer, key string, fn, v *sitter.Node) {
	hits, _ := f.leaksIn(v, 0, map[uint32]bool{})
	for _, h := range hits {
		sz.place(sz.get(key, fn), extract.Internals, h.At, "returns "+h.What)
	}
}
