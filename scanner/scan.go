// Package scanner is mcperr's core: it walks the given roots, reads each file once, keeps the
// files whose bytes contain a needle of their language, parses those with tree-sitter (one
// parser per dialect and worker, a time limit per file), runs the language's rules on the tree,
// links helpers to their call sites, and returns the findings in the finding model. A lexical
// pass runs beside it, so each finding says which method found it. Once a root's helpers are
// known, the files without a needle that mention a helper's name are parsed for their calls
// (callpass.go), and so are the files whose needle their language defers (extract.Deferrer: a
// client that only reads isError yields nothing of its own) when other files want them. A root's findings wait for its end encoded in a spill, in memory or in a
// temporary file (collect.go), so memory does not grow with the size of the tree.
//
// Nothing a scanned tree holds can stop a run: unreadable, vanished, binary, oversized,
// minified, unparseable files and rules that fail on a file are recorded in Skipped with a
// reason, and the assumptions the manifest reader made for the package roots of the files parsed
// (an SDK version it could not pin, a manifest it could not read) in Notes. Only a root that
// cannot be scanned at all, bad options or cancellation are errors.
package scanner

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/version"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Scan scans opts.Roots with the given languages and returns the whole document. Paths in it
// are relative to the root when there is one root, and start with the root as given otherwise.
func Scan(ctx context.Context, opts Options, langs ...extract.Language) (*finding.Document, error) {
	var all []finding.Finding
	doc, err := Stream(ctx, opts, func(fs []finding.Finding) error {
		all = append(all, fs...)
		return nil
	}, langs...)
	if err != nil {
		return nil, err
	}
	doc.Findings = all
	if doc.Findings == nil {
		doc.Findings = []finding.Finding{}
	}
	return doc, nil
}

// Stream scans like Scan but hands the findings to emit instead of keeping them: one call per
// file that has findings, in path order, as soon as the file's root is done (helpers are linked
// to their call sites within a root, so a root's findings are final only at its end). The
// returned document has Skipped, Notes and Summary but no Findings. An error from emit stops the scan.
func Stream(ctx context.Context, opts Options, emit func([]finding.Finding) error, langs ...extract.Language) (*finding.Document, error) {
	opts, err := opts.normalize()
	if err != nil {
		return nil, err
	}
	if len(langs) == 0 {
		return nil, fmt.Errorf("scanner: no languages")
	}
	roots := make([]rootSpec, len(opts.Roots))
	for i, arg := range opts.Roots {
		real, info, err := rootOf(arg)
		if err != nil {
			return nil, err
		}
		roots[i] = rootSpec{arg: arg, real: real, isDir: info.IsDir()}
	}
	doc := &finding.Document{Version: finding.Version, Tool: finding.Tool{Name: "mcperr", Version: ToolVersion},
		Findings: []finding.Finding{}, Skipped: []finding.Skipped{}, Notes: []finding.Note{}}
	if len(roots) == 1 {
		doc.Root = filepath.ToSlash(roots[0].arg)
		if !roots[0].isDir {
			doc.Root = filepath.ToSlash(filepath.Dir(roots[0].arg))
		}
	}
	tally := newTally(opts.Lexical)
	s := &session{opts: opts, langs: langs, table: dialectTable(langs), needles: map[extract.Language]*needleSet{},
		idle: make(chan struct{}, 1), start: scanClock()}
	if opts.CacheDir != "" && !opts.Lexical {
		if s.cache, err = openCache(opts.CacheDir, opts.CacheMaxBytes, langs); err != nil {
			return nil, err
		}
		defer s.cache.trim()
	}
	for _, l := range langs {
		s.needles[l] = newNeedleSet(l.Needles())
	}
	if err := s.scanRoots(ctx, roots, tally, doc, emit); err != nil {
		return nil, err
	}
	sort.SliceStable(doc.Skipped, func(i, j int) bool { return doc.Skipped[i].Path < doc.Skipped[j].Path })
	doc.Notes = sortNotes(doc.Notes)
	doc.Summary = tally.summary(len(doc.Skipped))
	doc.Summary.Notes = len(doc.Notes)
	return doc, nil
}

// ToolVersion is the version the documents name (and the content cache's key holds).
var ToolVersion = version.String()

