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

// callsPass counts into uses the calls of helpers in the root's files that had no needle.
func (s *session) callsPass(ctx context.Context, col *collector, project func(string) *extract.Project,
	paths map[finding.Lang]map[string]string, uses map[finding.Lang]map[string]int) error {
	needles := helperNeedles(paths)
	if len(needles) == 0 || col.unparsed.Size() == 0 {
		return nil
	}
	byLang := map[finding.Lang]extract.Language{}
	for _, l := range s.langs {
		byLang[l.Lang()] = l
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type calls struct {
		lang finding.Lang
		keys []extract.Call
	}
	jobs := make(chan fileJob, 4*s.opts.Jobs)
	results := make(chan calls, 4*s.opts.Jobs)
	var wg sync.WaitGroup
	for i := 0; i < s.opts.Jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w := &worker{opts: s.opts, project: project, parsers: map[extract.Dialect]*sitter.Parser{}}
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
				if err != nil || isBinary(src) || !needles[l].match(src) {
					continue
				}
				// A file that fails now is not reported: the first pass did not parse it.
				res, skipped := w.extract(ctx, job, src, extract.ContextOf(job.rel, src))
				if skipped == nil && len(res.Calls) > 0 {
					results <- calls{lang: l, keys: res.Calls}
				}
			}
		}()
	}
	var feedErr error
	go func() {
		defer close(jobs)
		feedErr = col.eachUnparsed(func(seq int, abs, rel string, l finding.Lang, d extract.Dialect) error {
			lang, ok := byLang[l]
			if !ok || needles[l] == nil {
				return nil
			}
			select {
			case jobs <- fileJob{abs: abs, rel: rel, seq: seq, lang: lang, dialect: d}:
				return nil
			case <-ctx.Done():
				return ctx.Err()
			}
		})
	}()
	go func() { wg.Wait(); close(results) }()
	for r := range results {
		for _, c := range r.keys {
			countCall(paths, uses, r.lang, c.Key)
		}
	}
	if feedErr != nil {
		return feedErr
	}
	return ctx.Err()
}
