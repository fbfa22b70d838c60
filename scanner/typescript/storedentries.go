package typescript

import (
	"bytes"
	"fmt"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Tool entries that a registry module of the root stores, and that another module registers later:
//
//	// tools/archive.ts: each tool module hands its entry to the registry
//	registry.register("archive", { name: "archive", inputSchema, async callback(args) { ... } });
//	// load.ts: the registry's entries, handed one by one to a callback of the caller's
//	export async function loadAll(onTool) { for (const tool of registry.tools) await onTool(tool); }
//	// server.ts: the callback registers each with the SDK
//	await loadAll((tool) => server.registerTool(tool.name, { ... }, tool.callback));
//
// What a method of an object imported from a module of the root is handed is what an iteration
// over a member of that object yields: the entry's handler is called under the key
// "<registry module>#<import>[].<member>" (storedEntryKeys), which each module that hands an
// entry over summarizes as a call of its own handler (storedEntryCalls). A parameter of a function
// literal handed to a function that another module of the root exports is an element of what
// that function hands its parameter: "<module>#<function>(<i>).<member>" (handedParamKeys), which
// the exporting module summarizes as a call of the member of each element it calls the
// parameter with (handedParamCalls). Only an entry that describes a tool (a name, an input schema
// and a handler: indexToolTable) is counted as stored: a registry of plugins, routes or prompts
// hands nothing to a tool.

// rootImport returns the module (of the root, without its extension) and the binding of an
// identifier imported from a relative module; ok is false for anything else.
func (f *file) rootImport(id *sitter.Node) (base string, b importBinding, ok bool) {
	id = unwrap(id)
	if id == nil || extract.Type(id) != "identifier" {
		return "", importBinding{}, false
	}
	b, ok = f.imports[extract.Content(id, f.Src)]
	if !ok || b.name == "*" || b.name == "" {
		return "", importBinding{}, false
	}
	base, rel := f.relativeModule(b.module)
	return base, b, rel
}

// isStoredTable reports whether an iterated expression is a member of an object imported from a
// module of the root (`registry.tools`): the entries its methods were handed.
func (f *file) isStoredTable(source *sitter.Node) bool {
	_, _, ok := f.storedImport(source)
	return ok
}

// storedImport returns the module and binding of the imported object whose member a stored
// table is (isStoredTable); ok is false for any other expression.
func (f *file) storedImport(source *sitter.Node) (base string, b importBinding, ok bool) {
	if source == nil || extract.Type(source) != "member_expression" {
		return "", importBinding{}, false
	}
	obj, _ := f.memberParts(source)
	return f.rootImport(obj)
}

// storedEntryKeys returns the key of a member of each entry a stored table holds (isStoredTable),
// or nil.
func (f *file) storedEntryKeys(table *sitter.Node, member string) []string {
	base, b, ok := f.storedImport(table)
	if !ok {
		return nil
	}
	return moduleKeys(base, b.name+"[]."+member)
}

// handedParamKeys returns the keys of a member of each element that a parameter stands for, when
// it is the first parameter of a function literal handed to a function another module of the root
// exports (`loadAll((tool) => ...)`): "<module>#loadAll(<i>).<member>" for the literal at argument
// i; nil otherwise.
func (f *file) handedParamKeys(id *sitter.Node, member string) []string {
	fn, i := f.paramOf(id)
	if fn == nil || i != 0 || f.functionName(fn) != "" {
		return nil
	}
	args := f.parent(fn)
	if args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	j := argumentIndex(args, fn)
	base, b, ok := f.rootImport(extract.Field(f.parent(args), "function"))
	if j < 0 || !ok || b.name == "default" {
		return nil
	}
	return moduleKeys(base, b.name+handedPrefix(j)+member)
}

// handedParamCalls returns the calls of the handed parameters of the functions the module exports
// (handedParamKeys), as if "<module>#<function>(<i>).<member>" were a function calling the member
// of each element the function calls its parameter i with, and adds their summaries to
// f.tableSums.
func (f *file) handedParamCalls() []extract.Call {
	var out []extract.Call
	for _, decl := range f.exportedDeclarations() {
		if extract.Type(decl) != "function_declaration" {
			continue
		}
		names := f.paramNames(decl)
		if !mayCallParam(f.Src[extract.StartByte(decl):extract.EndByte(decl)], names) {
			continue // no call of a parameter: most exported functions (`server.tool(...)`)
		}
		name := extract.Content(extract.Field(decl, "name"), f.Src)
		for _, call := range f.callsInside(decl) {
			callee := unwrap(extract.Field(call, "function"))
			if callee == nil || extract.Type(callee) != "identifier" {
				continue
			}
			pfn, i := f.paramOf(callee)
			if pfn == nil || !same(pfn, decl) || i < 0 || i >= len(names) {
				continue
			}
			a := unwrap(argument(extract.Field(call, "arguments"), 0))
			if a == nil || extract.Type(a) != "identifier" {
				continue
			}
			for _, member := range tableHandlerKeys {
				var keys []string
				for _, t := range f.elementTables(a, 0) {
					for _, ks := range f.tableMemberKeys(t, member) {
						keys = append(keys, ks...)
					}
				}
				if len(keys) == 0 {
					continue
				}
				key := fmt.Sprintf("%s#%s(%d).%s", f.modPath, name, i, member)
				out = f.passOnSummary(out, key, name, call, keys)
			}
		}
	}
	return out
}

// mayCallParam reports whether the source of a function may call one of its parameters, whose
// names are names ("" for a pattern): one of them is found as a whole word twice (the parameter,
// and the callee) where no member access follows it (`server.tool(...)` calls a member of
// server, not server). It is true of every function handedParamCalls finds a call of a
// parameter in, and false of most, which it then does not walk.
func mayCallParam(src []byte, names []string) bool {
	for _, name := range names {
		if name == "" {
			continue
		}
		seen := 0
		for i := 0; i < len(src); {
			j := bytes.Index(src[i:], []byte(name))
			if j < 0 {
				break
			}
			at, end := i+j, i+j+len(name)
			if (at == 0 || !isASCIINameByte(src[at-1])) && (end == len(src) || !isASCIINameByte(src[end]) && src[end] != '.') {
				if seen++; seen == 2 {
					return true
				}
			}
			i = at + 1
		}
	}
	return false
}

// isASCIINameByte reports whether c is an ASCII byte that may continue a JavaScript identifier:
// a word byte or $ (a non-ASCII byte is not, so that a word after or before one is found, not
// missed).
func isASCIINameByte(c byte) bool { return c == '$' || isWordByte(c) }

// callsInside returns the call expressions inside a function, its nested functions' too.
func (f *file) callsInside(fn *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	f.walkAll(fn, func(n *sitter.Node) {
		if extract.Type(n) == "call_expression" {
			out = append(out, n)
		}
	})
	return out
}

// passOnSummary appends to out the calls of a summary of key that calls keys at n and passes on
// what they throw and return, and adds the summary to f.tableSums.
func (f *file) passOnSummary(out []extract.Call, key, name string, n *sitter.Node, keys []string) []extract.Call {
	s := extract.Summary{Key: key, Name: name, Line: line(n), Column: column(n)}
	out = passOn(out, &s, slices.Clip(keys), n, n, passOnAll)
	f.tableSums = append(f.tableSums, s)
	return out
}

// passOn appends to out a call of each of keys from s's key at call, with passes, and to s the
// forwards, at fwd, of what they raise and of what they return (a failure as a success too).
func passOn(out []extract.Call, s *extract.Summary, keys []string, call, fwd *sitter.Node, passes []extract.ArgPass) []extract.Call {
	for _, k := range keys {
		out = append(out, extract.Call{Key: k, Line: line(call), Column: column(call), From: s.Key, Passes: passes})
	}
	s.Forward = append(s.Forward,
		extract.Forward{Facts: extract.Raises | extract.ThrowsValue, Keys: keys, Line: line(fwd), Column: column(fwd)},
		extract.Forward{Facts: extract.SoftFailure | extract.ErrorResult | extract.SoftResult, Keys: keys, Line: line(fwd), Column: column(fwd)})
	return out
}

// storedEntryCalls returns the calls of the tool entries the module hands to a method of an object
// imported from a module of the root (`registry.register("x", { name, inputSchema, callback })`):
// "<module>#<import>[].<member>" calls the entry's handler member (storedEntryKeys).
func (f *file) storedEntryCalls() []extract.Call {
	var out []extract.Call
	for _, r := range f.regs {
		if r.kind != regTable || r.via == nil || r.fn == nil {
			continue
		}
		holder := f.parent(unwrapUp(f, r.via))
		if holder == nil || extract.Type(holder) != "arguments" {
			continue
		}
		callee := unwrap(extract.Field(f.parent(holder), "function"))
		if callee == nil || extract.Type(callee) != "member_expression" {
			continue
		}
		obj, _ := f.memberParts(callee)
		base, b, ok := f.rootImport(obj)
		if !ok {
			continue
		}
		member := f.heldUnder(r.fn, r.via)
		key := f.keyOf(r.fn)
		if member == "" || key == "" {
			continue
		}
		out = f.passOnSummary(out, base+"#"+b.name+"[]."+member, b.name+"[]."+member, r.via, []string{key})
	}
	return out
}

// heldUnder returns the name of the member of obj that holds fn (a method, or a pair's value), or
// "".
func (f *file) heldUnder(fn, obj *sitter.Node) string {
	for _, member := range tableHandlerKeys {
		v := f.memberValue(obj, member)
		if v == nil {
			continue
		}
		if same(v, fn) || same(unwrap(v), fn) || same(f.functionValue(v, 0), fn) {
			return member
		}
	}
	return ""
}
