package panicleak

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"github.com/mcperr/mcperr/scanner/rule"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// Analyzer reports panic sources in tool handlers with no recovery in front of them.
var Analyzer = guard.New(&analysis.Analyzer{
	Name:      "panicleak",
	Doc:       rule.MustLookup("panicleak").Doc(),
	URL:       rule.MustLookup("panicleak").HelpURI(),
	Requires:  []*analysis.Analyzer{mcpsdk.Analyzer, inspect.Analyzer},
	Run:       run,
	FactTypes: []analysis.Fact{new(summaryFact), new(pendingFact), new(wrapsFact), new(storesFact), new(initPendingFact), new(dataStoresFact), new(methodsFact)},
})

// problem is one panic source that a tool handler reaches, as the package that builds the
// server reports it.
type problem struct {
	Site    site
	Steps   []step // the calls from the handler down to the site's function
	Handler string // the handler's name: "Search", "func literal in RegisterAll"
	HPkg    string // the handler's package, as pkgKey gives it
	// Registered is where the handler's package registers it or makes it a handler (by a
	// wrapper), when it does.
	Registered []mark
	Outcome    string // what the client gets, and how to fix it
}

// pendingFact marks a handler, a function that registers handlers on a server it does not
// build, or a package-level variable holding such handlers, whose panics can escape; the
// package that builds the server decides and reports, once per panic site.
type pendingFact struct{ Problems []problem }

func (*pendingFact) AFact() {}
func (f *pendingFact) String() string {
	s := "pending("
	for i, p := range f.Problems {
		if i > 0 {
			s += "; "
		}
		s += fmt.Sprintf("%s: %s at %s", p.Handler, p.Site.Desc, p.Site.At)
	}
	return s + ")"
}

// mark is a place with what happens there, for a related location.
type mark struct {
	At  place.Place
	Msg string // "tool handler %s is registered here", with the handler's name for %s
}

type checker struct {
	pass      *analysis.Pass
	info      *mcpsdk.Info
	in        *inspector.Inspector
	walk      *walk.Walker // walks of bodies by node type, with in
	module    string       // the analyzed module's path, "" when unknown
	summaries map[*types.Func]*summary
	busy      map[*types.Func]bool
	pending   map[types.Object][]problem
	wraps     map[*types.Func][]WrapParam
	// importedWraps holds the wrapsFacts of other packages' functions, looked up once each.
	importedWraps map[*types.Func][]WrapParam
	wrapFlows     map[wrapKey]*flow   // the flows of wrapOf
	reported      map[place.Place]int // panic sites this package reports, by index in reports
	reports       []candidate
	resolver      *place.Resolver     // made on first use
	stores        map[string][]stored // the stores of imported packages by field, on first use
	impls         map[string][]*types.Func
	implTypes     map[string]map[string]bool // by implKey, the types whose methods impls holds
	methods       []methodType               // this package's methodsFact, what it imports too
	types         []*types.Named             // the module's named types this package sees, on first use
	fields        map[types.Object]bool      // fields compared with a constant in the package, on first use
	handlerNodes  map[ast.Node]bool          // the nodes of this package's tool handlers, on first use
	ownStores     map[string][]string        // this package's stores into interface fields, on first use
	importedData  map[string][]string        // the imported dataStoresFacts by field, on first use
}

// placeOf turns a position of this package into a place a fact can carry.
func (c *checker) placeOf(pos token.Pos) place.Place { return place.At(c.pass, pos) }

// posOf turns a place, perhaps in a file of another package, back into a position of the
// pass's file set.
func (c *checker) posOf(p place.Place) token.Pos {
	pos, _ := c.spanOf(p)
	return pos
}

// spanOf is posOf with the end of the node at the place, when the file set holds its file (the
// fingerprint of a finding covers the text it spans).
func (c *checker) spanOf(p place.Place) (token.Pos, token.Pos) {
	if c.resolver == nil {
		c.resolver = place.NewResolver(c.pass.Fset)
	}
	return c.resolver.Span(p)
}

