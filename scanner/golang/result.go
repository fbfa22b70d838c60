package golang

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// payload is what a site's result carries: the shape of its text, whether a typed field outside
// the text carries error information, and which typed fields are recognised.
type payload struct {
	text       finding.Shape // "" when no text was found
	structured bool
	typed      finding.Typed
}

// shape returns the site's shape: structured wins over the text.
func (p payload) shape() finding.Shape {
	if p.structured {
		return finding.Structured
	}
	if p.text == "" {
		return finding.Unknown
	}
	return p.text
}

// typedKeys maps normalised key names (lower case, no '_' or '-') to the typed field they give.
var typedKeys = map[string]func(*finding.Typed){
	"code":        func(t *finding.Typed) { t.Code = true },
	"errorcode":   func(t *finding.Typed) { t.Code = true },
	"target":      func(t *finding.Typed) { t.Target = true },
	"policy":      func(t *finding.Typed) { t.Policy = true },
	"retry":       func(t *finding.Typed) { t.Retry = true },
	"retryable":   func(t *finding.Typed) { t.Retry = true },
	"retryafter":  func(t *finding.Typed) { t.Retry = true },
	"sideeffects": func(t *finding.Typed) { t.SideEffects = true },
}

// typedKey returns the setter for a normalised key: exact names, and any key that starts with
// "retry" (retryAfter, retry_after_seconds) or "sideeffect".
func typedKey(key string) (func(*finding.Typed), bool) {
	if set, ok := typedKeys[key]; ok {
		return set, true
	}
	switch {
	case strings.HasPrefix(key, "retry"):
		return typedKeys["retry"], true
	case strings.HasPrefix(key, "sideeffect"):
		return typedKeys["sideeffects"], true
	}
	return nil, false
}

// typedOf collects the typed fields named anywhere in the value of StructuredContent or _meta:
// map keys and struct field names, at any depth (so the envelope error.code/... counts), following
// local variables. It also reports whether an "error" member is present.
func (fl *file) typedOf(e *sitter.Node, depth int) (finding.Typed, bool) {
	var t finding.Typed
	hasError := false
	if e == nil || depth > maxDepth || !fl.spend() {
		return t, false
	}
	stack := []*sitter.Node{e}
	for visited := 0; len(stack) > 0 && visited < 5000; visited++ {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch extract.Type(n) {
		case "keyed_element":
			if ks := keyedElements(n.Parent(), fl.src); len(ks) > 0 {
				for _, k := range ks {
					if sameNode(k.elem, n) {
						key := guidance.NormalizeKey(k.key)
						if set, ok := typedKey(key); ok {
							set(&t)
						}
						if key == "error" || key == "err" {
							hasError = true
						}
					}
				}
			}
		case "identifier":
			if p := n.Parent(); p != nil && (extract.Type(p) == "literal_element" || extract.Type(p) == "argument_list" || sameNode(n, e)) {
				if d, ok := fl.resolve(n, text(n, fl.src)); ok && d.expr != nil && !d.multi {
					sub, he := fl.typedOf(d.expr, depth+1)
					t = orTyped(t, sub)
					hasError = hasError || he
				}
			}
			continue
		case "func_literal":
			continue
		case "call_expression":
			if sub, he, ok := fl.callTyped(n, depth); ok {
				t = orTyped(t, sub)
				hasError = hasError || he
				continue
			}
		}
		for i := int(extract.NamedChildCount(n)) - 1; i >= 0; i-- {
			if c := extract.NamedChild(n, i); c != nil {
				stack = append(stack, c)
			}
		}
	}
	return t, hasError
}

func orTyped(a, b finding.Typed) finding.Typed {
	return finding.Typed{Code: a.Code || b.Code, Target: a.Target || b.Target, Policy: a.Policy || b.Policy,
		Retry: a.Retry || b.Retry, SideEffects: a.SideEffects || b.SideEffects}
}

func anyTyped(t finding.Typed) bool {
	return t.Code || t.Target || t.Policy || t.Retry || t.SideEffects
}

// setStructured records a StructuredContent value: any non-nil value on an error result is typed
// information outside the text.
func (fl *file) setStructured(p *payload, v *sitter.Node, depth int) {
	if v == nil || text(v, fl.src) == "nil" {
		return
	}
	p.structured = true
	t, _ := fl.typedOf(v, depth+1)
	p.typed = orTyped(p.typed, t)
}

