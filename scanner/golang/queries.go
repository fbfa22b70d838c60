package golang

import (
	"embed"
	"fmt"
	"regexp"
	"strings"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/golang"

	"github.com/mcperr/mcperr/scanner/extract/querypass"
)

//go:embed queries/*.scm
var queryFiles embed.FS

// The query files, one rule (or one support concern) per file.
const (
	qImports     = "imports"
	qErrorResult = "errorresult"
	qCalls       = "calls"
	qSoftError   = "softerror"
)

// queryNames lists every query file; TestQueriesCompile compiles each against the grammar.
var queryNames = []string{qImports, qErrorResult, qCalls, qSoftError}

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
	qc := querypass.NewCursor()
	defer qc.Close()
	qc.Exec(q, root)
	preds, names := predicatesOf(q)
	watch := querypass.WatchOf(src)
	var out []match
	for {
		watch.Tick()
		m, ok := qc.NextMatch()
		if !ok {
			break
		}
		mm := match{}
		for _, c := range m.Captures {
			name := names[c.Index]
			if _, seen := mm[name]; !seen {
				mm[name] = c.Node
			}
		}
		if preds.accept(int(m.PatternIndex), mm, src) {
			out = append(out, mm)
		}
	}
	return out
}

// predicate is one #eq? or #match? test on a capture, with its regular expression compiled once
// (the binding's FilterPredicates compiles it again for every match).
type predicate struct {
	capture string
	literal string
	re      *regexp.Regexp
	negate  bool
}

// patternPredicates holds the predicates of each pattern of a query.
type patternPredicates [][]predicate

var (
	predMu    sync.Mutex
	predCache = map[*sitter.Query]queryInfo{}
)

// queryInfo is what run reads of a query once: its predicates, and the name of each capture id
// (Query.CaptureNameForId is a cgo call that copies the name into a new string, which run would
// otherwise make for every capture of every match).
type queryInfo struct {
	preds patternPredicates
	names []string
}

// predicatesOf reads a query's predicates and capture names once.
func predicatesOf(q *sitter.Query) (patternPredicates, []string) {
	predMu.Lock()
	defer predMu.Unlock()
	if p, ok := predCache[q]; ok {
		return p.preds, p.names
	}
	names := make([]string, q.CaptureCount())
	for i := range names {
		names[i] = q.CaptureNameForId(uint32(i))
	}
	out := make(patternPredicates, q.PatternCount())
	for i := range out {
		for _, steps := range q.PredicatesForPattern(uint32(i)) {
			if len(steps) < 3 || steps[1].Type != sitter.QueryPredicateStepTypeCapture || steps[2].Type != sitter.QueryPredicateStepTypeString {
				continue
			}
			op := q.StringValueForId(steps[0].ValueId)
			p := predicate{capture: q.CaptureNameForId(steps[1].ValueId), negate: strings.HasPrefix(op, "not-")}
			val := q.StringValueForId(steps[2].ValueId)
			switch strings.TrimPrefix(op, "not-") {
			case "eq?":
				p.literal = val
			case "match?":
				p.re = regexp.MustCompile(val)
			default:
				continue
			}
			out[i] = append(out[i], p)
		}
	}
	predCache[q] = queryInfo{out, names}
	return out, names
}

// accept reports whether a match of pattern i passes its predicates.
func (pp patternPredicates) accept(i int, m match, src []byte) bool {
	if i >= len(pp) {
		return true
	}
	for _, p := range pp[i] {
		n := m[p.capture]
		if n == nil {
			continue
		}
		t := text(n, src)
		ok := t == p.literal
		if p.re != nil {
			ok = p.re.MatchString(t)
		}
		if ok == p.negate {
			return false
		}
	}
	return true
}
