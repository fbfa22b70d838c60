package adjudication

import (
	"fmt"
	"maps"
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
	return forPeople(b.String())
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

// Adjudicate turns coding sheets and an optional adjudicator's sheet into verdicts: where the
// coders who coded a field agree, their value stands ("agreed" when two or more coded it, "one
// coder" when only one did); where they disagree, the adjudicator's value decides; where no one
// decided, the row and field are returned as unresolved and the verdict says so in By, keeping
// the field empty. Rows no coder coded get no verdict. It refuses fewer than two coders, a sheet
// that codes nothing, two sheets of one coder, and an adjudicator who is also a coder: each would
// count one person's values as agreement.
func Adjudicate(l *Ledger, sheets []*Sheet, adjudicator *Sheet) ([]Verdict, []Unresolved, error) {
	if err := checkCoders(sheets, adjudicator); err != nil {
		return nil, nil, err
	}
	var vs []Verdict
	var open []Unresolved
	for i := range l.Rows {
		r := &l.Rows[i]
		key := r.Key()
		v := Verdict{Study: l.Study, Repository: r.Repository, Fingerprint: r.Fingerprint, Path: r.Path, Line: r.Line, Rule: r.Rule}
		coded, adjudicated := false, false
		var unresolved []string
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
				unresolved = append(unresolved, f.Name+" ("+votes(values)+")")
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
		var by []string
		for _, s := range sheets {
			if len(s.Codes[key]) > 0 {
				by = append(by, s.Coder)
			}
		}
		v.Reason = joinReasons(key, sheets)
		switch {
		case len(unresolved) > 0:
			v.By = UnresolvedBy + strings.Join(unresolved, "; ")
		case adjudicated:
			v.By = "adjudicated: " + adjudicator.Coder
			if rs := adjudicator.Reasons[key]; rs != "" {
				v.Reason = rs
			}
		case len(by) == 1:
			v.By = OneCoderBy + by[0]
		default:
			v.By = "agreed: " + strings.Join(by, ", ")
		}
		vs = append(vs, v)
	}
	return vs, open, nil
}

// votes renders coders' values, "alice confirmed, bob rejected", sorted by coder.
func votes(values map[string]string) string {
	var out []string
	for _, c := range slices.Sorted(maps.Keys(values)) {
		out = append(out, c+" "+values[c])
	}
	return strings.Join(out, ", ")
}

// checkCoders refuses what would make one person's values count as agreement.
func checkCoders(sheets []*Sheet, adjudicator *Sheet) error {
	if len(sheets) < 2 {
		return fmt.Errorf("adjudication needs the sheets of at least two coders, got %d", len(sheets))
	}
	seen := map[string]string{}
	for _, s := range sheets {
		if s.Coder == "" || s.CodedRows() == 0 {
			return fmt.Errorf("%s codes no row: fill in its verdict or shape columns, or leave it out", s.Name)
		}
		if prev, dup := seen[s.Coder]; dup {
			return fmt.Errorf("%s and %s are both coded by %q: adjudication is between different coders", prev, s.Name, s.Coder)
		}
		seen[s.Coder] = s.Name
	}
	if adjudicator != nil {
		if prev, dup := seen[adjudicator.Coder]; dup {
			return fmt.Errorf("the adjudicator's sheet %s is coded by %q, who also coded %s: an adjudicator decides between the coders, so must be someone else", adjudicator.Name, adjudicator.Coder, prev)
		}
	}
	return nil
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
