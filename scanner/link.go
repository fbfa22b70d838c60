package scanner

import (
	"bytes"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Cross-file linking (extract/summary.go). The collector keeps, per language, what each file
// says of its functions (summaries and the calls made from them, in an index that holds them
// compactly) and the findings that wait on other files, in memory. At the root's end, after the
// files without a needle that define wanted modules have been extracted too (callpass.go), one
// index per language resolves the pending findings, which join their files' findings.

// linkState is the collector's cross-file part: an index per language. The pending findings
// wait in the findings spill, beside their file's findings (collect.go); the index only notes
// the keys they name, for the pass that extracts the modules still wanted.
type linkState struct {
	indexes map[finding.Lang]*extract.Index
	group   func(rel string) string // a file's project (extract.Index.SetGroups); nil: the root's
}

// addLinks takes a file's cross-file parts: its summaries and the calls made from a function
// go into its language's index at once, which keeps them compactly, and the keys its pending
// findings name become wanted.
func (l *linkState) addLinks(path string, lang finding.Lang, res *extract.Result) {
	var calls []extract.Call
	for _, c := range res.Calls {
		if c.From != "" {
			calls = append(calls, c)
		}
	}
	if len(res.Summaries) == 0 && len(calls) == 0 && len(res.Pending) == 0 && len(res.Aliases) == 0 && len(res.Classes) == 0 {
		return
	}
	ix := l.index(lang)
	ix.Add(extract.Unit{Path: path, Summaries: res.Summaries, Calls: calls, Aliases: res.Aliases, Classes: res.Classes})
	for _, p := range res.Pending {
		ix.Expect(p)
	}
}

// index returns a language's index, made on first use.
func (l *linkState) index(lang finding.Lang) *extract.Index {
	if l.indexes == nil {
		l.indexes = map[finding.Lang]*extract.Index{}
	}
	ix, ok := l.indexes[lang]
	if !ok {
		ix = extract.NewIndex()
		if l.group != nil {
			ix.SetGroups(l.group)
		}
		l.indexes[lang] = ix
	}
	return ix
}

// wantedCallers returns, by language, the names of the functions whose callers the cross-file
// rules still want (Index.WantedCallers): the files that spell one may say what a parameter of
// it holds. It returns apart, as env, the names of the environment variables whose start-up
// guarantee a pending finding still wants (Index.WantedEnv): the file that checks one at
// start-up spells it, maybe inside a longer literal, so they are looked for as they are.
func (l *linkState) wantedCallers() (names, env map[finding.Lang][]string) {
	names, env = map[finding.Lang][]string{}, map[finding.Lang][]string{}
	for lang, ix := range l.indexes {
		for _, k := range ix.WantedCallers() {
			if name := keyName(k); name != "" {
				names[lang] = append(names[lang], name)
			}
		}
		env[lang] = append(env[lang], ix.WantedEnv()...)
	}
	return names, env
}

// wantedModule is a module the cross-file rules still want, and which of its files: those
// that spell one of names, or all of them when names is nil.
type wantedModule struct {
	names [][]byte
	all   bool
}

// wanted returns, for each language that is a Definer, the modules whose functions the root's
// summaries and pending findings name and no extracted file defines.
func (l *linkState) wanted(langs []extract.Language) map[finding.Lang]map[string]*wantedModule {
	out := map[finding.Lang]map[string]*wantedModule{}
	for _, lang := range langs {
		d, ok := lang.(extract.Definer)
		ix := l.indexes[lang.Lang()]
		if !ok || ix == nil {
			continue
		}
		nd, byName := lang.(extract.NameDefiner)
		for _, k := range ix.Wanted() {
			m := d.ModuleOfKey(k)
			if m == "" {
				continue
			}
			if out[lang.Lang()] == nil {
				out[lang.Lang()] = map[string]*wantedModule{}
			}
			w := out[lang.Lang()][m]
			if w == nil {
				w = &wantedModule{all: !byName}
				out[lang.Lang()][m] = w
			}
			if w.all {
				continue
			}
			if name := nd.DefinedName(k); name != "" {
				w.names = append(w.names, []byte(name))
			} else {
				w.all, w.names = true, nil
			}
		}
	}
	return out
}

// wants reports whether a file of the module with the bytes src is wanted.
func (w *wantedModule) wants(src []byte) bool {
	if w.all {
		return true
	}
	for _, n := range w.names {
		if bytes.Contains(src, n) {
			return true
		}
	}
	return false
}

// resolve returns the pending findings of one file that stand once the root is linked.
func (l *linkState) resolve(path string, lang finding.Lang, ps []extract.Pending) []finding.Finding {
	var out []finding.Finding
	for _, p := range ps {
		if f, ok := l.index(lang).Resolve(p, path); ok {
			out = append(out, f)
		}
	}
	return out
}
