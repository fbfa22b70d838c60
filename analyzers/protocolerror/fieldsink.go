package protocolerror

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"
	"strconv"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// A raw handler often reaches a tool's function through methods of the module's own server type:
// `res, err := s.ExecuteTool(ctx, name, args); if err != nil { return nil, err }`, where
// ExecuteTool looks the tool up in a map of tool structs and ends in `return tool.Handler(ctx,
// args)`. Each function value stored in that Handler field is then a tool handler of the raw
// handler's kind, and each of its returns that gives an error is a failure the client receives as
// a JSON-RPC error, where the fix goes for that tool. mcpsdk follows a field called in a handler
// itself; here the call is followed through the declared functions that return its error
// unchanged (fieldFwdFact on each), the field gets the raw handler's sink (fieldCallFact on the
// package, since the tool structs are often written in packages that import the server's), and
// every package reports the returns of the values it stores in the field: literals, functions
// and method values, and the closures that a function of the module returns (a handler factory,
// `Handler: newListHandler(client)`; madeFact carries them across packages).

// fieldFwd is a function-typed field whose call's error a function returns unchanged.
type fieldFwd struct {
	Key   string    // the field's mcpsdk.FieldKey
	Field string    // the field as written: "Tool.Handler"
	Via   []related // from the return that gives the call's error back, outward
}

// fieldFwdFact marks a function of the module that returns unchanged the error of a call of a
// function-typed field, directly or through the functions it calls.
type fieldFwdFact struct{ Fields []fieldFwd }

func (*fieldFwdFact) AFact() {}

func (f *fieldFwdFact) String() string {
	s := "fieldFwd("
	for i, x := range f.Fields {
		if i > 0 {
			s += " "
		}
		s += x.Field
	}
	return s + ")"
}

// fieldSink is what a tool handler of the package does with the error of a field's value.
type fieldSink struct {
	Field   string
	Kind    mcpsdk.Kind
	Version string
	Adapter string    // the declared function holding the handler
	Holder  string    // that function's package path and name, "" for a literal at package level
	Via     []related // from the field's call to the handler's return and its registrations
}

// fieldCallFact lists, on a package that builds a server, the function-typed fields whose
// values its tool handlers call through its functions, returning their errors unchanged.
// Imported holds those of the packages it imports, directly or not, one per field (the least
// by sinkLess): go vet hands a package the package facts of its direct imports only, and a
// package that stores tools in the fields may see the server's package only through another.
type fieldCallFact struct {
	Sinks    map[string]*fieldSink
	Imported map[string]*fieldSink
}

func (*fieldCallFact) AFact() {}

func (f *fieldCallFact) String() string {
	fields := func(m map[string]*fieldSink) []string {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, m[k].Field)
		}
		sort.Strings(keys)
		return keys
	}
	s := fmt.Sprintf("fieldCalls%v", fields(f.Sinks))
	if len(f.Imported) > 0 {
		s += fmt.Sprintf(" imported%v", fields(f.Imported))
	}
	return s
}

// importedSinks returns the field sinks of the packages this one imports, directly or not, one
// per field, the least by sinkLess, whichever driver hands the facts over.
func (c *checker) importedSinks() map[string]*fieldSink {
	if c.importedSinkMap != nil {
		return c.importedSinkMap
	}
	out := map[string]*fieldSink{}
	add := func(k string, s *fieldSink) {
		if out[k] == nil || sinkLess(s, out[k]) {
			out[k] = s
		}
	}
	for _, pf := range c.pass.AllPackageFacts() {
		if f, ok := pf.Fact.(*fieldCallFact); ok && pf.Package != c.pass.Pkg {
			for k, s := range f.Sinks {
				add(k, s)
			}
			for k, s := range f.Imported {
				add(k, s)
			}
		}
	}
	c.importedSinkMap = out
	return out
}

// sinkLess orders the sinks of one field that packages give: by holder, adapter, version, kind
// and the places of their way.
func sinkLess(a, b *fieldSink) bool {
	if a.Holder != b.Holder {
		return a.Holder < b.Holder
	}
	if a.Adapter != b.Adapter {
		return a.Adapter < b.Adapter
	}
	if a.Version != b.Version {
		return a.Version < b.Version
	}
	if a.Kind != b.Kind {
		return a.Kind < b.Kind
	}
	for i := 0; i < len(a.Via) && i < len(b.Via); i++ {
		if a.Via[i].At != b.Via[i].At {
			return placeLess(a.Via[i].At, b.Via[i].At)
		}
	}
	return len(a.Via) < len(b.Via)
}

// madeFact marks a function of the module that returns closures (a handler factory): the returns
// of those closures that give an error.
type madeFact struct{ Harms []harm }

func (*madeFact) AFact() {}

func (f *madeFact) String() string { return "made(" + strconv.Itoa(len(f.Harms)) + ")" }

// forwardedCall returns the call whose error a return gives back unchanged: `return f(...)`, or
// `x, err := f(...)` reaching `return nil, err`; nil otherwise.
func (c *checker) forwardedCall(body *ast.BlockStmt, ret *ast.ReturnStmt) *ast.CallExpr {
	if len(ret.Results) == 0 {
		return nil
	}
	last := ast.Unparen(ret.Results[len(ret.Results)-1])
	if len(ret.Results) == 1 {
		if call, ok := last.(*ast.CallExpr); ok {
			if _, tuple := c.pass.TypesInfo.TypeOf(call).(*types.Tuple); tuple {
				return call
			}
		}
		return nil
	}
	id, ok := last.(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if v == nil || !isErrorType(v.Type()) {
		return nil
	}
	as := reaching(c.assigns(body)[v], ret.Pos())
	if len(as) != 1 || as[0].call == nil {
		return nil
	}
	return as[0].call
}

// calledField returns the function-typed field a call invokes (`tool.Handler(ctx, args)`).
func (c *checker) calledField(call *ast.CallExpr) (*types.Var, string, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, "", false
	}
	s := c.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil, "", false
	}
	v := s.Obj().(*types.Var)
	if _, ok := v.Type().Underlying().(*types.Signature); !ok {
		return nil, "", false
	}
	return v, mcpsdk.FieldName(s.Recv(), v), true
}

