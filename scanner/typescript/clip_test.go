package typescript

import (
	"testing"
	"unicode/utf8"
)

// TestClip: code quoted in a message stays on one line and within 60 bytes; code on one line
// keeps its spacing; a clipped text is cut before a character, never inside one.
func TestClip(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"new McpError(\n        ErrorCode.InvalidRequest,\r\n        `bad`)", "new McpError( ErrorCode.InvalidRequest, `bad`)"},
		{"  a  +  b  ", "a  +  b"},
		{"new Error(\n  `" + "0123456789012345678901234567890123456789012345678901234567890123456789" + "`)",
			"new Error( `012345678901234567890123456789012345678901234..."},
		// "❌" is three bytes at 55-57: byte 57 falls inside it, so the cut moves back to 55.
		{"0123456789012345678901234567890123456789012345678901234❌ Failed to deploy", "0123456789012345678901234567890123456789012345678901234..."},
	} {
		if got := clip(c.in); got != c.want {
			t.Errorf("clip(%q) = %q, want %q", c.in, got, c.want)
		}
		if got := clip(c.in); !utf8.ValidString(got) {
			t.Errorf("clip(%q) = %q, not UTF-8", c.in, got)
		}
	}
}
