package rule

import (
	"regexp"
	"strings"
	"testing"
)

var idPattern = regexp.MustCompile(`^[a-z]+$`)

func TestRulesAreWellFormed(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range All() {
		if !idPattern.MatchString(r.ID) {
			t.Errorf("rule ID %q is not one lowercase word", r.ID)
		}
		if seen[r.ID] {
			t.Errorf("rule %q is listed twice", r.ID)
		}
		seen[r.ID] = true
		if r.Title == "" || strings.HasSuffix(r.Title, ".") || !isLowerStart(r.Title) {
			t.Errorf("rule %q: title %q must start lowercase and end without a period", r.ID, r.Title)
		}
		if r.Kind != Inventory && r.Kind != Problem {
			t.Errorf("rule %q: kind %q", r.ID, r.Kind)
		}
		if !strings.HasPrefix(r.Page(), "# Rule "+r.ID+"\n") {
			t.Errorf("rule %q: docs/%s.md must start with the heading %q", r.ID, r.ID, "# Rule "+r.ID)
		}
	}
	if _, ok := Lookup("nosuchrule"); ok {
		t.Error("Lookup found a rule that does not exist")
	}
}

// isLowerStart reports whether the title starts with a lowercase letter; identifiers such as
// isError and SDK keep their case inside it.
func isLowerStart(s string) bool { return s != "" && s[0] >= 'a' && s[0] <= 'z' }

// TestPascalName: a rule's own Name wins; without one the title in PascalCase, then the ID; a
// built-in rule's name is never its ID.
func TestPascalName(t *testing.T) {
	for _, tc := range []struct {
		r    Rule
		want string
	}{
		{Rule{ID: "x", Name: "Given", Title: "a title"}, "Given"},
		{Rule{ID: "x", Title: "isError on a success-shaped result"}, "IsErrorOnASuccessShapedResult"},
		{Rule{ID: "softerror"}, "Softerror"},
	} {
		if got := tc.r.PascalName(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.r, got, tc.want)
		}
	}
	for _, r := range All() {
		if n := r.PascalName(); n == "" || n == r.ID {
			t.Errorf("rule %s: name %q", r.ID, n)
		}
	}
}
