package main

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/corpus"
	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/typed"
)

// scanFlags are the flags of `mcperr scan`, local to one command so that tests can run the
// command tree many times.
type scanFlags struct {
	format          string
	sites           bool
	lexical         bool
	includeVendored bool
	keepCandidates  bool
	maxFileSize     string
	jobs            int
	parseTimeout    time.Duration
	noCache         bool
	policyFlags
	types        string
	typesTimeout time.Duration
}

// newScanCmd builds `mcperr scan [PATH|URL ...]`.
func newScanCmd(s streams) *cobra.Command {
	var f scanFlags
	cmd := &cobra.Command{
		Use:   "scan [PATH|URL ...]",
		Short: "Find and classify the tool error results of MCP servers in Go, Python, TypeScript and JavaScript",
		Long: "scan walks directories (default: the current one) or single files, finds every place where code builds\n" +
			"an MCP tool error result, classifies it, and reports the paths that fail agents. A URL is cloned first.\n" +
			"Settings come from .mcperr.yaml in the working directory or above it (mcperr config prints them); flags win.\n\n" +
			"Exit codes: 0 nothing at or above the --fail-on level, 1 findings at or above it, 2 usage or runtime failure.",
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, err := resolvePolicy(cmd.Flags(), &f.policyFlags, scanRuleIDs()); err != nil {
				return fmt.Errorf("scan: %w", err)
			}
			return runScan(cmd.Context(), s, f, args)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.format, "format", "text", "output format: "+strings.Join(report.Formats(), ", "))
	fl.BoolVar(&f.sites, "sites", false, "list inventory sites (errorresult, raisederror) in text and SARIF output, not only problems")
	fl.BoolVar(&f.lexical, "lexical", false, "run only the lexical pass (isError set true, any spelling): no parsing")
	fl.BoolVar(&f.includeVendored, "include-vendored", false, "scan vendored, virtualenv, build-output and minified files too (context vendored)")
	fl.BoolVar(&f.keepCandidates, "keep-candidates", false, "keep lexical hits that tree-sitter did not confirm, with method lexical")
	fl.StringVar(&f.maxFileSize, "max-file-size", "1MiB", "skip files larger than this (bytes, or with a KiB/MiB suffix)")
	fl.IntVar(&f.jobs, "jobs", 0, fmt.Sprintf("files worked on at once (0: one per CPU; at most %d, and more than two per CPU run as two per CPU)", scanner.MaxJobs))
	fl.DurationVar(&f.parseTimeout, "parse-timeout", scanner.DefaultParseTimeout, "give up on a file after this long parsing it and running the rules (the file is skipped; at least 1µs)")
	fl.BoolVar(&f.noCache, "no-cache", false, "parse every file, neither reading nor writing the content cache (the user cache directory's mcperr/scan)")
	addPolicyFlags(fl, &f.policyFlags, "exit 1 when a finding at or above this level remains: problem, site or none",
		"write a baseline file accepting the findings at or above the --fail-on level, and exit 0", scanRuleIDs())
	fl.StringVar(&f.types, "types", typesAuto, "run the typed Go analyzers (panicleak, protocolerror, guidance) on each Go module found: auto (when a go command is on PATH), on (fail without one) or off")
	fl.DurationVar(&f.typesTimeout, "types-timeout", typed.DefaultTimeout, "give up loading and analyzing one Go module after this long (the module is skipped)")
	return cmd
}

