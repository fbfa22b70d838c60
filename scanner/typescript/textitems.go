package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A content item built by the project's own constructor, not written inline:
//
//	common.ts: export const textContent = (text: string): McpContent => ({ type: "text", text });
//	tool.ts:   const ok = await svc.emptyTrash();
//	           return { content: [textContent(ok ? "Emptied." : "Failed to empty trash.")] };
//
// The constructor (a function of any module of the root, this one included: arrow, function
// declaration or method) is a text-item constructor of parameter i when every value it returns is
// an object literal with `type: "text"` whose text is built from its parameter i (or from a local
// built from it). Its summary under key+textItemSuffix(i) has the fact extract.SuccessText: what
// it is given at i becomes the text of a content item, as the text of an inline item would. A
// tool's result without isError whose content array holds a call of a function with a failure text
// at argument i (failureTextReason, as for an inline item's text) is a pending softerror at the
// return, standing when the callee's key with that suffix has SuccessText. A constructor that
// puts its argument elsewhere (`{ type: "resource", resource: { text } }`) is none: its argument
// is no text the client reads as the answer.

// textItemSuffix is the key suffix of a text-item constructor whose text comes from parameter i.
func textItemSuffix(i int) string { return fmt.Sprintf("!item@%d", i) }

// summarizeTextItems gives each text-item constructor of the file the fact SuccessText under its
// key with the suffix of each parameter its text is built from.
func (f *file) summarizeTextItems(sz *summarizer) {
	if !f.srcHas("text") {
		return
	}
	for fn, key := range f.helperFunctions() {
		it := f.textItemOf(fn)
		for _, i := range it.params {
			sz.place(sz.get(key+textItemSuffix(i), fn), extract.SuccessText, it.at,
				fmt.Sprintf("%s returns a text content item whose text is built from its parameter %s", f.displayName(fn), it.names[i]))
		}
	}
}

// textItem is what a function builds as a text-item constructor: the indexes of the parameters
// its items' text is built from, the parameters' names by index, and its first return. No
// params when it is none.
type textItem struct {
	params []int
	names  []string
	at     *sitter.Node
}

// textItemOf returns what fn builds as a text-item constructor: every value it returns is an
// object literal `{ type: "text", text: ... }` and the parameters are those that the text of
// every one of them mentions (or a local built from them). Cached per function.
func (f *file) textItemOf(fn *sitter.Node) textItem {
	if t, ok := f.textItems[fn.ID()]; ok {
		return t
	}
	t := f.findTextItem(fn)
	if f.textItems == nil {
		f.textItems = map[uintptr]textItem{}
	}
	f.textItems[fn.ID()] = t
	return t
}

// findTextItem computes textItemOf.
func (f *file) findTextItem(fn *sitter.Node) textItem {
	body := functionBody(fn)
	if body == nil {
		return textItem{}
	}
	rs := f.returnedValuesOf(fn)
	if len(rs) == 0 {
		return textItem{}
	}
	params, from, names := f.paramSources(fn, body)
	if len(params) == 0 {
		return textItem{}
	}
	var common map[int]bool
	var at *sitter.Node
	for _, r := range rs {
		obj := unwrap(r)
		if obj != nil && extract.Type(obj) == "identifier" {
			obj = f.builtItem(obj, fn)
		}
		if obj == nil || extract.Type(obj) != "object" {
			return textItem{}
		}
		m := f.members(obj, 0)
		if s, ok := stringValue(unwrap(m.values["type"]), f.Src); !ok || s != "text" || m.opaque {
			return textItem{}
		}
		t, ok := m.values["text"]
		if !ok || t == nil {
			return textItem{}
		}
		code := extract.Content(t, f.Src)
		here := map[int]bool{}
		for _, nm := range names {
			if mentions(code, nm) && (common == nil || common[from[nm][0]]) {
				here[from[nm][0]] = true
			}
		}
		if len(here) == 0 {
			return textItem{}
		}
		common = here
		if at == nil {
			at = obj
		}
	}
	it := textItem{names: params, at: at}
	for i := range params {
		if common[i] {
			it.params = append(it.params, i)
		}
	}
	return it
}

