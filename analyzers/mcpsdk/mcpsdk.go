package mcpsdk

import (
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer discovers the tool handlers of a package and the SDK behaviour in front of them.
var Analyzer = guard.New(&analysis.Analyzer{
	Name:             "mcpsdk",
	Doc:              "discover MCP tool handlers and the SDK behaviour in front of them (reports nothing)",
	URL:              "https://github.com/mcperr/mcperr/tree/main/analyzers/mcpsdk",
	Requires:         []*analysis.Analyzer{inspect.Analyzer},
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeOf((*Info)(nil)),
	FactTypes:        []analysis.Fact{new(ModuleFact), new(RecoversFact), new(ConvertsFact), new(AdapterFact), new(FieldSinksFact), new(ServerCtorFact)},
})

// ModuleFact records, on each SDK package, the SDK and the module version it was built from.
type ModuleFact struct {
	SDK     SDK
	Version string
}

// AFact marks ModuleFact as a fact.
func (*ModuleFact) AFact() {}

func (f *ModuleFact) String() string { return string(f.SDK) + "@" + f.Version }

// RecoversFact marks a function that recovers panics: one that others defer (it calls recover
// itself), or a wrapper or middleware constructor whose function defers a recover around the
// handler it calls (see recoversFor).
type RecoversFact struct{}

// AFact marks RecoversFact as a fact.
func (*RecoversFact) AFact() {}

func (*RecoversFact) String() string { return "recovers" }

// ConvertsFact marks a function that builds isError results and never returns the error of a
// function value it calls: as a middleware or wrapper it converts the errors of the handler it
// wraps.
type ConvertsFact struct{}

// AFact marks ConvertsFact as a fact.
func (*ConvertsFact) AFact() {}

func (*ConvertsFact) String() string { return "converts" }

// Handler is one tool handler written in this package.
type Handler struct {
	Node ast.Node       // *ast.FuncDecl or *ast.FuncLit
	Body *ast.BlockStmt // its body
	Func *types.Func    // the declared function or method; nil for a literal
	Name string         // the function's name, or the tool's when known, or "func literal"
	Kind Kind
}

// Middleware is one tool-handler middleware a package registers: an argument of mcp-go's
// WithToolHandlerMiddleware or (*MCPServer).Use, which wraps the handler of every tool.
type Middleware struct {
	Call     *ast.CallExpr // the registering call
	Expr     ast.Expr      // the middleware as written
	Converts bool          // it builds isError results and never passes the wrapped handler's error on
}

// Registration is one place where this package hands a handler to an SDK.
type Registration struct {
	Call     *ast.CallExpr // the registering call or the ServerTool literal's enclosing expression
	At       ast.Node      // where to report about it
	Expr     ast.Expr      // the handler expression as written
	Func     *types.Func   // the handler function, when it is a named function or method
	Lit      *ast.FuncLit  // the handler, when it is a literal
	Wrappers []*types.Func // user and SDK wrappers around it, outermost first
	Kind     Kind          // the kind of the unwrapped handler
	Encl     *types.Func   // the function that registers it (nil at package level)
}

// Info is what mcpsdk knows about one package.
type Info struct {
	// SDK versions of the SDK packages this package imports, from their module facts.
	Versions map[SDK]Version
	// Handlers written in this package, in source order.
	Handlers []*Handler
	// Registrations made in this package, in source order.
	Registrations []*Registration
	// CreatesServer is set when the package constructs a server (server.NewMCPServer or
	// mcp.NewServer); only then do its recovery and middleware facts speak for its handlers.
	CreatesServer bool
	// Recovered is set when a server of this package recovers tool-handler panics: mcp-go's
	// WithRecovery anywhere in its options (also through an options slice), or a tool-handler
	// or receiving middleware that calls recover.
	Recovered bool
	// RecoveryOutcome says what a recovered panic becomes: "protocol-error" for WithRecovery.
	RecoveryOutcome string
	// Converts is set when a server of this package has a middleware that builds isError results.
	Converts bool
	// Middlewares lists the tool-handler middlewares this package registers, in source order.
	Middlewares []*Middleware
	// Recovers and ConvertsFuncs hold the functions of this package and of the packages it
	// imports that recover panics or convert errors (their RecoversFact and ConvertsFact).
	Recovers, ConvertsFuncs map[*types.Func]bool
	// Adapted lists the function values of this package that a tool handler calls because they
	// are handed to an adapter or stored in a field it calls (see Sink), in source order.
	Adapted []*Adapted
	// Stores lists the function values of this package stored in function-typed fields whose
	// sink is not known here.
	Stores []*Store
	// Hops holds the returns of this package that give back the error of a slot's value on its
	// way to a handler's return: the error comes from the value, not from the return.
	Hops map[*ast.ReturnStmt]bool
	// FieldSinks holds the sinks of function-typed fields known here (found in this package or
	// in the packages it imports), by FieldKey.
	FieldSinks map[string]*Sink
	// LocalFieldSinks holds the keys of FieldSinks found in this package, and FieldSinkHolders
	// the declared function holding the handler that calls such a field.
	LocalFieldSinks  map[string]bool
	FieldSinkHolders map[string]*types.Func

	decls map[*types.Func]*ast.FuncDecl
	funcs []*types.Func

	// wrapped and bareHeld hold the handler values of struct literals that a struct-converting
	// wrapper takes, and that a registration takes bare; unknownFields the handler fields read
	// where their handlers may go anywhere; heldField the field of each such value (structwrap.go).
	wrapped, bareHeld map[ast.Expr]bool
	unknownFields     map[*types.Var]bool
	heldField         map[ast.Expr]*types.Var
	structWraps       map[*types.Func]*structWrap
}

// Decl returns the declaration of a function of this package, or nil.
func (in *Info) Decl(fn *types.Func) *ast.FuncDecl { return in.decls[fn] }

// Funcs returns the functions and methods declared with a body in this package, in source
// order; Decl gives each one's declaration. Empty outside the analyzed module.
func (in *Info) Funcs() []*types.Func { return in.funcs }

// HandlerOf returns the handler written at node, or nil.
func (in *Info) HandlerOf(node ast.Node) *Handler {
	for _, h := range in.Handlers {
		if h.Node == node {
			return h
		}
	}
	return nil
}

// IsMainModule reports whether the pass's package belongs to the module being analyzed (not a
// dependency), where facts about user functions are worth computing.
func IsMainModule(pass *analysis.Pass) bool {
	if isStd(pass.Pkg.Path()) {
		return false
	}
	if pass.Module == nil {
		return true
	}
	return pass.Module.Version == "" && !isSDKPath(pass.Pkg.Path())
}

// InModule reports whether a package belongs to the module of the pass (the analyzed module):
// only those carry the facts of the mcperr analyzers. Outside a module every non-standard package
// might.
func InModule(pass *analysis.Pass, pkg *types.Package) bool {
	if pkg == nil {
		return false
	}
	if pkg == pass.Pkg {
		return true
	}
	path := pkg.Path()
	if pass.Module == nil || pass.Module.Path == "" {
		return !isStd(path)
	}
	m := pass.Module.Path
	return path == m || strings.HasPrefix(path, m+"/")
}

// IsStd reports whether an import path belongs to the standard library: its first element has
// no dot and is one of the standard library's (stdRoots, or a directory of GOROOT/src for a
// newer toolchain's). A module may have a dotless path too (`module mcp-digitalocean`): its
// packages are its own, not the standard library's.
func IsStd(path string) bool { return isStd(path) }

func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	if strings.Contains(first, ".") {
		return false
	}
	if stdRoots[first] {
		return true
	}
	if v, ok := gorootRoots.Load(first); ok {
		return v.(bool)
	}
	in := false
	if goroot := build.Default.GOROOT; goroot != "" {
		st, err := os.Stat(filepath.Join(goroot, "src", first))
		in = err == nil && st.IsDir()
	}
	gorootRoots.Store(first, in)
	return in
}

