package typescript

import (
	"bytes"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A wrapper that hands back what a function given to its factory answers as the text of a
// successful result: of a failure text (textwrapped.go) or of the JSON of a failure object
// (jsonwrapped.go). The two kinds share the work of the wrapper's file (summarizeWrappers), of
// the registering file (noteWrapped, wrappedTool) and the walk of the handler's file
// (wrappedReturns); a wrapperKind says what differs.

// wrapperKind is what a kind of answer wrapper changes in the shared work.
type wrapperKind struct {
	// suffix ends the key under which a factory says the function it returns answers with what
	// its parameter i gives back (textsSuffix, jsonsSuffix).
	suffix func(i int) string
	// exportedOnly limits the factories summarized to the exported ones the file does not register.
	exportedOnly bool
	// needs, when set, is a word every factory of the kind spells: one whose source lacks it is
	// left before its returned function is looked for (the function is the factory's own).
	needs string
	// answer returns the index and name of the parameter (of params) whose answer a result's
	// text t, at the return ret of the function fn the factory returns, gives; -1 otherwise.
	answer func(f *file, t, fn, ret *sitter.Node, params []string) (int, string)
	// answered says, in the factory's SoftFailure message, how the text holds the answer
	// ("what", "the JSON of what").
	answered string
	// foreignOnly limits the factories of a registration to those of another module.
	foreignOnly bool
	// handed returns the keys of the functions an argument of the factory's call hands it, a
	// list per function (by the module's names); empty lists are skipped.
	handed func(f *file, arg *sitter.Node) [][]string
	// unpacked, when set, is answer through a local that holds what the parameter's call gives
	// or members of it (unpackedanswers.go): the members, "" for the value itself.
	unpacked func(f *file, t, fn, ret *sitter.Node, params []string) (int, string, []string)
}

// wrappedTool is a function a registration hands to a factory of a wrapperKind: keys are the
// function's, also the factory's markers (wrapperKind.suffix).
type wrappedTool struct {
	keys, also []string
	members    []string     // the members of what the function gives that the factory unpacks (unpackedanswers.go)
	tool, name string       // the tool's name, and how the registration spells the function
	at, via    *sitter.Node // the registration, and the factory's call in it
}

// summarizeWrappers gives each factory of the file (each exported one it does not register,
// with exportedOnly) the marker of k.suffix(i) when a return of the function it returns builds
// a result without isError whose text holds what the factory's parameter i returned (k.answer).
func (f *file) summarizeWrappers(sz *summarizer, k *wrapperKind) {
	for _, factory := range f.keyedFunctions() {
		if k.exportedOnly && !f.isExported(factory) {
			continue
		}
		if k.needs != "" && !bytes.Contains(f.Src[extract.StartByte(factory):extract.EndByte(factory)], []byte(k.needs)) {
			continue
		}
		fn := f.returnedFunction(factory)
		key := f.keyOf(factory)
		if fn == nil || key == "" || k.exportedOnly && f.regByFn[fn.ID()] != nil {
			continue
		}
		params := f.paramNames(factory)
		for stmt, texts := range f.builtResultTexts(fn) {
			for _, t := range texts {
				i, name := k.answer(f, t, fn, stmt, params)
				if i < 0 && k.unpacked != nil {
					if j, n, ms := k.unpacked(f, t, fn, stmt, params); j >= 0 {
						for _, m := range ms {
							marker := key + k.suffix(j)
							if m != "" {
								marker += "." + m
							}
							sz.place(sz.get(marker, factory), extract.SoftFailure, stmt,
								fmt.Sprintf("%s's handler answers with %s its parameter %s returns as the text of a result without isError", f.displayName(factory), k.answered, n))
						}
						break
					}
				}
				if i < 0 {
					continue
				}
				sz.place(sz.get(key+k.suffix(i), factory), extract.SoftFailure, stmt,
					fmt.Sprintf("%s's handler answers with %s its parameter %s returns as the text of a result without isError", f.displayName(factory), k.answered, name))
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

// noteWrapped records in *into, for a registration whose handler is the call of a factory
// (factoryCall; of another module, with k.foreignOnly), each function an argument hands it
// (k.handed) as a wrappedTool, with the factory's marker for its place.
func (f *file) noteWrapped(r *registration, factoryCall *sitter.Node, k *wrapperKind, into *[]wrappedTool) {
	if f.Context == finding.Test || r.shielded || factoryCall == nil || extract.Type(factoryCall) != "call_expression" {
		return
	}
	callee := unwrap(extract.Field(factoryCall, "function"))
	if callee == nil || extract.Type(callee) != "identifier" {
		return
	}
	var factory []string
	for _, key := range f.edgeKeys(callee) {
		if strings.Contains(key, "#") && !(k.foreignOnly && strings.HasPrefix(key, f.modPath+"#")) {
			factory = append(factory, key)
		}
	}
	args := extract.Field(factoryCall, "arguments")
	for i := 0; len(factory) > 0 && argument(args, i) != nil; i++ {
		arg := unwrap(argument(args, i))
		if arg == nil {
			continue
		}
		handed := k.handed(f, arg)
		if len(handed) == 0 {
			continue
		}
		also := make([]string, len(factory))
		for j, key := range factory {
			also[j] = key + k.suffix(i)
		}
		var members []string
		if k.unpacked != nil {
			members = f.unpackedMembersOf(callee, i)
		}
		for _, keys := range handed {
			if len(keys) > 0 {
				*into = append(*into, wrappedTool{keys: keys, also: also, members: members, tool: toolLabel(r, f), name: extract.Content(arg, f.Src), at: r.call, via: factoryCall})
			}
		}
	}
}

// registration returns the registration of the function of key as the tool (of no kind: what
// it throws is the factory's to answer), holding only when the factory has its marker
// (Summary.Via).
func (t wrappedTool) registration(key string) extract.Summary {
	return extract.Summary{Key: key, Name: t.name, Line: line(t.at), Column: column(t.at), Tool: t.tool, Registration: true, Via: t.also}
}

// forward returns the marker (a key of the function, suffixed) that forwards SoftFailure to the
// factory's from the factory's call.
func (t wrappedTool) forward(marker string) extract.Summary {
	return extract.Summary{Key: marker, Name: "the tool " + t.tool, Line: line(t.via), Column: column(t.via),
		Forward: []extract.Forward{{Facts: extract.SoftFailure, Keys: t.also, Line: line(t.via), Column: column(t.via)}}}
}

// wrappedReturns calls each with every return of a value (unwrapped) of the file's exported
// functions (by their declaration, or by name in an export list: `export { sendHandler }`), and of the functions written in its exported tables (tableEntryFunctions,
// dispatchjson.go), that it does not register and whose body is a block that holds a hint, with
// where it stands and the function's key.
func (f *file) wrappedReturns(each func(stmt, v *sitter.Node, w where, key string)) {
	fns := f.keyedFunctions()
	seen := map[uintptr]bool{}
	listed := f.clauseExportedNames()
	for _, fn := range append(fns[:len(fns):len(fns)], f.tableEntryFunctions()...) {
		if f.regByFn[fn.ID()] != nil || !f.isExported(fn) && !f.listedFunction(fn, listed) || seen[fn.ID()] {
			continue
		}
		seen[fn.ID()] = true
		body := functionBody(fn)
		key := f.keyOf(fn)
		if body == nil || key == "" || extract.Type(body) != "statement_block" || !f.hintIn(extract.StartByte(body), extract.EndByte(body)) {
			continue
		}
		w := where{fn: fn, name: f.displayName(fn), direct: true}
		for _, stmt := range f.returnStatements(fn) {
			if v := unwrap(extract.NamedChild(stmt, 0)); v != nil {
				each(stmt, v, w, key)
			}
		}
	}
}

// wrappedFailureMessage is the message of a pending softerror at a handler's return of a
// failure (why) that the wrapper it is registered through makes, as made (made), the text of a
// success.
func wrappedFailureMessage(name, why, made string) string {
	return fmt.Sprintf("%s, a tool's handler, reports a failure as a successful result (%s) without isError: the wrapper it is registered through makes %s the text of a success (see related), and the client and the model take it for success; throw the failure, or have the wrapper set isError",
		name, why, made)
}
