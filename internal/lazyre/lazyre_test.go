package lazyre

import (
	"regexp"
	"slices"
	"sync"
	"testing"
)

// TestCompiledOnFirstUse: New compiles nothing (an invalid expression is taken without a
// panic), the first use compiles, and later uses share the one compiled expression.
func TestCompiledOnFirstUse(t *testing.T) {
	bad := New(`(`)
	if bad.re != nil {
		t.Fatal("New compiled its expression")
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("an invalid expression did not panic on its first use")
			}
		}()
		bad.MatchString("x")
	}()
	if _, err := CheckAll(); err == nil {
		t.Error("CheckAll found no error though New was given `(`")
	}
	r := New(`a+`)
	if r.re != nil {
		t.Fatal("New compiled its expression")
	}
	var wg sync.WaitGroup
	got := make([]*regexp.Regexp, 8)
	for i := range got {
		wg.Go(func() { got[i] = r.Compiled() })
	}
	wg.Wait()
	for _, re := range got {
		if re != got[0] || re == nil {
			t.Fatal("concurrent first uses did not share one compiled expression")
		}
	}
}

// TestSameAsRegexp: the methods answer as regexp.MustCompile's expression does.
func TestSameAsRegexp(t *testing.T) {
	const expr = `(?i)\b(no|not)\s+(\w+)`
	lazy, eager := New(expr), regexp.MustCompile(expr)
	s := "Not found, or no such file. NO entry"
	b := []byte(s)
	if lazy.String() != eager.String() || lazy.NumSubexp() != eager.NumSubexp() ||
		lazy.MatchString(s) != eager.MatchString(s) || lazy.Match(b) != eager.Match(b) ||
		lazy.FindString(s) != eager.FindString(s) ||
		!slices.Equal(lazy.FindStringSubmatch(s), eager.FindStringSubmatch(s)) ||
		!slices.Equal(lazy.FindAllString(s, -1), eager.FindAllString(s, -1)) ||
		lazy.ReplaceAllString(s, "[$2]") != eager.ReplaceAllString(s, "[$2]") ||
		!slices.Equal(lazy.Split(s, -1), eager.Split(s, -1)) ||
		string(lazy.ReplaceAll(b, []byte("-"))) != string(eager.ReplaceAll(b, []byte("-"))) {
		t.Errorf("lazy and eager expressions answer differently on %q", s)
	}
}