// stdRoots are the first elements of the standard library's import paths (`go list std` of Go
// 1.26, with cmd and cgo's C).
var stdRoots = map[string]bool{
	"C": true, "archive": true, "bufio": true, "bytes": true, "cmd": true, "cmp": true,
	"compress": true, "container": true, "context": true, "crypto": true, "database": true,
	"debug": true, "embed": true, "encoding": true, "errors": true, "expvar": true, "flag": true,
	"fmt": true, "go": true, "hash": true, "html": true, "image": true, "index": true,
	"internal": true, "io": true, "iter": true, "log": true, "maps": true, "math": true,
	"mime": true, "net": true, "os": true, "path": true, "plugin": true, "reflect": true,
	"regexp": true, "runtime": true, "slices": true, "sort": true, "strconv": true,
	"strings": true, "structs": true, "sync": true, "syscall": true, "testing": true,
	"text": true, "time": true, "unicode": true, "unique": true, "unsafe": true, "vendor": true,
	"weak": true,
}

// gorootRoots memoises, for dotless first elements outside stdRoots, whether GOROOT/src holds
// them (a standard package of a newer toolchain than stdRoots lists).
var gorootRoots sync.Map

func run(pass *analysis.Pass) (any, error) {
	in := &Info{
		Versions:      map[SDK]Version{},
		Recovers:      map[*types.Func]bool{},
		ConvertsFuncs: map[*types.Func]bool{},
		decls:         map[*types.Func]*ast.FuncDecl{},
		Hops:          map[*ast.ReturnStmt]bool{},
		FieldSinks:    map[string]*Sink{},

		LocalFieldSinks:  map[string]bool{},
		FieldSinkHolders: map[string]*types.Func{},

		wrapped: map[ast.Expr]bool{}, bareHeld: map[ast.Expr]bool{}, unknownFields: map[*types.Var]bool{},
		heldField: map[ast.Expr]*types.Var{}, structWraps: map[*types.Func]*structWrap{},
	}
	if pass.Module != nil && isSDKPath(pass.Pkg.Path()) {
		if sdk, ok := sdkOfModule(pass.Module.Path); ok {
			pass.ExportPackageFact(&ModuleFact{SDK: sdk, Version: BuildVersion(pass.Module)})
		}
	}
	// A package of a wrapper module (`s, err := wrapper.NewServer(...)`, whose struct holds the
	// SDK's server; `wrapper.AddTool(s, tool, h)`, with or without a recover around h) is read
	// as the module's own are, for the facts the packages that call it need: its constructors
	// build the server, its registrars register, adapt or recover. Nothing is reported in it.
	main, sdk := IsMainModule(pass), importsSDK(pass.Pkg)
	wrapper := !main && sdk && len(pass.Files) > 0 && !isSDKPath(pass.Pkg.Path()) && !isStd(pass.Pkg.Path())
	if !sdk || !main && !wrapper {
		// Functions of packages that do not import an SDK can still be wrappers in front of
		// handlers; record their recover facts cheaply when they are ours.
		if main {
			importFuncFacts(pass, in)
			markFuncFacts(pass, in)
			adapters(pass, in)
		}
		return in, nil
	}
	for _, imp := range pass.Pkg.Imports() {
		var f ModuleFact
		if isSDKPath(imp.Path()) && pass.ImportPackageFact(imp, &f) {
			in.Versions[f.SDK] = ParseVersion(f.Version)
		}
	}
	importFuncFacts(pass, in)
	markFuncFacts(pass, in)
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	discoverHandlers(pass, ins, in)
	discoverRegistrations(pass, ins, in)
	discoverStructWraps(pass, ins, in)
	adapters(pass, in) // after the registrations: a sink ends at the registration it can find
	discoverServer(pass, ins, in)
	exportServerCtors(pass, in)
	return in, nil
}

