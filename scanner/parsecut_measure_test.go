package scanner

import (
	"fmt"
	"regexp"
	"sort"
	"testing"
	"time"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// TestMeasureParseCut (bench/parsecut.sh) measures what parsing only some top-level declarations
// of a file could save: for each file the main pass parses in the roots named by
// MCPERR_PARSECUT_ROOTS (a file of root paths, one a line), it times the parse and the
// language's rules (one file at a time, on this goroutine), and sorts the file's top-level
// declarations into kept (they hold a needle, are not declarations, or are named, transitively,
// by a kept one) and cuttable; of the cuttable ones, it also counts those whose lines hold
// nothing of the file's Result (no finding, summary, call, pending finding). The cost of a cut
// is taken as proportional to its bytes. Skipped without the variable.
func TestMeasureParseCut(t *testing.T) {
	var files []cutFile
	measureRoots(t, "MCPERR_PARSECUT_ROOTS", func(s *session, job fileJob, src []byte) bool {
		return s.needles[job.lang].match(src) || admit(job, src)
	}, func(s *session, m measured) {
		cf := cutFile{path: m.root + "/" + m.job.rel, size: len(m.src), parse: m.parse, rules: m.rules}
		cf.cutBytes, cf.freeBytes = cuttable(m.tree.RootNode(), m.src, s.needles[m.job.lang], &m.res)
		cf.noFindings = len(m.res.Findings) == 0 && len(m.res.Pending) == 0
		cf.empty = cf.noFindings && len(m.res.Helpers) == 0 && len(m.res.Calls) == 0 && len(m.res.Summaries) == 0
		files = append(files, cf)
	})
	reportCut(t, files)
}

// cutFile is one parsed file's measure.
type cutFile struct {
	path                string
	size                int
	parse, rules        time.Duration
	cutBytes, freeBytes int  // cuttable bytes; of them, those whose lines hold nothing of Result
	empty               bool // the Result holds nothing
	noFindings          bool // the Result holds no finding and no pending finding
}

var identRE = regexp.MustCompile(`[A-Za-z_$][A-Za-z0-9_$]*`)

// topDecl is a top-level node of a file.
type topDecl struct {
	start, end  uint32 // bytes
	first, last int    // lines, from 1
	names       []string
	decl        bool // a declaration a cut could leave out
	kept        bool
}

// cuttable returns the bytes of the top-level declarations that hold no needle and that no kept
// node names, and of those the bytes of the ones whose lines hold nothing of res.
func cuttable(root *sitter.Node, src []byte, needles *needleSet, res *extract.Result) (int, int) {
	var ds []*topDecl
	for i := 0; i < int(root.NamedChildCount()); i++ {
		n := root.NamedChild(i)
		d := &topDecl{start: n.StartByte(), end: n.EndByte(), first: int(n.StartPoint().Row) + 1, last: int(n.EndPoint().Row) + 1}
		d.names, d.decl = declNames(n, src)
		d.kept = !d.decl || needles.match(src[d.start:d.end])
		ds = append(ds, d)
	}
	named := map[string]bool{}
	var queue []*topDecl
	for _, d := range ds {
		if d.kept {
			queue = append(queue, d)
		}
	}
	for len(queue) > 0 {
		d := queue[0]
		queue = queue[1:]
		for _, id := range identRE.FindAll(src[d.start:d.end], -1) {
			named[string(id)] = true
		}
		for _, e := range ds {
			if e.kept {
				continue
			}
			for _, name := range e.names {
				if named[name] {
					e.kept = true
					queue = append(queue, e)
					break
				}
			}
		}
	}
	lines := map[int]bool{}
	for _, f := range res.Findings {
		lines[f.Line] = true
	}
	for _, s := range res.Summaries {
		lines[s.Line] = true
	}
	for _, c := range res.Calls {
		lines[c.Line] = true
	}
	for _, p := range res.Pending {
		lines[p.Finding.Line] = true
	}
	cut, free := 0, 0
	for _, d := range ds {
		if d.kept {
			continue
		}
		cut += int(d.end - d.start)
		holds := false
		for l := d.first; l <= d.last && !holds; l++ {
			holds = lines[l]
		}
		if !holds {
			free += int(d.end - d.start)
		}
	}
	return cut, free
}

// declNames returns the names a top-level node declares, and whether it is a declaration.
func declNames(n *sitter.Node, src []byte) ([]string, bool) {
	var names []string
	add := func(m *sitter.Node) {
		if m != nil {
			names = append(names, m.Content(src))
		}
	}
	switch n.Type() {
	case "export_statement":
		if d := n.ChildByFieldName("declaration"); d != nil {
			return declNames(d, src)
		}
		return nil, false
	case "decorated_definition":
		if d := n.ChildByFieldName("definition"); d != nil {
			return declNames(d, src)
		}
		return nil, false
	case "function_declaration", "generator_function_declaration", "class_declaration", "abstract_class_declaration",
		"interface_declaration", "type_alias_declaration", "enum_declaration", "function_definition", "class_definition":
		add(n.ChildByFieldName("name"))
		return names, true
	case "method_declaration": // Go: a method is named by its type too
		add(n.ChildByFieldName("name"))
		if r := n.ChildByFieldName("receiver"); r != nil {
			for _, id := range identRE.FindAll([]byte(r.Content(src)), -1) {
				names = append(names, string(id))
			}
		}
		return names, true
	case "lexical_declaration", "variable_declaration", "type_declaration", "const_declaration", "var_declaration":
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			if nm := c.ChildByFieldName("name"); nm != nil {
				add(nm)
			}
		}
		return names, true
	case "expression_statement": // Python: NAME = ...
		if n.NamedChildCount() == 1 && n.NamedChild(0).Type() == "assignment" {
			if l := n.NamedChild(0).ChildByFieldName("left"); l != nil && l.Type() == "identifier" {
				add(l)
				return names, true
			}
		}
	}
	return nil, false
}

