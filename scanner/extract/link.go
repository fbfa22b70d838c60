package extract

import "github.com/mcperr/mcperr/scanner/finding"

// Link counts, across all files of one language, the calls that reach each helper, and records
// the count as Site.Uses on every site the helper builds. It returns how many calls reached a helper.
func Link(results []Result) int {
	uses := map[string]int{}
	helperPath := map[string]string{}
	for _, r := range results {
		for _, h := range r.Helpers {
			helperPath[h.Key] = h.PathKey
		}
	}
	total := 0
	for _, r := range results {
		for _, c := range r.Calls {
			if pk, ok := helperPath[c.Key]; ok {
				uses[pk]++
				total++
			}
		}
	}
	for _, r := range results {
		for i := range r.Findings {
			setUses(&r.Findings[i], uses)
		}
	}
	return total
}

func setUses(f *finding.Finding, uses map[string]int) {
	if f.Site == nil {
		return
	}
	if n, ok := uses[f.Site.PathKey]; ok {
		f.Site.Uses = n
	}
}
