package typescript

import (
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// passedOnRoots makes a pending protocolerror of a throw in a catch of fn, a function a low-level
// tools/call handler calls (protocolPending), name what the try's calls of functions of other
// modules throw, as a rethrow in the handler itself names them (rethrowPending):
//
//	// tools.ts: CallTool, which server.ts's tools/call handler calls
//	try { result = await handlers[name](args, lara); }   // handlers: functions of ./tools/*.ts
//	catch (error) { if (error instanceof InvalidInputError) throw error; ... throw new InvalidInputError("...") }
//
// The throw stands as before, whatever those functions do (their raises are cited, not
// needed: Pending.Cite); the functions' throws are only its related places. A throw in a branch
// for classes the file can name (`if (error instanceof InvalidInputError) throw error`) names
// only the throws of those classes (each tool's validation throw), and a throw after such
// branches the others (originClasses, catchbranches.go). Nothing changes for a throw outside a
// catch, a try that calls no function of another module, or a throw in a branch for a class the
// file cannot name (`if (error instanceof LaraApiError)`, a library's): which of the callees'
// throws reach it is not known here.
func (f *file) passedOnRoots(pp *extract.Pending, stmt, fn *sitter.Node) {
	try := f.rethrowTry(stmt, fn)
	if try == nil || !same(f.enclosingFunction(stmt), fn) {
		return
	}
	classes := f.originClasses(stmt, try)
	if f.underClassTest(stmt, try) && f.branchClasses(stmt, try) == nil && !f.sdkRethrow(stmt, try) {
		return // a branch for a class the file cannot name: which of the callees' throws reach it is not known here
	}
	_, roots, _ := f.rethrowOrigins(try, fn)
	if len(roots) == 0 {
		return
	}
	// Cited, not needed: the throw stands whatever the functions raise.
	pp.AnyOf = append(pp.AnyOf, distinctByFirst(roots, func(keys []string) []string { return keys })...)
	pp.Cite |= extract.Raises
	pp.Classes = pendingClasses(classes) // only the callees' throws of the classes that reach it (catchbranches.go)
}

// underClassTest reports whether a throw in a try's catch sits in the consequence of an if whose
// condition tests a class (`instanceof`), within the catch.
func (f *file) underClassTest(stmt, try *sitter.Node) bool {
	h := extract.Field(try, "handler")
	return h != nil && f.conditionAround(stmt, h, func(cond *sitter.Node) bool {
		return strings.Contains(text(cond, f.Src), "instanceof")
	})
}
