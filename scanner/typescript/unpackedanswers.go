package typescript

import (
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A JSON wrapper (jsonwrapped.go) that unpacks an envelope the handlers may return, registered
// in a loop that looks each handler up in a table of the file by the element's name:
//
//	const HANDLERS = { find_show: handleFind, ... };           // imported functions
//	function wrap(name, handler) {
//	  return async (args) => {
//	    const raw = await handler(args);
//	    let payload;
//	    if (raw && "payload" in raw && "_quality" in raw) { payload = raw.payload; } else { payload = raw; }
//	    const text = JSON.stringify(payload);
//	    return { content: [{ type: "text", text }], structuredContent: payload };
//	  };
//	}
//	for (const def of DEFS) { const handler = wrap(def.name, HANDLERS[def.name]); server.registerTool(def.name, cfg, handler); }
//	// find.mjs
//	export async function handleFind(args) { if (!hit) return { payload: { ok: false, reason: "..." }, _quality }; ... }
//
// Three parts join what jsonwrapped.go reads:
//
//   - the text is JSON.stringify of a let of the returned function whose every assignment
//     there is the const the parameter's call gives or a member of it (unpackedJSONAnswer): the
//     factory's marker of jsonsSuffix(i) stands for the const itself, and that of
//     jsonsSuffix(i)+"."+m for each member m it unpacks;
//   - the registration's handler may be a const bound to the factory's call (wrapCallOf), and
//     the argument a lookup in a const object of the file by a computed key (lookedUpKeys):
//     each of its values that names a function is handed; the factory of the file names the
//     members it unpacks (unpackedMembersOf), whose markers the registration forwards too;
//   - the handler's module holds, at a return of an object one of whose members is a failure
//     object, a pending softerror standing when that member's marker has SoftFailure
//     (envelopeFailures): a wrapper that serializes the whole envelope does not make it one.

// unpackedJSONAnswer returns the index and name of the parameter whose answer the text t is
// the JSON of through a let of fn (see above), and the members unpacked ("" for the answer
// itself); -1 otherwise.
func (f *file) unpackedJSONAnswer(t, fn, ret *sitter.Node, params []string) (int, string, []string) {
	t = unwrap(t)
	if t == nil || extract.Type(t) != "call_expression" || !isJSONStringify(extract.Field(t, "function"), f.Src) {
		return -1, "", nil
	}
	p := unwrap(argument(extract.Field(t, "arguments"), 0))
	if p == nil || extract.Type(p) != "identifier" {
		return -1, "", nil
	}
	name := extract.Content(p, f.Src)
	d := f.resolve(name, p)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || f.isConstDecl(d) || extract.Field(d, "value") != nil {
		return -1, "", nil
	}
	var src *sitter.Node // the const every assignment reads
	var members []string
	seen := map[string]bool{}
	bad := false
	walkAll(functionBody(fn), func(n *sitter.Node) {
		if bad || extract.Type(n) != "assignment_expression" && extract.Type(n) != "augmented_assignment_expression" {
			return
		}
		left := unwrap(extract.Field(n, "left"))
		if left == nil || extract.Type(left) != "identifier" || extract.Content(left, f.Src) != name {
			return
		}
		if extract.Type(n) != "assignment_expression" || extract.StartByte(n) > extract.StartByte(ret) {
			bad = true
			return
		}
		right, member := unwrap(extract.Field(n, "right")), ""
		if right != nil && extract.Type(right) == "member_expression" {
			obj, prop := f.memberParts(right)
			right, member = unwrap(obj), prop
			if member == "" {
				bad = true
				return
			}
		}
		if right == nil || extract.Type(right) != "identifier" || src != nil && extract.Content(right, f.Src) != extract.Content(src, f.Src) {
			bad = true
			return
		}
		src = right
		if !seen[member] {
			seen[member] = true
			members = append(members, member)
		}
	})
	if bad || src == nil {
		return -1, "", nil
	}
	i, pname := f.paramAnswer(src, fn, ret, params)
	if i < 0 {
		return -1, "", nil
	}
	return i, pname, members
}

// wrapCallOf returns the factory's call a registration's handler is: the handler itself, or
// the call a const of the file it names is bound to.
func (f *file) wrapCallOf(handler *sitter.Node) *sitter.Node {
	h := unwrap(handler)
	if h != nil && extract.Type(h) == "identifier" {
		h = unwrap(f.constValue(h))
	}
	return h
}

// lookedUpKeys returns, one list per value, the keys of the functions a lookup by a computed
// key in a const object literal of the file (`HANDLERS[def.name]`) may give: the values that
// are identifiers naming a function (the file's, or imported from a module of the root). nil
// when arg is no such lookup; a key known when read is left to the lookups elsewhere.
func (f *file) lookedUpKeys(arg *sitter.Node) [][]string {
	obj := f.lookupTable(arg)
	if obj == nil {
		return nil
	}
	if _, ok := stringValue(unwrap(extract.Field(arg, "index")), f.Src); ok {
		return nil
	}
	var out [][]string
	for i := 0; i < int(extract.NamedChildCount(obj)); i++ {
		c := extract.NamedChild(obj, i)
		var v *sitter.Node
		switch extract.Type(c) {
		case "pair":
			v = unwrap(extract.Field(c, "value"))
		case "shorthand_property_identifier":
			v = c
		default:
			continue
		}
		if v == nil || (extract.Type(v) != "identifier" && extract.Type(v) != "shorthand_property_identifier") {
			continue
		}
		if f.isImportedFunctionRef(v) {
			out = append(out, f.edgeKeys(v))
		} else if d := f.calledFunction(v); d != nil {
			if k := f.keyOf(d); k != "" {
				out = append(out, []string{k})
			}
		}
	}
	return out
}

// unpackedMembersOf returns the members the function a factory of the file returns unpacks
// from what its parameter i answers before making their JSON the text of a result without
// isError (unpackedJSONAnswer); nil for a factory of another module.
func (f *file) unpackedMembersOf(callee *sitter.Node, i int) []string {
	factory := f.calledFunction(callee)
	if factory == nil {
		return nil
	}
	fn := f.returnedFunction(factory)
	if fn == nil {
		return nil
	}
	params := f.paramNames(factory)
	var out []string
	seen := map[string]bool{}
	for stmt, texts := range f.builtResultTexts(fn) {
		for _, t := range texts {
			j, _, ms := f.unpackedJSONAnswer(t, fn, stmt, params)
			if j != i {
				continue
			}
			for _, member := range ms {
				if member != "" && !seen[member] {
					seen[member] = true
					out = append(out, member)
				}
			}
		}
	}
	return out
}

// envelopeFailure returns the member of a returned object literal whose value is an object
// literal reporting a failure (errorMemberReason), and the reason; "" when none.
func (f *file) envelopeFailure(m members) (string, string) {
	keys := make([]string, 0, len(m.values))
	for k := range m.values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		obj := unwrap(m.values[k])
		if obj == nil || extract.Type(obj) != "object" {
			continue
		}
		inner := f.members(obj, 1)
		if f.isBuiltResult(inner) {
			continue
		}
		if why := f.errorMemberReason(inner); why != "" {
			return k, why
		}
	}
	return "", ""
}

// forwardMember returns the marker of member m of what the function gives (a key of it,
// suffixed) that forwards SoftFailure to the factory's marker of that member.
func (t wrappedTool) forwardMember(marker, m string) extract.Summary {
	also := make([]string, len(t.also))
	for i, a := range t.also {
		also[i] = a + "." + m
	}
	return extract.Summary{Key: marker + "." + m, Name: "the tool " + t.tool, Line: line(t.via), Column: column(t.via),
		Forward: []extract.Forward{{Facts: extract.SoftFailure, Keys: also, Line: line(t.via), Column: column(t.via)}}}
}
