package querypass

import (
	"context"
	"strings"
	"testing"
	"time"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// deepCalls parses a Python file of calls nested depth levels deep.
func deepCalls(t *testing.T, depth int) ([]byte, *sitter.Tree) {
	t.Helper()
	src := []byte("v = " + strings.Repeat("f(", depth) + strings.Repeat(")", depth) + "\n")
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(python.GetLanguage())
	tree, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	return src, tree
}

// The pattern of the rules that made deep nesting quadratic: a call whose argument list has a
// child still to come keeps a state open at every level of the nesting.
const keywordCall = ";; f(x=1)\n(call\n  function: (_) @callee\n  arguments: (argument_list (keyword_argument) @key)) @site\n"

// TestNewCursorLimitsStartDepth: on 100,000 nested calls the pass starts patterns in the first
// MaxStartDepth levels only, so it ends in a fraction of a second (it took minutes), and what
// starts within them is matched.
func TestNewCursorLimitsStartDepth(t *testing.T) {
	p, err := Join(python.GetLanguage(), []string{"calls"}, [][]byte{[]byte(";; f()\n(call) @site\n")})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Query.Close()
	src, tree := deepCalls(t, 100_000)
	defer tree.Close()
	n := 0
	p.Run(tree.RootNode(), src, func(int, *sitter.QueryMatch) { n++ })
	// Each call is two levels (call, argument_list) below its parent call.
	if n < MaxStartDepth/2-2 || n > MaxStartDepth/2+2 {
		t.Errorf("%d calls matched, want the %d within %d levels", n, MaxStartDepth/2, MaxStartDepth)
	}
	q, err := Join(python.GetLanguage(), []string{"keywords"}, [][]byte{[]byte(keywordCall)})
	if err != nil {
		t.Fatal(err)
	}
	defer q.Query.Close()
	start := time.Now()
	q.Run(tree.RootNode(), src, func(int, *sitter.QueryMatch) {})
	if el := time.Since(start); el > 20*time.Second {
		t.Errorf("the keyword-call pattern took %s on 100,000 nested calls", el)
	}
}

// TestRunStopsAtTheDeadline: a run over bytes whose deadline has passed panics with ErrTimeout,
// and the same bytes run freely once the limit is released.
func TestRunStopsAtTheDeadline(t *testing.T) {
	p, err := Join(python.GetLanguage(), []string{"calls"}, [][]byte{[]byte(";; f()\n(call) @site\n")})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Query.Close()
	src, tree := deepCalls(t, 200)
	defer tree.Close()
	run := func() (n int, v any) {
		defer func() { v = recover() }()
		p.Run(tree.RootNode(), src, func(int, *sitter.QueryMatch) { n++ })
		return n, nil
	}
	release := Limit(src, time.Now().Add(-time.Second))
	if n, v := run(); v != ErrTimeout || n >= 200 {
		t.Errorf("past the deadline: %d matches, recovered %v; want fewer than 200 and ErrTimeout", n, v)
	}
	release()
	if n, v := run(); v != nil || n != 200 {
		t.Errorf("released: %d matches, recovered %v; want 200 and none", n, v)
	}
	other := append([]byte(nil), src...) // the same text elsewhere has no deadline
	defer Limit(src, time.Now().Add(-time.Second))()
	n := 0
	p.Run(tree.RootNode(), other, func(int, *sitter.QueryMatch) { n++ })
	if n != 200 {
		t.Errorf("other bytes: %d matches, want 200", n)
	}
}
