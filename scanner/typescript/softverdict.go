package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/guidance"
)

// A check's verdict: a tool that checks something answers PASS or FAIL, and FAIL is the answer
// the caller asked for, not a failed call.
//
//	if (args.action === "assert_text") {
//	  const passed = badge.text === args.expected_text;
//	  return { content: [{ type: "text", text: `${passed ? "PASS" : "FAIL"} — badge text` }] };
//	}
//
// The verdict is a condition that picks between a pass word and a fail word (verdictPair). It
// is a check's when the tool's name begins with a check verb or names an assertion
// (check_badge, run_assertion), or the return sits in a branch the caller's action value picks
// (`args.action === "assert_text"`), that value beginning with one. It stays a failure when a
// catch clause sets what the condition tests (`catch (e) { passed = false; detail = e.message }`):
// the check itself did not run, and the exception is folded into the verdict.

// verdictVerbs begin the name of a tool, or an action value, that checks something.
var verdictVerbs = map[string]bool{"check": true, "verify": true, "validate": true, "lint": true, "assert": true, "test": true}

// assertionWords name an assertion anywhere in a tool's name (run_assertion).
var assertionWords = map[string]bool{"assert": true, "assertion": true, "assertions": true}

// verdictPair reports whether a conditional picks between a pass word and a fail word ("PASS" :
// "FAIL", "✅ passed" : "❌ failed").
func (f *file) verdictPair(cond *sitter.Node) bool {
	cond = unwrap(cond)
	if cond == nil || extract.Type(cond) != "ternary_expression" {
		return false
	}
	a, okA := staticText(unwrap(extract.Field(cond, "consequence")), f.Src)
	b, okB := staticText(unwrap(extract.Field(cond, "alternative")), f.Src)
	if !okA || !okB {
		return false
	}
	a, b = verdictWord(a), verdictWord(b)
	return passWords[a] && failWords[b] || failWords[a] && passWords[b]
}

var (
	passWords = map[string]bool{"pass": true, "passed": true, "passing": true}
	failWords = map[string]bool{"fail": true, "failed": true, "failing": true}
)

// verdictWord returns a status text lowercased without the marks around its word.
func verdictWord(s string) string {
	return strings.ToLower(strings.TrimFunc(s, func(r rune) bool {
		return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z')
	}))
}

// checkVerdict reports whether the verdict cond, returned at ret, is the answer of a check
// (see above): the tool w checks, or an action value that checks picks ret's branch, and no
// catch clause of w's function sets what cond tests. set is that catch's assignment, when one
// does.
func (f *file) checkVerdict(w where, cond, ret *sitter.Node) (answer bool, set *sitter.Node) {
	if !f.verdictPair(cond) || !(isCheckName(w) || f.inCheckAction(ret, w.fn)) {
		return false, nil
	}
	if set := f.verdictSetInCatch(cond, w.fn, ret); set != nil {
		return false, set
	}
	return true, nil
}

// isCheckName reports whether a tool's name begins with a check verb or names an assertion.
func isCheckName(w where) bool {
	name := w.name
	if w.reg != nil && w.reg.tool != "" {
		name = w.reg.tool
	}
	return namesCheck(name)
}

// namesCheck reports whether a name begins with a check verb or names an assertion
// (check_badge, run_assertion, browser_assert_url).
func namesCheck(name string) bool {
	words := guidance.NameWords(name)
	if len(words) == 0 {
		return false
	}
	if verdictVerbs[words[0]] {
		return true
	}
	for _, x := range words {
		if assertionWords[x] {
			return true
		}
	}
	return false
}

// inCheckAction reports whether n sits, within fn, in the consequence of an if whose condition
// compares something with a string that begins with a check verb (`args.action ===
// "assert_text"`), or in a switch case whose string names a check as a tool's name does (`case
// "browser_assert_url":`).
func (f *file) inCheckAction(n, fn *sitter.Node) bool {
	prev := n
	for p := f.parent(n); p != nil && !same(p, fn) && !f.parents.isFunction(p); prev, p = p, f.parent(p) {
		if extract.Type(p) == "switch_case" {
			if s, ok := staticText(unwrap(extract.Field(p, "value")), f.Src); ok && namesCheck(s) {
				return true
			}
			continue
		}
		if extract.Type(p) != "if_statement" || !same(extract.Field(p, "consequence"), prev) {
			continue
		}
		found := false
		f.walkAll(extract.Field(p, "condition"), func(c *sitter.Node) {
			if found || extract.Type(c) != "binary_expression" {
				return
			}
			if op := text(extract.Field(c, "operator"), f.Src); op != "===" && op != "==" {
				return
			}
			for _, side := range []*sitter.Node{extract.Field(c, "left"), extract.Field(c, "right")} {
				if s, ok := staticText(unwrap(side), f.Src); ok {
					if words := guidance.NameWords(s); len(words) > 0 && verdictVerbs[words[0]] {
						found = true
					}
				}
			}
		})
		if found {
			return true
		}
	}
	return false
}

// verdictSetInCatch returns the assignment in a catch clause of fn of a variable that the
// verdict's condition tests, where control goes on to ret (`catch (e) { passed = false }`), or
// nil.
func (f *file) verdictSetInCatch(cond, fn, ret *sitter.Node) *sitter.Node {
	c := unwrap(extract.Field(cond, "condition"))
	if c == nil || fn == nil {
		return nil
	}
	var set *sitter.Node
	f.walkAll(c, func(n *sitter.Node) {
		if set != nil || extract.Type(n) != "identifier" {
			return
		}
		set = f.assignedFailure(n, fn, ret, func(v *sitter.Node, _ string) string {
			if f.inCatchOf(v, fn) {
				return "set"
			}
			return ""
		}).assigned
	})
	return set
}

// isFailMark reports whether a text's first word is a verdict's fail word in capitals ("FAIL",
// "[FAILED]"); "Failed to read the page" says the call failed.
func isFailMark(word string) bool {
	w := strings.TrimFunc(word, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') })
	return w == strings.ToUpper(w) && failWords[strings.ToLower(w)]
}

// failVerdict reports whether the failure why found in a returned value, returned at ret, is a
// check's verdict told by an if rather than a conditional: its text opens with a fail word in
// capitals (`[FAIL] URL does not contain "${p}"` after `if (url.includes(p)) return "[PASS] ..."`), in a
// tool that checks (as checkVerdict reads it), and no catch clause returns it (`catch (e) {
// return "[FAIL] " + e.message }`: the check itself did not run).
func (f *file) failVerdict(w where, why reason, value, ret *sitter.Node) bool {
	t := why.member
	if t == nil && extract.Type(unwrap(value)) != "object" {
		t = value
	}
	txt, ok := staticText(unwrap(t), f.Src)
	if !ok || why.verdict != nil {
		return false
	}
	words := strings.Fields(txt)
	if len(words) == 0 || !isFailMark(words[0]) || f.inCatchOf(ret, w.fn) {
		return false
	}
	return isCheckName(w) || f.inCheckAction(ret, w.fn)
}
