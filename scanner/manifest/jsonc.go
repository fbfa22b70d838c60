package manifest

import (
	"bytes"
	"errors"
)

// errUnterminated is a block comment or string that runs to the end of the input.
var errUnterminated = errors.New("unterminated comment or string")

// stripJSONC turns JSON with comments (tsconfig.json's dialect: // and /* */ comments, trailing
// commas before a closing bracket, a byte order mark) into plain JSON for encoding/json. It
// tracks strings and their escapes, so "//" or "/*" inside a string stays; a comment becomes
// spaces (newlines kept), so encoding/json's offsets still point into the file. What is not
// JSON after that is left for encoding/json to reject.
func stripJSONC(b []byte) ([]byte, error) {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	out := make([]byte, len(b))
	copy(out, b)
	blank := func(i, j int) {
		for k := i; k < j; k++ {
			if out[k] != '\n' && out[k] != '\r' {
				out[k] = ' '
			}
		}
	}
	for i := 0; i < len(out); {
		switch c := out[i]; {
		case c == '"':
			j := i + 1
			for ; j < len(out) && out[j] != '"'; j++ {
				if out[j] == '\\' {
					j++
				}
			}
			if j >= len(out) {
				return nil, errUnterminated
			}
			i = j + 1
		case c == '/' && i+1 < len(out) && out[i+1] == '/':
			j := i
			for j < len(out) && out[j] != '\n' {
				j++
			}
			blank(i, j)
			i = j
		case c == '/' && i+1 < len(out) && out[i+1] == '*':
			end := bytes.Index(out[i+2:], []byte("*/"))
			if end < 0 {
				return nil, errUnterminated
			}
			j := i + 2 + end + 2
			blank(i, j)
			i = j
		default:
			i++
		}
	}
	// Trailing commas: a comma outside strings whose next non-space byte closes an object or
	// array. Comments are spaces by now.
	inString := false
	for i := 0; i < len(out); i++ {
		switch c := out[i]; {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case !inString && c == ',':
			j := i + 1
			for j < len(out) && (out[j] == ' ' || out[j] == '\t' || out[j] == '\n' || out[j] == '\r') {
				j++
			}
			if j < len(out) && (out[j] == '}' || out[j] == ']') {
				out[i] = ' '
			}
		}
	}
	return out, nil
}
