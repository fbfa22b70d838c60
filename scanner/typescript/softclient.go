package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A low-level dispatcher that sets one result variable from its API client's methods and
// serializes it once, as text when it already is:
//
//	let result: unknown;
//	switch (name) {
//	case "find_book": result = await client.findBook(args.title); break;
//	case "set_folder": client.setFolder(args.path); result = `Folder set to ${args.path}`; break;
//	case "rules": result = all ? await client.getRules() : await client.getRule(id); break;
//	}
//	return { content: [{ type: "text", text: typeof result === "string" ? result : JSON.stringify(result) }] };
//
// Each client method is a source of the value (assignedCalls); a case that sets a text of its
// own that reports no failure adds none, and a choice between calls adds each.

// eitherOperand returns the variable both branches of a ternary serialize (serializedOperand:
// `typeof r === "string" ? r : JSON.stringify(r)`), or nil when they differ.
func (f *file) eitherOperand(v *sitter.Node) *sitter.Node {
	if v == nil || extract.Type(v) != "ternary_expression" {
		return nil
	}
	a := f.serializedOperand(unwrap(extract.Field(v, "consequence")))
	b := f.serializedOperand(unwrap(extract.Field(v, "alternative")))
	if a == nil || b == nil || extract.Type(a) != "identifier" || extract.Type(b) != "identifier" || extract.Content(a, f.Src) != extract.Content(b, f.Src) {
		return nil
	}
	return a
}

// assignedSources returns the calls an assigned value comes from (assignedCalls): the call
// itself, or each branch's call of a ternary whose branches are all calls; ok is false for any
// other value, but for a literal text that reports no failure, which adds none.
func (f *file) assignedSources(r, fn, ret *sitter.Node, self string) (calls []*sitter.Node, ok bool) {
	r = unwrap(r)
	if r == nil {
		return nil, false
	}
	switch extract.Type(r) {
	case "call_expression":
		return []*sitter.Node{r}, true
	case "ternary_expression":
		for _, field := range []string{"consequence", "alternative"} {
			c := unwrap(extract.Field(r, field))
			if c == nil || extract.Type(c) != "call_expression" {
				return nil, false
			}
			calls = append(calls, c)
		}
		return calls, true
	case "string", "template_string":
		// `result = `Folder set to ${path}``: the dispatcher's own success text
		return nil, !f.failureTextReason(r, "", fn, ret, 0).ok()
	case "object":
		return f.envelopeSources(r, fn, ret, self)
	}
	return nil, false
}

// envelopeSources returns the sources of an object literal a case sets (assignedSources), the
// dispatcher's own success envelope, `result = { success: true, data: db.listViews() }`: the
// calls whose value a member holds as is (as wrappedForwards reads a returned envelope); ok is
// false for an object that reports a failure itself (an error member, a success flag not
// true, a failure text: memberFailure), or that is a tool result itself (content). A spread
// the file cannot resolve may supply any member: only the variable's own earlier value
// (`result = { ...result, path }`, whose sources are its other assignments) and a call's value
// (`{ ...this.api.status(), connected: true }`, a source itself) are let by.
func (f *file) envelopeSources(obj, fn, ret *sitter.Node, self string) (calls []*sitter.Node, ok bool) {
	m := f.members(obj, 0)
	if _, result := m.values["content"]; result || f.memberFailure(m, f.classify(m), "", fn, ret).ok() {
		return nil, false // a tool result of the case's own is judged where it is returned
	}
	if m.opaque {
		spread, known := f.spreadCalls(obj, self)
		if !known {
			return nil, false
		}
		calls = spread
	}
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		c := extract.NamedChild(obj, i)
		if extract.Type(c) != "pair" {
			continue
		}
		v := unwrap(extract.Field(c, "value")) // past await too
		if v == nil || extract.Type(v) != "call_expression" {
			continue
		}
		if callee := extract.Field(v, "function"); callee == nil || isJSONStringify(callee, f.Src) || f.isSerializer(callee) {
			continue
		}
		calls = append(calls, v)
	}
	return calls, true
}

// spreadCalls returns the calls an object literal's spreads hold (envelopeSources); ok is false
// for a spread of anything but a call or the variable self.
func (f *file) spreadCalls(obj *sitter.Node, self string) (calls []*sitter.Node, ok bool) {
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		c := extract.NamedChild(obj, i)
		if extract.Type(c) != "spread_element" {
			continue
		}
		v := unwrap(extract.NamedChild(c, 0)) // past await too
		switch {
		case v == nil:
			return nil, false
		case self != "" && extract.Type(v) == "identifier" && extract.Content(v, f.Src) == self:
		case extract.Type(v) == "call_expression" && !isJSONStringify(extract.Field(v, "function"), f.Src):
			calls = append(calls, v)
		default:
			return nil, false
		}
	}
	return calls, true
}

// A tool's helper that wraps what an API client method gives back in a success envelope:
//
//	private async handlePlant(args) {
//	  const result = await this.client.plant(args.seed);
//	  return { success: true, data: result };
//	}
//
// When the method returns its failure as a value (`catch (err) { return { success: false, error
// } }`), the envelope carries it as a success: the function hands back what the method does
// (a forward of SoftFailure), inside an object that the tool serializes. An envelope that is a
// tool result itself (content) is softresult.go's business.

// wrappedForwards records, for a returned object literal, a SoftFailure forward of each call
// whose value one of its members holds as is: the call (`data: await get(id)`), or a local
// bound to one and not tested for a failure before the return (boundCall).
func (f *file) wrappedForwards(sz *summarizer, key string, fn, stmt, v *sitter.Node) {
	obj := f.returnedObject(v)
	if obj == nil {
		return
	}
	m := f.members(obj, 0)
	if m.opaque {
		return
	}
	if _, ok := m.values["content"]; ok {
		return
	}
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		val := memberValue(extract.NamedChild(obj, i))
		if val == nil {
			continue
		}
		call := val
		if extract.Type(val) == "identifier" || extract.Type(val) == "shorthand_property_identifier" {
			call = f.boundMemberCall(val, stmt, fn)
		}
		if call == nil || extract.Type(call) != "call_expression" {
			continue
		}
		callee := extract.Field(call, "function")
		if callee == nil || isJSONStringify(callee, f.Src) || f.isSerializer(callee) {
			continue
		}
		for _, keys := range f.returnedKeys(callee) {
			s := sz.get(key, fn)
			s.Forward = append(s.Forward, extract.Forward{Facts: extract.SoftFailure, Keys: keys, Line: line(call), Column: column(call)})
		}
	}
}

// boundMemberCall is boundCall for a member's value, a shorthand (`{ data }`) too.
func (f *file) boundMemberCall(v, ret, fn *sitter.Node) *sitter.Node {
	if extract.Type(v) == "identifier" {
		return f.boundCall(v, ret, fn)
	}
	return f.declaredCall(v, ret, fn)
}
