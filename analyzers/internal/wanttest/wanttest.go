// Package wanttest runs an analyzer on a testdata module and checks what it reports against the
// `// want` comments of the module's files, as analysistest does, and also the related locations
// of each diagnostic, which analysistest does not look at, and diagnostics that stand in another
// package than the one whose pass reported them (a finding reported where the server is built
// about a return in the package that wrote the handler).
//
// A want comment lists expectations on its line:
//
//	return nil, err // want `returns an error` related=server/main.go:12,31
//	func Search(...) { // want Search:`mayReturnError`
//
// A quoted or back-quoted regular expression expects a diagnostic on the line whose message it
// matches. related= right after it lists the diagnostic's related locations, exactly and in any
// order: module-relative path:line, a bare line for the diagnostic's own file, or "none"; a
// diagnostic with related locations matches only an expectation that lists them. name:`rx`
// expects a fact on the object name declared on the line. Every diagnostic and fact must match
// an expectation and every expectation must be matched.
//
// Messages of diagnostics and of related locations must not name a position (file.go:line):
// positions belong in related locations. Related locations must lie in the module and carry a
// message.
//
// Suggested fixes: the edits of all the fixes of all diagnostics are applied per file, and the
// result, formatted, must equal the file's .golden twin; a .golden file without fixes, or fixes
// without one, fail too.
package wanttest

import (
	"bytes"
	"fmt"
	"go/format"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/analyzers/internal/testmod"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TB is the part of testing.TB the checks use.
type TB interface {
	Helper()
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Run downloads the SDK modules the testdata module at dir needs, runs a on the packages the
// patterns match (./... when none), and checks the results against the want comments.
func Run(t *testing.T, dir string, a *analysis.Analyzer, patterns ...string) {
	t.Helper()
	testmod.Download(t, dir)
	Check(t, dir, a, patterns...)
}

// Check is Run without the download, for a module whose dependencies are in the module cache.
func Check(t TB, dir string, a *analysis.Analyzer, patterns ...string) {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatalf("%v", err)
		return
	}
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	pkgs, err := load(abs, patterns)
	if err != nil {
		t.Fatalf("loading %s in %s: %v", patterns, dir, err)
		return
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, pkgs, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Fatalf("analyzing %s: %v", dir, err)
		return
	}
	r := &run{t: t, dir: abs, want: map[key][]*expectation{}}
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
	}
	r.readWants(pkgs)
	r.checkDiagnostics(graph)
	r.checkFacts(graph)
	r.checkSurplus()
	r.checkFixes(graph)
}

func load(dir string, patterns []string) ([]*packages.Package, error) {
	mode := packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
		packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo |
		packages.NeedDeps | packages.NeedModule
	cfg := &packages.Config{
		Mode:  mode,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GO111MODULE=on", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local"),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("no packages match")
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return pkgs, nil
}

type key struct {
	file string
	line int
}

type expectation struct {
	kind    string // "diagnostic" or "fact"
	name    string // the object a fact is about
	rx      *regexp.Regexp
	related []string // sorted path:line list; nil when not given
	given   bool     // related= was given
}

type run struct {
	t    TB
	dir  string
	want map[key][]*expectation
}

// rel renders a file name relative to the module, with forward slashes.
func (r *run) rel(name string) string {
	if rel, err := filepath.Rel(r.dir, name); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return name
}

func (r *run) where(posn token.Position) string {
	return fmt.Sprintf("%s:%d", r.rel(posn.Filename), posn.Line)
}

// readWants collects the expectations of every file of the loaded packages, once per file.
func (r *run) readWants(pkgs []*packages.Package) {
	seen := map[string]bool{}
	for _, p := range pkgs {
		for _, f := range p.Syntax {
			for _, cg := range f.Comments {
				for _, c := range cg.List {
					posn := p.Fset.Position(c.Pos())
					k := key{posn.Filename, posn.Line}
					if seen[fmt.Sprint(k, c.Text)] {
						continue
					}
					seen[fmt.Sprint(k, c.Text)] = true
					text := strings.TrimPrefix(c.Text, "//")
					if text == c.Text {
						text = strings.TrimSuffix(strings.TrimPrefix(text, "/*"), "*/")
					}
					if i := strings.Index(text, "// want"); i >= 0 {
						text = text[i+len("// "):]
					}
					rest, ok := strings.CutPrefix(strings.TrimSpace(text), "want")
					if !ok {
						continue
					}
					exps, err := parseWant(rest, r.rel(posn.Filename))
					if err != nil {
						r.t.Errorf("%s: in want comment: %v", r.where(posn), err)
						continue
					}
					r.want[k] = append(r.want[k], exps...)
				}
			}
		}
	}
}

