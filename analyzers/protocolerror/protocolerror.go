package protocolerror

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"github.com/mcperr/mcperr/scanner/rule"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// Analyzer reports tool handlers that send an ordinary failure as a JSON-RPC error.
var Analyzer = guard.New(&analysis.Analyzer{
	Name:      "protocolerror",
	Doc:       rule.MustLookup("protocolerror").Doc(),
	URL:       rule.MustLookup("protocolerror").HelpURI(),
	Requires:  []*analysis.Analyzer{mcpsdk.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(stateFact), new(errorFact), new(pendingFact), new(pendingPkgFact), new(storedFact), new(initPendingFact), new(mwFact), new(helperUseFact), new(wrapFact), new(fieldFwdFact), new(fieldCallFact), new(madeFact)},
})

// checker holds one pass's state: the errorFacts of its functions and the problems it leaves to
// the package that builds the server.
type checker struct {
	pass            *analysis.Pass
	info            *mcpsdk.Info
	res             *place.Resolver
	imported        *[]stored             // the entries of the imported storedFacts, on first use
	inits           *[]initPkg            // the problems of the imported initPendingFacts, on first use
	importedSinkMap map[string]*fieldSink // the field sinks of the imported fieldCallFacts, on first use
	benign          map[*types.Func]bool
	harms           map[*types.Func][]harm
	solving         bool
	assignCache     map[*ast.BlockStmt]map[*types.Var][]assign
	pending         map[types.Object][]problem
	reported        map[string]bool
	checked         map[*ast.BlockStmt]bool
	refs            map[*types.Func][]*ast.Ident  // references to this package's functions, built when needed
	foreign         map[types.Object]*pendingFact // pendingFacts of other packages' objects, looked up once
	srcs            map[string][]byte             // the files suggested fixes read, once each
	stores          map[*ast.FuncDecl][]mcpsdk.VarStore
	keepers         int // 1 when a package-level variable can keep tools, -1 when none can, 0 until asked
	bodySet         int // 1 when the package assigns to an http.Response's Body, -1 when not, 0 until asked
	mwRets          map[place.Place]mwReturn
	mwLocal         map[*types.Func][]harm        // the own harmful returns of this package's middleware functions
	delegations     map[*types.Func][]related     // the returns of handlers that hand on a judged inner handler's results (delegate.go)
	noIO            map[*types.Func]bool          // the functions of this package that do no I/O (stateFact)
	implCache       map[*types.Func][]*types.Func // the implementations of interface methods of the module
	checks          map[*types.Func]bool          // canSucceed's answers for this package's functions
	guarded         map[*ast.ReturnStmt]bool      // stateGuarded's answers
	localCache      map[*ast.BlockStmt]map[*types.Var][]localAssign
	constTables     map[*types.Var]bool        // isConstTable's answers
	paramState      map[*types.Var]bool        // passedState's answers
	written         map[*types.Var]bool        // the package variables and fields this package writes after start-up
	modPkgs         []*types.Package           // this package and the module's packages it imports
	held            []held                     // the problems of returns that pass on a result helper's results, reported at the end (helperreturn.go)
	otherUses       map[string]bool            // the result helpers this package uses otherwise than as handlers' returns
	importedUses    map[string]bool            // the same, of the packages it imports
	wraps           map[*types.Func]int        // the error parameter this package's functions only wrap, or -1 (errwrap.go)
	fwds            map[*types.Func][]fieldFwd // the fields whose call's error this package's functions return unchanged (fieldsink.go)
	sinks           map[string]*fieldSink      // the fields this package's handlers call through its functions
	handedTo        map[string][]related       // this package's calls of the functions holding those handlers, by holderKey
}

// problem is one harmful return of a handler: reported where it stands by the package that
// builds the server, or left to it in a pendingFact.
type problem struct {
	At         place.Place // the return that sends the error
	Text       string      // "tool handler Search returns an error"
	Kind       mcpsdk.Kind // what the error reaches in the end
	Version    string      // the SDK version there
	Via        string      // the adapter (or field) the handler is handed to, for an adapted handler
	Field      bool        // Via is a field a handler calls
	Calls      string      // what the adapter's handler calls when the field Via is reached through it ("fn")
	Adapter    string      // the function holding the raw handler that returns the error, when known
	Middleware bool        // the error is a tool-handler middleware's own
	Related    []related
	Through    *through // the result helper whose results the return passes on whole, when it is one of the module
	NoResult   bool     // the handler returns no tool result (a func(ctx, args) (any, error) behind the adapter)
}

