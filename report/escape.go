package report

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// One rule for the bytes of paths and messages, in every format:
//
//   - Every format writes valid UTF-8. A byte that is not part of valid UTF-8 becomes U+FFFD,
//     one for each byte, as encoding/json writes it in the json and jsonl formats; so text,
//     markdown, csv, json and SARIF name a file with such a byte the same way.
//   - The human formats (text, markdown, csv) never write a control character of scanned text
//     raw: a path that holds one (or any other character that is not printable, such as a
//     bidirectional override) is shown as a Go string literal, "forge\nevil.py", and a message
//     has such characters escaped as Go does (\x1b, \u202e), so a file name or a string of the
//     scanned code cannot start a forged finding line or drive the terminal.
//   - SARIF's URIs are percent-encoded as RFC 3986 requires (sarifURI).

// validUTF8 replaces each byte of s that is not part of valid UTF-8 with U+FFFD.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

// isPlain reports whether a human format can show s as it is: every character is printable
// (or a space) and s does not start with a double quote, which would read as a quoted name.
func isPlain(s string) bool {
	return !strings.HasPrefix(s, `"`) && printsPlainly(s)
}

// printsPlainly reports whether every character of s is printable or a space, and s is valid
// UTF-8. Most text is printable ASCII, which it checks byte by byte.
func printsPlainly(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < ' ' || c >= 0x7f {
			return printsPlainlyUTF8(s[i:])
		}
	}
	return true
}

func printsPlainlyUTF8(s string) bool {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return false
			}
		}
		if r != ' ' && !strconv.IsPrint(r) {
			return false
		}
	}
	return true
}

// shownPath is a path as the human formats show it: as it is when plain, else quoted as a Go
// string literal, with U+FFFD for bytes that are not UTF-8.
func shownPath(p string) string {
	if isPlain(p) {
		return p
	}
	p = validUTF8(p)
	if isPlain(p) {
		return p
	}
	return strconv.Quote(p)
}

// escapeText escapes the characters of s that are not printable (other than a space and those
// in keep) as Go escapes them, with U+FFFD for bytes that are not UTF-8.
func escapeText(s, keep string) string {
	if printsPlainly(s) {
		return s
	}
	s = validUTF8(s)
	var b strings.Builder
	for _, r := range s {
		if r == ' ' || strconv.IsPrint(r) || strings.ContainsRune(keep, r) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r)
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

// shownMessage is a message on one line of a human format: line breaks become spaces (a
// message is prose), other characters that are not printable are escaped.
func shownMessage(s string) string { return escapeText(oneLine(s), "") }
