package adjudication

import (
	"fmt"
	"slices"
	"strings"
)

// Agreement is the agreement of two coders on one coded field.
type Agreement struct {
	Field  string `json:"field"`
	CoderA string `json:"coderA"`
	CoderB string `json:"coderB"`
	// N counts the rows both coders coded in this field.
	N         int       `json:"n"`
	Kappa     float64   `json:"kappa"`
	Raw       float64   `json:"raw"`
	Chance    float64   `json:"chance"`
	Confusion Confusion `json:"confusion"`
}

// Agree computes Cohen's kappa and raw agreement for every pair of sheets and every coded field,
// over the rows both coders coded, in ledger order.
func Agree(l *Ledger, sheets []*Sheet) ([]Agreement, error) {
	if len(sheets) < 2 {
		return nil, fmt.Errorf("agreement needs at least two coding sheets, got %d", len(sheets))
	}
	for i := range sheets {
		for j := i + 1; j < len(sheets); j++ {
			if sheets[i].Coder == sheets[j].Coder {
				return nil, fmt.Errorf("%s and %s are both coded by %q: agreement is between different coders", sheets[i].Name, sheets[j].Name, sheets[i].Coder)
			}
		}
	}
	var out []Agreement
	for _, f := range CodedFields {
		for i := range sheets {
			for j := i + 1; j < len(sheets); j++ {
				var a, b []string
				for k := range l.Rows {
					key := l.Rows[k].Key()
					va, vb := sheets[i].Codes[key][f.Name], sheets[j].Codes[key][f.Name]
					if va != "" && vb != "" {
						a, b = append(a, va), append(b, vb)
					}
				}
				c := NewConfusion(a, b)
				kappa, po, pe := c.Kappa()
				out = append(out, Agreement{Field: f.Name, CoderA: sheets[i].Coder, CoderB: sheets[j].Coder,
					N: len(a), Kappa: kappa, Raw: po, Chance: pe, Confusion: c})
			}
		}
	}
	return out, nil
}

// FormatAgreement renders agreements as text: one line per field and pair, then its matrix.
func FormatAgreement(as []Agreement) string {
	var b strings.Builder
	for _, a := range as {
		fmt.Fprintf(&b, "%s  %s vs %s  n=%d  kappa=%s  raw agreement=%s\n", a.Field, a.CoderA, a.CoderB, a.N, num(a.Kappa), num(a.Raw))
		if a.N == 0 {
			continue
		}
		w := len(a.CoderA + " \\ " + a.CoderB)
		for _, l := range a.Confusion.Labels {
			w = max(w, len(l))
		}
		fmt.Fprintf(&b, "  %-*s", w, a.CoderA+" \\ "+a.CoderB)
		for _, l := range a.Confusion.Labels {
			fmt.Fprintf(&b, " %*s", max(len(l), 4), l)
		}
		b.WriteString("\n")
		for i, l := range a.Confusion.Labels {
			fmt.Fprintf(&b, "  %-*s", w, l)
			for j, m := range a.Confusion.Labels {
				fmt.Fprintf(&b, " %*d", max(len(m), 4), a.Confusion.Counts[i][j])
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

func num(f float64) string {
	if f != f || f < -1 { // NaN, or -2, which stands for NaN in JSON
		return "n/a"
	}
	return fmt.Sprintf("%.3f", f)
}

// Unresolved is a row and field the coders disagree on and no adjudicator decided.
type Unresolved struct {
	Key    string            `json:"key"`
	Field  string            `json:"field"`
	Values map[string]string `json:"values"` // coder -> value
}

// Adjudicate turns coding sheets and an optional adjudicator's sheet into verdicts: where every
// coder who coded a field agrees, their value stands; where they disagree, the adjudicator's value
// decides; where no one decided, the row and field are returned as unresolved and the verdict
// keeps the field empty. Rows no coder coded get no verdict.
func Adjudicate(l *Ledger, sheets []*Sheet, adjudicator *Sheet) ([]Verdict, []Unresolved) {
	var vs []Verdict
	var open []Unresolved
	for i := range l.Rows {
		r := &l.Rows[i]
		key := r.Key()
		v := Verdict{Study: l.Study, Repository: r.Repository, Fingerprint: r.Fingerprint, Path: r.Path, Line: r.Line, Rule: r.Rule}
		var by []string
		coded, adjudicated := false, false
		for _, f := range CodedFields {
			values := map[string]string{}
			var distinct []string
			for _, s := range sheets {
				if val := s.Codes[key][f.Name]; val != "" {
					values[s.Coder] = val
					if !slices.Contains(distinct, val) {
						distinct = append(distinct, val)
					}
				}
			}
			var decided string
			switch {
			case len(distinct) == 0:
				continue
			case len(distinct) == 1:
				decided = distinct[0]
			case adjudicator != nil && adjudicator.Codes[key][f.Name] != "":
				decided = adjudicator.Codes[key][f.Name]
				adjudicated = true
			default:
				open = append(open, Unresolved{Key: key, Field: f.Name, Values: values})
			}
			coded = true
			switch f.Name {
			case "verdict":
				v.Verdict = decided
			case "shape":
				v.Shape = decided
			}
		}
		if !coded {
			continue
		}
		for _, s := range sheets {
			if _, ok := s.Codes[key]; ok && len(s.Codes[key]) > 0 {
				by = append(by, s.Coder)
			}
		}
		v.By = "agreed: " + strings.Join(by, ", ")
		v.Reason = joinReasons(key, sheets)
		if adjudicated {
			v.By = "adjudicated: " + adjudicator.Coder
			if rs := adjudicator.Reasons[key]; rs != "" {
				v.Reason = rs
			}
		}
		vs = append(vs, v)
	}
	return vs, open
}

func joinReasons(key string, sheets []*Sheet) string {
	var parts []string
	for _, s := range sheets {
		if r := s.Reasons[key]; r != "" {
			parts = append(parts, s.Coder+": "+r)
		}
	}
	return strings.Join(parts, "; ")
}
