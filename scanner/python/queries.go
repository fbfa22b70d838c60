package python

import (
	"embed"
	"fmt"
	"github.com/mcperr/mcperr/scanner/extract"
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
	// files names the query files, in the order they were joined; captures names each capture id.
	files, captures []string
}

// passes holds the two passes Extract chooses from: every query file, or all but errorresult
// for files without an isError key (most of them), which spares its patterns' partial matches
// on every call and dictionary. Each is compiled on its first use (a run whose files all lack
// the key, or all hold it, compiles one: some 130 M instructions each).
type passes struct {
	all, noSites *lazyPass
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

var compiled = passes{all: &lazyPass{names: queryNames}, noSites: &lazyPass{names: []string{"facts", "raises", "returns", "binders"}}}

// queries returns the passes; compiled queries are immutable and shared by all goroutines
// (each run uses its own cursor).
func queries() (passes, error) { return compiled, nil }

// pass returns the pass for a file, which holds the isError key when sites is true, compiling
// it on first use.
func (qs passes) pass(sites bool) (*pass, error) {
	if sites {
		return qs.all.get()
	}
	return qs.noSites.get()
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
	p := &pass{Pass: jp, files: names}
	for i := uint32(0); i < jp.Query.CaptureCount(); i++ {
		c := jp.Query.CaptureNameForId(i)
		if new(match).slot(c) == nil {
			return nil, fmt.Errorf("python queries %v: capture @%s is not in the vocabulary", names, c)
		}
		p.captures = append(p.captures, c)
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
	p, err := c.queries.pass(mayHaveSite(c.src))
	if err != nil { // Extract compiled it before the file's context was built
		panic(err)
	}
	p.Run(c.root, c.src, func(file int, m *sitter.QueryMatch) {
		var mm match
		for _, capt := range m.Captures {
			if slot := mm.slot(p.captures[capt.Index]); *slot == nil {
				*slot = capt.Node
			}
		}
		if mm.site != nil {
			mm.kind = extract.Type(mm.site)
		}
		name := p.files[file]
		c.matches[name] = append(c.matches[name], mm)
	})
}
