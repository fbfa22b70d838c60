package guidance

import "testing"

func TestStatement(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"# Plan Not Found\n\nCould not archive plan {…}.\nIt was not found.\n\n## Possible Causes\n- may already be archived", "# Plan Not Found\nCould not archive plan {…}.\nIt was not found."},
		{`# Issue Not Found\n\n**Error**: gone.\n- already deleted`, "# Issue Not Found\n**Error**: gone."},
		{"# Denied\n- already done", "# Denied"},
		{"Plan not found.\n\n- may already be archived", "Plan not found.\n\n- may already be archived"},
	} {
		if got := Statement(c.text); got != c.want {
			t.Errorf("Statement(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