func runScan(ctx context.Context, s streams, f scanFlags, args []string) error {
	defer scanHeap(scanHeapLimit)()
	if ctx == nil {
		ctx = context.Background()
	}
	w, err := report.New(f.format, report.Options{Sites: f.sites, Command: "scan"})
	if err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	if err := checkWorkFlags(f.jobs, f.parseTimeout); err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	level, err := parseFailOn(f.failOn)
	if err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	maxSize, err := parseSize(f.maxFileSize)
	if err != nil {
		return fmt.Errorf("scan: --max-file-size: %w", err)
	}
	sel, err := scanSelection(f.enable, f.disable)
	if err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	if err := checkTypesMode(f.types); err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	var base *policy.Baseline
	if f.baseline != "" {
		if base, err = policy.LoadBaseline(f.baseline); err != nil {
			return fmt.Errorf("scan: %w", err)
		}
	}
	// The scanner shows the driver every file it reads (Options.Inspect), and the filter reads
	// this map when it judges a root's findings, after the root's files are all read.
	var dirMu sync.Mutex
	directives := map[string][]policy.Directive{}
	inspect := func(path string, src []byte) {
		if ds := policy.Directives(src); ds != nil {
			dirMu.Lock()
			directives[path] = ds
			dirMu.Unlock()
		}
	}
	filter, err := policy.NewFilter(policy.Options{Selection: sel, FailLevel: level, Baseline: base,
		Directives: directives, ContextOf: func(p string) finding.Context { return extract.ContextOf(p, nil) }})
	if err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	if len(args) == 0 {
		args = []string{"."}
	}
	roots, shown, cleanup, err := acquireRoots(ctx, args)
	defer cleanup()
	if err != nil {
		return err
	}
	pf := newPathFilter(f.cfg, scanAbsOf(roots), base)
	if err := pf.openScanChanges(f.newFromRev, args, roots); err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	keep := pf.wrap(filter.Keep)
	// The types pass runs first, so that the tree-sitter findings it stands for are dropped
	// as they stream. Its directives are those of vet: one in a Go function's doc comment
	// covers the function, for every rule.
	tres, err := typesPass(ctx, f, sel, roots)
	if err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	if tres != nil {
		filter.AddLegacy(tres.Legacy)
		for p, ds := range tres.Directives {
			directives[p] = ds
		}
		inspect = func(path string, src []byte) {
			if _, ok := tres.Directives[path]; ok {
				return // kept as the types pass widened them
			}
			if ds := policy.Directives(src); ds != nil {
				dirMu.Lock()
				directives[path] = ds
				dirMu.Unlock()
			}
		}
	}
	scanner.ToolVersion = version
	opts := scanner.Options{Roots: roots, MaxFileSize: maxSize, IncludeVendored: f.includeVendored || pf.wantsVendored(),
		Lexical: f.lexical, ParseTimeout: f.parseTimeout, Jobs: f.jobs, KeepCandidates: f.keepCandidates,
		Inspect: inspect, InspectMarker: policy.DirectiveMarker, CacheDir: cacheDirFor(f.noCache)}
	var res policy.Result
	finish := func() []finding.Finding {
		var extra []finding.Finding
		extra, res = filter.Finish()
		pf.result(&res)
		return pf.show(extra)
	}
	var doc *finding.Document
	if f.format == "jsonl" {
		doc, err = streamJSONL(ctx, s, opts, shown, tres, keep, finish)
	} else {
		// Text and markdown without --sites print problems only: the sites are counted as they
		// come and not kept, so memory follows the problems, not the corpus's sites.
		problemsOnly := !f.sites && (f.format == "text" || f.format == "markdown")
		var kept, extra []finding.Finding
		doc, extra, err = scanFiltered(ctx, opts, tres, keep, finish, func(fs []finding.Finding) error {
			for _, fd := range fs {
				if !problemsOnly || !scanner.IsInventory(fd.Rule) {
					kept = append(kept, fd)
				}
			}
			return nil
		})
		if err == nil {
			doc.Findings = append(kept, extra...)
			if doc.Findings == nil {
				doc.Findings = []finding.Finding{}
			}
			if len(extra) > 0 || tres != nil { // directive and typed findings come last: put them in place
				sort.SliceStable(doc.Findings, func(i, j int) bool {
					a, b := doc.Findings[i], doc.Findings[j]
					if a.Path != b.Path {
						return a.Path < b.Path
					}
					return a.Line < b.Line
				})
			}
			if shown != "" {
				doc.Root = shown
			}
			err = w.Write(s.out, doc)
		}
	}
	if err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	if f.format == "text" {
		fmt.Fprintln(s.err, report.SummaryLine(doc))
		for _, l := range report.NoteLines(doc) {
			fmt.Fprintln(s.err, l)
		}
		writeTypesNote(s.err, tres)
	}
	pf.writeNotes(s.err)
	return finishPolicy(s, "scan", res, f.writeBaseline)
}

// streamJSONL scans with the streaming API and writes each root's findings as they are final,
// so that a corpus-size run never holds every finding.
func streamJSONL(ctx context.Context, s streams, opts scanner.Options, shown string, tres *typed.Result, keep func([]finding.Finding) []finding.Finding, finish func() []finding.Finding) (*finding.Document, error) {
	st := report.NewJSONLStream(s.out)
	root := shown
	if root == "" && len(opts.Roots) == 1 {
		root = opts.Roots[0]
	}
	st.Header(finding.Tool{Name: "mcperr", Version: version}, root)
	doc, extra, err := scanFiltered(ctx, opts, tres, keep, finish, func(fs []finding.Finding) error {
		for _, fd := range fs {
			if err := st.Write(fd); err != nil {
				return err
			}
		}
		return st.Flush()
	})
	if err != nil {
		return nil, err
	}
	for _, fd := range extra {
		st.Write(fd)
	}
	for _, sk := range doc.Skipped {
		st.Skip(sk)
	}
	for _, n := range doc.Notes {
		st.Note(n)
	}
	return doc, st.Close(doc.Summary)
}

// scanCacheDir is the content cache's directory (a variable for tests).
var scanCacheDir = scanner.DefaultCacheDir

