package adjudication

import (
	"bytes"
	"strings"
	"testing"
)

func mustSheet(t *testing.T, l *Ledger, name, coder string, codes []string) *Sheet {
	t.Helper()
	s, err := ReadSheet(name, codedSheet(t, l, coder, codes), l)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestAdjudicateRefusesOnePersonAsAgreement: the same coder's sheet twice, a sheet that codes
// nothing, or an adjudicator who also coded would count one person's values as agreement.
func TestAdjudicateRefusesOnePersonAsAgreement(t *testing.T) {
	l := fixtureLedger()
	a := mustSheet(t, l, "alice.csv", "alice", []string{"confirmed/structured", "rejected/"})
	a2 := mustSheet(t, l, "alice-again.csv", "alice", []string{"confirmed/structured"})
	b := mustSheet(t, l, "bob.csv", "bob", []string{"confirmed/structured", "confirmed/prose-only"})
	empty := mustSheet(t, l, "empty.csv", "erin", nil)
	for _, c := range []struct {
		sheets []*Sheet
		adj    *Sheet
		want   string
	}{
		{[]*Sheet{a, a2}, nil, `alice.csv and alice-again.csv are both coded by "alice"`},
		{[]*Sheet{a, a}, nil, `both coded by "alice"`},
		{[]*Sheet{empty, a}, nil, "empty.csv codes no row"},
		{[]*Sheet{a}, nil, "at least two coders"},
		{[]*Sheet{a, b}, a2, `coded by "alice", who also coded alice.csv`},
	} {
		if _, _, err := Adjudicate(l, c.sheets, c.adj); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("err = %v, want %q", err, c.want)
		}
	}
	// A row only one coder coded is that coder's verdict, not an agreement.
	vs, open, err := Adjudicate(l, []*Sheet{mustSheet(t, l, "a.csv", "alice", []string{"confirmed/structured", "rejected/", "rejected/"}), b}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ApplyVerdicts(l, vs)
	if s := Summarize(l); s.OneCoder != 1 || !strings.Contains(s.FormatTable(), "(1 coded by one coder only)") {
		t.Errorf("the summary does not say that a verdict rests on one coder:\n%s", s.FormatTable())
	}
	if len(vs) != 3 || vs[0].By != "agreed: alice, bob" || vs[2].By != "one coder: alice" || len(open) != 1 || !strings.HasPrefix(vs[1].By, "unresolved: verdict (alice rejected, bob confirmed)") {
		t.Errorf("verdicts %+v, open %v", vs, open)
	}
}

// TestReplacedVerdictKeepsThePrevious: adjudicating again with another decision replaces a
// verdict only with a trace: the replacement is returned and the earlier decision is kept.
func TestReplacedVerdictKeepsThePrevious(t *testing.T) {
	l := fixtureLedger()
	first := Verdict{Study: l.Study, Repository: l.Rows[0].Repository, Fingerprint: l.Rows[0].Fingerprint, Verdict: "confirmed", By: "agreed: alice, bob"}
	other := Verdict{Study: l.Study, Repository: l.Rows[1].Repository, Fingerprint: l.Rows[1].Fingerprint, Verdict: "rejected", By: "agreed: alice, bob"}
	second := first
	second.Verdict, second.By = "rejected", "adjudicated: carol"
	merged, replaced := MergeVerdicts([]Verdict{first, other}, []Verdict{second, other})
	if len(merged) != 2 || len(replaced) != 1 || replaced[0].Old.Verdict != "confirmed" {
		t.Fatalf("merged %+v, replaced %+v", merged, replaced)
	}
	var got Verdict
	for _, v := range merged {
		if v.Key() == first.Key() {
			got = v
		}
	}
	if got.Verdict != "rejected" || len(got.Previous) != 1 || got.Previous[0] != first.Decision() {
		t.Errorf("the replaced verdict's history: %+v", got)
	}
	third := first // back to the first decision: both earlier ones are kept
	again, replaced := MergeVerdicts(merged, []Verdict{third})
	for _, v := range again {
		if v.Key() == first.Key() && (len(v.Previous) != 2 || len(replaced) != 1) {
			t.Errorf("history after a second change: %+v", v.Previous)
		}
	}
}

// TestOneRuleForCodedValues: every coded field is read by one rule (case, surrounding spaces,
// spaces and underscores for hyphens), and the sheet's notes state it.
func TestOneRuleForCodedValues(t *testing.T) {
	l := fixtureLedger()
	s, err := ReadSheet("a.csv", codedSheet(t, l, "alice", []string{" Confirmed /Prose only", "CONFIRMED/json_in_text", "rejected/ structured "}), l)
	if err != nil {
		t.Fatal(err)
	}
	got := []string{s.Codes[l.Rows[0].Key()]["shape"], s.Codes[l.Rows[1].Key()]["shape"], s.Codes[l.Rows[2].Key()]["shape"], s.Codes[l.Rows[0].Key()]["verdict"]}
	if strings.Join(got, " ") != "prose-only json-in-text structured confirmed" {
		t.Errorf("read as %q", got)
	}
	if notes := strings.Join(s.Notes, "\n"); !strings.Contains(notes, "read 5 value(s) by the rule that every coded value") {
		t.Errorf("notes:\n%s", notes)
	}
	_, err = ReadSheet("a.csv", codedSheet(t, l, "alice", []string{"confirmed/prose"}), l)
	if err == nil || !strings.Contains(err.Error(), "a space or underscore counts as a hyphen") {
		t.Errorf("err = %v, want the rule stated", err)
	}
}

// TestUnresolvedVerdictsAreReported: rows the coders disagree on and no adjudicator decided are
// counted in the summary and listed in both reports.
func TestUnresolvedVerdictsAreReported(t *testing.T) {
	l := fixtureLedger()
	a := mustSheet(t, l, "a.csv", "alice", []string{"confirmed/structured", "rejected/"})
	b := mustSheet(t, l, "b.csv", "bob", []string{"confirmed/structured", "confirmed/prose-only"})
	vs, _, err := Adjudicate(l, []*Sheet{a, b}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ApplyVerdicts(l, vs)
	d := NewReportData("mcperr test", l, nil)
	if d.Summary.Unresolved != 1 {
		t.Errorf("summary counts %d unresolved, want 1", d.Summary.Unresolved)
	}
	var md, page bytes.Buffer
	WriteMarkdown(&md, d)
	WriteHTML(&page, d)
	for name, text := range map[string]string{"markdown": md.String(), "html": page.String()} {
		if !strings.Contains(text, "Unresolved verdicts") || !strings.Contains(text, "alice rejected, bob confirmed") {
			t.Errorf("the %s report does not list the unresolved verdict", name)
		}
	}
}
