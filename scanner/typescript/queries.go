package typescript

import (
	"embed"
	"fmt"
	"sort"
	"strings"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/javascript"
	"github.com/smacker/go-tree-sitter/typescript/tsx"
	"github.com/smacker/go-tree-sitter/typescript/typescript"

	"github.com/mcperr/mcperr/scanner/extract"
)

//go:embed queries/*.scm
var queryFiles embed.FS

// The query files. Each rule reads its own; tools, imports and bindings are shared by all rules.
const (
	qErrorResult   = "errorresult"
	qRaisedError   = "raisederror"
	qProtocolError = "protocolerror"
	qSoftError     = "softerror"
	qTools         = "tools"
	qImports       = "imports"
	qBindings      = "bindings"
	qCalls         = "calls"
)

// queryNames lists every query file by name; a test checks that it matches queries/.
var queryNames = []string{qBindings, qCalls, qErrorResult, qImports, qProtocolError, qRaisedError, qSoftError, qTools}

// captureVocabulary is the one set of capture names the queries may use:
//
//	@site    the node a finding or fact is about
//	@key     a property key or a name being compared
//	@value   the value bound to @key or returned
//	@target  the object of a member assignment
//	@method  the name of a called method
//	@callee  the called function
//	@args    an arguments list
//	@source  a module specifier
//	@name    an imported or declared name (or a destructuring pattern of them)
//	@alias   the local name an import is bound to
var captureVocabulary = []string{"site", "key", "value", "target", "method", "callee", "args", "source", "name", "alias"}

// grammar returns the tree-sitter grammar of a dialect, or nil for a dialect this package does
// not own.
func grammar(d extract.Dialect) *sitter.Language {
	switch d {
	case extract.TypeScriptDialect:
		return typescript.GetLanguage()
	case extract.TSXDialect:
		return tsx.GetLanguage()
	case extract.JavaScriptDialect:
		return javascript.GetLanguage()
	}
	return nil
}

// compiled holds the queries of one dialect, compiled once and shared: a tree-sitter query is
// immutable once built, and each use gets its own cursor.
type compiled struct {
	once    sync.Once
	queries map[string]*sitter.Query
	err     error
}

var (
	compiledMu sync.Mutex
	byDialect  = map[extract.Dialect]*compiled{}
)

// queriesFor returns the compiled queries of a dialect.
func queriesFor(d extract.Dialect) (map[string]*sitter.Query, error) {
	compiledMu.Lock()
	c, ok := byDialect[d]
	if !ok {
		c = &compiled{}
		byDialect[d] = c
	}
	compiledMu.Unlock()
	c.once.Do(func() { c.queries, c.err = compileAll(d) })
	return c.queries, c.err
}

func compileAll(d extract.Dialect) (map[string]*sitter.Query, error) {
	lang := grammar(d)
	if lang == nil {
		return nil, fmt.Errorf("typescript: no grammar for dialect %q", d)
	}
	out := map[string]*sitter.Query{}
	for _, name := range queryNames {
		src, err := queryFiles.ReadFile("queries/" + name + ".scm")
		if err != nil {
			return nil, fmt.Errorf("typescript: query %s: %w", name, err)
		}
		q, err := sitter.NewQuery(src, lang)
		if err != nil {
			return nil, fmt.Errorf("typescript: query %s for %s: %w", name, d, err)
		}
		out[name] = q
	}
	return out, nil
}

// match is one query match, its captures by name (the first node of each).
type match map[string]*sitter.Node

// run executes a query over the root and returns its matches, with predicates applied, in
// document order.
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
	sort.SliceStable(out, func(i, j int) bool {
		return startOf(out[i]) < startOf(out[j])
	})
	return out
}

func startOf(m match) uint32 {
	if s := m["site"]; s != nil {
		return s.StartByte()
	}
	return 0
}

// captureNames returns the capture names a query file uses, for the vocabulary test.
func captureNames(src string) []string {
	var out []string
	for i := 0; i < len(src); i++ {
		if src[i] != '@' {
			continue
		}
		j := i + 1
		for j < len(src) && (src[j] == '_' || src[j] >= 'a' && src[j] <= 'z') {
			j++
		}
		if line := src[strings.LastIndex(src[:i], "\n")+1 : i]; strings.Contains(line, ";") {
			continue // inside a comment
		}
		out = append(out, src[i+1:j])
		i = j
	}
	return out
}
