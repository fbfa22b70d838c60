package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// fnWrites is what a function, or a function inside it, writes and changes, read in one walk of
// its body: mayAssign and mayMutate are asked of the same function for each argument of each
// call in it (parsedArgShapes, entryShapes, paramRun), and each used to walk the whole body.
type fnWrites struct {
	assigned map[string]bool // the text of each write's target, past its members and subscripts
	patterns [][]byte        // the bytes of each destructuring pattern a write targets
	mutated  map[string]bool // the names a delete, a mutating method or Object.assign changes (mayMutate)
}

// writesOf returns fn's fnWrites, read once per function.
func (f *file) writesOf(fn *sitter.Node) *fnWrites {
	if w, ok := f.fnWrites[fn]; ok {
		return w
	}
	w := &fnWrites{assigned: map[string]bool{}, mutated: map[string]bool{}}
	f.walkAll(functionBody(fn), func(n *sitter.Node) {
		if isWrite(n) {
			f.noteAssigned(w, n)
		}
		f.noteMutated(w, n)
	})
	if f.fnWrites == nil {
		f.fnWrites = map[*sitter.Node]*fnWrites{}
	}
	f.fnWrites[fn] = w
	return w
}

// noteAssigned records what the write n assigns (mayAssign).
func (f *file) noteAssigned(w *fnWrites, n *sitter.Node) {
	left := chainRoot(writeTarget(n))
	if left == nil {
		return
	}
	w.assigned[text(left, f.Src)] = true
	if extract.Type(left) == "object_pattern" || extract.Type(left) == "array_pattern" {
		w.patterns = append(w.patterns, f.Src[extract.StartByte(left):extract.EndByte(left)])
	}
}

// noteMutated records the name n changes, if any (mayMutate): a delete of a member of it, a call
// of a method that puts values into it or into a value inside it, or Object.assign(it, ...).
func (f *file) noteMutated(w *fnWrites, n *sitter.Node) {
	// rooted records the name at the root of a chain of members and subscripts.
	rooted := func(n *sitter.Node) {
		if n = chainRoot(unwrap(n)); n != nil && extract.Type(n) == "identifier" {
			w.mutated[extract.Content(n, f.Src)] = true
		}
	}
	switch extract.Type(n) {
	case "unary_expression":
		if text(extract.Field(n, "operator"), f.Src) == "delete" {
			rooted(extract.Field(n, "argument"))
		}
	case "call_expression":
		callee := unwrap(extract.Field(n, "function"))
		if callee == nil || extract.Type(callee) != "member_expression" {
			return
		}
		if text(callee, f.Src) == "Object.assign" {
			rooted(argument(extract.Field(n, "arguments"), 0))
			return
		}
		if arrayMutators[text(extract.Field(callee, "property"), f.Src)] {
			rooted(extract.Field(callee, "object"))
		}
	}
}
