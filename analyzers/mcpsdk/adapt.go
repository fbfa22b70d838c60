package mcpsdk

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/walk"
	"github.com/mcperr/mcperr/internal/lazyre"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/objectpath"
)

// Servers often register handlers they build themselves around the functions that do the work:
// a module's own generic constructor takes a typed func and returns a raw handler that calls it
// (`return res, err`), a raw handler calls the Handler field of a tool definition, a func literal
// passes its work on to the function it closes over. The function values put there are tool
// handlers too, of the kind of the handler that calls them in the end: an error a typed func
// returns through a raw handler's `return res, err` is a JSON-RPC error.
//
// A slot is where such a function value goes: a function parameter (of the function's generic
// origin) or a struct field of function type. A slot has a Sink when a tool handler calls what
// is put there, directly or through further slots; the Sink says which handler and whether it
// returns the value's error unchanged, and lists the places on the way. Sinks of parameters
// travel to importers as AdapterFacts on the functions, sinks of fields as a FieldSinksFact on
// the package; a package that stores function values in fields whose sink it does not know
// lists them in Info.Stores, for an analyzer to leave in a fact of its own.

// Hop is one place on the way from a function value to the return that sends its error.
type Hop struct {
	At   place.Place
	What string
}

// Sink says what a tool handler does with the function value put in a slot.
type Sink struct {
	Kind     Kind   // the kind of the handler that calls the value in the end
	Version  string // the SDK version of that handler's package
	Adapter  string // the declared function holding that handler: "catalog.Typed"; "" at package level
	ErrorOut bool   // that handler returns the value's error unchanged
	Via      []Hop  // from the slot to the handler's return, nearest first
	// Calls is what that handler calls as written ("fn", "t.Handler"): the slot itself, or one
	// the value reaches through others (a middleware's parameter holding a literal that calls it).
	Calls string
	// Recovers is set when a function on the way, the handler included, defers a recover: a
	// panic of the value does not reach the SDK (for panicleak).
	Recovers bool
}

// AdapterFact marks a function of the module whose function parameters a tool handler calls:
// the value passed as parameter i ends in Params[i].
type AdapterFact struct{ Params map[int]*Sink }

// AFact marks AdapterFact as a fact.
func (*AdapterFact) AFact() {}

