package typescript

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// FuzzExtract runs every rule on arbitrary bytes in each dialect: it must never panic or fail.
// The seed corpus (the fixtures and a few hostile shapes) runs in `go test`.
func FuzzExtract(f *testing.F) {
	_ = filepath.WalkDir("testdata/servers", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if b, err := os.ReadFile(p); err == nil {
				f.Add(b)
			}
		}
		return nil
	})
	for _, s := range []string{
		"",
		"\x00\xff\xfe isError: true",
		"return { isError: true, content: [{ type: 'text', text: `${",
		"server.registerTool(\"x\", {}, async () => { throw new Error(",
		strings.Repeat("(", 2000) + "{ isError: true, content: [] }" + strings.Repeat(")", 2000),
		"const { isError } = require('fastmcp'); ({ ...isError(), isError })",
		"server.setRequestHandler(CallToolRequestSchema, h); function h() { throw 1 }",
		"x.isError = true; this.isError = true; ({}).isError = true",
		"const a = { ...a, isError: true }; const b = { ...c }; const c = { ...b, isError: true, content };",
	} {
		f.Add([]byte(s))
	}
	l := Language()
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, d := range []extract.Dialect{extract.TypeScriptDialect, extract.TSXDialect, extract.JavaScriptDialect} {
			p := sitter.NewParser()
			p.SetLanguage(l.Grammar(d))
			p.SetOperationLimit(2_000_000) // as the core does: a parse that runs away is skipped
			tree, err := p.ParseCtx(context.Background(), nil, src)
			if err != nil {
				p.Close()
				continue
			}
			file := &extract.File{Path: "src/f.ts", Dialect: d, Src: src, Tree: tree, Project: &extract.Project{}}
			res, err := l.Extract(file)
			if err != nil {
				t.Fatalf("%s: %v", d, err)
			}
			for _, fd := range res.Findings {
				if fd.Line < 1 || fd.StartLine > fd.Line || fd.EndLine < fd.Line || fd.Site == nil {
					t.Fatalf("%s: malformed finding %+v", d, fd)
				}
			}
			tree.Close()
			p.Close()
		}
	})
}
