package typed

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/token"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Collect turns the root diagnostics of an analysis into findings, with paths relative to root,
// and the failed actions into messages.
func Collect(root string, graph *checker.Graph, srcs *Sources) (*finding.Document, []string) {
	doc := &finding.Document{Version: finding.Version, Root: ".", Findings: []finding.Finding{}, Skipped: []finding.Skipped{}}
	files, seen := map[string]bool{}, map[string]bool{}
	var olds []string // the legacy fingerprint of each finding of doc, in its order
	compiledIn := filesImportedByProduction(root, graph)
	var failures []string
	for _, act := range graph.Roots {
		for _, f := range act.Package.CompiledGoFiles {
			files[f] = true
		}
		if act.Err != nil {
			failures = append(failures, fmt.Sprintf("could not analyze %s with %s: %v", act.Package.PkgPath, act.Analyzer.Name, act.Err))
			continue
		}
		for _, d := range act.Diagnostics {
			// With --tests a package's files are analyzed twice, alone and with its tests.
			k := act.Analyzer.Name + "\x00" + act.Package.Fset.Position(d.Pos).String() + "\x00" + d.Message
			if !seen[k] {
				seen[k] = true
				f, old := diagFinding(root, act, d, srcs)
				if (f.Context == finding.Docs || f.Context == finding.Example) && compiledIn[act.Package.Fset.Position(d.Pos).Filename] {
					f.Context = finding.Production
				}
				doc.Findings = append(doc.Findings, f)
				olds = append(olds, old)
			}
		}
	}
	sortWith(doc.Findings, olds)
	finding.Disambiguate(doc.Findings)
	finding.DisambiguateLegacy(olds)
	doc.Legacy = finding.Legacy{}
	for i := range doc.Findings {
		doc.Legacy.Set(&doc.Findings[i], olds[i])
	}
	doc.Summary = summary(doc.Findings, len(files))
	return doc, failures
}

// filesImportedByProduction returns the files of the analyzed packages that a production package
// imports, directly or through other packages. A directory name decides a file's
// context (extract.ContextOf) only as a guess: a Go package in website/ or examples/ that the
// server's own packages import is compiled into the server, so its findings are production. A
// production package is one with a non-test file under root whose path says production; test
// variants and test mains are not, so a package only tests import keeps its context. Files, not
// packages, because a diagnostic may stand in another package than its action's (a handler
// reported where it is written, from the package that registers it).
func filesImportedByProduction(root string, graph *checker.Graph) map[string]bool {
	analyzed := map[*packages.Package]bool{}
	var imported []*packages.Package
	for _, act := range graph.Roots {
		p := act.Package
		if analyzed[p] {
			continue
		}
		analyzed[p] = true
		if p.ForTest == "" && !strings.HasSuffix(p.ID, ".test") && hasProductionFile(root, p) {
			for _, q := range p.Imports {
				imported = append(imported, q)
			}
		}
	}
	reached := map[string]bool{}
	packages.Visit(imported, func(q *packages.Package) bool {
		reached[q.PkgPath] = true
		return true
	}, nil)
	files := map[string]bool{}
	for p := range analyzed {
		if reached[p.PkgPath] {
			for _, f := range p.CompiledGoFiles {
				files[f] = true
			}
		}
	}
	return files
}

// hasProductionFile reports whether a file of p lies under root in a production path.
func hasProductionFile(root string, p *packages.Package) bool {
	for _, f := range p.GoFiles {
		rel, err := filepath.Rel(root, f)
		if err == nil && !strings.HasPrefix(rel, "..") && extract.ContextOf(filepath.ToSlash(rel), nil) == finding.Production {
			return true
		}
	}
	return false
}

// sortWith sorts findings as SortFindings does, and olds (one per finding) with them.
func sortWith(fs []finding.Finding, olds []string) {
	idx := make([]int, len(fs))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool { return findingLess(&fs[idx[i]], &fs[idx[j]]) })
	sortedFs, sortedOlds := make([]finding.Finding, len(fs)), make([]string, len(olds))
	for i, k := range idx {
		sortedFs[i], sortedOlds[i] = fs[k], olds[k]
	}
	copy(fs, sortedFs)
	copy(olds, sortedOlds)
}

