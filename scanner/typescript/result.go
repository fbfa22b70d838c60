package typescript

import (
	"encoding/json"
	"slices"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// members is an object literal's members after spreads are merged, later members overriding
// earlier ones as at run time.
type members struct {
	values map[string]*sitter.Node // key -> value node (for a shorthand, the identifier)
	pairs  map[string]*sitter.Node // key -> the pair (or shorthand) node, in this object only
	// opaque is set when a spread could not be resolved within the file: it may supply any member.
	opaque bool
}

// members merges an object literal's own members with those of resolvable spreads: local objects
// and same-file functions that return an object literal. The rules ask the same objects again
// and again (each asks a returned literal for its isError): an object's members are read once
// (f.membersOf), and the callers only read the maps.
func (f *file) members(obj *sitter.Node, depth int) members {
	if obj == nil || depth != 0 {
		return f.membersAt(obj, depth)
	}
	if m, ok := f.membersOf[obj.ID()]; ok {
		return m
	}
	m := f.membersAt(obj, 0)
	if f.membersOf == nil {
		f.membersOf = map[uintptr]members{}
	}
	f.membersOf[obj.ID()] = m
	return m
}

// membersAt is members, read, at a depth of spreads.
func (f *file) membersAt(obj *sitter.Node, depth int) members {
	m := members{values: map[string]*sitter.Node{}, pairs: map[string]*sitter.Node{}}
	if obj == nil || depth > 4 {
		m.opaque = true
		return m
	}
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		c := extract.NamedChild(obj, i)
		switch extract.Type(c) {
		case "pair":
			if k := propertyName(extract.Field(c, "key"), f.Src); k != "" {
				m.values[k] = extract.Field(c, "value")
				m.pairs[k] = c
			}
		case "shorthand_property_identifier":
			k := extract.Content(c, f.Src)
			m.values[k] = c
			m.pairs[k] = c
		case "method_definition":
			if k := propertyName(extract.Field(c, "name"), f.Src); k != "" {
				m.values[k] = c
				m.pairs[k] = c
			}
		case "spread_element":
			srcs, ok := f.spreadSources(extract.NamedChild(c, 0), depth+1)
			if !ok {
				m.opaque = true
				continue
			}
			for _, src := range srcs {
				inner := f.members(src, depth+1)
				m.opaque = m.opaque || inner.opaque
				for k, v := range inner.values {
					m.values[k] = v
				}
			}
		}
	}
	return m
}

// spreadSources resolves the object(s) an object spread may copy: one object, or each branch of
// `cond ? {...} : {...}` and the right of `cond && {...}` (a member that only may be present
// counts as present). It reports false when a source cannot be resolved within the file.
func (f *file) spreadSources(n *sitter.Node, depth int) ([]*sitter.Node, bool) {
	n = unwrap(n)
	if n == nil || depth > 4 {
		return nil, false
	}
	switch extract.Type(n) {
	case "ternary_expression":
		var out []*sitter.Node
		for _, b := range []*sitter.Node{extract.Field(n, "consequence"), extract.Field(n, "alternative")} {
			srcs, ok := f.spreadSources(b, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, srcs...)
		}
		return out, true
	case "binary_expression":
		if op := extract.Field(n, "operator"); op != nil && extract.Type(op) == "&&" {
			return f.spreadSources(extract.Field(n, "right"), depth+1)
		}
	case "undefined", "null", "false":
		return nil, true
	}
	if o := f.objectOf(n, depth); o != nil {
		return []*sitter.Node{o}, true
	}
	return nil, false
}

// objectOf resolves an expression to the object literal it evaluates to within the file: the
// literal itself, a local constant, or the returned literal of a same-file function call.
func (f *file) objectOf(n *sitter.Node, depth int) *sitter.Node {
	n = unwrap(n)
	if n == nil || depth > 4 {
		return nil
	}
	switch extract.Type(n) {
	case "object":
		return n
	case "identifier":
		v := f.valueOf(n)
		if v != nil && (extract.Type(v) == "object" || extract.Type(v) == "call_expression") {
			return f.objectOf(v, depth+1)
		}
	case "call_expression":
		callee := extract.Field(n, "function")
		if callee == nil || extract.Type(callee) != "identifier" {
			return nil
		}
		fn := f.functionValue(callee, 0)
		if fn == nil {
			return nil
		}
		for _, r := range f.returnedValuesOf(fn) {
			if o := f.objectOf(r, depth+1); o != nil {
				return o
			}
		}
	}
	return nil
}

