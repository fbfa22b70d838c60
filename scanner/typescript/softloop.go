package typescript

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
)

// A search loop's fall-through: a loop that returns what it finds, and the return right after
// it, which runs only when nothing matched.
//
//	for (const key of keys) {
//	  if (nameOf(key) === wanted) return { content: [{ type: "text", text: render(key) }] };
//	}
//	return { content: [{ type: "text", text: `Page "${wanted}" not found. Available: ...` }] };
//
// That return is a failure block as a branch's is (inFailureBlock): a text there that says
// something failed ("not found", "does not exist") reports the failed lookup.

// afterSearchLoop reports whether n sits, within its own function fn (no function between), in a
// return statement that directly follows a loop (comments aside) whose body returns, and none
// of its returns a failure (returnsFailure).
func (f *file) afterSearchLoop(n, fn *sitter.Node) bool {
	prev := f.beforeOwnReturn(n, fn)
	if prev == nil {
		return false
	}
	switch extract.Type(prev) {
	case "for_statement", "for_in_statement", "while_statement", "do_statement":
	default:
		return false
	}
	return f.returnsNoFailure(extract.Field(prev, "body"))
}

// beforeOwnReturn returns the statement (comments aside) right before the return statement that
// n sits in within its own function fn (no function between); nil when there is none.
func (f *file) beforeOwnReturn(n, fn *sitter.Node) *sitter.Node {
	if fn == nil {
		return nil
	}
	var ret *sitter.Node
	for p := n; p != nil && !same(p, fn); p = f.parent(p) {
		if f.parents.isFunction(p) || extract.Type(p) == "class_body" {
			return nil
		}
		if extract.Type(p) == "return_statement" {
			ret = p
			break
		}
	}
	if ret == nil {
		return nil
	}
	prev := ret.PrevNamedSibling()
	for prev != nil && extract.Type(prev) == "comment" {
		prev = prev.PrevNamedSibling()
	}
	return prev
}

// returnsNoFailure reports whether body returns (not from a nested function) and none of its
// returns answers a failure (returnsFailure). Read once per body: the texts of the return after
// an if (afterReturningIf) each ask it of that if's block, and failureTextReason is asked of the
// same texts by several rules. It depends on the tree and the source alone, so a file's variant
// runs share the memo (newFileVariant).
func (f *file) returnsNoFailure(body *sitter.Node) bool {
	if body == nil {
		return false
	}
	if v, ok := f.noFailure[body]; ok {
		return v
	}
	v := f.returnsNoFailureOf(body)
	if f.noFailure == nil {
		f.noFailure = map[*sitter.Node]bool{}
	}
	f.noFailure[body] = v
	return v
}

// returnsNoFailureOf is returnsNoFailure read from the tree.
func (f *file) returnsNoFailureOf(body *sitter.Node) bool {
	found, failing := false, false
	f.walkOwn(body, func(c *sitter.Node) {
		if extract.Type(c) == "return_statement" {
			found = true
			failing = failing || f.returnsFailure(c)
		}
	})
	return found && !failing
}

// returnsFailure reports whether a return inside a loop answers a failure: it sets isError, or
// its value's source reports one in words (opensWithFailure, reportsFailurePhrase). A loop that
// returns failures checks each element; falling out of it is the success, not a failed search.
func (f *file) returnsFailure(ret *sitter.Node) bool {
	src := extract.Content(ret, f.Src)
	return strings.Contains(src, "isError") || opensWithFailure(src) || reportsFailurePhrase(src)
}
