package wanttest

import (
	"fmt"
	"strings"
	"testing"
)

func TestGood(t *testing.T) { Check(t, "testdata/good", toy) }

// recorder collects the failures Check reports.
type recorder struct{ errs []string }

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, a...))
}
func (r *recorder) Fatalf(format string, a ...any) {
	r.errs = append(r.errs, "FATAL "+fmt.Sprintf(format, a...))
}

// TestWrong: each wrong expectation of testdata/wrong fails the check, with a message naming it.
func TestWrong(t *testing.T) {
	var r recorder
	Check(&r, "testdata/wrong", toy)
	for _, want := range []string{
		"a/a.go:8: diagnostic \"far function reached\" has related=b/b.go:7, not related=b/b.go:99",
		"b/b.go:6: diagnostic \"call of bad function BadOne\" has related=a/a.go:4, not related=none",
		"b/b.go:7: message \"call of bad function BadPos (see a.go:3)\" names the position a.go:3",
		"b/b.go:15: no diagnostic was reported matching `never reported`",
		"b/b.go: the fixed file differs from b/b.go.golden",
		"a/a.go:8: no diagnostic was reported matching `far function reached` related=b/b.go:99",
		"b/b.go:6: no diagnostic was reported matching `call of bad function BadOne`",
	} {
		found := false
		for _, e := range r.errs {
			found = found || strings.Contains(e, want)
		}
		if !found {
			t.Errorf("no failure %q among:\n%s", want, strings.Join(r.errs, "\n"))
		}
	}
	if len(r.errs) != 7 {
		t.Errorf("got %d failures, want 7:\n%s", len(r.errs), strings.Join(r.errs, "\n"))
	}
}

func TestParseWant(t *testing.T) {
	exps, err := parseWant(" `a` related=3,x/y.go:4 Name:\"f\" \"b\"", "p/q.go")
	if err != nil {
		t.Fatal(err)
	}
	got := ""
	for _, e := range exps {
		got += fmt.Sprintf("[%s %s %q %v %v]", e.kind, e.name, e.rx, e.given, e.related)
	}
	want := `[diagnostic  "a" true [p/q.go:3 x/y.go:4]][fact Name "f" false []][diagnostic  "b" false []]`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for _, bad := range []string{"related=3", "`a` related=1 related=2", "x", "`(`"} {
		if _, err := parseWant(bad, "p/q.go"); err == nil {
			t.Errorf("parseWant(%q) accepted it", bad)
		}
	}
}
