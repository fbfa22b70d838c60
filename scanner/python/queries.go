package python

import (
	"embed"
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
	"slices"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"

	"github.com/mcperr/mcperr/scanner/extract/querypass"
)

// The queries live in queries/*.scm: errorresult.scm for its rule, and files of facts that
// several rules share: facts.scm (imports, tool functions, calls), raises.scm and returns.scm
// (read only in files with tools), binders.scm (what binds a name in a function's scope). Every pattern opens in column 0 (querypass.Join counts them
// so) and is preceded by a ";;" comment showing the code it matches. Capture names come from one vocabulary:
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
var queryNames = []string{"facts", "raises", "returns", "binders", "errorresult"}

// pass is one query made of several query files, run in one walk of the tree.
type pass struct {
	*querypass.Pass
	// files names the query files, in the order they were joined; captures names each capture id,
	// and slots gives its field of match (match.at); facts is the index of "facts" in files, or -1.
	files, captures []string
	slots           []int
	facts           int
}

// passes holds the two passes Extract runs: the facts every file needs (facts, raises, returns,
// binders), and errorresult alone, run after them only in files with an isError key (most
// files have none, and its patterns' partial matches on every call and dictionary would cost
// them). Each is compiled on its first use. errorresult was joined with the others into a
// third query for those files; compiling it cost tree-sitter's analysis of the facts' patterns
// again (ts_query__analyze_patterns: 187 M instructions for that query and 127 M for the
// facts', against 127 M and 72 M now), for a second walk of the 5% of files with the key
// (111 of the 2,200 Python files of the bench corpus). Each file's matches are the same in the
// same order: a query file's matches do not depend on the other files' patterns in its query
// (querypass.Join).
type passes struct {
	facts, sites *lazyPass
}

// lazyPass is a pass compiled once, on first use.
type lazyPass struct {
	once  sync.Once
	names []string
	p     *pass
	err   error
}

func (l *lazyPass) get() (*pass, error) {
	l.once.Do(func() { l.p, l.err = compilePass(l.names...) })
	return l.p, l.err
}

var compiled = passes{facts: &lazyPass{names: []string{"facts", "raises", "returns", "binders"}}, sites: &lazyPass{names: []string{"errorresult"}}}

// queries returns the passes; compiled queries are immutable and shared by all goroutines
// (each run uses its own cursor).
func queries() (passes, error) { return compiled, nil }

// forFile returns the passes a file runs, which holds the isError key when sites is true,
// compiling them on first use: the facts' pass, then errorresult's when sites is true.
func (qs passes) forFile(sites bool) ([]*pass, error) {
	p, err := qs.facts.get()
	if err != nil || !sites {
		return []*pass{p}, err
	}
	s, err := qs.sites.get()
	return []*pass{p, s}, err
}

// compilePass joins query files into one query.
func compilePass(names ...string) (*pass, error) {
	var srcs [][]byte
	for _, name := range names {
		src, err := queryFS.ReadFile("queries/" + name + ".scm")
		if err != nil {
			return nil, fmt.Errorf("python query %s: %w", name, err)
		}
		srcs = append(srcs, src)
	}
	jp, err := querypass.Join(python.GetLanguage(), names, srcs)
	if err != nil {
		return nil, fmt.Errorf("python %w", err)
	}
	p := &pass{Pass: jp, files: names, facts: slices.Index(names, "facts")}
	for i := uint32(0); i < jp.Query.CaptureCount(); i++ {
		c := jp.Query.CaptureNameForId(i)
		at := slices.Index(captureNames, c)
		if at < 0 {
			return nil, fmt.Errorf("python queries %v: capture @%s is not in the vocabulary", names, c)
		}
		p.captures, p.slots = append(p.captures, c), append(p.slots, at)
	}
	return p, nil
}

// compileQuery compiles one query file alone and checks its captures and predicates.
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
	if _, err := querypass.Predicates(q); err != nil {
		return nil, fmt.Errorf("python query %s: %w", name, err)
	}
	if n := querypass.PatternCount(string(src)); n != int(q.PatternCount()) {
		return nil, fmt.Errorf("python query %s: %d patterns, %d counted at column 0", name, q.PatternCount(), n)
	}
	return q, nil
}

// match is one query match: the first node of each capture of the vocabulary, nil when absent.
type match struct {
	site, callee, key, value, module, name, alias, decorator *sitter.Node
	// kind is the type of site, read once per match: each loop over the facts asks it of
	// every match (Node.Type is a cgo call that copies the name into a new string).
	kind string
}

// captureNames is the vocabulary of capture names, in the order of match's fields (match.at).
var captureNames = []string{"site", "callee", "key", "value", "module", "name", "alias", "decorator"}

// slot returns the field of m that holds capture name, or nil when name is not in the vocabulary.
func (m *match) slot(name string) **sitter.Node {
	if i := slices.Index(captureNames, name); i >= 0 {
		return m.at(i)
	}
	return nil
}

// at returns the field of m that holds the capture captureNames[i].
func (m *match) at(i int) **sitter.Node {
	switch i {
	case 0:
		return &m.site
	case 1:
		return &m.callee
	case 2:
		return &m.key
	case 3:
		return &m.value
	case 4:
		return &m.module
	case 5:
		return &m.name
	case 6:
		return &m.alias
	case 7:
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
	ps, err := c.queries.forFile(c.sited)
	if err != nil { // Extract compiled them before the file's context was built
		panic(err)
	}
	c.matches = make(map[string][]match, len(queryNames))
	for _, p := range ps {
		c.runOne(p)
	}
}

// runOne runs one pass over the file's tree and files its matches under their query files.
func (c *fileCtx) runOne(p *pass) {
	// Each query file's matches are appended to a slice of their own, found by the file's
	// index (not its name's lookup in a map at every match); the facts' slice is made for one
	// match in 64 bytes of source (one in 58 on the bench corpus's Python files), so that it is
	// not grown again and again.
	byFile := make([][]match, len(p.files))
	if p.facts >= 0 {
		byFile[p.facts] = make([]match, 0, len(c.src)/64)
	}
	p.Run(c.root, c.src, func(file int, m *sitter.QueryMatch) {
		var mm match
		for _, capt := range m.Captures {
			if slot := mm.at(p.slots[capt.Index]); *slot == nil {
				*slot = capt.Node
			}
		}
		if mm.site != nil {
			mm.kind = extract.Type(mm.site)
		}
		byFile[file] = append(byFile[file], mm)
	})
	for i, ms := range byFile {
		if len(ms) > 0 {
			c.matches[p.files[i]] = ms
		}
	}
}
