package golang

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/leak"
)

// stackErrorPkgs are the error packages whose errors record a stack that %+v prints.
var stackErrorPkgs = []string{
	"github.com/pkg/errors", "github.com/cockroachdb/errors", "github.com/go-errors/errors",
	"emperror.dev/errors", "github.com/palantir/stacktrace", "github.com/rotisserie/eris",
}

// leakHit is one internal that goes into an error text.
type leakHit = leak.Hit[*sitter.Node]

// leakTarget is an error result whose text rule internalleak reads: the expression the text is
// built from, what the client receives, and how a message names the result.
type leakTarget struct {
	expr     *sitter.Node
	anchor   *sitter.Node
	function string
	result   string
	receives string
	site     *finding.Site
}

// siteLeakTarget is the target of an errorresult site the client receives. SetError's text is
// err.Error(), which is the error's own message.
func (fl *file) siteLeakTarget(s site) (leakTarget, bool) {
	if s.outcome != finding.IsError || s.api == "(*mcp.CallToolResult).SetError" {
		return leakTarget{}, false
	}
	expr := s.node
	if s.construct == finding.FlagAssignment {
		// res.IsError = true: the text is in what res was built from.
		left := firstNamed(extract.Field(s.node, "left"))
		if left == nil || extract.Type(left) != "selector_expression" {
			return leakTarget{}, false
		}
		obj := unparen(extract.Field(left, "operand"))
		d, ok := fl.resolve(obj, text(obj, fl.src))
		if obj == nil || extract.Type(obj) != "identifier" || !ok || d.expr == nil {
			return leakTarget{}, false
		}
		expr = d.expr
	}
	fd := fl.finding(s)
	return leakTarget{expr: expr, anchor: s.anchor, function: s.function, site: fd.Site,
		result:   fmt.Sprintf("the isError result %s builds in %s", s.api, s.function),
		receives: "the client receives it as the isError result's text"}, true
}

// softLeakTarget is the target of a softerror finding: the return statement it stands on.
func (fl *file) softLeakTarget(fd finding.Finding) (leakTarget, bool) {
	p := sitter.Point{Row: uint32(fd.Line - 1), Column: uint32(fd.Column - 1)}
	n := fl.root.NamedDescendantForPointRange(p, p)
	ret := ancestor(n, true, "return_statement")
	if ret == nil {
		return leakTarget{}, false
	}
	return leakTarget{expr: ret, anchor: n, function: fd.Site.Function, site: fd.Site,
		result:   "the failure returned as a success from " + fd.Site.Function,
		receives: "the client receives it as a successful result's text"}, true
}

// internalLeaks runs rule internalleak on the targets: a finding where each internal enters a
// text, with the results that carry it as related; a call of a function of another file of the
// package becomes a pending finding that stands when that function's returns carry internals.
func (fl *file) internalLeaks(targets []leakTarget) ([]finding.Finding, []extract.Pending) {
	var col leak.Collector
	var pending []extract.Pending
	for _, t := range targets {
		fl.budget = siteBudget
		hits, calls := fl.leaksIn(t.expr, 0, map[uint32]bool{})
		rel := fl.relatedAt(t.anchor, "the error result whose text carries it")
		for _, h := range hits {
			col.Add(extract.StartByte(h.At), rel, func() finding.Finding {
				return fl.leakFinding(t, h.At, leak.Message(h.Kind, h.What, t.result, t.receives), nil)
			})
		}
		if len(hits) > 0 || len(calls) == 0 {
			continue
		}
		name := text(extract.Field(calls[0], "function"), fl.src)
		fd := fl.leakFinding(t, calls[0], leak.ElsewhereMessage(name, t.result, t.receives), nil)
		p := extract.Pending{Finding: fd, Need: extract.Internals}
		for i, c := range calls {
			if i == 0 {
				p.Keys = fl.leakCallKeys(c)
			} else {
				p.AnyOf = append(p.AnyOf, fl.leakCallKeys(c))
			}
		}
		pending = append(pending, p)
	}
	// softerror's findings through helpers wait on other files too (softhelpers.go).
	pending = append(pending, fl.structPending()...)
	return col.Findings, append(pending, fl.softHelperPending()...)
}

