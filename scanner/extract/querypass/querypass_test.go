package querypass

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// TestJoin joins two query files and checks that each match goes back to its file, with the
// predicates of both kinds applied.
func TestJoin(t *testing.T) {
	names := []string{"calls", "strings"}
	srcs := [][]byte{
		[]byte(";; f(x), not g(x)\n(call\n  function: (identifier) @callee\n  (#not-eq? @callee \"g\")) @site\n"),
		[]byte(";; \"err...\"\n((string) @site\n  (#match? @site \"^.err\"))\n"),
	}
	src := []byte("f(1)\ng(2)\nh(\"error\")\nx = \"fine\"\n")
	p, err := Join(python.GetLanguage(), names, srcs)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Query.Close()
	parser := sitter.NewParser()
	parser.SetLanguage(python.GetLanguage())
	tree, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	p.Run(tree.RootNode(), src, func(file int, m *sitter.QueryMatch) {
		for _, c := range m.Captures {
			if p.Query.CaptureNameForId(c.Index) == "site" {
				got = append(got, fmt.Sprintf("%s %s", names[file], c.Node.Content(src)))
			}
		}
	})
	want := []string{"calls f(1)", `calls h("error")`, `strings "error"`}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestJoinErrors checks that a broken file is named and a pattern out of column 0 is caught.
func TestJoinErrors(t *testing.T) {
	lang := python.GetLanguage()
	_, err := Join(lang, []string{"good", "bad"}, [][]byte{[]byte("(call) @site\n"), []byte("(nosuchnode) @site\n")})
	if err == nil || !strings.Contains(err.Error(), "query bad") {
		t.Errorf("broken file: err = %v, want it named", err)
	}
	_, err = Join(lang, []string{"indented"}, [][]byte{[]byte("  (call) @site\n")})
	if err == nil || !strings.Contains(err.Error(), "counted at column 0") {
		t.Errorf("indented pattern: err = %v", err)
	}
	_, err = Join(lang, []string{"pred"}, [][]byte{[]byte("((identifier) @site (#any-of? @site \"a\" \"b\"))\n")})
	if err == nil || !strings.Contains(err.Error(), "only (#op?") {
		t.Errorf("unsupported predicate: err = %v", err)
	}
}

// TestJoinTwins checks that a file of the same patterns as an earlier one (comments aside) is
// compiled once and gets the earlier file's matches, in the same order.
func TestJoinTwins(t *testing.T) {
	names := []string{"calls", "strings", "again"}
	calls := ";; f(x)\n(call\n  function: (identifier) @callee) @site\n\n;; \"s\"\n(string) @site\n"
	srcs := [][]byte{
		[]byte(calls),
		[]byte(";; \"err...\"\n((string) @site\n  (#match? @site \"^.err\"))\n"),
		[]byte("; the same patterns under other comments\n;; g(y)\n(call\n    function: (identifier) @callee) @site\n;; 's'\n(string) @site\n"),
	}
	src := []byte("f(1)\ng(\"error\")\n")
	p, err := Join(python.GetLanguage(), names, srcs)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Query.Close()
	if n := p.Query.PatternCount(); n != 3 {
		t.Errorf("%d patterns compiled, want 3 (the twin's two not again)", n)
	}
	parser := sitter.NewParser()
	parser.SetLanguage(python.GetLanguage())
	tree, err := parser.ParseCtx(context.Background(), nil, src)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]string{}
	p.Run(tree.RootNode(), src, func(file int, m *sitter.QueryMatch) {
		for _, c := range m.Captures {
			if p.Query.CaptureNameForId(c.Index) == "site" {
				got[names[file]] = append(got[names[file]], c.Node.Content(src))
			}
		}
	})
	want := []string{"f(1)", `g("error")`, `"error"`}
	if !slices.Equal(got["calls"], want) || !slices.Equal(got["again"], want) {
		t.Errorf("calls %q, again %q, want %q for both", got["calls"], got["again"], want)
	}
	if !slices.Equal(got["strings"], []string{`"error"`}) {
		t.Errorf("strings %q", got["strings"])
	}
}
