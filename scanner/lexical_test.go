package scanner

import (
	"bytes"
	"fmt"
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

func TestLexicalSpellings(t *testing.T) {
	cases := []struct {
		src       string
		line, col int
		construct finding.Construct
	}{
		{"return {\n  isError: true,\n}", 2, 3, finding.Literal},
		{`x = {"isError": true}`, 1, 6, finding.Literal},
		{`x = {'isError': True}`, 1, 6, finding.Literal},
		{"CallToolResult(content=c, is_error=True)", 1, 27, finding.Literal},
		{"CallToolResult(isError=True)", 1, 16, finding.Literal},
		{"&mcp.CallToolResult{IsError: true}", 1, 21, finding.Literal},
		{"res.IsError = true", 1, 5, finding.FlagAssignment},
		{"\tIsError = true", 1, 2, finding.FlagAssignment},
	}
	for _, c := range cases {
		fs := lexicalScan("a", finding.Go, finding.Production, []byte(c.src))
		if len(fs) != 1 {
			t.Errorf("%q: %d hits, want 1", c.src, len(fs))
			continue
		}
		f := fs[0]
		if f.Line != c.line || f.Column != c.col || f.Site.Construct != c.construct || f.Method != finding.Lexical || f.Site.Shape != finding.Unknown {
			t.Errorf("%q: hit %d:%d %s, want %d:%d %s", c.src, f.Line, f.Column, f.Site.Construct, c.line, c.col, c.construct)
		}
	}
	for _, src := range []string{"if r.isError == true {}", "isError: false", "isErrorish: true", "x.isError", "myIsError: true", "isError := true"} {
		if fs := lexicalScan("a", finding.Go, finding.Production, []byte(src)); len(fs) != 0 {
			t.Errorf("%q: %d hits, want none", src, len(fs))
		}
	}
}

// TestLexicalMatchesAgreeWithTheRegexp: running the pattern only at needles finds what one
// FindAllSubmatchIndex over the whole text finds, on random texts dense in near misses.
func TestLexicalMatchesAgreeWithTheRegexp(t *testing.T) {
	whole := regexp.MustCompile(lexicalPattern)
	rng := rand.New(rand.NewSource(2))
	pieces := []string{"isError", "IsError", "is_error", "rror", "Error", ".", "x", "_", " ", "\n", ":", "=", "true", "True",
		"\"", "'", "é", "isErrorisError", ".IsError"}
	for i := 0; i < 50000; i++ {
		var b strings.Builder
		for n := rng.Intn(12); n > 0; n-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		src := []byte(b.String())
		want, got := whole.FindAllSubmatchIndex(src, -1), lexicalMatches(src)
		if len(want) != len(got) || fmt.Sprint(want) != fmt.Sprint(got) {
			t.Fatalf("%q: got %v, want %v", src, got, want)
		}
	}
}

func TestNeedleSetAgreesWithBytesContains(t *testing.T) {
	needles := [][]byte{[]byte("isError"), []byte("is_error"), []byte("ToolError"), []byte("Q"), []byte("zz")}
	s := newNeedleSet(needles)
	rng := rand.New(rand.NewSource(1))
	alphabet := []byte("isErorTlQz_ ")
	for i := 0; i < 20000; i++ {
		src := make([]byte, rng.Intn(40))
		for j := range src {
			src[j] = alphabet[rng.Intn(len(alphabet))]
		}
		want := false
		for _, n := range needles {
			want = want || bytes.Contains(src, n)
		}
		if got := s.match(src); got != want {
			t.Fatalf("match(%q) = %v, want %v", src, got, want)
		}
	}
	if !newNeedleSet(nil).match([]byte("anything")) {
		t.Error("an empty needle set must match everything")
	}
}
