package golang

import (
	"bytes"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// softCache is what softerror's passes (softerror.go, softhelpers.go, softlinks.go) work out
// once per file and share: the returns of the error checks, which function is a tool handler,
// and each function's return statements. Each pass would otherwise walk the same bodies again.
type softCache struct {
	checks   *errCheckSet
	handlers map[uint64]bool           // function span -> isHandler
	results  map[uint64]bool           // function span -> isResultFunc
	probes   map[uint64]probeKind      // function span -> probeKindOf
	rets     map[uint32][]*sitter.Node // function start -> returns(fn)
	fields   []moduleField             // moduleFields, read on its first call
	fieldsOK bool
}

// errCheckSet is the file's checked returns: found in the order the softerror query's matches
// give them (innermost check first), sorted by position, and the checked variable by return.
type errCheckSet struct {
	found, sorted []checkedReturn
	byStart       map[uint32]*sitter.Node
}

// fnReturns is returns(fn), worked out once per function.
func (fl *file) fnReturns(fn *sitter.Node) []*sitter.Node {
	if rs, ok := fl.soft.rets[extract.StartByte(fn)]; ok {
		return rs
	}
	if fl.soft.rets == nil {
		fl.soft.rets = map[uint32][]*sitter.Node{}
	}
	rs := returns(fn)
	fl.soft.rets[extract.StartByte(fn)] = rs
	return rs
}

// mayHoldResults reports whether the file may declare a tool handler or a function that
// returns a CallToolResult: a handler's parameters spell CallToolRequest, and a CallToolResult
// type (or the alias of one, declared in the file) spells CallToolResult.
func (fl *file) mayHoldResults() bool {
	return bytes.Contains(fl.src, []byte("CallToolRe"))
}
