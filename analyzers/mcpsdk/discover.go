package mcpsdk

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
)

// discoverHandlers finds every function declaration and literal whose signature is a handler's.
// Registrations in other packages cannot be seen here, so the signature is the evidence; but an
// unexported function or method that nothing in its package refers to is dead code, not a
// handler (see unreferenced).
func discoverHandlers(pass *analysis.Pass, ins *inspector.Inspector, in *Info) {
	var dead func(*types.Func) bool
	ins.Preorder([]ast.Node{(*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)}, func(n ast.Node) {
		switch f := n.(type) {
		case *ast.FuncDecl:
			fn, _ := pass.TypesInfo.Defs[f.Name].(*types.Func)
			if fn == nil || f.Body == nil {
				return
			}
			if k := in.KindOf(fn.Type().(*types.Signature)); k != NotHandler {
				if dead == nil {
					dead = unreferenced(pass)
				}
				if dead(fn) {
					return
				}
				in.Handlers = append(in.Handlers, &Handler{Node: f, Body: f.Body, Func: fn, Name: fn.Name(), Kind: k})
			}
		case *ast.FuncLit:
			sig, _ := pass.TypesInfo.TypeOf(f).(*types.Signature)
			if k := in.KindOf(sig); k != NotHandler {
				in.Handlers = append(in.Handlers, &Handler{Node: f, Body: f.Body, Name: "func literal", Kind: k})
			}
		}
	})
}

// unreferenced returns a test of whether a declared function is dead code as a handler: it is
// unexported (an exported one may be registered by another package), nothing in the package
// uses it (pass.TypesInfo.Uses and Selections, its own body included), no interface type of the
// package or of the SDK packages it imports has a method of its name (a call through the
// interface would not name it), and no //go:linkname directive names it. A package with type
// errors keeps every handler: its uses may be missing.
func unreferenced(pass *analysis.Pass) func(*types.Func) bool {
	if len(pass.TypeErrors) > 0 {
		return func(*types.Func) bool { return false }
	}
	used := map[*types.Func]bool{}
	for _, obj := range pass.TypesInfo.Uses {
		if fn, ok := obj.(*types.Func); ok {
			used[fn.Origin()] = true
		}
	}
	for _, sel := range pass.TypesInfo.Selections {
		if fn, ok := sel.Obj().(*types.Func); ok {
			used[fn.Origin()] = true
		}
	}
	ifaceMethods := map[string]bool{}
	addIface := func(t types.Type) {
		if it, ok := t.Underlying().(*types.Interface); ok {
			for i := 0; i < it.NumMethods(); i++ {
				ifaceMethods[it.Method(i).Name()] = true
			}
		}
	}
	for _, tv := range pass.TypesInfo.Types {
		if tv.Type != nil {
			addIface(tv.Type)
		}
	}
	for _, obj := range pass.TypesInfo.Defs {
		if tn, ok := obj.(*types.TypeName); ok {
			addIface(tn.Type())
		}
	}
	for _, imp := range pass.Pkg.Imports() {
		if !isSDKPath(imp.Path()) {
			continue
		}
		for _, name := range imp.Scope().Names() {
			if tn, ok := imp.Scope().Lookup(name).(*types.TypeName); ok {
				addIface(tn.Type())
			}
		}
	}
	linknamed := map[string]bool{}
	for _, f := range pass.Files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if rest, ok := strings.CutPrefix(c.Text, "//go:linkname "); ok {
					if fields := strings.Fields(rest); len(fields) > 0 {
						linknamed[fields[0]] = true
					}
				}
			}
		}
	}
	return func(fn *types.Func) bool {
		fn = fn.Origin()
		return !fn.Exported() && !used[fn] && !ifaceMethods[fn.Name()] && !linknamed[fn.Name()]
	}
}

