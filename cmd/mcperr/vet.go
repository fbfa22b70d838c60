package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/analyzers/all"
	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// vetFlags are the flags of `mcperr vet`.
type vetFlags struct {
	format  string
	tags    string
	tests   bool
	noCache bool
	fix     bool
	diff    bool
	policyFlags
}

// newVetCmd builds `mcperr vet [PACKAGES]`.
func newVetCmd(s streams) *cobra.Command {
	var f vetFlags
	cmd := &cobra.Command{
		Use:   "vet [PACKAGES]",
		Short: "Run the typed Go analyzers (panicleak, protocolerror, guidance) on Go packages",
		Long: "vet loads Go packages (default ./...) with their types and runs mcperr's analyzers on them, as go vet\n" +
			"does, printing through the same writers as scan. Nothing is executed and no toolchain is downloaded.\n" +
			"The output of a complete run is cached under the user cache directory (mcperr/vet), keyed by the\n" +
			"module's sources, go.mod and go.sum, the flags, the environment and the mcperr and go executables.\n" +
			"Settings come from .mcperr.yaml in the working directory or above it (mcperr config prints them); flags win.\n\n" +
			"Exit codes: 0 nothing at or above the --fail-on level, 1 findings at or above it, 2 usage or runtime\n" +
			"failure, including packages that could not be loaded or type-checked (\"could not analyze\").",
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := resolvePolicy(cmd.Flags(), &f.policyFlags, vetRuleIDs()); err != nil {
				return fmt.Errorf("vet: %w", err)
			}
			return runVetCached(s, f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.format, "format", "text", "output format: "+strings.Join(report.Formats(), ", "))
	addPolicyFlags(fl, &f.policyFlags, "exit 1 when a finding at or above this level remains: problem or none",
		"write a baseline file accepting the current findings, and exit 0", vetRuleIDs())
	fl.StringVar(&f.tags, "tags", "", "comma-separated build tags")
	fl.BoolVar(&f.tests, "tests", false, "also analyze test files")
	fl.BoolVar(&f.fix, "fix", false, "apply the first suggested fix of each finding shown; fixed findings are not reported")
	fl.BoolVar(&f.diff, "diff", false, "print the suggested fixes as a unified diff instead of the findings (with --fix, and apply them)")
	fl.BoolVar(&f.noCache, "no-cache", false, "analyze even when the result of an identical run on unchanged sources is cached")
	return cmd
}

func runVet(s streams, f vetFlags, patterns []string) error {
	defer vetStartingHeap(vetHeapStart)()
	w, err := report.New(f.format, report.Options{Command: "vet"})
	if err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	level, err := parseFailOn(f.failOn)
	if err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	sel, err := vetSelection(f.enable, f.disable)
	if err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	var base *policy.Baseline
	if f.baseline != "" {
		if base, err = policy.LoadBaseline(f.baseline); err != nil {
			return fmt.Errorf("vet: %w", err)
		}
	}
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	root, err := os.Getwd()
	if err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	srcs := newVetSources()
	pkgs, err := loadVetPackages(root, f, patterns, srcs)
	if err != nil {
		return fmt.Errorf("vet: could not analyze: %w", err)
	}
	loadErrs := vetLoadErrors(pkgs)
	vetPruneDeps(pkgs)
	analyzers := vetAnalyzers(sel)
	if err := vetDriverDirectives(analyzers); err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	roots := vetCleanRoots(pkgs)
	graph, err := checker.Analyze(analyzers, roots, nil)
	if err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	doc, failures := collectVet(root, graph, srcs)
	doc.Tool = finding.Tool{Name: "mcperr", Version: version}
	pf := newPathFilter(f.cfg, func(p string) string { return filepath.Join(root, filepath.FromSlash(p)) }, base)
	if err := pf.openChanges(f.newFromRev, root); err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	res, err := policy.Apply(doc, policy.Options{Selection: sel, FailLevel: level, Baseline: base,
		Directives: vetDirectives(root, roots, srcs), ContextOf: func(p string) finding.Context { return extract.ContextOf(p, nil) }})
	if err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	pf.result(&res)
	if f.fix || f.diff {
		if err := runFixes(s, root, f.fix, f.diff, &res); err != nil {
			return fmt.Errorf("vet: %w", err)
		}
	}
	if !f.diff {
		if err := w.Write(s.out, res.Doc); err != nil {
			return fmt.Errorf("vet: %w", err)
		}
	}
	if f.format == "text" {
		fmt.Fprintln(s.err, report.SummaryLine(res.Doc))
	}
	pf.writeNotes(s.err)
	failures = append(loadErrs, failures...)
	if len(failures) > 0 {
		res.WriteNotes(s.err) // no baseline from an incomplete run: it would drop the entries of what was not analyzed
		for _, e := range failures {
			fmt.Fprintf(s.err, "mcperr vet: %s\n", e)
		}
		return fmt.Errorf("vet: could not analyze %d package(s); the result above is incomplete", countVetPkgs(failures))
	}
	return finishPolicy(s, "vet", res, f.writeBaseline)
}

// vetDriverDirectives turns off the directive handling inside the analyzers and those they
// require (mcpsdk, which reports nothing, would otherwise read every file for its directives):
// the driver applies directives itself, across rules (package policy).
func vetDriverDirectives(analyzers []*analysis.Analyzer) error {
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer) error
	visit = func(a *analysis.Analyzer) error {
		if seen[a] {
			return nil
		}
		seen[a] = true
		if a.Flags.Lookup(guard.FlagName) != nil {
			if err := a.Flags.Set(guard.FlagName, "false"); err != nil {
				return fmt.Errorf("%s: %w", a.Name, err)
			}
		}
		for _, r := range a.Requires {
			if err := visit(r); err != nil {
				return err
			}
		}
		return nil
	}
	for _, a := range analyzers {
		if err := visit(a); err != nil {
			return err
		}
	}
	return nil
}

