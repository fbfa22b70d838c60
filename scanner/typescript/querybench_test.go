package typescript

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
)

// BenchmarkCompile compiles the query sets a scan compiles once per dialect and process: the
// index and foreseen rules' set every extracted file runs, and errorresult's for the files
// that spell isError (tree-sitter's ts_query_new, most of it the analysis of each pattern
// against the grammar).
func BenchmarkCompile(b *testing.B) {
	for _, d := range []extract.Dialect{extract.TypeScriptDialect, extract.TSXDialect, extract.JavaScriptDialect} {
		b.Run(string(d), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				for _, names := range [][]string{append(foreseenQueries(), indexQueries...), {qErrorResult}} {
					s, err := compileSet(d, names)
					if err != nil {
						b.Fatal(err)
					}
					s.pass.Query.Close()
				}
			}
		})
	}
}
