package scanner

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/internal/safefile"
)

// The calls pass. The prefilter parses only the files with a needle of their language: those
// that may hold a finding of their own (less those their language defers: extract.Deferrer,
// handled here as files without a needle). A file that only calls a repository's own helper
// (createErrorResponse, tool_error), wraps one, or holds an API client a tool calls, matters to
// other files' findings but has none of its own. Once a root's files have been read, the pass
// reads again the files without a needle and extracts those that mention the name of a helper or
// wrapper of their language (their calls are uses of it) or define a module that the cross-file
// rules still want (link.go): for their helpers, calls, summaries and pending findings. Their
// plain findings are not reported, by the first pass or now. The pass costs a test of the files
// without a needle per round that has new names to look for, and a parse of the few it extracts;
// their bytes are those the main pass read and the collector kept (collector.keep), up to a
// bound per root past which the files are read again.

// keyName is the name a call of a helper key spells in source: the key's last identifier
// ("internal/errs.Fail" -> Fail, "src/util.ts#fail!true@1" -> fail, "errors.tool_error" ->
// tool_error). It is "" when the key ends in nothing a source file would spell ("mod#default").
func keyName(key string) string {
	isIdent := func(c byte) bool {
		return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
	}
	for end := len(key); end > 0; {
		for end > 0 && !isIdent(key[end-1]) {
			end--
		}
		start := end
		for start > 0 && isIdent(key[start-1]) {
			start--
		}
		name := key[start:end]
		end = start
		switch {
		case name == "default":
			return "" // a default export: each importer names it as it likes
		case name == "", name == "true":
			continue // the flag suffix of a key (!true@1)
		case name == "__init__", name == "constructor":
			continue // a Python or TypeScript constructor: its callers spell the class's name
		case name[0] >= '0' && name[0] <= '9':
			continue // a suffix's index, or not an identifier
		}
		if len(name) < 3 {
			return "" // too common a needle to be worth a parse
		}
		return name
	}
	return ""
}

// wholeNames are the languages whose helper and caller names the pass matches only as whole
// identifiers: all of them (the Go rules have no calls pass). A file that spells a name only
// inside a longer identifier calls, defines, imports and re-exports nothing of that name, and
// says nothing of a parameter of the function (see helperNeedles). Until 2026-12 TypeScript's
// names were matched anywhere, because a module that registers a tool only through a function of
// another module that takes its spec and handler (ts-crossfile's specwrapped/aliased.ts:
// defineAliasedTool(mcp, {name}, {handler})) was extracted only because it spells some helper's
// name inside a longer identifier ("err" in "error"): that function was neither a helper nor a
// wanted caller. Such registering functions are wanted callers now (typescript's
// registeringfns.go: every keyed function with parameters that encloses a registration of the
// SDK), so the module is extracted for the name it calls.
var wholeNames = map[finding.Lang]bool{finding.Python: true, finding.TypeScript: true}

// helperNeedles returns, by language, the needles of the calls pass for the helpers and wrappers
// found so far whose names are not yet in searched (which it updates): the names of their keys.
// The names of functions whose callers are wanted (callers, linkState.wantedCallers) join them.
// In the languages of wholeNames these are identifiers, matched only where they stand whole
// (needleSet.add): a file can call, define, import or re-export a function, or say what a
// parameter of one holds, only by spelling its name as an identifier, never inside a longer one
// ("Template" in ResourceTemplate). The names of environment variables (env) are matched as
// they are.
func helperNeedles(helpers []seqHelper, callers, env map[finding.Lang][]string, searched map[finding.Lang]map[string]bool) map[finding.Lang]*needleSet {
	whole, plain := map[finding.Lang][][]byte{}, map[finding.Lang][][]byte{}
	add := func(to map[finding.Lang][][]byte, lang finding.Lang, name string) {
		if name == "" || searched[lang][name] {
			return
		}
		if searched[lang] == nil {
			searched[lang] = map[string]bool{}
		}
		searched[lang][name] = true
		to[lang] = append(to[lang], []byte(name))
	}
	for _, sh := range helpers {
		add(whole, sh.lang, keyName(sh.h.Key))
	}
	for lang, names := range callers {
		for _, name := range names {
			add(whole, lang, name)
		}
	}
	for lang, names := range env {
		for _, name := range names {
			add(plain, lang, name)
		}
	}
	out := map[finding.Lang]*needleSet{}
	set := func(l finding.Lang) *needleSet {
		if out[l] == nil {
			out[l] = &needleSet{}
		}
		return out[l]
	}
	for l, needles := range whole {
		set(l).add(needles, wholeNames[l])
	}
	for l, needles := range plain {
		set(l).add(needles, false)
	}
	return out
}

// passStats counts the files the calls pass has extracted in this process: those it extracted
// for a name they spell (named) and those for a wanted module they define (modules). The
// benchmarks report them (BenchmarkScan's pass-named and pass-modules); nothing else reads them.
var passStats struct{ named, modules atomic.Int64 }

// extracted is what the pass learned from one file without a needle.
type extracted struct {
	seq  int
	rel  string
	lang finding.Lang
	res  extract.Result
}

