// Package extracttest checks a language's rules against fixture files whose expectations are
// written in the files themselves, in the language's comment syntax:
//
//	return mcp.NewToolResultError("no such user"), nil // want: errorresult shape=prose-only
//	raise ToolError("quota exceeded")  # want: raisederror shape=prose-only outcome=iserror
//	  isError: true, // want: errorresult shape=json-in-text uses=2; successflagged
//
// A "want:" comment names the findings anchored on its line, separated by ";". Each is a rule ID
// followed by optional key=value checks: shape, context, uses, outcome, construct, api, function,
// profile, typed (a comma list of the typed fields that must be set, or "none"), lang, lead (the
// message's first word: the tool or function it names). Every finding must match an expectation
// on its anchor line and every expectation must be matched: a fixture without annotations asserts
// that nothing is reported in it.
//
// related checks a finding's related places, exactly and in any order: a comma list of
// path:line (root-relative) or a bare line (the finding's own file), or "none":
//
//	return formatError(e); // want: softerror related=src/errors.ts:7
//	throw e; // want: protocolerror related=12,src/api.ts:30
//	throw e; // want: protocolerror related=12,src/api.ts:30,src/api.ts:34
//
// brief checks, in the same way, what the human formats show of them when they are too many
// (Finding.Brief; "none" when they show related whole): +N is the place without a position that
// counts N places not shown ("and N more places ..."):
//
//	throw e; // want: protocolerror related=12,src/api.ts:30,src/api.ts:34 brief=12,src/api.ts:30,+1
//
// path names a finding's semantic path with a label of the fixture's choosing: the findings
// labelled alike must share a pathKey, and findings labelled differently must not:
//
//	return mcp.NewToolResultError("no such user"), nil // want: errorresult path=lookup
package extracttest

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Run parses every file under dir that lang owns, runs lang's rules, links helpers across the
// files, and checks the findings against the files' want annotations. Paths are relative to dir,
// so a fixture's context comes from its place below dir. It returns the findings for further checks.
func Run(t testing.TB, lang extract.Language, dir string) []finding.Finding {
	t.Helper()
	return RunProject(t, lang, dir, &extract.Project{})
}

// RunProject is Run with every file in the project proj, so that fixtures can pin the SDK
// versions that outcome rules read.
func RunProject(t testing.TB, lang extract.Language, dir string, proj *extract.Project) []finding.Finding {
	t.Helper()
	return RunProjects(t, lang, dir, func(string) *extract.Project { return proj })
}