// returnedValuesOf returns the expressions a function returns: an arrow's expression body, and
// the arguments of its own return statements (not those of nested functions; a bare return
// stands for itself). It walks each function once per file: the summaries ask it of every keyed
// function (builds, builtParams), and the rules ask it again of the functions they follow. The
// slice is shared: callers must not modify it.
func (f *file) returnedValuesOf(fn *sitter.Node) []*sitter.Node {
	if rs, ok := f.returns[fn.ID()]; ok {
		return rs
	}
	rs := slices.Clip(f.ownReturnedValues(fn))
	if f.returns == nil {
		f.returns = map[uintptr][]*sitter.Node{}
	}
	f.returns[fn.ID()] = rs
	return rs
}

// ownReturnedValues walks fn for returnedValuesOf, not entering the subtrees that hold no
// return statement: those whose source holds no "return" (a return statement's first token)
// and no syntax error (where tree-sitter may have inserted a missing token). Most of a function
// is expressions that hold none.
func (f *file) ownReturnedValues(fn *sitter.Node) []*sitter.Node {
	body := functionBody(fn)
	if body == nil {
		return nil
	}
	if extract.Type(body) != "statement_block" {
		return []*sitter.Node{body}
	}
	var out []*sitter.Node
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if returnSymbols.Holds(n) && extract.Type(n) == "return_statement" {
			if v := extract.NamedChild(n, 0); v != nil {
				out = append(out, v)
			} else {
				out = append(out, n)
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			c := extract.NamedChild(n, i)
			if f.parents.isFunction(c) || !f.mayHoldReturn(c) {
				continue
			}
			walk(c)
		}
	}
	if f.mayHoldReturn(body) {
		walk(body)
	}
	return out
}

// returnSymbols are the symbols of return statements.
var returnSymbols = newSymbolSet("return_statement")

// mayHoldReturn reports whether n may hold a return statement: its source holds "return", or it
// holds a syntax error.
func (f *file) mayHoldReturn(n *sitter.Node) bool {
	if f.returnAt == nil {
		f.returnAt = []uint32{}
		for start := range extract.Occurrences(f.Src, []byte("return")) {
			f.returnAt = append(f.returnAt, uint32(start))
		}
	}
	start, end := extract.StartByte(n), extract.EndByte(n)
	i := sort.Search(len(f.returnAt), func(i int) bool { return f.returnAt[i] >= start })
	if i < len(f.returnAt) && f.returnAt[i]+uint32(len("return")) <= end {
		return true
	}
	return n.HasError()
}

// walkOwn visits n and its descendants, not entering nested functions.
func walkOwn(n *sitter.Node, visit func(*sitter.Node)) {
	visit(n)
	for _, c := range extract.NamedChildren(n) { // one read of the children, not two a child
		if isFunction(c) {
			continue
		}
		walkOwn(c, visit)
	}
}

// walkOwnUntil visits n and its descendants as walkOwn does, and stops once visit returns true
// (which it then returns).
func walkOwnUntil(n *sitter.Node, visit func(*sitter.Node) bool) bool {
	if visit(n) {
		return true
	}
	for _, c := range extract.NamedChildren(n) {
		if isFunction(c) {
			continue
		}
		if walkOwnUntil(c, visit) {
			return true
		}
	}
	return false
}

// The file's walks are the plain ones: the children come from extract.NamedChildren, which
// the worker's extract.Remember reads once per node (parents.named), and a function is told by
// its symbol (parents.isFunction). The methods stay for the rules that call them.

// walkOwn is walkOwn.
func (f *file) walkOwn(n *sitter.Node, visit func(*sitter.Node)) { walkOwn(n, visit) }

// walkOwnUntil is walkOwnUntil.
func (f *file) walkOwnUntil(n *sitter.Node, visit func(*sitter.Node) bool) bool {
	return walkOwnUntil(n, visit)
}

// walkAll is walkAll.
func (f *file) walkAll(n *sitter.Node, visit func(*sitter.Node)) { walkAll(n, visit) }

// walkAll visits n and every descendant, nested functions included.
func walkAll(n *sitter.Node, visit func(*sitter.Node)) {
	if n == nil {
		return
	}
	visit(n)
	for _, c := range extract.NamedChildren(n) {
		walkAll(c, visit)
	}
}

// walkBetween visits, in the order of walkAll, the nodes below n (n included) that start
// between lo and hi (both included), not entering subtrees that end before lo or start after
// hi, and stops once visit returns true.
func walkBetween(n *sitter.Node, lo, hi uint32, visit func(*sitter.Node) bool) bool {
	return walkBetweenWhere(n, lo, hi, enterAll, visit)
}

// enterAll lets walkBetweenWhere enter every subtree.
func enterAll(*sitter.Node) bool { return true }

// walkBetweenWhere is walkBetween entering only the subtrees for which enter is true (n's own
// included): visit is not called on a node outside them.
func walkBetweenWhere(n *sitter.Node, lo, hi uint32, enter, visit func(*sitter.Node) bool) bool {
	if n == nil || extract.EndByte(n) < lo || extract.StartByte(n) > hi || !enter(n) {
		return false
	}
	if extract.StartByte(n) >= lo && visit(n) {
		return true
	}
	for _, c := range extract.NamedChildren(n) {
		if walkBetweenWhere(c, lo, hi, enter, visit) {
			return true
		}
	}
	return false
}