// discoverRegistrations finds the calls that hand handlers to an SDK and unwraps the handler
// expression through wrapper calls.
func discoverRegistrations(pass *analysis.Pass, ins *inspector.Inspector, in *Info) {
	for cur := range ins.Root().Preorder((*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)) {
		// The function declaration around the node, looked up for a registration only.
		encl := func() *types.Func {
			for fd := range cur.Enclosing((*ast.FuncDecl)(nil)) {
				fn, _ := pass.TypesInfo.Defs[fd.Node().(*ast.FuncDecl).Name].(*types.Func)
				return fn
			}
			return nil
		}
		switch x := cur.Node().(type) {
		case *ast.CallExpr:
			fn := Callee(pass.TypesInfo, x)
			if fn == nil || fn.Pkg() == nil {
				continue
			}
			arg := -1
			switch fn.Pkg().Path() {
			case MCPGoServer:
				switch fn.Name() {
				case "AddTool":
					arg = 1
				case "AddSessionTool":
					arg = 2
				}
			case GoSDKMCP:
				if fn.Name() == "AddTool" {
					arg = 1 // method (*Server).AddTool(t, h)
					if fn.Type().(*types.Signature).Recv() == nil {
						arg = 2 // generic mcp.AddTool(s, t, h)
					}
				}
				if fn.Name() == "NewServerTool" {
					arg = 2 // v0.1.0's mcp.NewServerTool(name, description, h, opts...), put on a server by AddTools
				}
			}
			if arg >= 0 && arg < len(x.Args) {
				in.Registrations = append(in.Registrations, in.newRegistration(pass, x, x, x.Args[arg], encl()))
			}
		case *ast.CompositeLit:
			if !isNamed(pass.TypesInfo.TypeOf(x), MCPGoServer, "ServerTool", false) {
				continue
			}
			for _, e := range x.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Handler" {
						in.Registrations = append(in.Registrations, in.newRegistration(pass, nil, kv, kv.Value, encl()))
					}
				}
			}
		}
	}
}

// newRegistration unwraps a handler expression: wrapper calls (SDK or user) are peeled off, and
// what remains is resolved to a named function, a method value or a literal.
func (in *Info) newRegistration(pass *analysis.Pass, call *ast.CallExpr, at ast.Node, expr ast.Expr, encl *types.Func) *Registration {
	r := &Registration{Call: call, At: at, Expr: expr, Encl: encl}
	e := ast.Unparen(expr)
	for depth := 0; depth < 8; depth++ {
		c, ok := e.(*ast.CallExpr)
		if !ok {
			break
		}
		w := Callee(pass.TypesInfo, c)
		inner := FirstFuncArg(pass.TypesInfo, c)
		if w == nil || inner == nil {
			break
		}
		r.Wrappers = append(r.Wrappers, w)
		e = ast.Unparen(inner)
	}
	if c, ok := e.(*ast.CallExpr); ok {
		// A function of this package that builds the handler: `s.AddTool(t, toRaw(def))`.
		if lit := in.ReturnedLit(Callee(pass.TypesInfo, c)); lit != nil {
			e = lit
		}
	}
	switch x := e.(type) {
	case *ast.FuncLit:
		r.Lit = x
	case *ast.Ident, *ast.SelectorExpr:
		r.Func = funcValue(pass.TypesInfo, x)
	}
	if sig, ok := pass.TypesInfo.TypeOf(e).(*types.Signature); ok {
		r.Kind = in.KindOf(sig)
	}
	return r
}

// ReturnedLit returns the func literal a function of this package returns, when its body ends
// in `return func(...) {...}`: a handler built by a function.
func (in *Info) ReturnedLit(fn *types.Func) *ast.FuncLit {
	if fn == nil {
		return nil
	}
	fd := in.decls[fn.Origin()]
	if fd == nil || len(fd.Body.List) == 0 {
		return nil
	}
	ret, ok := fd.Body.List[len(fd.Body.List)-1].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	lit, _ := ast.Unparen(ret.Results[0]).(*ast.FuncLit)
	return lit
}

