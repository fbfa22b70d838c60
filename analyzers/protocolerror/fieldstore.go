package protocolerror

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// The values stored in a field with a fieldSink (fieldsink.go) are judged as tool handlers where
// they are written, in whichever package stores them.

// storedValue is one function a value stored in a field can be: a body of this package, or the
// harms of another package's function.
type storedValue struct {
	body  *ast.BlockStmt
	sig   *types.Signature
	name  string
	harms []harm // for a function of another package
	made  string // the factory that returned it, when one did
}

// maxMadeDepth bounds the factories followed into the factories they call.
const maxMadeDepth = 3

// fieldSinksKnown returns the field sinks of this package and of the packages it imports.
func (c *checker) fieldSinksKnown() map[string]*fieldSink {
	out := map[string]*fieldSink{}
	for k, s := range c.sinks {
		out[k] = s
	}
	for k, s := range c.importedSinks() {
		if out[k] == nil {
			out[k] = s
		}
	}
	return out
}

// checkFieldStores reports the harmful returns of the function values this package stores in
// fields with a sink: in composite literals (keyed or not) and by assignment.
func (c *checker) checkFieldStores() {
	sinks := c.fieldSinksKnown()
	if len(sinks) == 0 {
		return
	}
	info := c.pass.TypesInfo
	holders := map[string]bool{}
	for _, s := range sinks {
		if s.Holder != "" {
			holders[s.Holder] = true
		}
	}
	c.handedTo = map[string][]related{}
	type store struct {
		s     *fieldSink
		value ast.Expr
		encl  *types.Func
	}
	var stores []store
	keyOf := func(v *types.Var) *fieldSink {
		if v == nil || !v.IsField() {
			return nil
		}
		if _, ok := v.Type().Underlying().(*types.Signature); !ok {
			return nil
		}
		return sinks[mcpsdk.FieldKey(v)]
	}
	for _, f := range c.pass.Files {
		var encl *types.Func
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FuncDecl:
				encl, _ = info.Defs[x.Name].(*types.Func)
			case *ast.CallExpr:
				// The calls of the function holding the raw handler (`server.RegisterTool(tool)`)
				// bring this package's tools into the server.
				if fn := calleeOrigin(info, x); fn != nil && fn.Pkg() != c.pass.Pkg && holders[holderKey(fn)] {
					k := holderKey(fn)
					if len(c.handedTo[k]) < maxRegistrations {
						c.handedTo[k] = append(c.handedTo[k], related{At: place.Of(c.pass, x),
							Message: fmt.Sprintf("the tools are handed to %s here", mcpsdk.FuncName(fn))})
					}
				}
			case *ast.CompositeLit:
				if _, ok := types.Unalias(info.TypeOf(x)).Underlying().(*types.Struct); !ok {
					return true
				}
				for _, lf := range mcpsdk.LitFields(info, x) {
					if s := keyOf(lf.Field); s != nil {
						stores = append(stores, store{s, lf.Value, encl})
					}
				}
			case *ast.AssignStmt:
				if len(x.Lhs) != len(x.Rhs) {
					return true
				}
				for i, l := range x.Lhs {
					if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
						if s := info.Selections[sel]; s != nil && s.Kind() == types.FieldVal {
							if sk := keyOf(s.Obj().(*types.Var)); sk != nil {
								stores = append(stores, store{sk, x.Rhs[i], encl})
							}
						}
					}
				}
			}
			return true
		})
	}
	for _, st := range stores {
		c.judgeStored(st.s, st.value, st.encl)
	}
}

// judgeStored reports the harmful returns of a value stored in a field with sink s.
func (c *checker) judgeStored(s *fieldSink, value ast.Expr, encl *types.Func) {
	at := place.Of(c.pass, value)
	for _, sv := range c.storedValues(value, encl, 0) {
		store := related{At: at, Message: fmt.Sprintf("stored in %s here", s.Field)}
		if sv.made != "" {
			store.Message = fmt.Sprintf("made by %s and stored in %s here", sv.made, s.Field)
		}
		noResult := sv.sig == nil || !mcpsdk.IsResult(sv.sig.Results().At(0).Type())
		mk := func(at place.Place, what string, rel []related) problem {
			r := append(append(append(append([]related(nil), rel...), store), s.Via...), c.handedTo[s.Holder]...)
			return problem{At: at, Text: fmt.Sprintf("tool handler %s %s", sv.name, what), Kind: s.Kind, Version: s.Version,
				Via: s.Field, Adapter: s.Adapter, Related: r, NoResult: noResult}
		}
		if sv.body == nil {
			for _, h := range sv.harms {
				c.report(mk(h.At, h.What, h.Related), nil, nil, "")
			}
			continue
		}
		if c.checked[sv.body] {
			continue // judged as a handler or an adapted value already
		}
		c.harmfulReturns(sv.body, s.Kind, func(ret *ast.ReturnStmt, vd verdict) {
			if !guard.Suppressed(c.pass, ret.Pos()) {
				c.report(mk(place.Of(c.pass, ret), vd.What, vd.Related), ret, sv.sig, sv.name)
			}
		})
	}
}

