package typescript

import (
	"fmt"
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// A function of the root that returns a `new Promise((resolve, reject) => { ... })` throws, for
// a caller that awaits it, wherever the executor calls reject with a reason:
//
//	class Client {
//	  private get(url) {
//	    return new Promise((resolve, reject) => {
//	      https.get(url, (res) => res.on("end", () => {
//	        try { resolve(JSON.parse(data)) } catch { reject(new Error("Failed to parse response")) }
//	      }));
//	    });
//	  }
//	}
//
// A low-level tools/call handler that reaches the function through calls outside a try hands
// the SDK that rejection, a JSON-RPC error (protocolerror), as it would a throw of the function's
// own (protocolPending): each such reject(...) call is a throw of the function, standing where
// it is. Only a reason the executor constructs counts (`reject(new Error(...))`): a reject passed
// on as a callback (`req.on("error", reject)`) or handed a value (`reject(err)`, a library's
// error or one a catch passes on, as a plain rethrow) words no failure of the project's. Nor
// does a handler's own promise count (executorErrors), nor one the function awaits or hands
// elsewhere. Each such call is also a place of the function's throws (placeRejects), which a
// catch further up that passes them on names, as it names the function's throw statements.

// returnedReject is a reject(...) call that reasons with an error it constructs, in the
// executor of a Promise that fn returns: fn is a keyed thrower (not a tool of the file's own)
// and key its key.
type returnedReject struct {
	fn  *sitter.Node
	key string
	e   executorFailure
}

// rejectsOfReturned calls each with the file's returned rejects, found by one walk of the tree
// that rejectPendings and placeRejects share.
func (f *file) rejectsOfReturned(each func(fn *sitter.Node, key string, e executorFailure)) {
	if f.returnedRejs == nil {
		rs := f.findReturnedRejects()
		f.returnedRejs = &rs
	}
	for _, r := range *f.returnedRejs {
		each(r.fn, r.key, r.e)
	}
}

// findReturnedRejects finds the rejects of rejectsOfReturned, in the expressions of promiseNews.
func (f *file) findReturnedRejects() []returnedReject {
	if !f.srcHas("new Promise") || !f.srcHas("reject") {
		return nil
	}
	var out []returnedReject
	for _, n := range f.promiseNews() {
		exec := f.promiseExecutor(n)
		if exec == nil {
			continue
		}
		fn := f.enclosingFunction(n)
		if fn == nil {
			continue
		}
		if at, verb := f.promiseUse(n, fn); at == nil || verb != "returns" {
			continue
		}
		if _, _, _, ok := f.throwerLabel(fn); !ok {
			continue // a tool of the file's own (executorErrors)
		}
		key := f.keyOf(fn)
		if key == "" {
			continue
		}
		for _, e := range f.executorRejects(exec) {
			if e.verb != "reject(...)" || e.t.args == nil && e.t.class == "" || f.cannotRun(e.at) {
				continue // a reject passed on, or one with no error it constructs
			}
			e.t.stmt = e.at // the call stands for the throw (throwWord, isUnknownTool)
			out = append(out, returnedReject{fn: fn, key: key, e: e})
		}
	}
	return out
}

// promiseNews returns the `new Promise(executor)` expressions of the file (promiseExecutor), in
// the order of the tree. An executor is a function, so they are found from the function index
// (the functions query), each function's parent past wrappers being the arguments of one, not by
// a walk of the whole tree: the walk visited every node of a file for a few expressions.
func (f *file) promiseNews() []*sitter.Node {
	var out []*sitter.Node
	for _, fn := range f.functionIndex().nodes {
		p := f.parent(fn)
		for p != nil && wrapperSymbols.Holds(p) {
			p = f.parent(p)
		}
		if p == nil || extract.Type(p) != "arguments" {
			continue
		}
		n := f.parent(p)
		if n != nil && same(f.promiseExecutor(n), fn) && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	// The functions come in the order of their starts, and so do their expressions, nested
	// ones included; sorted all the same, as the walk visited them.
	sortByStart(out)
	return out
}

// rejectPendings returns the pending protocolerror findings of the reject(...) calls of the
// Promise executors whose promise a function of the file returns (rejectsOfReturned).
func (f *file) rejectPendings() []extract.Pending {
	var out []extract.Pending
	f.rejectsOfReturned(func(fn *sitter.Node, key string, e executorFailure) {
		shape := finding.ProseOnly
		if e.t.args != nil {
			shape = f.throwShape(e.t)
		}
		if p, ok := f.protocolPending(e.t, shape, e.at, fn, key); ok {
			out = append(out, p)
		}
	})
	return out
}

// placeRejects records each such reject(...) call as a place of its function's Raises, as a
// throw of the function is (placeRaise): a catch of another module that rewraps or rethrows what
// the function throws names it behind its throw (forwardBehind), as a rethrow of the file names
// it among its origins (returnedRejects, rethrowOrigins).
func (f *file) placeRejects(sz *summarizer) {
	f.rejectsOfReturned(func(fn *sitter.Node, key string, e executorFailure) {
		reason := extract.NamedChild(extract.Field(e.at, "arguments"), 0)
		sz.place(sz.get(key, fn), extract.Raises, e.at, fmt.Sprintf("%s rejects the promise it returns with %s", f.displayName(fn), clip(text(reason, f.Src))))
	})
}

// placedAt reports whether a summary has a place of fact at n already.
func placedAt(s *extract.Summary, fact extract.Fact, n *sitter.Node) bool {
	for _, p := range s.Places {
		if p.Fact == fact && p.Line == line(n) && p.Column == column(n) {
			return true
		}
	}
	return false
}