// vetAnalyzers returns the analyzers of the enabled rules, so that a disabled rule costs
// nothing.
func vetAnalyzers(sel policy.Selection) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, a := range all.Analyzers() {
		if sel.Enabled(a.Name) {
			out = append(out, a)
		}
	}
	return out
}

// vetLoadMode loads the named packages from source, with syntax and types, and their
// dependencies from export data, as go vet does: `go list -export` reuses the build cache, so
// a warm run type-checks only the user's code. Every package that imports a package loaded
// from source is loaded from source too (go/packages does that), so types never split.
const vetLoadMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
	packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo | packages.NeedModule

// loadVetPackages loads the packages the patterns name. The analyzers need the source of every
// package of the main module they depend on (handlers, wrappers and helpers found there reach
// the roots as facts), so when a root imports a main-module package the patterns leave out,
// that package is loaded again from source alongside, and only the named packages are returned
// as roots. Dependencies outside the main module need only their types, and the SDK's module
// version, which export data and go list give.
func loadVetPackages(root string, f vetFlags, patterns []string, srcs *vetSources) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode:      vetLoadMode,
		Dir:       root,
		Env:       append(os.Environ(), "GOTOOLCHAIN=local"),
		Tests:     f.tests,
		ParseFile: srcs.parse,
	}
	if f.tags != "" {
		cfg.BuildFlags = []string{"-tags=" + f.tags}
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	if more := vetMainDepsWithoutSource(pkgs); len(more) > 0 {
		named := map[string]bool{}
		for _, p := range pkgs {
			named[p.ID] = true
		}
		all, err := packages.Load(cfg, append(append([]string(nil), patterns...), more...)...)
		if err != nil {
			return nil, err
		}
		pkgs = pkgs[:0]
		for _, p := range all {
			if named[p.ID] {
				pkgs = append(pkgs, p)
			}
		}
	}
	vetEmptyDeps(pkgs)
	return pkgs, nil
}

// vetMainDepsWithoutSource lists the main-module packages that the roots import but that were
// loaded from export data.
func vetMainDepsWithoutSource(pkgs []*packages.Package) []string {
	var out []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.Module != nil && p.Module.Main && p.TypesInfo == nil && p.PkgPath != "" {
			out = append(out, p.PkgPath)
		}
	})
	sort.Strings(out)
	return out
}

// vetEmptyDeps gives the packages loaded from export data an empty syntax and type info: the
// analyzers that produce facts run on every dependency, and for one outside the main module
// there is nothing to look at but its module (mcpsdk records the SDK version from it).
func vetEmptyDeps(pkgs []*packages.Package) {
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if p.TypesInfo == nil && p.Types != nil {
			p.Syntax = []*ast.File{}
			p.TypesInfo = &types.Info{
				Types: map[ast.Expr]types.TypeAndValue{}, Instances: map[*ast.Ident]types.Instance{},
				Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
				Implicits: map[ast.Node]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
				Scopes: map[ast.Node]*types.Scope{}, FileVersions: map[*ast.File]string{},
			}
		}
	})
}