// FirstFuncArg returns the first argument of a call whose type is a function, or nil.
func FirstFuncArg(info *types.Info, c *ast.CallExpr) ast.Expr {
	for _, a := range c.Args {
		if _, ok := types.Unalias(info.TypeOf(a)).Underlying().(*types.Signature); ok {
			return a
		}
	}
	return nil
}

// discoverServer looks at how the package builds its servers: constructors, recovery options and
// middlewares.
func discoverServer(pass *analysis.Pass, ins *inspector.Inspector, in *Info) {
	ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		fn := Callee(pass.TypesInfo, call)
		var ctor ServerCtorFact
		switch {
		case isServerCtor(fn):
			in.CreatesServer = true
		case fn != nil && fn.Pkg() != nil && fn.Pkg() != pass.Pkg && pass.ImportObjectFact(fn.Origin(), &ctor):
			// s := server.New(): a constructor of another package of the module builds the
			// server here, with the recovery its package installs (ServerCtorFact).
			in.CreatesServer = true
			if ctor.Recovered {
				in.Recovered = true
				in.RecoveryOutcome = "protocol-error"
			}
		case IsSDKFunc(fn, MCPGoServer, "WithRecovery"):
			// Anywhere in the package: in NewMCPServer's arguments or an options slice.
			in.Recovered = true
			in.RecoveryOutcome = "protocol-error"
		case IsSDKFunc(fn, MCPGoServer, "WithToolHandlerMiddleware"), IsSDKFunc(fn, MCPGoServer, "Use"),
			IsSDKFunc(fn, GoSDKMCP, "AddReceivingMiddleware"):
			toolMW := fn.Pkg().Path() == MCPGoServer && !call.Ellipsis.IsValid()
			for _, a := range call.Args {
				if in.exprRecovers(pass, a) {
					in.Recovered = true
				}
				conv := in.exprConverts(pass, a)
				if conv {
					in.Converts = true
				}
				if toolMW {
					in.Middlewares = append(in.Middlewares, &Middleware{Call: call, Expr: a, Converts: conv})
				}
			}
		}
	})
}

// ServerCtorFact marks a function that returns a server it builds with the SDK's constructor
// (`func New() *server.MCPServer { s := server.NewMCPServer(...); return s }`): the package that
// calls it builds the server (Info.CreatesServer) and decides on the panics of the handlers
// registered on it; Recovered says whether the constructor's package installs a recovery.
type ServerCtorFact struct{ Recovered bool }

// AFact marks ServerCtorFact as a fact.
func (*ServerCtorFact) AFact() {}

func (f *ServerCtorFact) String() string { return fmt.Sprintf("serverctor(recovered=%v)", f.Recovered) }

// exportServerCtors exports a ServerCtorFact on each function of the package that calls the
// SDK's server constructor and returns an SDK server.
func exportServerCtors(pass *analysis.Pass, in *Info) {
	if !in.CreatesServer {
		return
	}
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Type.Results == nil {
				continue
			}
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil || !returnsServer(fn) {
				continue
			}
			builds := false
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					f := Callee(pass.TypesInfo, c)
					builds = builds || isServerCtor(f)
				}
				return !builds
			})
			if builds {
				pass.ExportObjectFact(fn, &ServerCtorFact{Recovered: in.Recovered})
			}
		}
	}
}

// returnsServer reports whether one of a function's results is a pointer to an SDK server, or
// to a struct of the server's own that holds one in a field (`type Server struct{ Server
// *mcp.Server; tracer trace.Tracer }`, as an instrumenting wrapper module builds).
func returnsServer(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	for i := 0; i < res.Len(); i++ {
		p, ok := types.Unalias(res.At(i).Type()).(*types.Pointer)
		if !ok {
			continue
		}
		if isServerType(p.Elem()) {
			return true
		}
		if st, ok := p.Elem().Underlying().(*types.Struct); ok {
			for j := 0; j < st.NumFields(); j++ {
				if fp, ok := types.Unalias(st.Field(j).Type()).(*types.Pointer); ok && isServerType(fp.Elem()) {
					return true
				}
			}
		}
	}
	return false
}

