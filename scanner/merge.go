package scanner

import "github.com/mcperr/mcperr/scanner/finding"

// merge joins one file's tree-sitter findings and lexical hits. A tree-sitter errorresult on the
// line of a lexical hit was found by both methods; when the line has no errorresult but other
// findings (a dropped flag, say), those confirm the hit. Hits that nothing confirms are counted,
// and kept with method lexical when keep is set.
func merge(ts, lex []finding.Finding, keep bool) ([]finding.Finding, int) {
	if len(lex) == 0 {
		return ts, 0
	}
	byLine := map[int][]int{}
	for i, f := range ts {
		byLine[f.Line] = append(byLine[f.Line], i)
	}
	unconfirmed := 0
	for _, hit := range lex {
		idx := byLine[hit.Line]
		if len(idx) == 0 {
			unconfirmed++
			if keep {
				ts = append(ts, hit)
			}
			continue
		}
		marked := false
		for _, i := range idx {
			if ts[i].Rule == "errorresult" {
				ts[i].Method, marked = finding.Both, true
			}
		}
		if !marked {
			for _, i := range idx {
				ts[i].Method = finding.Both
			}
		}
	}
	return ts, unconfirmed
}