func (p problem) key() string { return p.At.String() + "\x00" + p.Text }

func run(pass *analysis.Pass) (any, error) {
	info := pass.ResultOf[mcpsdk.Analyzer].(*mcpsdk.Info)
	if !mcpsdk.IsMainModule(pass) {
		exportCatalogued(pass)
		return nil, nil
	}
	c := &checker{pass: pass, info: info, res: place.NewResolver(pass.Fset),
		benign: map[*types.Func]bool{}, harms: map[*types.Func][]harm{},
		assignCache: map[*ast.BlockStmt]map[*types.Var][]assign{},
		pending:     map[types.Object][]problem{}, reported: map[string]bool{}, checked: map[*ast.BlockStmt]bool{},
		foreign: map[types.Object]*pendingFact{}, srcs: map[string][]byte{},
		stores: map[*ast.FuncDecl][]mcpsdk.VarStore{}, mwRets: map[place.Place]mwReturn{}, mwLocal: map[*types.Func][]harm{},
		guarded: map[*ast.ReturnStmt]bool{}, localCache: map[*ast.BlockStmt]map[*types.Var][]localAssign{}, constTables: map[*types.Var]bool{},
		fwds: map[*types.Func][]fieldFwd{}, sinks: map[string]*fieldSink{}}
	c.wrapFacts()
	c.noIOFuncs()
	c.errorFacts()
	c.mwFacts()
	if !info.CreatesServer || !info.Converts {
		for _, h := range info.Handlers {
			if c.judged(h) {
				c.checkHandler(h)
			}
		}
		for _, ad := range info.Adapted {
			c.checkAdapted(ad)
		}
		c.checkStored()
		c.checkWrappers()
		if info.CreatesServer {
			c.fieldSinks()
		}
	}
	c.exportFieldSinks()
	c.exportFieldFwds()
	c.exportMade()
	c.checkFieldStores()
	c.checkMiddlewares()
	c.exportStored()
	c.checkForeign()
	c.checkInits()
	c.reportHeld()
	c.exportHelperUses()
	c.exportPending()
	return nil, nil
}

// judged reports whether a handler's own returns are judged here: its errors are JSON-RPC errors,
// it is no middleware, and no wrapper converts them where it is registered.
func (c *checker) judged(h *mcpsdk.Handler) bool {
	return h.Kind.ErrorIsProtocol() && !isMiddleware(c.pass.TypesInfo, h) && !convertedAtRegistration(c.pass, c.info, h) &&
		!c.converted(h)
}

// harmfulReturns calls f for each return of a handler's body (see inspectReturns) whose error
// does harm in a handler of kind k, with its verdict; a return that only passes on the error of
// an adapted value (Info.Hops) is left to that value.
func (c *checker) harmfulReturns(body *ast.BlockStmt, k mcpsdk.Kind, f func(*ast.ReturnStmt, verdict)) {
	walk.OwnReturns(body, func(ret *ast.ReturnStmt) {
		if c.info.Hops[ret] {
			return
		}
		if vd := c.judge(body, ret, k); vd.What != "" && !vd.Unknown {
			f(ret, vd)
		}
	})
}

