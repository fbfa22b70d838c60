package panicleak

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"github.com/mcperr/mcperr/scanner/rule"
	"golang.org/x/tools/go/analysis"
)

// Analyzer reports panic sources in tool handlers with no recovery in front of them.
var Analyzer = guard.New(&analysis.Analyzer{
	Name:      "panicleak",
	Doc:       rule.MustLookup("panicleak").Doc(),
	URL:       rule.MustLookup("panicleak").HelpURI(),
	Requires:  []*analysis.Analyzer{mcpsdk.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(mayPanicFact), new(pendingFact)},
})

// mayPanicFact marks a function of the analyzed module that can panic, with where and why.
type mayPanicFact struct{ Where string }

func (*mayPanicFact) AFact()           {}
func (f *mayPanicFact) String() string { return "mayPanic(" + f.Where + ")" }

// pendingFact marks a handler, or a function that registers handlers on a server it does not
// build, whose panics can escape; the package that builds the server decides and reports.
type pendingFact struct{ Problems []string }

func (*pendingFact) AFact()           {}
func (f *pendingFact) String() string { return "pending(" + strings.Join(f.Problems, "; ") + ")" }

type checker struct {
	pass     *analysis.Pass
	info     *mcpsdk.Info
	mayPanic map[*types.Func]string // "" = checked, cannot panic
	busy     map[*types.Func]bool
	pending  map[*types.Func][]string
	reported map[token.Pos]bool
}

func run(pass *analysis.Pass) (any, error) {
	info := pass.ResultOf[mcpsdk.Analyzer].(*mcpsdk.Info)
	if !mcpsdk.IsMainModule(pass) {
		return nil, nil
	}
	c := &checker{pass: pass, info: info, mayPanic: map[*types.Func]string{}, busy: map[*types.Func]bool{},
		pending: map[*types.Func][]string{}, reported: map[token.Pos]bool{}}
	c.exportMayPanic()
	for _, h := range info.Handlers {
		c.checkHandler(h)
	}
	c.checkForeign()
	for fn, probs := range c.pending {
		sort.Strings(probs)
		pass.ExportObjectFact(fn, &pendingFact{Problems: probs})
	}
	return nil, nil
}

// exportMayPanic records a mayPanicFact for every function of the package that can panic,
// directly or through the functions it calls.
func (c *checker) exportMayPanic() {
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, _ := c.pass.TypesInfo.Defs[fd.Name].(*types.Func); fn != nil {
					if w := c.funcMayPanic(fn); w != "" {
						c.pass.ExportObjectFact(fn, &mayPanicFact{Where: w})
					}
				}
			}
		}
	}
}

// funcMayPanic says where fn can panic, or "".
func (c *checker) funcMayPanic(fn *types.Func) string {
	if w, ok := c.mayPanic[fn]; ok {
		return w
	}
	if fn.Pkg() == nil || mcpsdk.IsStd(fn.Pkg().Path()) {
		return ""
	}
	if fn.Pkg() != c.pass.Pkg {
		var f mayPanicFact
		if c.pass.ImportObjectFact(fn, &f) {
			return f.Where
		}
		return ""
	}
	fd := c.info.Decl(fn)
	if fd == nil || c.busy[fn] {
		return ""
	}
	c.busy[fn] = true
	defer delete(c.busy, fn)
	w := ""
	if mcpsdk.KindOf(fn.Type().(*types.Signature)) == mcpsdk.NotHandler && !hasDeferredRecover(c.pass.TypesInfo, fd.Body, c.recovers) {
		if srcs := c.sources(fd.Body); len(srcs) > 0 {
			w = srcs[0].desc + " at " + c.where(srcs[0].node)
		}
	}
	c.mayPanic[fn] = w
	return w
}

// sources lists the direct panic sources of a body and its calls of functions that may panic.
func (c *checker) sources(body *ast.BlockStmt) []source {
	out := directSources(c.pass.TypesInfo, body)
	inspectNoLits(body, func(n ast.Node) {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return
		}
		fn := mcpsdk.Callee(c.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || strings.HasPrefix(fn.Name(), "Must") {
			return
		}
		if w := c.funcMayPanic(fn); w != "" {
			out = append(out, source{node: call, desc: "call of " + fn.Name() + ", which can panic (" + w + "),"})
		}
	})
	sort.Slice(out, func(i, j int) bool { return out[i].node.Pos() < out[j].node.Pos() })
	return out
}

func (c *checker) recovers(fn *types.Func) bool { return c.info.WrapperRecovers(c.pass, fn) }

// where renders a position as file:line relative to nothing, for messages and facts.
func (c *checker) where(n ast.Node) string {
	p := c.pass.Fset.Position(n.Pos())
	return fmt.Sprintf("%s:%d", baseName(p.Filename), p.Line)
}

func baseName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

