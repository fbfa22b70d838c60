package python

import (
	"maps"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// TestBindersAreTheWalk checks binders, which reads each function's binding constructs from
// query matches grouped by scope, against the walk of the body it replaced, for every function
// of the Python fixtures (MCPERR_BENCH_CORPUS replaces them) and of a few binders in odd places.
func TestBindersAreTheWalk(t *testing.T) {
	odd := `
def outer(a, b=(z := 1), *, c: (y := int) = 2):
    x = 1
    p, [q, *r] = pair
    s.attr, t[0] = 1, 2
    u: int
    v += 1
    for (w, k) in items: pass
    with open(a) as fh, ctx() as (g1, g2): pass
    try: pass
    except E as err: pass
    [m for m in rows if (n := m)]
    {o: (pp := o) for o in rows}
    lambda lam: (qq := lam)
    del cache, tmp
    del (d1, d2), d3.attr
    global gl, x
    nonlocal nl, v
    @deco((dw := 1))
    def inner(i=(iw := 2)):
        ii = 1
        global gi
        def deeper(): dd = 1
    class Klass((kw := object)):
        cc = 1
        def meth(self): mm = 1
    async def coro(): ca = 1
    match a:
        case [1, *rest] as whole: pass
        case {"k": kv}: pass
    if (top := f()): pass
    while (wl := g()): pass
    return [(cw := e) for e in (gen := rows)]
def empty(): pass
class Top:
    def method(self, *args, **kw):
        self.x = args
        (a1, b1) = kw
`
	defs, names := 0, 0
	eachNodeWithOdd(t, odd, func(c *fileCtx, f *extract.File, n *sitter.Node) {
		if n.Type() != "function_definition" {
			return
		}
		want, got := bindersWalk(c, n), c.binders(n)
		if !maps.Equal(got, want) {
			t.Errorf("%s:%d: binders = %v, the walk says %v", f.Path, n.StartPoint().Row+1, got, want)
		}
		defs++
		names += len(want)
	})
	t.Logf("%d functions, %d names bound", defs, names)
}

// bindersWalk is binders as a walk of the body (walkScope), as it was written first.
func bindersWalk(c *fileCtx, def *sitter.Node) map[string]int {
	out := map[string]int{}
	bind := func(name string) {
		if name != "" && out[name] == bindsNone {
			out[name] = bindsLocal
		}
	}
	var declared []*sitter.Node
	body := extract.Field(def, "body")
	if body == nil {
		return out
	}
	walkScope(body, func(n *sitter.Node) {
		switch t := extract.Type(n); {
		case t == "global_statement" || t == "nonlocal_statement":
			declared = append(declared, n)
		case t == "function_definition" || t == "class_definition":
			bind(c.text(extract.Field(n, "name")))
		case t == "for_in_clause":
		case bindingSymbols.Holds(n):
			for _, b := range c.boundNames(n) {
				bind(b)
			}
		case t == "delete_statement":
			eachNamedChild(n, func(e *sitter.Node) {
				if extract.Type(e) == "expression_list" {
					eachNamedChild(e, func(x *sitter.Node) {
						if extract.Type(x) == "identifier" {
							bind(c.text(x))
						}
					})
				} else if extract.Type(e) == "identifier" {
					bind(c.text(e))
				}
			})
		}
	})
	c.applyDeclared(out, declared)
	return out
}
