package typescript

import (
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// The fall-through of ifs that return the answers: an if with no else whose block ends in a
// return, and the return right after it, which runs only when the if's test is false. It is
// that if's else branch spelt after it, as the Python rule reads it (afterReturningIf there).
//
//	if (guides[topic]) {
//	  return { content: [{ type: "text", text: guides[topic].content }] };
//	}
//	return { content: [{ type: "text", text: `Topic "${topic}" not found. Available: ...` }] };
//
// That return is a failure block as a branch's is (inFailureBlock): a text there that says
// something failed ("not found", "Unknown category: x") reports that no branch knew the
// argument; a closing summary or an empty answer says no failure and stays out (phraseIn).

// afterReturningIf reports whether n sits, within its own function fn (no function between), in
// a return statement that directly follows (comments aside) an if statement with no else whose
// block ends in a return, and none of whose returns answers a failure (returnsNoFailure): when
// the if returns the failure, falling past it is the success.
func (f *file) afterReturningIf(n, fn *sitter.Node) bool {
	prev := f.beforeOwnReturn(n, fn) // softloop.go
	if prev == nil || extract.Type(prev) != "if_statement" || extract.Field(prev, "alternative") != nil {
		return false
	}
	cons := extract.Field(prev, "consequence")
	if cons == nil {
		return false
	}
	last := cons
	if extract.Type(cons) == "statement_block" {
		last = nil
		for i := int(extract.NamedChildCount(cons)) - 1; i >= 0; i-- {
			if c := extract.NamedChild(cons, i); extract.Type(c) != "comment" {
				last = c
				break
			}
		}
	}
	if last == nil || extract.Type(last) != "return_statement" {
		return false
	}
	return f.returnsNoFailure(cons)
}

// fallThroughFailure reports whether a text returned after an if that returns says what failed
// as a failure does there: a failure phrase (reportsFailurePhrase) or, when it opens by naming
// what went wrong (namesWhatWentWrong), a first sentence that is only that name and the value,
// `Unknown category: ${c}`, `Unknown pattern "${p}". Available: ...`. A closing answer that
// opens with such a word and goes on to tell how the tool behaves, `Unknown fields are ignored
// by ${op}; run it on its own tool`, names no failure.
func fallThroughFailure(txt string) bool {
	if !namesWhatWentWrong(txt) {
		return true // the other words phraseIn asks judge it
	}
	if reportsFailurePhrase(txt) {
		return true
	}
	words := 0
	for _, w := range strings.Fields(firstSentence(txt)) {
		if hasWord.MatchString(w) {
			words++
		}
	}
	return words <= 3
}
