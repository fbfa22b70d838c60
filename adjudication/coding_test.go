package adjudication

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// codedSheet writes a blind sheet for coder and fills it with codes[i] = "verdict/shape".
func codedSheet(t *testing.T, l *Ledger, coder string, codes []string) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteSheet(&buf, l, coder, nil); err != nil {
		t.Fatal(err)
	}
	tab, err := readTable("sheet", buf.Bytes(), sheetRequired)
	if err != nil {
		t.Fatal(err)
	}
	for i := range tab.rows {
		if i < len(codes) && codes[i] != "" {
			v, s, _ := strings.Cut(codes[i], "/")
			tab.rows[i][tab.col["verdict"]] = v
			tab.rows[i][tab.col["shape"]] = s
			tab.rows[i][tab.col["reason"]] = coder + " looked"
		}
	}
	var out bytes.Buffer
	writeTable(&out, tab.header, func(emit func([]string) error) error {
		for _, r := range tab.rows {
			emit(r)
		}
		return nil
	})
	return out.Bytes()
}

func TestSheetIsBlind(t *testing.T) {
	l := fixtureLedger()
	l.Rows[0].Verdict, l.Rows[0].VerdictBy = "rejected", "adjudicated: carol"
	var buf bytes.Buffer
	WriteSheet(&buf, l, "alice", nil)
	for _, leak := range []string{"rejected", "carol", "structured", "Excluded because", "prose-only"} {
		if strings.Contains(buf.String(), leak) {
			t.Errorf("the blind sheet shows %q", leak)
		}
	}
}

