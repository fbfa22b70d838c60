package guidance

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"golang.org/x/tools/go/analysis"
)

// A site is one tool result built in a function, with what its later statements do to it.
type site struct {
	at      ast.Node // the literal or call that builds it
	sdk     mcpsdk.SDK
	isError bool   // IsError is (or may be) true
	content string // the text of its Content blocks
	blocks  int    // how many Content blocks it has; -1 when unknown
	// structured and meta are the guidance of StructuredContent and of Meta.
	structured, meta typed
	setError         *ast.CallExpr
	errText          string        // the text of the error given to SetError
	helper           string        // the helper whose call built it, for messages
	helperAt         []helperPlace // where the helper (and the helpers it calls) build it
	// output is set when a go-sdk typed handler returns it with an output value, which the SDK
	// marshals into StructuredContent in place of the handler's own; outTyped is its guidance.
	output   bool
	outTyped typed
	// returnedOK and returnedErr record whether the handler returns it with a nil error, and
	// with a non-nil one (then the SDK drops it: a protocol error, or a fresh SetError result).
	returnedOK, returnedErr bool
}

// typed returns the guidance of the typed fields the client receives.
func (st *site) typed() typed {
	if st.output {
		return st.meta.merge(st.outTyped)
	}
	return st.meta.merge(st.structured)
}

// unit is one function body with the sites built in it.
type unit struct {
	pass  *analysis.Pass
	ev    *eval // made on first use (see eval): most bodies build no result
	ftype *ast.FuncType
	body  *ast.BlockStmt
	walk  *walk.Walker
	name  string // how messages name the function
	sites []*site
	vars  map[types.Object]*site // the site a variable holds at the current point
	bySrc map[ast.Node]*site     // the site each expression builds, or nil
	// returned holds, for each return statement, the site its first result is (or nil).
	returned []*site
	helper   func(*unit, *ast.CallExpr, *types.Func) *site
	node     ast.Node // the *ast.FuncDecl or *ast.FuncLit
	kind     mcpsdk.Kind
	// unknown lists the functions of this package that the last collection called and found
	// no helper summary for.
	unknown []*types.Func
}

// eval returns the unit's expression evaluator, made on first use.
func (u *unit) eval() *eval {
	if u.ev == nil {
		u.ev = newEval(u.pass.TypesInfo, u.ftype, u.body)
	}
	return u.ev
}

