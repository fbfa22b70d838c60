package typescript

import (
	"math/rand"
	"regexp"
	"strings"
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

// TestFills checks the byte test that lets collection skip its walk: every way the walk finds
// an addition to the collection passes, texts that only read it do not.
func TestFills(t *testing.T) {
	cases := []struct {
		code string
		want bool
	}{
		{"lines.push(`Failed ${p}`)", true},
		{"lines\n  .push(x)", true},
		{"lines?.push(x)", true},
		{"lines.unshift(x)", true},
		{"out += `Error: ${e}`", true},
		{"out /* more */ += x", true}, // a comment: the test cannot tell, and passes
		{"return lines.join('\\n')", false},
		{"if (lines.length) return", false},
		{"other.push(x); more += y", false},
		{"out = out + x", false},
		{"return 1; lines.push(x)", false}, // after last
	}
	for _, c := range cases {
		name := "lines"
		if strings.Contains(c.code, "out") {
			name = "out"
		}
		last := len(c.code)
		if i := strings.Index(c.code, "return 1;"); i >= 0 {
			last = i + len("return 1;")
		}
		if got := fills([]byte(c.code), last, name); got != c.want {
			t.Errorf("fills(%q, %q) = %v, want %v", c.code, name, got, c.want)
		}
	}
}