func (fl *file) leakFinding(t leakTarget, at *sitter.Node, msg string, related []finding.Related) finding.Finding {
	site := *t.site
	return finding.Finding{
		Rule: "internalleak", Path: fl.f.Path,
		Line: int(at.StartPoint().Row) + 1, Column: int(at.StartPoint().Column) + 1,
		StartLine: int(at.StartPoint().Row) + 1, EndLine: int(at.EndPoint().Row) + 1,
		Lang: finding.Go, Context: fl.f.Context, Message: msg,
		Fingerprint: finding.Fingerprint("internalleak", fl.f.Path, t.function, text(at, fl.src)),
		Method:      finding.TreeSitter, Site: &site, Related: related,
	}
}

func (fl *file) relatedAt(n *sitter.Node, msg string) finding.Related {
	return finding.Related{Path: fl.f.Path, Line: int(n.StartPoint().Row) + 1, Column: int(n.StartPoint().Column) + 1, Message: msg}
}

// leakCallKeys returns the keys of a call that may reach a function of another file of the
// scanned tree: a same-package function, or a function of an imported package of the tree.
// Method calls are left out: at the syntax level their receiver's type is unknown, and
// err.Error() would name every Error method of the package.
func (fl *file) leakCallKeys(call *sitter.Node) []string {
	fn := extract.Field(call, "function")
	if fn == nil {
		return nil
	}
	switch extract.Type(fn) {
	case "identifier":
		return fl.callKeys(text(fn, fl.src), nil)
	case "selector_expression":
		recv := extract.Field(fn, "operand")
		if recv == nil || extract.Type(recv) != "identifier" {
			return nil
		}
		if _, ok := fl.im.byName[text(recv, fl.src)]; !ok {
			return nil
		}
		return fl.callKeys(text(extract.Field(fn, "field"), fl.src), recv)
	}
	return nil
}

// leaksIn returns the internals an expression's value is built from, following locals and
// same-file functions, and the calls of same-package functions declared in other files whose
// value it embeds.
func (fl *file) leaksIn(n *sitter.Node, depth int, seen map[uint32]bool) ([]leakHit, []*sitter.Node) {
	var hits []leakHit
	var calls []*sitter.Node
	if n == nil || depth > maxDepth || seen[extract.StartByte(n)] {
		return nil, nil
	}
	seen[extract.StartByte(n)] = true
	var visit func(x *sitter.Node)
	visit = func(x *sitter.Node) {
		if x == nil || !fl.spend() {
			return
		}
		switch extract.Type(x) {
		case "func_literal", "comment":
			return
		case "binary_expression":
			switch text(extract.Field(x, "operator"), fl.src) {
			case "==", "!=", "<", ">", "<=", ">=", "&&", "||":
				return // a test, not text
			}
		case "call_expression":
			if h, ok := fl.callLeak(x); ok {
				hits = append(hits, h)
				return
			}
			qual, name := callee(x, fl.src)
			if (qual == "" && name == "len") || (name == "Stack" && fl.im.isPkg(qual, "runtime")) {
				return // a length: runtime.Stack's buffer is what holds the stack
			}
			if fn := fl.funcs[name]; qual == "" && fn != nil {
				for _, r := range fl.returnExprs(fn) {
					hs, cs := fl.leaksIn(r, depth+1, seen)
					hits, calls = append(hits, hs...), append(calls, cs...)
				}
			} else if _, local := fl.resolve(x, name); qual != "" || !local {
				if len(fl.leakCallKeys(x)) > 0 {
					calls = append(calls, x)
				}
			}
			if fn := extract.Field(x, "function"); fn != nil && extract.Type(fn) == "selector_expression" && leak.IsTextMethod(name) {
				visit(extract.Field(fn, "operand")) // b.String() of a builder that holds the stack
			}
			visit(extract.Field(x, "arguments"))
			return
		case "selector_expression":
			field := text(extract.Field(x, "field"), fl.src)
			if leak.IsSecretName(field) && leak.IsSettingHolder(text(extract.Field(x, "operand"), fl.src)) {
				hits = append(hits, leakHit{At: x, Kind: leak.Secret, What: text(x, fl.src)})
			}
			return
		case "identifier":
			hits, calls = fl.identLeaks(x, depth, seen, hits, calls)
			return
		}
		for _, c := range namedChildren(x) {
			visit(c)
		}
	}
	visit(n)
	return hits, calls
}