// isSDKType reports whether t (through a pointer) is the named type name of an SDK's mcp package.
func isSDKType(t types.Type, name string) (mcpsdk.SDK, bool) {
	if t == nil {
		return "", false
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Name() != name {
		return "", false
	}
	switch n.Obj().Pkg().Path() {
	case mcpsdk.MCPGoMCP:
		return mcpsdk.MCPGo, true
	case mcpsdk.GoSDKMCP:
		return mcpsdk.GoSDK, true
	}
	return "", false
}

// collectNodes are the nodes collect looks at.
var collectNodes = []ast.Node{(*ast.CompositeLit)(nil), (*ast.CallExpr)(nil), (*ast.ReturnStmt)(nil), (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)}

// collect finds the sites of the unit's body in source order and applies the statements that
// change a site held in a variable: IsError, Content, StructuredContent and Meta assignments,
// Meta[key] writes and SetError calls. It also records the sites the function returns.
func (u *unit) collect() {
	u.vars = map[types.Object]*site{}
	u.bySrc = map[ast.Node]*site{}
	info := u.pass.TypesInfo
	u.walk.NoLits(u.body, collectNodes, func(n ast.Node) {
		switch s := n.(type) {
		case *ast.CompositeLit, *ast.CallExpr:
			u.build(n.(ast.Expr))
			if c, ok := s.(*ast.CallExpr); ok {
				u.setError(c)
			}
		case *ast.ReturnStmt:
			if len(s.Results) > 0 {
				st := u.held(s.Results[0])
				if st == nil {
					st = u.build(s.Results[0])
				}
				u.returned = append(u.returned, st)
				if st != nil {
					u.returns(st, s.Results)
				}
			}
		case *ast.AssignStmt:
			// The statement is visited before its right-hand sides: build their sites now so
			// that the variables hold them.
			for i, l := range s.Lhs {
				if len(s.Lhs) != len(s.Rhs) {
					break
				}
				if id, ok := l.(*ast.Ident); ok {
					if obj := info.ObjectOf(id); obj != nil {
						u.vars[obj] = u.build(s.Rhs[i]) // a new value: earlier sites no longer change
					}
					continue
				}
				u.assignField(l, s.Rhs[i])
			}
		case *ast.ValueSpec:
			for i, id := range s.Names {
				if len(s.Values) != len(s.Names) {
					break
				}
				if obj := info.Defs[id]; obj != nil {
					u.vars[obj] = u.build(s.Values[i])
				}
			}
		}
	})
}

// build returns the site an expression builds, once per expression, or nil.
func (u *unit) build(x ast.Expr) *site {
	x = ast.Unparen(x)
	if un, ok := x.(*ast.UnaryExpr); ok && un.Op == token.AND {
		x = ast.Unparen(un.X)
	}
	if st, seen := u.bySrc[x]; seen {
		return st
	}
	st := u.siteOf(x)
	u.bySrc[x] = st
	if st != nil {
		u.sites = append(u.sites, st)
	}
	return st
}

// returns records how a handler returns a site: with a nil error or not, and, for a go-sdk
// typed handler, with which output value.
func (u *unit) returns(st *site, results []ast.Expr) {
	if u.kind == mcpsdk.NotHandler || len(results) < 2 {
		return
	}
	if isNil(u.pass.TypesInfo, results[len(results)-1]) {
		st.returnedOK = true
	} else {
		st.returnedErr = true
	}
	if u.kind != mcpsdk.GoSDKTyped || len(results) != 3 {
		return
	}
	out := results[1]
	if isNil(u.pass.TypesInfo, out) {
		return // Out is an interface and the output nil: StructuredContent is left alone
	}
	st.output = true
	st.outTyped = st.outTyped.merge(u.eval().typed(out, 0))
}

// isNil reports whether e is the untyped nil.
func isNil(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

// held returns the site the expression (a variable, possibly through res.Result) holds.
func (u *unit) held(x ast.Expr) *site {
	if id, ok := ast.Unparen(x).(*ast.Ident); ok {
		if obj := u.pass.TypesInfo.ObjectOf(id); obj != nil {
			return u.vars[obj]
		}
	}
	return nil
}

// assignField applies `res.Field = value` and `res.Meta[key] = value`.
func (u *unit) assignField(l, r ast.Expr) {
	switch l := l.(type) {
	case *ast.SelectorExpr:
		recv := l.X
		if sel, ok := recv.(*ast.SelectorExpr); ok && sel.Sel.Name == "Result" {
			recv = sel.X // mcp-go res.Result.Meta
		}
		st := u.held(recv)
		if st == nil {
			return
		}
		switch l.Sel.Name {
		case "IsError":
			st.isError = !isFalse(u.pass.TypesInfo, r)
		case "Content":
			st.content, st.blocks = u.contentOf(r)
		case "StructuredContent", "RawStructuredContent":
			st.structured = u.eval().typed(r, 0) // an assignment replaces the value (the last one in source order wins)
		case "Meta":
			st.meta = u.eval().typed(r, 0)
		}
	case *ast.IndexExpr:
		sel, ok := l.X.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Meta" {
			return
		}
		st := u.held(sel.X)
		if st == nil {
			return
		}
		if tv := u.pass.TypesInfo.Types[l.Index]; tv.Value != nil && tv.Value.Kind() == constant.String {
			st.meta = st.meta.merge(u.eval().field(constant.StringVal(tv.Value), r, 0))
		}
	}
}

// setError applies res.SetError(err) (go-sdk).
func (u *unit) setError(c *ast.CallExpr) {
	sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
	if !ok || len(c.Args) != 1 || !mcpsdk.IsSDKFunc(mcpsdk.Callee(u.pass.TypesInfo, c), mcpsdk.GoSDKMCP, "SetError") {
		return
	}
	st := u.held(sel.X)
	if st == nil {
		st = u.build(sel.X)
	}
	if st == nil {
		return
	}
	st.isError = true
	st.setError = c
	st.errText = u.eval().text(c.Args[0], 0)
}

// isFalse reports whether e is the constant false.
func isFalse(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

// siteOf returns the site an expression builds: a CallToolResult literal, an SDK constructor of a
// result, or a call of a helper known to build one; nil otherwise.
func (u *unit) siteOf(x ast.Expr) *site {
	info := u.pass.TypesInfo
	switch x := x.(type) {
	case *ast.CompositeLit:
		sdk, ok := isSDKType(info.TypeOf(x), "CallToolResult")
		if !ok {
			return nil
		}
		st := &site{at: x, sdk: sdk}
		u.resultFields(st, x)
		return st
	case *ast.CallExpr:
		fn := mcpsdk.Callee(info, x)
		if fn == nil || fn.Pkg() == nil {
			return nil
		}
		if fn.Pkg().Path() != mcpsdk.MCPGoMCP {
			return u.helper(u, x, fn)
		}
		st := &site{at: x, sdk: mcpsdk.MCPGo, blocks: 1}
		ev := u.eval()
		switch fn.Name() {
		case "NewToolResultError":
			st.isError, st.content = true, ev.text(arg(x, 0), 0)
		case "NewToolResultErrorf":
			st.isError, st.content = true, ev.format(arg(x, 0), x.Args[min(1, len(x.Args)):], 0)
		case "NewToolResultErrorFromErr":
			st.isError, st.content = true, ev.text(arg(x, 0), 0)+": "+ev.text(arg(x, 1), 0)
		case "NewToolResultText":
			st.content = ev.text(arg(x, 0), 0)
		case "NewToolResultStructured":
			st.structured, st.content = ev.typed(arg(x, 0), 0), ev.text(arg(x, 1), 0)
		default:
			return nil
		}
		return st
	}
	return nil
}

// arg returns a call's i-th argument, or nil.
func arg(c *ast.CallExpr, i int) ast.Expr {
	if i < len(c.Args) {
		return c.Args[i]
	}
	return nil
}

// resultFields reads a CallToolResult literal's fields.
func (u *unit) resultFields(st *site, lit *ast.CompositeLit) {
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		switch id.Name {
		case "IsError":
			st.isError = !isFalse(u.pass.TypesInfo, kv.Value)
		case "Content":
			st.content, st.blocks = u.contentOf(kv.Value)
		case "StructuredContent", "RawStructuredContent":
			st.structured = st.structured.merge(u.eval().typed(kv.Value, 0))
		case "Meta":
			st.meta = st.meta.merge(u.eval().typed(kv.Value, 0))
		case "Result": // mcp-go: Result{Meta: ...}
			if rl, ok := ast.Unparen(kv.Value).(*ast.CompositeLit); ok {
				for _, re := range rl.Elts {
					if rkv, ok := re.(*ast.KeyValueExpr); ok {
						if rid, ok := rkv.Key.(*ast.Ident); ok && rid.Name == "Meta" {
							st.meta = st.meta.merge(u.eval().typed(rkv.Value, 0))
						}
					}
				}
			}
		}
	}
}

// contentOf returns the text of a Content slice and how many blocks it holds (-1 when unknown).
func (u *unit) contentOf(x ast.Expr) (string, int) {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		if v := u.eval().single(id); v != nil {
			return u.contentOf(v)
		}
		return gap, -1
	}
	lit, ok := x.(*ast.CompositeLit)
	if !ok {
		return gap, -1
	}
	var texts []string
	for _, el := range lit.Elts {
		texts = append(texts, u.blockText(el))
	}
	return strings.Join(texts, gap), len(lit.Elts)
}

// blockText returns the text of one content block: a TextContent literal or mcp.NewTextContent.
func (u *unit) blockText(x ast.Expr) string {
	x = ast.Unparen(x)
	if un, ok := x.(*ast.UnaryExpr); ok && un.Op == token.AND {
		x = ast.Unparen(un.X)
	}
	switch x := x.(type) {
	case *ast.CompositeLit:
		if _, ok := isSDKType(u.pass.TypesInfo.TypeOf(x), "TextContent"); ok {
			for _, el := range x.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Text" {
						return u.eval().text(kv.Value, 0)
					}
				}
			}
		}
	case *ast.CallExpr:
		if mcpsdk.IsSDKFunc(mcpsdk.Callee(u.pass.TypesInfo, x), mcpsdk.MCPGoMCP, "NewTextContent") {
			return u.eval().text(arg(x, 0), 0)
		}
	}
	return gap
}
