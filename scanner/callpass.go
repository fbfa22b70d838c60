package scanner

import (
	"context"
	"sync"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// The calls pass. The prefilter parses only files with a needle of their language, so a file
// that calls a repository's own helper (createErrorResponse, tool_error) and builds no result
// itself is never parsed, and its calls were not counted in the helper's uses. Once a root's
// helpers are known, the files read without a needle are read again; those whose bytes mention
// the name of a helper of their language are parsed, and only their calls are kept: their
// findings were not reported by the first pass and are not now. The pass costs a second read
// of the files without a needle, and a parse of the few that mention a helper.
//
// The same pass serves the cross-file rules (link.go): a tool's module calls an API client
// module that holds no needle. The files that define a module a summary or a pending finding
// still wants are extracted too, for their summaries, calls and pending findings.

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

// helperNeedles returns, by language, the needles of the calls pass: the names of the keys that
// reach a helper.
func helperNeedles(paths map[finding.Lang]map[string]string) map[finding.Lang]*needleSet {
	out := map[finding.Lang]*needleSet{}
	for l, hp := range paths {
		seen := map[string]bool{}
		var needles [][]byte
		for key := range hp {
			if name := keyName(key); name != "" && !seen[name] {
				seen[name] = true
				needles = append(needles, []byte(name))
			}
		}
		if len(needles) > 0 {
			out[l] = newNeedleSet(needles)
		}
	}
	return out
}

// maxLinkRounds bounds the rounds of the pass: a tool's module names a client module, whose
// functions name a transport module, and so on.
const maxLinkRounds = 3

// extracted is what the pass learned from one file without a needle.
type extracted struct {
	seq     int
	rel     string
	lang    finding.Lang
	res     extract.Result
	counted bool // its bytes mention a helper's name: its calls count as uses
}

// callsPass counts into uses the calls of helpers in the root's files that had no needle, and
// extracts for the cross-file rules (link.go) those that define a module still wanted: in the
// first round the files that mention a helper's name or define a wanted module, then, while
// the files extracted want more, the files that define those modules. Each file is extracted
// at most once; only the calls of a file that mentions a helper's name are counted, as before
// the cross-file rules, so that uses do not depend on them.
func (s *session) callsPass(ctx context.Context, col *collector, project func(string) *extract.Project,
	paths map[finding.Lang]map[string]string, uses map[finding.Lang]map[string]int) error {
	if col.unparsed.Size() == 0 {
		return nil
	}
	needles := helperNeedles(paths)
	done := map[int]bool{}
	for round := 0; round < maxLinkRounds; round++ {
		modules := col.wanted(s.langs)
		if len(needles) == 0 && len(modules) == 0 {
			return nil
		}
		var spillErr error
		n, err := s.passRound(ctx, col, project, needles, modules, done, func(x extracted) {
			if x.counted {
				for _, c := range x.res.Calls {
					countCall(paths, uses, x.lang, c.Key)
				}
			}
			col.addLinks(x.rel, x.lang, &x.res)
			if spillErr == nil {
				spillErr = col.spillFindings(x.rel, x.lang, nil, x.res.Pending)
			}
		})
		if err == nil {
			err = spillErr
		}
		if err != nil || n == 0 {
			return err
		}
		needles = nil // the files that mention a helper's name were all read in the first round
	}
	return nil
}

// passRound reads again the files without a needle that mention a name of needles or define a
// module of modules (and were not extracted in an earlier round), extracts them and hands each
// result to take, on the calling goroutine. It returns how many files it extracted.
func (s *session) passRound(ctx context.Context, col *collector, project func(string) *extract.Project,
	needles map[finding.Lang]*needleSet, modules map[finding.Lang]map[string]bool, done map[int]bool,
	take func(extracted)) (int, error) {
	byLang := map[finding.Lang]extract.Language{}
	for _, l := range s.langs {
		byLang[l.Lang()] = l
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type passJob struct {
		fileJob
		defines bool // defines a wanted module: extracted whatever its bytes
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
			var buf []byte // reused: nothing keeps a file's bytes (extract.Language.Extract must not)
			for job := range jobs {
				if ctx.Err() != nil {
					continue // drain
				}
				l := job.lang.Lang()
				src, _, err := readCappedBuf(job.abs, s.opts.MaxFileSize, buf)
				if cap(src) > cap(buf) {
					buf = src
				}
				if err != nil || isBinary(src) {
					continue
				}
				counted := needles[l] != nil && needles[l].match(src)
				if !counted && !job.defines {
					continue
				}
				// A file that fails now is not reported: the first pass did not parse it.
				fctx := extract.ContextOf(job.rel, src)
				res, skipped := w.extractCompleted(ctx, job.fileJob, fileLang(job.fileJob), src, fctx)
				if skipped != nil {
					continue
				}
				results <- extracted{seq: job.seq, rel: job.rel, lang: l, res: res, counted: counted}
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
			defines := false
			if def, ok := lang.(extract.Definer); ok && modules[l] != nil {
				defines = modules[l][def.ModuleOf(rel)]
			}
			if !defines && needles[l] == nil {
				return nil
			}
			select {
			case jobs <- passJob{fileJob: fileJob{abs: abs, rel: rel, seq: seq, lang: lang, dialect: d}, defines: defines}:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
	}()
	go func() { wg.Wait(); close(results) }()
	var seqs []int // marked done after the feed, which reads done, has ended
	for x := range results {
		seqs = append(seqs, x.seq)
		take(x)
	}
	n := len(seqs)
	for _, seq := range seqs {
		done[seq] = true
	}
	if feedErr != nil {
		return n, feedErr
	}
	return n, ctx.Err()
}
