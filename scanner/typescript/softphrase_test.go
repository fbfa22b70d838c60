package typescript

import "testing"

func TestReportsFailurePhraseWaits(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Task {…} did not complete within the timeout period of {…}ms", true},
		{"Export didn't finish in time", true},
		{"Job {…}: timeout exceeded", true},
		{"Task {…} has not completed yet", false},
		{"3 tasks did not complete", false},
		{"Task {…} completed", false},
	} {
		if got := reportsFailurePhrase(c.text); got != c.want {
			t.Errorf("reportsFailurePhrase(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
