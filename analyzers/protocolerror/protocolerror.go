package protocolerror

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"github.com/mcperr/mcperr/scanner/rule"
	"golang.org/x/tools/go/analysis"
)

// Analyzer reports tool handlers that send an ordinary failure as a JSON-RPC error.
var Analyzer = guard.New(&analysis.Analyzer{
	Name:      "protocolerror",
	Doc:       rule.MustLookup("protocolerror").Doc(),
	URL:       rule.MustLookup("protocolerror").HelpURI(),
	Requires:  []*analysis.Analyzer{mcpsdk.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(errorFact), new(pendingFact)},
})

// checker holds one pass's state: the errorFacts of its functions and the problems it leaves to
// the package that builds the server.
type checker struct {
	pass     *analysis.Pass
	info     *mcpsdk.Info
	benign   map[*types.Func]bool
	harmAt   map[*types.Func]string
	pending  map[types.Object][]problem
	reported map[string]bool
}

func run(pass *analysis.Pass) (any, error) {
	info := pass.ResultOf[mcpsdk.Analyzer].(*mcpsdk.Info)
	if !mcpsdk.IsMainModule(pass) {
		return nil, nil
	}
	c := &checker{pass: pass, info: info, benign: map[*types.Func]bool{}, harmAt: map[*types.Func]string{},
		pending: map[types.Object][]problem{}, reported: map[string]bool{}}
	c.errorFacts()
	if !info.CreatesServer || !info.Converts {
		for _, h := range info.Handlers {
			if h.Kind.ErrorIsProtocol() && !isMiddleware(pass.TypesInfo, h) && !convertedAtRegistration(pass, info, h) {
				c.checkHandler(h)
			}
		}
	}
	c.checkForeign()
	c.exportPending()
	return nil, nil
}

// inspectReturns calls f for each return statement of body, not those of nested literals.
func inspectReturns(body *ast.BlockStmt, f func(*ast.ReturnStmt)) {
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			f(x)
		}
		return true
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
		if (h.Func == nil || r.Func != h.Func) && (r.Lit == nil || ast.Node(r.Lit) != h.Node) {
			continue
		}
		n++
		converted := false
		for _, w := range r.Wrappers {
			if info.ConvertsFuncs[w] || pass.ImportObjectFact(w, new(mcpsdk.ConvertsFact)) ||
				mcpsdk.IsSDKFunc(w, mcpsdk.MCPGoMCP, "NewStructuredToolHandler") {
				converted = true
			}
		}
		if !converted {
			return false
		}
	}
	return n > 0
}

// checkHandler reports the returns of one handler that send an error as a JSON-RPC error, or,
// when this package does not build the server, leaves them to the package that does: only there
// is it known whether a middleware converts errors into isError results.
func (c *checker) checkHandler(h *mcpsdk.Handler) {
	inspectReturns(h.Body, func(ret *ast.ReturnStmt) {
		what, ok := c.harmful(h, ret)
		if !ok {
			return
		}
		if !c.info.CreatesServer {
			c.leave(h, problem{
				Text:    fmt.Sprintf("tool handler %s at %s %s", c.qualified(h), c.where(ret), what),
				Kind:    h.Kind,
				Version: c.info.Versions[h.Kind.SDK()].Raw,
			})
			return
		}
		d := analysis.Diagnostic{
			Pos:     ret.Pos(),
			End:     ret.End(),
			Message: fmt.Sprintf("tool handler %s %s, which %s; %s", h.Name, what, wire(c.info.Versions[h.Kind.SDK()], h.Kind), advice(h.Kind)),
		}
		if len(ret.Results) > 1 {
			if fix, ok := suggestFix(c.pass, c.info, h, ret); ok {
				d.SuggestedFixes = []analysis.SuggestedFix{fix}
			}
		}
		c.pass.Report(d)
	})
}