func (f *AdapterFact) String() string {
	idx := make([]int, 0, len(f.Params))
	for i := range f.Params {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	s := "adapter("
	for n, i := range idx {
		if n > 0 {
			s += " "
		}
		s += f.Params[i].describe(i)
	}
	return s + ")"
}

func (s *Sink) describe(i int) string {
	out := "param" + itoa(i) + "->" + s.Kind.String()
	if s.ErrorOut {
		out += "+error"
	}
	for _, h := range s.Via {
		out += " " + h.At.String()
	}
	return out
}

// FieldSinksFact records, on a package of the module, the function-typed struct fields whose
// values its tool handlers call, by FieldKey.
type FieldSinksFact struct{ Fields map[string]*Sink }

// AFact marks FieldSinksFact as a fact.
func (*FieldSinksFact) AFact() {}

func (f *FieldSinksFact) String() string {
	keys := make([]string, 0, len(f.Fields))
	for k := range f.Fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	s := "fieldSinks("
	for n, k := range keys {
		if n > 0 {
			s += " "
		}
		s += k + ":" + f.Fields[k].describe(0)[len("param0"):]
	}
	return s + ")"
}

// Adapted is a function value of this package put in a slot with a sink.
type Adapted struct {
	Key   string       // the slot's FieldKey when the slot is a struct field, "" for a parameter
	Lit   *ast.FuncLit // the value, when it is a literal
	Func  *types.Func  // the value, when it is a named function or method (of any package)
	Decl  *ast.FuncDecl
	Body  *ast.BlockStmt // the literal's or this package's declaration's body; nil otherwise
	At    ast.Node       // the value as written where it is put in the slot
	Name  string         // the function's name, or "func literal in F"
	Into  string         // the function or field it is handed to: "NewTool", "Tool.Handler"
	Field bool           // Into is a field
	Call  *ast.CallExpr  // the call it is an argument of, when Into is a function
	Encl  *types.Func    // the declared function holding the put, nil at package level
	Sink  *Sink          // Via starts where the value is put in the slot
}

// Store is a function value of this package stored in a function-typed field whose sink this
// package does not know: a handler of a package that imports this one may call it.
type Store struct {
	Key  string // the field's FieldKey
	Into string // the field as written: "Tool.Handler"
	Lit  *ast.FuncLit
	Func *types.Func
	At   ast.Node    // the value as written
	Encl *types.Func // the declared function holding the store, nil at package level
}

// ForwardsCallError reports whether a return in n (also in its func literals) gives back the
// error of a call of a function value (a parameter, variable or field, not a declared function)
// unchanged: `return next(ctx, req)`, or `res, err := next(ctx, req)` and `return res, err`.
func ForwardsCallError(info *types.Info, n ast.Node) bool {
	found := false
	ast.Inspect(n, func(m ast.Node) bool {
		var body *ast.BlockStmt
		switch x := m.(type) {
		case *ast.FuncDecl:
			body = x.Body
		case *ast.FuncLit:
			body = x.Body
		default:
			return !found
		}
		if body != nil && len(forwards(info, body, func(c *ast.CallExpr) bool { return dynamicCallee(info, c) != nil })) > 0 {
			found = true
		}
		return !found
	})
	return found
}

// dynamicCallee returns the variable (parameter, local, or field) whose function value a call
// invokes, or nil for a call of a declared function, a method or a conversion.
func dynamicCallee(info *types.Info, c *ast.CallExpr) *types.Var {
	var v *types.Var
	switch f := ast.Unparen(c.Fun).(type) {
	case *ast.Ident:
		v, _ = info.Uses[f].(*types.Var)
	case *ast.SelectorExpr:
		if sel := info.Selections[f]; sel != nil && sel.Kind() == types.FieldVal {
			v, _ = sel.Obj().(*types.Var)
		}
	}
	if v == nil {
		return nil
	}
	if _, ok := v.Type().Underlying().(*types.Signature); !ok {
		return nil
	}
	return v
}

// forwards returns, for each call in body (not in nested literals) that pick selects and whose
// error some return of body gives back unchanged, the first such return (one that comes before
// the error variable is assigned again).
func forwards(info *types.Info, body *ast.BlockStmt, pick func(*ast.CallExpr) bool) map[*ast.CallExpr]*ast.ReturnStmt {
	var rets []*ast.ReturnStmt
	errVars := map[types.Object]*ast.CallExpr{}
	stores := map[types.Object][]token.Pos{} // where each error variable is assigned
	out := map[*ast.CallExpr]*ast.ReturnStmt{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			rets = append(rets, x)
			if len(x.Results) == 1 {
				if c, ok := ast.Unparen(x.Results[0]).(*ast.CallExpr); ok && pick(c) && out[c] == nil {
					out[c] = x
				}
			}
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if id, ok := l.(*ast.Ident); ok {
					if obj := info.ObjectOf(id); obj != nil && isError(obj.Type()) {
						stores[obj] = append(stores[obj], x.Pos())
					}
				}
			}
			if len(x.Rhs) != 1 || len(x.Lhs) < 2 {
				return true
			}
			c, ok := ast.Unparen(x.Rhs[0]).(*ast.CallExpr)
			if !ok || !pick(c) {
				return true
			}
			if id, ok := x.Lhs[len(x.Lhs)-1].(*ast.Ident); ok {
				if obj := info.ObjectOf(id); obj != nil && isError(obj.Type()) {
					errVars[obj] = c
				}
			}
		}
		return true
	})
	if len(errVars) == 0 {
		return out
	}
	for _, r := range rets {
		if len(r.Results) < 2 {
			continue
		}
		id := wrappedErr(info, r.Results[len(r.Results)-1])
		if id == nil {
			continue
		}
		obj := info.ObjectOf(id)
		if c := errVars[obj]; c != nil && out[c] == nil && c.Pos() < r.Pos() && !storedBetween(stores[obj], c.End(), r.Pos()) {
			out[c] = r
		}
	}
	return out
}

// wrappedErr returns the error variable that e gives back: e itself, or the variable that
// fmt.Errorf wraps with %w (`fmt.Errorf("no client: %w", err)` carries err's failure); nil when
// e is neither.
func wrappedErr(info *types.Info, e ast.Expr) *ast.Ident {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return x
	case *ast.CallExpr:
		if len(x.Args) < 2 || !IsSDKFunc(Callee(info, x), "fmt", "Errorf") {
			return nil
		}
		format, ok := ast.Unparen(x.Args[0]).(*ast.BasicLit)
		if !ok || format.Kind != token.STRING || strings.Count(format.Value, "%w") != 1 {
			return nil
		}
		var wrapped *ast.Ident
		for _, a := range x.Args[1:] {
			if t := info.TypeOf(a); t != nil && isError(t) {
				id, ok := ast.Unparen(a).(*ast.Ident)
				if !ok || wrapped != nil {
					return nil // the %w is not known to be the variable's
				}
				wrapped = id
			}
		}
		return wrapped
	}
	return nil
}