// builtItem resolves a local that fn returns to the object literal a constant binds it to,
// when fn changes neither its type nor its text afterwards, only other members
// (`const content = { type: "text", text }; if (o.audience) content.annotations = {...}; return
// content`); nil otherwise (a write of its type or text, of a computed member, a delete or an
// Object.assign of it). Members of its other members may change (`content.annotations.audience = ...`).
func (f *file) builtItem(id, fn *sitter.Node) *sitter.Node {
	obj := f.localResult(id, fn)
	if obj == nil {
		return nil
	}
	name := extract.Content(id, f.Src)
	if f.writesOf(fn).mutated[name] {
		return nil
	}
	changed := false
	f.walkAll(functionBody(fn), func(n *sitter.Node) {
		if changed || !isWrite(n) {
			return
		}
		t := writeTarget(n)
		root := chainRoot(t)
		if root == nil || extract.Type(root) != "identifier" || extract.Content(root, f.Src) != name {
			return
		}
		for t != nil && !same(unwrap(extract.Field(t, "object")), root) {
			t = unwrap(extract.Field(t, "object")) // the member of the local that a write of a member's member changes
		}
		if t == nil || extract.Type(t) != "member_expression" {
			changed = true // the local itself, or a computed member
			return
		}
		if p := text(extract.Field(t, "property"), f.Src); p == "type" || p == "text" {
			changed = true
		}
	})
	if changed {
		return nil
	}
	return obj
}

// textItemPending returns the pending softerror for a tool's returned result without isError
// whose content array holds a call of a function given a failure text at argument i: it stands
// when the callee is a text-item constructor of parameter i.
func (f *file) textItemPending(stmt, value *sitter.Node, w where) (extract.Pending, bool) {
	value = unwrap(value)
	if value == nil || extract.Type(value) != "object" || !f.srcHas("content") {
		return extract.Pending{}, false
	}
	m := f.members(value, 0)
	if f.flagChosen(m) || f.droppedIn[value.ID()] {
		return extract.Pending{}, false
	}
	content := f.valueOf(m.values["content"])
	if content == nil || extract.Type(content) != "array" {
		return extract.Pending{}, false
	}
	caught := f.catchParameter(stmt, w.fn)
	for _, call := range extract.NamedChildren(content) {
		call = unwrap(call)
		if call == nil || extract.Type(call) != "call_expression" {
			continue
		}
		callee, args := extract.Field(call, "function"), extract.Field(call, "arguments")
		if callee == nil || args == nil || isJSONStringify(callee, f.Src) {
			continue
		}
		for i := 0; ; i++ {
			a := argument(args, i)
			if a == nil {
				break
			}
			why := f.failureTextReason(a, caught, w.fn, stmt, 0)
			if !why.ok() {
				continue
			}
			var keys []string
			for _, k := range f.edgeKeys(callee) {
				keys = append(keys, k+textItemSuffix(i))
			}
			if len(keys) == 0 {
				break
			}
			name := clip(extract.Content(callee, f.Src))
			fd := f.softFinding(stmt, w, f.textShape(a, 0),
				fmt.Sprintf("%s reports a failure as a successful result (%s, the text of the content item %s(...) builds, see related) without isError: the client and the model take it for success; return it with isError: true",
					describeWhere(w), why.text, name))
			f.relateAssigned(&fd, why)
			if why.assigned == nil && line(a) > line(stmt) {
				fd.Related = append(fd.Related, f.relatedAt(a, "the failure text"))
			}
			if v := w.reg.via; v != nil {
				fd.Related = append(fd.Related, f.relatedAt(v, w.reg.viaMsg))
			}
			return extract.Pending{Finding: fd, Keys: keys, Need: extract.SuccessText}, true
		}
	}
	return extract.Pending{}, false
}

// localTextItem returns the arguments that a call of a text-item constructor of this file
// (textItemOf) builds the text of the content item it returns from, or nil: the content arrays
// this file reads (contentShape) take them as the item's text, as they would an inline item's.
func (f *file) localTextItem(call *sitter.Node) []*sitter.Node {
	callee := extract.Field(call, "function")
	if callee == nil || extract.Type(callee) != "identifier" {
		return nil
	}
	fn := f.functionValue(callee, 0)
	if fn == nil {
		return nil
	}
	var out []*sitter.Node
	for _, i := range f.textItemOf(fn).params {
		if a := argument(extract.Field(call, "arguments"), i); a != nil {
			out = append(out, a)
		}
	}
	return out
}