type rootSpec struct {
	arg   string // as given
	real  string // absolute, symlinks resolved
	isDir bool
}

// session is one Scan: the options and the language tables shared by its roots.
type session struct {
	opts    Options
	langs   []extract.Language
	table   map[string]langDialect
	needles map[extract.Language]*needleSet
	cache   *contentCache // nil without Options.CacheDir
	start   time.Time     // when the scan started: files changed since (or just before) are read (sums.go)
	mu      sync.Mutex    // guards the document's Skipped and Notes and the tally, which the roots share
	// idle has a value when a worker has run out of files since scanRoots last looked: a CPU
	// may be free for one more root (maxRootsAhead), if fewer than Jobs files are being worked
	// on (busy).
	idle chan struct{}
	busy atomic.Int32
}

// workerDone notes that a worker has run out of files.
func (s *session) workerDone() {
	select {
	case s.idle <- struct{}{}:
	default: // already noted
	}
}

// rootsAhead is how many roots are scanned while an earlier one is still being linked and
// emitted. A root ends with barriers (the calls pass's rounds, linking, emitting in path order)
// during which its workers idle; the next roots' files keep the CPUs busy meanwhile. On the
// bench corpus (70 roots, 2 cores) the Go scheduler's idle processor time was 3.4 s one root at
// a time, 1.8 s with 1 root ahead, 0.6 to 1.1 s with 2, 0.2 to 0.4 s with 3 to 5 (at 15 to 20
// MiB more peak RSS than 2).
const rootsAhead = 2

// maxRootsAhead bounds the roots started beyond rootsAhead: one each time a worker runs out of
// files while fewer than Jobs files are being worked on and the root being waited for is still
// at work (workerDone). The roots ahead are mostly small and done at once, so that with a fixed
// window a large root's last large file or its barriers ran alone on one core (0.16 s behind
// one file of dynatrace-mcp). On the bench corpus (2 cores, a machine loaded 9 to 13, one run
// each) the time in which fewer than two files were at work fell from 2.1 to 2.4 core-s to 1.0
// to 1.7 with 4 (1.2 to 1.3 with 8), at 0 to 10 MiB more peak RSS (78 to 80 MiB before). A root
// started early holds its summaries and index in memory until its turn, and roots can be large.
const maxRootsAhead = 4

// scanned is a root whose files are extracted and linked, waiting to be emitted.
type scanned struct {
	col    *collector
	uses   map[finding.Lang]map[string]int
	prefix string
	err    error
	hit    *rootHit // the root's result, from the root cache (rootcache.go): col is nil
	run    *rootRun // what the root's cache entry will hold, on a miss
}

// scanRoots scans the roots, up to rootsAhead of them ahead of the one being emitted (and up to
// maxRootsAhead while workers run out of files), and emits their findings root by root in the
// order given, as one root at a time would.
func (s *session) scanRoots(ctx context.Context, roots []rootSpec, tally *tally, doc *finding.Document, emit func([]finding.Finding) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make([]chan scanned, len(roots))
	start := func(i int) {
		out[i] = make(chan scanned, 1)
		prefix := ""
		if len(roots) > 1 {
			prefix = filepath.ToSlash(filepath.Clean(roots[i].arg))
		}
		go func() { out[i] <- s.scanRoot(ctx, roots[i], prefix, tally, doc) }()
	}
	started := 0
	var err error
	for i := range roots {
		for ; err == nil && started < len(roots) && started <= i+rootsAhead; started++ {
			start(started)
		}
		if i == started {
			break // after an error: every root started has ended
		}
		var r scanned
	wait:
		for {
			select {
			case r = <-out[i]:
				break wait
			case <-s.idle:
				if err == nil && started < len(roots) && started <= i+maxRootsAhead && int(s.busy.Load()) < s.opts.Jobs {
					start(started)
					started++
				}
			}
		}
		if err == nil {
			err = r.err
		}
		if err == nil {
			err = s.emitRoot(r, tally, emit)
		}
		if err == nil && r.run != nil {
			s.cache.putRoot(r.run)
		}
		if r.col != nil {
			r.col.close()
		}
		if err != nil {
			cancel() // the roots started ahead stop; their collectors are closed as they end
		}
	}
	return err
}

