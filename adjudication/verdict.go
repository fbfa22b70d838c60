package adjudication

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
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
	// By says how the verdict was reached: "agreed: alice, bob" (two or more coders coded it and
	// agree), "one coder: alice" (no one else coded it), "adjudicated: carol", or, while the
	// coders disagree and no adjudicator decided, "unresolved: ..." with their values.
	By string `json:"by"`
	// Previous holds the decisions this verdict replaced, oldest first: a verdict is never
	// overwritten without a trace.
	Previous []PriorVerdict `json:"previous,omitempty"`
}

// PriorVerdict is a decision that a later verdict on the same finding replaced.
type PriorVerdict struct {
	Verdict string `json:"verdict"`
	Shape   string `json:"shape"`
	Reason  string `json:"reason"`
	By      string `json:"by"`
}

// OneCoderBy starts the By of a verdict that only one coder coded: no one checked it.
const OneCoderBy = "one coder: "

// UnresolvedBy starts the By of a verdict with a field the coders disagree on and no
// adjudicator decided.
const UnresolvedBy = "unresolved: "

// IsUnresolved reports whether the verdict has a field no one decided.
func (v *Verdict) IsUnresolved() bool { return strings.HasPrefix(v.By, UnresolvedBy) }

// Decision returns the verdict's decision, as Previous keeps it.
func (v *Verdict) Decision() PriorVerdict {
	return PriorVerdict{Verdict: v.Verdict, Shape: v.Shape, Reason: v.Reason, By: v.By}
}

// String renders a decision for messages: "confirmed, structured (agreed: alice, bob)".
func (p PriorVerdict) String() string {
	what := cmp.Or(p.Verdict, "(no verdict)")
	if p.Shape != "" {
		what += ", " + p.Shape
	}
	return what + " (" + p.By + ")"
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

// Replacement is a recorded verdict that a newer one with another decision replaced.
type Replacement struct{ Old, New Verdict }

// MergeVerdicts returns old with every verdict of newer added. A newer verdict with the key of an
// old one that decides the same keeps the old one; one that decides differently replaces it,
// carrying the old decision (and its history) in Previous, and is returned as a replacement so
// that the caller can say so.
func MergeVerdicts(old, newer []Verdict) ([]Verdict, []Replacement) {
	index := map[string]int{}
	out := slices.Clone(old)
	for i := range out {
		index[out[i].Key()] = i
	}
	var changed []Replacement
	for _, v := range newer {
		i, ok := index[v.Key()]
		if !ok {
			index[v.Key()] = len(out)
			out = append(out, v)
			continue
		}
		was := out[i]
		if was.Decision() == v.Decision() {
			continue
		}
		v.Previous = append(slices.Clone(was.Previous), was.Decision())
		out[i] = v
		changed = append(changed, Replacement{Old: was, New: v})
	}
	sortVerdicts(out)
	return out, changed
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
