package python

import (
	"bytes"
	"encoding/json"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// payload is what a result carries, as far as the file tells.
type payload struct {
	shape finding.Shape
	typed finding.Typed
	// text is the first constant text of the result ("" when none could be read); successflagged
	// and guidance read it.
	text string
	// dicts are the dictionary literals that carry the typed fields; guidance reads them.
	dicts []*sitter.Node
	// calls are the calls of other modules' functions whose returned dictionaries supply typed
	// members; the link completes typed from them (extract.Typing).
	calls []extract.TypedCall
}

// maxDepth bounds how far variables and same-file helpers are followed.
const maxDepth = 4

// resultPayload classifies a CallToolResult / ToolResult call from its keyword arguments.
func (c *fileCtx) resultPayload(call *sitter.Node) payload {
	kw, pos := c.arguments(call)
	p := payload{shape: finding.ProseOnly}
	content := kw["content"]
	if content == nil && len(pos) > 0 {
		content = pos[0]
	}
	if content != nil {
		p.shape, p.text = c.contentShape(content, 0)
	}
	for _, k := range []string{"structuredContent", "structured_content", "_meta", "meta"} {
		if v := kw[k]; v != nil && extract.Type(v) != "none" {
			p.shape = finding.Structured
			(&typer{c: c, t: &p.typed, calls: &p.calls}).fields(v, 0)
			p.dicts = append(p.dicts, c.dictOf(v))
		}
	}
	return p
}

// dictOf returns the dictionary literal an expression is or names, or nil.
func (c *fileCtx) dictOf(v *sitter.Node) *sitter.Node {
	v = unparen(v)
	if v != nil && extract.Type(v) == "identifier" {
		v = unparen(c.valueOf(v))
	}
	if v == nil || extract.Type(v) != "dictionary" {
		return nil
	}
	return v
}

// dictPayload classifies a result written as a dictionary ({"content": [...], "isError": True}).
func (c *fileCtx) dictPayload(d *sitter.Node) payload {
	p := payload{shape: finding.ProseOnly}
	pairs := c.pairs(d)
	if v := pairs["content"]; v != nil {
		p.shape, p.text = c.contentShape(v, 0)
	}
	for _, k := range []string{"structuredContent", "structured_content", "_meta", "error"} {
		if v := pairs[k]; v != nil && extract.Type(v) != "none" {
			p.shape = finding.Structured
			if k == "error" {
				(&typer{c: c, t: &p.typed, calls: &p.calls}).fields(d, 0) // the two-plane envelope: error.code etc.
				p.dicts = append(p.dicts, d)
			} else {
				(&typer{c: c, t: &p.typed, calls: &p.calls}).fields(v, 0)
				p.dicts = append(p.dicts, c.dictOf(v))
			}
		}
	}
	return p
}

// arguments splits a call's arguments into keyword arguments and positional ones. The map is
// nil when the call has no keyword argument (most calls; no caller writes to it). The positional
// list is positional's: the caller must not change its elements.
func (c *fileCtx) arguments(call *sitter.Node) (map[string]*sitter.Node, []*sitter.Node) {
	var kw map[string]*sitter.Node
	args := extract.Field(call, "arguments")
	if args == nil {
		return kw, nil
	}
	kids := extract.NamedChildren(args)
	for _, a := range kids {
		if extract.Type(a) == "keyword_argument" {
			if kw == nil {
				kw = map[string]*sitter.Node{}
			}
			kw[string(c.bytesOf(extract.Field(a, "name")))] = extract.Field(a, "value")
		}
	}
	return kw, positionalIn(kids)
}

// positional is arguments' positional list alone, without the keyword map.
func (c *fileCtx) positional(call *sitter.Node) []*sitter.Node {
	if args := extract.Field(call, "arguments"); args != nil {
		return positionalIn(extract.NamedChildren(args))
	}
	return nil
}

// positionalIn returns the positional arguments among kids, an argument list's named children
// (all but keyword arguments, comments and splats), or nil when there is none. When every child
// is one (most calls), it is kids itself, a list that extract.NamedChildren shares and has cut
// to its length: an append to it copies, and no caller writes an element.
func positionalIn(kids []*sitter.Node) []*sitter.Node {
	for i, a := range kids {
		if isPositional(a) {
			continue
		}
		// The first that is not: a list of its own, of those before it and after it.
		var pos []*sitter.Node
		if i > 0 {
			pos = append(make([]*sitter.Node, 0, len(kids)-1), kids[:i]...)
		}
		for _, b := range kids[i+1:] {
			if isPositional(b) {
				pos = append(pos, b)
			}
		}
		return pos
	}
	if len(kids) == 0 {
		return nil
	}
	return kids
}

// isPositional reports whether an argument list's named child is a positional argument: not a
// keyword argument, a comment or a splat.
func isPositional(a *sitter.Node) bool {
	switch extract.Type(a) {
	case "keyword_argument", "comment", "dictionary_splat", "list_splat":
		return false
	}
	return true
}

// pairs maps the constant string keys of a dictionary literal to their values.
func (c *fileCtx) pairs(d *sitter.Node) map[string]*sitter.Node {
	out := map[string]*sitter.Node{}
	if d == nil || extract.Type(d) != "dictionary" {
		return out
	}
	for i := 0; i < int(extract.NamedChildCount(d)); i++ {
		p := extract.NamedChild(d, i)
		if extract.Type(p) != "pair" {
			continue
		}
		if k, ok := c.plainString(extract.Field(p, "key")); ok {
			out[k] = extract.Field(p, "value")
		}
	}
	return out
}

// contentShape classifies a content value: a list of TextContent / {"type": "text"} blocks, a
// single block, or a string (fastmcp's ToolResult accepts one).
func (c *fileCtx) contentShape(n *sitter.Node, depth int) (finding.Shape, string) {
	n = unparen(n)
	if n == nil || depth > maxDepth {
		return finding.Unknown, ""
	}
	switch extract.Type(n) {
	case "list", "tuple":
		if extract.NamedChildCount(n) == 0 {
			return finding.ProseOnly, ""
		}
		shape, text := finding.Unknown, ""
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			s, t := c.contentShape(extract.NamedChild(n, i), depth+1)
			if text == "" {
				text = t
			}
			shape = merge(shape, s)
		}
		return shape, text
	case "dictionary":
		if v := c.pairs(n)["text"]; v != nil {
			return c.textShape(v, depth+1)
		}
		return finding.Unknown, ""
	case "call":
		if name := lastName(c.text(extract.Field(n, "function"))); name == "TextContent" {
			kw, pos := c.arguments(n)
			if v := kw["text"]; v != nil {
				return c.textShape(v, depth+1)
			}
			if len(pos) > 1 {
				return c.textShape(pos[1], depth+1)
			}
			return finding.Unknown, ""
		}
		if def := c.localDef(n); def != nil {
			return c.returnsShape(def, depth, c.contentShape)
		}
		return c.textShape(n, depth)
	case "identifier":
		if v := c.valueOf(n); v != nil {
			return c.contentShape(v, depth+1)
		}
		return c.textShape(n, depth)
	}
	return c.textShape(n, depth)
}

