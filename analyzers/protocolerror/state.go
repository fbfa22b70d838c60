package protocolerror

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// stateFact marks a function that does no I/O and looks nothing up in a map: its results depend
// only on its receiver, its arguments, the values its context carries and the process
// environment, not on the world outside nor on a table of data that tool calls may fill.
// It is exported on the exported functions and methods of the module for which that holds (the
// unexported ones are known inside their package, and only there can they be called), and on
// the third-party functions the catalogue (catalog.go) lists for the version the module uses.
//
// Checks says that the function's error result can be nil: it checks something, and is no
// error constructor (errors.New, or a function that always returns a new error), whose error
// is made by its caller's decision.
type stateFact struct{ Checks bool }

func (*stateFact) AFact() {}

func (f *stateFact) String() string {
	if f.Checks {
		return "pure(checks)"
	}
	return "pure"
}

// errorConstructors are the standard library's pure functions whose error is never nil, or
// passes an error on: the error they give is made by their caller's decision.
var errorConstructors = map[string]map[string]bool{
	"errors":  {"New": true, "Join": true, "Unwrap": true},
	"fmt":     {"Errorf": true},
	"context": {"Cause": true},
}

// canSucceed reports whether the error result of a pure function can be nil (see
// stateFact.Checks): a function of this package with a return of a nil error, or of the
// results of a function that can succeed; a function with a stateFact that says so; a pure
// function of the standard library other than an error constructor; an interface method all
// of whose implementations can.
func (c *checker) canSucceed(fn *types.Func) bool {
	if !returnsError(fn) || fn.Pkg() == nil {
		return false
	}
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil && types.IsInterface(recv.Type()) {
		impls := c.implementations(fn)
		for _, m := range impls {
			if !c.canSucceed(m) {
				return false
			}
		}
		return len(impls) > 0
	}
	if path := fn.Pkg().Path(); mcpsdk.IsStd(path) {
		return !errorConstructors[path][fn.Name()]
	}
	if fn.Pkg() != c.pass.Pkg {
		var f stateFact
		return c.pass.ImportObjectFact(fn, &f) && f.Checks
	}
	if v, ok := c.checks[fn]; ok {
		return v
	}
	c.checks[fn] = false // a function met again while it is judged has no nil return yet
	fd := c.info.Decl(fn)
	if fd == nil {
		return false
	}
	ok := false
	walk.OwnReturns(fd.Body, func(ret *ast.ReturnStmt) {
		if ok || len(ret.Results) == 0 {
			return
		}
		last := ret.Results[len(ret.Results)-1]
		if isNil(c.pass.TypesInfo, last) {
			ok = true
		} else if call, isCall := ast.Unparen(last).(*ast.CallExpr); isCall && len(ret.Results) == 1 {
			if g := calleeOrigin(c.pass.TypesInfo, call); g != nil && g != fn {
				ok = c.canSucceed(g)
			}
		}
	})
	c.checks[fn] = ok
	return ok
}

// pureStdPackages are standard library packages none of whose functions or methods reads a file,
// the network, the clock or any other state outside the process.
var pureStdPackages = map[string]bool{
	"errors": true, "strings": true, "strconv": true, "bytes": true, "unicode": true, "unicode/utf8": true,
	"unicode/utf16": true, "sort": true, "slices": true, "maps": true, "math": true, "net/url": true, "path": true,
	"regexp": true, "cmp": true,
}

// pureStdFuncs are the functions (Name) and methods (Type.Name) of other standard library
// packages that do no I/O: formatting into strings, context values, the process environment
// (the server's own configuration), building an HTTP request without sending it.
var pureStdFuncs = map[string]map[string]bool{
	"fmt":           {"Sprintf": true, "Sprint": true, "Sprintln": true, "Errorf": true},
	"context":       {"Background": true, "TODO": true, "WithValue": true, "WithCancel": true, "WithCancelCause": true, "Cause": true, "WithoutCancel": true},
	"os":            {"Getenv": true, "LookupEnv": true},
	"net/http":      {"NewRequest": true, "NewRequestWithContext": true, "StatusText": true, "CanonicalHeaderKey": true, "Header.Get": true, "Header.Set": true, "Header.Add": true, "Header.Del": true, "Header.Values": true, "Header.Clone": true},
	"encoding/json": {"Marshal": true, "MarshalIndent": true},
	"time":          {"ParseDuration": true, "Duration.String": true, "Duration.Seconds": true, "Duration.Milliseconds": true},
}

