package scanner

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime/debug"
	"strings"
	"time"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/querypass"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/internal/safefile"
)

// fileResult is what one worker learned from one file.
type fileResult struct {
	seq     int    // the file's place in the walk
	path    string // relative to the root
	lang    finding.Lang
	res     extract.Result // Findings are complete but for Site.Uses, which Link sets
	skipped *finding.Skipped
	parsed  bool
	bytes   int64
	// lexicalOnly counts lexical hits that tree-sitter did not confirm (kept in res.Findings
	// with method lexical only under KeepCandidates).
	lexicalOnly int
	// unparsed is set for a file that was read and had no needle, or whose needle the language
	// defers (deferred, extract.Deferrer): the calls pass may come back to it for the calls of
	// the root's helpers and the modules other files want.
	unparsed *fileJob
	deferred bool
	// src is the bytes of an unparsed file, which the collector may keep for the calls pass
	// (collector.keep) instead of reading the file again in each of its rounds.
	src []byte
	// refs are the modules the file refers to, when its language is a Referrer (referrer set).
	refs     []string
	referrer bool
	// named is set for a file named like a test (extract.NamedLikeTest) that imports no test
	// framework: it is processed once the root's files are read and its context decided
	// (named.go). testRefs are the modules named like tests that it, or a production file,
	// imports (extract.TestReferrer).
	named    *fileJob
	testRefs []string
	// facts is what the file's language answered about its bytes (facts.go), for the root's
	// facts entry; nil without a cache.
	facts *fileFacts
}

// worker reads, filters, parses and extracts files. It owns one parser per dialect: tree-sitter
// parsers are not safe for concurrent use, and reusing one per worker costs nothing to pool.
type worker struct {
	opts    Options
	needles map[extract.Language]*needleSet
	project func(rel string) *extract.Project
	parsers map[extract.Dialect]*sitter.Parser
	inspect func(rel string, src []byte) // Options.Inspect, with the root's path prefix applied
	cache   *contentCache                // nil without Options.CacheDir
	facts   *rootFacts                   // the root's recorded file facts (facts.go), or nil
}

func (w *worker) close() {
	for _, p := range w.parsers {
		p.Close()
	}
}

func (w *worker) parser(lang extract.Language, d extract.Dialect) (*sitter.Parser, error) {
	if p, ok := w.parsers[d]; ok {
		return p, nil
	}
	g := lang.Grammar(d)
	if g == nil {
		return nil, fmt.Errorf("language %s has no grammar for dialect %s", lang.Lang(), d)
	}
	p := sitter.NewParser()
	p.SetLanguage(g)
	// The per-file limit: tree-sitter checks its clock while parsing and gives up cleanly,
	// without the goroutine (and its race on the cancellation flag) that ParseCtx starts.
	p.SetOperationLimit(int(w.opts.ParseTimeout / time.Microsecond))
	w.parsers[d] = p
	return p, nil
}

