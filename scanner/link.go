package scanner

import (
	"sort"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Cross-file linking (extract/summary.go). The collector keeps, per language, what each file
// says of its functions (summaries and the calls made from them) and the findings that wait on
// other files, in memory: they are few beside a root's findings. At the root's end, after the
// files without a needle that define wanted modules have been extracted too (callpass.go), one
// index per language resolves the pending findings, which join their files' findings.

// seqUnit is a file's unit with the walk position of the file: the index takes files in walk
// order, so that results do not depend on which worker finished first.
type seqUnit struct {
	seq  int
	unit extract.Unit
}

// seqPending is a pending finding with its file.
type seqPending struct {
	seq  int
	path string
	p    extract.Pending
}

// linkState is the collector's cross-file part.
type linkState struct {
	units   map[finding.Lang][]seqUnit
	pending map[finding.Lang][]seqPending
	// linked holds the pending findings that stood, by file, once resolve has run.
	linked map[string][]finding.Finding
}

// addLinks takes a file's cross-file parts. Only calls made from a function are edges.
func (l *linkState) addLinks(seq int, path string, lang finding.Lang, res *extract.Result) {
	var calls []extract.Call
	for _, c := range res.Calls {
		if c.From != "" {
			calls = append(calls, c)
		}
	}
	if len(res.Summaries) > 0 || len(calls) > 0 {
		if l.units == nil {
			l.units = map[finding.Lang][]seqUnit{}
		}
		l.units[lang] = append(l.units[lang], seqUnit{seq: seq, unit: extract.Unit{Path: path, Summaries: res.Summaries, Calls: calls}})
	}
	for _, p := range res.Pending {
		if l.pending == nil {
			l.pending = map[finding.Lang][]seqPending{}
		}
		l.pending[lang] = append(l.pending[lang], seqPending{seq: seq, path: path, p: p})
	}
}

// index builds a language's index from the units collected so far, in walk order.
func (l *linkState) index(lang finding.Lang) *extract.Index {
	us := l.units[lang]
	sort.SliceStable(us, func(i, j int) bool { return us[i].seq < us[j].seq })
	ix := extract.NewIndex()
	for _, u := range us {
		ix.Add(u.unit)
	}
	return ix
}

// wanted returns, for each language that is a Definer, the modules whose functions the root's
// summaries and pending findings name and no extracted file defines.
func (l *linkState) wanted(langs []extract.Language) map[finding.Lang]map[string]bool {
	out := map[finding.Lang]map[string]bool{}
	for _, lang := range langs {
		d, ok := lang.(extract.Definer)
		if !ok {
			continue
		}
		code := lang.Lang()
		var ps []extract.Pending
		for _, sp := range l.pending[code] {
			ps = append(ps, sp.p)
		}
		for _, k := range l.index(code).Wanted(ps) {
			if m := d.ModuleOfKey(k); m != "" {
				if out[code] == nil {
					out[code] = map[string]bool{}
				}
				out[code][m] = true
			}
		}
	}
	return out
}

// resolve links each language's files and keeps the pending findings that stand, by file.
func (l *linkState) resolve() {
	l.linked = map[string][]finding.Finding{}
	for lang, ps := range l.pending {
		ix := l.index(lang)
		sort.SliceStable(ps, func(i, j int) bool { return ps[i].seq < ps[j].seq })
		for _, sp := range ps {
			if f, ok := ix.Resolve(sp.p, sp.path); ok {
				l.linked[sp.path] = append(l.linked[sp.path], f)
			}
		}
	}
}
