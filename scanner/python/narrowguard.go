package python

import (
	"slices"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A decorator of the file whose wrapper runs the decorated function in a try whose except
// clauses name classes and answer them:
//
//	def guarded(fn):
//	    @wraps(fn)
//	    def wrapper(*args, **kwargs):
//	        try:
//	            return fn(*args, **kwargs)
//	        except (StoreError, OSError) as e:
//	            return failure(e)
//	    return wrapper
//
// Every call of a function it decorates runs in that try: what a callee raises of those classes
// is answered by the wrapper, as a try around the call in the function would answer it
// (extract.Call.Catches). A wrapper that catches every exception guards the function instead
// (catchFacts, guards.go).

// decoratorCatches returns the classes that the wrappers of the file's decorators of def name in
// the except clauses of a try around their call of the decorated function, of a try that answers
// what it catches; nil when none does or one catches every exception (a guard's work).
func (c *fileCtx) decoratorCatches(def *sitter.Node) []string {
	var names []string
	for _, e := range decorators(def) {
		if extract.Type(e) != "identifier" {
			continue
		}
		d := c.visibleDef(c.text(e), e)
		if d == nil {
			continue
		}
		wrapper, fn := c.decoratorWrapper(d)
		if wrapper == nil {
			continue
		}
		plain := true
		walkScope(wrapper, func(n *sitter.Node) {
			if !plain || extract.Type(n) != "try_statement" || !c.callsName(extract.Field(n, "body"), fn) {
				return
			}
			hs := c.handlers(n)
			if !slices.ContainsFunc(hs, func(h handler) bool { return !h.reraises }) {
				return
			}
			for _, h := range hs {
				ns, ok := c.clauseNames(h.class)
				if !ok {
					plain = false
					return
				}
				for _, x := range ns {
					if !slices.Contains(names, x) {
						names = append(names, x)
					}
				}
			}
		})
		if !plain {
			return nil
		}
	}
	return names
}