// pureContextMethods are the methods of context.Context that read the context itself.
var pureContextMethods = map[string]bool{"Value": true, "Err": true, "Deadline": true}

// noIOFuncs computes which functions of the package do no I/O (a greatest fixed point, as for
// errorFacts: mutually recursive functions that call nothing else keep it) and exports a
// stateFact on the exported ones.
func (c *checker) noIOFuncs() {
	c.noIO, c.implCache, c.checks = map[*types.Func]bool{}, map[*types.Func][]*types.Func{}, map[*types.Func]bool{}
	fns := c.info.Funcs()
	for _, fn := range fns {
		c.noIO[fn] = true
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range fns {
			if c.noIO[fn] && !c.bodyDoesNoIO(c.info.Decl(fn)) {
				c.noIO[fn] = false
				changed = true
			}
		}
	}
	for _, fn := range fns {
		if c.noIO[fn] && fn.Exported() {
			c.pass.ExportObjectFact(fn, &stateFact{Checks: c.canSucceed(fn)})
		}
	}
}

// bodyDoesNoIO reports whether a declaration's body (with the literals in it) calls only
// functions that do no I/O, neither starts goroutines nor uses channels, and looks nothing up in
// a map (a table of data, which tool calls may change).
func (c *checker) bodyDoesNoIO(fd *ast.FuncDecl) bool {
	if fd == nil || fd.Body == nil {
		return false
	}
	ok := true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *ast.GoStmt, *ast.SendStmt, *ast.SelectStmt:
			ok = false
		case *ast.UnaryExpr:
			ok = x.Op != token.ARROW
		case *ast.RangeStmt:
			ok = !isTable(c.pass.TypesInfo.TypeOf(x.X))
		case *ast.IndexExpr:
			_, isMap := c.pass.TypesInfo.TypeOf(x.X).Underlying().(*types.Map)
			ok = !isMap
		case *ast.CallExpr:
			ok = c.callDoesNoIO(x)
		}
		return ok
	})
	return ok
}

// isTable reports whether ranging over a value of type t reads a channel or a map: a map is a
// table of data (users by id) that tools may fill, whose lookups fail on what is not in it.
func isTable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Chan, *types.Map:
		return true
	}
	return false
}

// callDoesNoIO reports whether a call does no I/O: a conversion, a builtin, or a call of a
// function that does none (callIsNoIO). A call of a function value is not known.
func (c *checker) callDoesNoIO(call *ast.CallExpr) bool {
	info := c.pass.TypesInfo
	if tv, ok := info.Types[call.Fun]; ok && (tv.IsType() || tv.IsBuiltin()) {
		return true
	}
	fn := mcpsdk.Callee(info, call)
	return fn != nil && c.callIsNoIO(call, fn)
}

// doesNoIO reports whether fn does no I/O: by this package's fixed point, by a stateFact, by the
// lists of the standard library, or, for a method of an interface declared in the module, when
// every implementation the package can see does none.
func (c *checker) doesNoIO(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return fn.Name() == "Error" // the error interface's method
	}
	if fn.Pkg() == c.pass.Pkg {
		if no, ok := c.noIO[fn]; ok {
			return no
		}
	}
	sig := fn.Type().(*types.Signature)
	if recv := sig.Recv(); recv != nil && types.IsInterface(recv.Type()) {
		if mcpsdk.IsContext(recv.Type()) {
			return pureContextMethods[fn.Name()]
		}
		return c.implsDoNoIO(fn)
	}
	path := fn.Pkg().Path()
	if mcpsdk.IsStd(path) {
		return pureStdPackages[path] || pureStdFuncs[path][mcpsdk.FuncName(fn)]
	}
	var f stateFact
	return c.pass.ImportObjectFact(fn, &f)
}

// implsDoNoIO reports whether the method fn of an interface declared in the module does no I/O
// in every implementation (implementations); an interface with none in sight is not known.
func (c *checker) implsDoNoIO(fn *types.Func) bool {
	impls := c.implementations(fn)
	for _, m := range impls {
		if !c.doesNoIO(m) {
			return false
		}
	}
	return len(impls) > 0
}

