package python

import (
	"embed"
	"fmt"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// The queries live in queries/*.scm: errorresult.scm for its rule, and files of facts that
// several rules share, so that the tree is walked as few times as possible: facts.scm (imports,
// tool functions, calls; every file), raises.scm and returns.scm (only files with tools). Every pattern is preceded by a ";;" comment showing the code it
// matches. Capture names come from one vocabulary:
//
//	@site       the node a finding or fact is anchored on
//	@callee     the function expression of a call
//	@key        a keyword-argument name, dictionary key or assigned attribute name
//	@value      the value bound to @key, a returned or raised expression, a superclass
//	@module     the module path of an import
//	@name       a name being imported, bound or defined
//	@alias      the local alias of an import
//	@decorator  a decorator expression
//
//go:embed queries/*.scm
var queryFS embed.FS

// queryNames lists the query files; queryVocabulary the capture names they may use.
var (
	queryNames      = []string{"facts", "errorresult", "raises", "returns"}
	queryVocabulary = map[string]bool{"site": true, "callee": true, "key": true, "value": true,
		"module": true, "name": true, "alias": true, "decorator": true}
)

var (
	compileOnce sync.Once
	compiled    map[string]*sitter.Query
	compileErr  error
)

// queries compiles every query once; compiled queries are immutable and shared by all goroutines
// (each run uses its own cursor).
func queries() (map[string]*sitter.Query, error) {
	compileOnce.Do(func() {
		compiled = map[string]*sitter.Query{}
		for _, name := range queryNames {
			q, err := compileQuery(name)
			if err != nil {
				compileErr = err
				return
			}
			compiled[name] = q
		}
	})
	return compiled, compileErr
}

func compileQuery(name string) (*sitter.Query, error) {
	src, err := queryFS.ReadFile("queries/" + name + ".scm")
	if err != nil {
		return nil, fmt.Errorf("python query %s: %w", name, err)
	}
	q, err := sitter.NewQuery(src, python.GetLanguage())
	if err != nil {
		return nil, fmt.Errorf("python query %s: %w", name, err)
	}
	for i := uint32(0); i < q.CaptureCount(); i++ {
		if c := q.CaptureNameForId(i); !queryVocabulary[c] {
			return nil, fmt.Errorf("python query %s: capture @%s is not in the vocabulary", name, c)
		}
	}
	return q, nil
}

// match is one query match: capture name to node (the first node of that capture).
type match map[string]*sitter.Node

// run returns the matches of query name over the file's tree, with predicates applied.
func (c *fileCtx) run(name string) []match {
	if ms, ok := c.matches[name]; ok {
		return ms
	}
	q := c.queries[name]
	cur := sitter.NewQueryCursor()
	defer cur.Close()
	cur.Exec(q, c.root)
	var out []match
	for {
		m, ok := cur.NextMatch()
		if !ok {
			break
		}
		m = cur.FilterPredicates(m, c.src)
		if len(m.Captures) == 0 {
			continue
		}
		mm := match{}
		for _, capt := range m.Captures {
			name := q.CaptureNameForId(capt.Index)
			if _, seen := mm[name]; !seen {
				mm[name] = capt.Node
			}
		}
		out = append(out, mm)
	}
	if c.matches == nil {
		c.matches = map[string][]match{}
	}
	c.matches[name] = out
	return out
}