// scanRoot walks one root with a pool of workers and links its findings, which it keeps in a
// collector (not in memory) for emitRoot. The collector is the caller's to close, error or not.
func (s *session) scanRoot(ctx context.Context, r rootSpec, prefix string, tally *tally, doc *finding.Document) scanned {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	base := r.real
	if !r.isDir {
		base = filepath.Dir(r.real)
	}
	mu := &s.mu
	// With a cache, the root's result may be in the root cache (rootcache.go): its key's
	// reading of the files shows them to the driver, in place of the workers'.
	var run *rootRun
	var walk walked
	var facts *rootFacts // the root's file facts (facts.go), on a miss
	var sums *rootSums   // the root's file sums (sums.go)
	if s.cache != nil {
		sums = s.cache.getSums(r, s.start, s.opts.InspectMarker)
		key, w, err := s.rootKey(ctx, r, prefix, sums)
		if err != nil {
			return scanned{err: err}
		}
		if hit, ok := s.cache.getRoot(key, base, sums); ok {
			s.cache.putSums(sums)
			mu.Lock()
			doc.Skipped = append(doc.Skipped, hit.skipped...)
			doc.Notes = append(doc.Notes, hit.notes...)
			addFileCounts(&tally.sum, hit.counts)
			mu.Unlock()
			return scanned{hit: hit, prefix: prefix}
		}
		run, walk = &rootRun{key: key}, w
		facts = s.cache.getFacts(r)
	}
	project, notes, group, touched := projectIndex(base)
	jobs := make(chan fileJob, 4*s.opts.Jobs)
	results := make(chan fileResult, 4*s.opts.Jobs)
	addSkip := func(sk finding.Skipped) {
		sk.Path = joinPrefix(prefix, sk.Path)
		mu.Lock()
		doc.Skipped = append(doc.Skipped, sk)
		if run != nil {
			run.skip(sk)
		}
		mu.Unlock()
	}
	var inspect func(string, []byte)
	if s.opts.Inspect != nil && run == nil {
		inspect = func(rel string, src []byte) { s.opts.Inspect(joinPrefix(prefix, rel), src) }
	}
	s.runWorkers(ctx, s.opts.Jobs, project, inspect, facts, jobs, results)
	var walkErr error
	go func() {
		defer close(jobs)
		if run == nil {
			walkErr = s.walk(ctx, r, jobs, addSkip, func() {
				mu.Lock()
				tally.sum.FilesSeen++
				mu.Unlock()
			})
			return
		}
		// The walk rootKey made, replayed: its key describes these files.
		for _, sk := range walk.skips {
			addSkip(sk)
		}
		mu.Lock()
		tally.sum.FilesSeen += walk.seen
		run.counts.sum.FilesSeen = walk.seen
		mu.Unlock()
		for _, j := range walk.jobs {
			select {
			case jobs <- j:
			case <-ctx.Done():
				walkErr = ctx.Err()
				return
			}
		}
	}()

	col := newCollector(group)
	fail := func(err error) scanned { return scanned{col: col, err: err} }
	var colErr error
	take := func(fr fileResult) {
		mu.Lock()
		tally.file(fr)
		if run != nil {
			run.counts.file(fr)
		}
		mu.Unlock()
		if facts != nil && fr.facts != nil {
			facts.record(fr.facts)
		}
		if fr.skipped != nil {
			addSkip(*fr.skipped)
		}
		if colErr == nil {
			if colErr = col.add(fr); colErr != nil {
				cancel()
			}
		}
	}
	for fr := range results {
		take(fr)
	}
	if colErr != nil { // before walkErr: the walk stopped on the cancellation it caused
		return fail(colErr)
	}
	if walkErr != nil {
		return fail(walkErr)
	}
	if err := ctx.Err(); err != nil {
		return fail(err)
	}
	if err := s.decideNamed(ctx, col, project, take); err != nil { // named.go
		return fail(err)
	}
	if colErr != nil {
		return fail(colErr)
	}
	if err := s.callsPass(ctx, col, project); err != nil {
		return fail(err)
	}
	uses, err := col.countCalls(col.helperPaths())
	if err != nil {
		return fail(err)
	}
	if ns := notes(); len(ns) > 0 {
		dn := documentNotes(prefix, ns)
		mu.Lock()
		doc.Notes = append(doc.Notes, dn...)
		mu.Unlock()
		if run != nil {
			run.notes = dn
		}
	}
	if run != nil {
		run.touched = touches(base, touched(), sums)
		s.cache.putFacts(facts)
		s.cache.putSums(sums)
	}
	return scanned{col: col, uses: uses, prefix: prefix, run: run}
}