// vetPruneDeps cuts the import edges of the packages loaded from export data, once their errors
// are collected. The analyzers that produce facts run on every package the graph reaches, but
// the only fact a package outside the main module gives is the SDK module's version, which
// mcpsdk reads from the SDK packages that the user's packages import directly; the packages
// behind them (net/http and the rest of the build) would only add actions that find nothing.
// No package loaded from export data imports one loaded from source, so the user's packages
// keep every edge they need.
func vetPruneDeps(pkgs []*packages.Package) {
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if len(p.Syntax) == 0 {
			p.Imports = nil
		}
	})
}

// vetLoadErrors lists every package error once, with its package, in a stable order.
func vetLoadErrors(pkgs []*packages.Package) []string {
	seen := map[string]bool{}
	var out []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		typeErrs := false
		for _, e := range p.Errors {
			typeErrs = typeErrs || e.Kind == packages.TypeError
		}
		for _, e := range p.Errors {
			if typeErrs && isBuildOutput(e) {
				continue // the compiler's report of the type errors listed beside it
			}
			msg := fmt.Sprintf("could not analyze %s: %s", p.PkgPath, e)
			if !seen[msg] {
				seen[msg] = true
				out = append(out, msg)
			}
		}
	})
	sort.Strings(out)
	return out
}

// isBuildOutput reports whether e is the compiler's output for a package that failed to build
// (go list -export reports it as "# pkg" followed by the compiler's lines).
func isBuildOutput(e packages.Error) bool {
	return e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ")
}

// vetCleanRoots drops the root packages that did not type-check: their findings would rest on
// broken types, and they are reported as load errors instead.
func vetCleanRoots(pkgs []*packages.Package) []*packages.Package {
	var out []*packages.Package
	for _, p := range pkgs {
		if !p.IllTyped && len(p.Errors) == 0 && p.Types != nil {
			out = append(out, p)
		}
	}
	return out
}

// collectVet turns the root diagnostics into findings and the failed actions into messages.
func collectVet(root string, graph *checker.Graph, srcs *vetSources) (*finding.Document, []string) {
	doc := &finding.Document{Version: finding.Version, Root: ".", Findings: []finding.Finding{}, Skipped: []finding.Skipped{}}
	files, seen := map[string]bool{}, map[string]bool{}
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
				doc.Findings = append(doc.Findings, vetFinding(root, act, d, srcs))
			}
		}
	}
	sortVetFindings(doc.Findings)
	finding.Disambiguate(doc.Findings)
	doc.Summary = vetSummary(doc.Findings, len(files))
	return doc, failures
}

// vetFinding converts one diagnostic, with the finding model's anchor, span and fingerprint.
func vetFinding(root string, act *checker.Action, d analysis.Diagnostic, srcs *vetSources) finding.Finding {
	fset := act.Package.Fset
	start := fset.Position(d.Pos)
	end := start
	if d.End.IsValid() {
		end = fset.Position(d.End)
	}
	rel := vetRelPath(root, start.Filename)
	src, _ := srcs.read(start.Filename)
	construct := ""
	if src != nil && start.Offset <= end.Offset && end.Offset <= len(src) {
		construct = string(src[start.Offset:end.Offset])
	}
	fn := vetEnclosingFunc(act.Package, d.Pos)
	return finding.Finding{
		Rule: act.Analyzer.Name, Path: rel, Line: start.Line, Column: start.Column,
		StartLine: start.Line, EndLine: end.Line, Lang: finding.Go,
		Context: extract.ContextOf(rel, src), Message: d.Message,
		Fingerprint: finding.Fingerprint(act.Analyzer.Name, rel, fn, construct+"\x00"+fingerprintMessage(d.Message)),
		Related:     vetRelated(root, fset, d.Related),
		Fixes:       vetFixes(root, fset, d.SuggestedFixes),
		Method:      finding.Types,
	}
}

// vetRelated converts a diagnostic's related information, with paths relative to the root as
// the finding's. A place without a position keeps its message with no path.
func vetRelated(root string, fset *token.FileSet, rs []analysis.RelatedInformation) []finding.Related {
	if len(rs) == 0 {
		return nil
	}
	out := make([]finding.Related, len(rs))
	for i, r := range rs {
		out[i].Message = r.Message
		if r.Pos.IsValid() {
			p := fset.Position(r.Pos)
			out[i].Path, out[i].Line, out[i].Column = vetRelPath(root, p.Filename), p.Line, p.Column
		}
	}
	return out
}

