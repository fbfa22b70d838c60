package protocolerror

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// errorFact records, on a function of the analyzed module that returns a tool result and an error
// (the results a handler can forward with `return helper(...)`), whether
// that error is always benign: every return gives nil, a cancellation or a *jsonrpc.Error, or forwards the results
// of a call of a function with a benign error. Where names the first return that is not, so a
// handler forwarding the function's results can be reported with it.
type errorFact struct {
	Benign bool
	Where  string
}

func (*errorFact) AFact() {}

func (f *errorFact) String() string {
	if f.Benign {
		return "benignError"
	}
	return "mayReturnError(" + f.Where + ")"
}

// errorFacts computes the errorFacts of the package's functions and exports them.
//
// It is a greatest fixed point: all candidates start benign and lose it when one of their returns
// is not, so mutually recursive functions whose only other returns are nil stay benign (any
// error they return came from a return that is nil). A named error result is judged
// conservatively: a bare return, or a defer that could assign it, makes it not benign.
func (c *checker) errorFacts() {
	var fns []*types.Func
	for _, fn := range c.info.Funcs() {
		if returnsResult(fn) {
			fns = append(fns, fn)
			c.benign[fn] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range fns {
			if !c.benign[fn] {
				continue
			}
			if w := c.firstHarmfulReturn(c.info.Decl(fn)); w != "" {
				c.benign[fn] = false
				c.harmAt[fn] = w
				changed = true
			}
		}
	}
	for _, fn := range fns {
		c.pass.ExportObjectFact(fn, &errorFact{Benign: c.benign[fn], Where: c.harmAt[fn]})
	}
}

// returnsResult reports whether fn returns (*CallToolResult, error) of either SDK.
func returnsResult(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	return res.Len() == 2 && mcpsdk.IsResult(res.At(0).Type()) && isErrorType(res.At(1).Type())
}

func isErrorType(t types.Type) bool {
	return types.Identical(types.Unalias(t), types.Universe.Lookup("error").Type())
}

// firstHarmfulReturn returns where fd can return a non-nil error that is not a cancellation, or "".
func (c *checker) firstHarmfulReturn(fd *ast.FuncDecl) string {
	res := fd.Type.Results.List
	last := res[len(res)-1]
	named := len(last.Names) > 0 && last.Names[len(last.Names)-1].Name != "_"
	w := ""
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if w != "" {
			return false
		}
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.DeferStmt:
			if named {
				w = c.where(x) // the deferred call may assign the named error
			}
		case *ast.ReturnStmt:
			if !c.benignReturn(fd.Body, x) {
				w = c.where(x)
			}
		}
		return true
	})
	return w
}

// benignReturn reports whether a return statement gives a nil error, a cancellation or a
// *jsonrpc.Error chosen on purpose: its last value is nil, ctx.Err() (also through a variable
// only assigned from it), a *jsonrpc.Error, or a call of a function with a benign error, or it
// forwards all the results of such a call.
func (c *checker) benignReturn(body *ast.BlockStmt, ret *ast.ReturnStmt) bool {
	switch len(ret.Results) {
	case 0:
		return false // a bare return of named results: not followed
	case 1:
		if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
			if _, tuple := c.pass.TypesInfo.TypeOf(call).(*types.Tuple); tuple {
				return c.benignCall(call)
			}
		}
	}
	last := ret.Results[len(ret.Results)-1]
	if isNil(c.pass.TypesInfo, last) || isCancellation(c.pass.TypesInfo, body, last) ||
		isWireError(c.pass.TypesInfo, last, mcpsdk.GoSDKRaw) {
		return true
	}
	call, ok := ast.Unparen(last).(*ast.CallExpr)
	return ok && c.benignCall(call)
}

// benignCall reports whether the callee of call has a benign error, by this package's fixed point
// or by the fact of another package.
func (c *checker) benignCall(call *ast.CallExpr) bool {
	fn := calleeOrigin(c.pass.TypesInfo, call)
	if fn == nil {
		return false
	}
	if fn.Pkg() == c.pass.Pkg {
		return c.benign[fn]
	}
	var f errorFact
	return c.pass.ImportObjectFact(fn, &f) && f.Benign
}

// harmfulReturnOf says where the callee of a forwarded call can return a non-nil error, when its
// fact says so, or "".
func (c *checker) harmfulReturnOf(fn *types.Func) string {
	if fn.Pkg() == c.pass.Pkg {
		return c.harmAt[fn]
	}
	var f errorFact
	if c.pass.ImportObjectFact(fn, &f) && !f.Benign {
		return f.Where
	}
	return ""
}

// calleeOrigin is mcpsdk.Callee with generic instances mapped to their origin, which carries the
// facts.
func calleeOrigin(info *types.Info, call *ast.CallExpr) *types.Func {
	fn := mcpsdk.Callee(info, call)
	if fn == nil {
		return nil
	}
	return fn.Origin()
}

// where renders a node's position as file:line, for messages and facts.
func (c *checker) where(n ast.Node) string {
	p := c.pass.Fset.Position(n.Pos())
	name := p.Filename
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		name = name[i+1:]
	}
	return fmt.Sprintf("%s:%d", name, p.Line)
}
