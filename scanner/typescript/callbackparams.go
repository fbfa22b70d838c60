package typescript

import (
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Callback parameters typed by the callee's signature.
//
//	async function withOdooClient<T>(op: string, handler: (client: OdooClient) => Promise<T>) {
//	  try { return await handler(getClient()); } catch (e) { throw new Error(`[${op}] ${e.message}`); }
//	}
//	server.registerTool("update", {...}, async (a) => withOdooClient("update", client => client.update(a)));
//
// A parameter of an arrow function or function expression written as an argument of a call has,
// when it has no annotation of its own, the type the callee declares for it: the callee's
// parameter at that argument is annotated with a function type whose parameter at the same
// position names a class (`handler: (client: OdooClient) => ...`), and `client.update()` is
// keyed as it is in `(client: OdooClient) => client.update(a)` (classOfVariableIn).
//
// The callee is a function of the file (calledFunction: a name bound to one, or `this.m` of a
// sole method), or one a relative module exports under its name. For the latter the calling
// file cannot read the signature: it keys a call on the callback's first parameter
// "<module>#<callee>(i).<m>" (handedParamKeys, storedentries.go; i the callback's place among
// the arguments), and the callee's file says, as prefix aliases, that "<its key>(i)." names the
// methods of the class or type its signature names there (callbackAliases). A type the callee
// binds itself (`<C>(fn: (c: C) => R)`, a type parameter whose argument the call fixes) names
// no class: nothing is taken.

// passedParamType returns the type name the callee of the call that fn is an argument of
// declares for fn's unannotated parameter p, or nil.
func (f *file) passedParamType(fn, p *sitter.Node) *sitter.Node {
	call, i, j := f.passedSlot(fn, p)
	if call == nil {
		return nil
	}
	g := f.calledFunction(unwrap(extract.Field(call, "function")))
	if g == nil || same(g, fn) {
		return nil
	}
	return f.signatureParamType(g, i, j)
}

// passedSlot returns the call that fn is written as an argument of, fn's place i among its
// arguments and p's place j among fn's parameters, when p has no annotation; nil otherwise.
func (f *file) passedSlot(fn, p *sitter.Node) (call *sitter.Node, i, j int) {
	if fn == nil || p == nil || extract.Field(p, "type") != nil {
		return nil, 0, 0
	}
	switch extract.Type(fn) {
	case "arrow_function", "function_expression", "function":
	default:
		return nil, 0, 0
	}
	j = callbackParamIndex(fn, p)
	args := f.parent(fn)
	if j < 0 || args == nil || extract.Type(args) != "arguments" {
		return nil, 0, 0
	}
	call = f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil, 0, 0
	}
	return call, argumentIndex(args, fn), j
}

// signatureParamType returns the type name g's parameter i declares for parameter j of the
// function it takes there (`handler: (client: X) => R`, i the handler's place, j the client's),
// or nil, as for a type parameter of g.
func (f *file) signatureParamType(g *sitter.Node, i, j int) *sitter.Node {
	q := nthParam(signatureFunctionType(nthParam(g, i)), j)
	if q == nil {
		return nil
	}
	t := typeName(extract.Field(q, "type"))
	if t == nil || extract.Type(t) != "type_identifier" || bindsTypeParameter(g, extract.Content(t, f.Src), f.Src) {
		return nil
	}
	return t
}

// callbackParamIndex returns the position of parameter p among fn's parameters (0 for the
// bare parameter of `x => ...`), or -1 for a rest parameter or one fn does not have.
func callbackParamIndex(fn, p *sitter.Node) int {
	if b := extract.Field(fn, "parameter"); b != nil {
		if same(b, p) {
			return 0
		}
		return -1
	}
	return namedIndex(extract.Field(fn, "parameters"), p)
}

// nthParam returns the i-th parameter (comments aside) of a function or function type, or nil;
// nil for a rest parameter, which takes what is left of the arguments.
func nthParam(fn *sitter.Node, i int) *sitter.Node {
	if c := paramNode(fn, i); c != nil && !hasChildType(c, "rest_pattern") {
		return c
	}
	return nil
}

// paramNode returns the i-th parameter (comments aside) of a function or function type, a rest
// parameter too, or nil; nil for the bare parameter of `x => ...`, which has no list.
func paramNode(fn *sitter.Node, i int) *sitter.Node {
	if fn == nil {
		return nil
	}
	return nthNamed(extract.Field(fn, "parameters"), i)
}

// signatureFunctionType returns the function type a parameter is annotated with, past
// parentheses and an optional one's `| undefined`: `handler: (client: X) => Promise<T>`; nil
// for any other annotation.
func signatureFunctionType(p *sitter.Node) *sitter.Node {
	if p == nil {
		return nil
	}
	t := extract.Field(p, "type")
	for i := 0; t != nil && i < 4; i++ {
		switch extract.Type(t) {
		case "function_type":
			return t
		case "type_annotation", "parenthesized_type":
			if extract.NamedChildCount(t) != 1 {
				return nil
			}
			t = extract.NamedChild(t, 0)
		case "union_type":
			// `((c: X) => R) | undefined`: the one function type of the union
			var only *sitter.Node
			for j := 0; j < int(extract.NamedChildCount(t)); j++ {
				c := extract.NamedChild(t, j)
				if extract.Type(c) == "function_type" || extract.Type(c) == "parenthesized_type" {
					if only != nil {
						return nil
					}
					only = c
				}
			}
			t = only
		default:
			return nil
		}
	}
	return nil
}

// bindsTypeParameter reports whether a function declares a type parameter of that name
// (`function run<C>(fn: (c: C) => R)`): the call's argument fixes it, not the signature.
func bindsTypeParameter(fn *sitter.Node, name string, src []byte) bool {
	tps := extract.Field(fn, "type_parameters")
	for i := 0; tps != nil && i < int(extract.NamedChildCount(tps)); i++ {
		if tp := extract.NamedChild(tps, i); text(extract.Field(tp, "name"), src) == name {
			return true
		}
	}
	return false
}

// paramClass returns the class name node of fn's parameter p: its annotation's, or for an
// unannotated one the type the callee it is handed to declares for it (passedParamType).
func (f *file) paramClass(fn, p *sitter.Node) *sitter.Node {
	if t := typeName(extract.Field(p, "type")); t != nil {
		return t
	}
	return f.passedParamType(fn, p)
}

// callbackAliases returns, for each keyed function of the file with a parameter i annotated
// with a function type whose first parameter names a class, interface or type of the root,
// "<key>(i)." -> that type's method prefixes (memberTypePrefixes): what another module's
// callback handed there calls on its own first parameter (handedParamKeys) is that type's
// method, unless the file summarizes the key itself (handedParamCalls).
func (f *file) callbackAliases() []extract.Alias {
	if !f.srcHas("=>") {
		return nil
	}
	var out []extract.Alias
	for _, g := range f.keyedFunctions() {
		k := f.keyOf(g)
		if k == "" || !strings.Contains(k, "#") {
			continue
		}
		for i := 0; ; i++ {
			p := nthParam(g, i)
			if p == nil {
				break
			}
			t := f.signatureParamType(g, i, 0)
			if t == nil {
				continue
			}
			for _, to := range f.memberTypePrefixes(extract.Content(t, f.Src)) {
				out = append(out, extract.Alias{From: k + handedPrefix(i), To: to, Prefix: true})
			}
		}
	}
	return out
}

// handedPrefix returns the part of a handed parameter's key that follows its function's name or
// key: "(i).", i the place the function takes the callback at (handedParamKeys).
func handedPrefix(i int) string { return "(" + strconv.Itoa(i) + ")." }
