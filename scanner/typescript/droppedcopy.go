package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A tool's result rebuilt from the parts of a dispatched call's, its flag left behind:
//
//	const def = allTools.find((t) => t.name === name);   // allTools of another module
//	const tool = new def.class(client);
//	const result = await tool.execute(args);
//	return { content: result.content, _meta: request.params._meta };
//
// where the callees (each class's execute) return `{ isError: true, content }` on failure. The
// new result copies the content and not the flag: the client gets each failure as a success.
// droppedflag, pending on a callee of the value having the fact ErrorResult; the finding stands
// at the copied content, where the fix goes (pass result.isError on, or return the result), and
// Related names the callee returns that set isError. Not judged: a result that carries isError
// (not `false`) or spreads what it cannot see (`{ ...result, _meta }`), a handler that reads or
// sets the value's flag, a value tested for a failure before the return.

// droppedCopyPending returns a pending droppedflag for a tool's return (stmt, value) of an object
// literal without isError whose content is the content of a local bound to a call.
func (f *file) droppedCopyPending(stmt, value *sitter.Node, w where) (extract.Pending, bool) {
	if value == nil || extract.Type(value) != "object" || w.fn == nil {
		return extract.Pending{}, false
	}
	m := f.members(value, 0)
	if f.flagChosen(m) {
		return extract.Pending{}, false
	}
	c := unwrap(m.values["content"])
	if c == nil || extract.Type(c) != "member_expression" || text(extract.Field(c, "property"), f.Src) != "content" {
		return extract.Pending{}, false
	}
	x := unwrap(extract.Field(c, "object"))
	if x == nil || extract.Type(x) != "identifier" {
		return extract.Pending{}, false
	}
	name := extract.Content(x, f.Src)
	if d := f.resolve(name, x); d == nil || f.flagSetOn(name, d, w.fn) {
		return extract.Pending{}, false // the handler reads or sets the value's flag
	}
	call := f.boundCall(x, stmt, w.fn)
	if call == nil {
		return extract.Pending{}, false
	}
	callee := unwrap(extract.Field(call, "function"))
	if d := f.calledFunction(callee); d != nil && f.regByFn[d.ID()] != nil {
		return extract.Pending{}, false // a delegate: its own returns are judged as the tool's
	}
	anyOf := f.dispatchKeys(callee)
	if len(anyOf) == 0 {
		if ks := f.edgeKeys(callee); len(ks) > 0 {
			anyOf = [][]string{ks}
		}
	}
	if len(anyOf) == 0 {
		return extract.Pending{}, false
	}
	api := "CallToolResult"
	if w.reg != nil {
		api = w.reg.api
	}
	fd := finding.Finding{
		Rule: "droppedflag", Line: line(c), Column: column(c), StartLine: line(stmt), EndLine: endLine(stmt), Lang: f.lang,
		Message: fmt.Sprintf("%s rebuilds the result of %s as a new result without isError, copying its content: the isError: true its callee returns (see related) is left behind, and the client gets the failure as a success; pass %s.isError on, or return the result", describeWhere(w), extract.Content(callee, f.Src), name),
		Method:  finding.TreeSitter,
		Site: &finding.Site{Construct: finding.Literal, API: api, Function: w.name, Shape: finding.Unknown,
			PathKey: fmt.Sprintf("%s#%s:dropped-copy", f.Path, w.name), Profile: finding.Profile(finding.Success, finding.Typed{}),
			Outcome: finding.Success},
	}
	return extract.Pending{Finding: fd, AnyOf: anyOf, Need: extract.ErrorResult}, true
}

