package typescript

import (
	"fmt"
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/guidance"
)

// The Python rule's "failure phrase in a failure block": a text that says, anywhere in it, that
// something failed (`Dataset '${id}' not found.`, `${p} does not exist`, "Empty search strings
// are not allowed") is a failure when the tool returns it from a branch of an if/else, a case of
// a switch or a catch clause; the same words in a plain answer are not judged. The phrases are
// guidance.ReportsFailure's, which the Python rule asks too.

// zeroResults matches an empty answer that opens with a count of none ("0 results", "zero
// matches"), beyond guidance.ReportsFailure's "No items found".
var zeroResults = lazyre.New(`(?i)^\W*(0|zero)\s+\w+`)

// reportsFailurePhrase reports whether a text says somewhere that the operation failed
// (guidance.ReportsFailure, or a wait that expired: guidance.SaysWaitExpired) and is none of the answers that
// only sound like it: an empty answer, a warning beside an answer, a state already reached. A
// markdown page tells the state in its heading and first paragraph (guidance.Statement): "the
// plan may already be archived" among its possible causes reaches no state.
func reportsFailurePhrase(txt string) bool {
	if zeroResults.MatchString(txt) || isWarning(txt) || guidance.SaysAlreadyDone(guidance.Statement(txt)) {
		return false
	}
	if guidance.SaysWaitExpired(txt) {
		return true
	}
	if sourceText(txt) {
		// Generated source (a snippet of client code with its own catch and "Request failed"
		// log) speaks of its own failures: only a first line that says so counts.
		return guidance.ReportsFailure(firstSentence(txt))
	}
	// A word of success further on may be about something else ("Search content not found in
	// f. (Fuzzy search completed in 3ms)"): the first sentence is judged alone too.
	return guidance.ReportsFailure(txt) || guidance.ReportsFailure(firstSentence(txt))
}

// namesWhatWentWrong reports whether a text opens by naming what went wrong without an error
// word (guidance.StartsAsFailure: `Unknown operation "${op}". Available: ...`, "Invalid mode x",
// "Unsupported format"), as the Python rule reads a tool's text, and is no warning. A word alone
// ("unknown", "invalid") is a value the function answers with, not a message.
func namesWhatWentWrong(txt string) bool {
	return len(strings.Fields(txt)) > 1 && guidance.StartsAsFailure(txt) && !isWarning(txt)
}

// codeLine matches a line of JavaScript or TypeScript source: an import, a declaration, an
// arrow, a return, a closing of a call.
var codeLine = lazyre.New(`(?m)^\s*(import\s+[{*\w]|export\s|(const|let|var)\s+\w+\s*[=:]|(async\s+)?function\b|return\s|\}\)?;?\s*$|.*=>\s*[{(]?\s*$)`)

// sourceText reports whether a text is a block of source code (five lines or more, at least
// three of them code lines), which an answer of a code-generating tool holds.
func sourceText(txt string) bool {
	lines := strings.Split(strings.ReplaceAll(txt, `\n`, "\n"), "\n")
	return len(lines) >= 5 && len(codeLine.FindAllString(strings.Join(lines, "\n"), 4)) >= 3
}

// queryName matches a value that holds what a search looks for: a text that names it ("No
// documentation found for ${query}") is a search's empty answer, not a named thing's miss.
var queryName = lazyre.New(`(?i)(^|[^a-z])(q|query|queries|search\w*|term|terms|keywords?|pattern|filter|prefix|text)([^a-z]|$)`)

// missesNamed reports whether a text t (whose text is txt) says that one thing the caller named
// is not there (guidance.MissesNamed: "No information found for ${name}") and the values it puts
// in name no search's query.
func (f *file) missesNamed(t *sitter.Node, txt string) bool {
	if !guidance.MissesNamed(txt) || isWarning(txt) {
		return false
	}
	t = unwrap(t)
	if t != nil && extract.Type(t) == "identifier" {
		t = unwrap(f.valueOf(t))
	}
	if t == nil {
		return false
	}
	named := false
	f.walkAll(t, func(n *sitter.Node) {
		if extract.Type(n) == "template_substitution" && queryName.MatchString(extract.Content(n, f.Src)) {
			named = true
		}
	})
	if extract.Type(t) == "binary_expression" {
		for _, side := range []*sitter.Node{extract.Field(t, "left"), extract.Field(t, "right")} {
			if s := unwrap(side); s != nil && extract.Type(s) != "string" && extract.Type(s) != "template_string" && queryName.MatchString(extract.Content(s, f.Src)) {
				named = true
			}
		}
	}
	return !named
}