// merge combines the shapes of several text blocks: JSON anywhere wins, then prose.
func merge(a, b finding.Shape) finding.Shape {
	switch {
	case a == finding.JSONInText || b == finding.JSONInText:
		return finding.JSONInText
	case a == finding.ProseOnly || b == finding.ProseOnly:
		return finding.ProseOnly
	}
	return finding.Unknown
}

// jsonLoaders match the calls that parse JSON text back into the object it holds.
var jsonLoaders = lazyre.New(`^(json|orjson|ujson|simplejson|rapidjson)\.loads$`)

// isJSONDumper reports whether a call's function, as spelled, serializes JSON: json.dumps and
// its kin (orjson, ujson, simplejson, rapidjson), a .model_dump_json or a .json method. It is
// the regexp `^(json|orjson|ujson|simplejson|rapidjson)\.dumps$|\.model_dump_json$|\.json$`,
// matched without a regexp or a string of the source: dumps asks it of every call that hands
// a value back.
func isJSONDumper(name []byte) bool {
	switch string(name) {
	case "json.dumps", "orjson.dumps", "ujson.dumps", "simplejson.dumps", "rapidjson.dumps":
		return true
	}
	return bytes.HasSuffix(name, []byte(".model_dump_json")) || bytes.HasSuffix(name, []byte(".json"))
}

