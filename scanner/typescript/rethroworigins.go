package typescript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// The origins of a catch-all rethrow in other modules. A low-level tools/call handler's try
// often dispatches to functions imported from other modules of the root (`import * as tx from
// "./operations/tx.js"; ... await tx.getInfo(args)`, `import { describe } from "./tools/describe.js"`),
// and what those throw is what the rethrow sends as a JSON-RPC error. The file cannot see those
// throws; the root's index can (extract.Pending.AnyOf with Need Raises), and names the chain from
// each callee that raises to its throws: the callee's own throws, or the calls within its module
// down to them (and a library call that may throw).
//
// A rethrow that throws of its own file too (a validation throw in the try, a library call)
// stands whatever the other modules do, and waits for the link only to have them named: its
// AnyOf ends in the key of a summary the file gives of the rethrow itself, which raises and has
// no place, so that the pending finding always stands and that key adds nothing to Related.
//
// Related names at most maxOrigins throws of the handler's file (its try's and those of the
// same-file functions it calls), then the chains of the callees of other modules that raise, in
// the order the try calls them, within the index's cap of extract.MaxRelated places for the
// whole finding (the way to each callee's first throw first, then its other throws as room
// allows, and one last place that counts the rest); the index keeps that cap, not this file.

// rethrowPending returns the pending finding of a rethrow whose try calls functions of the
// root that other files define (roots). only says that nothing else reaches the rethrow: then it
// stands only if one of them raises.
func (f *file) rethrowPending(fd finding.Finding, stmt *sitter.Node, roots [][]string, only bool) extract.Pending {
	anyOf := distinctByFirst(roots, func(keys []string) []string { return keys })
	if !only {
		key := fmt.Sprintf("%s#<rethrow>@%d:%d", f.modPath, line(stmt), column(stmt))
		f.rethrows = append(f.rethrows, extract.Summary{Key: key, Name: "the rethrow", Line: line(stmt), Column: column(stmt),
			Facts: extract.Raises})
		anyOf = append(anyOf, []string{key})
	}
	return extract.Pending{Finding: fd, AnyOf: anyOf, Need: extract.Raises}
}

// rootKeys returns the keys of a call's callee when it is a function of the root (its key names
// a module), or nil.
func (f *file) rootKeys(call *sitter.Node) []string {
	if keys := f.edgeKeys(calledExpr(call)); len(keys) > 0 && strings.Contains(keys[0], "#") {
		return keys
	}
	return nil
}

// foreignKeys returns the keys of a call's callee when it is a function of another module of
// the root, or nil.
func (f *file) foreignKeys(call *sitter.Node) []string {
	if keys := f.rootKeys(call); keys != nil && moduleOf(keys[0]) != f.modPath {
		return keys
	}
	return nil
}

// noteLibCall records a call of no function of the root as the library call that makes the
// function it runs in raise (a Raises place of its summary, which only catch-all rethrows
// read), when that function has none yet, the call is no quiet call and no try around it
// answers what it throws. (A string or array method is no exception: on an argument of the
// wrong type, which tools/call does not check, it throws a TypeError.)
func (f *file) noteLibCall(call *sitter.Node) {
	// The function's key and whether it has its call already are asked first: most library
	// calls are of functions that have one, and a quiet call's test reads the callee's receiver
	// (ownValueMethod). The try is looked for last: a function's first library call is the one
	// most often asked.
	if k := f.fromKey(call); k != "" && f.libCalls[k] == nil && !f.isQuietCall(call) && !f.caughtBelowKey(call) {
		f.libCalls[k] = call
	}
}
