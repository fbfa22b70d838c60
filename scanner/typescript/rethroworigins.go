package typescript

import (
	"fmt"
	"slices"
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

// A low-level handler's catch often passes the SDK's errors on and rewraps the rest:
//
//	} catch (error) {
//	  if (error instanceof McpError) throw error;                       // the tools' McpErrors
//	  throw new McpError(ErrorCode.InternalError, `failed: ${error}`);  // everything else
//	}
//
// Each of the two throws is a finding, and each names the origins that reach it: the first the
// throws of the SDK's McpError, the second the others (a class of the project's own, even one
// named McpError, a library's error, a throw whose class the file cannot tell). The class of a
// throw of another module is the one its summary's place carries (placeRaise), matched by the
// index (Pending.Classes).

// sdkChain is the class chain of the SDK's McpError, as constructedClass and exportedClass give it.
var sdkChain = chainKey([]string{sdkClass, libClass})

// raisedChain returns the class chain of what a throw throws, as the file's exports name it:
// what it constructs (`throw new X(...)`), the SDK's McpError for a throw of a value surely one
// (rethrownAs: a same-file function's that builds one on every return; a caught value under
// `if (e instanceof McpError)`); "" when the file cannot tell.
func (f *file) raisedChain(stmt *sitter.Node) string {
	v := unwrap(extract.NamedChild(stmt, 0))
	if v == nil {
		return ""
	}
	if len(f.rethrownAs(stmt)) > 0 {
		return sdkChain
	}
	if extract.Type(v) == "identifier" {
		if fn := f.enclosingFunction(stmt); fn != nil && f.sdkClassTest(stmt, fn, extract.Content(v, f.Src)) != "" {
			return sdkChain
		}
		return ""
	}
	if extract.Type(v) != "new_expression" {
		return ""
	}
	chain := f.constructedClass(extract.Field(v, "constructor"), 0)
	if slices.Contains(chain, anyClass) {
		return ""
	}
	return f.exportedClass(chainKey(chain))
}

// originClasses returns the classes of the origins a rethrow names (Pending.Classes): the
// SDK's McpError for a throw that passes on only those (sdkRethrow); the classes a branch
// around the throw tests the caught value to be ("~X", catchbranches.go); every other class for
// a throw after such branches in the same catch; nil (every class) otherwise.
func (f *file) originClasses(stmt, try *sitter.Node) []string {
	if f.sdkRethrow(stmt, try) {
		return []string{sdkChain}
	}
	if cs := f.branchClasses(stmt, try); cs != nil {
		return cs
	}
	var not []string
	if f.afterSDKRethrow(stmt, try) {
		not = append(not, "!"+sdkChain)
	}
	if not = append(not, f.passedClasses(stmt, try)...); len(not) > 0 {
		return append([]string{"*"}, not...)
	}
	return nil
}

// afterSDKRethrow reports whether a throw in a try's catch runs only after an earlier
// statement of the catch has thrown the SDK's errors on (`if (e instanceof McpError) throw e;`
// not around it).
func (f *file) afterSDKRethrow(stmt, try *sitter.Node) bool {
	h := extract.Field(try, "handler")
	if h == nil {
		return false
	}
	found := false
	f.walkOwn(h, func(n *sitter.Node) {
		if found || extract.Type(n) != "throw_statement" || extract.EndByte(n) > extract.StartByte(stmt) {
			return
		}
		p := f.parent(n) // `if (...) throw e;`, or `if (...) { throw e; }`
		if p != nil && extract.Type(p) == "statement_block" {
			p = f.parent(p)
		}
		found = p != nil && extract.Type(p) == "if_statement" && !isInside(stmt, p) && f.sdkRethrow(n, try)
	})
	return found
}

// keepsClass reports whether a rethrow's own-file origin is of the classes it names
// (originClasses; nil keeps every origin). A zod parse call fails with a ZodError.
func (f *file) keepsClass(o *sitter.Node, classes []string) bool {
	if classes == nil {
		return true
	}
	c := ""
	if extract.Type(o) == "throw_statement" {
		c = f.raisedChain(o)
	} else if f.isZodParse(o) {
		c = zodClass
	}
	if classes[0] == sdkChain {
		return c == sdkChain
	}
	return extract.ClassMatches(c, classes)
}