// callsPass extracts the root's files that had no needle but matter to the files that had one:
// those that mention the name of a helper or wrapper (their calls are uses of it, and a wrapper
// they define makes the calls of its own name uses too), and those that define a module still
// wanted by the cross-file rules (link.go; of a NameDefiner's module, only the files that spell
// a wanted name, which are the only ones that may define it). It goes round until a round finds nothing new: a
// wrapper found in a round makes the files that mention its name wanted in the next, a module
// extracted wants the modules it calls. Each file is extracted at most once. The files it
// extracts give their helpers, their calls (all counted as uses, as a parsed file's are), their
// summaries and their pending findings, never their plain findings: those are the main pass's,
// and a file without a needle has none.
func (s *session) callsPass(ctx context.Context, col *collector, project func(string) *extract.Project) error {
	defer col.dropKept()
	if col.unparsed.Size() == 0 {
		return nil
	}
	searched := map[finding.Lang]map[string]bool{}
	done := map[int]bool{}
	for {
		callers, env := col.wantedCallers()
		needles := helperNeedles(col.helpers, callers, env, searched)
		modules := col.wanted(s.langs)
		if len(needles) == 0 && len(modules) == 0 {
			return nil
		}
		var takeErr error
		n, err := s.passRound(ctx, col, project, needles, modules, done, func(x extracted) {
			if takeErr == nil {
				takeErr = col.addExtracted(x)
			}
		})
		if err == nil {
			err = takeErr
		}
		if err != nil || n == 0 {
			return err
		}
	}
}

// passRound tests again (from the bytes kept, or read again) the files without a needle that mention a name of needles or define a
// module of modules (and were not extracted in an earlier round), extracts them and hands each
// result to take, on the calling goroutine. It returns how many files it extracted.
func (s *session) passRound(ctx context.Context, col *collector, project func(string) *extract.Project,
	needles map[finding.Lang]*needleSet, modules map[finding.Lang]map[string]*wantedModule, done map[int]bool,
	take func(extracted)) (int, error) {
	byLang := map[finding.Lang]extract.Language{}
	for _, l := range s.langs {
		byLang[l.Lang()] = l
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type passJob struct {
		fileJob
		module *wantedModule // of a wanted module: extracted if it spells a wanted name
		src    []byte        // the bytes the main pass kept (collector.kept), or nil: read them
	}
	jobs := make(chan passJob, 4*s.opts.Jobs)
	results := make(chan extracted, 4*s.opts.Jobs)
	var wg sync.WaitGroup
	for i := 0; i < s.opts.Jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &worker{opts: s.opts, project: project, parsers: map[extract.Dialect]*sitter.Parser{}, cache: s.cache}
			defer w.close()
			defer s.workerDone()
			var buf []byte // reused: nothing keeps a file's bytes (extract.Language.Extract must not)
			for job := range jobs {
				if ctx.Err() != nil {
					continue // drain
				}
				l := job.lang.Lang()
				src := job.src
				if src == nil {
					var err error
					src, _, err = safefile.Read(job.abs, s.opts.MaxFileSize, buf)
					if cap(src) > cap(buf) {
						buf = src
					}
					if err != nil || isBinary(src) {
						continue
					}
				} // kept bytes passed the main pass's isBinary
				byModule := job.module != nil && job.module.wants(src)
				if !byModule {
					match, part := false, false
					if needles[l] != nil {
						match, part = needles[l].matchPart(src)
					}
					if part && !match {
						// The file spells a name only inside a longer identifier, which the
						// pass extracted for it until 2026-12: the manifests' notes of its
						// project stay as they were (as a deferred file's, worker.process).
						w.project(job.rel)
					}
					if !match {
						continue
					}
				}
				// A file that fails now is not reported: the first pass did not parse it.
				fctx := job.contextOf(src)
				if q, ok := job.lang.(extract.Quiet); ok && q.Quiet(job.rel, fctx) {
					continue
				}
				s.busy.Add(1)
				res, skipped := w.extractCompleted(ctx, job.fileJob, fileLang(job.fileJob), src, fctx)
				s.busy.Add(-1)
				if skipped != nil {
					continue
				}
				if byModule {
					passStats.modules.Add(1)
				} else {
					passStats.named.Add(1)
				}
				results <- extracted{seq: job.seq, rel: job.rel, lang: l, res: res}
			}
		}()
	}
	var feedErr error
	go func() {
		defer close(jobs)
		feedErr = col.eachUnparsed(func(seq int, abs, rel string, l finding.Lang, d extract.Dialect) error {
			lang, ok := byLang[l]
			if !ok || done[seq] {
				return nil
			}
			var module *wantedModule
			if def, ok := lang.(extract.Definer); ok && modules[l] != nil {
				module = modules[l][def.ModuleOf(rel)]
			}
			if module == nil && needles[l] == nil {
				return nil
			}
			job := fileJob{abs: abs, rel: rel, seq: seq, lang: lang, dialect: d, decided: col.decidedContext(rel)}
			select {
			case jobs <- passJob{fileJob: job, module: module, src: col.kept[seq]}:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
	}()
	go func() { wg.Wait(); close(results) }()
	// Taken in the order of the files, not of the workers' finishing: the index's aliases keep
	// the order their files were added in, which decides, among the functions a key names,
	// which ones a finding's related places show first (and which fit).
	var got []extracted
	for x := range results {
		got = append(got, x)
	}
	slices.SortFunc(got, func(a, b extracted) int { return a.seq - b.seq })
	for _, x := range got {
		take(x)
	}
	n := len(got)
	for _, x := range got { // marked done after the feed, which reads done and kept, has ended
		done[x.seq] = true
		delete(col.kept, x.seq) // extracted: no round looks at it again
	}
	if feedErr != nil {
		return n, feedErr
	}
	return n, ctx.Err()
}