// textEncoders are library functions, by their qualified name, that turn the object they are
// given into machine-readable text other than through json.dumps spelled out: dumps imported
// by name (`from json import dumps`), TOON (toon_format.encode), YAML and TOML writers. (The
// regexp `^((json|orjson|ujson|simplejson|rapidjson|toml|tomli_w|tomlkit)\.dumps|
// (toon_format|toon)\.encode|yaml\.(safe_)?dump)$` as a set.)
var textEncoders = map[string]bool{
	"json.dumps": true, "orjson.dumps": true, "ujson.dumps": true, "simplejson.dumps": true, "rapidjson.dumps": true,
	"toml.dumps": true, "tomli_w.dumps": true, "tomlkit.dumps": true,
	"toon_format.encode": true, "toon.encode": true,
	"yaml.dump": true, "yaml.safe_dump": true,
}

// dumps reports whether a call's function serializes its first argument as text: isJSONDumper by
// spelling, or a textEncoders function reached through the file's imports (toon_encode after
// `from toon_format import encode as toon_encode`).
func (c *fileCtx) dumps(fn *sitter.Node) bool {
	return isJSONDumper(c.bytesOf(fn)) || textEncoders[c.qualify(fn)]
}

// dumpFormat names the format a dumps function writes, for a message: YAML, TOML or TOON by the
// writer's qualified name (yaml.dump, tomlkit.dumps, toon_format.encode), JSON otherwise.
func (c *fileCtx) dumpFormat(fn *sitter.Node) string {
	q := c.qualify(fn)
	switch {
	case strings.HasPrefix(q, "yaml."):
		return "YAML"
	case strings.HasPrefix(q, "toml.") || strings.HasPrefix(q, "tomli_w.") || strings.HasPrefix(q, "tomlkit."):
		return "TOML"
	case strings.HasPrefix(q, "toon_format.") || strings.HasPrefix(q, "toon."):
		return "TOON"
	}
	return "JSON"
}