// isServerCtor reports whether fn is the SDK's server constructor (mcp-go's NewMCPServer,
// go-sdk's NewServer).
func isServerCtor(fn *types.Func) bool {
	return IsSDKFunc(fn, MCPGoServer, "NewMCPServer") || IsSDKFunc(fn, GoSDKMCP, "NewServer")
}

// isServerType reports whether t is the SDK's server type (mcp-go's MCPServer, go-sdk's Server).
func isServerType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	path, name := n.Obj().Pkg().Path(), n.Obj().Name()
	return path == MCPGoServer && name == "MCPServer" || path == GoSDKMCP && name == "Server"
}

// exprRecovers reports whether a middleware or wrapper expression recovers the panics of what
// it wraps: a literal that does (see recoversFor), a function of this package that does, or one
// with a RecoversFact, also when the expression is a call of such a constructor.
func (in *Info) exprRecovers(pass *analysis.Pass, e ast.Expr) bool {
	known := func(fn *types.Func) bool {
		return in.Recovers[fn.Origin()] || pass.ImportObjectFact(fn, new(RecoversFact))
	}
	return in.exprHas(pass, e, func(n ast.Node) bool {
		b, ok := n.(*ast.BlockStmt)
		return ok && recoversFor(pass.TypesInfo, b, known)
	}, known)
}

// exprConverts is exprRecovers for middlewares that build isError results and never pass the
// wrapped handler's error on.
func (in *Info) exprConverts(pass *analysis.Pass, e ast.Expr) bool {
	return in.exprHas(pass, e, func(n ast.Node) bool {
		return BuildsErrorResult(pass.TypesInfo, n) && !ForwardsCallError(pass.TypesInfo, n)
	},
		func(fn *types.Func) bool { return in.ConvertsFuncs[fn.Origin()] })
}

func (in *Info) exprHas(pass *analysis.Pass, e ast.Expr, body func(ast.Node) bool, fact func(*types.Func) bool) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return body(x.Body)
	case *ast.CallExpr:
		if fn := Callee(pass.TypesInfo, x); fn != nil && fact(fn) {
			return true
		}
		for _, a := range x.Args {
			if in.exprHas(pass, a, body, fact) {
				return true
			}
		}
	case *ast.Ident, *ast.SelectorExpr:
		var fn *types.Func
		if id, ok := x.(*ast.Ident); ok {
			fn, _ = pass.TypesInfo.Uses[id].(*types.Func)
		} else {
			fn, _ = pass.TypesInfo.Uses[x.(*ast.SelectorExpr).Sel].(*types.Func)
		}
		return fn != nil && fact(fn)
	}
	return false
}

// WrapperRecovers reports whether a wrapper function around a handler recovers panics.
func (in *Info) WrapperRecovers(fn *types.Func) bool {
	return fn != nil && in.Recovers[fn.Origin()]
}

// HasDeferredRecover reports whether body, among its own statements, defers a call that
// recovers: recover itself, a literal that calls recover, or a function that recovers
// (WrapperRecovers: defer recoverPanic(&err)).
func (in *Info) HasDeferredRecover(info *types.Info, body *ast.BlockStmt) bool {
	for _, st := range body.List {
		d, ok := st.(*ast.DeferStmt)
		if !ok {
			continue
		}
		if isRecoverCall(info, d.Call) {
			return true
		}
		if lit, ok := ast.Unparen(d.Call.Fun).(*ast.FuncLit); ok && callsRecover(info, lit.Body) {
			return true
		}
		if in.WrapperRecovers(Callee(info, d.Call)) {
			return true
		}
	}
	return false
}