// storedBetween reports whether one of the assignments at stores lies between from and to: a
// variable assigned again there no longer holds the error of the call before from.
func storedBetween(stores []token.Pos, from, to token.Pos) bool {
	for _, p := range stores {
		if from < p && p < to {
			return true
		}
	}
	return false
}

// slot is a parameter of a declared function (its origin) or a function-typed field.
type slot struct {
	fn    *types.Func
	param int
	field string // FieldKey
	// arg, when set, is 1 + the index of an argument of a call of the parameter's value
	// (`mw(h)`): the value goes where the functions handed as the parameter put it (paramcall.go).
	arg int
}

// unit is one function body of the package.
type unit struct {
	node  ast.Node // *ast.FuncDecl or *ast.FuncLit
	body  *ast.BlockStmt
	decl  *ast.FuncDecl // the declaration holding it
	kind  Kind
	name  string
	calls []slotCall
	put   *putSite // where the literal is put in a slot, when it is
	// recovers is set when the unit defers a recover, so that what it calls cannot panic
	// through it.
	recovers bool
}

// slotCall is a call of a slot's value in a unit.
type slotCall struct {
	call *ast.CallExpr
	slot slot
	name string          // the slot as written: "handler", "tool.Handler"
	fwd  *ast.ReturnStmt // the return giving its error back, or nil
}

// putSite is a function value put in a slot: a call argument or a field value.
type putSite struct {
	value ast.Expr
	call  *ast.CallExpr // the call it is an argument of, nil for a field
	slot  slot
	into  string // "NewTool", "api.ServerTool.Handler", for hops
	encl  *types.Func
}

// adapters finds the slots of the package and their sinks, exports them, and lists the
// function values of the package put in slots with sinks (Info.Adapted) or in fields whose sink
// is unknown (Info.Stores).
func adapters(pass *analysis.Pass, in *Info) {
	a := &adapt{pass: pass, in: in, params: map[*types.Var]slot{}, sinks: map[slot]*Sink{},
		enc: new(objectpath.Encoder), keys: map[*types.Var]string{},
		w: walk.New(pass.ResultOf[inspect.Analyzer].(*inspector.Inspector))}
	for _, f := range pass.AllPackageFacts() {
		if fs, ok := f.Fact.(*FieldSinksFact); ok {
			for k, s := range fs.Fields {
				a.sinks[slot{field: k}] = s
			}
		}
	}
	a.collect()
	a.made()
	a.registered()
	a.solve()
	a.export()
	a.values()
}

type adapt struct {
	pass   *analysis.Pass
	in     *Info
	regAt  map[ast.Node]ast.Node // handler literals of the package and where they are registered
	units  []*unit
	puts   []*putSite
	params map[*types.Var]slot // the function parameters of the package's declarations
	sinks  map[slot]*Sink
	local  map[slot]bool // sinks found in this package
	enc    *objectpath.Encoder
	keys   map[*types.Var]string
	w      *walk.Walker
	// settling is set while solve gives slots their sinks before a literal of a middleware
	// chosen by the callers (paramcall.go), put in a wrapper's slot, may stand for its own return.
	settling bool
}

// FieldKey names a struct field across packages: pkgpath.Type.Field for a field of a named
// struct type, the package path and the field's object path otherwise.
func FieldKey(v *types.Var) string {
	return fieldKeyFor(v, func(v *types.Var) (objectpath.Path, error) { return objectpath.For(v) })
}

// fieldPath is an object path naming a field of a named struct type: T.UF<n>.
var fieldPath = lazyre.New(`^(\w+)\.UF\d+$`)

func fieldKeyFor(v *types.Var, path func(*types.Var) (objectpath.Path, error)) string {
	if v.Pkg() == nil {
		return ""
	}
	p, err := path(v)
	if err != nil {
		return ""
	}
	if m := fieldPath.FindStringSubmatch(string(p)); m != nil {
		return v.Pkg().Path() + "." + m[1] + "." + v.Name()
	}
	return v.Pkg().Path() + "." + string(p)
}

func (a *adapt) fieldKey(v *types.Var) string {
	if k, ok := a.keys[v]; ok {
		return k
	}
	k := fieldKeyFor(v, func(v *types.Var) (objectpath.Path, error) { return a.enc.For(v) })
	if k == "" {
		k = a.localFieldKey(v)
	}
	a.keys[v] = k
	return k
}

// collect walks the package's bodies for slot calls and the places where values are put in
// slots.
func (a *adapt) collect() {
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if ok && fd.Body != nil {
				a.walk(fd, fd)
				continue
			}
			if gd, ok := d.(*ast.GenDecl); ok {
				ast.Inspect(gd, func(n ast.Node) bool {
					for _, p := range a.visitPut(n, nil) {
						if lit, ok := ast.Unparen(p.value).(*ast.FuncLit); ok {
							a.walkLit(lit, p)
						}
					}
					if lit, ok := n.(*ast.FuncLit); ok {
						a.walk(lit, nil)
						return false
					}
					return true
				})
			}
		}
	}
}

