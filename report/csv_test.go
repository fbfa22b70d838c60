package report

import (
	"bytes"
	"encoding/csv"
	"testing"
)

func TestSafeCell(t *testing.T) {
	cases := map[string]string{
		"":                    "",
		"plain":               "plain",
		"=1+1":                "'=1+1",
		"+SUM(A1)":            "'+SUM(A1)",
		"-2":                  "'-2",
		"@cmd":                "'@cmd",
		"\t=x":                "'\t=x",
		"\r=x":                "'\r=x",
		"a=b":                 "a=b",
		"'=already":           "'=already",
		"état: erreur = vrai": "état: erreur = vrai",
	}
	for in, want := range cases {
		if got := SafeCell(in); got != want {
			t.Errorf("SafeCell(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCSVReadsBack(t *testing.T) {
	doc := sample()
	rows, err := csv.NewReader(bytes.NewReader(render(t, "csv", Options{}, doc))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(doc.Findings)+1 {
		t.Fatalf("%d rows, want a header and %d findings", len(rows), len(doc.Findings))
	}
	for i, row := range rows {
		if len(row) != len(csvColumns) {
			t.Errorf("row %d has %d cells, want %d", i, len(row), len(csvColumns))
		}
	}
	if got := rows[3][10]; got[0] != '\'' {
		t.Errorf("message cell %q starting with = was not neutralised", got)
	}
}