// textShape classifies a text value: JSON when it is serialized JSON, prose when it is text,
// unknown when the file does not say.
func (c *fileCtx) textShape(n *sitter.Node, depth int) (finding.Shape, string) {
	n = unparen(n)
	if n == nil || depth > maxDepth {
		return finding.Unknown, ""
	}
	switch extract.Type(n) {
	case "string":
		// The shape is read from the constant opening; the text, which rules judge for what it
		// says, is all of it: f"Custom Object '{x}' created successfully" reports success.
		s, plain := c.plainString(n)
		if !plain {
			// An f-string cannot be parsed; its opening can: f'{{"error": "{e}"}}' opens an
			// object, f"[{tool}] failed: {e}" is prose under a tag.
			if finding.OpensJSON(c.templateText(n)) {
				return finding.JSONInText, c.fullText(n)
			}
			return finding.ProseOnly, c.fullText(n)
		}
		t := strings.TrimSpace(s)
		if json.Valid([]byte(t)) && (strings.HasPrefix(t, "{") || strings.HasPrefix(t, "[")) {
			return finding.JSONInText, s
		}
		return finding.ProseOnly, s
	case "concatenated_string":
		shape, _ := c.textShape(extract.NamedChild(n, 0), depth+1)
		return shape, c.fullText(n)
	case "binary_operator":
		l, lt := c.textShape(extract.Field(n, "left"), depth+1)
		if l != finding.Unknown {
			return l, lt
		}
		r, _ := c.textShape(extract.Field(n, "right"), depth+1)
		if r == finding.JSONInText {
			return r, ""
		}
		if r == finding.ProseOnly {
			return r, ""
		}
		return finding.Unknown, ""
	case "conditional_expression":
		return c.textShape(extract.NamedChild(n, 0), depth+1)
	case "call":
		fn := extract.Field(n, "function")
		name := c.text(fn)
		switch {
		case isJSONDumper(c.bytesOf(fn)):
			return finding.JSONInText, ""
		case name == "str" || name == "repr" || name == "format" || name == "traceback.format_exc":
			return finding.ProseOnly, ""
		case extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "format":
			return c.textShape(extract.Field(fn, "object"), depth+1)
		case extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "join" && extract.Type(extract.Field(fn, "object")) == "string":
			return finding.ProseOnly, "" // "\n".join(problems): lines of text
		case extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "decode":
			return c.textShape(extract.Field(fn, "object"), depth+1)
		}
		if def := c.localDef(n); def != nil {
			return c.returnsShape(def, depth, c.textShape)
		}
		return finding.Unknown, ""
	case "identifier":
		if c.isExceptAlias(n) {
			return finding.ProseOnly, ""
		}
		if v := c.valueOf(n); v != nil {
			return c.textShape(v, depth+1)
		}
	}
	return finding.Unknown, ""
}

// stringPrefix returns the constant text of an f-string up to its first interpolation.
func (c *fileCtx) stringPrefix(n *sitter.Node) string {
	var b strings.Builder
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		ch := extract.NamedChild(n, i)
		if extract.Type(ch) == "interpolation" {
			break
		}
		if extract.Type(ch) == "string_content" || extract.Type(ch) == "escape_sequence" {
			b.WriteString(c.text(ch))
		}
	}
	return b.String()
}

// templateText returns an f-string's text with finding.Hole for each interpolated value and
// its doubled braces undone: f'{{"error": "{e}"}}' -> {"error": "…"}.
func (c *fileCtx) templateText(n *sitter.Node) string {
	var b strings.Builder
	for i := 0; i < int(extract.NamedChildCount(n)); i++ {
		switch ch := extract.NamedChild(n, i); extract.Type(ch) {
		case "interpolation":
			b.WriteString(finding.Hole)
		case "string_content":
			b.WriteString(braces.Replace(c.text(ch)))
		case "escape_sequence":
			b.WriteString(c.text(ch))
		}
	}
	return b.String()
}

var braces = strings.NewReplacer("{{", "{", "}}", "}")

// fullText returns the constant text of a string expression with "{…}" where a value is
// interpolated or concatenated: f"Note {p} not found" -> "Note {…} not found". Rules that judge
// what a text says read all of it, not its first fragment.
func (c *fileCtx) fullText(v *sitter.Node) string {
	var b strings.Builder
	c.writeText(&b, v, 0)
	return b.String()
}

func (c *fileCtx) writeText(b *strings.Builder, v *sitter.Node, depth int) {
	v = unparen(v)
	if v == nil || depth > maxDepth {
		b.WriteString("{…}")
		return
	}
	switch extract.Type(v) {
	case "string":
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			ch := extract.NamedChild(v, i)
			switch extract.Type(ch) {
			case "string_content", "escape_sequence":
				b.WriteString(c.text(ch))
			case "interpolation":
				b.WriteString("{…}")
			}
		}
	case "concatenated_string":
		for i := 0; i < int(extract.NamedChildCount(v)); i++ {
			c.writeText(b, extract.NamedChild(v, i), depth+1)
		}
	case "binary_operator":
		left := extract.Field(v, "left")
		c.writeText(b, left, depth+1)
		if string(c.bytesOf(extract.Field(v, "operator"))) == "+" {
			c.writeText(b, extract.Field(v, "right"), depth+1)
		}
	case "call":
		// "Note {} not found".format(p)
		if fn := extract.Field(v, "function"); extract.Type(fn) == "attribute" && string(c.bytesOf(extract.Field(fn, "attribute"))) == "format" {
			c.writeText(b, extract.Field(fn, "object"), depth+1)
			return
		}
		b.WriteString("{…}")
	default:
		b.WriteString("{…}")
	}
}