// fieldFwds returns the fields whose call's error a function of the module returns unchanged:
// computed for this package's functions (once, a function met again on the way has none), read
// from the fact of another's.
func (c *checker) fieldFwds(fn *types.Func) []fieldFwd {
	if fn.Pkg() != c.pass.Pkg {
		var f fieldFwdFact
		if c.pass.ImportObjectFact(fn, &f) {
			return f.Fields
		}
		return nil
	}
	if fs, ok := c.fwds[fn]; ok {
		return fs
	}
	c.fwds[fn] = nil
	fd := c.info.Decl(fn)
	if fd == nil || fd.Body == nil || !returnsError(fn) {
		return nil
	}
	var out []fieldFwd
	seen := map[string]bool{}
	walk.OwnReturns(fd.Body, func(ret *ast.ReturnStmt) {
		for _, x := range c.forwardedFields(fd.Body, ret, mcpsdk.FuncName(fn)) {
			if !seen[x.Key] {
				seen[x.Key] = true
				out = append(out, x)
			}
		}
	})
	c.fwds[fn] = out
	return out
}

// forwardedFields returns the fields whose call's error a return of body (of the function named
// who) gives back unchanged, with the return as their last hop.
func (c *checker) forwardedFields(body *ast.BlockStmt, ret *ast.ReturnStmt, who string) []fieldFwd {
	call := c.forwardedCall(body, ret)
	if call == nil {
		return nil
	}
	if v, label, ok := c.calledField(call); ok {
		k := mcpsdk.FieldKey(v)
		if k == "" || !c.inModule(k) {
			return nil
		}
		return []fieldFwd{{Key: k, Field: label, Via: []related{{At: place.Of(c.pass, ret),
			Message: fmt.Sprintf("%s returns the error of %s unchanged here", who, types.ExprString(call.Fun))}}}}
	}
	callee := calleeOrigin(c.pass.TypesInfo, call)
	if callee == nil || !mcpsdk.InModule(c.pass, callee.Pkg()) {
		return nil
	}
	var out []fieldFwd
	for _, x := range c.fieldFwds(callee) {
		via := append(append([]related(nil), x.Via...), related{At: place.Of(c.pass, ret),
			Message: fmt.Sprintf("%s returns the error of %s unchanged here", who, mcpsdk.FuncName(callee))})
		out = append(out, fieldFwd{Key: x.Key, Field: x.Field, Via: via})
	}
	return out
}

// exportFieldFwds exports the fieldFwdFacts of the package's functions that have one.
func (c *checker) exportFieldFwds() {
	for _, fn := range c.info.Funcs() {
		if fs := c.fieldFwds(fn); len(fs) > 0 {
			c.pass.ExportObjectFact(fn, &fieldFwdFact{Fields: fs})
		}
	}
}

// fieldSinks finds the fields whose values this package's judged tool handlers call through its
// functions, returning their errors unchanged (a field a handler calls itself is mcpsdk's).
func (c *checker) fieldSinks() {
	for _, h := range c.info.Handlers {
		if !c.judged(h) {
			continue
		}
		adapter, holder := h.Name, ""
		if h.Func != nil {
			adapter, holder = mcpsdk.FuncName(h.Func), holderKey(h.Func)
		} else if fd, ok := mcpsdk.DeclAt(c.pass, h.Node.Pos()).(*ast.FuncDecl); ok {
			if fn, ok := c.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
				adapter, holder = mcpsdk.FuncName(fn), holderKey(fn)
			}
		}
		var regs []related
		for _, r := range c.info.Registrations {
			if registers(r, h) && len(regs) < maxRegistrations {
				regs = append(regs, related{At: place.Of(c.pass, r.At), Message: "the handler is registered here"})
			}
		}
		walk.OwnReturns(h.Body, func(ret *ast.ReturnStmt) {
			call := c.forwardedCall(h.Body, ret)
			if call == nil {
				return
			}
			if _, _, ok := c.calledField(call); ok {
				return // mcpsdk's FieldSinks
			}
			for _, x := range c.forwardedFields(h.Body, ret, "the tool handler") {
				if c.info.FieldSinks[x.Key] != nil || c.sinks[x.Key] != nil {
					continue
				}
				c.sinks[x.Key] = &fieldSink{Field: x.Field, Kind: h.Kind, Version: c.info.Versions[h.Kind.SDK()].Raw,
					Adapter: adapter, Holder: holder, Via: append(x.Via, regs...)}
			}
		})
	}
}

// exportFieldSinks exports the field sinks that fieldSinks found, with those of the packages
// this one imports.
func (c *checker) exportFieldSinks() {
	if imported := c.importedSinks(); len(c.sinks) > 0 || len(imported) > 0 {
		c.pass.ExportPackageFact(&fieldCallFact{Sinks: c.sinks, Imported: imported})
	}
}

// holderKey names a declared function across packages: its package path and FuncName.
func holderKey(fn *types.Func) string {
	if fn.Pkg() == nil {
		return ""
	}
	return fn.Pkg().Path() + "." + mcpsdk.FuncName(fn)
}
