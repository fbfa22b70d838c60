// Package study runs a whole mcperr study into a study directory: sample -> clone -> scan ->
// project -> ledger -> report. Each stage writes its artifact and a manifest (inputs by sha256,
// parameters, tool version, rules hash, timings) into a directory of its own; a re-run skips the
// stages whose manifest matches and resumes the one a crash interrupted (the scan stage keeps
// each repository's result, so it continues where it stopped).
//
// Layout of a study directory:
//
//	study.json            what the study is: frame, seed, size, shard, study ID
//	sample/sample.json    the seeded draw (corpus.Sample)
//	clone/repos.json      each drawn repository of this shard: commit, status, reason
//	clone/acquisition.jsonl
//	scan/<rank>.json      one scan document per reachable repository
//	project/rows.json     every raw candidate projected, before verdicts
//	ledger/               ledger.csv, ledger.json, paths.csv, stale.csv, summary.json
//	report/               report.md, report.html
//	checkouts/            the acquisition cache
//	verdicts.json         adjudicated human verdicts (written by `mcperr ledger adjudicate`)
package study

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/scanner/extract"
)

// Options configure a study run.
type Options struct {
	// Dir is the study directory.
	Dir string
	// Frame is the registry frame to sample from.
	Frame string
	Seed  uint64
	// N is the sample size; zero takes every eligible entry of the frame.
	N      int
	Strata string
	Shard  adjudication.Shard
	// AllowLocal admits file:// URLs and local paths in the frame.
	AllowLocal bool
	// Mirrors maps repository URLs to local paths to acquire them from instead (the demo).
	Mirrors map[string]string
	// Timeout bounds each repository's acquisition and its scan.
	Timeout time.Duration
	// Tool is the mcperr version, recorded in every manifest.
	Tool string
	// Langs are the scanner's languages.
	Langs []extract.Language
	// ScanCache is the scanner's content cache (scanner.Options.CacheDir), "" for none: a
	// repository seen before, or a fork, is not parsed again.
	ScanCache string
	// Types runs the typed Go analyzers (package typed) on each repository's Go modules after
	// its tree-sitter scan, each module bounded by TypesTimeout (zero: typed.DefaultTimeout).
	Types        bool
	TypesTimeout time.Duration
	// Log receives one line per stage (nil for none); Progress, a terminal, gets progress bars;
	// ProgressLines, when there is no terminal, gets a line every few seconds of a long stage.
	Log           io.Writer
	Progress      io.Writer
	ProgressLines io.Writer
	// ProgressEvery is the interval of ProgressLines (zero: corpus.ProgressOptions' default).
	ProgressEvery time.Duration
}

// Info is study.json: what the study is, so that a later run into the same directory with other
// parameters is refused instead of mixing two studies.
type Info struct {
	Study       string `json:"study"`
	Frame       string `json:"frame"`
	FrameSHA256 string `json:"frameSha256"`
	Seed        uint64 `json:"seed"`
	N           int    `json:"n"`
	Strata      string `json:"strata,omitempty"`
	Shard       string `json:"shard,omitempty"`
}

// Result is what a run produced.
type Result struct {
	Info      Info
	Ledger    *adjudication.Ledger
	Summary   *adjudication.Summary
	Manifests []Manifest
	// Kept says which outputs had been edited after they were written and were kept aside (as
	// NAME.edited-TIME) before their stage was redone.
	Kept []string
}

// The study's files.
const (
	InfoName     = "study.json"
	VerdictsName = "verdicts.json"
	ReposName    = "repos.json"
	RowsName     = "rows.json"
	SummaryName  = "summary.json"
	// DemoDir is where `mcperr audit --demo` materialises the demo inside the study directory.
	DemoDir = "demo"
)

type runner struct {
	o         Options
	ctx       context.Context
	studyID   string
	rules     string
	manifests []Manifest
	// kept lists the edited outputs kept aside before their stage was redone.
	kept []string
}

