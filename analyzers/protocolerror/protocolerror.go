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
	Name:     "protocolerror",
	Doc:      rule.MustLookup("protocolerror").Doc(),
	URL:      rule.MustLookup("protocolerror").HelpURI(),
	Requires: []*analysis.Analyzer{mcpsdk.Analyzer},
	Run:      run,
})

func run(pass *analysis.Pass) (any, error) {
	info := pass.ResultOf[mcpsdk.Analyzer].(*mcpsdk.Info)
	if !mcpsdk.IsMainModule(pass) || (info.CreatesServer && info.Converts) {
		return nil, nil
	}
	for _, h := range info.Handlers {
		if !h.Kind.ErrorIsProtocol() || isMiddleware(pass.TypesInfo, h) || convertedAtRegistration(pass, info, h) {
			continue
		}
		inspectReturns(h.Body, func(ret *ast.ReturnStmt) { check(pass, info, h, ret) })
	}
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

// check reports one return statement whose error is not nil.
func check(pass *analysis.Pass, info *mcpsdk.Info, h *mcpsdk.Handler, ret *ast.ReturnStmt) {
	if len(ret.Results) == 0 {
		return // a bare return of named results: not followed
	}
	last := ret.Results[len(ret.Results)-1]
	if len(ret.Results) == 1 {
		call, ok := ast.Unparen(last).(*ast.CallExpr)
		if !ok {
			return
		}
		fn := mcpsdk.Callee(pass.TypesInfo, call)
		name := "a call"
		if fn != nil {
			name = fn.Name()
		}
		pass.Reportf(ret.Pos(), "tool handler %s returns the error of %s unchanged, which %s; %s",
			h.Name, name, wire(info, h.Kind), advice(h.Kind))
		return
	}
	if isNil(pass.TypesInfo, last) || isCancellation(pass.TypesInfo, last) || isWireError(pass.TypesInfo, last, h.Kind) {
		return
	}
	what := "returns an error"
	if fromRequire(pass.TypesInfo, h.Body, last) {
		what = "returns the error of a Require* accessor, so a missing or mistyped argument"
	}
	d := analysis.Diagnostic{
		Pos:     ret.Pos(),
		End:     ret.End(),
		Message: fmt.Sprintf("tool handler %s %s, which %s; %s", h.Name, what, wire(info, h.Kind), advice(h.Kind)),
	}
	if fix, ok := suggestFix(pass, info, h, ret); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	pass.Report(d)
}

// wire says what the client receives for a returned error, by SDK and version.
func wire(info *mcpsdk.Info, k mcpsdk.Kind) string {
	v := info.Versions[k.SDK()]
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

// isCancellation reports whether e is ctx.Err(), context.Canceled or context.DeadlineExceeded:
// the client went away, and no result would reach it anyway.
func isCancellation(info *types.Info, e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		fn := mcpsdk.Callee(info, x)
		if fn != nil && fn.Name() == "Err" {
			if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				t := info.TypeOf(sel.X)
				return t != nil && types.TypeString(t, nil) == "context.Context"
			}
		}
		if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "context" && fn.Name() == "Cause" {
			return true
		}
	case *ast.SelectorExpr:
		if v, ok := info.Uses[x.Sel].(*types.Var); ok && v.Pkg() != nil && v.Pkg().Path() == "context" {
			return v.Name() == "Canceled" || v.Name() == "DeadlineExceeded"
		}
	}
	return false
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
	mcpName, ok := importName(pass, ret.Pos(), h.Kind.SDK())
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

// importName returns the name under which the file at pos imports the SDK's mcp package.
func importName(pass *analysis.Pass, pos token.Pos, sdk mcpsdk.SDK) (string, bool) {
	path := mcpsdk.MCPGoMCP
	if sdk == mcpsdk.GoSDK {
		path = mcpsdk.GoSDKMCP
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
