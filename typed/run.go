package typed

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/scanner/finding"
)

// DefaultTimeout bounds the loading and analysis of one module when Options leave it zero. A
// warm load takes seconds, but a cold one compiles the module's dependencies to export data
// first: grafana/mcp-grafana took more than 3 minutes so on a shared 2-core machine at load 16.
const DefaultTimeout = 10 * time.Minute

// Options configure the types pass over a scanned tree.
type Options struct {
	// Timeout bounds each module, its loading and its analysis; zero means DefaultTimeout.
	Timeout time.Duration
	// Enabled selects the analyzers by rule ID; nil runs them all.
	Enabled func(id string) bool
}

// Result is what the types pass found under one root. Paths are relative to the root, with the
// prefix the caller gave, as the scanner's are.
type Result struct {
	Findings []finding.Finding
	// Skipped lists the modules and packages that were not analyzed, with the reason.
	Skipped []finding.Skipped
	// Directives are the mcperr:ignore directives of the analyzed files, those in a Go
	// function's doc comment widened to the function, as `mcperr vet` applies them.
	Directives map[string][]policy.Directive
	// Modules and Packages count what was analyzed.
	Modules, Packages int
	// Legacy holds the fingerprints earlier versions gave the findings, for the policy's
	// baseline (finding.Legacy).
	Legacy finding.Legacy

	dup map[string]bool // rule, path and line of each finding, for Dedupe
}

// ErrNoGo is returned when the go command is not on PATH.
var ErrNoGo = errors.New("no go command on PATH: the typed Go analyzers need a Go toolchain (--types off scans without them)")

// Available reports whether the go command is on PATH.
func Available() bool {
	_, err := exec.LookPath("go")
	return err == nil
}

// RunRoot runs the analyzers on every Go module under root (see findModules for what is skipped
// and refused), one module at a time, each bounded by o.Timeout. A module or package that does
// not load, does not type-check or runs out of time is recorded in Result.Skipped; the error
// is for a root that cannot be walked, a missing go command and cancellation of ctx.
func RunRoot(ctx context.Context, root, prefix string, o Options) (*Result, error) {
	if !Available() {
		return nil, ErrNoGo
	}
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	base, isDir, err := realDir(root)
	if err != nil {
		return nil, err
	}
	res := &Result{Findings: []finding.Finding{}, Directives: map[string][]policy.Directive{}, Legacy: finding.Legacy{}}
	if !isDir {
		return res, nil // a file named alone is not a module; the scanner reads it
	}
	mods, err := findModules(base)
	if err != nil {
		return nil, fmt.Errorf("types %s: %w", root, err)
	}
	if len(mods) == 0 {
		return res, nil
	}
	analyzers := Analyzers(o.Enabled)
	if len(analyzers) == 0 {
		return res, nil
	}
	if err := DriverDirectives(analyzers); err != nil {
		return nil, err
	}
	env := goEnv()
	for _, m := range mods {
		rel := joinPrefix(prefix, RelPath(base, m.dir))
		if m.refuse != "" {
			res.Skipped = append(res.Skipped, finding.Skipped{Path: rel, Reason: finding.TypesRefused, Detail: m.refuse})
			continue
		}
		if err := res.runModule(ctx, base, prefix, m.dir, env, analyzers, o.Timeout); err != nil {
			return nil, err
		}
	}
	SortFindings(res.Findings)
	sort.SliceStable(res.Skipped, func(i, j int) bool { return res.Skipped[i].Path < res.Skipped[j].Path })
	return res, nil
}

// realDir returns root absolute with its links resolved, the base the scanner's paths are
// relative to, and whether it is a directory.
func realDir(root string) (string, bool, error) {
	abs, err := filepath.Abs(root)
	if err == nil {
		abs, err = filepath.EvalSymlinks(abs)
	}
	var fi os.FileInfo
	if err == nil {
		fi, err = os.Stat(abs)
	}
	if err != nil {
		return "", false, fmt.Errorf("types %s: %w", root, err)
	}
	return abs, fi.IsDir(), nil
}

