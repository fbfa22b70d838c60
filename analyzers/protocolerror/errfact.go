package protocolerror

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// errorFact records, on a function of the analyzed module whose last result is an error, whether
// that error is always benign: every return gives nil, a cancellation or a *jsonrpc.Error, or
// passes on the benign error of a call. Otherwise Harms lists the returns that can give a
// non-nil error (the first ones), with what they do and where their error comes from, so that a
// handler passing the error on, or a handler written here and judged elsewhere, names them. A
// result helper whose error result is a concrete error type (isResultHelper) has one too, never
// benign, whose Harms also list its returns of a nil of that type (concreteHarm).
type errorFact struct {
	Benign bool
	Harms  []harm
}

// harm is one return of a function that can give a non-nil error.
type harm struct {
	At      place.Place
	What    string
	Related []related
}

// maxHarms bounds the returns a fact lists.
const maxHarms = 32

func (*errorFact) AFact() {}

func (f *errorFact) String() string {
	if f.Benign {
		return "benignError"
	}
	if len(f.Harms) == 0 {
		return "mayReturnError"
	}
	return "mayReturnError(" + f.Harms[0].At.String() + ")"
}

// errorFacts computes the errorFacts of the package's functions and exports them.
//
// It is a greatest fixed point: all candidates start benign and lose it when one of their returns
// is not, so mutually recursive functions whose only other returns are nil stay benign (any
// error they return came from a return that is nil). A named error result is judged
// conservatively: a bare return, or a defer that could assign it, makes it not benign.
func (c *checker) errorFacts() {
	var fns, concrete []*types.Func
	for _, fn := range c.info.Funcs() {
		switch {
		case returnsError(fn):
			fns = append(fns, fn)
			c.benign[fn] = true
		case isResultHelper(fn):
			// Its error result is a concrete error type: never benign once a handler
			// returns it (concreteHarm), so it stays out of the fixed point.
			concrete = append(concrete, fn)
			c.benign[fn] = false
		}
	}
	c.solving = true // no harms (and no places behind them) until the fixed point is reached
	for changed := true; changed; {
		changed = false
		for _, fn := range fns {
			if c.benign[fn] && !c.allReturnsBenign(c.info.Decl(fn)) {
				c.benign[fn] = false
				changed = true
			}
		}
	}
	c.solving = false
	for _, fn := range fns {
		f := &errorFact{Benign: c.benign[fn]}
		if !f.Benign {
			f.Harms = c.harmsOf(fn)
		}
		c.pass.ExportObjectFact(fn, f)
	}
	for _, fn := range concrete {
		c.pass.ExportObjectFact(fn, &errorFact{Harms: c.harmsOf(fn)})
	}
}

// returnsError reports whether fn's last result is an error.
func returnsError(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	return res.Len() > 0 && isErrorType(res.At(res.Len()-1).Type())
}

func isErrorType(t types.Type) bool {
	return types.Identical(types.Unalias(t), types.Universe.Lookup("error").Type())
}

// namedError reports whether a declaration names its error result.
func namedError(fd *ast.FuncDecl) bool {
	res := fd.Type.Results.List
	last := res[len(res)-1]
	return len(last.Names) > 0 && last.Names[len(last.Names)-1].Name != "_"
}

// allReturnsBenign reports whether every return of fd gives a benign error.
func (c *checker) allReturnsBenign(fd *ast.FuncDecl) bool {
	ok := true
	named := namedError(fd)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.DeferStmt:
			ok = !named // the deferred call may assign the named error
		case *ast.ReturnStmt:
			v := c.judge(fd.Body, x, mcpsdk.GoSDKRaw)
			ok = v.What == "" && !v.Unknown
		}
		return ok
	})
	return ok
}

// harmsOf lists the returns of a function of this package that can give a non-nil error,
// computed once; a function met again while its harms are computed has none yet.
func (c *checker) harmsOf(fn *types.Func) []harm {
	if hs, ok := c.harms[fn]; ok {
		return hs
	}
	c.harms[fn] = nil
	fd := c.info.Decl(fn)
	if fd == nil {
		return nil
	}
	var hs []harm
	named := namedError(fd)
	concrete := concreteError(fn)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if len(hs) == maxHarms {
			return false
		}
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.DeferStmt:
			if named {
				hs = append(hs, harm{At: place.Of(c.pass, x), What: "may set its named error result in a deferred call"})
			}
		case *ast.ReturnStmt:
			v := c.judge(fd.Body, x, mcpsdk.GoSDKRaw)
			switch {
			case v.Unknown:
				hs = append(hs, harm{At: place.Of(c.pass, x), What: "returns its named error result"})
			case v.What != "":
				hs = append(hs, harm{At: place.Of(c.pass, x), What: v.What, Related: v.Related})
			case concrete != nil && len(x.Results) > 0 && isNil(c.pass.TypesInfo, x.Results[len(x.Results)-1]):
				hs = append(hs, harm{At: place.Of(c.pass, x), What: concreteHarm(concrete, fn)})
			}
		}
		return true
	})
	c.harms[fn] = hs
	return hs
}

// concreteHarm says what a return of a nil of a concrete error type does: the handler that
// returns it as its error gets an interface holding a nil pointer, which is not nil.
func concreteHarm(t types.Type, fn *types.Func) string {
	return fmt.Sprintf("returns a nil %s, a non-nil error once a handler returns it", typeName(t, fn.Pkg()))
}

// typeName writes t as the code of package pkg does: other packages by their names.
func typeName(t types.Type, pkg *types.Package) string {
	return types.TypeString(t, func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	})
}

// errorFactOf returns the errorFact of a function of the module, or nil.
func (c *checker) errorFactOf(fn *types.Func) *errorFact {
	if fn.Pkg() == c.pass.Pkg {
		benign, ok := c.benign[fn]
		if !ok {
			return nil
		}
		if benign {
			return &errorFact{Benign: true}
		}
		return &errorFact{Harms: c.harmsOf(fn)}
	}
	var f errorFact
	if c.pass.ImportObjectFact(fn, &f) {
		return &f
	}
	return nil
}

// benignCall reports whether the callee of call has a benign error, by this package's fixed point
// or by the fact of another package; for a call of a function value, whether every function it
// can be has one (dispatch.go); for a call of a method of an interface of the module, whether
// every implementation in sight has one (implementations).
func (c *checker) benignCall(call *ast.CallExpr) bool {
	fn := calleeOrigin(c.pass.TypesInfo, call)
	if fn == nil {
		return c.benignValueCall(call) // a function value: dispatch.go
	}
	return c.benignCallee(fn)
}

// benignCallee reports whether fn has a benign error (see benignCall).
func (c *checker) benignCallee(fn *types.Func) bool {
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil && types.IsInterface(recv.Type()) {
		impls := c.implementations(fn)
		for _, m := range impls {
			if types.IsInterface(m.Type().(*types.Signature).Recv().Type()) || !c.benignCallee(m) {
				return false
			}
		}
		return len(impls) > 0
	}
	if fn.Pkg() == c.pass.Pkg {
		return c.benign[fn]
	}
	var f errorFact
	return c.pass.ImportObjectFact(fn, &f) && f.Benign
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