// importsSDK reports whether the package imports an SDK package directly.
func importsSDK(pkg *types.Package) bool {
	for _, imp := range pkg.Imports() {
		if isSDKPath(imp.Path()) {
			return true
		}
	}
	return false
}

// importFuncFacts records the functions of imported packages that recover or convert errors:
// the analyzers that use Info cannot import mcpsdk's facts through their own passes.
func importFuncFacts(pass *analysis.Pass, in *Info) {
	for _, f := range pass.AllObjectFacts() {
		fn, ok := f.Object.(*types.Func)
		if !ok {
			continue
		}
		switch f.Fact.(type) {
		case *RecoversFact:
			in.Recovers[fn] = true
		case *ConvertsFact:
			in.ConvertsFuncs[fn] = true
		}
	}
}

// markFuncFacts indexes the package's function declarations and exports RecoversFact and
// ConvertsFact for the ones that recover or build isError results.
func markFuncFacts(pass *analysis.Pass, in *Info) {
	w := walk.New(pass.ResultOf[inspect.Analyzer].(*inspector.Inspector))
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			in.decls[fn] = fd
			in.funcs = append(in.funcs, fn)
			if mayRecover(w, pass.TypesInfo, fd.Body) && recoversFor(pass.TypesInfo, fd.Body, in.WrapperRecovers) {
				in.Recovers[fn] = true
				pass.ExportObjectFact(fn, new(RecoversFact))
			}
			if buildsErrorResult(w, pass.TypesInfo, fd.Body) && !ForwardsCallError(pass.TypesInfo, fd.Body) {
				in.ConvertsFuncs[fn] = true
				pass.ExportObjectFact(fn, new(ConvertsFact))
			}
		}
	}
}