// identLeaks follows an identifier of a text: a recovered panic value, a buffer runtime.Stack
// fills, a secret constant, or a local whose value is built from internals.
func (fl *file) identLeaks(x *sitter.Node, depth int, seen map[uint32]bool, hits []leakHit, calls []*sitter.Node) ([]leakHit, []*sitter.Node) {
	name := text(x, fl.src)
	if fl.isStackBuffer(x, name) {
		return append(hits, leakHit{At: x, Kind: leak.Stack, What: name + " (filled by runtime.Stack)"}), calls
	}
	d, ok := fl.resolve(x, name)
	if !ok || d.expr == nil || d.param {
		return hits, calls
	}
	if v := unparen(d.expr); v != nil && extract.Type(v) == "call_expression" {
		if q, n := callee(v, fl.src); q == "" && n == "recover" {
			return append(hits, leakHit{At: x, Kind: leak.Panic, What: name + " (the value recover() returned)"}), calls
		}
	}
	if _, isName := stringValue(unparen(d.expr), fl.src); isName {
		return hits, calls // a name, not a value: const tokenVar = "GITHUB_TOKEN"
	}
	if (leak.IsConstantName(name) || d.fn == nil) && leak.IsSecretName(name) {
		return append(hits, leakHit{At: x, Kind: leak.Secret, What: name}), calls
	}
	if d.multi {
		return hits, calls
	}
	hs, cs := fl.leaksIn(d.expr, depth+1, seen)
	for _, h := range hs {
		hits = append(hits, leakHit{At: x, Kind: h.Kind, What: fmt.Sprintf("%s (holding %s, line %d)", name, h.What, h.At.StartPoint().Row+1)})
	}
	return hits, append(calls, cs...)
}

// isStackBuffer reports whether name is the buffer of a runtime.Stack(name, ...) call in the
// function that uses it.
func (fl *file) isStackBuffer(use *sitter.Node, name string) bool {
	fn := fl.enclosingFunc(use)
	for _, c := range fl.callsTo["Stack"] {
		qual, _ := callee(c, fl.src)
		if !fl.im.isPkg(qual, "runtime") || fl.enclosingFunc(c) == nil || !sameNode(fl.enclosingFunc(c), fn) {
			continue
		}
		if as := args(c); len(as) > 0 && text(as[0], fl.src) == name {
			return true
		}
	}
	return false
}

// callLeak reports a call whose value is an internal: debug.Stack(), an error's stack
// (ErrorStack, StackTrace), %+v of an error from a package that records stacks, an environment
// read of a secret.
func (fl *file) callLeak(call *sitter.Node) (leakHit, bool) {
	qual, name := callee(call, fl.src)
	what := clipLine(text(call, fl.src))
	switch {
	case name == "Stack" && fl.im.isPkg(qual, "runtime/debug"):
		return leakHit{At: call, Kind: leak.Stack, What: what}, true
	case name == "ErrorStack" || name == "StackTrace":
		return leakHit{At: call, Kind: leak.Stack, What: what}, true
	case (name == "Getenv" || name == "LookupEnv") && fl.im.isPkg(qual, "os"):
		if as := args(call); len(as) > 0 {
			if v, ok := stringValue(as[0], fl.src); ok && leak.IsSecretName(v) {
				return leakHit{At: call, Kind: leak.Secret, What: what}, true
			}
		}
	case fl.im.isPkg(qual, "fmt") && strings.HasPrefix(name, "Sprint") || name == "Errorf" || name == "Wrapf":
		if as := args(call); len(as) > 1 && fl.importsStackErrors() {
			if f, ok := stringValue(as[0], fl.src); ok && strings.Contains(f, "%+v") {
				return leakHit{At: call, Kind: leak.Stack, What: what + " (%+v prints the stack " + fl.stackErrorPkg() + " records)"}, true
			}
		}
	}
	return leakHit{}, false
}