func run(pass *analysis.Pass) (any, error) {
	info := pass.ResultOf[mcpsdk.Analyzer].(*mcpsdk.Info)
	if !mcpsdk.IsMainModule(pass) {
		return nil, nil
	}
	in := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	c := &checker{pass: pass, info: info, in: in, walk: walk.New(in), summaries: map[*types.Func]*summary{}, busy: map[*types.Func]bool{},
		pending: map[types.Object][]problem{}, wraps: map[*types.Func][]WrapParam{}, importedWraps: map[*types.Func][]WrapParam{}, wrapFlows: map[wrapKey]*flow{}, reported: map[place.Place]int{},
		impls: map[string][]*types.Func{}, implTypes: map[string]map[string]bool{}}
	if pass.Module != nil {
		c.module = pass.Module.Path
	}
	c.exportSummaries()
	c.exportMethods()
	c.exportStores()
	c.exportDataStores()
	c.findWrappers()
	for _, h := range info.Handlers {
		c.checkHandler(h, c.handlerInputs(h), nil)
	}
	// What only the facts of other packages can bring is looked for only when they hold some.
	importedWraps, importedPending := c.importedFactKinds()
	wrapped := map[ast.Node]bool{}
	if len(c.wraps) > 0 || importedWraps {
		wrapped = c.checkWrapped()
	}
	c.checkAdapted(wrapped)
	if importedPending {
		c.checkForeign()
	}
	c.spreadPending()
	c.checkInits()
	c.flushReports()
	for obj, probs := range c.pending {
		pass.ExportObjectFact(obj, &pendingFact{Problems: probs})
	}
	return nil, nil
}

// importedFactKinds reports whether the packages this one imports hold wrapsFacts and
// pendingFacts: without any, no call here is of a wrapper of theirs and no use brings a handler
// of theirs.
func (c *checker) importedFactKinds() (wraps, pending bool) {
	for _, f := range c.pass.AllObjectFacts() {
		if f.Object.Pkg() == c.pass.Pkg {
			continue
		}
		switch f.Fact.(type) {
		case *wrapsFact:
			wraps = true
		case *pendingFact:
			pending = true
		}
	}
	return wraps, pending
}

func (c *checker) recovers(fn *types.Func) bool { return c.info.WrapperRecovers(fn) }

// handlerInputs returns the parameters of a handler that carry tool input: its request and,
// for typed handlers, its arguments.
func (c *checker) handlerInputs(h *mcpsdk.Handler) mask {
	sig := c.signature(h)
	if sig == nil {
		return 0
	}
	var m mask
	ps := params(sig)
	for i, p := range ps {
		if p == sig.Recv() || (sig.Params().Len() > 0 && p == sig.Params().At(0) && mcpsdk.IsContext(p.Type())) {
			continue // the receiver and the context (legacy mcp-go handlers have none: their first parameter is the arguments)
		}
		m |= bit(i)
	}
	return m
}

// handlerSummary returns the summary of a handler's body.
func (c *checker) handlerSummary(h *mcpsdk.Handler) *summary {
	if h.Func != nil {
		if s := c.summaryOf(h.Func); s != nil {
			return s
		}
		return emptySummary
	}
	sig := c.signature(h)
	if sig == nil {
		return emptySummary
	}
	return c.summarizeBody(sig, h.Body, h.Name, c.pass.Pkg)
}

// recoveredAdapted reports whether a handler that nothing registers directly is handed only to
// functions (of the module, or of a wrapper module) whose tool handler calls it behind a
// recover: `addSafe(s, tool, pick)` where addSafe registers a literal that defers a recover
// and calls its parameter (mcpsdk's Sink.Recovers).
func (c *checker) recoveredAdapted(h *mcpsdk.Handler) bool {
	found := false
	for _, ad := range c.info.Adapted {
		if ad.Sink == nil {
			continue
		}
		if (h.Func == nil || ad.Func == nil || ad.Func.Origin() != h.Func.Origin()) && (ad.Lit == nil || ast.Node(ad.Lit) != h.Node) {
			continue
		}
		if !ad.Sink.Recovers {
			return false
		}
		found = true
	}
	return found
}