// diagFinding converts one diagnostic, with the finding model's anchor, span and fingerprint,
// and returns the legacy fingerprint earlier versions gave it (before Disambiguate's suffix).
func diagFinding(root string, act *checker.Action, d analysis.Diagnostic, srcs *Sources) (finding.Finding, string) {
	fset := act.Package.Fset
	start := fset.Position(d.Pos)
	end := start
	if d.End.IsValid() {
		end = fset.Position(d.End)
	}
	rel := RelPath(root, start.Filename)
	src, _ := srcs.Read(start.Filename)
	construct := ""
	if src != nil && start.Offset <= end.Offset && end.Offset <= len(src) {
		construct = string(src[start.Offset:end.Offset])
	}
	fn := enclosingFunc(act.Package, d.Pos)
	fp := construct
	if key := relatedKey(root, act.Package, d.Related, srcs); key != "" {
		fp += "\x00" + key
	}
	return finding.Finding{
		Rule: act.Analyzer.Name, Path: rel, Line: start.Line, Column: start.Column,
		StartLine: start.Line, EndLine: end.Line, Lang: finding.Go,
		Context: extract.ContextOf(rel, src), Message: d.Message,
		Fingerprint: finding.Fingerprint(act.Analyzer.Name, rel, fn, fp),
		Related:     related(root, fset, d.Related),
		Fixes:       fixes(root, fset, d.SuggestedFixes),
		Method:      finding.Types,
	}, finding.Fingerprint(act.Analyzer.Name, rel, fn, construct+"\x00"+FingerprintMessage(d.Message))
}

// relatedKey tells apart the findings that stand at one construct, in the fingerprint, by what
// they are about: the first related place with a position, which the analyzers give first as
// the place the finding stands for (the return or panic site behind a registration, the first
// call towards it, the helper's return). It is that place's path, enclosing function and the
// text of its construct on its first line, never its line number, so it survives line shifts,
// and never a message, so it survives changes of wording. Only the first place and only its
// first line, so that a finding keeps its fingerprint when the analyzers name more places
// (another handler of a shared helper, another return behind it) or when a registration's
// later lines (a tool's description) change. "" when no related place has a position.
func relatedKey(root string, pkg *packages.Package, rs []analysis.RelatedInformation, srcs *Sources) string {
	fset := pkg.Fset
	for _, r := range rs {
		if !r.Pos.IsValid() {
			continue
		}
		p := fset.Position(r.Pos)
		if !p.IsValid() {
			continue
		}
		text := ""
		if src, ok := srcs.Read(p.Filename); ok {
			text = firstLineFrom(src, p.Line, p.Column)
			if r.End.IsValid() {
				if e := fset.Position(r.End); e.Filename == p.Filename && e.Line == p.Line && e.Column >= p.Column {
					text = text[:min(len(text), e.Column-p.Column)]
				}
			}
		}
		return RelPath(root, p.Filename) + "\x00" + enclosingFunc(pkg, r.Pos) + "\x00" + text
	}
	return ""
}

// firstLineFrom returns the text of src from line:column (1-based, the column in bytes, as
// go/token counts them) to the end of that line; "" when src has no such place. It reads the
// place by line and column rather than by offset because a related place may stand in a file
// that a line directive names (place.Resolver's stand-in for a file the file set lacks).
func firstLineFrom(src []byte, line, column int) string {
	off := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(src[off:], '\n')
		if i < 0 {
			return ""
		}
		off += i + 1
	}
	rest := src[off:]
	if i := bytes.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	if column < 1 || column-1 > len(rest) {
		return ""
	}
	return string(rest[column-1:])
}

// related converts a diagnostic's related information, with paths relative to the root as the
// finding's. A place without a position keeps its message with no path.
func related(root string, fset *token.FileSet, rs []analysis.RelatedInformation) []finding.Related {
	if len(rs) == 0 {
		return nil
	}
	out := make([]finding.Related, len(rs))
	for i, r := range rs {
		out[i].Message = r.Message
		if r.Pos.IsValid() {
			p := fset.Position(r.Pos)
			out[i].Path, out[i].Line, out[i].Column = RelPath(root, p.Filename), p.Line, p.Column
		}
	}
	return out
}

// fixes converts a diagnostic's suggested fixes. An edit without an end inserts at its
// position, as go/analysis defines it.
func fixes(root string, fset *token.FileSet, fixes []analysis.SuggestedFix) []finding.Fix {
	if len(fixes) == 0 {
		return nil
	}
	out := make([]finding.Fix, len(fixes))
	for i, x := range fixes {
		out[i] = finding.Fix{Message: x.Message, Edits: make([]finding.Edit, len(x.TextEdits))}
		for j, e := range x.TextEdits {
			start := fset.Position(e.Pos)
			end := start
			if e.End.IsValid() {
				end = fset.Position(e.End)
			}
			out[i].Edits[j] = finding.Edit{Path: RelPath(root, start.Filename), Line: start.Line, Column: start.Column,
				EndLine: end.Line, EndColumn: end.Column, NewText: string(e.NewText)}
		}
	}
	return out
}

