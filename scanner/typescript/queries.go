package typescript

import (
	"embed"
	"fmt"
	"slices"
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
//	@source  a module specifier
//	@name    an imported or declared name (or a destructuring pattern of them)
//	@alias   the local name an import is bound to
var captureVocabulary = [numCaptures]string{"site", "key", "value", "target", "method", "callee", "source", "name", "alias"}

// The captures' indexes in captureVocabulary and in a match.
const (
	capSite = iota
	capKey
	capValue
	capTarget
	capMethod
	capCallee
	capSource
	capName
	capAlias
	numCaptures
)

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

// compiled holds the query sets of one dialect, each compiled on first use and shared: a
// tree-sitter query is immutable once built, and each use gets its own cursor.
type compiled struct {
	mu   sync.Mutex
	sets map[string]*querySet // by setKey of their query files
}

var (
	compiledMu sync.Mutex
	byDialect  = map[extract.Dialect]*compiled{}
)

// dialectQueries returns the query sets of a dialect.
func dialectQueries(d extract.Dialect) (*compiled, error) {
	if grammar(d) == nil {
		return nil, fmt.Errorf("typescript: no grammar for dialect %q", d)
	}
	compiledMu.Lock()
	defer compiledMu.Unlock()
	c, ok := byDialect[d]
	if !ok {
		c = &compiled{sets: map[string]*querySet{}}
		byDialect[d] = c
	}
	return c, nil
}

// A querySet is several query files joined into one query, so that one traversal of a tree
// matches the patterns of them all. Tree-sitter hands each node only to the patterns that start
// with its type, so a query of many patterns costs about one walk of the tree, where a query per
// file walked the whole tree once per file. Each match is given back to the file its pattern
// comes from, in the order that file's query alone would give.
type querySet struct {
	q       *sitter.Query
	names   []string   // the query files, in the order their patterns were joined
	fileOf  []int      // pattern index -> index in names
	capture []int      // capture ID -> index in captureVocabulary
	eq      [][]eqPred // pattern index -> its #eq? predicates
}

// eqPred is an `(#eq? @capture "value")` predicate.
type eqPred struct {
	capture uint32
	value   string
}

// setKey names a set of query files independently of their order.
func setKey(names []string) string {
	s := slices.Clone(names)
	sort.Strings(s)
	return strings.Join(slices.Compact(s), ",")
}

// set returns the query set of the named files, compiling it on first use.
func (c *compiled) set(d extract.Dialect, names []string) (*querySet, error) {
	key := setKey(names)
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.sets[key]; ok {
		return s, nil
	}
	s, err := compileSet(d, strings.Split(key, ","))
	if err != nil {
		return nil, err
	}
	c.sets[key] = s
	return s, nil
}

// compileSet joins the named query files into one query.
func compileSet(d extract.Dialect, names []string) (*querySet, error) {
	lang := grammar(d)
	if lang == nil {
		return nil, fmt.Errorf("typescript: no grammar for dialect %q", d)
	}
	s := &querySet{names: names}
	var src []byte
	for i, name := range names {
		b, err := queryFiles.ReadFile("queries/" + name + ".scm")
		if err != nil {
			return nil, fmt.Errorf("typescript: query %s: %w", name, err)
		}
		src = append(append(src, b...), '\n')
		for range patternCount(string(b)) {
			s.fileOf = append(s.fileOf, i)
		}
	}
	q, err := sitter.NewQuery(src, lang)
	if err != nil {
		// Name the file at fault.
		for _, name := range names {
			b, _ := queryFiles.ReadFile("queries/" + name + ".scm")
			if _, err := sitter.NewQuery(b, lang); err != nil {
				return nil, fmt.Errorf("typescript: query %s for %s: %w", name, d, err)
			}
		}
		return nil, fmt.Errorf("typescript: queries %s for %s: %w", strings.Join(names, ", "), d, err)
	}
	if int(q.PatternCount()) != len(s.fileOf) {
		return nil, fmt.Errorf("typescript: queries %s for %s: %d patterns, %d counted at column 0",
			strings.Join(names, ", "), d, q.PatternCount(), len(s.fileOf))
	}
	s.q = q
	for id := uint32(0); id < q.CaptureCount(); id++ {
		v := slices.Index(captureVocabulary[:], q.CaptureNameForId(id))
		if v < 0 {
			return nil, fmt.Errorf("typescript: queries %s: capture @%s is not in the vocabulary", strings.Join(names, ", "), q.CaptureNameForId(id))
		}
		s.capture = append(s.capture, v)
	}
	if s.eq, err = predicatesOf(q); err != nil {
		return nil, fmt.Errorf("typescript: queries %s for %s: %w", strings.Join(names, ", "), d, err)
	}
	return s, nil
}

// patternCount counts the top-level patterns of a query file: the lines that open with "(" or
// "[" in column 0 (TestQueryFiles keeps every pattern so, under its ";;" comment). compileSet
// checks the sum against the joined query's own count.
func patternCount(src string) int {
	n := 0
	for _, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, "(") || strings.HasPrefix(l, "[") {
			n++
		}
	}
	return n
}

