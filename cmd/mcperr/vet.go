package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/typed"
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
	srcs := typed.NewSources()
	pkgs, err := typed.Load(typed.LoadOptions{Dir: root, Tags: f.tags, Tests: f.tests}, patterns, srcs)
	if err != nil {
		return fmt.Errorf("vet: could not analyze: %w", err)
	}
	var loadErrs []string
	for _, e := range typed.LoadErrors(pkgs) {
		loadErrs = append(loadErrs, e.String())
	}
	notes := typed.ModuleNotes(root, pkgs)
	typed.PruneDeps(pkgs)
	analyzers := typed.Analyzers(sel.Enabled)
	if err := typed.DriverDirectives(analyzers); err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	roots := typed.CleanRoots(pkgs)
	graph, err := checker.Analyze(analyzers, roots, nil)
	if err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	doc, failures := typed.Collect(root, graph, srcs)
	doc.Tool = finding.Tool{Name: "mcperr", Version: version}
	doc.Notes, doc.Summary.Notes = notes, len(notes)
	pf := newPathFilter(f.cfg, func(p string) string { return filepath.Join(root, filepath.FromSlash(p)) }, base)
	if err := pf.openChanges(f.newFromRev, root); err != nil {
		return fmt.Errorf("vet: %w", err)
	}
	res, err := policy.Apply(doc, policy.Options{Selection: sel, FailLevel: level, Baseline: base,
		Directives: typed.Directives(root, roots, srcs), ContextOf: func(p string) finding.Context { return extract.ContextOf(p, nil) }})
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
		for _, l := range report.NoteLines(res.Doc) {
			fmt.Fprintln(s.err, l)
		}
	}
	pf.writeNotes(s.err)
	failures = append(loadErrs, failures...)
	if len(failures) > 0 {
		res.WriteNotes(s.err) // no baseline from an incomplete run: it would drop the entries of what was not analyzed
		for _, e := range failures {
			fmt.Fprintf(s.err, "mcperr vet: %s\n", e)
		}
		return fmt.Errorf("vet: could not analyze %s; the result above is incomplete", report.Count(countVetPkgs(failures), "package", "packages"))
	}
	return finishPolicy(s, "vet", res, f.writeBaseline)
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
