package finding

import "strings"

// Hole stands for a value substituted into a template or format string (a "${x}", "%v" or
// "{x}"), written in its place when the constant text is handed to OpensJSON.
const Hole = "…"

// OpensJSON reports whether a text built from a template or format string begins a JSON object
// or array. s is the template's constant text with Hole where a value goes in; it cannot be
// parsed, so its opening is read as far as needed: "[" must be followed by a JSON value ("{",
// "[", a string, a number, true, false, null, or a Hole) or "]", and "{" by a quoted key, a
// Hole, or "}". A value followed by its closing bracket ends the text: "[%s] failed: %v" and
// "{name} not found" are prose under a bracketed tag, while "[%s]" alone is taken for a
// one-element array. A text that stops after the opening (a lone "{" written first into a
// buffer) goes on elsewhere and is taken for JSON.
func OpensJSON(s string) bool {
	s = trimSpace(s)
	switch {
	case strings.HasPrefix(s, "{"):
		return opensObject(trimSpace(s[1:]))
	case strings.HasPrefix(s, "["):
		return opensArray(trimSpace(s[1:]))
	}
	return false
}

// opensObject reads what follows an object's "{".
func opensObject(s string) bool {
	switch {
	case s == "" || s[0] == '"':
		return true
	case s[0] == '}':
		return ends(s[1:])
	case strings.HasPrefix(s, Hole):
		return continues(s[len(Hole):], ':', '}')
	}
	return false
}

// opensArray reads what follows an array's "[".
func opensArray(s string) bool {
	switch {
	case s == "" || s[0] == '{' || s[0] == '[' || s[0] == '"':
		return true
	case s[0] == ']':
		return ends(s[1:])
	case strings.HasPrefix(s, Hole):
		return continues(s[len(Hole):], ',', ']')
	case s[0] == '-' || s[0] >= '0' && s[0] <= '9':
		n := 1
		for n < len(s) && strings.IndexByte("0123456789.eE+-", s[n]) >= 0 {
			n++
		}
		return continues(s[n:], ',', ']')
	}
	for _, lit := range []string{"true", "false", "null"} {
		if strings.HasPrefix(s, lit) {
			return continues(s[len(lit):], ',', ']')
		}
	}
	return false
}

// continues reports whether what follows a container's first value can go on as JSON: the
// separator, or the closing bracket at the end of the text; the end of the constant text or
// another value cannot tell, and is taken for JSON.
func continues(s string, sep, closing byte) bool {
	s = trimSpace(s)
	switch {
	case s == "" || strings.HasPrefix(s, Hole) || s[0] == sep:
		return true
	case s[0] == closing:
		return ends(s[1:])
	}
	return false
}

// ends reports whether nothing but white space follows a closed value.
func ends(s string) bool { return trimSpace(s) == "" }

// trimSpace trims JSON white space.
func trimSpace(s string) string { return strings.Trim(s, " \t\r\n") }