// harmful says what a return statement of a handler does wrong, or reports false when its error
// is nil, a cancellation, a chosen protocol error, or the benign error of a forwarded call.
func (c *checker) harmful(h *mcpsdk.Handler, ret *ast.ReturnStmt) (string, bool) {
	info := c.pass.TypesInfo
	if len(ret.Results) == 0 {
		return "", false // a bare return of named results: not followed
	}
	last := ret.Results[len(ret.Results)-1]
	if len(ret.Results) == 1 {
		call, ok := ast.Unparen(last).(*ast.CallExpr)
		if !ok || c.benignCall(call) {
			return "", false
		}
		fn := calleeOrigin(info, call)
		if fn == nil {
			return "returns the error of a call unchanged", true
		}
		if w := c.harmfulReturnOf(fn); w != "" {
			return fmt.Sprintf("returns the error of %s unchanged (%s can return a non-nil error at %s)", fn.Name(), fn.Name(), w), true
		}
		return fmt.Sprintf("returns the error of %s unchanged", fn.Name()), true
	}
	if isNil(info, last) || isCancellation(info, h.Body, last) || isWireError(info, last, h.Kind) ||
		isChosenProtocolError(info, h.Body, ret) {
		return "", false
	}
	if call, ok := ast.Unparen(last).(*ast.CallExpr); ok && c.benignCall(call) {
		return "", false
	}
	if fromRequire(info, h.Body, last) {
		return "returns the error of a Require* accessor, so a missing or mistyped argument", true
	}
	return "returns an error", true
}

// wire says what the client receives for a returned error, by SDK and version.
func wire(v mcpsdk.Version, k mcpsdk.Kind) string {
	if k.SDK() == mcpsdk.GoSDK {
		return fmt.Sprintf("go-sdk %s sends from a raw (*Server).AddTool handler as a JSON-RPC error with code 0 that the model never sees", v)
	}
	return fmt.Sprintf("mcp-go %s sends as a JSON-RPC -32603 error that the model never sees (a result returned with it is dropped)", v)
}

// advice says how to fix it.
func advice(k mcpsdk.Kind) string {
	if k.SDK() == mcpsdk.GoSDK {
		return "return a result with IsError set (or SetError) and a nil error, or register a typed handler with mcp.AddTool"
	}
	return "return mcp.NewToolResultError(...) and a nil error"
}

// isNil reports whether e is the untyped nil.
func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// isCancellation reports whether e is ctx.Err(), context.Cause, context.Canceled or
// context.DeadlineExceeded, or a variable of body that is only ever assigned one of them (`err :=
// ctx.Err(); return nil, err`): the client went away, and no result would reach it anyway.
func isCancellation(info *types.Info, body *ast.BlockStmt, e ast.Expr) bool {
	if isCancellationExpr(info, e) {
		return true
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok || body == nil {
		return false
	}
	assigned, other := 0, false
	check := func(lhs []ast.Expr, rhs []ast.Expr) {
		for i, l := range lhs {
			if lid, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(lid) == v {
				if len(rhs) == len(lhs) && isCancellationExpr(info, rhs[i]) {
					assigned++
				} else {
					other = true
				}
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			check(x.Lhs, x.Rhs)
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(x.Names))
			for i, name := range x.Names {
				lhs[i] = name
			}
			check(lhs, x.Values)
		case *ast.UnaryExpr: // &err handed to a function may assign anything
			if lid, ok := ast.Unparen(x.X).(*ast.Ident); ok && x.Op == token.AND && info.ObjectOf(lid) == v {
				other = true
			}
		}
		return !other
	})
	return assigned > 0 && !other
}

// isCancellationExpr is isCancellation for the expression itself.
func isCancellationExpr(info *types.Info, e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn := mcpsdk.Callee(info, x)
		if fn != nil && fn.Name() == "Err" {
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				t := info.TypeOf(sel.X)
				return t != nil && types.TypeString(t, nil) == "context.Context"
			}
		}
		if mcpsdk.IsSDKFunc(fn, "context", "Cause") {
			return true
		}
	case *ast.SelectorExpr:
		if v, ok := info.Uses[x.Sel].(*types.Var); ok && v.Pkg() != nil && v.Pkg().Path() == "context" {
			return v.Name() == "Canceled" || v.Name() == "DeadlineExceeded"
		}
	}
	return false
}

// isChosenProtocolError reports whether a return sends an error picked out by errors.As on
// purpose, in a handler that turns its other failures into isError results:
//
//	var hard *HardError
//	if errors.As(err, &hard) {
//		return nil, hard.Err
//	}
//	return mcp.NewToolResultError(err.Error()), nil
//
// The author chose a protocol error for that kind of failure, as with a *jsonrpc.Error.
func isChosenProtocolError(info *types.Info, body *ast.BlockStmt, ret *ast.ReturnStmt) bool {
	e := ast.Unparen(ret.Results[len(ret.Results)-1])
	for {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok {
			break
		}
		e = ast.Unparen(sel.X)
	}
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok {
		return false
	}
	guarded := false
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || guarded {
			return !guarded
		}
		if ifs.Body.Pos() <= ret.Pos() && ret.End() <= ifs.Body.End() && asTarget(info, ifs.Cond) == v {
			guarded = true
		}
		return !guarded
	})
	return guarded && mcpsdk.BuildsErrorResult(info, body)
}

