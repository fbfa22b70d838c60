package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/adjudication/demo"
	"github.com/mcperr/mcperr/adjudication/study"
	"github.com/mcperr/mcperr/corpus"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/typed"
)

// auditFlags are the flags of `mcperr audit`.
type auditFlags struct {
	demo       bool
	frame      string
	out        string
	seed       uint64
	n          int
	strata     string
	shard      string
	allowLocal bool
	timeout    time.Duration
	verbose    bool
	noCache    bool
	types      string
	typesLimit time.Duration
}

// newAuditCmd builds `mcperr audit`: the whole study, resumable, into a study directory.
func newAuditCmd(s streams) *cobra.Command {
	var f auditFlags
	cmd := &cobra.Command{
		Use:   "audit [--demo | --frame FILE] [--out DIR]",
		Short: "Run a whole study: sample -> clone -> scan -> project -> ledger -> report (resumable)",
		Long: `audit runs a reproducible study of MCP servers into a study directory. Each stage writes its
artifact and a manifest (input hashes, seed, tool version, rules hash, timings); running the same
command again skips the finished stages and resumes an interrupted one.

--demo runs the whole pipeline offline on a built-in frame of example servers in Go, Python,
TypeScript and JavaScript, materialised as local git repositories.

--shard K/N processes a deterministic part of the sample; 'mcperr ledger merge' combines the
shards' ledgers into exactly the ledger one unsharded run writes.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runAudit(cmd, s, f)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&f.demo, "demo", false, "study the built-in demo frame offline")
	fl.StringVar(&f.frame, "frame", "", "registry frame `FILE` to sample from (any format that mcperr sample reads)")
	fl.StringVar(&f.out, "out", "mcperr-study", "study directory")
	fl.Uint64Var(&f.seed, "seed", 1, "sampling seed")
	fl.IntVar(&f.n, "n", 0, "sample size (0: every eligible repository of the frame)")
	fl.StringVar(&f.strata, "strata", "", "stratify the sample: package-type, or empty for none")
	fl.StringVar(&f.shard, "shard", "", "process only part K of N of the sample, e.g. 2/8")
	fl.BoolVar(&f.allowLocal, "allow-local", false, "allow file:// URLs and local paths in the frame")
	fl.DurationVar(&f.timeout, "timeout", 5*time.Minute, "time limit per repository, for its clone and its scan")
	fl.BoolVar(&f.noCache, "no-cache", false, "scan every repository afresh, without the content cache that scan uses")
	fl.StringVar(&f.types, "types", typesAuto, "run the typed Go analyzers on each repository's Go modules: auto (when a go command is on PATH), on (fail without one) or off")
	fl.DurationVar(&f.typesLimit, "types-timeout", typed.DefaultTimeout, "give up loading and analyzing one Go module after this long (the module is skipped)")
	fl.BoolVarP(&f.verbose, "verbose", "v", false, "say what each stage did even when stderr is not a terminal")
	return cmd
}

func runAudit(cmd *cobra.Command, s streams, f auditFlags) error {
	defer scanHeap(scanHeapLimit)()
	if f.demo == (f.frame != "") {
		return fmt.Errorf("audit: give either --demo or --frame FILE")
	}
	types, err := typesWanted(f.types)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	shard := adjudication.Shard{K: 1, N: 1}
	if f.shard != "" {
		var err error
		if shard, err = adjudication.ParseShard(f.shard); err != nil {
			return err
		}
	}
	o := study.Options{Dir: f.out, Frame: f.frame, Seed: f.seed, N: f.n, Strata: f.strata, Shard: shard,
		AllowLocal: f.allowLocal, Timeout: f.timeout, Tool: version, Langs: all.Languages(), ScanCache: cacheDirFor(f.noCache),
		Types: types, TypesTimeout: f.typesLimit}
	terminal := isStudyTerminal(s.err)
	if terminal || f.verbose {
		o.Log = s.err
	}
	if terminal {
		o.Progress = s.err
	} else {
		o.ProgressLines = s.err
	}
	if !f.demo {
		if err := checkSample(f); err != nil {
			return err
		}
	}
	if f.demo {
		d, err := demo.Materialise(filepath.Join(f.out, study.DemoDir))
		if err != nil {
			return err
		}
		o.Frame, o.Mirrors = d.Frame, d.Mirrors
	}
	start := time.Now()
	res, err := study.Run(cmd.Context(), o)
	if err != nil {
		return err
	}
	printStudy(s.out, f.out, res, time.Since(start))
	return nil
}

// checkSample draws the study's sample before anything is written, so that a frame that
// cannot give it (nothing eligible, a size or strata it cannot meet) is a usage error that
// says why and leaves no study directory behind.
func checkSample(f auditFlags) error {
	fr, err := corpus.LoadFrame(f.frame)
	if err != nil {
		return fmt.Errorf("audit: %w", err)
	}
	n := f.n
	if n == 0 {
		c := corpus.CountEligible(fr, f.allowLocal)
		if err := c.Shortfall(c.Eligible); err != nil {
			return fmt.Errorf("audit: frame %s: %w", f.frame, err)
		}
		n = c.Eligible
	}
	if _, err := corpus.Draw(fr, corpus.SampleOptions{N: n, Seed: f.seed, Strata: f.strata, AllowLocal: f.allowLocal}); err != nil {
		return fmt.Errorf("audit: frame %s: %w", f.frame, err)
	}
	return nil
}

func printStudy(w io.Writer, dir string, res *study.Result, took time.Duration) {
	sum := res.Summary
	shard := ""
	if res.Info.Shard != "" {
		shard = ", shard " + res.Info.Shard
	}
	fmt.Fprintf(w, "study %s in %s (seed %d%s), %.1fs\n\n", res.Info.Study, dir, res.Info.Seed, shard, took.Seconds())
	io.WriteString(w, sum.FormatTable())
	fmt.Fprintf(w, "\nledger  %s (%s)\n", filepath.Join(dir, "ledger", adjudication.LedgerCSV), report.Count(len(res.Ledger.Rows), "row", "rows"))
	fmt.Fprintf(w, "paths   %s\n", filepath.Join(dir, "ledger", adjudication.PathsCSV))
	fmt.Fprintf(w, "report  %s\n", filepath.Join(dir, "report", "report.html"))
	for _, k := range res.Kept {
		fmt.Fprintf(w, "kept    %s\n", k)
	}
	if sum.Stale > 0 {
		fmt.Fprintf(w, "stale   %s lost their finding: %s\n", report.Count(sum.Stale, "verdict", "verdicts"), filepath.Join(dir, "ledger", adjudication.StaleCSV))
	}
}

// isStudyTerminal reports whether w is a terminal, where progress is shown; piped output stays quiet.
func isStudyTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