// implementations returns the methods that implement the method fn of an interface declared in
// the module: those of the named types of this package and of the module's packages it imports
// (directly or not) that implement the interface, computed once. Another package of the module
// could hold one more, handed in from where this package cannot see.
func (c *checker) implementations(fn *types.Func) []*types.Func {
	if impls, ok := c.implCache[fn]; ok {
		return impls
	}
	c.implCache[fn] = nil
	iface, ok := fn.Type().(*types.Signature).Recv().Type().Underlying().(*types.Interface)
	if !ok || !mcpsdk.InModule(c.pass, fn.Pkg()) {
		return nil
	}
	var impls []*types.Func
	for _, pkg := range c.modulePackages() {
		scope := pkg.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
				continue
			}
			if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() > 0 {
				continue
			}
			var t types.Type = tn.Type()
			if !types.Implements(t, iface) {
				t = types.NewPointer(t)
				if !types.Implements(t, iface) {
					continue
				}
			}
			obj, _, _ := types.LookupFieldOrMethod(t, true, fn.Pkg(), fn.Name())
			m, ok := obj.(*types.Func)
			if !ok || types.IsInterface(m.Type().(*types.Signature).Recv().Type()) {
				return nil // not known: a method promoted from an embedded interface is any implementation's
			}
			impls = append(impls, m.Origin())
		}
	}
	c.implCache[fn] = impls
	return impls
}

// modulePackages returns this package and the packages of the module it imports, directly or
// not, computed once.
func (c *checker) modulePackages() []*types.Package {
	if c.modPkgs != nil {
		return c.modPkgs
	}
	seen := map[*types.Package]bool{}
	var walk func(*types.Package)
	walk = func(p *types.Package) {
		if seen[p] || !mcpsdk.InModule(c.pass, p) {
			return
		}
		seen[p] = true
		c.modPkgs = append(c.modPkgs, p)
		for _, imp := range p.Imports() {
			walk(imp)
		}
	}
	walk(c.pass.Pkg)
	return c.modPkgs
}

// isServerStateCall reports whether the error of call depends only on the server's own state:
// the call does no I/O (callIsNoIO), its error can be nil (canSucceed: an error constructor's
// error is made by its caller's decision), the contexts it is given are the server's
// (isServerContext), and what else it is given (its receiver and its arguments) is constant or
// the server's (isServerStateExpr). Such an error is a server fault (a
// context value the server's own middleware sets, the configuration it was started with, a
// client built from them, a name the server built at registration), for which the MCP
// specification allows a JSON-RPC error, and nothing the model sends can change it. A getter
// given the tool's arguments, or doing I/O, is not one.
func (c *checker) isServerStateCall(call *ast.CallExpr) bool {
	info := c.pass.TypesInfo
	fn := mcpsdk.Callee(info, call)
	if fn == nil || !c.callIsNoIO(call, fn) || !c.canSucceed(fn.Origin()) {
		return false
	}
	for _, a := range call.Args {
		if mcpsdk.IsContext(info.TypeOf(a)) {
			if !c.isServerContext(a) {
				return false
			}
		} else if !c.isServerStateExpr(a) {
			return false
		}
	}
	if fn.Type().(*types.Signature).Recv() == nil {
		return true
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	return ok && c.isServerStateExpr(sel.X)
}

// isServerContext reports whether a context given to a call in a function declaration is the
// server's: a parameter the declaration does not change of a handler (what the SDK and the
// server's middleware hand it) or of a helper every call of which gives it such a context
// (passedState), or a context made of such contexts and of the server's state (isContextOf).
func (c *checker) isServerContext(e ast.Expr) bool {
	fd, ok := mcpsdk.DeclAt(c.pass, e.Pos()).(*ast.FuncDecl)
	return ok && fd.Body != nil && c.isContextOf(fd.Body, e, map[*types.Var]bool{})
}

// isContextOf reports whether the context e of body is made only of contexts that are the
// server's and values of its state (isStateValue): every value body gives its variable is
// (ctx, cancel := context.WithTimeout(ctx, s.timeout)), a call given only such contexts and
// values. A context the handler filled with the tool's arguments
// (context.WithValue(ctx, userKey{}, req.GetString("user", ""))) is the call's.
func (c *checker) isContextOf(body *ast.BlockStmt, e ast.Expr, seen map[*types.Var]bool) bool {
	info := c.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok {
			return false
		}
		if seen[v] {
			return true // a cycle (ctx = f(ctx)) adds nothing judged elsewhere
		}
		seen[v] = true
		if n := c.paramOwner(x, v); n != nil && !c.isHandlerNode(n) {
			fd, ok := n.(*ast.FuncDecl)
			if !ok || !c.passedState(fd, v, c.isServerContext) {
				return false // a helper's context is what its callers give it
			}
		}
		for _, a := range c.localAssigns(body)[v] {
			if a.value == nil || !c.isContextOf(body, a.value, seen) {
				return false
			}
		}
		return true
	case *ast.CallExpr:
		if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && info.Selections[sel] != nil &&
			!c.isStateValue(body, sel.X, map[*types.Var]bool{}) {
			return false
		}
		for _, a := range x.Args {
			if mcpsdk.IsContext(info.TypeOf(a)) {
				if !c.isContextOf(body, a, seen) {
					return false
				}
			} else if !c.isStateValue(body, a, map[*types.Var]bool{}) {
				return false
			}
		}
		return true
	}
	return false
}