// made puts the literals that a put's call returns (a middleware's) in the put's slot, unless
// they are put somewhere already: their calls of the middleware's parameters then reach the
// slot's sink.
func (a *adapt) made() {
	byLit := map[ast.Node]*unit{}
	for _, u := range a.units {
		byLit[u.node] = u
	}
	for _, p := range a.puts {
		if _, ok := ast.Unparen(p.value).(*ast.CallExpr); !ok {
			continue
		}
		for _, lit := range a.madeLits(p.value) {
			if u := byLit[lit]; u != nil && u.put == nil {
				u.put = p
			}
		}
	}
}

// walk records the units of a declaration or a package-level literal.
func (a *adapt) walk(root ast.Node, decl *ast.FuncDecl) {
	info := a.pass.TypesInfo
	var encl *types.Func
	if decl != nil {
		encl, _ = info.Defs[decl.Name].(*types.Func)
		if encl != nil {
			sig := encl.Type().(*types.Signature)
			for i := 0; i < sig.Params().Len(); i++ {
				if _, ok := sig.Params().At(i).Type().Underlying().(*types.Signature); ok {
					a.params[sig.Params().At(i)] = slot{fn: encl.Origin(), param: i}
				}
			}
		}
	}
	lits := map[*ast.FuncLit]*putSite{}
	a.w.Nodes(root, walkNodes, func(n ast.Node) {
		for _, p := range a.visitPut(n, encl) {
			if lit, ok := ast.Unparen(p.value).(*ast.FuncLit); ok {
				lits[lit] = p
			}
		}
		var body *ast.BlockStmt
		var sig *types.Signature
		name := "func literal"
		switch x := n.(type) {
		case *ast.FuncDecl:
			body = x.Body
			if encl != nil {
				sig, name = encl.Type().(*types.Signature), encl.Name()
			}
		case *ast.FuncLit:
			body = x.Body
			sig, _ = info.TypeOf(x).(*types.Signature)
			if encl != nil {
				name = "func literal in " + encl.Name()
			}
		default:
			return
		}
		if body == nil || sig == nil {
			return
		}
		u := &unit{node: n, body: body, decl: decl, kind: KindOf(sig), name: name}
		if lit, ok := n.(*ast.FuncLit); ok {
			u.put = lits[lit]
		}
		a.addUnit(u)
	})
}

// callNodes are the nodes addUnit looks at, returnNodes those registered and fieldCalls do.
var (
	callNodes   = []ast.Node{(*ast.CallExpr)(nil)}
	returnNodes = []ast.Node{(*ast.ReturnStmt)(nil)}
)

// walkNodes are the nodes walk looks at: those visitPut looks at, and functions.
var walkNodes = []ast.Node{(*ast.CallExpr)(nil), (*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.FuncDecl)(nil), (*ast.FuncLit)(nil)}

// walkLit records a package-level literal put in a slot, and the literals inside it.
func (a *adapt) walkLit(lit *ast.FuncLit, p *putSite) {
	sig, _ := a.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if sig == nil {
		return
	}
	a.addUnit(&unit{node: lit, body: lit.Body, kind: KindOf(sig), name: "func literal", put: p})
}

// addUnit finds the slot calls of a unit and keeps it when it has any, is put in a slot, or is a
// handler.
func (a *adapt) addUnit(u *unit) {
	a.w.NoLits(u.body, callNodes, func(m ast.Node) {
		x := m.(*ast.CallExpr)
		if s, ok := a.slotOf(x); ok {
			u.calls = append(u.calls, slotCall{call: x, slot: s, name: types.ExprString(x.Fun)})
		}
	})
	if len(u.calls) > 0 {
		u.recovers = a.in.HasDeferredRecover(a.pass.TypesInfo, u.body)
		fwd := forwards(a.pass.TypesInfo, u.body, func(c *ast.CallExpr) bool { _, ok := a.slotOf(c); return ok })
		for i := range u.calls {
			u.calls[i].fwd = fwd[u.calls[i].call]
		}
	}
	if len(u.calls) > 0 || u.put != nil || u.kind != NotHandler {
		a.units = append(a.units, u)
	}
}

// slotOf returns the slot whose value a call invokes: a function parameter of the enclosing
// declaration, or a function-typed field.
func (a *adapt) slotOf(c *ast.CallExpr) (slot, bool) {
	v := dynamicCallee(a.pass.TypesInfo, c)
	if v == nil {
		return slot{}, false
	}
	if v.IsField() {
		if k := a.fieldKey(v); k != "" {
			return slot{field: k}, true
		}
		return slot{}, false
	}
	s, ok := a.params[v]
	return s, ok
}