// parseWant parses the expectations of one want comment; file is the module-relative path of
// its file, for bare lines in related=.
func parseWant(s, file string) ([]*expectation, error) {
	var out []*expectation
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return out, nil
		}
		name := ""
		if i := strings.IndexAny(s, " \t\"`"); i > 0 && s[i-1] == ':' {
			name, s = s[:i-1], s[i:]
		}
		if rest, ok := strings.CutPrefix(s, "related="); ok && name == "" {
			end := strings.IndexAny(rest, " \t")
			if end < 0 {
				end = len(rest)
			}
			if len(out) == 0 || out[len(out)-1].kind != "diagnostic" || out[len(out)-1].given {
				return nil, fmt.Errorf("related= must follow a diagnostic pattern")
			}
			last := out[len(out)-1]
			last.given = true
			last.related = parseRelated(rest[:end], file)
			s = rest[end:]
			continue
		}
		lit, rest, err := quoted(s)
		if err != nil {
			return nil, err
		}
		rx, err := regexp.Compile(lit)
		if err != nil {
			return nil, err
		}
		kind := "diagnostic"
		if name != "" {
			kind = "fact"
		}
		out = append(out, &expectation{kind: kind, name: name, rx: rx})
		s = rest
	}
}

// quoted splits a leading Go string literal (interpreted or raw) off s.
func quoted(s string) (string, string, error) {
	if s == "" || (s[0] != '"' && s[0] != '`') {
		return "", "", fmt.Errorf("want a quoted pattern, name:pattern or related=, got %q", s)
	}
	q, err := strconv.QuotedPrefix(s)
	if err != nil {
		return "", "", fmt.Errorf("bad pattern %q: %v", s, err)
	}
	lit, _ := strconv.Unquote(q)
	return lit, s[len(q):], nil
}

// parseRelated normalises a related= list: sorted path:line entries, bare lines in file.
func parseRelated(v, file string) []string {
	if v == "none" {
		return []string{}
	}
	places := strings.Split(v, ",")
	for i, p := range places {
		if _, err := strconv.Atoi(p); err == nil {
			places[i] = file + ":" + p
		}
	}
	sort.Strings(places)
	return places
}

// posInText is a position of a Go file named inside a message.
var posInText = regexp.MustCompile(`[\w./-]+\.go:\d+`)

// related renders a diagnostic's related locations as a sorted path:line list, and checks them.
func (r *run) related(fset *token.FileSet, d analysis.Diagnostic, at string) []string {
	out := []string{}
	for _, ri := range d.Related {
		posn := fset.Position(ri.Pos)
		if !posn.IsValid() {
			r.t.Errorf("%s: related location %q has no position", at, ri.Message)
			continue
		}
		rel := r.rel(posn.Filename)
		if filepath.IsAbs(rel) {
			r.t.Errorf("%s: related location %s lies outside the module", at, rel)
		}
		if strings.TrimSpace(ri.Message) == "" {
			r.t.Errorf("%s: related location %s:%d has no message", at, rel, posn.Line)
		}
		if m := posInText.FindString(ri.Message); m != "" {
			r.t.Errorf("%s: related message %q names the position %s; positions belong in related locations", at, ri.Message, m)
		}
		out = append(out, fmt.Sprintf("%s:%d", rel, posn.Line))
	}
	sort.Strings(out)
	return out
}

type diag struct {
	fset *token.FileSet
	d    analysis.Diagnostic
}

// diagnostics returns the diagnostics of the roots once each: a package and its test variant
// report the same findings.
func diagnostics(graph *checker.Graph) []diag {
	var out []diag
	seen := map[string]bool{}
	for _, act := range graph.Roots {
		for _, d := range act.Diagnostics {
			fset := act.Package.Fset
			k := fset.Position(d.Pos).String() + "\x00" + d.Message
			for _, ri := range d.Related {
				k += "\x00" + fset.Position(ri.Pos).String()
			}
			if !seen[k] {
				seen[k] = true
				out = append(out, diag{fset, d})
			}
		}
	}
	return out
}

func (r *run) checkDiagnostics(graph *checker.Graph) {
	for _, x := range diagnostics(graph) {
		posn := x.fset.Position(x.d.Pos)
		at := r.where(posn)
		if m := posInText.FindString(x.d.Message); m != "" {
			r.t.Errorf("%s: message %q names the position %s; positions belong in related locations", at, x.d.Message, m)
		}
		got := r.related(x.fset, x.d, at)
		k := key{posn.Filename, posn.Line}
		exps := r.want[k]
		var near []string
		matched := false
		for i, e := range exps {
			if e.kind != "diagnostic" || !e.rx.MatchString(x.d.Message) {
				continue
			}
			if want := e.related; (e.given || len(got) > 0) && strings.Join(want, ",") != strings.Join(got, ",") {
				if !e.given {
					want = []string{}
				}
				near = append(near, fmt.Sprintf("related=%s wanted by %#q", list(want), e.rx))
				continue
			}
			r.want[k] = append(exps[:i:i], exps[i+1:]...)
			matched = true
			break
		}
		switch {
		case matched:
		case len(near) > 0:
			r.t.Errorf("%s: diagnostic %q has related=%s, not %s", at, x.d.Message, list(got), strings.Join(near, " or "))
		default:
			r.t.Errorf("%s: unexpected diagnostic: %s (related=%s)", at, x.d.Message, list(got))
		}
	}
}

func list(places []string) string {
	if len(places) == 0 {
		return "none"
	}
	return strings.Join(places, ",")
}

