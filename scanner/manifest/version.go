package manifest

import (
	"regexp"
	"strings"
)

// semver finds the first version number in a specifier.
var semver = regexp.MustCompile(`\d+(?:\.\d+){0,2}(?:[-.+]?(?:rc|beta|alpha|a|b|dev|pre|post)[.\-]?\d*)?`)

// fromRange turns a version specifier (npm range, PEP 440 specifier, Poetry constraint) into a
// version: an exact pin gives that version; a range gives its lower bound, with a note; a
// specifier with no number (git, path, workspace, "*", "latest") gives "" with a note.
func fromRange(spec string) (version, assumption string) {
	s := strings.TrimSpace(spec)
	low := strings.ToLower(s)
	switch {
	case s == "" || s == "*" || low == "latest" || low == "x":
		return "", "no version constraint; newest assumed"
	case strings.HasPrefix(low, "git") || strings.Contains(low, "://") || strings.HasPrefix(low, "file:") ||
		strings.HasPrefix(low, "link:") || strings.HasPrefix(low, "workspace:") || strings.HasPrefix(low, "github:") ||
		strings.HasPrefix(low, "./") || strings.HasPrefix(low, "../") || strings.HasPrefix(low, "/"):
		return "", "non-registry source " + s + "; version unknown, newest assumed"
	}
	if strings.HasPrefix(low, "npm:") { // an alias: "npm:@modelcontextprotocol/sdk@^1.2"
		if i := strings.LastIndex(s, "@"); i > 4 {
			s = s[i+1:]
		}
	}
	m := semver.FindString(s)
	if m == "" {
		return "", "unreadable version " + s + "; newest assumed"
	}
	m = normalize(m)
	exact := strings.TrimLeft(s, "=v ")
	if exact == m || strings.HasPrefix(s, "==") && !strings.ContainsAny(s[2:], "*,<>~^ ") || normalize(exact) == m && !strings.ContainsAny(s, "^~<>*|, ") {
		return m, ""
	}
	if strings.HasPrefix(strings.TrimSpace(s), "<") {
		return "", "upper bound only (" + s + "); newest assumed"
	}
	return m, "range " + s + " read as " + m
}

// normalize pads a version to three parts ("1.2" -> "1.2.0") and drops a leading "v".
func normalize(v string) string {
	v = strings.TrimPrefix(strings.TrimSpace(v), "v")
	core, rest := v, ""
	if i := strings.IndexAny(v, "-+abrcdp"); i > 0 {
		core, rest = v[:i], v[i:]
	}
	switch strings.Count(core, ".") {
	case 0:
		core += ".0.0"
	case 1:
		core += ".0"
	}
	return core + rest
}