// process does everything for one file. It never fails: what goes wrong is a Skipped entry.
func (w *worker) process(ctx context.Context, job fileJob) fileResult {
	r := fileResult{seq: job.seq, path: job.rel, lang: job.lang.Lang()}
	flang := fileLang(job)
	skip := func(reason finding.SkipReason, detail string) fileResult {
		r.skipped = &finding.Skipped{Path: job.rel, Reason: reason, Detail: detail}
		return r
	}
	src, n, err := safefile.Read(job.abs, w.opts.MaxFileSize, nil)
	r.bytes = int64(len(src))
	if err != nil {
		return skip(readFailure(err, n, w.opts.MaxFileSize))
	}
	if w.inspect != nil {
		w.inspect(job.rel, src)
	}
	if isBinary(src) {
		return skip(finding.Binary, "NUL byte")
	}
	ask := w.newAsker(job, src) // the language's answers about src, recorded (facts.go)
	r.facts = ask.now
	if rf, ok := job.lang.(extract.Referrer); ok && !w.opts.Lexical && job.decided == "" { // what a file imports matters to the rules, not to --lexical
		r.refs, r.referrer = ask.refers(rf), true
	}
	vendored := job.vendored
	if isJSLike(job.dialect) && !job.explicit && isMinified(src) {
		if !w.opts.IncludeVendored {
			return skip(finding.Minified, "most bytes on lines longer than 1000")
		}
		vendored = true
	}
	if tr, ok := job.lang.(extract.TestReferrer); ok && !w.opts.Lexical && !vendored && job.decided == "" {
		// What a file imports of the files named like tests (the collector keeps only a
		// production file's); such a file waits for its context (named.go).
		r.testRefs = ask.testRefs(tr)
		if extract.NamedLikeTest(job.rel) && !ask.usesFramework(tr) {
			r.named = &job
			return r
		}
	}
	// The context is classified only for files with findings to come (most files have none; its
	// header regexp cost 3% of a corpus scan when run on every file).
	fctx := finding.Context("")
	contextOf := func() finding.Context {
		if fctx == "" {
			fctx = job.contextOf(src)
			if vendored {
				fctx = finding.Vendored
			}
		}
		return fctx
	}
	lex := lexicalScan(job.rel, flang, "", src)
	if len(lex) > 0 {
		c := contextOf()
		for i := range lex {
			lex[i].Context = c
		}
	}
	if w.opts.Lexical {
		r.res.Findings = lex
		return r
	}
	needle := w.needles[job.lang].match(src)
	parse := (needle || ask.admit()) && gate(job, contextOf, src)
	deferred := parse && needle && ask.deferrable()
	if !parse || deferred {
		r.unparsed = &job
		r.deferred = deferred
		r.src = src
		if deferred {
			// The project a parse would have read: its manifests' notes stay as they were.
			w.project(job.rel)
		}
		r.lexicalOnly = len(lex)
		if w.opts.KeepCandidates {
			r.res.Findings = lex
		}
		return r
	}
	contextOf()
	res, skipped := w.extractSummed(ctx, job, flang, src, fctx, ask.now)
	if skipped != nil {
		r.skipped = skipped
		r.lexicalOnly = len(lex)
		return r
	}
	r.parsed = true
	r.res = res
	r.res.Findings, r.lexicalOnly = mergeTyping(res.Findings, res.Pending, lex, w.opts.KeepCandidates)
	return r
}

// mergeTyping is merge with the sites whose typed fields wait on other files (Pending.Typing),
// and the findings that wait only on an import of their module (Pending.Imported), among the
// tree-sitter findings: a lexical hit on one of them is confirmed, and marks it.
func mergeTyping(ts []finding.Finding, ps []extract.Pending, lex []finding.Finding, keep bool) ([]finding.Finding, int) {
	var typing []int
	for i := range ps {
		if ps[i].Typing != nil || len(ps[i].Imported) > 0 {
			typing = append(typing, i)
		}
	}
	if len(typing) == 0 || len(lex) == 0 {
		return merge(ts, lex, keep)
	}
	n := len(ts)
	all := append(ts[:n:n], make([]finding.Finding, 0, len(typing))...)
	for _, i := range typing {
		all = append(all, ps[i].Finding)
	}
	all, unconfirmed := merge(all, lex, keep)
	for j, i := range typing {
		ps[i].Finding.Method = all[n+j].Method
	}
	return append(all[:n:n], all[n+len(typing):]...), unconfirmed
}

// readFailure is the reason and the detail of the skip of a file safefile.Read refused.
func readFailure(err error, n, max int64) (finding.SkipReason, string) {
	switch {
	case errors.Is(err, safefile.ErrTooLarge):
		return finding.TooLarge, fmt.Sprintf("%d bytes, limit %d", n, max)
	case errors.Is(err, fs.ErrNotExist):
		return finding.Unreadable, "vanished during the scan"
	}
	return finding.Unreadable, errDetail(err)
}

// admit reports whether the language's Admitter, if it has one, has a file without a needle parsed.
func admit(job fileJob, src []byte) bool {
	a, ok := job.lang.(extract.Admitter)
	return ok && a.Admit(job.rel, src)
}

// gate reports whether the language's Gate, if it has one, lets a file with a needle be parsed.
func gate(job fileJob, contextOf func() finding.Context, src []byte) bool {
	g, ok := job.lang.(extract.Gate)
	return !ok || g.Gate(job.rel, contextOf(), src)
}