// returnsShape classifies the values a same-file function returns, with classify.
func (c *fileCtx) returnsShape(def *sitter.Node, depth int, classify func(*sitter.Node, int) (finding.Shape, string)) (finding.Shape, string) {
	shape, text := finding.Unknown, ""
	for _, r := range c.returnValues(def) {
		s, t := classify(r, depth+1)
		shape = merge(shape, s)
		if text == "" {
			text = t
		}
	}
	return shape, text
}

// unparen returns the expression inside parentheses and awaits: the value of
// `return await helper(e)` is what helper returns.
func unparen(n *sitter.Node) *sitter.Node {
	for n != nil && parenSymbols.Holds(n) && extract.NamedChildCount(n) > 0 {
		inner := extract.NamedChild(n, 0)
		for i := 1; extract.Type(inner) == "comment" && i < int(extract.NamedChildCount(n)); i++ {
			inner = extract.NamedChild(n, i) // return (  # a comment before the value
		}
		n = inner
	}
	return n
}

// parenSymbols are the symbols of the types unparen strips (the await keyword shares its name
// with the expression, and has no named child).
var parenSymbols = newSymbolSet("parenthesized_expression", "await")

// typedFieldKeys maps a normalized key (lower case, no "_" or "-") to the typed field it sets.
var typedFieldKeys = map[string]string{
	"code": "code", "errorcode": "code", "errortype": "code", "reasoncode": "code",
	"target": "target", "field": "target", "param": "target", "parameter": "target", "argument": "target",
	"policy": "policy", "action": "policy", "next": "policy", "nextaction": "policy", "recovery": "policy", "remediation": "policy",
	"retry": "retry", "retryable": "retry", "retriable": "retry", "retryafter": "retry", "retryafterms": "retry", "retryafterseconds": "retry",
	"sideeffects": "sideEffects", "idempotent": "sideEffects",
}

// typedFields records the typed fields a dictionary (or dict(...) call) carries at its top level
// and in an "error" member, and those a same-file helper's returned dictionary carries
// (typedcalls.go).
func (c *fileCtx) typedFields(n *sitter.Node, t *finding.Typed, depth int) {
	(&typer{c: c, t: t}).fields(n, depth)
}

func (ty *typer) fields(n *sitter.Node, depth int) {
	c, t := ty.c, ty.t
	n = unparen(n)
	if n == nil || depth > maxDepth {
		return
	}
	set := func(key string, v *sitter.Node) {
		norm := guidance.NormalizeKey(key)
		t.Set(typedFieldKeys[norm])
		if isEnvelopeKey(norm) {
			ty.fields(v, depth+1)
		}
	}
	switch extract.Type(n) {
	case "dictionary":
		for k, v := range c.pairs(n) {
			set(k, v)
		}
		ty.splatFields(n, depth)
	case "call":
		if string(c.bytesOf(extract.Field(n, "function"))) == "dict" {
			kw, _ := c.arguments(n)
			for k, v := range kw {
				set(k, v)
			}
			break
		}
		ty.callFields(n, depth)
	case "identifier":
		if v := c.valueOf(n); v != nil {
			ty.fields(v, depth+1)
		}
	}
}

// isEnvelopeKey reports whether a normalized key nests the typed fields of an error.
func isEnvelopeKey(norm string) bool { return norm == "error" || norm == "errors" }
