package querypass

/*
#include <stdint.h>
// From tree-sitter's api.h (the binding does not expose it): patterns start only at nodes at most
// max_start_depth below the node the cursor is executed on.
void ts_query_cursor_set_max_start_depth(void *self, uint32_t max_start_depth);
*/
import "C"

import (
	"unsafe"

	sitter "github.com/smacker/go-tree-sitter"
)

// MaxStartDepth is how deep in a tree a pattern may start. A query cursor keeps a state for
// every pattern started at an ancestor of the node it visits and still waiting for a later
// child; in a tree 100,000 levels deep (a file of nested calls or object literals) that made one
// step of the cursor cost the depth, and a query minutes, in one uninterruptible call into C.
// Hand-written code is a few dozen levels deep, generated code a few hundred; what starts deeper
// is not matched.
const MaxStartDepth = 1000

// NewCursor returns a query cursor that starts patterns no deeper than MaxStartDepth. Every
// query of the scanner runs on one.
func NewCursor() *sitter.QueryCursor {
	qc := sitter.NewQueryCursor()
	C.ts_query_cursor_set_max_start_depth(cursorPtr(qc), C.uint32_t(MaxStartDepth))
	return qc
}

// cursorPtr returns the C cursor of qc: the binding's QueryCursor holds it as its first field
// and offers no setter for the start depth. TestNewCursorLimitsStartDepth fails if that changes.
func cursorPtr(qc *sitter.QueryCursor) unsafe.Pointer {
	return *(*unsafe.Pointer)(unsafe.Pointer(qc))
}
