package python

import (
	"slices"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// TestImportedWordsAreWords checks wordsSpelled, and importedWords, which finds the imported
// names in one scan of the source, against extract.Words for every imported name of the Python
// fixtures (MCPERR_BENCH_CORPUS replaces them) and of a file that spells them in odd places:
// inside longer identifiers, after a dot, touching non-ASCII letters, in strings and comments.
func TestImportedWordsAreWords(t *testing.T) {
	odd := "import os, oso as o\nfrom a.b import b_, ab as aa, Ω as Ωx\nfrom m import n.q\n" +
		"x = os.path; y = oso(os); z = b_b_ + _b_ + b_ ; aaa = aa.aa(aa)\n" +
		"w = Ωx + xΩx + Ω + Ωω; o.o; oo = o; \"os\" # os b_\nn.q = 1\n"
	files, _ := benchFiles(t)
	parser := sitter.NewParser()
	defer parser.Close()
	parser.SetLanguage(python.GetLanguage())
	files = append(files, &extract.File{Path: "odd.py", Lang: finding.Python, Dialect: extract.PythonDialect,
		Src: []byte(odd), Tree: parser.Parse(nil, []byte(odd)), Project: &extract.Project{}})
	qs, err := queries()
	if err != nil {
		t.Fatal(err)
	}
	names, spots := 0, 0
	for _, f := range files {
		c := newFileCtx(f, qs)
		for name := range c.names {
			var want [][2]int
			for start, end := range extract.Words(c.src, []byte(name), isIdentByte) {
				want = append(want, [2]int{start, end})
			}
			if got := c.wordsSpelled(name); !slices.Equal(got, want) {
				t.Errorf("%s: %q at %v, Words says %v", f.Path, name, got, want)
			}
			if got, ok := importedWords(c.src, c.names)[name]; ok && !slices.Equal(got, want) || !ok && allIdentBytes(name) {
				t.Errorf("%s: %q at %v (%v) in one scan, Words says %v", f.Path, name, got, ok, want)
			}
			names++
			spots += len(want)
		}
	}
	if names == 0 || spots == 0 {
		t.Fatal("no imported name spelled")
	}
	t.Logf("%d files, %d imported names, %d spots", len(files), names, spots)
}