// visitPut records n when it puts a function value in a slot: an argument of a call of a
// declared function, a field value in a composite literal, or an assignment to a field.
func (a *adapt) visitPut(n ast.Node, encl *types.Func) []*putSite {
	info := a.pass.TypesInfo
	isFunc := func(e ast.Expr) bool {
		_, ok := types.Unalias(info.TypeOf(e)).Underlying().(*types.Signature)
		return ok
	}
	switch x := n.(type) {
	case *ast.CallExpr:
		hasFunc := false
		for _, arg := range x.Args {
			if hasFunc = isFunc(arg) && (isValue(info, arg) || isFieldRead(info, arg) || a.isMade(arg)); hasFunc {
				break
			}
		}
		if !hasFunc {
			return nil // most calls hand over no function
		}
		var sig *types.Signature
		var at func(j int) slot
		var into string
		if v := dynamicCallee(info, x); v != nil {
			s, ok := a.params[v]
			if !ok {
				return nil
			}
			sig, _ = v.Type().Underlying().(*types.Signature)
			at = func(j int) slot { return slot{fn: s.fn, param: s.param, arg: j + 1} }
			into = v.Name()
		} else {
			fn := Callee(info, x)
			if fn == nil {
				return nil
			}
			if !InModule(a.pass, fn.Pkg()) && !a.pass.ImportObjectFact(fn.Origin(), new(AdapterFact)) {
				return nil // only the module's own functions have slots, and a wrapper module's that say so
			}
			sig, _ = fn.Type().(*types.Signature)
			at = func(j int) slot { return slot{fn: fn.Origin(), param: j} }
			into = qualName(a.pass, fn)
		}
		if sig == nil {
			return nil
		}
		var out []*putSite
		for i, arg := range x.Args {
			if !isFunc(arg) || !isValue(info, arg) && !isFieldRead(info, arg) && !a.isMade(arg) {
				continue
			}
			j := i
			if j >= sig.Params().Len() {
				j = sig.Params().Len() - 1
			}
			if j < 0 {
				continue
			}
			p := &putSite{value: arg, call: x, slot: at(j), into: into, encl: encl}
			a.puts = append(a.puts, p)
			out = append(out, p)
		}
		return out
	case *ast.CompositeLit:
		var out []*putSite
		for _, lf := range LitFields(info, x) {
			v, value := lf.Field, lf.Value
			if v == nil || !v.IsField() || !isFunc(value) || !isValue(info, value) && !a.isMade(value) {
				continue
			}
			if k := a.fieldKey(v); k != "" {
				p := &putSite{value: value, slot: slot{field: k}, into: FieldName(info.TypeOf(x), v), encl: encl}
				a.puts = append(a.puts, p)
				out = append(out, p)
			}
		}
		return out
	case *ast.AssignStmt:
		if len(x.Lhs) != len(x.Rhs) {
			return nil
		}
		var out []*putSite
		for i, l := range x.Lhs {
			sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok || !isFunc(x.Rhs[i]) || !isValue(info, x.Rhs[i]) {
				continue
			}
			s := info.Selections[sel]
			if s == nil || s.Kind() != types.FieldVal {
				continue
			}
			v := s.Obj().(*types.Var)
			if k := a.fieldKey(v); k != "" {
				p := &putSite{value: x.Rhs[i], slot: slot{field: k}, into: FieldName(s.Recv(), v), encl: encl}
				a.puts = append(a.puts, p)
				out = append(out, p)
			}
		}
		return out
	}
	return nil
}

// isValue reports whether e is a function value that can be followed: a literal, a declared
// function or method value, or a parameter of the enclosing declaration.
func isValue(info *types.Info, e ast.Expr) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		return true
	case *ast.Ident:
		switch info.Uses[x].(type) {
		case *types.Func, *types.Var:
			return true
		}
	case *ast.SelectorExpr:
		if s := info.Selections[x]; s != nil {
			return s.Kind() == types.MethodVal
		}
		_, ok := info.Uses[x.Sel].(*types.Func)
		return ok
	}
	return false
}

// isFieldRead reports whether e reads a function-typed struct field (`t.Handler`): handed to a
// slot, the field's values go there (solve).
func isFieldRead(info *types.Info, e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := info.Selections[sel]
	return s != nil && s.Kind() == types.FieldVal
}

// isMade reports whether e calls a function of this package that returns a func literal, as a
// middleware does (`Permissions(getState)` returning a literal that calls getState), or a
// function parameter (`wrap(h)`, paramcall.go): the literals it returns are what is put in the
// slot (made).
func (a *adapt) isMade(e ast.Expr) bool { return a.isParamCall(e) || len(a.madeLits(e)) > 0 }

