package errpolicy

import (
	"regexp"
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// fields are the typed fields of one error result, as its source spells them.
type fields struct {
	Codes                      []string
	Policy, Retry, SideEffects string
}

// codeAssign matches the assignment of a code to a local, whose statement may choose among
// several codes (const code = expired ? "AUTH_EXPIRED" : "AUTH_MISSING";).
var codeAssign = lazyre.New(`\b(?i:error_?code|err_?code|code)\s*:?=\s*`)

// codeLiteral matches a string literal that reads as a code (see isCodeCase).
var codeLiteral = lazyre.New(`["'` + "`" + `]([A-Za-z][A-Za-z0-9_.:/-]{1,63})["'` + "`" + `]`)

// firstArgCode matches a call whose first argument is a string literal: fail("NOT_FOUND", ...).
var firstArgCode = lazyre.New(`\b[A-Za-z_]\w*\s*\(\s*["'` + "`" + `]([A-Za-z][A-Za-z0-9_.:/-]{1,63})["'` + "`" + `]`)

// codesAbove returns the codes the lines above a result set for it: those of the nearest
// assignment to a code variable (every code literal of its statement), or else the code-like
// first argument of the nearest call that has one (recoveryPayload("QUOTA_EXCEEDED", id)).
func codesAbove(src string) []string {
	if ms := codeAssign.FindAllStringIndex(src, -1); len(ms) > 0 {
		rest := src[ms[len(ms)-1][1]:]
		if i := strings.IndexAny(rest, ";"); i >= 0 {
			rest = rest[:i]
		}
		if i := strings.Index(rest, "\n\n"); i >= 0 {
			rest = rest[:i]
		}
		var out []string
		for _, m := range codeLiteral.FindAllStringSubmatch(rest, -1) {
			if isCodeCase(m[1]) {
				out = appendNew(out, m[1])
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	ms := firstArgCode.FindAllStringSubmatch(src, -1)
	for i := len(ms) - 1; i >= 0; i-- {
		if isCodeCase(ms[i][1]) && strings.Contains(ms[i][1], "_") {
			return []string{ms[i][1]}
		}
	}
	return nil
}

// The spellings of the typed fields, as keys of an object, dict, struct literal or keyword
// argument: `code: "X"`, `"code": "X"`, `code="X"`, `Code: "X"`, `error_code`, `errorCode`.
var (
	codeField   = lazyre.New(`["']?\b(?i:error_?code|err_?code|code)["']?\s*[:=]\s*(?:(["'` + "`" + `])([^"'` + "`" + `\n]{1,80})["'` + "`" + `]|(-?\d{1,6})\b|((?:[A-Za-z_]\w*\.)+[A-Z]\w*|[A-Z][A-Z0-9_]{2,})\b)`)
	policyField = lazyre.New(`["']?\b(?i:policy|recovery|next_?action|action|remedy)["']?\s*[:=]\s*["'` + "`" + `]([^"'` + "`" + `\n]{1,80})["'` + "`" + `]`)
	retryField  = lazyre.New(`["']?\b((?i:retry_?after(?:_?ms|_?seconds)?|retry(?:able|ible)?|can_?retry|should_?retry))["']?\s*[:=]\s*(["'` + "`" + `][^"'` + "`" + `\n]{1,40}["'` + "`" + `]|[\w.]{1,40})`)
	sideField   = lazyre.New(`["']?\b(?i:side_?effects?|partial|committed|mutated)["']?\s*[:=]\s*(["'` + "`" + `][^"'` + "`" + `\n]{1,40}["'` + "`" + `]|[\w.]{1,40})`)
)

// codeLike matches a value that can be an error code: no spaces, a letter first (or a number).
var codeLike = lazyre.New(`^(?:[A-Za-z][A-Za-z0-9_.:/-]{1,63}|-?\d{1,6})$`)

// readFields returns the typed fields that a source text sets, each with the first value
// written; a code that is a bare lowercase name (code: code) is a variable, not a code.
func readFields(src string) fields {
	var f fields
	for _, m := range codeField.FindAllStringSubmatch(src, -1) {
		v := m[2]
		switch {
		case m[3] != "":
			v = m[3]
		case m[4] != "":
			v = m[4]
			if i := strings.LastIndex(v, "."); i >= 0 {
				v = v[i+1:] // ErrorCode.RATE_LIMITED, z.ZodIssueCode.custom
			}
		}
		if codeLike.MatchString(v) {
			f.Codes = []string{v}
			break
		}
	}
	if m := policyField.FindStringSubmatch(src); m != nil {
		f.Policy = m[1]
	}
	if m := retryField.FindStringSubmatch(src); m != nil {
		f.Retry = fieldValue(m[1], m[2])
		if k := strings.ToLower(m[1]); strings.HasPrefix(k, "retry_after") || strings.HasPrefix(k, "retryafter") {
			f.Retry = "after " + strings.Trim(m[2], `"'`+"`")
			if !constValue.MatchString(m[2]) {
				f.Retry = "after the result's " + m[1]
			}
		}
	}
	if m := sideField.FindStringSubmatch(src); m != nil {
		f.SideEffects = fieldValue(m[0][:strings.IndexAny(m[0], ":=")], m[1])
	}
	return f
}

// callCodes returns the codes passed to calls of a helper named name in src: its first
// argument when that is a code-like string literal ("NOT_FOUND"), or a code= / code: argument.
func callCodes(src, name string) []string {
	if name == "" || !regexp.MustCompile(`^[A-Za-z_]\w*$`).MatchString(name) {
		return nil
	}
	call := regexp.MustCompile(`\b` + name + `\s*\(\s*(?:(["'` + "`" + `])([A-Za-z][A-Za-z0-9_.:/-]{1,63})["'` + "`" + `]|([^()]{0,200}?\bcode\s*[:=]\s*["'` + "`" + `]([A-Za-z][A-Za-z0-9_.:/-]{1,63})["'` + "`" + `]))`)
	var out []string
	seen := map[string]bool{}
	for _, m := range call.FindAllStringSubmatch(src, -1) {
		v := m[2]
		if v == "" {
			v = m[4]
		}
		if v != "" && isCodeCase(v) && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// isCodeCase reports whether a positional string argument reads as a code rather than a
// message: UPPER_SNAKE, dotted (auth.expired) or colon-separated, with no spaces.
func isCodeCase(v string) bool {
	if strings.ContainsAny(v, ".:/") {
		return true
	}
	return strings.ToUpper(v) == v && strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
}

// constValue matches the values a field can be read as: a literal string, number or boolean.
var constValue = lazyre.New(`^(?:["'` + "`" + `].*["'` + "`" + `]|-?\d+(?:\.\d+)?|(?i:true|false|none|null|nil))$`)

// fieldValue is how the table shows a field's value: the literal, or the field's name when
// the value is computed at run time ("per result: retryAfterSeconds").
func fieldValue(key, v string) string {
	if constValue.MatchString(v) {
		switch v = strings.Trim(v, `"'`+"`"); strings.ToLower(v) {
		case "true":
			return "yes"
		case "false":
			return "no"
		}
		return v
	}
	return "per result (" + strings.Trim(key, `"' `) + ")"
}

// calledName matches a call of a function by its bare name.
var calledName = lazyre.New(`\b([A-Za-z_]\w*)\s*\(`)

// maxCallees bounds the functions calleeCodes reads per result; bodyLines how much of each.
const (
	maxCallees = 5
	bodyLines  = 30
)

// calleeCodes returns the code that a function of the same file, called in text (the nearest
// call to the result first), writes in its body (const payload = deprecatedPayload(); where deprecatedPayload returns { code: "GONE" }).
func calleeCodes(ls []string, text string) []string {
	seen := map[string]bool{}
	ms := calledName.FindAllStringSubmatch(text, -1)
	for i := len(ms) - 1; i >= 0; i-- { // the nearest call first
		name := ms[i][1]
		if seen[name] || len(seen) >= maxCallees {
			continue
		}
		seen[name] = true
		def := regexp.MustCompile(`^\s*(?:export\s+)?(?:async\s+)?(?:function\s+|def\s+|func\s+|(?:const|let|var)\s+)` + name + `\b`)
		for i, l := range ls {
			if !def.MatchString(l) {
				continue
			}
			body := strings.Join(ls[i:bodyEnd(ls, i)], "\n")
			if f := readFields(body); len(f.Codes) > 0 {
				return f.Codes
			}
			break
		}
	}
	return nil
}

// bodyEnd returns the end of the function defined at line i: the line that closes it at the
// left margin ("}" or ")"), or the line before the next statement at the margin, within
// bodyLines.
func bodyEnd(ls []string, i int) int {
	for j := i + 1; j < len(ls) && j < i+bodyLines; j++ {
		l := ls[j]
		if l == "" || l[0] == ' ' || l[0] == '\t' {
			continue
		}
		if l[0] == '}' || l[0] == ')' {
			return j + 1
		}
		return j
	}
	return min(len(ls), i+bodyLines)
}
