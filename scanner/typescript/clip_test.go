package typescript

import "testing"

// TestClip: code quoted in a message stays on one line and within 60 bytes; code on one line
// keeps its spacing.
func TestClip(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"new McpError(\n        ErrorCode.InvalidRequest,\r\n        `bad`)", "new McpError( ErrorCode.InvalidRequest, `bad`)"},
		{"  a  +  b  ", "a  +  b"},
		{"new Error(\n  `" + "0123456789012345678901234567890123456789012345678901234567890123456789" + "`)",
			"new Error( `012345678901234567890123456789012345678901234..."},
	} {
		if got := clip(c.in); got != c.want {
			t.Errorf("clip(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