// madeLits returns the func literals that the function of this package called by e returns, or
// those of the functions handed as the parameter that e calls (chosenLits).
func (a *adapt) madeLits(e ast.Expr) []*ast.FuncLit {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	info := a.pass.TypesInfo
	if v := dynamicCallee(info, call); v != nil {
		return a.chosenLits(v)
	}
	return a.returnedLits(Callee(info, call))
}

// returnedLits returns the func literals that a function of this package returns.
func (a *adapt) returnedLits(fn *types.Func) []*ast.FuncLit {
	if fn == nil || fn.Pkg() != a.pass.Pkg {
		return nil
	}
	fd := a.in.Decl(fn.Origin())
	if fd == nil || fd.Body == nil {
		return nil
	}
	var out []*ast.FuncLit
	a.w.NoLits(fd.Body, returnNodes, func(n ast.Node) {
		if r := n.(*ast.ReturnStmt); len(r.Results) == 1 {
			if lit, ok := ast.Unparen(r.Results[0]).(*ast.FuncLit); ok {
				out = append(out, lit)
			}
		}
	})
	return out
}

// sinkOf returns a slot's sink: found in this package, or from the fact of the function's
// package.
func (a *adapt) sinkOf(s slot) *Sink {
	if sk, ok := a.sinks[s]; ok {
		return sk
	}
	if s.fn != nil && s.fn.Pkg() != a.pass.Pkg {
		var f AdapterFact
		if a.pass.ImportObjectFact(s.fn, &f) {
			a.sinks[s] = f.Params[s.param]
			return f.Params[s.param]
		}
		a.sinks[s] = nil
	}
	return nil
}

// unitSink returns where a unit's own error ends: in the slot it is put in, or, for a handler
// not put in a slot (or in one with no sink), in its own return.
func (a *adapt) unitSink(u *unit) *Sink {
	if u.put != nil {
		if s := a.sinkOf(u.put.slot); s != nil {
			return prepend(s, Hop{At: place.Of(a.pass, u.put.value), What: "handed to " + u.put.into + " here"}, true)
		}
		if a.settling && a.isParamCall(u.put.value) {
			return nil // a chosen middleware's literal: its wrapper's slot may get a sink later
		}
	}
	if u.kind != NotHandler {
		s := &Sink{Kind: u.kind, Version: a.in.Versions[u.kind.SDK()].Raw, ErrorOut: true}
		if u.decl != nil {
			s.Adapter = a.pass.Pkg.Name() + "." + u.decl.Name.Name
		}
		if at := a.regAt[u.node]; at != nil {
			s.Via = []Hop{{At: place.Of(a.pass, at), What: "the handler is registered here"}}
		}
		return s
	}
	return nil
}

// registered finds where the package's handler literals are registered: directly, or as what a
// factory stored in a field returns when a registration hands over a call of that field
// (`Entry{Factory: func(any) mcp.ToolHandler { return func(...) {...} }}` and, elsewhere in the
// package, `h := e.Factory(deps); s.AddTool(t, h)`).
func (a *adapt) registered() {
	a.regAt = map[ast.Node]ast.Node{}
	fields := map[string]ast.Node{}
	for _, r := range a.in.Registrations {
		if r.Lit != nil {
			if _, ok := a.regAt[r.Lit]; !ok {
				a.regAt[r.Lit] = r.At
			}
			continue
		}
		if r.Func != nil {
			continue
		}
		for _, k := range a.fieldCalls(r.Expr, 0) {
			if _, ok := fields[k]; !ok {
				fields[k] = r.At
			}
		}
	}
	if len(fields) == 0 {
		return
	}
	for _, p := range a.puts {
		at := fields[p.slot.field]
		factory, ok := ast.Unparen(p.value).(*ast.FuncLit)
		if p.slot.field == "" || at == nil || !ok {
			continue
		}
		a.w.NoLits(factory.Body, returnNodes, func(n ast.Node) {
			if x := n.(*ast.ReturnStmt); len(x.Results) == 1 {
				if lit, ok := ast.Unparen(x.Results[0]).(*ast.FuncLit); ok {
					if _, seen := a.regAt[lit]; !seen {
						a.regAt[lit] = at
					}
				}
			}
		})
	}
}

