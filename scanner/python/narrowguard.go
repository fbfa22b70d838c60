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

// catchNames returns the classes a decorator's wrapper names around its call of the decorated
// function when it answers them and catches not everything (extract.Summary.CatchNames): for
// the tools of other modules that it wraps, whose files cannot see the wrapper.
func (c *fileCtx) catchNames(def *sitter.Node) []string {
	if all, names, plain := c.wrapperCatches(def); all == nil && plain && len(names) > 0 {
		return slices.Clone(names)
	}
	return nil
}

// decoratorCatches returns the classes that the wrappers of the file's decorators of def name in
// the except clauses of a try around their call of the decorated function, of a try that answers
// what it catches; nil when none does or one catches every exception (a guard's work).
func (c *fileCtx) decoratorCatches(def *sitter.Node) []string {
	names, plain := c.wrapperClasses(def) // a wrapper applied at registration (wrapreg.go)
	if !plain {
		return nil
	}
	for _, e := range decorators(def) {
		if extract.Type(e) != "identifier" {
			continue
		}
		d := c.visibleDef(c.text(e), e)
		if d == nil {
			continue
		}
		_, ns, plain := c.wrapperCatches(d)
		if !plain {
			return nil
		}
		for _, x := range ns {
			if !slices.Contains(names, x) {
				names = append(names, x)
			}
		}
	}
	return names
}