// mayRecover reports whether body holds a defer statement or a call of recover, anywhere: what
// recoversFor needs to find anything.
func mayRecover(w *walk.Walker, info *types.Info, body *ast.BlockStmt) bool {
	found := false
	w.Nodes(body, mayRecoverNodes, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.DeferStmt:
			found = true
		case *ast.CallExpr:
			found = found || isRecoverCall(info, x)
		}
	})
	return found
}

var mayRecoverNodes = []ast.Node{(*ast.DeferStmt)(nil), (*ast.CallExpr)(nil)}

// recoversFor reports whether the function whose body is body recovers panics for something:
// it calls recover outside its function literals (a function others defer,
// defer recoverPanic(&err)), or a body in it, its own or a literal's, defers a call that
// recovers and calls a function value (the handler or the next method handler it wraps). A
// recover that guards only a call of its own (a GetMeta that may panic, in a middleware that
// calls next elsewhere) stands in front of no handler. known reports the functions known to
// recover.
func recoversFor(info *types.Info, body *ast.BlockStmt, known func(*types.Func) bool) bool {
	if callsRecoverHere(info, body) {
		return true
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		var b *ast.BlockStmt
		switch x := n.(type) {
		case *ast.BlockStmt:
			if x == body {
				b = x
			}
		case *ast.FuncLit:
			b = x.Body
		}
		if b != nil && defersRecover(info, b, known) && callsFuncValue(info, b) {
			found = true
		}
		return true
	})
	return found
}

// callsRecoverHere reports whether body calls the builtin recover outside its function
// literals.
func callsRecoverHere(info *types.Info, body *ast.BlockStmt) bool {
	return callsHere(body, func(c *ast.CallExpr) bool { return isRecoverCall(info, c) })
}

// callsHere reports whether body holds, outside its function literals, a call that is accepts.
func callsHere(body *ast.BlockStmt, is func(*ast.CallExpr) bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			found = found || is(x)
		}
		return !found
	})
	return found
}

func isRecoverCall(info *types.Info, c *ast.CallExpr) bool { return builtinName(info, c) == "recover" }

// builtinName returns the name of the builtin function a call calls (recover, len, ...), or "".
func builtinName(info *types.Info, c *ast.CallExpr) string {
	id, ok := ast.Unparen(c.Fun).(*ast.Ident)
	if !ok {
		return ""
	}
	if b, ok := info.Uses[id].(*types.Builtin); ok {
		return b.Name()
	}
	return ""
}

// defersRecover reports whether body (its function literals aside) defers a call that
// recovers: a literal that calls recover, recover itself, or a function known to recover.
func defersRecover(info *types.Info, body *ast.BlockStmt, known func(*types.Func) bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.DeferStmt:
			switch {
			case isRecoverCall(info, x.Call):
				found = true
			default:
				if lit, ok := ast.Unparen(x.Call.Fun).(*ast.FuncLit); ok && callsRecoverHere(info, lit.Body) {
					found = true
				} else if fn := Callee(info, x.Call); fn != nil && known(fn) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// callsFuncValue reports whether body (its function literals aside) calls a function value: a
// parameter, variable or field of function type.
func callsFuncValue(info *types.Info, body *ast.BlockStmt) bool {
	return callsHere(body, func(c *ast.CallExpr) bool { return dynamicCallee(info, c) != nil })
}

// callsRecover reports whether n contains a call of the builtin recover.
func callsRecover(info *types.Info, n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && isRecoverCall(info, c) {
			found = true
		}
		return !found
	})
	return found
}