// asTarget returns the variable whose address is errors.As's target in cond, or nil.
func asTarget(info *types.Info, cond ast.Expr) *types.Var {
	var v *types.Var
	ast.Inspect(cond, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || v != nil || len(call.Args) != 2 || !mcpsdk.IsSDKFunc(mcpsdk.Callee(info, call), "errors", "As") {
			return v == nil
		}
		if u, ok := ast.Unparen(call.Args[1]).(*ast.UnaryExpr); ok && u.Op == token.AND {
			if id, ok := ast.Unparen(u.X).(*ast.Ident); ok {
				v, _ = info.ObjectOf(id).(*types.Var)
			}
		}
		return v == nil
	})
	return v
}

// isWireError reports whether a go-sdk raw handler returns a *jsonrpc.Error on purpose: then the
// protocol error, with its code, is what the author chose.
func isWireError(info *types.Info, e ast.Expr, k mcpsdk.Kind) bool {
	if k != mcpsdk.GoSDKRaw {
		return false
	}
	t := info.TypeOf(e)
	return t != nil && strings.HasSuffix(types.TypeString(t, nil), "jsonrpc.Error") ||
		t != nil && strings.HasSuffix(types.TypeString(t, nil), "jsonrpc2.WireError")
}

// fromRequire reports whether e is a variable last assigned from a Require* accessor of the
// request (mcp-go), e.g. `q, err := req.RequireString("q")`.
func fromRequire(info *types.Info, body *ast.BlockStmt, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	obj := info.ObjectOf(id)
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || as.Pos() > e.Pos() {
			return true
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return true
		}
		for _, l := range as.Lhs {
			if lid, ok := l.(*ast.Ident); ok && info.ObjectOf(lid) == obj {
				fn := mcpsdk.Callee(info, call)
				found = fn != nil && strings.HasPrefix(fn.Name(), "Require")
			}
		}
		return true
	})
	return found
}

// suggestFix turns `return nil, err` into an isError result with a nil error.
func suggestFix(pass *analysis.Pass, info *mcpsdk.Info, h *mcpsdk.Handler, ret *ast.ReturnStmt) (analysis.SuggestedFix, bool) {
	if len(ret.Results) != 2 || !isNil(pass.TypesInfo, ret.Results[0]) {
		return analysis.SuggestedFix{}, false
	}
	file := pass.Fset.File(ret.Pos())
	src, err := pass.ReadFile(file.Name())
	if err != nil {
		return analysis.SuggestedFix{}, false
	}
	mcpName, ok := mcpsdk.ImportName(pass, ret.Pos(), h.Kind.SDK())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	errExpr := ret.Results[1]
	text := string(src[file.Offset(errExpr.Pos()):file.Offset(errExpr.End())])
	msg, isConst := errorsNewText(pass.TypesInfo, errExpr)
	var res string
	switch {
	case h.Kind.SDK() == mcpsdk.GoSDK:
		body := text + ".Error()"
		if isConst {
			body = msg
		}
		res = fmt.Sprintf("&%s.CallToolResult{IsError: true, Content: []%s.Content{&%s.TextContent{Text: %s}}}", mcpName, mcpName, mcpName, body)
	case isConst:
		res = fmt.Sprintf("%s.NewToolResultError(%s)", mcpName, msg)
	case info.Versions[mcpsdk.MCPGo].Less(0, 21, 0):
		res = fmt.Sprintf("%s.NewToolResultError(%s.Error())", mcpName, text)
	default:
		label := h.Name
		if h.Func == nil {
			label = "tool"
		}
		res = fmt.Sprintf("%s.NewToolResultErrorFromErr(%s, %s)", mcpName, strconv.Quote(label+" failed"), text)
	}
	return analysis.SuggestedFix{
		Message: "return an isError result instead",
		TextEdits: []analysis.TextEdit{{
			Pos: ret.Results[0].Pos(), End: ret.End(), NewText: []byte(res + ", nil"),
		}},
	}, true
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