// goPosInMessage is a file:line[:col] position of a Go file inside a diagnostic's message, as
// cross-package findings give the return or panic site they stand for.
var goPosInMessage = lazyre.New(`(\.go):\d+(?::\d+)?\b`)

// FingerprintMessage is the message as the legacy fingerprint saw it: positions inside it lose
// their line and column, so that a finding reported at a registration kept its fingerprint (and
// its baseline entry) when lines moved in the file of the site it names. The fingerprint no
// longer hashes the message (relatedKey tells findings at one place apart); the legacy
// fingerprint, with which baselines written before still match, does.
func FingerprintMessage(msg string) string {
	return goPosInMessage.ReplaceAllString(msg, "$1")
}

// enclosingFunc names the function declaration around pos ("Recv.Name" for methods), or "".
// A finding may stand in a package that pkg imports (a handler written there, judged where the
// server is built): its files are searched then.
func enclosingFunc(pkg *packages.Package, pos token.Pos) string {
	if name, ok := enclosingFuncIn(pkg, pos); ok {
		return name
	}
	name, found := "", false
	packages.Visit([]*packages.Package{pkg}, func(p *packages.Package) bool {
		if !found {
			name, found = enclosingFuncIn(p, pos)
		}
		return !found
	}, nil)
	return name
}

// enclosingFuncIn is enclosingFunc within one package; false when no file of it holds pos.
func enclosingFuncIn(pkg *packages.Package, pos token.Pos) (string, bool) {
	for _, f := range pkg.Syntax {
		if pos < f.FileStart || pos > f.FileEnd {
			continue
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || pos < fd.Pos() || pos > fd.End() {
				continue
			}
			if fd.Recv != nil && len(fd.Recv.List) > 0 {
				return recvName(fd.Recv.List[0].Type) + "." + fd.Name.Name, true
			}
			return fd.Name.Name, true
		}
		return "", true
	}
	return "", false
}

// recvName renders a receiver type expression without its pointer and type parameters.
func recvName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.StarExpr:
		return recvName(x.X)
	case *ast.IndexExpr:
		return recvName(x.X)
	case *ast.IndexListExpr:
		return recvName(x.X)
	case *ast.Ident:
		return x.Name
	}
	return "?"
}

// RelPath makes a path relative to the root with forward slashes, or keeps it absolute when it
// lies outside.
func RelPath(root, p string) string {
	r, err := filepath.Rel(root, p)
	if err != nil || strings.HasPrefix(r, "..") {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(r)
}

// dirOf is filepath.Dir, named for what it is used for.
func dirOf(file string) string { return filepath.Dir(file) }

// Directives parses the mcperr:ignore directives of every file of the analyzed packages,
// widened to whole functions where they document one, keyed by the path relative to root. The
// files of packages that could not be analyzed are left out: their directives suppressed
// nothing because nothing ran on them.
func Directives(root string, pkgs []*packages.Package, srcs *Sources) map[string][]policy.Directive {
	out := map[string][]policy.Directive{}
	for _, p := range pkgs {
		for _, file := range p.Syntax {
			name := p.Fset.Position(file.Pos()).Filename
			src, ok := srcs.Read(name)
			if !ok {
				continue
			}
			if ds := policy.Directives(src); ds != nil {
				policy.ScopeGoFuncs(p.Fset, file, ds)
				out[RelPath(root, name)] = ds
			}
		}
	}
	return out
}

// summary counts the findings the way the scanner's summary does for a typed run.
func summary(fs []finding.Finding, files int) finding.Summary {
	s := finding.Summary{FilesSeen: files, FilesParsed: files, ByRule: map[string]int{},
		ByShape: map[finding.Shape]int{}, ByMethod: map[finding.Method]int{}}
	for _, f := range fs {
		s.Problems++
		s.ByRule[f.Rule]++
		s.ByMethod[f.Method]++
	}
	return s
}

// SortFindings orders findings by path, line and column.
func SortFindings(fs []finding.Finding) {
	sort.SliceStable(fs, func(i, j int) bool { return findingLess(&fs[i], &fs[j]) })
}

// findingLess orders two findings by path, line and column.
func findingLess(a, b *finding.Finding) bool {
	if a.Path != b.Path {
		return a.Path < b.Path
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}
