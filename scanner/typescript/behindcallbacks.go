package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	sitter "github.com/smacker/go-tree-sitter"
)

// What a service's catch-all rethrow passes on from the calls its try makes through a callback
// or with type arguments:
//
//	async listInvoices(q: string) {
//		try {
//			const page = await this.queue.add(() => this.api.query<Page>(q)); // a request queue
//			const more = await this.api.query<Page>(next);                      // `(await this.api.query)<Page>(next)`
//			...
//		} catch (error) {
//			logger.error("failed", error);
//			throw error;
//		}
//	}
//
// A finding that names the rethrow names, behind it, the throws of the functions its try calls
// (Forward.Behind, forwardBehind). The calls of a function written in the try without a key of
// its own (a callback handed to a queue, a retry helper or a runner) leave from the function
// (fromKey) and pass on what they throw to it: they are the try's calls too, unless a try of
// the callback's own answers them (behindCalls). And the grammar reads an awaited call with type
// arguments as a call of the await (`(await this.api.query)<Page>(q)`): its callee is the
// awaited expression, as qCalls captures it (calledExpr).

// calledExpr returns the expression a call calls: its function, or the awaited expression when
// the grammar reads `await f<T>(x)` as `(await f)<T>(x)`.
func calledExpr(call *sitter.Node) *sitter.Node {
	fn := extract.Field(call, "function")
	if extract.Type(fn) == "await_expression" && extract.Field(call, "type_arguments") != nil {
		if inner := extract.NamedChild(fn, 0); inner != nil {
			switch extract.Type(inner) {
			case "identifier", "member_expression":
				return inner
			}
		}
	}
	return fn
}

// behindCalls calls visit with each call that the body of try (a try statement of fn) makes as
// fn's own, whose innermost try up to fn is try: in the body itself, or in a function written
// there that has no key of its own (its calls leave from fn).
func (f *file) behindCalls(try, fn *sitter.Node, visit func(*sitter.Node)) {
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if extract.Type(n) == "call_expression" && same(f.innermostTryThrough(n, fn), try) {
			visit(n)
		}
		for _, c := range f.named(n) {
			if f.parents.isFunction(c) && f.keyOf(c) != "" {
				continue // a function with a key of its own: its calls are its own
			}
			walk(c)
		}
	}
	walk(extract.Field(try, "body"))
}

// innermostTryThrough is innermostTry through the functions written within fn: the try with a
// catch whose body holds n most closely, up to fn, or nil.
func (f *file) innermostTryThrough(n, fn *sitter.Node) *sitter.Node {
	child := n
	for p := f.parent(n); p != nil && !same(p, fn); p = f.parent(p) {
		if extract.Type(p) == "try_statement" && extract.Field(p, "handler") != nil {
			if b := extract.Field(p, "body"); b != nil && same(b, child) {
				return p
			}
		}
		child = p
	}
	return nil
}