// emitRoot sorts a scanned root's findings and emits them, one file at a time.
func (s *session) emitRoot(r scanned, tally *tally, emit func([]finding.Finding) error) error {
	out := func(fs []finding.Finding) error {
		s.mu.Lock()
		tally.findings(fs)
		s.mu.Unlock()
		return emit(fs)
	}
	if r.hit != nil {
		for _, fs := range r.hit.batches {
			if err := out(fs); err != nil {
				return err
			}
		}
		return nil
	}
	// Each file's findings are sorted and disambiguated on their own: a fingerprint hashes the
	// path, so two findings that share one share a file.
	return r.col.each(r.uses, func(fs []finding.Finding) error {
		for i := range fs {
			fs[i].PrefixPaths(r.prefix)
		}
		sortFindings(fs)
		finding.Disambiguate(fs)
		if r.run != nil {
			r.run.emitted(fs) // before emit, which may change them
		}
		return out(fs)
	})
}

// walk sends the root's files to jobs: all of a directory's, or the one file a root names.
func (s *session) walk(ctx context.Context, r rootSpec, jobs chan<- fileJob, skip func(finding.Skipped), seen func()) error {
	if !r.isDir {
		name := filepath.Base(r.real)
		ld, ok := s.table[extOf(name)]
		if !ok {
			skip(finding.Skipped{Path: filepath.Base(r.arg), Reason: finding.Ignored, Detail: "not a file of a scanned language"})
			return nil
		}
		seen()
		select {
		case jobs <- fileJob{abs: r.real, rel: filepath.Base(r.arg), lang: ld.lang, dialect: ld.dialect, explicit: true}:
		case <-ctx.Done():
			return ctx.Err()
		}
		return nil
	}
	// The files go to the workers largest first, a window of the walk at a time, so that the
	// two workers of a root (each root ends with a barrier: linking) finish together instead
	// of one waiting for the other's last large file; the window bounds the memory the
	// reordering holds. Results keep their walk order (seq).
	seq := 0
	var window []fileJob
	flush := func() {
		sort.SliceStable(window, func(i, j int) bool { return window[i].size > window[j].size })
		for _, j := range window {
			select {
			case jobs <- j:
			case <-ctx.Done():
			}
		}
		window = window[:0]
	}
	w := &walker{ctx: ctx, root: r.real, opts: s.opts, table: s.table, skip: skip, seenFile: seen,
		emit: func(j fileJob) {
			j.seq, seq = seq, seq+1
			if window = append(window, j); len(window) == walkWindow {
				flush()
			}
		}}
	err := w.walkRoot()
	flush()
	return err
}

// walkWindow is how many files of the walk are ordered by size at a time.
const walkWindow = 2048

func joinPrefix(prefix, p string) string {
	if prefix == "" || prefix == "." {
		return p
	}
	if p == "." {
		return prefix
	}
	return prefix + "/" + p
}

// sortFindings orders findings by path, line, column and rule.
func sortFindings(fs []finding.Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		switch {
		case a.Path != b.Path:
			return a.Path < b.Path
		case a.Line != b.Line:
			return a.Line < b.Line
		case a.Column != b.Column:
			return a.Column < b.Column
		}
		return a.Rule < b.Rule
	})
}

// runWorkers starts n workers that process the jobs until jobs is closed (draining it once ctx
// is done), each sending its results on, and closes results when the last is done.
func (s *session) runWorkers(ctx context.Context, n int, project func(string) *extract.Project, inspect func(string, []byte), facts *rootFacts, jobs <-chan fileJob, results chan<- fileResult) {
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &worker{opts: s.opts, needles: s.needles, project: project, parsers: map[extract.Dialect]*sitter.Parser{}, cache: s.cache, inspect: inspect, facts: facts}
			defer w.close()
			defer s.workerDone()
			for job := range jobs {
				if ctx.Err() != nil {
					continue // drain
				}
				s.busy.Add(1)
				fr := w.process(ctx, job)
				s.busy.Add(-1)
				results <- fr
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()
}
