package golang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// extractSrc parses src and runs the Go rules on it, checking the invariants every finding keeps.
func extractSrc(t *testing.T, src []byte) extract.Result {
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(grammar())
	tree := parser.Parse(nil, src)
	defer tree.Close()
	f := &extract.File{Path: "pkg/fuzz.go", Lang: finding.Go, Dialect: extract.GoDialect, Src: src, Tree: tree,
		Context: finding.Production, Project: &extract.Project{}}
	res, err := Language().Extract(f)
	if err != nil {
		t.Fatalf("Extract: %v", err)
	}
	lines := strings.Count(string(src), "\n") + 1
	for _, fd := range res.Findings {
		if fd.Line < 1 || fd.Line > lines || fd.StartLine > fd.Line || fd.EndLine < fd.Line {
			t.Errorf("finding at %d (%d-%d) outside a %d-line file", fd.Line, fd.StartLine, fd.EndLine, lines)
		}
		switch fd.Site.Shape {
		case finding.ProseOnly, finding.JSONInText, finding.Structured, finding.Unknown:
		default:
			t.Errorf("shape %q", fd.Site.Shape)
		}
		if fd.Site.PathKey == "" || fd.Site.Function == "" || len(fd.Site.Profile) != 6 {
			t.Errorf("incomplete site %+v", fd.Site)
		}
	}
	return res
}

// FuzzExtract feeds arbitrary bytes to the Go rules; the seed corpus (the fixtures and a few
// hostile shapes) runs in every go test.
func FuzzExtract(f *testing.F) {
	files, _ := filepath.Glob("../../testdata/servers/*/*.go")
	more, _ := filepath.Glob("../../testdata/servers/*/*/*/*.go")
	own, _ := filepath.Glob("testdata/*/*.go")
	ownDeeper, _ := filepath.Glob("testdata/*/*/*/*.go")
	files = append(append(append(files, more...), own...), ownDeeper...)
	for _, p := range files {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
	for _, s := range []string{
		"",
		"package p\nimport m \"github.com/mark3labs/mcp-go/mcp\"\nfunc f() { m.NewToolResultError(",
		"package p\nimport . \"github.com/mark3labs/mcp-go/mcp\"\nvar x = CallToolResult{IsError: true, IsError: true}",
		"package p\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\nfunc f(r *mcp.CallToolResult) { r.SetError(nil); r.IsError, r.IsError = true, true }",
		"package p\nimport \"github.com/mark3labs/mcp-go/mcp\"\nfunc f(s string) *mcp.CallToolResult { return mcp.NewToolResultError(f(s)) }",
		"package p\nimport \"github.com/mark3labs/mcp-go/mcp\"\nfunc a() *mcp.CallToolResult { return b() }\nfunc b() *mcp.CallToolResult { return a() }",
		"package p\nimport (\"strings\"; \"github.com/mark3labs/mcp-go/mcp\")\nfunc f() *mcp.CallToolResult { var b strings.Builder; b.WriteString(b.String()); return mcp.NewToolResultError(b.String()) }",
		"package p\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\nvar e = func(m string) *mcp.CallToolResult { return &mcp.CallToolResult{IsError: true} }\nfunc g() { e(e) }",
		"\x00\xff\xfe package p",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		extractSrc(t, src)
	})
}

// TestDeepNesting checks that expressions nested thousands deep neither crash nor hang the
// rules (every walk is depth- or count-bounded).
func TestDeepNesting(t *testing.T) {
	deep := "package p\nimport \"github.com/mark3labs/mcp-go/mcp\"\nfunc f() *mcp.CallToolResult {\n\treturn mcp.NewToolResultError(" +
		strings.Repeat("(\"a\" + ", 10000) + "\"b\"" + strings.Repeat(")", 10000) + ")\n}\n"
	res := extractSrc(t, []byte(deep))
	if len(res.Findings) != 1 {
		t.Fatalf("got %d findings, want 1", len(res.Findings))
	}
	if got := res.Findings[0].Site.Shape; got != finding.ProseOnly {
		t.Errorf("shape %s, want prose-only", got)
	}
}