// isServerStateExpr reports whether an expression given to a call (x, x.f.g, *x) is constant or
// the server's own state (every variable and field on the way set only at start-up:
// isSetAtStart): a package-level variable (or a field of one), the receiver of the
// handler method it is used in, a parameter of an enclosing function whose type is an interface
// declared in the module (a dependency container the server hands its handlers), or a
// parameter of the declaration that builds the handler literal it is used in (what the
// constructor was given at registration). A local variable, which a handler may build from the
// tool's arguments, is none of these, nor is the receiver or a parameter of a helper, which
// its caller may build so.
func (c *checker) isServerStateExpr(x ast.Expr) bool {
	info := c.pass.TypesInfo
	if tv, ok := info.Types[x]; ok && (tv.Value != nil || tv.IsNil()) {
		return true
	}
	for {
		switch e := ast.Unparen(x).(type) {
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(e.X).(*ast.Ident); ok {
				if _, ok := info.Uses[id].(*types.PkgName); ok {
					v, ok := info.Uses[e.Sel].(*types.Var)
					return ok && v.Parent() == v.Pkg().Scope() && c.isSetAtStart(v)
				}
			}
			s := info.Selections[e]
			if s == nil || s.Kind() != types.FieldVal || !c.isSetAtStart(s.Obj().(*types.Var)) {
				return false
			}
			x = e.X
			continue
		case *ast.StarExpr:
			x = e.X
			continue
		case *ast.Ident:
			v, ok := info.Uses[e].(*types.Var)
			if !ok {
				return false
			}
			if v.Pkg() != nil && v.Parent() == v.Pkg().Scope() {
				return c.isSetAtStart(v)
			}
			return c.isServerStateParam(e, v)
		}
		return false
	}
}

// isServerStateParam reports whether v, used at id, is the receiver of the handler method
// holding id, a parameter with an interface type of the module of the handler holding id or of
// a helper every call of which gives it the server's state (passedState), or a parameter of the
// declaration that builds the handler literal holding id.
func (c *checker) isServerStateParam(id *ast.Ident, v *types.Var) bool {
	path := c.pathTo(id)
	info := c.pass.TypesInfo
	inHandler := false
	for _, n := range path {
		var ft *ast.FuncType
		var recv *ast.FieldList
		switch f := n.(type) {
		case *ast.FuncLit:
			ft = f.Type
		case *ast.FuncDecl:
			ft, recv = f.Type, f.Recv
		default:
			continue
		}
		if recv != nil && declares(info, recv, v) {
			return c.isHandlerNode(n)
		}
		if declares(info, ft.Params, v) {
			fd, decl := n.(*ast.FuncDecl)
			if decl && inHandler {
				return true
			}
			if t, ok := types.Unalias(v.Type()).(*types.Named); ok && types.IsInterface(t) && mcpsdk.InModule(c.pass, t.Obj().Pkg()) {
				return c.isHandlerNode(n) || (decl && c.passedState(fd, v, c.isServerStateExpr))
			}
			return false
		}
		inHandler = inHandler || c.isHandlerNode(n)
	}
	return false
}

// isHandlerNode reports whether a function declaration or literal is a tool handler, or a value
// the module's adapters make one (mcpsdk's Info.Adapted).
func (c *checker) isHandlerNode(n ast.Node) bool {
	if c.info.HandlerOf(n) != nil {
		return true
	}
	for _, ad := range c.info.Adapted {
		if (ad.Lit != nil && ast.Node(ad.Lit) == n) || (ad.Decl != nil && ast.Node(ad.Decl) == n) {
			return true
		}
	}
	return false
}

// declares reports whether a field list declares v.
func declares(info *types.Info, fl *ast.FieldList, v *types.Var) bool {
	if fl == nil {
		return false
	}
	for _, f := range fl.List {
		for _, name := range f.Names {
			if info.Defs[name] == v {
				return true
			}
		}
	}
	return false
}