func TestAgreeAndAdjudicate(t *testing.T) {
	l := fixtureLedger()
	a, err := ReadSheet("alice.csv", codedSheet(t, l, "alice", []string{"confirmed/structured", "confirmed/prose-only", "rejected/", "confirmed/prose-only"}), l)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ReadSheet("bob.csv", codedSheet(t, l, "bob", []string{"confirmed/structured", "rejected/", "rejected/", "confirmed/json-in-text"}), l)
	if err != nil {
		t.Fatal(err)
	}
	as, err := Agree(l, []*Sheet{a, b})
	if err != nil {
		t.Fatal(err)
	}
	// verdict: 4 items, agree on 3; alice 3 confirmed 1 rejected, bob 2 and 2: pe = (3*2+1*2)/16 = .5, kappa = .5.
	v := as[0]
	if v.Field != "verdict" || v.N != 4 || math.Abs(v.Raw-0.75) > 1e-9 || math.Abs(v.Kappa-0.5) > 1e-9 {
		t.Errorf("verdict agreement %+v", v)
	}
	if s := as[1]; s.Field != "shape" || s.N != 2 {
		t.Errorf("shape agreement over %d rows, want the 2 both coded", s.N)
	}
	if !strings.Contains(FormatAgreement(as), "kappa=0.500") {
		t.Errorf("format:\n%s", FormatAgreement(as))
	}
	vs, open, err := Adjudicate(l, []*Sheet{a, b}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != 4 || len(open) != 2 {
		t.Fatalf("%d verdicts, %d open; want 4 and 2 (row 2 verdict, row 4 shape)", len(vs), len(open))
	}
	adj, err := ReadSheet("carol.csv", codedSheet(t, l, "carol", []string{"", "rejected/", "", "confirmed/json-in-text"}), l)
	if err != nil {
		t.Fatal(err)
	}
	vs, open, err = Adjudicate(l, []*Sheet{a, b}, adj)
	if err != nil {
		t.Fatal(err)
	}
	if len(open) != 0 || vs[1].Verdict != "rejected" || vs[1].By != "adjudicated: carol" || vs[3].Shape != "json-in-text" || vs[0].By != "agreed: alice, bob" {
		t.Errorf("open %v, verdicts %+v", open, vs)
	}
}

func TestSheetOfAnotherStudyIsRefused(t *testing.T) {
	l := fixtureLedger()
	data := codedSheet(t, l, "alice", []string{"confirmed/structured"})
	other := *l
	other.Study = "study2"
	if _, err := ReadSheet("alice.csv", data, &other); err == nil || !strings.Contains(err.Error(), "another study") {
		t.Errorf("err = %v, want another study", err)
	}
	bad := bytes.Replace(data, []byte("confirmed"), []byte("maybe"), 1)
	if _, err := ReadSheet("alice.csv", bad, l); err == nil || !strings.Contains(err.Error(), "not one of") {
		t.Errorf("err = %v, want a bad value", err)
	}
}

func TestRescanKeepsVerdictsAndListsStale(t *testing.T) {
	repos, docs := fixture()
	l := Build("study1", 100, Shard{}, repos, docs, nil)
	vs := []Verdict{
		{Study: "study1", Repository: l.Rows[0].Repository, Fingerprint: l.Rows[0].Fingerprint, Verdict: "confirmed"},
		{Study: "study1", Repository: l.Rows[1].Repository, Fingerprint: l.Rows[1].Fingerprint, Verdict: "rejected", Path: l.Rows[1].Path},
	}
	// The re-scan: the second finding is gone (fixed upstream), the first moved down 5 lines.
	d := docs[repos[0].URL]
	var kept []int
	for i, f := range d.Findings {
		if f.Fingerprint != l.Rows[1].Fingerprint {
			kept = append(kept, i)
		}
	}
	var fs = d.Findings[:0:0]
	for _, i := range kept {
		f := d.Findings[i]
		f.Line += 5
		fs = append(fs, f)
	}
	d.Findings = fs
	l2 := Build("study1", 100, Shard{}, repos, docs, vs)
	if l2.Rows[0].Verdict != "confirmed" {
		t.Errorf("the moved finding lost its verdict: %+v", l2.Rows[0])
	}
	if len(l2.Stale) != 1 || l2.Stale[0].Verdict != "rejected" {
		t.Errorf("stale = %+v, want the vanished finding's verdict", l2.Stale)
	}
	if s := Summarize(l2); s.Stale != 1 || s.Verdicts["confirmed"] != 1 {
		t.Errorf("summary verdicts %v stale %d", s.Verdicts, s.Stale)
	}
}

func TestMergeOfShardsIsTheUnshardedLedger(t *testing.T) {
	repos, docs := fixture()
	whole := Build("study1", 100, Shard{}, repos, docs, nil)
	var shards []*Ledger
	for k := 1; k <= 2; k++ {
		sh := Shard{k, 2}
		var part []Repo
		for _, r := range repos {
			if sh.Holds(r.Rank) {
				part = append(part, r)
			}
		}
		shards = append(shards, Build("study1", 100, sh, part, docs, nil))
	}
	merged, err := Merge([]*Ledger{shards[1], shards[0]})
	if err != nil {
		t.Fatal(err)
	}
	var a, b bytes.Buffer
	WriteRowsCSV(&a, whole.Rows)
	WriteRowsCSV(&b, merged.Rows)
	if a.String() != b.String() || len(merged.Repositories) != 3 {
		t.Errorf("merged ledger differs from the unsharded one")
	}
	if _, err := Merge([]*Ledger{shards[0], shards[0]}); err == nil {
		t.Error("merging a shard twice succeeded")
	}
}

func TestParseShard(t *testing.T) {
	if s, err := ParseShard("2/8"); err != nil || s != (Shard{2, 8}) {
		t.Errorf("2/8: %v %v", s, err)
	}
	for _, bad := range []string{"0/2", "3/2", "x", "1/0", "1/2/3"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestReportsRender(t *testing.T) {
	d := NewReportData("mcperr test", fixtureLedger(), nil)
	var md, h bytes.Buffer
	if err := WriteMarkdown(&md, d); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&h, d); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| Semantic paths | 3 |", "io.github.b/prose", "## Shapes per language"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("markdown lacks %q", want)
		}
	}
	for _, want := range []string{"<svg", "</html>", "io.github.b/prose"} {
		if !strings.Contains(h.String(), want) {
			t.Errorf("html lacks %q", want)
		}
	}
	for _, bad := range []string{"<script", "http://", "https://fonts"} {
		if strings.Contains(strings.ReplaceAll(h.String(), "http://www.w3.org/2000/svg", ""), bad) {
			t.Errorf("html is not self-contained: %q", bad)
		}
	}
}
