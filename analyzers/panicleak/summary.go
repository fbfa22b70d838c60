package panicleak

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// site is one panic source.
type site struct {
	At    place.Place
	Desc  string // what panics: "unchecked type assertion on a tool argument"
	Kind  kind
	Pkg   string // the package path and name of the function that holds it
	Func  string // that function, as messages name it: "parseArgs", "Client.List"
	Loose bool   // its input counts through any call (Must*, strings.Split), not only strictly
	Bound bool   // a slice bound: only input with no lower bound check counts
	// Field and Type are the field and the asserted type of an assertion on the server's own
	// data that panics when no store of the module puts that type there (kindFails).
	Field, Type string
}

// kind is the kind of a panic source, which decides the fix a message proposes.
type kind int

const (
	kindInput  kind = iota // an assertion, Must* call or index that bad input breaks
	kindPanic              // an explicit panic
	kindNilErr             // a value used before its error is checked
	kindFails              // an assertion on the server's own data to a type never stored there
)

// step is one call on the way from a function to a panic source.
type step struct {
	At     place.Place
	Callee string // as messages name it
}

// reach is a panic source that a function reaches: in its own body (no Steps) or through
// the calls in Steps.
type reach struct {
	Site  site
	Steps []step
	Need  mask // the parameters that must carry input for it to panic; 0: it needs none
}

// summary is what a function of the analyzed module does, for its callers.
type summary struct {
	Reach   []reach
	Returns []mask // per result, the parameters its value is derived from (strictly)
	NilErr  uint64 // bit i: result i may be nil while the error result is not
	// Bounded has bit i set when every return gives result i (a signed integer) a known lower
	// end: a constant, a length, a value compared with a constant (see bound.go).
	Bounded uint64
	// BoundedIf, per result that Bounded does not hold, the sets of parameters whose arguments
	// give it a known lower end when they have one (a clamp's low and high; see clamp.go).
	BoundedIf []ways
	// Stores, per result, the parameters that a struct result's interface fields hold as they
	// are when the error is nil, by field name (stored.go).
	Stores []map[string]mask
	// NilSafeRecv is set for a method with a pointer receiver that compares it with nil or
	// never reads through it: calling it on a nil pointer does not panic by itself.
	NilSafeRecv bool
	// InRange lists the results that are, whenever the error result is nil, an index of a
	// range over a parameter plus a constant (inrange.go).
	InRange []rangeIndex
	// Holds, per string result, the characters it always holds when the error result is nil
	// (a Sprintf("%s/%s") holds "/"); FieldHolds the same per string field of a struct result
	// (holds.go).
	Holds      []string
	FieldHolds []map[string]string
	// FieldLower, per struct result, the signed integer fields that have a lower end whenever
	// the error result is nil, sorted (fieldlower.go; a slice, as a fact's encoding of a map of
	// several keys is not deterministic).
	FieldLower [][]string
}

// summaryFact carries a function's summary to the packages that import it.
type summaryFact summary

func (*summaryFact) AFact() {}
func (f *summaryFact) String() string {
	var parts []string
	if slices.ContainsFunc(f.Returns, func(m mask) bool { return m != 0 }) {
		parts = append(parts, fmt.Sprintf("returns%v", maskList(f.Returns)))
	}
	if f.NilErr != 0 {
		parts = append(parts, fmt.Sprintf("nilErr%v", bitsOf(mask(f.NilErr))))
	}
	if f.Bounded != 0 {
		parts = append(parts, fmt.Sprintf("bounded%v", bitsOf(mask(f.Bounded))))
	}
	if f.BoundedIf != nil {
		var ws []string
		for _, w := range f.BoundedIf {
			ws = append(ws, fmt.Sprint(maskList(w)))
		}
		parts = append(parts, "boundedIf"+fmt.Sprint(ws))
	}
	if f.NilSafeRecv {
		parts = append(parts, "nilSafeRecv")
	}
	for _, r := range f.InRange {
		parts = append(parts, fmt.Sprintf("index %d of range over %d%+d", r.Result, r.Param, r.Add))
	}
	for i, st := range f.Stores {
		for _, name := range slices.Sorted(maps.Keys(st)) {
			parts = append(parts, fmt.Sprintf("stores %d.%s%v", i, name, bitsOf(st[name])))
		}
	}
	for i, h := range f.Holds {
		if h != "" {
			parts = append(parts, fmt.Sprintf("holds %d %q", i, h))
		}
	}
	for i, fh := range f.FieldHolds {
		for _, name := range slices.Sorted(maps.Keys(fh)) {
			parts = append(parts, fmt.Sprintf("holds %d.%s %q", i, name, fh[name]))
		}
	}
	for i, fl := range f.FieldLower {
		for _, name := range fl {
			parts = append(parts, fmt.Sprintf("lower %d.%s", i, name))
		}
	}
	for _, r := range f.Reach {
		s := r.Site.Desc + " at " + r.Site.At.String()
		if len(r.Steps) > 0 {
			s += callsDown(len(r.Steps))
		}
		if r.Need != 0 {
			s += fmt.Sprintf(" if %v", bitsOf(r.Need))
		}
		parts = append(parts, s)
	}
	return "summary(" + strings.Join(parts, "; ") + ")"
}