// checkHandler reports, or defers to the server's package, the panic sources of one handler.
func (c *checker) checkHandler(h *mcpsdk.Handler) {
	if hasDeferredRecover(c.pass.TypesInfo, h.Body, c.recovers) {
		return
	}
	regs := c.registrationsOf(h)
	for _, r := range regs {
		if c.wrapped(r) {
			return // a recovering wrapper stands in front of it
		}
	}
	srcs := c.sources(h.Body)
	if len(srcs) == 0 {
		return
	}
	outcome := c.outcome(h.Kind)
	if c.info.CreatesServer {
		if c.info.Recovered {
			return
		}
		for _, s := range srcs {
			c.report(s, h, outcome)
		}
		return
	}
	probs := make([]string, 0, len(srcs))
	for _, s := range srcs {
		probs = append(probs, fmt.Sprintf("%s in tool handler %s at %s: %s", s.desc, h.Name, c.where(s.node), outcome))
	}
	switch {
	case len(regs) > 0:
		for _, r := range regs {
			if r.Encl != nil {
				c.pending[r.Encl] = append(c.pending[r.Encl], probs...)
			}
		}
	case h.Func != nil:
		c.pending[h.Func] = append(c.pending[h.Func], probs...)
	}
}

// registrationsOf returns the registrations of a handler in this package.
func (c *checker) registrationsOf(h *mcpsdk.Handler) []*mcpsdk.Registration {
	var out []*mcpsdk.Registration
	for _, r := range c.info.Registrations {
		if (h.Func != nil && r.Func == h.Func) || (r.Lit != nil && ast.Node(r.Lit) == h.Node) {
			out = append(out, r)
		}
	}
	return out
}

// wrapped reports whether a registration puts a recovering wrapper in front of its handler.
func (c *checker) wrapped(r *mcpsdk.Registration) bool {
	for _, w := range r.Wrappers {
		if c.recovers(w) {
			return true
		}
	}
	return false
}

// checkForeign handles handlers and registering functions of other packages that left their
// decision to the package that builds the server.
func (c *checker) checkForeign() {
	decide := func(at ast.Node, encl *types.Func, fn *types.Func) {
		var f pendingFact
		if fn == nil || fn.Pkg() == c.pass.Pkg || !c.pass.ImportObjectFact(fn, &f) {
			return
		}
		if !c.info.CreatesServer {
			if encl != nil {
				c.pending[encl] = append(c.pending[encl], f.Problems...)
			}
			return
		}
		if c.info.Recovered || c.reported[at.Pos()] {
			return
		}
		c.reported[at.Pos()] = true
		c.pass.Reportf(at.Pos(), "%s.%s brings a tool handler that can panic with no recovery in front of it: %s",
			fn.Pkg().Name(), fn.Name(), strings.Join(f.Problems, "; "))
	}
	for _, r := range c.info.Registrations {
		if !c.wrapped(r) {
			decide(r.At, r.Encl, r.Func)
		}
	}
	for _, f := range c.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			fd, ok := n.(*ast.FuncDecl)
			if !ok {
				return true
			}
			encl, _ := c.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fd.Body == nil {
				return false
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					decide(call, encl, mcpsdk.Callee(c.pass.TypesInfo, call))
				}
				return true
			})
			return false
		})
	}
}

// report emits one diagnostic for a panic source in a handler of this package.
func (c *checker) report(s source, h *mcpsdk.Handler, outcome string) {
	if c.reported[s.node.Pos()] {
		return
	}
	c.reported[s.node.Pos()] = true
	d := analysis.Diagnostic{
		Pos:     s.node.Pos(),
		End:     s.node.End(),
		Message: fmt.Sprintf("%s in tool handler %s: %s", s.desc, h.Name, outcome),
	}
	if fix, ok := c.suggestFix(s, h); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	c.pass.Report(d)
}

// outcome says what the client gets when a handler of this kind panics with no recovery, for
// the SDK version in the build list, and how to fix it.
func (c *checker) outcome(k mcpsdk.Kind) string {
	v := c.info.Versions[k.SDK()]
	switch k.SDK() {
	case mcpsdk.GoSDK:
		return fmt.Sprintf("go-sdk %s never recovers, so the panic kills the server process on every transport; check the value and return an isError result, or recover in a wrapper or AddReceivingMiddleware", v)
	}
	fix := "check the value and return an isError result, or add server.WithRecovery()"
	switch {
	case v.Less(0, 54, 0):
		return fmt.Sprintf("mcp-go %s has no recovery of its own, so the panic kills the process on stdio and SSE; %s", v, fix)
	case v.Less(1, 1, 1):
		return fmt.Sprintf("mcp-go %s answers a stdio panic with -32603 and id null, which clients cannot match (they time out), and crashes when the worker queue is full; %s", v, fix)
	case v.Less(1, 2, 0):
		return fmt.Sprintf("mcp-go %s answers with a -32603 protocol error and crashes when the worker queue is full; %s", v, fix)
	}
	return fmt.Sprintf("mcp-go %s turns the panic into a -32603 protocol error, not an isError result the model can read; %s", v, fix)
}