// vetFixes converts a diagnostic's suggested fixes. An edit without an end inserts at its
// position, as go/analysis defines it.
func vetFixes(root string, fset *token.FileSet, fixes []analysis.SuggestedFix) []finding.Fix {
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
			out[i].Edits[j] = finding.Edit{Path: vetRelPath(root, start.Filename), Line: start.Line, Column: start.Column,
				EndLine: end.Line, EndColumn: end.Column, NewText: string(e.NewText)}
		}
	}
	return out
}

// goPosInMessage is a file:line[:col] position of a Go file inside a diagnostic's message, as
// cross-package findings give the return or panic site they stand for.
var goPosInMessage = regexp.MustCompile(`(\.go):\d+(?::\d+)?\b`)

// fingerprintMessage is the message as the fingerprint sees it: positions inside it lose their
// line and column, so that a finding reported at a registration keeps its fingerprint (and its
// baseline entry) when lines move in the file of the site it names.
func fingerprintMessage(msg string) string {
	return goPosInMessage.ReplaceAllString(msg, "$1")
}

// vetEnclosingFunc names the function declaration around pos ("Recv.Name" for methods), or "".
// A finding may stand in a package that pkg imports (a handler written there, judged where the
// server is built): its files are searched then.
func vetEnclosingFunc(pkg *packages.Package, pos token.Pos) string {
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

// enclosingFuncIn is vetEnclosingFunc within one package; false when no file of it holds pos.
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

// vetRelPath makes a path relative to the root with forward slashes, or keeps it absolute when it
// lies outside.
func vetRelPath(root, p string) string {
	r, err := filepath.Rel(root, p)
	if err != nil || strings.HasPrefix(r, "..") {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(r)
}

// vetDirectives parses the mcperr:ignore directives of every file of the analyzed roots,
// widened to whole functions where they document one. The files of packages that could not be
// analyzed are left out: their directives suppressed nothing because nothing ran on them.
func vetDirectives(root string, pkgs []*packages.Package, srcs *vetSources) map[string][]policy.Directive {
	out := map[string][]policy.Directive{}
	for _, p := range pkgs {
		for _, file := range p.Syntax {
			name := p.Fset.Position(file.Pos()).Filename
			src, ok := srcs.read(name)
			if !ok {
				continue
			}
			if ds := policy.Directives(src); ds != nil {
				policy.ScopeGoFuncs(p.Fset, file, ds)
				out[vetRelPath(root, name)] = ds
			}
		}
	}
	return out
}

// vetSummary counts the findings the way the scanner's summary does for a typed run.
func vetSummary(fs []finding.Finding, files int) finding.Summary {
	s := finding.Summary{FilesSeen: files, FilesParsed: files, ByRule: map[string]int{},
		ByShape: map[finding.Shape]int{}, ByMethod: map[finding.Method]int{}}
	for _, f := range fs {
		s.Problems++
		s.ByRule[f.Rule]++
		s.ByMethod[f.Method]++
	}
	return s
}

// sortVetFindings orders findings by path, line and column.
func sortVetFindings(fs []finding.Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}

// countVetPkgs counts the distinct packages named in failure messages.
func countVetPkgs(msgs []string) int {
	seen := map[string]bool{}
	for _, m := range msgs {
		f := strings.Fields(strings.TrimPrefix(m, "could not analyze "))
		if len(f) > 0 {
			seen[strings.TrimSuffix(f[0], ":")] = true
		}
	}
	return len(seen)
}

// vetParseMode is how vet parses a file: as go/packages does by default, without the
// parser's object resolution (ast.Object), which go/packages keeps for compatibility and
// neither the type checker nor the analyzers use.
const vetParseMode = parser.AllErrors | parser.ParseComments | parser.SkipObjectResolution

// vetSources holds the bytes of the files a vet run parsed or read, so that each is read
// once: directives and findings need the text of the files the analyzers saw.
type vetSources struct {
	mu    sync.Mutex
	files map[string][]byte // nil: the file could not be read
}

func newVetSources() *vetSources { return &vetSources{files: map[string][]byte{}} }

// parse is the loader's ParseFile: it keeps the source it is given.
func (s *vetSources) parse(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
	s.mu.Lock()
	s.files[filename] = src
	s.mu.Unlock()
	return parser.ParseFile(fset, filename, src, vetParseMode)
}

// read returns a file's bytes, reading it when it was not parsed; false when it cannot be read.
func (s *vetSources) read(filename string) ([]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if src, ok := s.files[filename]; ok {
		return src, src != nil
	}
	src, err := os.ReadFile(filename)
	if err != nil {
		src = nil
	}
	s.files[filename] = src
	return src, src != nil
}