func maskList(ms []mask) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = fmt.Sprint(bitsOf(m))
	}
	return out
}

func bitsOf(m mask) []int {
	var out []int
	for i := 0; i < maxParams; i++ {
		if m&bit(i) != 0 {
			out = append(out, i)
		}
	}
	return out
}

func (s *summary) empty() bool {
	return len(s.Reach) == 0 && s.NilErr == 0 && s.Bounded == 0 && s.BoundedIf == nil && !s.NilSafeRecv && len(s.InRange) == 0 && s.Holds == nil && s.FieldLower == nil && !slices.ContainsFunc(s.Returns, func(m mask) bool { return m != 0 })
}

// maxReach bounds the panic sources one summary lists, so that facts stay small on servers
// whose dispatchers reach everything.
const maxReach = 256

// add records r in s. A source reached without input needs none and keeps one entry, with the
// calls of the first path that needs none. A source reached on input keeps, for each parameter
// whose input reaches it, the best path that carries that parameter's input (the fewest calls,
// then the first by the places of its calls): one entry per path kept, each needing the
// parameters it is best for, so that a caller's chain follows a route its input takes and not
// another route's (a route handing the helper a constant is no route of the input).
func (s *summary) add(r reach) {
	lo := slices.IndexFunc(s.Reach, func(o reach) bool { return o.Site.At == r.Site.At })
	if lo < 0 {
		sites := 0
		for i := range s.Reach {
			if i == 0 || s.Reach[i-1].Site.At != s.Reach[i].Site.At {
				sites++
			}
		}
		if sites < maxReach {
			s.Reach = append(s.Reach, r)
		}
		return
	}
	hi := lo + 1 // the entries of one source stand together
	for hi < len(s.Reach) && s.Reach[hi].Site.At == r.Site.At {
		hi++
	}
	switch {
	case s.Reach[lo].Need == 0:
		return
	case r.Need == 0:
		s.Reach = slices.Replace(s.Reach, lo, hi, r)
		return
	}
	group := s.Reach[lo:hi:hi]
	for i := range group {
		if betterSteps(r.Steps, group[i].Steps) {
			group[i].Need &^= r.Need
		} else {
			r.Need &^= group[i].Need
		}
	}
	kept := slices.DeleteFunc(slices.Clone(group), func(o reach) bool { return o.Need == 0 })
	if r.Need != 0 {
		kept = append(kept, r)
	}
	s.Reach = slices.Replace(s.Reach, lo, hi, kept...)
}

// betterSteps reports whether the calls a lead to a panic source make a better chain to show
// than b: fewer calls, then the first to differ by place.
func betterSteps(a, b []step) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	for i := range a {
		if a[i].At != b[i].At {
			return placeLess(a[i].At, b[i].At)
		}
	}
	return false
}

// emptySummary is the summary of a function of the module that says nothing.
var emptySummary = &summary{}