// RunProjects is Run with each file in the project projectFor gives its path (relative to dir),
// so that fixtures can hold package roots of their own (a manifest index's ProjectFor).
func RunProjects(t testing.TB, lang extract.Language, dir string, projectFor func(rel string) *extract.Project) []finding.Finding {
	t.Helper()
	var results []extract.Result
	type pendingAt struct {
		path string
		p    extract.Pending
	}
	var pending []pendingAt
	ix := extract.NewIndex()
	wants := map[string][]*want{} // path -> expectations
	parser := sitter.NewParser()
	defer parser.Close()
	files, imported, err := readFiles(lang, dir, ix)
	if err != nil {
		t.Fatalf("extracttest: %v", err)
	}
	err = eachFile(files, func(rel string, dialect extract.Dialect, src []byte) error {
		parser.SetLanguage(lang.Grammar(dialect))
		tree := parser.Parse(nil, src)
		defer tree.Close()
		defer extract.Remember(tree)()
		fctx := extract.ContextOf(rel, src)
		if imported[rel] {
			fctx = extract.ImportedContext(src)
		}
		f := &extract.File{Path: rel, Lang: lang.Lang(), Dialect: dialect, Src: src, Tree: tree,
			Context: fctx, Project: projectFor(rel)}
		res, err := lang.Extract(f)
		if err != nil {
			return fmt.Errorf("%s: %w", rel, err)
		}
		fill := func(fd *finding.Finding) {
			fd.Path, fd.Context = rel, extract.FindingContext(fd.Context, f.Context)
			if fd.Lang == "" { // a language may set each file's own (TS vs JS)
				fd.Lang = lang.Lang()
			}
			for _, rs := range [][]finding.Related{fd.Related, fd.Brief} {
				for j := range rs {
					if rs[j].Path == "" && rs[j].Line > 0 { // a place in the same file, not a count (finding.NotShown)
						rs[j].Path = rel
					}
				}
			}
		}
		for i := range res.Findings {
			fill(&res.Findings[i])
		}
		for i := range res.Pending {
			fill(&res.Pending[i].Finding)
		}
		if why := ownParts(res, strings.TrimSuffix(rel, filepath.Ext(rel))); why != "" {
			if a, ok := lang.(extract.Admitter); !holdsNeedle(src, lang.Needles()) && !(ok && a.Admit(rel, src)) {
				t.Errorf("%s holds none of the %s needles and its Admit turns it down, so a scan's main pass does not "+
					"parse it, yet it yields %s: a needle that every such file holds is missing", rel, lang.Lang(), why)
			} else if g, ok := lang.(extract.Gate); ok && !g.Gate(rel, f.Context, src) {
				t.Errorf("%s: the %s Gate turns it down, so a scan's main pass does not parse it, yet it yields %s",
					rel, lang.Lang(), why)
			}
		}
		results = append(results, res)
		ix.Add(extract.Unit{Path: rel, Summaries: res.Summaries, Calls: res.Calls, Aliases: res.Aliases, Classes: res.Classes})
		for _, p := range res.Pending {
			ix.Expect(p) // as the scanner's collector does (Pending.Shared names its function there)
			pending = append(pending, pendingAt{rel, p})
		}
		ws, err := parseWants(src)
		if err != nil {
			return fmt.Errorf("%s: %w", rel, err)
		}
		wants[rel] = ws
		return nil
	})
	if err != nil {
		t.Fatalf("extracttest: %v", err)
	}
	uses, _ := extract.Link(results)
	var all []finding.Finding
	for _, r := range results {
		all = append(all, r.Findings...)
	}
	for _, p := range pending {
		if f, ok := ix.Resolve(p.p, p.path); ok {
			extract.SetUses(&f, uses)
			all = append(all, f)
		}
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].Path != all[j].Path {
			return all[i].Path < all[j].Path
		}
		return all[i].Line < all[j].Line
	})
	for _, f := range all {
		if !claim(wants[f.Path], f) {
			t.Errorf("%s:%d: unexpected %s finding: %s%s", f.Path, f.Line, f.Rule, f.Message, describe(f))
		}
	}
	for p, ws := range wants {
		for _, w := range ws {
			if !w.matched {
				t.Errorf("%s:%d: no finding matched want %q", p, w.line, w.text)
			}
		}
	}
	checkPaths(t, wants)
	return all
}

// fixtureFile is a file of a fixture directory that the language owns.
type fixtureFile struct {
	rel     string
	dialect extract.Dialect
	src     []byte
}

// readFiles reads the files under dir that lang owns, in walk order, and notes what each refers
// to in ix, as the scanner's main pass does of every file it reads. imported holds the files
// named like tests that production imports (extract.TestImports), as the scanner decides them
// once the main pass is done.
func readFiles(lang extract.Language, dir string, ix *extract.Index) (files []fixtureFile, imported map[string]bool, err error) {
	var tests extract.TestImports
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		dialect, ok := lang.Dialects()[filepath.Ext(p)]
		if !ok {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if r, ok := lang.(extract.Referrer); ok {
			ix.AddRefs(rel, r.Refers(rel, src))
		}
		if tr, ok := lang.(extract.TestReferrer); ok {
			switch refs := tr.TestRefs(rel, src); {
			case extract.NamedLikeTest(rel) && !tr.UsesTestFramework(src):
				tests.AddNamed(rel, refs)
			case extract.ContextOf(rel, nil) == finding.Production:
				tests.AddImporter(rel, refs)
			}
		}
		files = append(files, fixtureFile{rel: rel, dialect: dialect, src: src})
		return nil
	})
	return files, tests.Imported(), err
}

