package typescript

import "github.com/mcperr/mcperr/scanner/extract"

import sitter "github.com/smacker/go-tree-sitter"

// A result that carries isError where the SDK does not read it (`return { content: [{ type:
// "text", text: "Error: no uri", isError: true }] }`) is a failure sent as a success twice over:
// droppedflag reports the flag, and its text may be one softerror would report. The author meant
// the error and set the flag; the fix is to move it, which is droppedflag's advice, so the
// result is that rule's alone and softerror does not judge it.

// noteDropped notes the objects that hold an isError droppedflag reports (a content block, a
// structuredContent or _meta member, an object a text serializes: droppedPlace), up to the
// function it is in: the result returned is one of them.
func (f *file) noteDropped(obj *sitter.Node) {
	if f.droppedIn == nil {
		f.droppedIn = map[uintptr]bool{}
	}
	for p := f.parent(obj); p != nil && !f.parents.isFunction(p); p = f.parent(p) {
		if extract.Type(p) == "object" {
			f.droppedIn[p.ID()] = true
		}
	}
}