// storedValues returns the functions a stored value can be: a literal, a function or method of
// the module, or the closures a factory of the module returns (followed through factories it
// returns the result of, up to maxMadeDepth).
func (c *checker) storedValues(value ast.Expr, encl *types.Func, depth int) []storedValue {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(value).(type) {
	case *ast.FuncLit:
		sig, _ := info.TypeOf(x).(*types.Signature)
		name := "func literal"
		if encl != nil {
			name += " in " + encl.Name()
		}
		return c.keepHandlerLike([]storedValue{{body: x.Body, sig: sig, name: name}})
	case *ast.Ident, *ast.SelectorExpr:
		var fn *types.Func
		if sel, ok := x.(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil {
				if s.Kind() != types.MethodVal {
					return nil
				}
				fn, _ = s.Obj().(*types.Func)
			} else {
				fn, _ = info.Uses[sel.Sel].(*types.Func)
			}
		} else {
			fn, _ = info.Uses[x.(*ast.Ident)].(*types.Func)
		}
		if fn == nil || !mcpsdk.InModule(c.pass, fn.Pkg()) {
			return nil
		}
		fn = fn.Origin()
		sig := fn.Type().(*types.Signature)
		if fn.Pkg() == c.pass.Pkg {
			if fd := c.info.Decl(fn); fd != nil && fd.Body != nil {
				return c.keepHandlerLike([]storedValue{{body: fd.Body, sig: sig, name: fn.Name()}})
			}
			return nil
		}
		if f := c.errorFactOf(fn); f != nil && !f.Benign {
			return c.keepHandlerLike([]storedValue{{sig: sig, name: fn.Name(), harms: f.Harms}})
		}
	case *ast.CallExpr:
		fn := calleeOrigin(info, x)
		if fn == nil || !mcpsdk.InModule(c.pass, fn.Pkg()) || depth >= maxMadeDepth {
			return nil
		}
		if fn.Pkg() != c.pass.Pkg {
			var f madeFact
			if c.pass.ImportObjectFact(fn, &f) {
				sig, _ := fn.Type().(*types.Signature).Results().At(0).Type().Underlying().(*types.Signature)
				return []storedValue{{sig: sig, name: "func literal in " + fn.Name(), harms: f.Harms, made: fn.Name()}}
			}
			return nil
		}
		var out []storedValue
		for _, sv := range c.madeValues(fn, depth) {
			if sv.made == "" {
				sv.made = fn.Name()
			}
			out = append(out, sv)
		}
		return out
	}
	return nil
}

// madeValues returns the functions a function of this package returns as its only result.
func (c *checker) madeValues(fn *types.Func, depth int) []storedValue {
	fd := c.info.Decl(fn)
	if fd == nil || fd.Body == nil || fn.Type().(*types.Signature).Results().Len() != 1 {
		return nil
	}
	var out []storedValue
	walk.OwnReturns(fd.Body, func(ret *ast.ReturnStmt) {
		if len(ret.Results) == 1 {
			out = append(out, c.storedValues(ret.Results[0], fn, depth+1)...)
		}
	})
	return out
}

// keepHandlerLike keeps the values whose last result is an error and that are no tool handlers
// of their own (those are judged as handlers).
func (c *checker) keepHandlerLike(vs []storedValue) []storedValue {
	out := vs[:0]
	for _, v := range vs {
		if v.sig == nil || v.sig.Results().Len() == 0 || !isErrorType(v.sig.Results().At(v.sig.Results().Len()-1).Type()) ||
			mcpsdk.KindOf(v.sig) != mcpsdk.NotHandler {
			continue
		}
		out = append(out, v)
	}
	return out
}

// exportMade exports the madeFacts of the package's factories: functions whose only result is a
// function value returning an error, no tool handler of its own, and whose returned closures can
// give an error.
func (c *checker) exportMade() {
	for _, fn := range c.info.Funcs() {
		res := fn.Type().(*types.Signature).Results()
		if res.Len() != 1 {
			continue
		}
		sig, ok := res.At(0).Type().Underlying().(*types.Signature)
		if !ok || sig.Results().Len() == 0 || !isErrorType(sig.Results().At(sig.Results().Len()-1).Type()) ||
			mcpsdk.KindOf(sig) != mcpsdk.NotHandler {
			continue
		}
		var hs []harm
		for _, sv := range c.madeValues(fn, 0) {
			if sv.body == nil {
				hs = append(hs, sv.harms...)
				continue
			}
			walk.OwnReturns(sv.body, func(ret *ast.ReturnStmt) {
				if vd := c.judge(sv.body, ret, mcpsdk.GoSDKRaw); vd.What != "" && !vd.Unknown && !guard.Suppressed(c.pass, ret.Pos()) && len(hs) < maxHarms {
					hs = append(hs, harm{At: place.Of(c.pass, ret), What: vd.What, Related: vd.Related})
				}
			})
		}
		if len(hs) > 0 {
			c.pass.ExportObjectFact(fn, &madeFact{Harms: hs})
		}
	}
}
