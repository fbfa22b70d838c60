package scanner

import (
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

// tally counts what a scan saw, across its roots.
type tally struct {
	sum         finding.Summary
	lexicalMode bool // a --lexical run: every finding is lexical and each counts as a site
}

func newTally(lexicalMode bool) *tally {
	t := &tally{lexicalMode: lexicalMode}
	ResetCounts(&t.sum)
	return t
}

func (t *tally) file(fr fileResult) {
	t.sum.Bytes += fr.bytes
	t.sum.LexicalOnly += fr.lexicalOnly
	if fr.parsed {
		t.sum.FilesParsed++
	}
	if fr.deferred {
		t.sum.FilesDeferred++
	}
}

func (t *tally) findings(fs []finding.Finding) { CountFindings(&t.sum, fs, t.lexicalMode) }

func (t *tally) summary(skipped int) finding.Summary {
	t.sum.FilesSkipped = skipped
	return t.sum
}

// ResetCounts zeroes a summary's finding counts (sites, problems, by rule, shape and method),
// leaving the file counts, so that a driver that drops findings (a baseline) can count again.
func ResetCounts(s *finding.Summary) {
	s.Sites, s.Problems = 0, 0
	s.ByRule = map[string]int{}
	s.ByShape = map[finding.Shape]int{}
	s.ByMethod = map[finding.Method]int{}
}

// CountFindings adds findings to a summary's counts. Lexical candidates that tree-sitter did not
// confirm, kept for the adjudication, count by method only: they are not sites until someone
// says so. In a lexical run (lexicalMode) every finding is lexical and each counts as a site.
func CountFindings(s *finding.Summary, fs []finding.Finding, lexicalMode bool) {
	if s.ByRule == nil {
		ResetCounts(s)
	}
	for _, f := range fs {
		s.ByMethod[f.Method]++
		if f.Method == finding.Lexical && !lexicalMode {
			continue
		}
		s.ByRule[f.Rule]++
		if IsInventory(f.Rule) {
			s.Sites++
			if f.Site != nil {
				s.ByShape[f.Site.Shape]++
			}
		} else {
			s.Problems++
		}
	}
}

// IsInventory reports whether a rule lists sites rather than problems. A rule the registry does
// not know is taken as a problem, so that it is not hidden.
func IsInventory(id string) bool {
	r, ok := rule.Lookup(id)
	return ok && r.Kind == rule.Inventory
}