// classification is what a result carries beyond its flag.
type classification struct {
	shape finding.Shape
	typed finding.Typed
	texts []*sitter.Node // the text values of its content blocks, for the text rules
	// calls are the calls of other modules' functions whose returned objects supply typed
	// members; the link completes typed from them (extract.Typing).
	calls []extract.TypedCall
}

// structuredKeys are the members that carry error information outside the text.
var structuredKeys = []string{"structuredContent", "_meta", "error"}

// classify reads an error result's members: shape, typed fields, texts.
func (f *file) classify(m members) classification {
	var c classification
	structured := false
	for _, k := range structuredKeys {
		v, ok := m.values[k]
		if !ok || isUndefined(v, f.Src) {
			continue
		}
		structured = true
		(&typer{f: f, t: &c.typed, calls: &c.calls}).fields(v, 0)
	}
	content, hasContent := m.values["content"]
	shape := finding.ProseOnly
	switch {
	case hasContent:
		shape = f.contentShape(content, &c)
	case m.opaque:
		shape = finding.Unknown
	}
	if structured {
		shape = finding.Structured
	}
	c.shape = shape
	return c
}

func isUndefined(n *sitter.Node, src []byte) bool {
	n = unwrap(n)
	return n == nil || extract.Type(n) == "undefined" || extract.Type(n) == "null" || extract.Content(n, src) == "undefined"
}

// contentShape classifies a content array: json-in-text when a text block is serialized JSON,
// unknown when a block cannot be resolved within the file, prose-only otherwise.
func (f *file) contentShape(content *sitter.Node, c *classification) finding.Shape {
	if extract.Type(content) == "shorthand_property_identifier" {
		content = f.valueOf(content)
	} else {
		content = f.valueOf(content)
	}
	if content == nil || extract.Type(content) != "array" {
		return finding.Unknown
	}
	shape := finding.ProseOnly
	for _, block := range f.contentBlocks(content, 0) {
		if block == nil {
			if shape == finding.ProseOnly {
				shape = finding.Unknown
			}
			continue
		}
		var ts []*sitter.Node
		if extract.Type(block) == "call_expression" {
			ts = f.localTextItem(block) // textitems.go
		} else if t, ok := f.members(block, 0).values["text"]; ok {
			ts = []*sitter.Node{t}
		}
		for _, t := range ts {
			shape = f.blockTextShape(t, shape, c)
		}
	}
	return shape
}

// blockTextShape adds the text t of a content block to c's texts, and returns the content's
// shape so far (shape) with it.
func (f *file) blockTextShape(t *sitter.Node, shape finding.Shape, c *classification) finding.Shape {
	if extract.Type(t) == "shorthand_property_identifier" {
		if v := f.valueOf(t); v != nil {
			t = v
		}
	}
	c.texts = append(c.texts, t)
	switch f.textShape(t, 0) {
	case finding.JSONInText:
		return finding.JSONInText
	case finding.Unknown:
		if shape == finding.ProseOnly {
			return finding.Unknown
		}
	}
	return shape
}

// contentBlocks returns the blocks of a content array as object literals (nil for a block that
// cannot be resolved within the file; the call itself for a call of a text-item constructor of
// the file, localTextItem), following spreads of local arrays and of the content of
// a same-file result (`...textResult(x).content`).
func (f *file) contentBlocks(arr *sitter.Node, depth int) []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(extract.NamedChildCount(arr)); i++ {
		c := extract.NamedChild(arr, i)
		switch extract.Type(c) {
		case "comment":
			continue
		case "spread_element":
			if inner := f.spreadArray(extract.NamedChild(c, 0), depth); inner != nil {
				out = append(out, f.contentBlocks(inner, depth+1)...)
			} else {
				out = append(out, nil)
			}
			continue
		}
		if call := unwrap(c); call != nil && extract.Type(call) == "call_expression" && f.localTextItem(call) != nil {
			out = append(out, call) // a text item of a constructor of this file: its argument is the text
			continue
		}
		out = append(out, f.objectOf(c, 0))
	}
	return out
}

// spreadArray resolves the source of an array spread: a local array, or the content member of
// an object resolvable within the file.
func (f *file) spreadArray(n *sitter.Node, depth int) *sitter.Node {
	n = unwrap(n)
	if n == nil || depth > 3 {
		return nil
	}
	var v *sitter.Node
	switch extract.Type(n) {
	case "identifier":
		v = f.valueOf(n)
	case "member_expression":
		if text(extract.Field(n, "property"), f.Src) != "content" {
			return nil
		}
		obj := f.objectOf(extract.Field(n, "object"), 0)
		if obj == nil {
			return nil
		}
		v = f.valueOf(f.members(obj, 0).values["content"])
	}
	if v != nil && extract.Type(v) == "array" {
		return v
	}
	return nil
}