// fieldCalls returns the keys of the function-typed fields whose calls' results e may hold:
// a call of the field, a call of a function of this package that returns one, or a local
// variable assigned one.
func (a *adapt) fieldCalls(e ast.Expr, depth int) []string {
	if depth > 4 {
		return nil
	}
	info := a.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.CallExpr:
		if v := dynamicCallee(info, x); v != nil {
			if v.IsField() {
				if k := a.fieldKey(v); k != "" {
					return []string{k}
				}
			}
			return nil
		}
		fn := Callee(info, x)
		if fn == nil {
			return nil
		}
		fd := a.in.Decl(fn.Origin())
		if fd == nil {
			return nil
		}
		var out []string
		a.w.NoLits(fd.Body, returnNodes, func(n ast.Node) {
			if r := n.(*ast.ReturnStmt); len(r.Results) == 1 {
				out = append(out, a.fieldCalls(r.Results[0], depth+1)...)
			}
		})
		return out
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || v.Pkg() == nil || v.Parent() == v.Pkg().Scope() {
			return nil
		}
		decl := DeclAt(a.pass, v.Pos())
		if decl == nil {
			return nil
		}
		var out []string
		ast.Inspect(decl, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || len(as.Lhs) != len(as.Rhs) {
				return true
			}
			for i, l := range as.Lhs {
				if id, ok := l.(*ast.Ident); ok && info.ObjectOf(id) == v {
					out = append(out, a.fieldCalls(as.Rhs[i], depth+1)...)
				}
			}
			return true
		})
		return out
	}
	return nil
}

// prepend returns s with a hop in front; out says whether the error passes the hop.
func prepend(s *Sink, h Hop, out bool) *Sink {
	via := make([]Hop, 0, len(s.Via)+1)
	via = append(via, h)
	via = append(via, s.Via...)
	return &Sink{Kind: s.Kind, Version: s.Version, Adapter: s.Adapter, ErrorOut: s.ErrorOut && out, Via: via, Recovers: s.Recovers, Calls: s.Calls}
}

// solve gives slots their sinks: a slot called in a unit with a sink gets that sink, and a
// parameter handed on to a slot with a sink gets that one; until nothing changes.
func (a *adapt) solve() {
	a.local = map[slot]bool{}
	a.settling = true
	set := func(s slot, sk *Sink) bool {
		if _, ok := a.sinks[s]; ok && a.sinks[s] != nil {
			return false
		}
		if s.fn != nil && s.fn.Pkg() != a.pass.Pkg {
			return false // another package's function: its fact says it all
		}
		a.sinks[s] = sk
		a.local[s] = true
		return true
	}
	for changed := true; changed; {
		changed = false
		for _, u := range a.units {
			if len(u.calls) == 0 {
				continue
			}
			us := a.unitSink(u)
			if us == nil {
				continue
			}
			if u.recovers && !us.Recovers {
				r := *us
				r.Recovers = true
				us = &r
			}
			for _, c := range u.calls {
				h := Hop{At: place.Of(a.pass, c.call), What: u.describe() + " calls " + c.name + " here"}
				if c.fwd != nil {
					h = Hop{At: place.Of(a.pass, c.fwd), What: u.describe() + " returns the error of " + c.name + " here"}
				}
				sk := prepend(us, h, c.fwd != nil)
				if sk.Calls == "" {
					sk.Calls = c.name // u is the handler that calls the value in the end
				}
				if set(c.slot, sk) {
					changed = true
					if c.slot.field != "" && u.decl != nil {
						a.in.FieldSinkHolders[c.slot.field], _ = a.pass.TypesInfo.Defs[u.decl.Name].(*types.Func)
					}
				}
			}
		}
		for _, p := range a.puts {
			var from slot
			switch x := ast.Unparen(p.value).(type) {
			case *ast.Ident:
				v, ok := a.pass.TypesInfo.Uses[x].(*types.Var)
				if !ok {
					continue
				}
				if from, ok = a.params[v]; !ok {
					continue
				}
			case *ast.SelectorExpr:
				// A field's value handed on (`Wrap(db, t.Handler)`): what the field holds goes
				// where the slot's value goes.
				s := a.pass.TypesInfo.Selections[x]
				if s == nil || s.Kind() != types.FieldVal {
					continue
				}
				k := a.fieldKey(s.Obj().(*types.Var))
				if k == "" {
					continue
				}
				from = slot{field: k}
			default:
				continue
			}
			if s := a.sinkOf(p.slot); s != nil && set(from, prepend(s, Hop{At: place.Of(a.pass, p.value), What: "handed to " + p.into + " here"}, true)) {
				changed = true
			}
		}
		if !changed && a.chosenSinks(set) {
			changed = true // once the rest is settled, so that every chosen function has its sink
		}
		if !changed && a.settling {
			a.settling, changed = false, true
		}
	}
}

// describe names a unit in a hop.
func (u *unit) describe() string {
	if u.kind != NotHandler && u.put == nil {
		return "the tool handler"
	}
	return u.name
}

