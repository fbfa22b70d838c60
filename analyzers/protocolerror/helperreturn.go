package protocolerror

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"golang.org/x/tools/go/analysis"
)

// A result helper of the module (a function whose results are a tool result and an error, as
// `MCPToolResponse(resp, codes, err)` or `client.HandleMCPResult(&out)`) that tool handlers return
// as is (`return helper(...)`) makes each of them send the helper's error as a JSON-RPC error. The
// fix goes in the helper, once: answer with an isError result and a nil error there. So when
// every reference to the helper in the packages of the module known here (this package and the
// ones it imports, by their helperUseFacts) is such a return of a tool handler, the problems of
// those returns are reported as one, at the helper's first return that gives an error, naming
// its other such returns, each handler's return and the handler's registrations.
//
// The helper's error result may also be a concrete error type (`func Err(msg string, err error)
// (*mcp.CallToolResult, *errors.ErrToolHandler)`): the handler's `return Err(...)` turns it into a
// non-nil error on every path, a nil pointer too, so each of the helper's returns sends a JSON-RPC
// error (concreteHarm), and the fix there also declares the result an error.
//
// A helper that only hands on an error it is given (`return nil, err`, or the result it built
// and that error) is judged the same: when handlers do nothing but return its results, it is the
// one place where the error can become an isError result for all of them.
//
// A helper used in any other way (a caller that checks its error, `_, err := helper(...)`; a
// function that is no handler returning it; a function value) keeps one finding per handler:
// changing the helper to hide its error would hide the failure from those callers too, so there
// each handler is where the fix goes. References in _test.go files are not counted, nor are
// packages that the reporting package does not import.

// through says that a problem's return hands on all the results of a result helper of the
// module whose error can be non-nil.
type through struct {
	Key     string      // the helper's full name (types.Func.FullName of its origin)
	Name    string      // the helper's name
	Handler string      // the handler that returns it
	At      place.Place // the helper's first return that gives an error
	What    string      // what that return does ("returns an error")
	More    []related   // the helper's other such returns, and where the first one's error comes from
	Skip    int         // the leading entries of the problem's Related that name the helper's returns
	// Concrete is the helper's error result type when it is a concrete error type
	// ("*errors.ErrToolHandler"), whose nil is no nil error in a handler's return; "" for error.
	Concrete string
}

// helperUseFact lists, by full name, the result helpers of the module that a package refers to
// otherwise than as the return of one of its tool handlers.
type helperUseFact struct{ Other []string }

func (*helperUseFact) AFact() {}

func (f *helperUseFact) String() string { return "helperUses(" + strings.Join(f.Other, ", ") + ")" }

// held is a problem whose report waits until the end of the pass, when it is known whether it
// joins the one finding of its helper.
type held struct {
	p     problem
	ret   *ast.ReturnStmt
	sig   *types.Signature
	label string
	more  []related
}

// isResultHelper reports whether fn returns exactly a tool result of an SDK and an error (or a
// concrete error type, concreteError) and is no handler itself (a handler that returns another's
// results delegates: delegate.go).
func isResultHelper(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	res := sig.Results()
	return res.Len() == 2 && mcpsdk.IsResult(res.At(0).Type()) &&
		(isErrorType(res.At(1).Type()) || concreteError(fn) != nil) && mcpsdk.KindOf(sig) == mcpsdk.NotHandler
}

// concreteError returns fn's last result when it is a concrete (non-interface) type that
// implements error, such as *ErrToolHandler, or nil.
func concreteError(fn *types.Func) types.Type {
	res := fn.Type().(*types.Signature).Results()
	if res.Len() == 0 {
		return nil
	}
	t := res.At(res.Len() - 1).Type()
	if types.IsInterface(t) || !implementsError(t) {
		return nil
	}
	return t
}

// throughOf describes the result helper fn that a handler's return passes on whole, or returns
// nil when fn is none or its error is benign. skip is the number of related places the return's
// verdict names behind it.
func (c *checker) throughOf(fn *types.Func, handler string, skip int) *through {
	if fn == nil || !mcpsdk.InModule(c.pass, fn.Pkg()) || !isResultHelper(fn) {
		return nil
	}
	f := c.errorFactOf(fn)
	if f == nil || f.Benign || len(f.Harms) == 0 {
		return nil
	}
	t := &through{Key: fn.FullName(), Name: fn.Name(), Handler: handler, At: f.Harms[0].At, What: f.Harms[0].What, Skip: skip}
	if e := concreteError(fn); e != nil {
		t.Concrete = typeName(e, fn.Pkg())
	}
	for _, h := range f.Harms[1:] {
		t.More = append(t.More, related{At: h.At, Message: fmt.Sprintf("%s %s here too", fn.Name(), h.What)})
	}
	t.More = append(t.More, f.Harms[0].Related...)
	return t
}