// eachFile hands fn the files in order, until it fails.
func eachFile(files []fixtureFile, fn func(rel string, dialect extract.Dialect, src []byte) error) error {
	for _, f := range files {
		if err := fn(f.rel, f.dialect, f.src); err != nil {
			return err
		}
	}
	return nil
}

// checkPaths checks the path labels of the matched wants: one pathKey per label, one label per
// pathKey.
func checkPaths(t testing.TB, wants map[string][]*want) {
	t.Helper()
	keyOf, labelOf := map[string]string{}, map[string]string{}
	where := map[string]string{} // label -> the first place it was seen
	var files []string
	for p := range wants {
		files = append(files, p)
	}
	sort.Strings(files)
	for _, p := range files {
		for _, w := range wants[p] {
			label, ok := w.checks["path"]
			if !ok || !w.matched {
				continue
			}
			at := fmt.Sprintf("%s:%d", p, w.line)
			if k, seen := keyOf[label]; seen && k != w.pathKey {
				t.Errorf("%s: path=%s has pathKey %q, but at %s it has %q", at, label, w.pathKey, where[label], k)
			}
			if l, seen := labelOf[w.pathKey]; seen && l != label {
				t.Errorf("%s: path=%s shares pathKey %q with path=%s (%s)", at, label, w.pathKey, l, where[l])
			}
			if _, seen := keyOf[label]; !seen {
				keyOf[label], where[label] = w.pathKey, at
			}
			if _, seen := labelOf[w.pathKey]; !seen {
				labelOf[w.pathKey] = label
			}
		}
	}
}

// ownParts says what a file's result holds that the scanner learns only from the files its main
// pass parses, those with a needle or that Admit lets through: findings, tools (a tool's reach starts there) and pending
// findings that stand whatever reaches them. The rest (helpers' callers, wrappers, summaries
// and calls of the functions tools reach, pending findings Within a function) the calls pass
// extracts from the files without a needle when another file wants them, and pending findings
// that stand only on a marker of the file's own module (every Also key's), which only another
// file's forward naming the module can give: that forward wants the module. "" when none.
func ownParts(res extract.Result, module string) string {
	var parts []string
	if n := len(res.Findings); n > 0 {
		parts = append(parts, fmt.Sprintf("%d findings (%s at line %d)", n, res.Findings[0].Rule, res.Findings[0].Line))
	}
	for _, s := range res.Summaries {
		if s.Tool != "" {
			parts = append(parts, fmt.Sprintf("tool %s (line %d)", s.Tool, s.Line))
			break
		}
	}
	for _, p := range res.Pending {
		if p.Within == "" && !ownMarkers(p.Also, module) {
			parts = append(parts, fmt.Sprintf("a pending %s at line %d that no tool needs to reach", p.Finding.Rule, p.Finding.Line))
			break
		}
	}
	return strings.Join(parts, ", ")
}

// ownMarkers reports whether keys are some and each is of module ("<module>#...").
func ownMarkers(keys []string, module string) bool {
	for _, k := range keys {
		if !strings.HasPrefix(k, module+"#") {
			return false
		}
	}
	return len(keys) > 0
}

func holdsNeedle(src []byte, needles [][]byte) bool {
	for _, n := range needles {
		if len(n) > 0 && bytes.Contains(src, n) {
			return true
		}
	}
	return len(needles) == 0
}

type want struct {
	line    int
	rule    string
	checks  map[string]string
	text    string
	matched bool
	pathKey string // of the finding that matched, for path labels
}

var wantComment = regexp.MustCompile(`(?://|#|/\*)\s*want:\s*([^*\n]*)`)

func parseWants(src []byte) ([]*want, error) {
	var out []*want
	for i, line := range strings.Split(string(src), "\n") {
		m := wantComment.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		for _, item := range strings.Split(m[1], ";") {
			fields := strings.Fields(item)
			if len(fields) == 0 {
				continue
			}
			w := &want{line: i + 1, rule: fields[0], checks: map[string]string{}, text: strings.TrimSpace(item)}
			for _, kv := range fields[1:] {
				k, v, ok := strings.Cut(kv, "=")
				if !ok {
					return nil, fmt.Errorf("line %d: want item %q is not key=value", i+1, kv)
				}
				w.checks[k] = v
			}
			out = append(out, w)
		}
	}
	return out, nil
}