// setMeta records a _meta value: it counts as structured when it carries error information.
func (fl *file) setMeta(p *payload, v *sitter.Node, depth int) {
	if v == nil || text(v, fl.src) == "nil" {
		return
	}
	t, hasError := fl.typedOf(v, depth+1)
	if anyTyped(t) || hasError {
		p.structured = true
		p.typed = orTyped(p.typed, t)
	}
}

// literalPayload classifies a CallToolResult composite literal.
func (fl *file) literalPayload(lit *sitter.Node, depth int) payload {
	var p payload
	for _, k := range keyedElements(extract.Field(lit, "body"), fl.src) {
		switch k.key {
		case "StructuredContent":
			fl.setStructured(&p, k.value, depth)
		case "Meta":
			fl.setMeta(&p, k.value, depth)
		case "Result": // mcp-go: Result: mcp.Result{Meta: ...}
			if inner := unparen(k.value); inner != nil && extract.Type(inner) == "composite_literal" {
				fl.setMeta(&p, fieldValue(extract.Field(inner, "body"), "Meta", fl.src), depth)
			}
		case "Content":
			p.text = fl.contentShape(k.value, depth)
		}
	}
	return p
}

// contentShape classifies a Content value: the texts of its TextContent elements.
func (fl *file) contentShape(v *sitter.Node, depth int) finding.Shape {
	v = unparen(v)
	if v == nil || depth > maxDepth || !fl.spend() {
		return finding.Unknown
	}
	switch extract.Type(v) {
	case "identifier":
		if d, ok := fl.resolve(v, text(v, fl.src)); ok && d.expr != nil && !d.multi {
			return fl.contentShape(d.expr, depth+1)
		}
		return finding.Unknown
	case "composite_literal":
		var shapes []finding.Shape
		for _, el := range namedChildren(extract.Field(v, "body")) {
			item := el
			if extract.Type(el) == "literal_element" {
				item = firstNamed(el)
			}
			if s, ok := fl.contentItemShape(item, depth); ok {
				shapes = append(shapes, s)
			}
		}
		if len(shapes) == 0 {
			return ""
		}
		return combine(shapes...)
	}
	return finding.Unknown
}

// contentItemShape classifies one Content element; it reports false for non-text content.
func (fl *file) contentItemShape(item *sitter.Node, depth int) (finding.Shape, bool) {
	item = unparen(item)
	if item == nil {
		return "", false
	}
	switch extract.Type(item) {
	case "composite_literal":
		typ := text(extract.Field(item, "type"), fl.src)
		if !strings.HasSuffix(typ, "TextContent") {
			return "", false
		}
		return fl.textShape(fieldValue(extract.Field(item, "body"), "Text", fl.src), depth+1), true
	case "call_expression":
		_, name := callee(item, fl.src)
		if name == "NewTextContent" {
			if as := args(item); len(as) > 0 {
				return fl.textShape(as[0], depth+1), true
			}
		}
		return finding.Unknown, true
	case "identifier":
		if d, ok := fl.resolve(item, text(item, fl.src)); ok && d.expr != nil && !d.multi {
			return fl.contentItemShape(d.expr, depth+1)
		}
	}
	return finding.Unknown, true
}

// laterFields applies the field assignments made to the variable that holds a result
// ("res.StructuredContent = body", "res.Meta = ...", "res.Content = ...") after its definition,
// within the block that defines it (a res of another block is another variable).
func (fl *file) laterFields(p *payload, site *sitter.Node, name string, depth int) {
	if name == "" {
		return
	}
	from := site
	if d, ok := fl.resolve(site, name); ok && d.expr != nil {
		from = d.expr
	} else if ok && d.fn != nil {
		from = extract.Field(d.fn, "body")
	}
	scope := from
	if from == nil || extract.Type(from) != "block" {
		scope = ancestor(from, false, "block")
	}
	if scope == nil {
		return
	}
	after := extract.StartByte(from)
	if extract.Type(from) == "block" {
		after = 0
	}
	stack := []*sitter.Node{scope}
	for visited := 0; len(stack) > 0 && visited < 20000; visited++ {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if extract.Type(n) == "func_literal" {
			continue
		}
		if extract.Type(n) == "assignment_statement" && extract.StartByte(n) > after {
			left := namedChildren(extract.Field(n, "left"))
			right := namedChildren(extract.Field(n, "right"))
			for i, l := range left {
				if extract.Type(l) != "selector_expression" || i >= len(right) || text(extract.Field(l, "operand"), fl.src) != name {
					continue
				}
				switch text(extract.Field(l, "field"), fl.src) {
				case "StructuredContent":
					fl.setStructured(p, right[i], depth)
				case "Meta":
					fl.setMeta(p, right[i], depth)
				case "Content":
					p.text = fl.contentShape(right[i], depth)
				}
			}
			continue
		}
		for i := int(extract.NamedChildCount(n)) - 1; i >= 0; i-- {
			if c := extract.NamedChild(n, i); c != nil {
				stack = append(stack, c)
			}
		}
	}
}

