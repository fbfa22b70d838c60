// Package walk visits the nodes of a subtree of a package's files by type, with the package's
// inspector (golang.org/x/tools/go/analysis/passes/inspect): a walk skips every subtree that
// holds none of the types asked for, where ast.Inspect visits every node. The analyzers walk
// each function body several times, each time for a few kinds of node; on github-mcp-server
// those walks were most of their time.
//
// A walk calls its function in the order ast.Inspect would, for the nodes of the given types
// only, so a callback that looks at those types and ignores the others sees the same sequence.
package walk

import (
	"go/ast"
	"reflect"
	"slices"

	"golang.org/x/tools/go/ast/inspector"
)

// Walker walks subtrees of the files of one package.
type Walker struct {
	in *inspector.Inspector
}

// New returns a walker over the files the inspector was made from.
func New(in *inspector.Inspector) *Walker { return &Walker{in: in} }

// cursor returns the inspector's cursor at n, found by its position, or false when n is not a
// node of the inspector's files (a walk then falls back to ast.Inspect).
func (w *Walker) cursor(n ast.Node) (inspector.Cursor, bool) {
	if w == nil || w.in == nil || n == nil || !n.Pos().IsValid() || !n.End().IsValid() {
		return inspector.Cursor{}, false
	}
	c, ok := w.in.Root().FindByPos(n.Pos(), n.End())
	// FindByPos gives the innermost node spanning n; n may be one of the nodes around it with
	// the same span (an ExprStmt around its CallExpr).
	for ok && c.Node() != n {
		p := c.Parent()
		if p.Node() == nil || p.Node().Pos() != n.Pos() || p.Node().End() != n.End() {
			return inspector.Cursor{}, false
		}
		c = p
	}
	return c, ok
}

var funcLit = []ast.Node{(*ast.FuncLit)(nil)}

// Nodes calls f for each node of one of the types under root (root included), in the order of
// ast.Inspect, entering function literals.
func (w *Walker) Nodes(root ast.Node, types []ast.Node, f func(ast.Node)) {
	w.Inspect(root, types, func(n ast.Node) bool {
		f(n)
		return true
	})
}

// NoLits calls f for each node of one of the types under root (root included), in the order
// of ast.Inspect, not entering function literals (nor calling f for them).
func (w *Walker) NoLits(root ast.Node, types []ast.Node, f func(ast.Node)) {
	w.Inspect(root, withLits(types), func(n ast.Node) bool {
		if _, lit := n.(*ast.FuncLit); lit {
			return false
		}
		f(n)
		return true
	})
}

// withLits returns types with function literals added, so that a walk that skips them meets
// them (types unchanged when empty: every node).
func withLits(types []ast.Node) []ast.Node {
	if len(types) == 0 {
		return types
	}
	return append(append(make([]ast.Node, 0, len(types)+1), types...), funcLit...)
}

// Inspect is ast.Inspect for the nodes of the types under root (root included): f is called
// for each, in the order of ast.Inspect, and when it returns false the node's subtree is
// skipped. Unlike ast.Inspect, f is never called with nil.
func (w *Walker) Inspect(root ast.Node, types []ast.Node, f func(ast.Node) bool) {
	if root == nil {
		return
	}
	c, ok := w.cursor(root)
	if !ok {
		want := typeSet(types)
		ast.Inspect(root, func(n ast.Node) bool {
			if n == nil {
				return false
			}
			if want(n) {
				return f(n)
			}
			return true
		})
		return
	}
	c.Inspect(types, func(c inspector.Cursor) bool { return f(c.Node()) })
}

// NoLitsStack is NoLits for a function that may need the nodes from root down to the node
// (root first, the node last, as a stack kept during ast.Inspect gives them): stack returns
// them, found from the node upwards when called.
func (w *Walker) NoLitsStack(root ast.Node, types []ast.Node, f func(n ast.Node, stack func() []ast.Node)) {
	if root == nil {
		return
	}
	c, ok := w.cursor(root)
	if !ok {
		want := typeSet(types)
		var stack []ast.Node
		get := func() []ast.Node { return stack }
		ast.Inspect(root, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return false
			}
			if _, lit := n.(*ast.FuncLit); lit {
				return false
			}
			stack = append(stack, n)
			if want(n) {
				f(n, get)
			}
			return true
		})
		return
	}
	c.Inspect(withLits(types), func(c inspector.Cursor) bool {
		n := c.Node()
		if _, lit := n.(*ast.FuncLit); lit {
			return false
		}
		f(n, func() []ast.Node {
			var stack []ast.Node
			for e := range c.Enclosing() {
				stack = append(stack, e.Node())
				if e.Node() == root {
					break
				}
			}
			slices.Reverse(stack)
			return stack
		})
		return true
	})
}

// typeSet returns a test of whether a node has one of the types (any node, when types is empty).
func typeSet(types []ast.Node) func(ast.Node) bool {
	if len(types) == 0 {
		return func(ast.Node) bool { return true }
	}
	return func(n ast.Node) bool {
		for _, t := range types {
			if reflect.TypeOf(t) == reflect.TypeOf(n) {
				return true
			}
		}
		return false
	}
}

// OwnReturns calls f for each return statement of body, in source order, not those of the
// function literals nested in it.
func OwnReturns(body *ast.BlockStmt, f func(*ast.ReturnStmt)) {
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