func (r *run) checkFacts(graph *checker.Graph) {
	seen := map[string]bool{}
	check := func(posn token.Position, name, fact string) {
		k := key{posn.Filename, posn.Line}
		if seen[fmt.Sprint(k, name, fact)] {
			return
		}
		seen[fmt.Sprint(k, name, fact)] = true
		exps := r.want[k]
		for i, e := range exps {
			if e.kind == "fact" && e.name == name && e.rx.MatchString(fact) {
				r.want[k] = append(exps[:i:i], exps[i+1:]...)
				return
			}
		}
		r.t.Errorf("%s: unexpected fact on %s: %s", r.where(posn), name, fact)
	}
	for _, act := range graph.Roots {
		facts := act.AllObjectFacts()
		sort.Slice(facts, func(i, j int) bool { return facts[i].Object.Pos() < facts[j].Object.Pos() })
		for _, f := range facts {
			if f.Object.Pkg() == act.Package.Types {
				check(act.Package.Fset.Position(f.Object.Pos()), f.Object.Name(), fmt.Sprint(f.Fact))
			}
		}
		for _, f := range act.AllPackageFacts() {
			if f.Package == act.Package.Types && len(act.Package.Syntax) > 0 {
				posn := act.Package.Fset.Position(act.Package.Syntax[0].Pos())
				posn.Line, posn.Column = 1, 1
				check(posn, "package", fmt.Sprint(f.Fact))
			}
		}
	}
}

func (r *run) checkSurplus() {
	var surplus []string
	for k, exps := range r.want {
		for _, e := range exps {
			rel := ""
			if e.given {
				rel = " related=" + list(e.related)
			}
			surplus = append(surplus, fmt.Sprintf("%s:%d: no %s was reported matching %#q%s", r.rel(k.file), k.line, e.kind, e.rx, rel))
		}
	}
	sort.Strings(surplus)
	for _, s := range surplus {
		r.t.Errorf("%s", s)
	}
}

type edit struct {
	start, end int
	text       string
}

// checkFixes applies the edits of every suggested fix per file and compares the results with the
// .golden files of the module.
func (r *run) checkFixes(graph *checker.Graph) {
	edits := map[string][]edit{}
	for _, x := range diagnostics(graph) {
		for _, fix := range x.d.SuggestedFixes {
			for _, e := range fix.TextEdits {
				tf := x.fset.File(e.Pos)
				if tf == nil {
					r.t.Errorf("%s: fix %q edits no file", r.where(x.fset.Position(x.d.Pos)), fix.Message)
					continue
				}
				end := e.End
				if !end.IsValid() {
					end = e.Pos
				}
				ed := edit{tf.Offset(e.Pos), tf.Offset(end), string(e.NewText)}
				dup := false
				for _, o := range edits[tf.Name()] {
					dup = dup || o == ed
				}
				if !dup {
					edits[tf.Name()] = append(edits[tf.Name()], ed)
				}
			}
		}
	}
	var goldens []string
	_ = filepath.WalkDir(r.dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".golden") {
			goldens = append(goldens, p)
		}
		return nil
	})
	for _, g := range goldens {
		if _, ok := edits[strings.TrimSuffix(g, ".golden")]; !ok {
			r.t.Errorf("%s: golden file, but no suggested fix edits %s", r.rel(g), r.rel(strings.TrimSuffix(g, ".golden")))
		}
	}
	names := make([]string, 0, len(edits))
	for name := range edits {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		r.checkFix(name, edits[name])
	}
}

func (r *run) checkFix(name string, es []edit) {
	src, err := os.ReadFile(name)
	if err != nil {
		r.t.Errorf("%v", err)
		return
	}
	sort.Slice(es, func(i, j int) bool { return es[i].start < es[j].start })
	var out bytes.Buffer
	last := 0
	for _, e := range es {
		if e.start < last || e.end > len(src) || e.start > e.end {
			r.t.Errorf("%s: suggested fixes overlap or leave the file at offset %d", r.rel(name), e.start)
			return
		}
		out.Write(src[last:e.start])
		out.WriteString(e.text)
		last = e.end
	}
	out.Write(src[last:])
	got, err := format.Source(out.Bytes())
	if err != nil {
		r.t.Errorf("%s: the fixed file does not parse: %v\n%s", r.rel(name), err, out.Bytes())
		return
	}
	golden, err := os.ReadFile(name + ".golden")
	if err != nil {
		r.t.Errorf("%s: suggested fixes edit it, but there is no golden file: %v", r.rel(name), err)
		return
	}
	if want, err := format.Source(golden); err == nil {
		golden = want
	}
	if !bytes.Equal(got, golden) {
		r.t.Errorf("%s: the fixed file differs from %s:\n%s", r.rel(name), r.rel(name+".golden"), lineDiff(string(golden), string(got)))
	}
}

// lineDiff lists the lines that differ, for a failure message.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			fmt.Fprintf(&b, "line %d:\n  want %q\n  got  %q\n", i+1, wl, gl)
		}
	}
	return b.String()
}