func claim(ws []*want, f finding.Finding) bool {
	for _, w := range ws {
		if !w.matched && w.line == f.Line && w.rule == f.Rule && w.accepts(f) {
			w.matched = true
			if f.Site != nil {
				w.pathKey = f.Site.PathKey
			}
			return true
		}
	}
	return false
}

func (w *want) accepts(f finding.Finding) bool {
	for k, v := range w.checks {
		if k == "path" {
			continue // checked across findings, by checkPaths
		}
		if k == "related" || k == "brief" {
			rs := f.Related
			if k == "brief" {
				rs = f.Brief
			}
			if relatedList(rs) != wantRelated(v, f.Path) {
				return false
			}
			continue
		}
		got, ok := attr(f, k)
		if !ok || got != v {
			return false
		}
	}
	return true
}

func attr(f finding.Finding, key string) (string, bool) {
	if key == "context" {
		return string(f.Context), true
	}
	if key == "lang" {
		return string(f.Lang), true
	}
	if key == "lead" {
		lead, _, _ := strings.Cut(f.Message, " ")
		return lead, true
	}
	s := f.Site
	if s == nil {
		return "", false
	}
	switch key {
	case "shape":
		return string(s.Shape), true
	case "uses":
		return strconv.Itoa(s.Uses), true
	case "outcome":
		return string(s.Outcome), true
	case "construct":
		return string(s.Construct), true
	case "api":
		return s.API, true
	case "function":
		return s.Function, true
	case "profile":
		return s.Profile, true
	case "typed":
		return typedList(s.Typed), true
	}
	return "", false
}

// relatedList returns related places (a finding's Related or Brief) as a sorted comma list of
// path:line, a place without a path as +N when it counts N places not shown, else +?.
func relatedList(rs []finding.Related) string {
	var places []string
	for _, r := range rs {
		if r.Path == "" {
			n := 0
			if _, err := fmt.Sscanf(r.Message, "and %d more", &n); err != nil {
				places = append(places, "+?")
				continue
			}
			places = append(places, fmt.Sprintf("+%d", n))
			continue
		}
		places = append(places, fmt.Sprintf("%s:%d", r.Path, r.Line))
	}
	if len(places) == 0 {
		return "none"
	}
	sort.Strings(places)
	return strings.Join(places, ",")
}

// wantRelated normalises a related= value like relatedList, a bare line naming a place in the
// finding's own file, +N the place that counts N places not shown.
func wantRelated(v, path string) string {
	if v == "none" {
		return v
	}
	places := strings.Split(v, ",")
	for i, p := range places {
		if strings.HasPrefix(p, "+") {
			continue // the count of the places not shown
		}
		if _, err := strconv.Atoi(p); err == nil {
			places[i] = path + ":" + p
		}
	}
	sort.Strings(places)
	return strings.Join(places, ",")
}

func typedList(t finding.Typed) string {
	var names []string
	for _, f := range []struct {
		set  bool
		name string
	}{{t.Code, "code"}, {t.Target, "target"}, {t.Policy, "policy"}, {t.Retry, "retry"}, {t.SideEffects, "sideEffects"}} {
		if f.set {
			names = append(names, f.name)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ",")
}

func describe(f finding.Finding) string {
	brief := ""
	if f.Brief != nil {
		brief = " brief=" + relatedList(f.Brief)
	}
	if f.Site == nil {
		return " (related=" + relatedList(f.Related) + brief + ")"
	}
	s := f.Site
	return fmt.Sprintf(" (shape=%s uses=%d outcome=%s construct=%s api=%s function=%s typed=%s related=%s%s)",
		s.Shape, s.Uses, s.Outcome, s.Construct, s.API, s.Function, typedList(s.Typed), relatedList(f.Related), brief)
}
