package typescript

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Throws that a catch of their own function passes on, for protocolerror's pending findings of
// the functions a low-level tools/call handler reaches. As for a catch-all rethrow in the
// handler (rethrow.go), the catch's throw is where the failure leaves the function, and the
// finding stands there:
//
//	try {
//	  if (!metadata) throw new Error(`not found: ${name}`);  // no finding of its own: the catch
//	  ...                                                     // throws in its place
//	} catch (error) {
//	  throw new Error(`Failed to get metadata: ${error}`);   // the finding, naming the throw above
//	}
//
// And a catch that only passes on, unchanged, what the callback its function runs threw (a
// circuit breaker's or a retry's `catch (e) { this.failures++; throw e }` around `await fn()`)
// adds no failure of its own: the callback's throws are reported where they stand.

// passedOnByCatch reports whether a throw leaves its function fn only through the catch of a
// try of fn around it (thrownOutOf already found that the catch throws on every path).
func (f *file) passedOnByCatch(stmt, fn *sitter.Node) bool {
	return same(f.enclosingFunction(stmt), fn) && f.innermostTry(stmt, fn) != nil
}

// maxPassedOn bounds the throws a catch's finding shows in the human formats (behindCatch's
// brief): as many as MaxRelated leaves beside the two places of the tool that reaches the
// function (the handler and its call), one of them the count of the rest. A dispatcher's
// catch-all around a switch of tools' bodies passes on every throw of every tool: each is a
// failure the model should see, and the finding is the only place that names them.
const maxPassedOn = extract.MaxRelated - 2

// behindCatch returns, for a throw in a catch clause of fn, the related places of the throws of
// its try's body that the catch passes on (passedOnByCatch): fn's own, not nested functions',
// and not an unknown tool's (which the spec sanctions as a JSON-RPC error); and, when they are
// more than maxPassedOn, the brief of them that the human formats show (briefOf).
func (f *file) behindCatch(stmt, fn *sitter.Node) (all, brief []finding.Related) {
	try := f.rethrowTry(stmt, fn)
	if try == nil || !same(f.enclosingFunction(stmt), fn) {
		return nil, nil
	}
	body := extract.Field(try, "body")
	if body == nil {
		return nil, nil
	}
	name := f.displayName(fn)
	classes := f.originClasses(stmt, try) // a branch for some classes names only their throws (catchbranches.go)
	f.walkOwn(body, func(n *sitter.Node) {
		if extract.Type(n) == "throw_statement" && same(f.innermostTry(n, fn), try) && !f.isUnknownTool(f.describeThrow(n)) &&
			f.keepsClass(n, classes) {
			all = append(all, f.relatedAt(n, fmt.Sprintf("%s throws %s, which the catch at line %d passes on",
				name, clip(text(extract.NamedChild(n, 0), f.Src)), line(stmt))))
		}
	})
	return all, briefOf(all, maxPassedOn, fmt.Sprintf("throws of %s that the catch at line %d passes on", name, line(stmt)))
}

// briefOf returns what the human formats show of a finding's own related places rs when they
// are more than limit: the first limit-1 and a count of the others, which are what (a plural noun
// phrase); or nil when rs fit. The finding's Related names them all.
func briefOf(rs []finding.Related, limit int, what string) []finding.Related {
	if len(rs) <= limit {
		return nil
	}
	out := append([]finding.Related(nil), rs[:limit-1]...)
	return append(out, finding.NotShown(fmt.Sprintf("%d more %s", len(rs)-limit+1, what)))
}

// transparentRethrow reports whether a throw in a catch clause of fn throws the caught value
// unchanged (`throw e`) where the try throws nothing itself and calls nothing but fn's
// parameters and methods of its class that call and throw nothing (`await fn(); this.reset()`):
// what it throws is what the callback threw.
func (f *file) transparentRethrow(stmt, fn *sitter.Node) bool {
	try := f.rethrowTry(stmt, fn)
	if try == nil || !same(f.enclosingFunction(stmt), fn) {
		return false
	}
	catch := extract.Field(try, "handler")
	arg := unwrap(extract.NamedChild(stmt, 0))
	param := extract.Field(catch, "parameter")
	if arg == nil || param == nil || extract.Type(arg) != "identifier" || extract.Type(param) != "identifier" ||
		extract.Content(arg, f.Src) != extract.Content(param, f.Src) {
		return false
	}
	body := extract.Field(try, "body")
	if body == nil {
		return false
	}
	params := map[string]bool{}
	for _, p := range f.paramNames(fn) {
		params[p] = true
	}
	calls := 0
	opaque := f.walkOwnUntil(body, func(n *sitter.Node) bool {
		switch extract.Type(n) {
		case "throw_statement":
			return true
		case "call_expression":
			callee := unwrap(extract.Field(n, "function"))
			switch {
			case callee != nil && extract.Type(callee) == "identifier" && params[extract.Content(callee, f.Src)]:
				calls++
				return false
			case callee != nil && extract.Type(callee) == "member_expression" && f.quietMethod(callee):
				return false
			}
			return true
		}
		return false
	})
	return !opaque && calls > 0
}

// quietMethod reports whether `this.m` names a method of the enclosing class whose body holds
// no call and no throw.
func (f *file) quietMethod(callee *sitter.Node) bool {
	if o := extract.Field(callee, "object"); o == nil || extract.Type(o) != "this" {
		return false
	}
	m, _ := f.soleMethod(text(extract.Field(callee, "property"), f.Src))
	if m == nil || !same(f.enclosingClass(m), f.enclosingClass(callee)) {
		return false
	}
	body := functionBody(m)
	return body != nil && !f.walkOwnUntil(body, func(n *sitter.Node) bool {
		return extract.Type(n) == "call_expression" || extract.Type(n) == "throw_statement" || extract.Type(n) == "new_expression"
	})
}
