package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// summarizeResolves records, for a function that returns `new Promise((resolve) => ...)`, each
// call of resolve with a failure (softValue) as a place of its SoftFailure: what the promise
// resolves to is what the function gives back, as a return would.
//
//	return new Promise((resolve) => {
//	  execFile(cmd, [url], (error) => {
//	    if (error) resolve({ success: false, message: error.message }); // a place
//	    else resolve({ success: true, message: "opened" });
//	  });
//	});
func (f *file) summarizeResolves(sz *summarizer, key string, fn, v *sitter.Node) {
	if text(extract.Field(v, "constructor"), f.Src) != "Promise" {
		return
	}
	exec := unwrap(argument(extract.Field(v, "arguments"), 0))
	for _, call := range f.resolveCalls(exec) {
		arg := unwrap(argument(extract.Field(call, "arguments"), 0))
		if arg == nil || isNullish(arg, f.Src) {
			continue
		}
		if why := f.softValue(call, arg, fn, true); why.ok() {
			sz.place(sz.get(key, fn), extract.SoftFailure, call, fmt.Sprintf("%s resolves %s", f.displayName(fn), why.text))
		}
	}
}

// resolveCalls returns the calls of a Promise executor's resolve parameter in its body and the
// callbacks it sets up, not in a function that declares a parameter of the same name.
func (f *file) resolveCalls(exec *sitter.Node) []*sitter.Node {
	if exec == nil || !f.parents.isFunction(exec) {
		return nil
	}
	name := parameterAt(exec, 0, f.Src)
	if name == "" {
		return nil
	}
	var out []*sitter.Node
	var visit func(n *sitter.Node)
	visit = func(n *sitter.Node) {
		if extract.Type(n) == "call_expression" {
			if c := extract.Field(n, "function"); c != nil && extract.Type(c) == "identifier" && extract.Content(c, f.Src) == name {
				out = append(out, n)
			}
		}
		for i := 0; i < int(extract.NamedChildCount(n)); i++ {
			c := extract.NamedChild(n, i)
			if f.parents.isFunction(c) && executorResolveShadowed(c, name, f.Src) {
				continue
			}
			visit(c)
		}
	}
	if body := functionBody(exec); body != nil {
		visit(body)
	}
	return out
}

// executorResolveShadowed reports whether a function declares a parameter named name.
func executorResolveShadowed(fn *sitter.Node, name string, src []byte) bool {
	params := extract.Field(fn, "parameters")
	if params == nil {
		params = extract.Field(fn, "parameter")
	}
	found := false
	if params != nil {
		walkOwn(params, func(n *sitter.Node) {
			if extract.Type(n) == "identifier" && extract.Content(n, src) == name {
				found = true
			}
		})
	}
	return found
}
