// Package querypass joins tree-sitter query files into one query, so that one walk of a tree
// matches the patterns of them all, and gives each match back to the file its pattern comes from.
//
// Tree-sitter hands each node only to the patterns that start with its type, so a query of many
// patterns costs about one walk of the tree, where a query per file walks the whole tree once per
// file. Predicates are compiled once and checked on the bytes: the cursor's own FilterPredicates
// allocates on every match and compiles a #match? regular expression each time.
package querypass

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// A Pass is several query files joined into one query. The query is immutable once built and
// shared by all goroutines; each Run uses its own cursor.
type Pass struct {
	Query *sitter.Query
	file  []int         // pattern index -> index of its file in the names given to Join
	preds [][]Predicate // pattern index -> its predicates
	twins [][]int       // file index -> the later files of the same patterns (see patternText)
}

// Join compiles the query files srcs, named by names, into one pass. Every pattern of a file
// must open with "(" or "[" in column 0 (see PatternCount): that is how a pattern is traced back
// to its file, and Join checks the sum against the joined query's own count.
//
// A file whose patterns are those of an earlier file, comment lines aside (raisederror and
// protocolerror of TypeScript read the same throws), is not compiled again: each match of the
// earlier file's patterns is given to both. Its matches are the earlier file's, in the same
// order, as they were when both were compiled: identical patterns match the same nodes, and the
// cursor orders the matches of a file's patterns among themselves alone. Tree-sitter analyses
// every pattern when it compiles a query (ts_query__analyze_patterns, 130 M instructions for
// the three of raisederror.scm against the TypeScript grammar), so a copy cost as much as the
// original.
func Join(lang *sitter.Language, names []string, srcs [][]byte) (*Pass, error) {
	p := &Pass{twins: make([][]int, len(srcs))}
	var src []byte
	compiled := map[string]int{} // pattern text -> the file compiled for it
	for i, b := range srcs {
		text := patternText(b)
		if j, ok := compiled[text]; ok {
			p.twins[j] = append(p.twins[j], i)
			continue
		}
		compiled[text] = i
		for range PatternCount(string(b)) {
			p.file = append(p.file, i)
		}
		src = append(append(src, b...), '\n')
	}
	q, err := sitter.NewQuery(src, lang)
	if err != nil {
		for i, b := range srcs { // name the file at fault
			q, err := sitter.NewQuery(b, lang)
			if err != nil {
				return nil, fmt.Errorf("query %s: %w", names[i], err)
			}
			q.Close()
		}
		return nil, fmt.Errorf("queries %s: %w", strings.Join(names, ", "), err)
	}
	if int(q.PatternCount()) != len(p.file) {
		q.Close()
		return nil, fmt.Errorf("queries %s: %d patterns, %d counted at column 0",
			strings.Join(names, ", "), q.PatternCount(), len(p.file))
	}
	if p.preds, err = Predicates(q); err != nil {
		q.Close()
		return nil, fmt.Errorf("queries %s: %w", strings.Join(names, ", "), err)
	}
	p.Query = q
	return p, nil
}

// patternText is a query file without its comment lines and blank lines, each line trimmed: two
// files of the same text compile to the same patterns. (A comment after a pattern on its line
// stays, which at worst keeps two files apart that could be one.)
func patternText(src []byte) string {
	var b strings.Builder
	for _, l := range strings.Split(string(src), "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.HasPrefix(l, ";") {
			continue
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// PatternCount counts the top-level patterns of a query file: the lines that open with "(" or
// "[" in column 0.
func PatternCount(src string) int {
	n := 0
	for _, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, "(") || strings.HasPrefix(l, "[") {
			n++
		}
	}
	return n
}

// Run executes the pass over root and calls yield with each match whose predicates hold and
// that captured something, and the index of its pattern's file, in the order the cursor finds
// them; a match of a file that has twins (see Join) is yielded for each of them after it.
//
// The cursor starts patterns no deeper than MaxStartDepth, and the run stops with a panic of
// ErrTimeout once the deadline Limit set on src has passed.
func (p *Pass) Run(root *sitter.Node, src []byte, yield func(file int, m *sitter.QueryMatch)) {
	qc := NewCursor()
	defer qc.Close()
	qc.Exec(p.Query, root)
	watch := WatchOf(src)
next:
	for {
		watch.Tick()
		m, ok := qc.NextMatch()
		if !ok {
			return
		}
		if len(m.Captures) == 0 {
			continue
		}
		for _, pred := range p.preds[m.PatternIndex] {
			if !pred.holds(m, src) {
				continue next
			}
		}
		file := p.file[m.PatternIndex]
		yield(file, m)
		for _, twin := range p.twins[file] {
			yield(twin, m)
		}
	}
}

// A Predicate is a compiled #eq?, #not-eq?, #match? or #not-match? on a capture and a string.
type Predicate struct {
	capture uint32
	eq      []byte
	re      *regexp.Regexp
	negate  bool
}

// Predicates compiles the predicates of each pattern of a query, and fails on any other than
// (#eq? @capture "string"), #not-eq?, #match? and #not-match?.
func Predicates(q *sitter.Query) ([][]Predicate, error) {
	out := make([][]Predicate, q.PatternCount())
	for i := range out {
		for _, steps := range q.PredicatesForPattern(uint32(i)) {
			if len(steps) != 4 || steps[0].Type != sitter.QueryPredicateStepTypeString ||
				steps[1].Type != sitter.QueryPredicateStepTypeCapture || steps[2].Type != sitter.QueryPredicateStepTypeString {
				return nil, fmt.Errorf("pattern %d: only (#op? @capture \"string\") predicates are supported", i)
			}
			p := Predicate{capture: steps[1].ValueId}
			arg := q.StringValueForId(steps[2].ValueId)
			switch op := q.StringValueForId(steps[0].ValueId); op {
			case "eq?", "not-eq?":
				p.eq, p.negate = []byte(arg), op == "not-eq?"
			case "match?", "not-match?":
				re, err := regexp.Compile(arg)
				if err != nil {
					return nil, fmt.Errorf("pattern %d: #%s %q: %w", i, op, arg, err)
				}
				p.re, p.negate = re, op == "not-match?"
			default:
				return nil, fmt.Errorf("pattern %d: predicate #%s is not supported", i, op)
			}
			out[i] = append(out[i], p)
		}
	}
	return out, nil
}

// holds reports whether every capture the predicate names satisfies it, as FilterPredicates would.
func (p Predicate) holds(m *sitter.QueryMatch, src []byte) bool {
	for _, c := range m.Captures {
		if c.Index != p.capture {
			continue
		}
		text := src[c.Node.StartByte():c.Node.EndByte()]
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
