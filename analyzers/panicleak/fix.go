package panicleak

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"golang.org/x/tools/go/analysis"
)

// requireFor maps an asserted type to the mcp-go accessor that checks it.
var requireFor = map[string]string{"string": "RequireString", "float64": "RequireFloat", "bool": "RequireBool"}

// suggestFix offers, for `v := x.(T)` directly in a two-result handler, the checked form that
// returns an isError result; on mcp-go versions with Require* accessors and an argument read by
// a constant key, it uses the accessor instead.
func (c *checker) suggestFix(pos token.Pos, h *mcpsdk.Handler) (analysis.SuggestedFix, bool) {
	if h.Kind != mcpsdk.MCPGoHandler && h.Kind != mcpsdk.MCPGoTyped && h.Kind != mcpsdk.GoSDKRaw {
		return analysis.SuggestedFix{}, false
	}
	stmt, assert := c.assignOf(h.Body, pos)
	if stmt == nil {
		return analysis.SuggestedFix{}, false
	}
	file := c.pass.Fset.File(stmt.Pos())
	src, err := c.pass.ReadFile(file.Name())
	if err != nil {
		return analysis.SuggestedFix{}, false
	}
	text := func(n ast.Node) string { return string(src[file.Offset(n.Pos()):file.Offset(n.End())]) }
	mcpName, ok := mcpsdk.ImportName(c.pass, stmt.Pos(), h.Kind.SDK())
	if !ok {
		return analysis.SuggestedFix{}, false
	}
	indent := lineIndent(src, file.Offset(stmt.Pos()))
	lhs := text(stmt.Lhs[0])
	typ := text(assert.Type)
	key, hasKey := constKey(assert.X)
	what := "the value"
	if hasKey {
		what = "argument " + strconv.Quote(key)
	}
	var b bytes.Buffer
	if acc, ok := requireFor[typ]; ok && hasKey && h.Kind == mcpsdk.MCPGoHandler && readsRequest(assert.X) && c.hasMethod(h, acc) {
		fmt.Fprintf(&b, "%s, err := %s.%s(%s)\n", lhs, c.requestName(h), acc, strconv.Quote(key))
		fmt.Fprintf(&b, "%sif err != nil {\n%s\treturn %s.NewToolResultError(err.Error()), nil\n%s}", indent, indent, mcpName, indent)
	} else {
		ok := c.freshName(stmt.Pos(), "ok")
		msg := strconv.Quote(fmt.Sprintf("%s must be %s", what, article(typ)))
		fmt.Fprintf(&b, "%s, %s := %s\n", lhs, ok, text(assert))
		fmt.Fprintf(&b, "%sif !%s {\n%s\treturn %s, nil\n%s}", indent, ok, indent, errorResult(h.Kind, mcpName, msg), indent)
	}
	return analysis.SuggestedFix{
		Message:   "check the type and return an isError result",
		TextEdits: []analysis.TextEdit{{Pos: stmt.Pos(), End: stmt.End(), NewText: b.Bytes()}},
	}, true
}

// errorResult is the expression of an isError result with text msg (a quoted Go string).
func errorResult(k mcpsdk.Kind, mcpName, msg string) string {
	if k.SDK() == mcpsdk.GoSDK {
		return fmt.Sprintf("&%s.CallToolResult{IsError: true, Content: []%s.Content{&%s.TextContent{Text: %s}}}", mcpName, mcpName, mcpName, msg)
	}
	return fmt.Sprintf("%s.NewToolResultError(%s)", mcpName, msg)
}

// assignOf returns the statement `v := x.(T)` (one name, define) of the handler's own block
// statements whose assertion stands at pos, and the assertion, or nil.
func (c *checker) assignOf(body *ast.BlockStmt, pos token.Pos) (*ast.AssignStmt, *ast.TypeAssertExpr) {
	var found *ast.AssignStmt
	var assert *ast.TypeAssertExpr
	inspectNoLits(body, func(n ast.Node) {
		blk, ok := n.(*ast.BlockStmt)
		if !ok {
			return
		}
		for _, st := range blk.List {
			if as, ok := st.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
				if ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr); ok && ta.Pos() == pos && ta.Type != nil {
					found, assert = as, ta
				}
			}
		}
	})
	return found, assert
}

// hasMethod reports whether the handler's request type has the named method.
func (c *checker) hasMethod(h *mcpsdk.Handler, name string) bool {
	sig := c.signature(h)
	if sig == nil || sig.Params().Len() < 2 {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(sig.Params().At(1).Type(), true, nil, name)
	_, ok := obj.(*types.Func)
	return ok && c.requestName(h) != ""
}

func (c *checker) signature(h *mcpsdk.Handler) *types.Signature {
	if h.Func != nil {
		return h.Func.Type().(*types.Signature)
	}
	sig, _ := c.pass.TypesInfo.TypeOf(h.Node.(*ast.FuncLit)).(*types.Signature)
	return sig
}

// requestName is the name of the handler's request parameter, or "" when it has none.
func (c *checker) requestName(h *mcpsdk.Handler) string {
	sig := c.signature(h)
	if sig == nil || sig.Params().Len() < 2 {
		return ""
	}
	n := sig.Params().At(1).Name()
	if n == "_" {
		return ""
	}
	return n
}

// freshName returns name, or name followed by a number, not in scope at pos.
func (c *checker) freshName(pos token.Pos, name string) string {
	scope := c.pass.Pkg.Scope().Innermost(pos)
	for i := 0; scope != nil; i++ {
		cand := name
		if i > 0 {
			cand = fmt.Sprintf("%s%d", name, i+1)
		}
		if _, obj := scope.LookupParent(cand, pos); obj == nil {
			return cand
		}
	}
	return name
}

// constKey returns the constant string key of m["k"], or false.
func constKey(e ast.Expr) (string, bool) {
	ix, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok {
		return "", false
	}
	lit, ok := ix.Index.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

// lineIndent returns the whitespace that starts the line holding offset.
func lineIndent(src []byte, off int) string {
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	end := start
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	return string(src[start:end])
}

// article prefixes a type name with "a" or "an".
func article(t string) string {
	if t != "" && strings.ContainsRune("aeiou", rune(t[0])) {
		return "an " + t
	}
	return "a " + t
}

// readsRequest reports whether e is req.GetArguments()["k"] or req.Params.Arguments["k"], read
// straight from the request, so that replacing it leaves no unused variable behind.
func readsRequest(e ast.Expr) bool {
	ix, ok := ast.Unparen(e).(*ast.IndexExpr)
	if !ok {
		return false
	}
	switch x := ast.Unparen(ix.X).(type) {
	case *ast.CallExpr:
		sel, ok := x.Fun.(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "GetArguments"
	case *ast.SelectorExpr:
		return x.Sel.Name == "Arguments"
	}
	return false
}