// isMiddleware reports whether a handler literal only wraps another handler (it calls a
// handler-typed value, as `next(ctx, req)`): the error it returns is the inner handler's.
func isMiddleware(info *types.Info, h *mcpsdk.Handler) bool {
	if h.Func != nil {
		return false
	}
	found := false
	ast.Inspect(h.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if id, ok := ast.Unparen(c.Fun).(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok {
					if sig, ok := v.Type().Underlying().(*types.Signature); ok && mcpsdk.KindOf(sig) != mcpsdk.NotHandler {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// convertedAtRegistration reports whether every registration of the handler in this package
// wraps it in a function that builds isError results.
func convertedAtRegistration(pass *analysis.Pass, info *mcpsdk.Info, h *mcpsdk.Handler) bool {
	n := 0
	for _, r := range info.Registrations {
		if !registers(r, h) {
			continue
		}
		n++
		if !convertingWrapper(pass, info, r) {
			return false
		}
	}
	return n > 0
}

// converted reports whether a handler of this package reaches servers only through wrappers that
// convert its errors: a literal handed to one (also through a local variable), or a function
// every reference to which in this package is.
func (c *checker) converted(h *mcpsdk.Handler) bool {
	if h.Func == nil {
		return c.info.ConvertedAt(c.pass, h.Node)
	}
	refs := c.references(h.Func)
	for _, id := range refs {
		var n ast.Node = id
		if sel, ok := c.selectorOf(id); ok {
			n = sel
		}
		if !c.info.ConvertedAt(c.pass, n) {
			return false
		}
	}
	return len(refs) > 0
}

// references returns the identifiers of this package that refer to fn, a function of it,
// indexed once.
func (c *checker) references(fn *types.Func) []*ast.Ident {
	if c.refs == nil {
		c.refs = map[*types.Func][]*ast.Ident{}
		for id, obj := range c.pass.TypesInfo.Uses {
			if f, ok := obj.(*types.Func); ok && f.Pkg() == c.pass.Pkg {
				c.refs[f] = append(c.refs[f], id)
			}
		}
	}
	return c.refs[fn]
}

// selectorOf returns the selector expression whose Sel is id (a method value h.Handle), when
// there is one in the file.
func (c *checker) selectorOf(id *ast.Ident) (*ast.SelectorExpr, bool) {
	if path := c.pathTo(id); len(path) > 1 {
		if sel, ok := path[1].(*ast.SelectorExpr); ok && sel.Sel == id {
			return sel, true
		}
	}
	return nil, false
}

// pathTo returns the nodes of the package's file holding n that enclose it, innermost first
// (astutil.PathEnclosingInterval), or nil.
func (c *checker) pathTo(n ast.Node) []ast.Node {
	for _, f := range c.pass.Files {
		if f.FileStart <= n.Pos() && n.End() <= f.FileEnd {
			path, _ := astutil.PathEnclosingInterval(f, n.Pos(), n.End())
			return path
		}
	}
	return nil
}

// registers reports whether a registration hands over handler h.
func registers(r *mcpsdk.Registration, h *mcpsdk.Handler) bool {
	return (h.Func != nil && r.Func == h.Func) || (r.Lit != nil && ast.Node(r.Lit) == h.Node)
}

// maxRegistrations bounds the registrations a finding names.
const maxRegistrations = 2

// checkHandler reports the returns of one handler that send an error as a JSON-RPC error, or,
// when this package does not build the server, leaves them to the package that does: only there
// is it known whether a middleware converts errors into isError results.
func (c *checker) checkHandler(h *mcpsdk.Handler) {
	var regs []related
	for _, r := range c.info.Registrations {
		if registers(r, h) && len(regs) < maxRegistrations {
			regs = append(regs, related{At: place.Of(c.pass, r.At), Message: "the handler is registered here"})
		}
	}
	if h.Func != nil {
		for _, d := range c.delegators(h.Func) {
			if len(regs) < 2*maxRegistrations {
				regs = append(regs, d)
			}
		}
	}
	v := c.info.Versions[h.Kind.SDK()]
	c.checked[h.Body] = true
	c.harmfulReturns(h.Body, h.Kind, func(ret *ast.ReturnStmt, vd verdict) {
		if inner := c.delegatedTo(ret, h.Kind); inner != nil && inner != h.Func {
			return // the inner handler's returns are judged where its errors are made
		}
		p := problem{At: place.Of(c.pass, ret), Text: fmt.Sprintf("tool handler %s %s", h.Name, vd.What),
			Kind: h.Kind, Version: v.Raw, Related: append(vd.Related, regs...), Through: c.throughOf(vd.Helper, h.Name, len(vd.Related))}
		if !c.info.CreatesServer {
			if !guard.Suppressed(c.pass, ret.Pos()) { // under go vet only this package sees its directives
				c.leave(h, p)
			}
			return
		}
		c.report(p, ret, c.signature(h.Node), h.Name)
	})
}

// checkAdapted reports the returns of a function value handed to an adapter (or stored in a field)
// that a handler calls and whose error it returns unchanged, where that handler's error is a
// JSON-RPC error.
func (c *checker) checkAdapted(ad *mcpsdk.Adapted) {
	s := ad.Sink
	if !s.ErrorOut || !s.Kind.ErrorIsProtocol() || c.ownKind(ad).ErrorIsProtocol() {
		return // a handler in its own right is checked as one
	}
	if ad.Call != nil && c.info.ConvertedAt(c.pass, ad.Call) {
		return // what the adapter builds is wrapped in one that converts errors
	}
	var via []related
	for _, h := range s.Via {
		via = append(via, related{At: h.At, Message: h.What})
	}
	bringers := c.bringers(ad.At)
	emit := func(p problem, ret *ast.ReturnStmt, sig *types.Signature) {
		switch {
		case !c.info.CreatesServer:
			if ret != nil && guard.Suppressed(c.pass, ret.Pos()) {
				return // under go vet only this package sees its directives
			}
			for _, b := range bringers {
				c.add(b, p)
			}
		case ret != nil:
			c.report(p, ret, sig, ad.Name)
		default:
			c.report(p, nil, nil, "")
		}
	}
	if ad.Body != nil {
		if c.checked[ad.Body] {
			return
		}
		c.checked[ad.Body] = true
		sig := c.signature(ad.Lit)
		if ad.Lit == nil {
			sig = ad.Func.Type().(*types.Signature)
		}
		c.harmfulReturns(ad.Body, s.Kind, func(ret *ast.ReturnStmt, vd verdict) {
			emit(problem{At: place.Of(c.pass, ret), Text: fmt.Sprintf("tool handler %s %s", ad.Name, vd.What),
				Kind: s.Kind, Version: s.Version, Via: ad.Into, Field: ad.Field, Calls: callsOn(ad), Adapter: s.Adapter, Related: append(vd.Related, via...),
				Through: c.throughOf(vd.Helper, ad.Name, len(vd.Related))}, ret, sig)
		})
		return
	}
	if ad.Func == nil {
		return
	}
	f := c.errorFactOf(ad.Func.Origin())
	if f == nil || f.Benign {
		return
	}
	for _, h := range f.Harms {
		emit(problem{At: h.At, Text: fmt.Sprintf("tool handler %s %s", ad.Name, h.What),
			Kind: s.Kind, Version: s.Version, Via: ad.Into, Field: ad.Field, Calls: callsOn(ad), Adapter: s.Adapter, Related: append(append([]related(nil), h.Related...), via...)}, nil, nil)
	}
}

// callsOn returns what the handler at the end of an adapted value's sink calls, when the value is
// put in a field and that call is not of the field itself: logged(name, wrap(t.handler)), whose
// literal calls fn, a literal that calls its parameter holding the field's value.
func callsOn(ad *mcpsdk.Adapted) string {
	calls := ad.Sink.Calls
	if !ad.Field || calls == "" {
		return ""
	}
	field := ad.Into[strings.LastIndex(ad.Into, ".")+1:]
	if strings.HasSuffix(calls, "."+field) {
		return "" // t.Handler(ctx, req): the handler calls the field
	}
	return calls
}

// ownKind is the handler kind of an adapted value's own signature.
func (c *checker) ownKind(ad *mcpsdk.Adapted) mcpsdk.Kind {
	if ad.Lit != nil {
		return mcpsdk.KindOf(c.signature(ad.Lit))
	}
	if ad.Func != nil {
		return mcpsdk.KindOf(ad.Func.Type().(*types.Signature))
	}
	return mcpsdk.NotHandler
}

// signature returns the signature of a function declaration or literal of this package.
func (c *checker) signature(n ast.Node) *types.Signature {
	switch x := n.(type) {
	case *ast.FuncDecl:
		if fn, ok := c.pass.TypesInfo.Defs[x.Name].(*types.Func); ok {
			return fn.Type().(*types.Signature)
		}
	case *ast.FuncLit:
		sig, _ := c.pass.TypesInfo.TypeOf(x).(*types.Signature)
		return sig
	}
	return nil
}

// report reports a problem where it stands, once. ret, when the return is in this package,
// gives the span and the suggested fix. A return that passes on a result helper's results waits
// for the end of the pass (reportHeld), which may report it with the helper's other handlers.
func (c *checker) report(p problem, ret *ast.ReturnStmt, sig *types.Signature, label string, more ...related) {
	if c.reported[p.key()] {
		return
	}
	c.reported[p.key()] = true
	if p.Through != nil {
		c.held = append(c.held, held{p: p, ret: ret, sig: sig, label: label, more: more})
		return
	}
	c.emit(p, ret, sig, label, more...)
}

// emit reports one problem.
func (c *checker) emit(p problem, ret *ast.ReturnStmt, sig *types.Signature, label string, more ...related) {
	d := analysis.Diagnostic{Message: c.message(p)}
	if ret != nil {
		d.Pos, d.End = ret.Pos(), ret.End()
		if fix, ok := c.suggestFix(p.Kind, ret, sig, label); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
	} else {
		d.Pos, d.End = c.res.Span(p.At)
	}
	for _, r := range append(append([]related(nil), p.Related...), more...) {
		d.Related = append(d.Related, c.res.Related(r.At, r.Message))
	}
	c.pass.Report(d)
}

// message is a problem's message: what the handler does, what the client receives, the fix.
func (c *checker) message(p problem) string {
	v := mcpsdk.ParseVersion(p.Version)
	if p.Middleware {
		return fmt.Sprintf("%s, the middleware's own and not the wrapped handler's, so a call of every tool behind it can get it, and %s; %s",
			p.Text, sends(v, p.Kind), advice(v, p.Kind))
	}
	if p.Via == "" {
		return fmt.Sprintf("%s, which %s; %s", p.Text, wire(v, p.Kind), advice(v, p.Kind))
	}
	// An adapted handler: name the handler that returns the error, and how the value gets there.
	holder, fixer := "the", "the handler that returns it"
	if p.Adapter != "" {
		holder, fixer = p.Adapter+"'s", p.Adapter
	}
	kind := "tool handler"
	if p.Kind.SDK() == mcpsdk.GoSDK {
		kind = "raw (*Server).AddTool handler"
		if v.Less(0, 2, 0) {
			kind = "mcp.NewServerTool handler"
		}
	}
	how := " (through " + p.Via + ")"
	if p.Field && p.Calls != "" {
		how = " (it calls " + p.Calls + ", which reaches the function in field " + p.Via + ")"
	} else if p.Field {
		how = " (it calls " + p.Via + ")"
	} else if p.Adapter != "" && (p.Adapter == p.Via || strings.HasSuffix(p.Adapter, "."+p.Via)) {
		how = ""
	}
	if p.NoResult {
		return fmt.Sprintf("%s, which %s %s returns unchanged%s, so %s; make %s turn these errors into isError results",
			p.Text, holder, kind, how, sends(v, p.Kind), fixer)
	}
	return fmt.Sprintf("%s, which %s %s returns unchanged%s, so %s; return an isError result and a nil error, or make %s turn these errors into isError results",
		p.Text, holder, kind, how, sends(v, p.Kind), fixer)
}

// sends says what the SDK makes of an error a handler returns.
func sends(v mcpsdk.Version, k mcpsdk.Kind) string {
	if k.SDK() == mcpsdk.GoSDK {
		return fmt.Sprintf("go-sdk %s sends it as a JSON-RPC error with code 0 that the model never sees", v)
	}
	return fmt.Sprintf("mcp-go %s sends it as a JSON-RPC -32603 error that the model never sees", v)
}

// wire says what the client receives for an error a handler returns, by SDK and version.
func wire(v mcpsdk.Version, k mcpsdk.Kind) string {
	if k.SDK() == mcpsdk.GoSDK && v.Less(0, 2, 0) {
		return fmt.Sprintf("go-sdk %s sends from an mcp.NewServerTool handler as a JSON-RPC error with code 0 that the model never sees", v)
	}
	if k.SDK() == mcpsdk.GoSDK {
		return fmt.Sprintf("go-sdk %s sends from a raw (*Server).AddTool handler as a JSON-RPC error with code 0 that the model never sees", v)
	}
	return fmt.Sprintf("mcp-go %s sends as a JSON-RPC -32603 error that the model never sees (a result returned with it is dropped)", v)
}

// advice says how to fix it.
func advice(v mcpsdk.Version, k mcpsdk.Kind) string {
	if k.SDK() == mcpsdk.GoSDK && v.Less(0, 2, 0) {
		return "return a result with IsError set and a nil error, or upgrade go-sdk (from v0.2.0 a typed handler's error is an isError result)"
	}
	if k.SDK() == mcpsdk.GoSDK {
		return "return a result with IsError set (or SetError) and a nil error, or register a typed handler with mcp.AddTool"
	}
	return "return mcp.NewToolResultError(...) and a nil error"
}

// suggestFix turns `return nil, err` (and `return nil, out, err`) into an isError result with a
// nil error, when the function's first result is a CallToolResult of the handler's SDK.
func (c *checker) suggestFix(k mcpsdk.Kind, ret *ast.ReturnStmt, sig *types.Signature, label string) (analysis.SuggestedFix, bool) {
	info := c.pass.TypesInfo
	if len(ret.Results) < 2 || !isNil(info, ret.Results[0]) || sig == nil || sig.Results().Len() != len(ret.Results) ||
		!mcpsdk.IsResult(sig.Results().At(0).Type()) {
		return analysis.SuggestedFix{}, false
	}
	file := c.pass.Fset.File(ret.Pos())
	src, ok := c.srcs[file.Name()]
	if !ok {
		var err error
		if src, err = c.pass.ReadFile(file.Name()); err != nil {
			src = nil
		}
		c.srcs[file.Name()] = src
	}
	if src == nil {
		return analysis.SuggestedFix{}, false
	}
	mcpName, ok := mcpsdk.ImportName(c.pass, ret.Pos(), k.SDK())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	errExpr := ret.Results[len(ret.Results)-1]
	text := string(src[file.Offset(errExpr.Pos()):file.Offset(errExpr.End())])
	msg, isConst := errorsNewText(info, errExpr)
	var res string
	switch {
	case k.SDK() == mcpsdk.GoSDK:
		body := text + ".Error()"
		if isConst {
			body = msg
		}
		res = fmt.Sprintf("&%s.CallToolResult{IsError: true, Content: []%s.Content{&%s.TextContent{Text: %s}}}", mcpName, mcpName, mcpName, body)
	case isConst:
		res = fmt.Sprintf("%s.NewToolResultError(%s)", mcpName, msg)
	case c.info.Versions[mcpsdk.MCPGo].Less(0, 21, 0):
		res = fmt.Sprintf("%s.NewToolResultError(%s.Error())", mcpName, text)
	default:
		if label == "" || strings.HasPrefix(label, "func literal") {
			label = "tool"
		}
		res = fmt.Sprintf("%s.NewToolResultErrorFromErr(%s, %s)", mcpName, strconv.Quote(label+" failed"), text)
	}
	edits := []analysis.TextEdit{{Pos: ret.Results[0].Pos(), End: ret.Results[0].End(), NewText: []byte(res)},
		{Pos: errExpr.Pos(), End: errExpr.End(), NewText: []byte("nil")}}
	if len(ret.Results) == 2 {
		edits = []analysis.TextEdit{{Pos: ret.Results[0].Pos(), End: ret.End(), NewText: []byte(res + ", nil")}}
	}
	return analysis.SuggestedFix{Message: "return an isError result instead", TextEdits: edits}, true
}

// errorsNewText returns the quoted literal of errors.New("...").
func errorsNewText(info *types.Info, e ast.Expr) (string, bool) {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return "", false
	}
	if fn := mcpsdk.Callee(info, call); !mcpsdk.IsSDKFunc(fn, "errors", "New") {
		return "", false
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	return lit.Value, true
}