// extractCompleted is extract with the findings and pending findings completed, through the
// content cache when there is one: a file whose key it holds is not parsed.
func (w *worker) extractCompleted(ctx context.Context, job fileJob, flang finding.Lang, src []byte, fctx finding.Context) (extract.Result, *finding.Skipped) {
	return w.extractSummed(ctx, job, flang, src, fctx, nil)
}

// extractSummed is extractCompleted of a file whose bytes' SHA-256 the worker already took
// (facts, the file's facts: facts.go), when facts is not nil.
func (w *worker) extractSummed(ctx context.Context, job fileJob, flang finding.Lang, src []byte, fctx finding.Context, facts *fileFacts) (extract.Result, *finding.Skipped) {
	key := ""
	if w.cache != nil {
		var sum [sha256.Size]byte
		if facts != nil {
			sum = facts.sum
		} else {
			sum = sha256.Sum256(src)
		}
		key = w.cache.key(job, sum, fctx, w.project(job.rel))
		if res, ok := w.cache.get(key); ok {
			unlinkShadowed(job, &res)
			return res, nil
		}
	}
	res, skipped := w.extract(ctx, job, src, fctx)
	if skipped != nil {
		return res, skipped
	}
	w.complete(job, flang, src, fctx, res.Findings)
	w.completePending(job, flang, src, fctx, res.Pending)
	if w.cache != nil {
		w.cache.put(key, &res)
	}
	unlinkShadowed(job, &res)
	return res, nil
}

// shadower is a language in which a module file may be hidden by a file beside it that the
// language's imports take instead (Python: pkg/api.py by the package pkg/api/__init__.py).
type shadower interface {
	// ShadowedBy returns the path of the file that hides the module at path (an OS path), or ""
	// when no file could.
	ShadowedBy(path string) string
}