// sentenceEnd matches the end of a text's first sentence or line (a template's text is its
// source, where a line ends in the two characters \n).
var sentenceEnd = lazyre.New(`[.!?:;]\s|\n|\\n`)

// firstSentence returns a text up to the end of its first sentence or line.
func firstSentence(txt string) string {
	if loc := sentenceEnd.FindStringIndex(txt); loc != nil {
		return txt[:loc[0]]
	}
	return txt
}

// inFailureBlock reports whether n sits, within its own function fn (no function between), in
// a failure block: a branch of an if (its consequence or its else), a case of a switch, or a
// catch clause. Like Python's, any branch counts; the phrase says the failure.
func (f *file) inFailureBlock(n, fn *sitter.Node) bool {
	if fn == nil {
		return false
	}
	prev := n
	for p := f.parent(n); p != nil; prev, p = p, f.parent(p) {
		if same(p, fn) {
			return false
		}
		if f.parents.isFunction(p) || extract.Type(p) == "class_body" {
			return false // a function nested in the tool: its returns are its own
		}
		switch extract.Type(p) {
		case "else_clause", "switch_case", "switch_default", "catch_clause":
			return true
		case "if_statement":
			if c := extract.Field(p, "consequence"); c != nil && same(c, prev) {
				return true
			}
		}
	}
	return false
}

// namedMiss reports whether a text t of fn says that one named thing is not there
// (missesNamed) outside the branch of an if that only tests that a collection is empty
// (underEmptyTest): there, "No trending ${kind} found." under `if (!results.length)`, its words
// are an empty answer's. A text that says the lookup failed, `Custom list "${name}" not found`,
// is judged by those words wherever it stands.
func (f *file) namedMiss(t, fn *sitter.Node, txt string) bool {
	return f.missesNamed(t, txt) && !(f.inFailureBlock(t, fn) && f.underEmptyTest(t))
}

// phraseText returns the whole text of a string, template or + chain (a hole for each value
// put in), following a local constant; false when t is none.
func (f *file) phraseText(t *sitter.Node) (string, bool) {
	t = unwrap(t)
	if t == nil {
		return "", false
	}
	if extract.Type(t) == "identifier" {
		t = unwrap(f.valueOf(t)) // `const msg = \`${id} not found\`; return msg`
	}
	if t == nil {
		return "", false
	}
	if txt, ok := concatText(t, f.Src); ok {
		return txt, true
	}
	switch extract.Type(t) {
	case "string", "template_string":
		return staticText(t, f.Src)
	}
	return "", false
}

// failurePhraseReason says whether a text t, returned at ret in fn, reports a failure in words
// anywhere in it and sits in a failure block (inFailureBlock) of fn, or in the return after a
// search loop (afterSearchLoop) or after an if that returns (afterReturningIf).
func (f *file) failurePhraseReason(t, fn *sitter.Node) reason {
	t = unwrap(t)
	if t == nil || fn == nil {
		return reason{}
	}
	if extract.Type(t) == "ternary_expression" {
		// Either branch of a conditional is a failure block, whatever the other gives (as in
		// Python): `memory[key] ? JSON.stringify(memory[key]) : "Key not found."`; not one that
		// only tests whether a collection is empty, `titles.length ? ... : "None found"`, an
		// empty answer (emptyflag.go).
		if c := extract.Field(t, "condition"); f.isCount(c) || f.onlyNonEmpty(c) || f.isEmptyTest(c) {
			return reason{}
		}
		if r := f.outcomeChoice(t); r.ok() {
			return r // the more telling reason: the failed outcome's branch beside a success (outcometext.go)
		}
		for _, b := range []string{"consequence", "alternative"} {
			if r := f.phraseIn(unwrap(extract.Field(t, b)), fn, "a branch of a conditional"); r.ok() {
				r.branch = extract.Field(t, b)
				return r
			}
		}
		return reason{}
	}
	block, inBranch := "a failure branch", f.inFailureBlock(t, fn)
	if !inBranch {
		switch {
		case f.afterSearchLoop(t, fn): // softloop.go
			block = "the return after a search loop"
		case f.afterReturningIf(t, fn): // softfallthrough.go
			if txt, ok := f.phraseText(t); ok && !fallThroughFailure(pageStatement(beforeNote(txt))) {
				return reason{}
			}
			block = "the return after an if that returns"
		default:
			return reason{}
		}
	}
	r := f.phraseIn(t, fn, block)
	if !r.ok() && inBranch {
		r = f.errorAnswerText(t, fn) // a branch taken on a failed answer (softerrorbranch.go)
	}
	return r
}