// predicatesOf returns the #eq? predicates of each pattern of a query. They are the only
// predicate the query files use; checking them here, on the bytes, spares the allocations of
// QueryCursor.FilterPredicates on every match.
func predicatesOf(q *sitter.Query) ([][]eqPred, error) {
	out := make([][]eqPred, q.PatternCount())
	for i := range out {
		for _, steps := range q.PredicatesForPattern(uint32(i)) {
			if len(steps) != 4 || steps[0].Type != sitter.QueryPredicateStepTypeString ||
				q.StringValueForId(steps[0].ValueId) != "eq?" || steps[1].Type != sitter.QueryPredicateStepTypeCapture ||
				steps[2].Type != sitter.QueryPredicateStepTypeString {
				return nil, fmt.Errorf("pattern %d: only (#eq? @capture \"text\") predicates are supported", i)
			}
			out[i] = append(out[i], eqPred{capture: steps[1].ValueId, value: q.StringValueForId(steps[2].ValueId)})
		}
	}
	return out, nil
}

// match is one query match: the first node of each capture, by its index in captureVocabulary.
type match [numCaptures]*sitter.Node

// run executes a query set over the root and returns the matches of each of its files, with
// predicates applied, in document order of their @site (in the order found on ties).
func (s *querySet) run(root *sitter.Node, src []byte) map[string][]match {
	qc := sitter.NewQueryCursor()
	defer qc.Close()
	qc.Exec(s.q, root)
	found := make([]matches, len(s.names))
	for {
		m, ok := qc.NextMatch()
		if !ok {
			break
		}
		if len(m.Captures) == 0 || !s.holds(m, src) {
			continue
		}
		var mm match
		for _, c := range m.Captures {
			if i := s.capture[c.Index]; mm[i] == nil {
				mm[i] = c.Node
			}
		}
		start := uint32(0)
		if mm[capSite] != nil {
			start = mm[capSite].StartByte()
		}
		b := &found[s.fileOf[m.PatternIndex]]
		b.ms, b.starts = append(b.ms, mm), append(b.starts, start)
	}
	out := make(map[string][]match, len(s.names))
	for i, name := range s.names {
		b := found[i]
		if !slices.IsSorted(b.starts) {
			sort.Stable(b)
		}
		out[name] = b.ms
	}
	return out
}

// matches are the matches of one query file and the start bytes of their @site, to sort them.
type matches struct {
	ms     []match
	starts []uint32
}

func (b matches) Len() int           { return len(b.ms) }
func (b matches) Less(i, j int) bool { return b.starts[i] < b.starts[j] }
func (b matches) Swap(i, j int) {
	b.ms[i], b.ms[j] = b.ms[j], b.ms[i]
	b.starts[i], b.starts[j] = b.starts[j], b.starts[i]
}

// holds reports whether a match satisfies its pattern's predicates: every node captured under
// an #eq? capture has that text.
func (s *querySet) holds(m *sitter.QueryMatch, src []byte) bool {
	for _, p := range s.eq[m.PatternIndex] {
		for _, c := range m.Captures {
			if c.Index == p.capture && string(src[c.Node.StartByte():c.Node.EndByte()]) != p.value {
				return false
			}
		}
	}
	return true
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
