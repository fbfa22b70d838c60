package golang

import (
	"embed"
	"fmt"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/golang"
)

//go:embed queries/*.scm
var queryFiles embed.FS

// The query files, one rule (or one support concern) per file.
const (
	qImports     = "imports"
	qErrorResult = "errorresult"
	qCalls       = "calls"
	qDecls       = "decls"
)

// queryNames lists every query file; TestQueriesCompile compiles each against the grammar.
var queryNames = []string{qImports, qErrorResult, qCalls, qDecls}

// captureVocabulary is every capture name a query may use (see the package doc).
var captureVocabulary = map[string]bool{
	"site": true, "anchor": true, "pkg": true, "name": true, "args": true,
	"key": true, "value": true, "recv": true, "alias": true, "path": true,
}

var (
	compileOnce sync.Once
	compiled    map[string]*sitter.Query
	compileErr  error
)

// grammar returns the Go grammar.
func grammar() *sitter.Language { return golang.GetLanguage() }

// compileQuery compiles one embedded query file.
func compileQuery(name string) (*sitter.Query, error) {
	src, err := queryFiles.ReadFile("queries/" + name + ".scm")
	if err != nil {
		return nil, fmt.Errorf("query %s: %w", name, err)
	}
	q, err := sitter.NewQuery(src, grammar())
	if err != nil {
		return nil, fmt.Errorf("query %s: %w", name, err)
	}
	return q, nil
}

// queries returns every compiled query. A compiled query is immutable and shared by all
// goroutines; each use takes its own cursor.
func queries() (map[string]*sitter.Query, error) {
	compileOnce.Do(func() {
		compiled = map[string]*sitter.Query{}
		for _, n := range queryNames {
			q, err := compileQuery(n)
			if err != nil {
				compileErr = err
				return
			}
			compiled[n] = q
		}
	})
	return compiled, compileErr
}

// match is one query match with its captures by name (the first node of each name).
type match map[string]*sitter.Node

// run executes q on root and returns the matches that pass the query's predicates.
func run(q *sitter.Query, root *sitter.Node, src []byte) []match {
	qc := sitter.NewQueryCursor()
	defer qc.Close()
	qc.Exec(q, root)
	var out []match
	for {
		m, ok := qc.NextMatch()
		if !ok {
			break
		}
		m = qc.FilterPredicates(m, src)
		if len(m.Captures) == 0 {
			continue
		}
		mm := match{}
		for _, c := range m.Captures {
			name := q.CaptureNameForId(c.Index)
			if _, seen := mm[name]; !seen {
				mm[name] = c.Node
			}
		}
		out = append(out, mm)
	}
	return out
}
