package scanner

import (
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

// tally counts what a scan saw, across its roots.
type tally struct {
	seen, parsed int
	bytes        int64
	lexicalOnly  int
	lexicalMode  bool // a --lexical run: every finding is lexical and each counts as a site
	sites        int
	problems     int
	byRule       map[string]int
	byShape      map[finding.Shape]int
	byMethod     map[finding.Method]int
}

func newTally(lexicalMode bool) *tally {
	return &tally{lexicalMode: lexicalMode, byRule: map[string]int{}, byShape: map[finding.Shape]int{}, byMethod: map[finding.Method]int{}}
}

func (t *tally) file(fr fileResult) {
	t.bytes += fr.bytes
	t.lexicalOnly += fr.lexicalOnly
	if fr.parsed {
		t.parsed++
	}
}

// findings counts a root's findings. Lexical candidates that tree-sitter did not confirm, kept
// for the adjudication, are counted by method only: they are not sites until someone says so.
func (t *tally) findings(fs []finding.Finding) {
	for _, f := range fs {
		t.byMethod[f.Method]++
		if f.Method == finding.Lexical && !t.lexicalMode {
			continue
		}
		t.byRule[f.Rule]++
		if IsInventory(f.Rule) {
			t.sites++
			if f.Site != nil {
				t.byShape[f.Site.Shape]++
			}
		} else {
			t.problems++
		}
	}
}

// IsInventory reports whether a rule lists sites rather than problems. A rule the registry does
// not know is taken as a problem, so that it is not hidden.
func IsInventory(id string) bool {
	r, ok := rule.Lookup(id)
	return ok && r.Kind == rule.Inventory
}

func (t *tally) summary(skipped int) finding.Summary {
	return finding.Summary{
		FilesSeen: t.seen, FilesParsed: t.parsed, FilesSkipped: skipped, Bytes: t.bytes,
		Sites: t.sites, Problems: t.problems, ByRule: t.byRule, ByShape: t.byShape, ByMethod: t.byMethod,
		LexicalOnly: t.lexicalOnly,
	}
}