// export exports the parameter sinks of the package's functions and its field sinks.
func (a *adapt) export() {
	byFn := map[*types.Func]*AdapterFact{}
	fields := &FieldSinksFact{Fields: map[string]*Sink{}}
	for s := range a.local {
		sk := a.sinks[s]
		switch {
		case s.arg != 0 || isLocalFieldKey(s.field):
			// a call of a parameter, a field of a struct type declared in a function: no other
			// package can put a value there
		case s.fn != nil:
			f := byFn[s.fn]
			if f == nil {
				f = &AdapterFact{Params: map[int]*Sink{}}
				byFn[s.fn] = f
			}
			f.Params[s.param] = sk
		case s.field != "":
			fields.Fields[s.field] = sk
			a.in.LocalFieldSinks[s.field] = true
		}
	}
	for fn, f := range byFn {
		a.pass.ExportObjectFact(fn, f)
	}
	if len(fields.Fields) > 0 {
		a.pass.ExportPackageFact(fields)
	}
	for s, sk := range a.sinks {
		if s.field != "" && sk != nil {
			a.in.FieldSinks[s.field] = sk
		}
	}
}

// values lists the function values of the package put in slots with sinks, and those stored in
// fields whose sink is unknown.
func (a *adapt) values() {
	info := a.pass.TypesInfo
	for _, p := range a.puts {
		ad := &Adapted{At: p.value, Name: "func literal", Into: p.into, Field: p.slot.field != "", Call: p.call, Encl: p.encl, Key: p.slot.field}
		switch x := ast.Unparen(p.value).(type) {
		case *ast.FuncLit:
			ad.Lit, ad.Body = x, x.Body
			if p.encl != nil {
				ad.Name = "func literal in " + p.encl.Name()
			}
		default:
			ad.Func = funcValue(info, x)
		}
		if ad.Lit == nil && ad.Func == nil {
			continue // a parameter handed on: its slot got the sink
		}
		if ad.Func != nil {
			ad.Name = ad.Func.Name()
			if ad.Decl = a.in.Decl(ad.Func); ad.Decl != nil {
				ad.Body = ad.Decl.Body
			}
		}
		if s := a.sinkOf(p.slot); s != nil {
			ad.Sink = prepend(s, Hop{At: place.Of(a.pass, p.value), What: "handed to " + p.into + " here"}, true)
			a.in.Adapted = append(a.in.Adapted, ad)
			continue
		}
		if p.slot.field != "" && !isLocalFieldKey(p.slot.field) {
			a.in.Stores = append(a.in.Stores, &Store{Key: p.slot.field, Into: p.into, Lit: ad.Lit, Func: ad.Func, At: p.value, Encl: p.encl})
		}
	}
	for _, u := range a.units {
		a.markHops(u)
	}
}

// markHops records the returns of a unit with a sink that give a slot's error back: they pass on
// an error that comes from elsewhere.
func (a *adapt) markHops(u *unit) {
	if a.unitSink(u) == nil {
		return
	}
	for _, c := range u.calls {
		if c.fwd != nil && a.sinkOf(c.slot) != nil {
			a.in.Hops[c.fwd] = true
		}
	}
}

// qualName names a function for a message read in this package: pkg.Name for another
// package's, Recv.Name for a method.
func qualName(pass *analysis.Pass, fn *types.Func) string {
	name := FuncName(fn)
	if fn.Pkg() != nil && fn.Pkg() != pass.Pkg {
		name = fn.Pkg().Name() + "." + name
	}
	return name
}

// LitField is an element of a composite literal and the struct field it sets (nil when the
// literal is no struct or the element names no field).
type LitField struct {
	Field *types.Var
	Value ast.Expr
}

// LitFields returns the elements of a composite literal with the fields they set: by their key,
// or by their position in an unkeyed struct literal (`Tool{mcp.NewTool(...), handler}`).
func LitFields(info *types.Info, lit *ast.CompositeLit) []LitField {
	st, _ := types.Unalias(info.TypeOf(lit)).Underlying().(*types.Struct)
	out := make([]LitField, 0, len(lit.Elts))
	for i, e := range lit.Elts {
		lf := LitField{Value: e}
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			lf.Value = kv.Value
			if id, ok := kv.Key.(*ast.Ident); ok {
				lf.Field, _ = info.Uses[id].(*types.Var)
			}
		} else if st != nil && i < st.NumFields() {
			lf.Field = st.Field(i)
		}
		out = append(out, lf)
	}
	return out
}

// FieldName renders T.Field for the struct type t holding field v.
func FieldName(t types.Type, v *types.Var) string {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name() + "." + v.Name()
	}
	return v.Name()
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + itoa(i%10)
}
