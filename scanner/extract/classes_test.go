package extract

import "testing"

// TestClassMatches: "~X" matches a class chain that includes X, "!~X" excludes it, a place of
// no known class matches "*" alone.
func TestClassMatches(t *testing.T) {
	for _, c := range []struct {
		class   string
		classes []string
		want    bool
	}{
		{"MissingBed<NotFound", []string{"~NotFound"}, true},
		{"NotFound", []string{"~NotFound"}, true},
		{"Conflict", []string{"~NotFound"}, false},
		{"NotFoundish", []string{"~NotFound"}, false},
		{"", []string{"~NotFound"}, false},
		{"MissingBed<NotFound", []string{"*", "!~NotFound"}, false},
		{"Conflict", []string{"*", "!~NotFound"}, true},
		{"", []string{"*", "!~NotFound"}, true},
		{"sdk:McpError<lib", []string{"*", "!sdk:McpError<lib"}, false},
		{"sdk:McpError<lib", []string{"~sdk:McpError"}, true},
		{"NotFound", []string{"NotFound"}, true},
	} {
		if got := classMatches(c.class, c.classes); got != c.want {
			t.Errorf("classMatches(%q, %q) = %v, want %v", c.class, c.classes, got, c.want)
		}
	}
}