// phraseIn says whether a text t of fn, in a failure block that block describes, reports a
// failure in words anywhere in it.
func (f *file) phraseIn(t, fn *sitter.Node, block string) reason {
	if t == nil {
		return reason{}
	}
	txt, ok := f.phraseText(t)
	if !ok || strings.TrimSpace(txt) == "" || guidance.DeclinedByUser(guidance.Statement(txt)) {
		// A markdown page's remedies ("move it to a Canceled status") choose nothing: its
		// heading and first paragraph say whether the user declined (guidance.Statement).
		return reason{}
	}
	txt = pageStatement(beforeNote(txt))
	if !reportsFailurePhrase(txt) && !namesWhatWentWrong(txt) && !f.namedMiss(t, fn, txt) && !guidance.EmptyWithRemedy(txt) && !guidance.NamesRequired(txt) {
		return reason{}
	}
	if f.branchOnUserAnswer(t, fn) {
		return reason{} // `if (answer.action !== "accept") return "No booking made"`: the user's choice
	}
	return reason{text: fmt.Sprintf("text %q in %s", clip(txt), block)}
}

// noteLabel matches a note that starts a sentence or a line of a text ("Note:", "**Note:**",
// "NB:", "Tip:"), a template's line ending in the two characters \n.
var noteLabel = lazyre.New(`(?:[.!?)]\s+|\n|\\n)\s*(?:[*_]{1,2})?(?:Note|NOTE|N\.B\.|NB|Tip|TIP|Hint|HINT)(?:[*_]{1,2})?\s*:`)

// hasWord matches a letter: a part of a text with words of its own, not only holes and marks.
var hasWord = lazyre.New(`\pL`)

// beforeNote returns the part of a text before a note that follows what the text reports
// ("Right-click dispatched on …. Note: native menus cannot be used here"): the note tells
// the caller about a limit beside the answer, and what failed, if anything, is said before
// it. A text that opens with its note, or whose words before the note are only holes, is
// returned whole.
func beforeNote(txt string) string {
	loc := noteLabel.FindStringIndex(txt)
	if loc == nil || !hasWord.MatchString(txt[:loc[0]]) {
		return txt
	}
	return txt[:loc[0]]
}

// laterHeading matches a markdown heading that opens a later line of a text (a template's line
// ending in the two characters \n): a section of a document.
var laterHeading = lazyre.New(`(?:\n|\\n)[ \t]*#{1,6}[ \t]+\S`)

// pageStatement returns what a markdown document says of the outcome when the text is one: a
// text that opens with a heading and has sections under later headings is judged by its heading
// and the paragraph under it (guidance.Statement), as "# Plan Not Found\n\nCould not archive
// plan ..." is. A guide or overview ("# Debugging Guide\n\n...\n\n## Methodology\n- Test failed
// API calls") speaks of failures deep in its sections without reporting one. Any other text is
// returned whole.
func pageStatement(txt string) string {
	st := guidance.Statement(txt)
	if st == txt || !laterHeading.MatchString(txt) {
		return txt
	}
	return st
}

// askUserCall matches a call that asks the user (an elicitation) in a declaration's value.
var askUserCall = lazyre.New(`\belicit\w*\s*\(`)

// branchOnUserAnswer reports whether n (within fn) comes after the tool asked the user: a
// statement before it, in a block that holds it, or the condition of an if it sits in, asks
// the user (`const answer = await elicit(...)`); the branches that follow answer the user's choice.
func (f *file) branchOnUserAnswer(n, fn *sitter.Node) bool {
	prev := n
	for p := f.parent(n); p != nil && !same(p, fn) && !f.parents.isFunction(p); prev, p = p, f.parent(p) {
		switch extract.Type(p) {
		case "if_statement":
			if cond := extract.Field(p, "condition"); cond != nil && askUserCall.MatchString(extract.Content(cond, f.Src)) {
				return true
			}
		case "statement_block", "switch_case", "switch_default":
			for i := 0; i < int(extract.NamedChildCount(p)); i++ {
				c := extract.NamedChild(p, i)
				if same(c, prev) {
					break
				}
				if askUserCall.MatchString(extract.Content(c, f.Src)) {
					return true
				}
			}
		}
	}
	return false
}
