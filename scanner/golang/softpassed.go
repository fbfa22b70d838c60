package golang

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// Rule softerror through a module function given an error object. A guard's branch (if
// !allowed, a switch case) often answers with an object that reports the failure, handed to a
// function of the module that writes what it is given into a successful result's text
// (res, err := jsonResult(map[string]any{"error": map[string]any{"message": "Forbidden: ..."}});
// return res, err). The object is judged as one in an error check's failure block is
// (errorMemberIn, checked), and the finding waits, as passedFailure's do, on the callee's
// SuccessText fact; in a result function that is not a handler, on a handler reaching it.

// passedBranchFailures finds, in the handlers and result functions of the file, the returns of
// a branch (not those of an error check, which passedFailures judges) that hand on a module
// function's result built from an error object.
func (fl *file) passedBranchFailures(checked map[uint32]*sitter.Node) []extract.Pending {
	var out []extract.Pending
	for _, fn := range fl.fnNodes {
		handler := fl.isHandler(fn)
		if !handler && !fl.isResultFunc(fn) {
			continue
		}
		for _, ret := range fl.fnReturns(fn) {
			if _, ok := checked[extract.StartByte(ret)]; ok {
				continue
			}
			if guard := branchOf(ret, fn); guard != nil {
				if p, ok := fl.passedFailureIn(fn, ret, nil, guard, handler); ok {
					out = append(out, p)
				}
			}
		}
	}
	return out
}

// forwardedCall returns the call whose result a return of fn hands on as its first value: the
// call itself (return f(x), or return f(x), nil), or, when scope holds it, the call a local of
// fn is defined from, returned with nil or with the call's own error (res, err := f(x); return
// res, err). A local whose isError flag fn sets is none.
func (fl *file) forwardedCall(fn, ret, scope *sitter.Node) *sitter.Node {
	vals := fl.resultVals(ret)
	if len(vals) == 0 {
		return nil
	}
	v := unparen(vals[0])
	if v == nil {
		return nil
	}
	if extract.Type(v) == "call_expression" {
		if restNil(vals) {
			return v
		}
		return nil
	}
	if extract.Type(v) != "identifier" || scope == nil || (!restNil(vals) && !fl.callsOwnError(vals)) {
		return nil
	}
	name := text(v, fl.src)
	d, ok := fl.resolve(v, name)
	if !ok || d.param || d.expr == nil || d.index != 0 || !sameNode(d.fn, fn) || fl.flagsLocal(fn, name) {
		return nil
	}
	call := unparen(d.expr)
	if call == nil || extract.Type(call) != "call_expression" ||
		extract.StartByte(call) < extract.StartByte(scope) || extract.EndByte(call) > extract.EndByte(scope) {
		return nil
	}
	return call
}

// callsOwnError reports whether a return's two values are the two a call assigned (res, err :=
// f(x); return res, err): the result is the call's, dropped only when the call drops it.
func (fl *file) callsOwnError(vals []*sitter.Node) bool {
	if len(vals) != 2 {
		return false
	}
	var defs [2]def
	for i, v := range vals {
		v = unparen(v)
		if v == nil || extract.Type(v) != "identifier" {
			return false
		}
		d, ok := fl.resolve(v, text(v, fl.src))
		if !ok || d.param || !d.multi || d.index != i || d.expr == nil {
			return false
		}
		defs[i] = d
	}
	return sameNode(defs[0].expr, defs[1].expr) && extract.Type(unparen(defs[0].expr)) == "call_expression"
}

// enclosingIf returns the if statement whose condition holds n; nil when none does.
func enclosingIf(n *sitter.Node) *sitter.Node {
	for p := n; p != nil; p = p.Parent() {
		switch extract.Type(p) {
		case "if_statement":
			return p
		case "block", "func_literal", "function_declaration", "method_declaration":
			return nil
		}
	}
	return nil
}