// cacheDirFor returns the content cache to use: none with --no-cache or without a user cache
// directory (the scan then parses every file, as it would with an empty cache).
func cacheDirFor(noCache bool) string {
	if noCache {
		return ""
	}
	dir, err := scanCacheDir()
	if err != nil {
		return ""
	}
	return dir
}

// scanFiltered scans through the policy: each file's findings that the policy keeps go to emit
// as soon as they are final, and count in the summary of the returned document, as do the
// findings the policy adds at the end (directives), which are returned for the caller to place.
// The findings of the types pass (tres, nil when it did not run) replace the tree-sitter
// findings of the same rule, path and line, and are emitted after the scanner's.
func scanFiltered(ctx context.Context, opts scanner.Options, tres *typed.Result, keep func([]finding.Finding) []finding.Finding, finish func() []finding.Finding, emit func([]finding.Finding) error) (*finding.Document, []finding.Finding, error) {
	var sum finding.Summary
	scanner.ResetCounts(&sum)
	doc, err := scanner.Stream(ctx, opts, func(fs []finding.Finding) error {
		fs = keep(tres.Dedupe(fs))
		scanner.CountFindings(&sum, fs, opts.Lexical)
		return emit(fs)
	}, all.Languages()...)
	if err != nil {
		return nil, nil, err
	}
	if tres != nil {
		fs := keep(tres.Findings)
		scanner.CountFindings(&sum, fs, opts.Lexical)
		if err := emit(fs); err != nil {
			return nil, nil, err
		}
		tres.AddSkipped(doc)
	}
	extra := finish()
	scanner.CountFindings(&sum, extra, opts.Lexical)
	doc.Summary.Sites, doc.Summary.Problems = sum.Sites, sum.Problems
	doc.Summary.ByRule, doc.Summary.ByShape, doc.Summary.ByMethod = sum.ByRule, sum.ByShape, sum.ByMethod
	return doc, extra, nil
}

// acquireRoots turns URL arguments into checkouts. It returns the roots to scan, the root to
// show when the only argument is a URL, and a cleanup that removes temporary checkouts.
func acquireRoots(ctx context.Context, args []string) ([]string, string, func(), error) {
	var cleanups []func()
	cleanup := func() {
		for _, c := range cleanups {
			c()
		}
	}
	roots := make([]string, len(args))
	shown := ""
	for i, a := range args {
		if !isURL(a) {
			roots[i] = a
			continue
		}
		dir, _, done, err := corpus.AcquireOne(ctx, a, corpus.AcquireOptions{})
		if done != nil {
			cleanups = append(cleanups, done)
		}
		if err != nil {
			return nil, "", cleanup, fmt.Errorf("scan: %w", err) // the error names the URL, redacted
		}
		roots[i] = dir
		if len(args) == 1 {
			shown = corpus.RedactURL(a) // the document's root is written: never a credential
		}
	}
	return roots, shown, cleanup, nil
}

// isURL reports whether a scan argument names a repository to clone rather than a path.
func isURL(a string) bool {
	return strings.Contains(a, "://") || strings.HasPrefix(a, "git@")
}

// checkWorkFlags refuses the --jobs and --parse-timeout values the scanner cannot honour, naming
// the flag, before any slow work (cloning a URL).
func checkWorkFlags(jobs int, parseTimeout time.Duration) error {
	if jobs < 0 || jobs > scanner.MaxJobs {
		return fmt.Errorf("--jobs %d: want 0 (one per CPU) to %d", jobs, scanner.MaxJobs)
	}
	if parseTimeout < scanner.MinParseTimeout {
		return fmt.Errorf("--parse-timeout %s: want at least %s (the limit counts whole microseconds, and zero would mean none)",
			parseTimeout, scanner.MinParseTimeout)
	}
	return nil
}

// parseFailOn reads --fail-on; "site" is the policy's inventory level.
func parseFailOn(s string) (policy.FailLevel, error) {
	if s == "site" || s == "sites" {
		s = string(policy.FailInventory)
	}
	l, err := policy.ParseFailLevel(s)
	if err != nil {
		return "", fmt.Errorf("--fail-on: unknown level %q (valid levels: problem, site, none)", s)
	}
	return l, nil
}

// parseSize reads a byte count with an optional binary suffix: 1048576, 512KiB, 2MiB, 1M.
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mult := int64(1)
	for _, suf := range []struct {
		s string
		m int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"KB", 1 << 10}, {"MB", 1 << 20}, {"GB", 1 << 30}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}} {
		if strings.HasSuffix(strings.ToUpper(t), strings.ToUpper(suf.s)) {
			t, mult = strings.TrimSpace(t[:len(t)-len(suf.s)]), suf.m
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n <= 0 {
		return 0, errors.New("want a positive size such as 1048576 or 2MiB, got " + strconv.Quote(s))
	}
	return n * mult, nil
}
