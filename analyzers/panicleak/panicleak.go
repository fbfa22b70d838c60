package panicleak

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
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
	FactTypes: []analysis.Fact{new(mayPanicFact), new(pendingFact), new(wrapsFact)},
})

// mayPanicFact marks a function of the analyzed module that can panic: where the panic source
// is and why, and how many calls further down than the function itself (0: in its body).
type mayPanicFact struct {
	Where string
	Depth int
}

func (*mayPanicFact) AFact() {}
func (f *mayPanicFact) String() string {
	return "mayPanic(" + f.Where + callsDown(f.Depth) + ")"
}

// Problem is one panic site of a tool handler whose package does not build the server.
type Problem struct {
	Handler string // the handler's name: "Search", "func literal in RegisterAll"
	Site    string // "unchecked type assertion on a tool argument at tools.go:13"
	Outcome string // what the client gets, and how to fix it
}

// pendingFact marks a handler, a function that registers handlers on a server it does not
// build, or a package-level variable holding such handlers, whose panics can escape; the
// package that builds the server decides and reports, once per panic site.
type pendingFact struct{ Problems []Problem }

func (*pendingFact) AFact() {}
func (f *pendingFact) String() string {
	parts := make([]string, len(f.Problems))
	for i, p := range f.Problems {
		parts[i] = p.Handler + ": " + p.Site
	}
	return "pending(" + strings.Join(parts, "; ") + ")"
}

type checker struct {
	pass     *analysis.Pass
	info     *mcpsdk.Info
	mayPanic map[*types.Func]mayPanicFact // Where "" = checked, cannot panic
	busy     map[*types.Func]bool
	pending  map[types.Object][]Problem
	wraps    map[*types.Func][]WrapParam
	reported map[string]bool // position or panic site already reported in this package
}

func run(pass *analysis.Pass) (any, error) {
	info := pass.ResultOf[mcpsdk.Analyzer].(*mcpsdk.Info)
	if !mcpsdk.IsMainModule(pass) {
		return nil, nil
	}
	c := &checker{pass: pass, info: info, mayPanic: map[*types.Func]mayPanicFact{}, busy: map[*types.Func]bool{},
		pending: map[types.Object][]Problem{}, wraps: map[*types.Func][]WrapParam{}, reported: map[string]bool{}}
	c.exportMayPanic()
	c.findWrappers()
	for _, h := range info.Handlers {
		c.checkHandler(h, c.handlerInputs(h))
	}
	c.checkWrapped()
	c.checkForeign()
	c.spreadPending()
	for obj, probs := range c.pending {
		pass.ExportObjectFact(obj, &pendingFact{Problems: probs})
	}
	return nil, nil
}

// exportMayPanic records a mayPanicFact for every function of the package that can panic,
// directly or through the functions it calls.
func (c *checker) exportMayPanic() {
	for _, fn := range c.info.Funcs() {
		if w := c.funcMayPanic(fn); w.Where != "" {
			c.pass.ExportObjectFact(fn, &w)
		}
	}
}

// funcMayPanic says where fn can panic, or "". A helper's parameters (a context aside) count
// as input: it may be called with the tool's arguments.
func (c *checker) funcMayPanic(fn *types.Func) mayPanicFact {
	fn = fn.Origin()
	if w, ok := c.mayPanic[fn]; ok {
		return w
	}
	if fn.Pkg() == nil || mcpsdk.IsStd(fn.Pkg().Path()) {
		return mayPanicFact{}
	}
	if fn.Pkg() != c.pass.Pkg {
		var f mayPanicFact
		c.pass.ImportObjectFact(fn, &f)
		return f
	}
	fd := c.info.Decl(fn)
	if fd == nil || c.busy[fn] {
		return mayPanicFact{}
	}
	c.busy[fn] = true
	defer delete(c.busy, fn)
	var w mayPanicFact
	sig := fn.Type().(*types.Signature)
	if mcpsdk.KindOf(sig) == mcpsdk.NotHandler && !hasDeferredRecover(c.pass.TypesInfo, fd.Body, c.recovers) {
		in := newInputs(c.pass.TypesInfo, fd.Body, paramRoots(sig, 0))
		if srcs := c.sources(fd.Body, in); len(srcs) > 0 {
			w = mayPanicFact{Where: srcs[0].desc + " at " + c.where(srcs[0].node)}
			if srcs[0].callee != nil {
				w = mayPanicFact{Where: srcs[0].callee.Where, Depth: srcs[0].callee.Depth + 1}
			}
		}
	}
	c.mayPanic[fn] = w
	return w
}