// textShape classifies a text value: JSON.stringify, a literal that parses as JSON or a template
// that opens a JSON value (finding.OpensJSON) is json-in-text; a call that cannot be followed within the file is unknown; anything else is prose.
func (f *file) textShape(t *sitter.Node, depth int) finding.Shape {
	t = unwrap(t)
	if t == nil || depth > 4 {
		return finding.Unknown
	}
	switch extract.Type(t) {
	case "call_expression":
		callee := extract.Field(t, "function")
		if isJSONStringify(callee, f.Src) {
			return finding.JSONInText
		}
		if fn := f.functionValue(callee, 0); fn != nil && extract.Type(callee) == "identifier" {
			shape := finding.ProseOnly
			for _, r := range f.returnedValuesOf(fn) {
				if f.textShape(r, depth+1) == finding.JSONInText {
					shape = finding.JSONInText
				}
			}
			return shape
		}
		if callee != nil && extract.Type(callee) == "identifier" {
			if _, ok := f.imports[extract.Content(callee, f.Src)]; ok {
				return finding.Unknown
			}
		}
		return finding.ProseOnly
	case "string":
		s, _ := stringValue(t, f.Src)
		if looksLikeJSON(s) {
			return finding.JSONInText
		}
	case "template_string":
		for i := 0; i < int(extract.NamedChildCount(t)); i++ {
			if sub := extract.NamedChild(t, i); extract.Type(sub) == "template_substitution" && strings.Contains(extract.Content(sub, f.Src), "JSON.stringify") {
				return finding.JSONInText
			}
		}
		// staticText writes each substitution as "…", finding.Hole: `[${tool}] failed` is prose.
		if s, _ := staticText(t, f.Src); finding.OpensJSON(s) {
			return finding.JSONInText
		}
	case "identifier":
		if v := f.valueOf(t); v != nil && extract.Type(v) != "identifier" && !f.parents.isFunction(v) {
			return f.textShape(v, depth+1)
		}
	case "binary_expression":
		if strings.Contains(extract.Content(t, f.Src), "JSON.stringify") {
			return finding.JSONInText
		}
	}
	return finding.ProseOnly
}

// isJSONStringify reports whether a callee is JSON.stringify.
func isJSONStringify(callee *sitter.Node, src []byte) bool {
	return callee != nil && strings.ReplaceAll(extract.Content(callee, src), " ", "") == "JSON.stringify"
}

// looksLikeJSON reports whether s is a JSON object or array.
func looksLikeJSON(s string) bool {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "{") && !strings.HasPrefix(s, "[") {
		return false
	}
	return json.Valid([]byte(s))
}

// typedKeys maps a normalized member name to the typed field it supplies.
var typedKeys = map[string]string{
	"code": "code", "errorcode": "code", "errcode": "code", "errortype": "code",
	"target": "target", "field": "target", "fields": "target", "param": "target", "parameter": "target",
	"argument": "target", "invalidfield": "target",
	"policy": "policy", "action": "policy", "nextaction": "policy", "next": "policy",
	"recovery": "policy", "remediation": "policy",
	"retry": "retry", "retryable": "retry", "retryafter": "retry", "retryafterms": "retry",
	"retryafterseconds": "retry", "retryin": "retry",
	"sideeffects": "sideEffects", "idempotent": "sideEffects", "committed": "sideEffects",
}

// typedFields records the typed fields an object (structuredContent, _meta, error) supplies,
// descending into a nested error envelope (the two-plane `error.{code,target,...}`).
func (f *file) typedFields(v *sitter.Node, t *finding.Typed, depth int) {
	(&typer{f: f, t: t}).fields(v, depth)
}

// fields is typedFields, following calls (typedcalls.go).
func (ty *typer) fields(v *sitter.Node, depth int) {
	f, t := ty.f, ty.t
	obj := f.objectOf(v, 0)
	if depth > 2 {
		return
	}
	ty.callFields(v, depth)
	if obj == nil {
		return
	}
	m := f.members(obj, 0)
	for k, val := range m.values {
		t.Set(typedKeys[guidance.NormalizeKey(k)])
		if isEnvelopeKey(k) {
			ty.fields(val, depth+1)
		}
	}
	ty.spreadFields(obj, depth)
}

// isEnvelopeKey reports whether a member nests the typed fields of an error (`error: {code}`).
func isEnvelopeKey(k string) bool {
	nk := guidance.NormalizeKey(k)
	return nk == "error" || nk == "errors" || nk == "details" || nk == "meta"
}
