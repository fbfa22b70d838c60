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
	"github.com/mcperr/mcperr/scanner/extract/querypass"
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
	qFunctions     = "functions"
	qTables        = "tables"
	qTries         = "tries"
)

// queryNames lists every query file by name; a test checks that it matches queries/.
var queryNames = []string{qBindings, qCalls, qErrorResult, qFunctions, qImports, qProtocolError, qRaisedError, qSoftError, qTables, qTools, qTries}

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

// A querySet is several query files joined into one query (see querypass), so that one
// traversal of a tree matches the patterns of them all. Each match is given back to the file its
// pattern comes from, in the order that file's query alone would give.
type querySet struct {
	pass    *querypass.Pass
	names   []string // the query files, in the order their patterns were joined
	capture []int    // capture ID -> index in captureVocabulary
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
	var srcs [][]byte
	for _, name := range names {
		b, err := queryFiles.ReadFile("queries/" + name + ".scm")
		if err != nil {
			return nil, fmt.Errorf("typescript: query %s: %w", name, err)
		}
		srcs = append(srcs, b)
	}
	p, err := querypass.Join(lang, names, srcs)
	if err != nil {
		return nil, fmt.Errorf("typescript: %s: %w", d, err)
	}
	s := &querySet{pass: p, names: names}
	for id := uint32(0); id < p.Query.CaptureCount(); id++ {
		v := slices.Index(captureVocabulary[:], p.Query.CaptureNameForId(id))
		if v < 0 {
			return nil, fmt.Errorf("typescript: queries %s: capture @%s is not in the vocabulary", strings.Join(names, ", "), p.Query.CaptureNameForId(id))
		}
		s.capture = append(s.capture, v)
	}
	return s, nil
}

// patternCount counts the top-level patterns of a query file (TestQueryFiles keeps every
// pattern in column 0, under its ";;" comment).
func patternCount(src string) int { return querypass.PatternCount(src) }

// predicatesOf compiles the predicates of each pattern of a query.
func predicatesOf(q *sitter.Query) ([][]querypass.Predicate, error) { return querypass.Predicates(q) }

// match is one query match: the first node of each capture, by its index in captureVocabulary.
type match [numCaptures]*sitter.Node

// run executes a query set over the root and returns the matches of each of its files, with
// predicates applied, in document order of their @site (in the order found on ties).
func (s *querySet) run(root *sitter.Node, src []byte) map[string][]match {
	found := make([]matches, len(s.names))
	for i := range found {
		found[i] = matches{matchScratch.get(), startScratch.get()} // kept at their length below (scratch.go)
	}
	s.pass.Run(root, src, func(file int, m *sitter.QueryMatch) {
		var mm match
		for _, c := range m.Captures {
			if i := s.capture[c.Index]; mm[i] == nil {
				mm[i] = c.Node
			}
		}
		start := uint32(0)
		if mm[capSite] != nil {
			start = extract.StartByte(mm[capSite])
		}
		b := &found[file]
		b.ms, b.starts = append(b.ms, mm), append(b.starts, start)
	})
	out := make(map[string][]match, len(s.names))
	for i, name := range s.names {
		b := found[i]
		if !slices.IsSorted(b.starts) {
			sort.Stable(b)
		}
		out[name] = matchScratch.keep(b.ms)
		startScratch.put(b.starts)
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
