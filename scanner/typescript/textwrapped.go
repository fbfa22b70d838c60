package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A handler of another module that answers with plain strings, handed at registration to a
// wrapper of a third module that builds the text result:
//
//	// utils/wrap.ts
//	export function wrapHandler(handler) {
//	  return async (params) => {
//	    const content = await handler(params);
//	    if (typeof content === "string") return { content: [{ type: "text", text: content }] };
//	    return { content };
//	  };
//	}
//	// handlers/kiln.ts
//	export const kilnHandlers = {
//	  async fire({ batch }) { try { ... } catch (e) { return `Failed to fire ${batch}: ${e}` } },
//	};
//	// server.ts
//	server.tool("fire", "Fire a batch", shape, wrapHandler(kilnHandlers.fire));
//
// The handler is the tool: the wrapper hands back what it returns as the text of a successful
// result, so a failure string it returns reaches the client as a success. Three files each know
// a part:
//
//   - the wrapper's file gives the factory's key, suffixed by textsSuffix(i), the fact
//     SoftFailure at each return of the function the factory returns whose result, without
//     isError, has as its text a const bound to the call of the factory's parameter i
//     (summarizeTextWrappers), not tested for a failure on the way;
//   - the registering file gives the handler's key, suffixed by textedSuffix, a forward of
//     SoftFailure to that marker, at the registration (texted, textedSummaries);
//   - the handler's file holds a pending softerror at each return of a failure text of its
//     exported functions (and of the methods of its exported objects), which stands only when
//     the handler's marker has SoftFailure (Pending.Also): related names the registration and
//     the wrapper's return (textedPendings).

// textsSuffix ends the key under which an exported factory says the function it returns
// answers with a text result, without isError, of the string its parameter i gives back.
func textsSuffix(i int) string { return fmt.Sprintf("!texts@%d", i) }

// textedSuffix ends the key under which a registration says it hands a function of another
// module to such a factory of a third one.
const textedSuffix = "!texted"

// textedTool is a function of another module that a registration hands to a factory of
// another module: keys are the function's, also the factory's markers (textsSuffix).
type textedTool struct {
	keys, also []string
	tool, name string       // the tool's name, and how the registration spells the function
	at, via    *sitter.Node // the registration, and the factory's call in it
}

// summarizeTextWrappers gives each exported factory of the file the marker of textsSuffix(i)
// when a return of the function it returns builds a result without isError whose text is what
// the factory's parameter i returned, bound to a const of that function and not tested for a
// failure before the return (`const content = await handler(params)`, then `text: content`).
func (f *file) summarizeTextWrappers(sz *summarizer) {
	for _, factory := range f.keyedFunctions() {
		if !f.isExported(factory) {
			continue
		}
		fn := f.returnedFunction(factory)
		key := f.keyOf(factory)
		if fn == nil || key == "" || f.regByFn[fn.ID()] != nil {
			continue
		}
		params := f.paramNames(factory)
		for _, stmt := range returnStatements(fn) {
			obj := f.returnedObject(extract.NamedChild(stmt, 0))
			if obj == nil {
				continue
			}
			m := f.members(obj, 0)
			if !f.isBuiltResult(m) {
				continue
			}
			for _, t := range f.classify(m).texts {
				i, name := f.paramAnswer(t, fn, stmt, params)
				if i < 0 {
					continue
				}
				sz.place(sz.get(key+textsSuffix(i), factory), extract.SoftFailure, stmt,
					fmt.Sprintf("%s's handler answers with what its parameter %s returns as the text of a result without isError", f.displayName(factory), name))
				break
			}
		}
	}
}

// paramAnswer returns the index and name of the parameter (of params) whose call's value a
// text t is: a const of fn bound to that call (maybe awaited), not tested for a failure
// between its declaration and ret (failureTested). -1 otherwise.
func (f *file) paramAnswer(t, fn, ret *sitter.Node, params []string) (int, string) {
	t = unwrap(t)
	if t == nil || extract.Type(t) != "identifier" {
		return -1, ""
	}
	v := extract.Content(t, f.Src)
	d := f.resolve(v, t)
	if d == nil || extract.Type(d) != "variable_declarator" || !isInside(d, fn) || !f.isConstDecl(d) || f.failureTested(v, d, ret) {
		return -1, ""
	}
	call := unwrap(extract.Field(d, "value"))
	if call == nil || extract.Type(call) != "call_expression" {
		return -1, ""
	}
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "identifier" {
		return -1, ""
	}
	name := extract.Content(callee, f.Src)
	if b := f.resolve(name, callee); b != nil && isInside(b, fn) {
		return -1, "" // a name the returned function binds itself
	}
	for i, p := range params {
		if p == name {
			return i, name
		}
	}
	return -1, ""
}

