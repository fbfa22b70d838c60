package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// emptyAnswerFlag reports whether a result's success flag (read as the object holds it, v its
// value) only says whether a collection is empty: a flag computed as `plan.length > 0`,
// `picks.size !== 0` or `!!rows.length`, or a literal false in the branch of an `if` whose only
// test is that a collection is empty (`if (picks.length === 0)`, `if (!rows.length)`), when the
// object's reason or message text names no failure (`reason: "no_candidates_in_window"`). Such
// a flag tells an empty answer ("no results"), which softerror does not report; a text that
// says one thing is not there (`No session found matching "${id}"`, guidance.MissesOne) names
// a failure.
func (f *file) emptyAnswerFlag(m members, read, v *sitter.Node) bool {
	switch {
	case extract.Type(v) == "false":
		if !f.underEmptyTest(read) {
			return false
		}
	case !f.onlyNonEmpty(v):
		return false
	}
	return !f.reasonNamesFailure(m)
}

// emptyAnswerWords matches a reason that names an empty answer ("no_candidates", "no results",
// "none found", "empty"), once underscores and dashes read as spaces.
var emptyAnswerWords = lazyre.New(`(?i)\b(no (candidates|results|matches|items|entries|records)|nothing (found|matched)|none found|empty)\b`)

// reasonMembers are the members whose texts say why a flag is false.
var reasonMembers = []string{"reason", "message", "msg", "detail", "details", "note"}

// reasonNamesFailure reports whether the texts of the object's reason, message or detail
// members (each branch of a ternary) name a failure and no empty answer; a text that misses
// one thing (guidance.MissesOne) is a failure, not an empty answer.
func (f *file) reasonNamesFailure(m members) bool {
	var texts []string
	var add func(n *sitter.Node)
	add = func(n *sitter.Node) {
		n = unwrap(n)
		if n == nil {
			return
		}
		if extract.Type(n) == "ternary_expression" {
			add(extract.Field(n, "consequence"))
			add(extract.Field(n, "alternative"))
			return
		}
		if s, ok := staticText(n, f.Src); ok {
			texts = append(texts, strings.NewReplacer("_", " ", "-", " ").Replace(s))
		}
	}
	for _, k := range reasonMembers {
		add(m.values[k])
	}
	failed := false
	for _, s := range texts {
		if guidance.MissesOne(s) {
			// "No session found matching …": the one thing the call looked for is not there,
			// which the false flag marks as the failure (a plural or a mass noun is none).
			failed = true
			continue
		}
		if emptyAnswerWords.MatchString(s) || guidance.NoResults(s) || guidance.FoundNothing(s) {
			return false
		}
		if guidance.ReportsFailure(s) || guidance.StartsAsError(s) || guidance.StartsAsFailure(s) {
			failed = true
		}
	}
	return failed
}

// onlyNonEmpty reports whether v is a test that a collection is not empty: `x.length > 0`,
// `x.length !== 0` (or `!=`), `x.length >= 1`, the same of `x.size`, or `!!x.length`.
func (f *file) onlyNonEmpty(v *sitter.Node) bool {
	v = unwrap(v)
	switch extract.Type(v) {
	case "unary_expression":
		inner := unwrap(extract.Field(v, "argument"))
		return f.opText(v) == "!" && extract.Type(inner) == "unary_expression" && f.opText(inner) == "!" &&
			f.isCount(extract.Field(inner, "argument"))
	case "binary_expression":
		l, r := extract.Field(v, "left"), extract.Field(v, "right")
		switch f.opText(v) {
		case ">", "!==", "!=":
			return f.isCount(l) && text(unwrap(r), f.Src) == "0"
		case ">=":
			return f.isCount(l) && text(unwrap(r), f.Src) == "1"
		}
	}
	return false
}

// isEmptyTest reports whether test only says that a collection is empty: `x.length === 0` (or
// `==`), `x.length < 1`, the same of `x.size`, or `!x.length`.
func (f *file) isEmptyTest(test *sitter.Node) bool {
	test = unwrap(test)
	switch extract.Type(test) {
	case "unary_expression":
		return f.opText(test) == "!" && f.isCount(extract.Field(test, "argument"))
	case "binary_expression":
		l, r := extract.Field(test, "left"), extract.Field(test, "right")
		switch f.opText(test) {
		case "===", "==":
			return f.isCount(l) && text(unwrap(r), f.Src) == "0"
		case "<":
			return f.isCount(l) && text(unwrap(r), f.Src) == "1"
		}
	}
	return false
}

// isCount reports whether n reads a collection's size: `x.length` or `x.size`.
func (f *file) isCount(n *sitter.Node) bool {
	n = unwrap(n)
	if extract.Type(n) != "member_expression" {
		return false
	}
	p := text(extract.Field(n, "property"), f.Src)
	return p == "length" || p == "size"
}

// opText returns the operator of a unary or binary expression.
func (f *file) opText(n *sitter.Node) string {
	if op := extract.Field(n, "operator"); op != nil {
		return text(op, f.Src)
	}
	return ""
}

// underEmptyTest reports whether n stands in the consequence of the nearest `if` around it in
// its function and that `if` only tests that a collection is empty (isEmptyTest).
func (f *file) underEmptyTest(n *sitter.Node) bool {
	child := n
	for p := n.Parent(); p != nil; child, p = p, p.Parent() {
		if isFunction(p) {
			return false
		}
		if extract.Type(p) != "if_statement" {
			continue
		}
		c := extract.Field(p, "consequence")
		if c == nil || c.StartByte() != child.StartByte() || c.EndByte() != child.EndByte() {
			return false // in the test or the else
		}
		return f.isEmptyTest(extract.Field(p, "condition"))
	}
	return false
}