// BuildsErrorResult reports whether n builds an isError result: an SDK error constructor, a
// CallToolResult literal with IsError, an assignment to IsError or a SetError call.
func BuildsErrorResult(info *types.Info, n ast.Node) bool { return buildsErrorResult(nil, info, n) }

// buildsErrorResultNodes are the nodes BuildsErrorResult looks at.
var buildsErrorResultNodes = []ast.Node{(*ast.CallExpr)(nil), (*ast.KeyValueExpr)(nil), (*ast.AssignStmt)(nil)}

// buildsErrorResult is BuildsErrorResult with a walker of the package of n (nil: none).
func buildsErrorResult(w *walk.Walker, info *types.Info, n ast.Node) bool {
	found := false
	w.Nodes(n, buildsErrorResultNodes, func(n ast.Node) {
		if found {
			return
		}
		switch x := n.(type) {
		case *ast.CallExpr:
			if fn := Callee(info, x); fn != nil && fn.Pkg() != nil {
				switch {
				case fn.Pkg().Path() == MCPGoMCP && strings.HasPrefix(fn.Name(), "NewToolResultError"):
					found = true
				case fn.Pkg().Path() == GoSDKMCP && fn.Name() == "SetError":
					found = true
				}
			}
		case *ast.KeyValueExpr:
			if id, ok := x.Key.(*ast.Ident); ok && id.Name == "IsError" {
				found = true
			}
		case *ast.AssignStmt:
			// res.IsError = ... sets the flag; reading it (a tracing middleware checking the
			// outcome) builds nothing.
			for _, l := range x.Lhs {
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok && sel.Sel.Name == "IsError" {
					found = true
				}
			}
		}
	})
	return found
}

// FuncName names a function as messages do: "parseArgs", or "Client.List" for a method (of T
// or *T).
func FuncName(fn *types.Func) string {
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return n.Obj().Name() + "." + fn.Name()
		}
	}
	return fn.Name()
}

// Callee returns the function or method a call invokes statically, or nil.
func Callee(info *types.Info, call *ast.CallExpr) *types.Func {
	fun := ast.Unparen(call.Fun)
	if ix, ok := fun.(*ast.IndexExpr); ok { // explicit instantiation f[T](...)
		fun = ix.X
	} else if ix, ok := fun.(*ast.IndexListExpr); ok {
		fun = ix.X
	}
	var id *ast.Ident
	switch f := fun.(type) {
	case *ast.Ident:
		id = f
	case *ast.SelectorExpr:
		if sel := info.Selections[f]; sel != nil {
			fn, _ := sel.Obj().(*types.Func)
			return fn
		}
		id = f.Sel
	default:
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

// IsSDKFunc reports whether fn is the SDK function or method pkg.name.
func IsSDKFunc(fn *types.Func, pkg, name string) bool {
	return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == pkg && fn.Name() == name
}

// ImportName returns the name under which the file at pos imports the SDK's mcp package, and
// false when that file does not import it under a name a fix can write (blank or dot import).
func ImportName(pass *analysis.Pass, pos token.Pos, sdk SDK) (string, bool) {
	path := MCPGoMCP
	if sdk == GoSDK {
		path = GoSDKMCP
	}
	for _, f := range pass.Files {
		if f.FileStart > pos || pos > f.FileEnd {
			continue
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); p == path {
				if imp.Name != nil {
					return imp.Name.Name, imp.Name.Name != "." && imp.Name.Name != "_"
				}
				return "mcp", true
			}
		}
	}
	return "", false
}

// DeclAt returns the top-level declaration of the package that holds pos, or nil.
func DeclAt(pass *analysis.Pass, pos token.Pos) ast.Decl {
	for _, f := range pass.Files {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			if d.Pos() <= pos && pos < d.End() {
				return d
			}
		}
	}
	return nil
}
