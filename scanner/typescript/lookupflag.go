package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A flag that says only whether the tool is known, around answers that report failures as
// values:
//
//	const handlers = { get_feast: () => getFeast(args.day), ... };
//	const text = handlers[name] ? await handlers[name]() : JSON.stringify({ error: `Unknown tool` });
//	return { content: [{ type: "text", text }], isError: !handlers[name] };
//
// isError is the negation of the lookup that picks the text: it is false for every tool the
// table holds, whatever the entry answers, and true only for the unknown tool. An entry whose
// function hands back a failure as a value (SoftFailure: `JSON.stringify({ error })`) sends it
// as a success. The finding stands at the return, where the flag is chosen; each entry's
// failure return is its related place.

// lookupFlagPending returns the pending softerror of a tool's return whose isError is `!T[k]`
// and whose text is a conditional on the same `T[k]` (or a local holding one only) that calls
// `T[k]()` when it holds: it stands when some entry's function hands back a failure as a value.
func (f *file) lookupFlagPending(stmt, value *sitter.Node, w where) (extract.Pending, bool) {
	value = unwrap(value)
	if value == nil || extract.Type(value) != "object" || w.fn == nil {
		return extract.Pending{}, false
	}
	m := f.members(value, 0)
	flag := unwrap(m.values["isError"])
	if m.opaque || flag == nil || extract.Type(flag) != "unary_expression" || extract.NamedChildCount(flag) != 1 {
		return extract.Pending{}, false
	}
	if op := extract.Field(flag, "operator"); op == nil || extract.Type(op) != "!" {
		return extract.Pending{}, false
	}
	tested := unwrap(extract.NamedChild(flag, 0))
	if tested == nil || extract.Type(tested) != "subscript_expression" {
		return extract.Pending{}, false
	}
	lookup := extract.Content(tested, f.Src)
	c := f.classify(m)
	for _, t := range c.texts {
		pick, held := unwrap(t), (*sitter.Node)(nil)
		if pick != nil && extract.Type(pick) == "identifier" {
			held, pick = f.singleValue(pick, w.fn, stmt)
			pick = unwrap(pick)
		}
		if pick == nil || extract.Type(pick) != "ternary_expression" || text(unwrap(extract.Field(pick, "condition")), f.Src) != lookup {
			continue
		}
		if d := f.parent(unwrapUp(f, pick)); held == nil && d != nil && extract.Type(d) == "variable_declarator" {
			held = d // the members' texts name the value of a shorthand `text`
		}
		call := unwrap(extract.Field(pick, "consequence"))
		if call == nil || extract.Type(call) != "call_expression" || text(unwrap(extract.Field(call, "function")), f.Src) != lookup {
			continue
		}
		lists := f.entryCallKeys(tested)
		if len(lists) == 0 {
			continue
		}
		fd := f.softFinding(stmt, w, c.shape,
			fmt.Sprintf("%s returns what the function %s looks up gives back, a failure on some path (see related), with isError: !%s, false for every tool the table holds: the client and the model take the failure for success; set isError from the answer", describeWhere(w), lookup, lookup))
		if held != nil {
			fd.Related = append(fd.Related, f.relatedAt(held, "the text the lookup picks, the entry's answer when it holds"))
		}
		return extract.Pending{Finding: fd, AnyOf: lists, Need: extract.SoftFailure}, true
	}
	return extract.Pending{}, false
}

// entryCallKeys returns, for each entry of the table a lookup T[k] reads (registryEntries), the
// keys of the function it calls: an entry that is a function of the root, or a function whose
// body returns the call of one (`get_feast: () => getFeast(args.day)`). nil when none has keys.
func (f *file) entryCallKeys(lookup *sitter.Node) [][]string {
	table := f.lookedUp(lookup)
	if table == nil {
		return nil
	}
	var out [][]string
	for _, v := range f.registryEntries(table) {
		v = unwrap(v)
		if v == nil {
			continue
		}
		var calls []*sitter.Node
		switch {
		case extract.Type(v) == "identifier" || extract.Type(v) == "member_expression":
			calls = append(calls, v)
		case f.parents.isFunction(v):
			body := functionBody(v)
			if body == nil {
				continue
			}
			if extract.Type(body) != "statement_block" {
				if c := unwrap(body); c != nil && extract.Type(c) == "call_expression" {
					calls = append(calls, extract.Field(c, "function"))
				}
				break
			}
			for _, r := range f.returnStatements(v) {
				if c := unwrap(extract.NamedChild(r, 0)); c != nil && extract.Type(c) == "call_expression" {
					calls = append(calls, extract.Field(c, "function"))
				}
			}
		}
		for _, c := range calls {
			if ks := f.edgeKeys(unwrap(c)); len(ks) > 0 {
				out = append(out, ks)
			}
		}
	}
	return out
}