// checkHandler reports, or defers to the server's package, the panic sources that a handler
// reaches with input in the parameters of in; made is where a wrapper makes it a handler.
func (c *checker) checkHandler(h *mcpsdk.Handler, in mask, made []mark) {
	if c.info.HasDeferredRecover(c.pass.TypesInfo, h.Body) {
		return
	}
	regs := c.registrationsOf(h)
	for _, r := range regs {
		if c.wrapped(r) {
			return // a recovering wrapper stands in front of it
		}
	}
	if len(regs) == 0 && c.recoveredAdapted(h) {
		return // handed only to registrars that put a recover in front of it
	}
	var reached []reach // one per source: the best chain that carries the handler's input
	for _, r := range c.handlerSummary(h).Reach {
		if r.Need != 0 && r.Need&in == 0 {
			continue
		}
		if n := len(reached); n > 0 && reached[n-1].Site.At == r.Site.At {
			if betterSteps(r.Steps, reached[n-1].Steps) {
				reached[n-1] = r
			}
			continue
		}
		reached = append(reached, r)
	}
	if len(reached) == 0 {
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
	var registered []mark
	for _, r := range regs {
		registered = append(registered, mark{At: c.placeOf(r.At.Pos()), Msg: "tool handler %s is registered here"})
	}
	registered = append(registered, made...)
	outcome := c.outcome(h.Kind)
	probs := make([]problem, 0, len(reached))
	for _, r := range reached {
		probs = append(probs, problem{Site: r.Site, Steps: r.Steps, Handler: h.Name, HPkg: pkgKey(c.pass.Pkg), Registered: registered, Outcome: outcome})
	}
	if c.info.CreatesServer {
		if c.info.Recovered {
			return
		}
		for _, p := range probs {
			c.report(p, h, nil)
		}
		return
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
func (c *checker) addPending(obj types.Object, probs []problem) bool {
	added := false
	for _, p := range probs {
		if !slices.ContainsFunc(c.pending[obj], func(o problem) bool { return o.Site.At == p.Site.At && o.Handler == p.Handler }) {
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
		if (h.Func != nil && (r.Func == h.Func || implementsRegistered(r.Func, h.Func))) || (r.Lit != nil && ast.Node(r.Lit) == h.Node) {
			out = append(out, r)
		}
	}
	return out
}

// implementsRegistered reports whether reg is a method of an interface of the module and fn
// the method of that name of a type that implements it: `s.AddTool(t.Tool(), t.Handler)`
// over a slice of the interface registers the handler of every type of the package that
// implements it (the handler is found by its signature; only its registration is dynamic).
func implementsRegistered(reg, fn *types.Func) bool {
	if reg == nil || fn == nil || reg.Name() != fn.Name() || reg.Pkg() == nil || fn.Pkg() != reg.Pkg() {
		return false
	}
	recv := reg.Type().(*types.Signature).Recv()
	impl := fn.Type().(*types.Signature).Recv()
	if recv == nil || impl == nil {
		return false
	}
	iface, ok := types.Unalias(recv.Type()).Underlying().(*types.Interface)
	if !ok || types.IsInterface(impl.Type()) {
		return false
	}
	t := impl.Type()
	if _, isPtr := types.Unalias(t).(*types.Pointer); !isPtr {
		t = types.NewPointer(t) // the pointer's method set holds the value's
	}
	return types.Implements(t, iface)
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

// brought is the use, in the package that builds the server, of what brings a handler of
// another package: the handler itself, a function that registers it, a variable holding it.
type brought struct {
	use *ast.Ident
	obj types.Object
}

// report records a handler's chain to a panic site it reaches, keeping per site the best chain
// (betterSteps); flushReports emits them.
func (c *checker) report(p problem, h *mcpsdk.Handler, from *brought) {
	i, seen := c.reported[p.Site.At]
	if !seen {
		c.reported[p.Site.At] = len(c.reports)
		c.reports = append(c.reports, candidate{p, h, from})
		return
	}
	if betterSteps(p.Steps, c.reports[i].p.Steps) {
		c.reports[i] = candidate{p, h, from}
	}
}

// candidate is a handler's chain to a panic source, waiting for the best one.
type candidate struct {
	p    problem
	h    *mcpsdk.Handler
	from *brought
}

// flushReports reports each panic source once, with the best chain that the handlers reaching
// it with input give: the fewest calls, then the first by place (the first found on a tie).
func (c *checker) flushReports() {
	for _, r := range c.reports {
		c.emit(r.p, r.h, r.from)
	}
}

// emit emits one diagnostic for a panic site that a handler reaches. It stands at the panic
// site, where the fix goes, and names in its related locations the calls from the handler to
// it, the handler's registration and, for a handler of another package, what brings it here.
func (c *checker) emit(p problem, h *mcpsdk.Handler, from *brought) {
	if p.Site.Kind == kindFails && !c.alwaysFails(p.Site) {
		return
	}
	if p.Site.Kind == kindFails {
		p.Site.Desc = c.storedDesc(p.Site)
	}
	pos, end := c.spanOf(p.Site.At)
	handler := p.Handler
	if p.HPkg != pkgKey(c.pass.Pkg) {
		handler = qualify(handler, pkgName(p.HPkg))
	}
	var msg string
	if len(p.Steps) == 0 {
		msg = fmt.Sprintf("%s in tool handler %s: %s", p.Site.Desc, handler, p.Outcome)
	} else {
		fn := p.Site.Func
		if p.Site.Pkg != p.HPkg {
			fn = pkgName(p.Site.Pkg) + "." + fn
		}
		msg = fmt.Sprintf("%s in %s, which tool handler %s calls: %s", p.Site.Desc, fn, handler, p.Outcome)
	}
	if p.Site.Kind == kindNilErr {
		msg = fixForNilErr(msg)
	}
	d := analysis.Diagnostic{Pos: pos, End: end, Message: msg}
	caller := "tool handler " + handler
	for _, s := range p.Steps {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: c.posOf(s.At), Message: caller + " calls " + s.Callee})
		caller = s.Callee
	}
	for i, r := range p.Registered {
		if i > 0 && r.At.File == p.Registered[i-1].At.File && r.At.Line == p.Registered[i-1].At.Line {
			continue // registered and made a handler in one line: once is enough
		}
		msg := r.Msg
		if strings.Contains(msg, "%s") {
			msg = fmt.Sprintf(msg, handler)
		}
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: c.posOf(r.At), Message: msg})
	}
	if from != nil {
		what := from.obj.Pkg().Name() + "." + from.obj.Name()
		m := what + " brings tool handler " + handler + " here"
		if what == handler {
			m = "tool handler " + handler + " is used here"
		}
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: from.use.Pos(), Message: m})
	}
	if h != nil && len(p.Steps) == 0 {
		if fix, ok := c.suggestFix(pos, h); ok {
			d.SuggestedFixes = []analysis.SuggestedFix{fix}
		}
	}
	c.pass.Report(d)
}

// qualify prefixes a handler's name with its package: "tools.Search", "func literal in
// tools.RegisterAll".
func qualify(name, pkg string) string {
	const lit = "func literal in "
	if strings.HasPrefix(name, lit) {
		return lit + pkg + "." + name[len(lit):]
	}
	if name == "func literal" {
		return name + " in package " + pkg
	}
	return pkg + "." + name
}

// pkgName returns the name part of a pkgKey.
func pkgName(key string) string {
	for i := len(key) - 1; i >= 0; i-- {
		if key[i] == ' ' {
			return key[i+1:]
		}
	}
	return key
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
	if v.Less(0, 20, 0) {
		fix = "check the value and return an isError result, or recover in the handler (server.WithRecovery() came in v0.20.0)"
	}
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

// fixForNilErr rewrites the fix an outcome proposes for a value used before its error is
// checked.
func fixForNilErr(msg string) string {
	const check = "check the value and return an isError result"
	for i := 0; i+len(check) <= len(msg); i++ {
		if msg[i:i+len(check)] == check {
			return msg[:i] + "check the error before using the value" + msg[i+len(check):]
		}
	}
	return msg
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
