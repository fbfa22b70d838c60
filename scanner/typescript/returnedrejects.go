package typescript

import (
	"bytes"

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
// elsewhere.

// rejectPendings returns the pending protocolerror findings of the reject(...) calls of the
// Promise executors whose promise a function of the file returns (returnedRejects).
func (f *file) rejectPendings() []extract.Pending {
	if !bytes.Contains(f.Src, []byte("new Promise")) || !bytes.Contains(f.Src, []byte("reject")) {
		return nil
	}
	var out []extract.Pending
	f.walkAll(f.parents.root, func(n *sitter.Node) {
		exec := f.promiseExecutor(n)
		if exec == nil {
			return
		}
		fn := f.enclosingFunction(n)
		if fn == nil {
			return
		}
		if at, verb := f.promiseUse(n, fn); at == nil || verb != "returns" {
			return
		}
		if _, _, _, ok := f.throwerLabel(fn); !ok {
			return // a tool of the file's own (executorErrors)
		}
		key := f.keyOf(fn)
		if key == "" {
			return
		}
		for _, e := range f.executorRejects(exec) {
			if e.verb != "reject(...)" || e.t.args == nil && e.t.class == "" || f.cannotRun(e.at) {
				continue // a reject passed on, or one with no error it constructs
			}
			e.t.stmt = e.at // the call stands for the throw (throwWord, isUnknownTool)
			shape := finding.ProseOnly
			if e.t.args != nil {
				shape = f.throwShape(e.t)
			}
			if p, ok := f.protocolPending(e.t, shape, e.at, fn, key); ok {
				out = append(out, p)
			}
		}
	})
	return out
}