// summaryOf returns the summary of a function of the analyzed module, computing it for one of
// this package; nil for a function outside the module (the standard library, dependencies,
// the SDKs), whose behaviour the caller assumes.
func (c *checker) summaryOf(fn *types.Func) *summary {
	fn = fn.Origin()
	if s, ok := c.summaries[fn]; ok {
		return s
	}
	if fn.Pkg() == nil || !c.inModule(fn.Pkg().Path()) {
		return nil
	}
	if fn.Pkg() != c.pass.Pkg {
		var f summaryFact
		if c.pass.ImportObjectFact(fn, &f) {
			s := summary(f)
			c.summaries[fn] = &s
			return &s
		}
		c.summaries[fn] = emptySummary
		return emptySummary
	}
	fd := c.info.Decl(fn)
	if fd == nil || c.busy[fn] {
		return emptySummary // a recursive call adds nothing the first visit does not find
	}
	c.busy[fn] = true
	s := c.summarize(fn, fd.Body)
	delete(c.busy, fn)
	c.summaries[fn] = s
	return s
}

// inModule reports whether a package path belongs to the analyzed module.
func (c *checker) inModule(path string) bool {
	if mcpsdk.IsStd(path) {
		return false
	}
	if c.module == "" {
		return path == c.pass.Pkg.Path()
	}
	return path == c.module || strings.HasPrefix(path, c.module+"/")
}

// summarize computes the summary of a declared function or a function literal of this
// package, of signature sig.
func (c *checker) summarize(fn *types.Func, body *ast.BlockStmt) *summary {
	sig := fn.Type().(*types.Signature)
	return c.summarizeBody(sig, body, mcpsdk.FuncName(fn), fn.Pkg())
}

func (c *checker) summarizeBody(sig *types.Signature, body *ast.BlockStmt, name string, pkg *types.Package) *summary {
	roots := map[types.Object]mask{}
	for i, p := range params(sig) {
		roots[p] = bit(i)
	}
	s := &summary{Returns: make([]mask, sig.Results().Len())}
	b := &bodyScan{c: c, sig: sig, body: body, roots: roots, name: name, pkg: pkg}
	b.returns(s)
	if slices.ContainsFunc(s.Returns, func(m mask) bool { return m != 0 }) {
		s.Stores = b.storesAsIs()
	}
	s.Bounded, s.BoundedIf = b.boundedResults()
	s.NilSafeRecv = nilSafeRecv(c.pass.TypesInfo, sig, body)
	s.InRange = b.rangeIndexes()
	s.Holds, s.FieldHolds = b.holdsResults()
	s.FieldLower = b.fieldLowerResults()
	if c.info.HasDeferredRecover(c.pass.TypesInfo, body) {
		return s // what panics below is recovered here
	}
	for _, r := range b.reaches() {
		s.add(r)
	}
	sort.SliceStable(s.Reach, func(i, j int) bool { return placeLess(s.Reach[i].Site.At, s.Reach[j].Site.At) })
	return s
}

func placeLess(a, b place.Place) bool {
	if a.File != b.File {
		return a.File < b.File
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}

// exportSummaries records a summaryFact for every function of the package that has something
// to say to its callers.
func (c *checker) exportSummaries() {
	for _, fn := range c.info.Funcs() {
		if mcpsdk.KindOf(fn.Type().(*types.Signature)) != mcpsdk.NotHandler {
			continue // checked as a handler, and reported or left pending there
		}
		if s := c.summaryOf(fn); s != nil && !s.empty() {
			f := summaryFact(*s)
			c.pass.ExportObjectFact(fn, &f)
		}
	}
}

// nilSafeRecv reports whether a body of a method with a pointer receiver compares the receiver
// with nil or never selects through it (a field, or a method that may read one).
func nilSafeRecv(info *types.Info, sig *types.Signature, body *ast.BlockStmt) bool {
	recv := sig.Recv()
	if recv == nil || recv.Name() == "" || recv.Name() == "_" {
		return false
	}
	if _, ok := recv.Type().(*types.Pointer); !ok {
		return false
	}
	reads, compared := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SelectorExpr:
			if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && info.Uses[id] == recv && info.Selections[x] != nil {
				reads = true // a field, or a method that may read one
			}
		case *ast.BinaryExpr:
			if x.Op == token.EQL || x.Op == token.NEQ {
				for _, e := range []ast.Expr{x.X, x.Y} {
					if id, ok := ast.Unparen(e).(*ast.Ident); ok && info.Uses[id] == recv {
						compared = true
					}
				}
			}
		}
		return true
	})
	return compared || !reads
}
