package manifest

import (
	"strings"

	"github.com/Masterminds/semver/v3"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// versionNumber finds a version number in a specifier.
var versionNumber = lazyre.New(`\d+(?:\.\d+){0,2}(?:[-.+]?(?:rc|beta|alpha|a|b|dev|pre|post)[.\-]?\d*)?`)

// registrySpec strips an npm alias from a specifier, or says why it names no registry version
// ("", "*", "latest", git, a path, a workspace): then it returns done with the assumption.
func registrySpec(spec string) (s, assumption string, done bool) {
	s = strings.TrimSpace(spec)
	low := strings.ToLower(s)
	switch {
	case s == "" || s == "*" || low == "latest" || low == "x":
		return "", "no version constraint; newest assumed", true
	case strings.HasPrefix(low, "git") || strings.Contains(low, "://") || strings.HasPrefix(low, "file:") ||
		strings.HasPrefix(low, "link:") || strings.HasPrefix(low, "workspace:") || strings.HasPrefix(low, "github:") ||
		strings.HasPrefix(low, "./") || strings.HasPrefix(low, "../") || strings.HasPrefix(low, "/"):
		return "", "non-registry source " + s + "; version unknown, newest assumed", true
	}
	if strings.HasPrefix(low, "npm:") { // an alias: "npm:@modelcontextprotocol/sdk@^1.2"
		if i := strings.LastIndex(s, "@"); i > 4 {
			s = s[i+1:]
		}
	}
	return s, "", false
}

// fromRange turns a version specifier (PEP 440 specifier, Poetry constraint) into a version: an
// exact pin gives that version; a range gives its first number, with a note; a specifier with no
// number gives "" with a note. npm ranges are read by fromNPMRange.
func fromRange(spec string) (version, assumption string) {
	s, why, done := registrySpec(spec)
	if done {
		return "", why
	}
	m := versionNumber.FindString(s)
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

// fromNPMRange turns an npm version range into a version with the semver library's reading of
// npm's grammar (^, ~, x ranges, hyphen ranges, ||): an exact version gives itself; a range
// gives the lowest version it names that it admits (its lower bound: "<=2 >=1.5" is 1.5.0,
// "^1.2 || ^0.9" is 0.9.0), with a note; a range with no lower bound, or one the library cannot
// read, gives "" with a note.
func fromNPMRange(spec string) (version, assumption string) {
	s, why, done := registrySpec(spec)
	if done {
		return "", why
	}
	if v, err := semver.StrictNewVersion(strings.TrimPrefix(strings.TrimPrefix(s, "="), "v")); err == nil {
		return v.String(), ""
	}
	c, err := semver.NewConstraint(s)
	if err != nil {
		return "", "unreadable version " + s + "; newest assumed"
	}
	var low *semver.Version
	for _, n := range versionNumber.FindAllString(s, -1) {
		v, err := semver.NewVersion(normalize(n))
		if err != nil || !c.Check(v) {
			continue
		}
		if low == nil || v.LessThan(low) {
			low = v
		}
	}
	if low == nil {
		return "", "range " + s + " has no lower bound it admits; newest assumed"
	}
	return low.String(), "range " + s + " read as " + low.String()
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