// helperUses returns the full names of the module's result helpers whose error can be non-nil
// that this package refers to otherwise than as `return helper(...)` in a tool handler's own
// body (or as a function value handed to an adapter or stored in a handler field, which is
// judged as a handler), outside test files; computed once.
func (c *checker) helperUses() map[string]bool {
	if c.otherUses != nil {
		return c.otherUses
	}
	returned := map[*ast.Ident]bool{}
	mark := func(body *ast.BlockStmt) {
		walk.OwnReturns(body, func(ret *ast.ReturnStmt) {
			if len(ret.Results) != 1 {
				return
			}
			call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
			if !ok {
				return
			}
			switch f := ast.Unparen(call.Fun).(type) {
			case *ast.Ident:
				returned[f] = true
			case *ast.SelectorExpr:
				returned[f.Sel] = true
			}
		})
	}
	for _, h := range c.info.Handlers {
		mark(h.Body)
	}
	value := func(n ast.Node) {
		switch x := n.(type) {
		case *ast.Ident:
			returned[x] = true
		case *ast.SelectorExpr:
			returned[x.Sel] = true
		}
	}
	for _, ad := range c.info.Adapted {
		if ad.Body != nil {
			mark(ad.Body)
		}
		value(ad.At) // a function handed to an adapter is a handler of its own, judged as one
	}
	for _, st := range c.info.Stores {
		value(st.At)
	}
	c.otherUses = map[string]bool{}
	for id, obj := range c.pass.TypesInfo.Uses {
		fn, ok := obj.(*types.Func)
		if !ok || returned[id] {
			continue
		}
		fn = fn.Origin()
		if !mcpsdk.InModule(c.pass, fn.Pkg()) || !isResultHelper(fn) || c.otherUses[fn.FullName()] {
			continue
		}
		if f := c.pass.Fset.File(id.Pos()); f != nil && strings.HasSuffix(f.Name(), "_test.go") {
			continue
		}
		if f := c.errorFactOf(fn); f == nil || f.Benign {
			continue
		}
		c.otherUses[fn.FullName()] = true
	}
	return c.otherUses
}

// exportHelperUses leaves this package's other uses of result helpers, and those of the packages
// it imports, directly or not, to its importers: go vet hands a package the package facts of its
// direct imports only.
func (c *checker) exportHelperUses() {
	c.usedOtherwise("")
	uses := map[string]bool{}
	for k := range c.helperUses() {
		uses[k] = true
	}
	for k := range c.importedUses {
		uses[k] = true
	}
	if len(uses) == 0 {
		return
	}
	f := &helperUseFact{}
	for k := range uses {
		f.Other = append(f.Other, k)
	}
	sort.Strings(f.Other)
	c.pass.ExportPackageFact(f)
}

// usedOtherwise reports whether a result helper is used otherwise than as tool handlers' returns
// in this package or in a package of the module it imports.
func (c *checker) usedOtherwise(key string) bool {
	if key != "" && c.helperUses()[key] {
		return true
	}
	if c.importedUses == nil {
		c.importedUses = map[string]bool{}
		for _, pf := range c.pass.AllPackageFacts() {
			if f, ok := pf.Fact.(*helperUseFact); ok && pf.Package != c.pass.Pkg {
				for _, k := range f.Other {
					c.importedUses[k] = true
				}
			}
		}
	}
	return c.importedUses[key]
}

// reportHeld reports the problems held back by report: the returns of each result helper used
// only as tool handlers' returns as one finding at the helper, the others one by one.
func (c *checker) reportHeld() {
	type group struct {
		key string
		hs  []held
	}
	var groups []*group
	byKey := map[string]*group{}
	for _, h := range c.held {
		k := h.p.Through.Key + "\x00" + strings.Join([]string{h.p.Version, fmt.Sprint(h.p.Kind)}, "\x00")
		g := byKey[k]
		if g == nil {
			g = &group{key: h.p.Through.Key}
			byKey[k] = g
			groups = append(groups, g)
		}
		g.hs = append(g.hs, h)
	}
	for _, g := range groups {
		if c.usedOtherwise(g.key) {
			for _, h := range g.hs {
				c.emit(h.p, h.ret, h.sig, h.label, h.more...)
			}
			continue
		}
		c.emitGroup(g.hs)
	}
}

// emitGroup reports the returns of tool handlers that pass on one result helper's results as one
// finding at the helper's first return that gives an error.
func (c *checker) emitGroup(hs []held) {
	sort.SliceStable(hs, func(i, j int) bool { return placeLess(hs[i].p.At, hs[j].p.At) })
	t, p := hs[0].p.Through, hs[0].p
	var rel []related
	seen := map[string]bool{}
	add := func(r related) {
		k := r.At.String() + "\x00" + r.Message
		if r.At == t.At || seen[k] {
			return
		}
		seen[k] = true
		rel = append(rel, r)
	}
	for _, r := range t.More {
		add(r)
	}
	for _, h := range hs {
		add(related{At: h.p.At, Message: fmt.Sprintf("tool handler %s returns its results here, the error unchanged", h.p.Through.Handler)})
		skip := min(h.p.Through.Skip, len(h.p.Related))
		for _, r := range h.p.Related[skip:] {
			add(r)
		}
		for _, r := range h.more {
			add(r)
		}
	}
	v := mcpsdk.ParseVersion(p.Version)
	fix := advice(v, p.Kind) + " here, once for all of them"
	if t.Concrete != "" {
		fix += fmt.Sprintf(", with the error result declared as error (a nil %s is a non-nil error once a handler returns it)", t.Concrete)
	}
	d := analysis.Diagnostic{Message: fmt.Sprintf("%s %s, and every tool handler that calls it returns its results unchanged, which %s; %s",
		t.Name, t.What, wire(v, p.Kind), fix)}
	d.Pos, d.End = c.res.Span(t.At)
	for _, r := range rel {
		d.Related = append(d.Related, c.res.Related(r.At, r.Message))
	}
	c.pass.Report(d)
}

// placeLess orders places by file, line and column.
func placeLess(a, b place.Place) bool {
	if a.Rel != b.Rel {
		return a.Rel < b.Rel
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}
