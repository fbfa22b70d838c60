package typescript

import (
	"math/rand"
	"regexp"
	"testing"
)

// TestMentions checks mentions against the pattern it stands for, (^|[^\w$.])name\b, on fixed
// cases and on random code over an alphabet of identifier parts and punctuation.
func TestMentions(t *testing.T) {
	cases := []struct {
		code, name string
		want       bool
	}{
		{"result", "result", true},
		{"!result.ok", "result", true},
		{"results", "result", false},
		{"myresult", "result", false},
		{"this.result", "result", false},
		{"$result", "result", false},
		{"a && result", "result", true},
		{"é result", "result", true},
		{"éresult", "result", true}, // a non-ASCII letter is no \w
		{"x$ == 1", "x$", false},    // \b after $ needs a word character
		{"x$y", "x$", true},
		{"resultresult", "result", false},
		{"", "result", false},
	}
	for _, c := range cases {
		if got := mentions(c.code, c.name); got != c.want {
			t.Errorf("mentions(%q, %q) = %v, want %v", c.code, c.name, got, c.want)
		}
	}
	parts := []string{"a", "b", "ab", "$", ".", " ", "_", "1", "é", "(", "!", "="}
	r := rand.New(rand.NewSource(1))
	gen := func(n int) string {
		s := ""
		for i := 0; i < n; i++ {
			s += parts[r.Intn(len(parts))]
		}
		return s
	}
	for i := 0; i < 20000; i++ {
		code, name := gen(r.Intn(8)), gen(1+r.Intn(3))
		want := regexp.MustCompile(`(^|[^\w$.])` + regexp.QuoteMeta(name) + `\b`).MatchString(code)
		if got := mentions(code, name); got != want {
			t.Fatalf("mentions(%q, %q) = %v, the pattern says %v", code, name, got, want)
		}
	}
}
