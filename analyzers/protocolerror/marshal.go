package protocolerror

import (
	"go/ast"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// callIsNoIO reports whether a call of fn does no I/O: fn does none (doesNoIO) and, for
// encoding/json's Marshal and MarshalIndent, which run the MarshalJSON and MarshalText methods
// of what they are given, every argument's type marshals without I/O (marshalsWithoutIO).
func (c *checker) callIsNoIO(call *ast.CallExpr, fn *types.Func) bool {
	if !c.doesNoIO(fn.Origin()) {
		return false
	}
	if fn.Pkg() == nil || fn.Pkg().Path() != "encoding/json" {
		return true
	}
	for _, a := range call.Args {
		if t := c.pass.TypesInfo.TypeOf(a); t == nil || !c.marshalsWithoutIO(t, map[types.Type]bool{}) {
			return false
		}
	}
	return true
}

// marshalsWithoutIO reports whether encoding a value of type t runs only marshalling methods
// that do no I/O: its own MarshalJSON or MarshalText, or those of its elements and fields. An
// interface may hold a value of any type, and is not known.
func (c *checker) marshalsWithoutIO(t types.Type, seen map[types.Type]bool) bool {
	if seen[t] {
		return true
	}
	seen[t] = true
	for _, name := range []string{"MarshalJSON", "MarshalText"} {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name); obj != nil {
			m, ok := obj.(*types.Func)
			return ok && m.Pkg() != nil && (mcpsdk.IsStd(m.Pkg().Path()) || c.doesNoIO(m.Origin())) // the standard library's (time.Time's) do none
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return c.marshalsWithoutIO(u.Elem(), seen)
	case *types.Slice:
		return c.marshalsWithoutIO(u.Elem(), seen)
	case *types.Array:
		return c.marshalsWithoutIO(u.Elem(), seen)
	case *types.Map:
		return c.marshalsWithoutIO(u.Key(), seen) && c.marshalsWithoutIO(u.Elem(), seen)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !c.marshalsWithoutIO(u.Field(i).Type(), seen) {
				return false
			}
		}
		return true
	case *types.Interface:
		return false
	}
	return true
}