// origin is where a result value a flag or SetError is applied to comes from.
type origin struct {
	known   bool // the value is positively an SDK CallToolResult
	foreign bool // the value is positively something else
	sdk     sdk
	payload payload
	empty   bool // built with no content (new(T), var x T, &T{})
}

// originOf follows the receiver of "res.IsError = true" or "res.SetError(err)" to its definition.
func (fl *file) originOf(recv *sitter.Node, depth int) origin {
	recv = unparen(recv)
	if recv == nil || extract.Type(recv) != "identifier" || depth > maxDepth || !fl.spend() {
		return origin{}
	}
	d, ok := fl.resolve(recv, text(recv, fl.src))
	if !ok {
		return origin{}
	}
	if d.typ != nil && d.expr == nil {
		if fl.im.typeIsCallToolResult(d.typ, fl.src) {
			return origin{known: true, sdk: fl.typeSDK(d.typ), empty: !d.param}
		}
		return origin{foreign: true}
	}
	e := unparen(d.expr)
	if e == nil {
		return origin{}
	}
	switch extract.Type(e) {
	case "composite_literal":
		if !fl.isCallToolResultType(extract.Field(e, "type")) {
			return origin{foreign: true}
		}
		p := fl.literalPayload(e, depth)
		return origin{known: true, sdk: fl.typeSDK(extract.Field(e, "type")), payload: p, empty: p.text == "" && !p.structured}
	case "call_expression":
		return fl.callOrigin(e, d, depth)
	}
	return origin{}
}

// callOrigin classifies a result that comes from a call: an mcp-go constructor, new(T), or a
// same-file function that returns a CallToolResult.
func (fl *file) callOrigin(e *sitter.Node, d def, depth int) origin {
	qual, name := callee(e, fl.src)
	as := args(e)
	if qual == "" && name == "new" && len(as) == 1 {
		if fl.isCallToolResultType(as[0]) {
			return origin{known: true, sdk: fl.typeSDK(as[0]), empty: true}
		}
		return origin{foreign: true}
	}
	s := fl.im.sdkOf(qual)
	if qual == "" && fl.funcs[name] == nil {
		s = fl.im.dotSDK()
	}
	if s == mcpGo && strings.HasPrefix(name, "NewToolResult") {
		var p payload
		switch name {
		case "NewToolResultStructured", "NewToolResultStructuredOnly", "NewToolResultJSON":
			if len(as) > 0 {
				fl.setStructured(&p, as[0], depth)
			}
			if name == "NewToolResultStructured" && len(as) > 1 {
				p.text = fl.textShape(as[1], depth+1)
			}
		default:
			if len(as) > 0 {
				p.text = fl.textShape(as[0], depth+1)
			}
		}
		return origin{known: true, sdk: mcpGo, payload: p}
	}
	if qual == "" && fl.funcs[name] != nil {
		if fl.returnsCallToolResult(fl.funcs[name]) {
			return origin{known: true, sdk: fl.im.anySDK()}
		}
		return origin{foreign: true}
	}
	return origin{}
}

// isCallToolResultType reports whether a composite literal's or new()'s type is an SDK
// CallToolResult.
func (fl *file) isCallToolResultType(t *sitter.Node) bool {
	return fl.im.typeIsCallToolResult(t, fl.src)
}

// typeSDK returns the SDK a CallToolResult type node belongs to.
func (fl *file) typeSDK(t *sitter.Node) sdk {
	t = unparenType(t)
	if t != nil && extract.Type(t) == "qualified_type" {
		return fl.im.sdkOf(text(extract.Field(t, "package"), fl.src))
	}
	if s := fl.im.aliases[text(t, fl.src)]; s != noSDK {
		return s
	}
	return fl.im.dotSDK()
}

// returnsCallToolResult reports whether a declaration's results include an SDK CallToolResult.
func (fl *file) returnsCallToolResult(fn *sitter.Node) bool {
	res := extract.Field(fn, "result")
	if res == nil {
		return false
	}
	if extract.Type(res) != "parameter_list" {
		return fl.im.typeIsCallToolResult(res, fl.src)
	}
	for _, pd := range namedChildren(res) {
		if fl.im.typeIsCallToolResult(extract.Field(pd, "type"), fl.src) {
			return true
		}
	}
	return false
}