func (fl *file) importsStackErrors() bool { return fl.stackErrorPkg() != "" }

// stackErrorPkg returns the import path of the stack-recording error package the file imports.
func (fl *file) stackErrorPkg() string {
	for _, p := range fl.im.byName {
		for _, s := range stackErrorPkgs {
			if p == s {
				return p
			}
		}
	}
	return ""
}

// returnExprs returns the expression lists of a function's return statements, not those of
// its function literals, from the returns the file's passes share (fnReturns).
func (fl *file) returnExprs(fn *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, r := range fl.fnReturns(fn) {
		if l := firstNamed(r); l != nil {
			out = append(out, l)
		}
	}
	return out
}

// typedErrorTargets are the errors go-sdk typed handlers return: the SDK sends err.Error() as
// the isError result's text (sdk-catalog.md §5.1), so an error built from internals leaks.
// mcp-go handlers' errors are JSON-RPC errors, which protocolerror is about.
func (fl *file) typedErrorTargets() []leakTarget {
	if !fl.importsGoSDK() {
		return nil
	}
	var out []leakTarget
	for _, fn := range fl.fnNodes {
		res := extract.Field(fn, "result")
		if !fl.isHandler(fn) || res == nil || len(namedChildren(res)) != 3 {
			continue
		}
		name := fl.funcName(fn)
		if name == "" {
			name = "a function literal"
		}
		for _, l := range fl.returnExprs(fn) {
			vals := namedChildren(l)
			if len(vals) != 3 || extract.Type(vals[2]) == "nil" {
				continue
			}
			out = append(out, leakTarget{expr: vals[2], anchor: vals[2], function: name,
				site: &finding.Site{Construct: finding.Exception, API: "go-sdk typed handler error", Function: name,
					Shape: finding.ProseOnly, Profile: finding.Profile(finding.IsError, finding.Typed{}), Outcome: finding.IsError},
				result:   "the error the go-sdk typed handler " + name + " returns",
				receives: "go-sdk sends err.Error() as the isError result's text"})
		}
	}
	return out
}

// importsGoSDK reports whether the file imports go-sdk's mcp package.
func (fl *file) importsGoSDK() bool {
	for _, p := range fl.im.byName {
		if p == goSDKMCP {
			return true
		}
	}
	return fl.im.dotSDK() == goSDK
}

// clipLine shortens code quoted in a message to one line.
func clipLine(s string) string {
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i] + "…"
	}
	return clip(s)
}

// leakSummaries are the summaries of the file's declared functions whose returns carry
// internals, for the error results of other files of the package that embed what they return.
func (fl *file) leakSummaries() []extract.Summary {
	var out []extract.Summary
	reach := fl.leakReach()
	for _, fn := range fl.fnNodes {
		if extract.Type(fn) == "func_literal" || reach != nil && !reach.May(extract.StartByte(fn)) {
			continue
		}
		s := extract.Summary{Key: fl.helperKey(fn), Name: fl.funcName(fn),
			Line: int(fn.StartPoint().Row) + 1, Column: int(fn.StartPoint().Column) + 1}
		fl.budget = siteBudget
		for _, r := range fl.returnExprs(fn) {
			hits, _ := fl.leaksIn(r, 0, map[uint32]bool{})
			for _, h := range hits {
				if len(s.Places) < 2 {
					s.Facts |= extract.Internals
					s.Places = append(s.Places, extract.Place{Fact: extract.Internals,
						Line: int(h.At.StartPoint().Row) + 1, Column: int(h.At.StartPoint().Column) + 1, Message: "returns " + h.What})
				}
			}
		}
		if s.Facts != 0 {
			out = append(out, s)
		}
	}
	// softerror's tools and helpers (softlinks.go) share the file's summaries.
	return append(out, fl.softSummaries()...)
}
