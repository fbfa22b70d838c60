package adjudication

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
)

// Verdict is the adjudicated human decision on one finding, keyed by repository and fingerprint.
// The position fields are a copy taken when the verdict was made, so a stale verdict can still say
// what it was about after its finding vanished.
type Verdict struct {
	Study       string `json:"study"`
	Repository  string `json:"repository"`
	Fingerprint string `json:"fingerprint"`
	Path        string `json:"path"`
	Line        int    `json:"line"`
	Rule        string `json:"rule"`
	// Verdict is "confirmed" (the machine was right) or "rejected"; Shape is the coders' shape.
	Verdict string `json:"verdict"`
	Shape   string `json:"shape"`
	Reason  string `json:"reason"`
	// By says how the verdict was reached: "agreed: alice, bob" or "adjudicated: carol".
	By string `json:"by"`
}

// Key matches Row.Key.
func (v *Verdict) Key() string { return v.Repository + " " + v.Fingerprint }

// ApplyVerdicts fills the verdict columns of the ledger's rows from vs, and sets l.Stale to the
// verdicts whose finding is no longer in the ledger (a re-scan lost it). Nothing is dropped: every
// verdict lands either on a row or in Stale.
func ApplyVerdicts(l *Ledger, vs []Verdict) {
	index := make(map[string]int, len(l.Rows))
	for i := range l.Rows {
		index[l.Rows[i].Key()] = i
	}
	inShard := map[string]bool{}
	for _, r := range l.Repositories {
		inShard[r.URL] = true
	}
	l.Stale = []Verdict{}
	for _, v := range vs {
		i, ok := index[v.Key()]
		if !ok {
			// A shard judges only its own repositories; the others are another shard's to keep.
			if l.Shard == "" || inShard[v.Repository] {
				l.Stale = append(l.Stale, v)
			}
			continue
		}
		r := &l.Rows[i]
		r.Verdict, r.VerdictShape, r.VerdictReason, r.VerdictBy = v.Verdict, v.Shape, v.Reason, v.By
	}
	sortVerdicts(l.Stale)
}

func sortVerdicts(vs []Verdict) {
	slices.SortFunc(vs, func(a, b Verdict) int {
		return cmp.Or(cmp.Compare(a.Repository, b.Repository), cmp.Compare(a.Path, b.Path),
			cmp.Compare(a.Line, b.Line), cmp.Compare(a.Fingerprint, b.Fingerprint))
	})
}

// MergeVerdicts returns old with every verdict of newer added or replacing the one with its key.
func MergeVerdicts(old, newer []Verdict) []Verdict {
	index := map[string]int{}
	out := slices.Clone(old)
	for i := range out {
		index[out[i].Key()] = i
	}
	for _, v := range newer {
		if i, ok := index[v.Key()]; ok {
			out[i] = v
			continue
		}
		index[v.Key()] = len(out)
		out = append(out, v)
	}
	sortVerdicts(out)
	return out
}

func writeVerdictsCSV(w io.Writer, vs []Verdict) error {
	header := []string{"study", "repository", "fingerprint", "path", "line", "rule", "verdict", "shape", "reason", "by"}
	return writeTable(w, header, func(emit func([]string) error) error {
		for _, v := range vs {
			if err := emit([]string{v.Study, v.Repository, v.Fingerprint, v.Path, strconv.Itoa(v.Line), v.Rule, v.Verdict, v.Shape, v.Reason, v.By}); err != nil {
				return err
			}
		}
		return nil
	})
}

// StaleError is returned where stale verdicts must stop a run: it lists them.
type StaleError struct{ Stale []Verdict }

func (e *StaleError) Error() string {
	return fmt.Sprintf("%d verdict(s) are stale: their finding is no longer in the ledger (first: %s %s:%d)",
		len(e.Stale), e.Stale[0].Repository, e.Stale[0].Path, e.Stale[0].Line)
}