func reportCut(t *testing.T, files []cutFile) {
	var total time.Duration
	for _, f := range files {
		total += f.parse + f.rules
	}
	fmt.Printf("parsed files %d, parse+rules %.2fs (parse %.2fs)\n", len(files), total.Seconds(), sumDur(files, func(f cutFile) time.Duration { return f.parse }).Seconds())
	fmt.Printf("%-10s %6s %8s %7s %10s %10s\n", "size >=", "files", "cost s", "share", "cut share", "free share")
	for _, min := range []int{0, 16 << 10, 32 << 10, 64 << 10, 128 << 10, 256 << 10} {
		n := 0
		var cost, cut, free float64
		for _, f := range files {
			if f.size < min {
				continue
			}
			n++
			c := (f.parse + f.rules).Seconds()
			cost += c
			cut += c * float64(f.cutBytes) / float64(f.size)
			free += c * float64(f.freeBytes) / float64(f.size)
		}
		ts := total.Seconds()
		fmt.Printf("%-10s %6d %8.2f %6.1f%% %9.1f%% %9.1f%%\n", fmt.Sprintf("%dK", min>>10), n, cost, 100*cost/ts, 100*cut/ts, 100*free/ts)
	}
	var empty, nofind float64
	ne, nf := 0, 0
	for _, f := range files {
		c := (f.parse + f.rules).Seconds()
		if f.empty {
			empty += c
			ne++
		}
		if f.noFindings {
			nofind += c
			nf++
		}
	}
	fmt.Printf("files whose Result is empty: %d, %.1f%% of the cost; without findings or pending findings: %d, %.1f%%\n", ne, 100*empty/total.Seconds(), nf, 100*nofind/total.Seconds())
	sort.Slice(files, func(i, j int) bool { return files[i].parse+files[i].rules > files[j].parse+files[j].rules })
	fmt.Println("costliest files: cost s, size KiB, cut %, free %")
	for _, f := range files[:min(25, len(files))] {
		fmt.Printf("%6.3f %6d %5.1f%% %5.1f%% %s\n", (f.parse + f.rules).Seconds(), f.size>>10,
			100*float64(f.cutBytes)/float64(f.size), 100*float64(f.freeBytes)/float64(f.size), f.path)
	}
}

func sumDur(fs []cutFile, d func(cutFile) time.Duration) time.Duration {
	var s time.Duration
	for _, f := range fs {
		s += d(f)
	}
	return s
}