// noteTexted records, for a registration whose handler is the call of a factory of another
// module (factoryCall), each argument that names a function of another module
// (isImportedFunctionRef) as a textedTool, with the factory's marker for its place.
func (f *file) noteTexted(r *registration, factoryCall *sitter.Node) {
	if f.Context == finding.Test || r.shielded || factoryCall == nil || extract.Type(factoryCall) != "call_expression" {
		return
	}
	callee := unwrap(extract.Field(factoryCall, "function"))
	if callee == nil || extract.Type(callee) != "identifier" {
		return
	}
	var factory []string
	for _, k := range f.edgeKeys(callee) {
		if strings.Contains(k, "#") && !strings.HasPrefix(k, f.modPath+"#") {
			factory = append(factory, k)
		}
	}
	args := extract.Field(factoryCall, "arguments")
	for i := 0; len(factory) > 0 && argument(args, i) != nil; i++ {
		arg := unwrap(argument(args, i))
		if arg == nil || !f.isImportedFunctionRef(arg) {
			continue
		}
		keys := f.edgeKeys(arg)
		if len(keys) == 0 {
			continue
		}
		also := make([]string, len(factory))
		for j, k := range factory {
			also[j] = k + textsSuffix(i)
		}
		f.texted = append(f.texted, textedTool{keys: keys, also: also, tool: toolLabel(r, f), name: extract.Content(arg, f.Src), at: r.call, via: factoryCall})
	}
}

// textedSummaries returns, for each textedTool, a registration of the function as a tool (of
// no kind: what it throws is the factory's to answer) that holds only when the factory has its
// marker (Summary.Via), and the marker of the function, suffixed by textedSuffix, that forwards
// SoftFailure to the factory's from the registration.
func (f *file) textedSummaries() []extract.Summary {
	var out []extract.Summary
	for _, t := range f.texted {
		for _, k := range t.keys {
			out = append(out, extract.Summary{Key: k, Name: t.name, Line: line(t.at), Column: column(t.at), Tool: t.tool, Registration: true, Via: t.also},
				extract.Summary{Key: k + textedSuffix, Name: "the tool " + t.tool, Line: line(t.via), Column: column(t.via),
					Forward: []extract.Forward{{Facts: extract.SoftFailure, Keys: t.also, Line: line(t.via), Column: column(t.via)}}})
		}
	}
	return out
}

// textedPendings returns the pending softerrors at the returns of failure texts of the file's
// exported functions that it does not register: each stands when a registration of another
// module hands the function to a factory that answers with its text (the marker of
// textedSuffix has SoftFailure).
func (f *file) textedPendings() []extract.Pending {
	var out []extract.Pending
	for _, fn := range f.keyedFunctions() {
		if f.regByFn[fn.ID()] != nil || !f.isExported(fn) {
			continue
		}
		body := functionBody(fn)
		key := f.keyOf(fn)
		if body == nil || key == "" || extract.Type(body) != "statement_block" || !f.hintIn(extract.StartByte(body), extract.EndByte(body)) {
			continue
		}
		name := f.displayName(fn)
		w := where{fn: fn, name: name, direct: true}
		for _, stmt := range returnStatements(fn) {
			v := unwrap(extract.NamedChild(stmt, 0))
			if v == nil {
				continue
			}
			switch extract.Type(v) {
			case "string", "template_string", "binary_expression", "ternary_expression":
			default:
				continue
			}
			why := f.failureTextReason(v, f.catchParameter(stmt, fn), fn, stmt, 0)
			if !why.ok() {
				continue
			}
			never, tried := f.catchMayNotRun(stmt) // raisedtried.go
			if never {
				continue
			}
			fd := f.softFinding(stmt, w, f.textShape(v, 0),
				fmt.Sprintf("%s, a tool's handler, reports a failure as a successful result (%s) without isError: the wrapper it is registered through makes the string the text of a success (see related), and the client and the model take it for success; throw the failure, or have the wrapper set isError",
					name, why.text))
			f.relateAssigned(&fd, why)
			out = append(out, extract.Pending{Finding: fd, Within: key, Tool: true, Also: []string{key + textedSuffix}, AlsoNeed: extract.SoftFailure, Tried: tried})
		}
	}
	return out
}