// runModule loads and analyzes one module. Only the cancellation of ctx is an error.
func (r *Result) runModule(ctx context.Context, base, prefix, dir string, env []string, analyzers []*analysis.Analyzer, timeout time.Duration) error {
	mctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	modRel := joinPrefix(prefix, RelPath(base, dir))
	skip := func(path string, reason finding.SkipReason, detail string) {
		// The go command names files by absolute path: make them relative, as every path of
		// the document is, so that the record does not depend on where the tree was.
		detail = strings.ReplaceAll(detail, base+string(filepath.Separator), dirPrefix(prefix))
		r.Skipped = append(r.Skipped, finding.Skipped{Path: path, Reason: reason, Detail: detail})
	}
	timedOut := func() bool {
		if mctx.Err() != nil && ctx.Err() == nil {
			skip(modRel, finding.TypesTimeout, fmt.Sprintf("loading and analyzing the module took longer than %s", timeout))
			return true
		}
		return false
	}
	srcs := NewSources()
	pkgs, err := Load(LoadOptions{Dir: dir, Env: env, Context: mctx}, []string{"./..."}, srcs)
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case timedOut():
		return nil
	case errors.Is(err, ErrNoPackages):
		return nil // a module of other files (tools, data) has nothing to analyze
	case err != nil:
		skip(modRel, finding.TypesFailed, clip(err.Error()))
		return nil
	}
	clean := CleanRoots(pkgs)
	if len(clean) == 0 { // the module as a whole did not load: one entry says why
		skip(modRel, finding.TypesFailed, pkgErrors(pkgs...))
		return nil
	}
	for _, p := range pkgs {
		if !isClean(p, clean) {
			skip(joinPrefix(prefix, RelPath(base, pkgDir(p))), finding.TypesFailed, pkgErrors(p))
		}
	}
	PruneDeps(pkgs)
	graph, err := analyze(mctx, analyzers, clean)
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case timedOut():
		return nil
	case err != nil:
		skip(modRel, finding.InternalFailure, clip(err.Error()))
		return nil
	}
	doc, failures := Collect(base, graph, srcs)
	for _, f := range failures {
		skip(modRel, finding.InternalFailure, clip(f))
	}
	for _, f := range doc.Findings {
		old := doc.Legacy.Of(&f)
		f.PrefixPaths(prefix)
		r.Findings = append(r.Findings, f)
		if old != "" {
			r.Legacy.Set(&f, old)
		}
	}
	for p, ds := range Directives(base, clean, srcs) {
		r.Directives[joinPrefix(prefix, p)] = ds
	}
	r.Modules++
	r.Packages += len(clean)
	return nil
}

