package python

import (
	"bytes"
	"embed"
	"fmt"
	"regexp"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// The queries live in queries/*.scm: errorresult.scm for its rule, and files of facts that
// several rules share: facts.scm (imports, tool functions, calls), raises.scm and returns.scm
// (read only in files with tools). Every pattern is preceded by a ";;" comment showing the code
// it matches. Capture names come from one vocabulary:
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
// The files are compiled together into one query, so that the tree is walked once per file: a
// query cursor visits every node whatever the number of patterns (tree-sitter looks patterns up
// by the node's symbol), and the walk, not the matching, is most of a query's cost. Each match
// is filed under the query file its pattern comes from.
//
//go:embed queries/*.scm
var queryFS embed.FS

// queryNames lists the query files. The capture names they may use are match's fields (see slot).
var queryNames = []string{"facts", "raises", "returns", "errorresult"}

// pass is one query made of several query files, run in one walk of the tree.
type pass struct {
	q *sitter.Query
	// file names the query file of each pattern; preds holds each pattern's predicates.
	file  []string
	preds [][]predicate
	// captures names each capture id.
	captures []string
}

// passes holds the two passes Extract chooses from: every query file, or all but errorresult
// for files without an isError key (most of them), which spares its patterns' partial matches
// on every call and dictionary.
type passes struct {
	all, noSites *pass
}

var (
	compileOnce sync.Once
	compiled    passes
	compileErr  error
)

// queries compiles the passes once; compiled queries are immutable and shared by all goroutines
// (each run uses its own cursor). Each file is compiled alone once, to check it and count its
// patterns, before the passes join them.
func queries() (passes, error) {
	compileOnce.Do(func() {
		patterns := map[string]uint32{}
		for _, name := range queryNames {
			q, err := compileQuery(name)
			if err != nil {
				compileErr = err
				return
			}
			patterns[name] = q.PatternCount()
			q.Close()
		}
		if compiled.all, compileErr = compilePass(patterns, queryNames...); compileErr != nil {
			return
		}
		compiled.noSites, compileErr = compilePass(patterns, "facts", "raises", "returns")
	})
	return compiled, compileErr
}

// compilePass joins query files, already checked by compileQuery, into one query; patterns
// holds each file's pattern count.
func compilePass(patterns map[string]uint32, names ...string) (*pass, error) {
	var src []byte
	p := &pass{}
	for _, name := range names {
		for range patterns[name] {
			p.file = append(p.file, name)
		}
		text, _ := queryFS.ReadFile("queries/" + name + ".scm")
		src = append(append(src, text...), '\n')
	}
	q, err := sitter.NewQuery(src, python.GetLanguage())
	if err != nil {
		return nil, fmt.Errorf("python queries %v: %w", names, err)
	}
	if q.PatternCount() != uint32(len(p.file)) {
		return nil, fmt.Errorf("python queries %v: %d patterns joined, %d in the files", names, q.PatternCount(), len(p.file))
	}
	p.q = q
	for i := uint32(0); i < q.CaptureCount(); i++ {
		p.captures = append(p.captures, q.CaptureNameForId(i))
	}
	for i := uint32(0); i < q.PatternCount(); i++ {
		preds, err := compilePredicates(q, i)
		if err != nil {
			return nil, fmt.Errorf("python query %s: %w", p.file[i], err)
		}
		p.preds = append(p.preds, preds)
	}
	return p, nil
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
		if c := q.CaptureNameForId(i); new(match).slot(c) == nil {
			return nil, fmt.Errorf("python query %s: capture @%s is not in the vocabulary", name, c)
		}
	}
	for i := uint32(0); i < q.PatternCount(); i++ {
		if _, err := compilePredicates(q, i); err != nil {
			return nil, fmt.Errorf("python query %s: %w", name, err)
		}
	}
	return q, nil
}

// predicate is a compiled #eq?, #not-eq?, #match? or #not-match? on a capture and a string: the
// cursor's own FilterPredicates compiles a #match? regular expression on every match.
type predicate struct {
	capture uint32
	eq      []byte
	re      *regexp.Regexp
	negate  bool
}

func compilePredicates(q *sitter.Query, pattern uint32) ([]predicate, error) {
	var out []predicate
	for _, steps := range q.PredicatesForPattern(pattern) {
		if len(steps) != 4 || steps[0].Type != sitter.QueryPredicateStepTypeString ||
			steps[1].Type != sitter.QueryPredicateStepTypeCapture || steps[2].Type != sitter.QueryPredicateStepTypeString {
			return nil, fmt.Errorf("pattern %d: only (#op? @capture \"string\") predicates are supported", pattern)
		}
		p := predicate{capture: steps[1].ValueId}
		arg := q.StringValueForId(steps[2].ValueId)
		switch op := q.StringValueForId(steps[0].ValueId); op {
		case "eq?", "not-eq?":
			p.eq, p.negate = []byte(arg), op == "not-eq?"
		case "match?", "not-match?":
			re, err := regexp.Compile(arg)
			if err != nil {
				return nil, fmt.Errorf("pattern %d: #%s %q: %w", pattern, op, arg, err)
			}
			p.re, p.negate = re, op == "not-match?"
		default:
			return nil, fmt.Errorf("pattern %d: predicate #%s is not supported", pattern, op)
		}
		out = append(out, p)
	}
	return out, nil
}

// holds reports whether every capture a predicate names satisfies it, as FilterPredicates would.
func (p predicate) holds(m *sitter.QueryMatch, src []byte) bool {
	for _, capt := range m.Captures {
		if capt.Index != p.capture {
			continue
		}
		text := src[capt.Node.StartByte():capt.Node.EndByte()]
		var ok bool
		if p.re != nil {
			ok = p.re.Match(text)
		} else {
			ok = bytes.Equal(text, p.eq)
		}
		if ok == p.negate {
			return false
		}
	}
	return true
}

// match is one query match: the first node of each capture of the vocabulary, nil when absent.
type match struct {
	site, callee, key, value, module, name, alias, decorator *sitter.Node
}

// slot returns the field of m that holds capture name.
func (m *match) slot(name string) **sitter.Node {
	switch name {
	case "site":
		return &m.site
	case "callee":
		return &m.callee
	case "key":
		return &m.key
	case "value":
		return &m.value
	case "module":
		return &m.module
	case "name":
		return &m.name
	case "alias":
		return &m.alias
	case "decorator":
		return &m.decorator
	}
	return nil
}

// run returns the matches of query file name over the file's tree, with predicates applied.
// The first call runs the file's pass and files every match.
func (c *fileCtx) run(name string) []match {
	if c.matches == nil {
		c.runPass()
	}
	return c.matches[name]
}

func (c *fileCtx) runPass() {
	c.matches = map[string][]match{}
	p := c.queries.noSites
	if mayHaveSite(c.src) {
		p = c.queries.all
	}
	cur := sitter.NewQueryCursor()
	defer cur.Close()
	cur.Exec(p.q, c.root)
next:
	for {
		m, ok := cur.NextMatch()
		if !ok {
			break
		}
		if len(m.Captures) == 0 {
			continue
		}
		for _, pred := range p.preds[m.PatternIndex] {
			if !pred.holds(m, c.src) {
				continue next
			}
		}
		var mm match
		for _, capt := range m.Captures {
			if slot := mm.slot(p.captures[capt.Index]); *slot == nil {
				*slot = capt.Node
			}
		}
		file := p.file[m.PatternIndex]
		c.matches[file] = append(c.matches[file], mm)
	}
}