// sources lists the direct panic sources of a body and its calls of functions that may panic.
func (c *checker) sources(body *ast.BlockStmt, in *inputs) []source {
	out := directSources(c.pass.TypesInfo, body, in)
	inspectNoLits(body, func(n ast.Node) {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return
		}
		fn := mcpsdk.Callee(c.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || strings.HasPrefix(fn.Name(), "Must") {
			return
		}
		if w := c.funcMayPanic(fn); w.Where != "" {
			out = append(out, source{node: call, desc: "call of " + fn.Name() + ", which can panic (" + w.Where + callsDown(w.Depth) + "),", callee: &w})
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

// handlerInputs returns the input of a handler: its request and, for typed handlers, its
// arguments, and what flows from them.
func (c *checker) handlerInputs(h *mcpsdk.Handler) *inputs {
	sig := c.signature(h)
	if sig == nil {
		return newInputs(c.pass.TypesInfo, h.Body, nil)
	}
	return newInputs(c.pass.TypesInfo, h.Body, paramRoots(sig, 1))
}

// checkHandler reports, or defers to the server's package, the panic sources of one handler.
func (c *checker) checkHandler(h *mcpsdk.Handler, in *inputs) {
	if hasDeferredRecover(c.pass.TypesInfo, h.Body, c.recovers) {
		return
	}
	regs := c.registrationsOf(h)
	for _, r := range regs {
		if c.wrapped(r) {
			return // a recovering wrapper stands in front of it
		}
	}
	srcs := c.sources(h.Body, in)
	if len(srcs) == 0 {
		return
	}
	var holder types.Object // the declaration holding a literal, which names it
	if h.Func == nil {
		if holder = c.holderOf(h.Node); holder != nil {
			named := *h
			named.Name = "func literal in " + holder.Name()
			h = &named
		}
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
	probs := make([]Problem, 0, len(srcs))
	for _, s := range srcs {
		probs = append(probs, Problem{Handler: h.Name, Site: strings.TrimSuffix(s.desc, ",") + " at " + c.where(s.node), Outcome: outcome})
	}
	switch {
	case len(regs) > 0:
		for _, r := range regs {
			if r.Encl != nil {
				c.addPending(r.Encl, probs)
			}
		}
	case h.Func != nil:
		c.addPending(h.Func, probs)
	case holder != nil:
		c.addPending(holder, probs)
	}
}

// addPending records problems on obj, each panic site once.
func (c *checker) addPending(obj types.Object, probs []Problem) bool {
	added := false
	for _, p := range probs {
		if !slices.Contains(c.pending[obj], p) {
			c.pending[obj] = append(c.pending[obj], p)
			added = true
		}
	}
	return added
}

// holderOf returns the declared function or the package-level variable whose declaration holds
// node, or nil.
func (c *checker) holderOf(node ast.Node) types.Object {
	switch d := mcpsdk.DeclAt(c.pass, node.Pos()).(type) {
	case *ast.FuncDecl:
		return c.pass.TypesInfo.Defs[d.Name]
	case *ast.GenDecl:
		for _, sp := range d.Specs {
			if vs, ok := sp.(*ast.ValueSpec); ok && node.Pos() >= vs.Pos() && node.Pos() < vs.End() && len(vs.Names) > 0 {
				return c.pass.TypesInfo.Defs[vs.Names[0]]
			}
		}
	}
	return nil
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

// spreadPending passes the problems of pending functions and variables on to the functions and
// package-level variables of this package that use them, so that the package that builds the
// server finds them at whatever it calls.
func (c *checker) spreadPending() {
	if len(c.pending) == 0 {
		return
	}
	// Each declaration's body is walked once for the objects it uses; the fixed point then runs
	// on those lists.
	type user struct {
		obj  types.Object
		uses []types.Object // distinct, in source order, obj itself left out
	}
	var users []user
	usesIn := func(obj types.Object, node ast.Node) user {
		u := user{obj: obj}
		seen := map[types.Object]bool{obj: true}
		ast.Inspect(node, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if used := c.pass.TypesInfo.Uses[id]; used != nil && !seen[used] {
					seen[used] = true
					u.uses = append(u.uses, used)
				}
			}
			return true
		})
		return u
	}
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if obj := c.pass.TypesInfo.Defs[d.Name]; obj != nil && d.Body != nil {
					users = append(users, usesIn(obj, d.Body))
				}
			case *ast.GenDecl:
				for _, sp := range d.Specs {
					if vs, ok := sp.(*ast.ValueSpec); ok && len(vs.Names) > 0 && len(vs.Values) > 0 {
						if obj := c.pass.TypesInfo.Defs[vs.Names[0]]; obj != nil && obj.Parent() == c.pass.Pkg.Scope() {
							users = append(users, usesIn(obj, vs))
						}
					}
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, u := range users {
			for _, used := range u.uses {
				if len(c.pending[used]) > 0 && c.addPending(u.obj, c.pending[used]) {
					changed = true
				}
			}
		}
	}
}

// checkForeign handles handlers, registering functions and variables of other packages that
// left their decision to the package that builds the server: each panic site is reported once,
// at the first use of what brings it.
func (c *checker) checkForeign() {
	for _, f := range c.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			obj := c.pass.TypesInfo.Uses[id]
			if obj == nil || obj.Pkg() == nil || obj.Pkg() == c.pass.Pkg {
				return true
			}
			if fn, ok := obj.(*types.Func); ok {
				obj = fn.Origin()
			}
			var pf pendingFact
			if !c.pass.ImportObjectFact(obj, &pf) || c.behindRecovery(id) {
				return true
			}
			if !c.info.CreatesServer {
				if holder := c.holderOf(id); holder != nil {
					c.addPending(holder, pf.Problems)
				}
				return true
			}
			if c.info.Recovered {
				return true
			}
			for _, p := range pf.Problems {
				key := p.Handler + "\x00" + p.Site
				if c.reported[key] {
					continue
				}
				c.reported[key] = true
				if p.Handler == obj.Name() {
					c.pass.Reportf(id.Pos(), "tool handler %s.%s can panic with no recovery in front of it: %s; %s",
						obj.Pkg().Name(), obj.Name(), p.Site, p.Outcome)
				} else {
					c.pass.Reportf(id.Pos(), "%s.%s brings tool handler %s, which can panic with no recovery in front of it: %s; %s",
						obj.Pkg().Name(), obj.Name(), p.Handler, p.Site, p.Outcome)
				}
			}
			return true
		})
	}
}

// behindRecovery reports whether id is the handler of a registration of this package with a
// recovering wrapper in front of it.
func (c *checker) behindRecovery(id *ast.Ident) bool {
	for _, r := range c.info.Registrations {
		if id.Pos() >= r.Expr.Pos() && id.End() <= r.Expr.End() && c.wrapped(r) {
			return true
		}
	}
	return false
}

// report emits one diagnostic for a panic source in a handler of this package.
func (c *checker) report(s source, h *mcpsdk.Handler, outcome string) {
	key := fmt.Sprint(int(s.node.Pos()))
	if c.reported[key] {
		return
	}
	c.reported[key] = true
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

// callsDown says how many calls below a function its panic source is, when it is not in its body.
func callsDown(depth int) string {
	switch depth {
	case 0:
		return ""
	case 1:
		return ", 1 call down"
	}
	return fmt.Sprintf(", %d calls down", depth)
}