// analyze runs the analyzers, within ctx. The checker cannot be stopped: when ctx ends first,
// the analysis is left to finish in the background (it is bounded by the module's size, which
// loaded within the time) and its result dropped. A panic of an analyzer, which hostile code
// must not turn into a crash of the scan, is returned as an error.
func analyze(ctx context.Context, analyzers []*analysis.Analyzer, roots []*packages.Package) (*checker.Graph, error) {
	type result struct {
		g   *checker.Graph
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				done <- result{err: fmt.Errorf("analyzer panic: %v", p)}
			}
		}()
		g, err := checker.Analyze(analyzers, roots, nil)
		done <- result{g, err}
	}()
	select {
	case r := <-done:
		return r.g, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func isClean(p *packages.Package, clean []*packages.Package) bool {
	for _, c := range clean {
		if c == p {
			return true
		}
	}
	return false
}

// pkgErrors gives the first distinct errors of packages that did not type-check, their own or
// those of the packages they import, which make them ill-typed.
func pkgErrors(pkgs ...*packages.Package) string {
	const most = 3
	var msgs []string
	seen := map[string]bool{}
	packages.Visit(pkgs, func(*packages.Package) bool { return len(msgs) < most }, func(q *packages.Package) {
		for _, e := range q.Errors {
			if m := e.Error(); len(msgs) < most && !isBuildOutput(e) && !seen[m] {
				seen[m] = true
				msgs = append(msgs, m)
			}
		}
	})
	if len(msgs) == 0 {
		return "the package did not type-check"
	}
	return clip(strings.Join(msgs, "; "))
}

// clip bounds a detail: a go command's output can run to pages.
func clip(s string) string {
	const max = 600
	if len(s) > max {
		return s[:max] + "..."
	}
	return s
}

// dirPrefix is what a root-relative file name gets before it: "prefix/", or "" without one.
func dirPrefix(prefix string) string {
	if prefix == "" {
		return ""
	}
	return prefix + "/"
}

// joinPrefix joins the scanner's root prefix (a clean path, "" for one root) and a clean
// root-relative path, as the scanner does.
func joinPrefix(prefix, p string) string { return path.Join(prefix, p) }

// Dedupe returns fs without the findings that a typed finding stands for: the same rule at the
// same path and line. The typed one is kept: it knows the SDK through the type system and its
// version through the module's build list, and follows the failure across functions and
// packages. It does not change fs.
func (r *Result) Dedupe(fs []finding.Finding) []finding.Finding {
	if r == nil || len(r.Findings) == 0 {
		return fs
	}
	if r.dup == nil {
		r.dup = map[string]bool{}
		for _, f := range r.Findings {
			r.dup[dupKey(f)] = true
		}
	}
	out := fs[:0:0]
	for _, f := range fs {
		if !r.dup[dupKey(f)] {
			out = append(out, f)
		}
	}
	return out
}

func dupKey(f finding.Finding) string { return fmt.Sprintf("%s\x00%s\x00%d", f.Rule, f.Path, f.Line) }

// RunRoots runs RunRoot on each root, with the prefixes the scanner gives paths when it scans
// several roots (each root as given, cleaned), and puts the results together.
func RunRoots(ctx context.Context, roots []string, o Options) (*Result, error) {
	all := &Result{Findings: []finding.Finding{}, Directives: map[string][]policy.Directive{}, Legacy: finding.Legacy{}}
	for _, root := range roots {
		prefix := ""
		if len(roots) > 1 {
			prefix = filepath.ToSlash(filepath.Clean(root))
		}
		r, err := RunRoot(ctx, root, prefix, o)
		if err != nil {
			return nil, err
		}
		all.Findings = append(all.Findings, r.Findings...)
		all.Skipped = append(all.Skipped, r.Skipped...)
		for p, ds := range r.Directives {
			all.Directives[p] = ds
		}
		maps.Copy(all.Legacy, r.Legacy)
		all.Modules += r.Modules
		all.Packages += r.Packages
	}
	return all, nil
}

// AddSkipped records the modules and packages the types pass skipped in doc, in path order.
func (r *Result) AddSkipped(doc *finding.Document) {
	if r == nil || len(r.Skipped) == 0 {
		return
	}
	doc.Skipped = append(doc.Skipped, r.Skipped...)
	sort.SliceStable(doc.Skipped, func(i, j int) bool { return doc.Skipped[i].Path < doc.Skipped[j].Path })
}

// Merge puts the types pass's findings and skips into a whole scan document: the tree-sitter
// findings they stand for (Dedupe) go, the typed ones join in path order. The caller counts
// the summary's findings again.
func (r *Result) Merge(doc *finding.Document) {
	if r == nil {
		return
	}
	doc.Findings = append(r.Dedupe(doc.Findings), r.Findings...)
	SortFindings(doc.Findings)
	if len(r.Legacy) > 0 {
		if doc.Legacy == nil {
			doc.Legacy = finding.Legacy{}
		}
		maps.Copy(doc.Legacy, r.Legacy)
	}
	r.AddSkipped(doc)
}
