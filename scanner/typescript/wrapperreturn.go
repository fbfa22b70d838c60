package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// The wrapper of the file that a registration hands the tool's callback to, when its built
// handler serializes what the callback gives back as a successful result:
//
//	function toolHandler(fn) {
//		return async (args) => {
//			const result = await fn(args);
//			return { content: asJsonContent(result) };
//		};
//	}
//	server.tool("get_things", desc, shape, toolHandler(({ id }) => getThings(id)));
//
// The callback's failures stand where they are (one finding per tool); `related` names the
// wrapper's return, where the result goes out without isError, the place that answers for all
// the tools. Only the plain shape counts: the runner's first statement binds a const to the
// call of the wrapper's parameter, and the statement right after it returns an object with
// content, no isError member, built from that const.

// wrapperReturn returns the return of the runner that the file's wrapper a wrapped
// registration's handler is handed to builds, when that return makes what the handler gives
// back a successful result (see above), or nil.
func (f *file) wrapperReturn(r *registration) *sitter.Node {
	if r == nil || !r.wrapped || r.fn == nil {
		return nil
	}
	args := f.parent(r.fn)
	if args == nil || extract.Type(args) != "arguments" {
		return nil
	}
	call := f.parent(args)
	if call == nil || extract.Type(call) != "call_expression" {
		return nil
	}
	wrapper := f.calledFunction(extract.Field(call, "function"))
	if wrapper == nil {
		return nil
	}
	param := parameterAt(wrapper, argumentIndex(args, r.fn), f.Src)
	runner := f.returnedFunction(wrapper)
	if param == "" || runner == nil {
		return nil
	}
	body := functionBody(runner)
	if body == nil || extract.Type(body) != "statement_block" || extract.NamedChildCount(body) < 2 {
		return nil
	}
	name := f.paramCallConst(extract.NamedChild(body, 0), param)
	if name == "" {
		return nil
	}
	ret := extract.NamedChild(body, 1)
	if extract.Type(ret) != "return_statement" {
		return nil
	}
	obj := unwrap(extract.NamedChild(ret, 0))
	if obj == nil || extract.Type(obj) != "object" {
		return nil
	}
	content := f.memberValue(obj, "content")
	if content == nil || f.memberValue(obj, "isError") != nil || !f.namesIn(content, name) {
		return nil
	}
	return ret
}

// wrapperReturnRelated returns the related place of the wrapper's return (wrapperReturn) for a
// softerror finding of a tool's handler, or nil.
func (f *file) wrapperReturnRelated(r *registration) []finding.Related {
	ret := f.wrapperReturn(r)
	if ret == nil {
		return nil
	}
	name := clip(text(extract.Field(f.parent(f.parent(r.fn)), "function"), f.Src))
	return []finding.Related{f.relatedAt(ret, name+" answers what its callback returns as a successful result without isError, for every tool it wraps")}
}