// importedEntryInstanceKeys returns the keys of a method called on an instance of the class an
// entry of a table of another module names (`new def.class(client)` with `const def =
// allTools.find(...)`, `tools[name]` or `tools.get(name)`, allTools imported from a module of
// the root): "<module>#T.<member>().<method>", which that module's summary of the table passes
// on to each entry's class (memberTableOf). nil for anything else.
func (f *file) importedEntryInstanceKeys(ctor *sitter.Node, method string) [][]string {
	if extract.Type(ctor) != "member_expression" {
		return nil
	}
	obj, member := f.memberParts(ctor)
	if obj = unwrap(obj); obj == nil || extract.Type(obj) != "identifier" || member == "" {
		return nil
	}
	d := f.resolve(extract.Content(obj, f.Src), obj)
	if d == nil || extract.Type(d) != "variable_declarator" || !f.isConstDecl(d) {
		return nil
	}
	t := importedLookupTable(unwrap(extract.Field(d, "value")), f.Src)
	if t == nil {
		return nil
	}
	b, ok := f.imports[extract.Content(t, f.Src)]
	if !ok || exportByName(b.name) {
		return nil
	}
	base, rel := f.relativeModule(b.module)
	if !rel {
		return nil
	}
	return [][]string{moduleKeys(base, b.name+"."+member+classListSuffix(method))}
}

// importedLookupTable returns the identifier of a table a value looks an entry up in by a
// computed key: `T.find(cb)`, `T.findLast(cb)`, `T.get(k)`, `T[k]`; nil otherwise.
func importedLookupTable(v *sitter.Node, src []byte) *sitter.Node {
	if t := lookedUpTable(v, src, lookupMethods); t != nil && extract.Type(t) == "identifier" {
		return t
	}
	return nil
}

// getOnly is the lookup method of a registry: `T.get(name)`.
var getOnly = map[string]bool{"get": true}

// lookedUpTable returns T of a lookup of an entry by a computed key: `T[k]`, or `T.m(k)` for a
// method m of methods given one argument that is no string or number literal (a fixed entry is
// no lookup by the tool's name); nil otherwise.
func lookedUpTable(v *sitter.Node, src []byte, methods map[string]bool) *sitter.Node {
	switch extract.Type(v) {
	case "subscript_expression":
		idx := unwrap(extract.Field(v, "index"))
		if idx == nil || extract.Type(idx) == "string" || extract.Type(idx) == "number" {
			return nil
		}
		return unwrap(extract.Field(v, "object"))
	case "call_expression":
		c := unwrap(extract.Field(v, "function"))
		args := extract.Field(v, "arguments")
		if c == nil || extract.Type(c) != "member_expression" || !methods[text(extract.Field(c, "property"), src)] ||
			args == nil || extract.NamedChildCount(args) != 1 {
			return nil
		}
		if k := unwrap(extract.NamedChild(args, 0)); k == nil || extract.Type(k) == "string" || extract.Type(k) == "number" {
			return nil
		}
		return unwrap(extract.Field(c, "object"))
	}
	return nil
}

// entryClassCalls adds to a table's summaries, for an entry's member that names a class (`{
// name, class: ListTool }`, imported from a module of the root or declared by the file), one per
// method name of tableHandlerKeys: "<T>.<member>().<method>" passes on to that method of the
// class (importedEntryInstanceKeys calls it).
func (f *file) entryClassCalls(out []extract.Call, e *sitter.Node, summary func(string) *extract.Summary) []extract.Call {
	if e = unwrap(e); e == nil || extract.Type(e) != "object" {
		return out
	}
	for i := 0; i < int(extract.NamedChildCount(e)); i++ {
		p := extract.NamedChild(e, i)
		if extract.Type(p) != "pair" {
			continue
		}
		member := propertyName(extract.Field(p, "key"), f.Src)
		cls := unwrap(extract.Field(p, "value"))
		if member == "" || cls == nil || extract.Type(cls) != "identifier" || !isClassName(extract.Content(cls, f.Src)) ||
			f.classPrefixesOf(cls) == nil {
			continue
		}
		for _, method := range tableHandlerKeys {
			if keys := f.classKeys(cls, method); len(keys) > 0 {
				out = passOn(out, summary(member+classListSuffix(method)), keys, cls, e, passOnAll)
			}
		}
	}
	return out
}