func (r *runner) logf(format string, args ...any) {
	if r.o.Log != nil {
		fmt.Fprintf(r.o.Log, format+"\n", args...)
	}
}

// Run runs (or resumes) the study.
func Run(ctx context.Context, o Options) (*Result, error) {
	if o.Dir == "" {
		return nil, errors.New("study: no study directory")
	}
	if o.Timeout == 0 {
		o.Timeout = 5 * time.Minute
	}
	r := &runner{o: o, ctx: ctx, rules: RulesHash()}
	frameHash, err := hashFile(o.Frame)
	if err != nil || frameHash == "" {
		return nil, fmt.Errorf("frame %s: cannot read it (%v)", o.Frame, err)
	}
	info := Info{Frame: filepath.Base(o.Frame), FrameSHA256: frameHash, Seed: o.Seed, N: o.N, Strata: o.Strata, Shard: o.Shard.String()}
	fresh, err := checkInfo(o.Dir, info)
	if err != nil {
		return nil, err
	}
	if fresh {
		// Claim the directory before the first stage writes into it, so that a crash in that
		// stage leaves a study to resume, not a directory refused as someone else's. The
		// study's ID comes with its sample.
		if err := adjudication.WriteJSON(filepath.Join(o.Dir, InfoName), info); err != nil {
			return nil, err
		}
	}
	steps := []func(*Info) error{r.sample, r.clone, r.scan, r.project, r.ledger, r.report}
	for _, step := range steps {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := step(&info); err != nil {
			return nil, err
		}
	}
	l, err := adjudication.ReadLedger(filepath.Join(o.Dir, "ledger"))
	if err != nil {
		return nil, err
	}
	return &Result{Info: info, Ledger: l, Summary: adjudication.Summarize(l), Manifests: r.manifests, Kept: r.kept}, nil
}

// checkInfo refuses a directory that holds another study, or something else than a study. It
// reports whether the directory holds no study yet.
func checkInfo(dir string, want Info) (fresh bool, err error) {
	var have Info
	err = adjudication.ReadJSON(filepath.Join(dir, InfoName), &have)
	if errors.Is(err, fs.ErrNotExist) {
		if entries, _ := os.ReadDir(dir); len(entries) > 1 || len(entries) == 1 && entries[0].Name() != DemoDir {
			return false, fmt.Errorf("%s is not empty and holds no %s: not a study directory; choose another --out", dir, InfoName)
		}
		return true, nil
	}
	if err != nil {
		// study.json is written atomically, so this is an edit or a disk fault, not a torn write.
		return false, fmt.Errorf("%s holds an unreadable %s (%v): was it edited? restore it or remove the directory to start again", dir, InfoName, err)
	}
	var diffs []string
	if have.FrameSHA256 != want.FrameSHA256 {
		diffs = append(diffs, fmt.Sprintf("frame %s (sha256 %.12s) vs %s (%.12s)", have.Frame, have.FrameSHA256, want.Frame, want.FrameSHA256))
	}
	if have.Seed != want.Seed {
		diffs = append(diffs, "seed "+strconv.FormatUint(have.Seed, 10)+" vs "+strconv.FormatUint(want.Seed, 10))
	}
	if have.N != want.N {
		diffs = append(diffs, "n "+strconv.Itoa(have.N)+" vs "+strconv.Itoa(want.N))
	}
	if have.Strata != want.Strata {
		diffs = append(diffs, "strata "+have.Strata+" vs "+want.Strata)
	}
	if have.Shard != want.Shard {
		diffs = append(diffs, "shard "+have.Shard+" vs "+want.Shard)
	}
	if len(diffs) > 0 {
		return false, fmt.Errorf("%s holds study %s made with other parameters (%v); use another --out for a new study", dir, cmp.Or(have.Study, "(not yet sampled)"), diffs)
	}
	return false, nil
}
