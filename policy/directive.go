package policy

import (
	"bytes"
	"strings"
)

// directiveMarker starts a suppression directive inside a comment.
const directiveMarker = DirectiveMarker

// DirectiveMarker is what Directives looks for: bytes without it hold no directive, and a
// scanner may skip showing them (scanner.Options.InspectMarker).
const DirectiveMarker = "mcperr:ignore"

// Directive is one `mcperr:ignore <rule>[,<rule>...] <reason>` comment in a source file.
type Directive struct {
	Line   int // 1-based line of the comment
	Column int // 1-based byte column of "mcperr:ignore"
	// OwnLine is true when nothing but the comment is on the line: the directive then applies
	// to the next line; a trailing directive applies to its own line.
	OwnLine bool
	Rules   []string // the rule IDs, as written
	Reason  string   // the rest of the comment; a directive without one is malformed
	Text    string   // the directive as written, from the marker to the end of the comment
	// ScopeStart and ScopeEnd, when set (ScopeGoFuncs sets them for a directive on a Go
	// function), widen the directive to every finding whose anchor line is in the range.
	ScopeStart, ScopeEnd int
}

// Directives returns the suppression directives in a source file, in order. It is a pure
// function of the bytes, so the scanner (any language) and the Go analyzers' driver share it.
// A directive is the marker inside a comment that starts with //, # or /* (or a * line of a
// block comment); the rest of the comment is the rule list and the reason. The parse is
// lexical: a string literal that looks like such a comment is taken as a directive too.
func Directives(src []byte) []Directive {
	if !bytes.Contains(src, []byte(directiveMarker)) {
		return nil
	}
	var out []Directive
	line := 0
	for len(src) > 0 {
		line++
		var text []byte
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			text, src = src[:i], src[i+1:]
		} else {
			text, src = src, nil
		}
		if d, ok := parseDirective(string(text)); ok {
			d.Line = line
			out = append(out, d)
		}
	}
	return out
}

// parseDirective reads a directive from one line, if the line has one inside a comment.
func parseDirective(line string) (Directive, bool) {
	at := strings.Index(line, directiveMarker)
	if at < 0 {
		return Directive{}, false
	}
	before := strings.TrimRight(line[:at], " \t")
	opener := ""
	for _, o := range []string{"//", "/*", "#", "*"} {
		if strings.HasSuffix(before, o) {
			opener = o
			break
		}
	}
	if opener == "" {
		return Directive{}, false
	}
	rest := line[at+len(directiveMarker):]
	if rest != "" && rest[0] != ' ' && rest[0] != '\t' && rest[0] != '\r' {
		return Directive{}, false // mcperr:ignorefoo is not ours
	}
	rest = strings.TrimSpace(rest)
	rest = strings.TrimSpace(strings.TrimSuffix(rest, "*/"))
	d := Directive{
		Column:  at + 1,
		OwnLine: strings.TrimSpace(strings.TrimSuffix(before, opener)) == "",
		Text:    strings.TrimSpace(directiveMarker + " " + rest),
	}
	fields := strings.Fields(rest)
	if len(fields) > 0 {
		for _, id := range strings.Split(fields[0], ",") {
			if id = strings.TrimSpace(id); id != "" {
				d.Rules = append(d.Rules, id)
			}
		}
		d.Reason = strings.TrimSpace(strings.TrimPrefix(rest, fields[0]))
	}
	return d, true
}

// appliesTo reports whether the directive sits on the finding's line (trailing) or on the line
// above it (own line), taking either the anchor line or the first line of the construct, or
// whether the finding is inside the directive's wider scope.
func (d Directive) appliesTo(line, startLine int) bool {
	if d.ScopeStart > 0 && line >= d.ScopeStart && line <= d.ScopeEnd {
		return true
	}
	target := d.Line
	if d.OwnLine {
		target++
	}
	return target == line || (startLine > 0 && target == startLine)
}

// names reports whether the directive lists the rule.
func (d Directive) names(id string) bool {
	for _, r := range d.Rules {
		if r == id {
			return true
		}
	}
	return false
}
