package policy

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

func writeFile(t *testing.T, path, body string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

// src has, by line: 2 an own-line directive for line 3; 3 a finding; 4 a trailing directive on
// its own finding; 6 a directive without a reason over a finding; 8 one naming an unknown rule;
// 9 an unused one; 10 one for a rule that is disabled in the test.
const src = `package server
// mcperr:ignore softerror the tool reports "not found" as an answer by design
return text("Error: not found")
v := args["k"].(string) // mcperr:ignore panicleak schema-validated by the middleware
// mcperr:ignore protocolerror
return nil, err
// mcperr:ignore nosuchrule because
// mcperr:ignore guidance nothing here any more
// mcperr:ignore successflagged off in this run
`

func TestSuppress(t *testing.T) {
	doc := sampleDoc(
		sampleFinding("softerror", 3),
		sampleFinding("panicleak", 4),
		sampleFinding("protocolerror", 6),
		sampleFinding("softerror", 9), // not on a directive's line: kept
	)
	sel, _ := NewSelection(nil, []string{"successflagged"})
	res, err := Apply(doc, Options{Selection: sel, Directives: map[string][]Directive{"server.go": Directives([]byte(src))}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Suppressed != 2 {
		t.Errorf("suppressed %d, want 2 (softerror on 3, panicleak on 4)", res.Suppressed)
	}
	var got []string
	for _, f := range res.Doc.Findings {
		got = append(got, f.Rule+":"+strconv.Itoa(f.Line))
	}
	want := "directive:5,protocolerror:6,directive:7,directive:8,softerror:9"
	if strings.Join(got, ",") != want {
		t.Errorf("findings %s, want %s", strings.Join(got, ","), want)
	}
	for _, f := range res.Doc.Findings {
		if f.Rule == DirectiveID && (f.Fingerprint == "" || f.Lang != finding.Go || f.Message == "") {
			t.Errorf("directive finding %+v lacks a fingerprint, language or message", f)
		}
	}
	if res.Doc.Summary.ByRule[DirectiveID] != 3 || res.Doc.Summary.Problems != 5 {
		t.Errorf("summary %+v: want 3 directive findings among 5 problems", res.Doc.Summary)
	}
}

func TestSuppressWithDirectiveRuleDisabled(t *testing.T) {
	sel, _ := NewSelection(nil, []string{"directive"})
	res, _ := Apply(sampleDoc(sampleFinding("softerror", 3)), Options{Selection: sel, Directives: map[string][]Directive{"server.go": Directives([]byte(src))}})
	if len(res.Doc.Findings) != 0 || res.Failed() {
		t.Errorf("findings %s: want the softerror suppressed and no directive findings", rulesOf(res.Doc.Findings))
	}
}