// shadowed reports whether a file that hides the job's file exists, a regular file (shadower:
// pkg/api.py hidden by pkg/api/__init__.py).
func shadowed(job fileJob) bool {
	s, ok := job.lang.(shadower)
	if !ok {
		return false
	}
	p := s.ShadowedBy(job.abs)
	if p == "" {
		return false
	}
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

// unlinkShadowed takes a hidden module out of the root's cross-file link once the file that
// hides it is there: its keys are that file's too, and no import reaches it. Its findings and
// pending findings stay; a pending one that only its own summaries would complete (a raise in
// its functions that only its own tools reach) no longer stands.
func unlinkShadowed(job fileJob, res *extract.Result) {
	if !shadowed(job) {
		return
	}
	res.Summaries, res.Aliases, res.Classes = nil, nil, nil
	for i := range res.Calls {
		res.Calls[i].From = "" // its calls still count for the helpers' uses (spillCalls)
	}
}

// extract parses src and runs the language's rules on the tree, turning a timeout, a parser
// failure or a panic in the rules into a Skipped entry.
func (w *worker) extract(ctx context.Context, job fileJob, src []byte, fctx finding.Context) (res extract.Result, skipped *finding.Skipped) {
	skip := func(reason finding.SkipReason, detail string) (extract.Result, *finding.Skipped) {
		return extract.Result{}, &finding.Skipped{Path: job.rel, Reason: reason, Detail: detail}
	}
	p, err := w.parser(job.lang, job.dialect)
	if err != nil {
		return skip(finding.InternalFailure, err.Error())
	}
	// One limit bounds the whole work on the file: the parser stops by itself within it, and
	// the rules' queries stop once the rest of it has passed (querypass.Limit).
	deadline := time.Now().Add(w.opts.ParseTimeout)
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil || tree == nil {
		// A halted parse would resume on the next call; start the next file afresh.
		p.Reset()
		if errors.Is(err, sitter.ErrOperationLimit) {
			return skip(finding.ParseTimeout, "parse took longer than "+w.opts.ParseTimeout.String())
		}
		return skip(finding.ParseError, fmt.Sprint(err))
	}
	defer tree.Close()
	defer extract.Remember(tree)()
	if err := ctx.Err(); err != nil {
		return skip(finding.InternalFailure, "scan cancelled")
	}
	f := &extract.File{Path: job.rel, Lang: job.lang.Lang(), Dialect: job.dialect, Src: src, Tree: tree,
		Context: fctx, Project: w.project(job.rel)}
	defer querypass.Limit(src, deadline)()
	defer func() {
		if v := recover(); v != nil {
			if v == querypass.ErrTimeout {
				res, skipped = skip(finding.RuleTimeout, fmt.Sprintf("parsing and the %s rules took longer than %s", job.lang.Lang(), w.opts.ParseTimeout))
				return
			}
			res, skipped = skip(finding.InternalFailure, fmt.Sprintf("panic in %s rules: %v\n%s", job.lang.Lang(), v, firstFrames(debug.Stack())))
		}
	}()
	res, err = job.lang.Extract(f)
	if err != nil {
		return skip(finding.InternalFailure, fmt.Sprintf("%s rules: %v", job.lang.Lang(), err))
	}
	return res, nil
}

// complete fills what the core owns on each finding: path, language, context (the file's, or
// test where a rule says so in a production file: extract.FindingContext) and, where the rules
// left it empty, the fingerprint.
func (w *worker) complete(job fileJob, flang finding.Lang, src []byte, fctx finding.Context, fs []finding.Finding) {
	var starts []int // line start offsets, computed when a fingerprint needs them
	for i := range fs {
		f := &fs[i]
		f.Path, f.Context = job.rel, extract.FindingContext(f.Context, fctx)
		for _, rs := range [][]finding.Related{f.Related, f.Brief} {
			for j := range rs {
				if rs[j].Path == "" && rs[j].Line > 0 { // a place in the same file, not a count (finding.NotShown)
					rs[j].Path = job.rel
				}
			}
		}
		if f.Lang == "" { // a language may set each file's own (TypeScript rules read JavaScript)
			f.Lang = flang
		}
		if f.Method == "" {
			f.Method = finding.TreeSitter
		}
		if f.Fingerprint == "" {
			fn := ""
			if f.Site != nil {
				fn = f.Site.Function
			}
			if starts == nil {
				starts = lineStarts(src)
			}
			f.Fingerprint = finding.Fingerprint(f.Rule, f.Path, fn, constructText(src, starts, f))
		}
	}
}

// completePending completes the findings of pending ones as complete does Result.Findings.
func (w *worker) completePending(job fileJob, flang finding.Lang, src []byte, fctx finding.Context, ps []extract.Pending) {
	if len(ps) == 0 {
		return
	}
	fs := make([]finding.Finding, len(ps))
	for i := range ps {
		fs[i] = ps[i].Finding
	}
	w.complete(job, flang, src, fctx, fs)
	for i := range ps {
		ps[i].Finding = fs[i]
	}
}

// constructText is the text of a finding's construct (its lines, cut to 4 KiB) for the
// fingerprint: it moves with the construct, not with its line numbers.
func constructText(src []byte, starts []int, f *finding.Finding) string {
	first, last := f.StartLine, f.EndLine
	if first <= 0 {
		first = f.Line
	}
	if last < first {
		last = first
	}
	if first <= 0 || first > len(starts) {
		return ""
	}
	end := len(src)
	if last < len(starts) {
		end = starts[last]
	}
	text := src[starts[first-1]:end]
	if len(text) > 4096 {
		text = text[:4096]
	}
	return string(text)
}

// lineStarts returns the offset of the start of each line of src.
func lineStarts(src []byte) []int {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' && i+1 < len(src) {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// fileLang is the language a file is written in: the TypeScript rules also read JavaScript,
// and findings say which of the two a file is.
func fileLang(job fileJob) finding.Lang {
	l := job.lang.Lang()
	if l == finding.TypeScript {
		switch extOf(job.rel) {
		case ".js", ".mjs", ".cjs", ".jsx":
			return finding.JavaScript
		}
	}
	return l
}

func isJSLike(d extract.Dialect) bool {
	return d == extract.TypeScriptDialect || d == extract.TSXDialect || d == extract.JavaScriptDialect
}

// firstFrames keeps the top of a panic's stack: enough to find the bug, short enough for a report.
func firstFrames(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	if len(lines) > 16 {
		lines = lines[:16]
	}
	return strings.Join(lines, "\n")
}
