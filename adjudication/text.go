package adjudication

import (
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// forPeople makes text safe to show: every control character but newline and tab (a NUL from
// git's error text, an escape sequence in a file name, a carriage return) and every character
// that reorders or hides text (bidirectional overrides and isolates, line and paragraph
// separators) becomes a visible escape such as \x00 or \u202e, and invalid UTF-8 becomes U+FFFD.
// Everything written for people (report.md, report.html, the summary table) goes through it.
func forPeople(s string) string {
	if isPlain(s) {
		return s
	}
	var b strings.Builder
	for _, r := range strings.ToValidUTF8(s, "\uFFFD") {
		switch {
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r < 0x100 && unicode.IsControl(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case isHiding(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// isPlain reports whether s needs no change by forPeople: the common case, checked without
// allocating.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return false
		}
		if (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f {
			return false
		}
	}
	return true
}

// isHiding reports whether r changes how the text around it is shown without showing itself.
func isHiding(r rune) bool {
	switch {
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return true
	case r == 0x2028 || r == 0x2029:
		return true
	}
	return false
}

// ForPeople returns a writer that writes through to w what forPeople makes of each write, for
// the messages of the ledger commands, which quote paths and cells of scanned repositories.
// Control characters never span writes that matter here: each message is written whole.
func ForPeople(w io.Writer) io.Writer { return peopleWriter{w} }

type peopleWriter struct{ w io.Writer }

func (p peopleWriter) Write(b []byte) (int, error) {
	if isPlain(string(b)) {
		return p.w.Write(b)
	}
	if _, err := io.WriteString(p.w, forPeople(string(b))); err != nil {
		return 0, err
	}
	return len(b), nil
}
