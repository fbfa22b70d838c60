package mcpsdk

import (
	"go/ast"
	"go/types"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/place"
)

// Servers that keep their handlers in a table local to the function that registers them often
// let the caller choose the middleware each handler goes through:
//
//	func newServer(cfg *Config, wrap func(handlerFunc) server.ToolHandlerFunc) *server.MCPServer {
//		tools := []struct {
//			name    string
//			handler handlerFunc
//		}{{"list", cfg.list}}
//		for _, t := range tools {
//			s.AddTool(mcp.NewTool(t.name), wrap(t.handler))
//		}
//	}
//	newServer(cfg, cfg.withSafePath) // withSafePath returns a literal calling its parameter
//
// The value handed to the call of the parameter (`wrap(t.handler)`) goes where the functions the
// package's callers hand as that parameter put their own parameter: a slot with arg set, whose
// sink is that of the chosen function's parameter (chosenSinks). The table's field has no object
// path (its struct type is declared in a function), so it gets a key of this package alone
// (localFieldKey) that no fact carries.

// localFieldKey names a field that objectpath cannot reach, of a struct type declared inside a
// function of this package: only this package can put values there or call them.
func (a *adapt) localFieldKey(v *types.Var) string {
	if v.Pkg() != a.pass.Pkg || !v.Pos().IsValid() {
		return ""
	}
	return v.Pkg().Path() + "." + v.Name() + "#" + strconv.Itoa(int(v.Pos()))
}

// isLocalFieldKey reports whether a field key is one of localFieldKey's.
func isLocalFieldKey(k string) bool { return strings.Contains(k, "#") }

// chosenSinks gives each slot of an argument of a call of a function parameter the sink of the
// same parameter of a function that a call in the package hands as that parameter (a declared
// function or a method value; the most harmful when calls hand several, with the hops of every
// route as harmful: see routes); it reports whether it set one.
func (a *adapt) chosenSinks(set func(slot, *Sink) bool) bool {
	changed := false
	for _, p := range a.puts {
		s := p.slot
		if s.arg == 0 || a.sinks[s] != nil {
			continue
		}
		var worst []*Sink
		for _, q := range a.puts {
			if q.slot != (slot{fn: s.fn, param: s.param}) {
				continue
			}
			g := funcValue(a.pass.TypesInfo, q.value)
			if g == nil {
				continue
			}
			sk := a.sinkOf(slot{fn: g.Origin(), param: s.arg - 1})
			if sk == nil || len(worst) > 0 && harm(sk) < harm(worst[0]) {
				continue
			}
			if len(worst) > 0 && harm(sk) > harm(worst[0]) {
				worst = worst[:0]
			}
			worst = append(worst, prepend(sk, Hop{At: place.Of(a.pass, q.value), What: "handed to " + q.into + " as " + p.into + " here"}, true))
		}
		if len(worst) > 0 && set(s, routes(worst)) {
			changed = true
		}
	}
	return changed
}

// maxRouteHops bounds the hops of a sink that routes merges, as protocolerror bounds the places
// a finding names.
const maxRouteHops = 12

// routes merges the sinks of the functions that callers hand as one parameter, all as harmful
// (newServer(cfg, cfg.withSafePath) and newServer(cfg, cfg.withDockerPath), both returning the
// handler's error): the value reaches the SDK on each route, so each is named. The first sink
// gives the rest; the hops are those each route has of its own, in the order of the routes, then
// the hops all routes end with (the wrapper around the chosen middleware and its return),
// while they stay within maxRouteHops.
func routes(sinks []*Sink) *Sink {
	if len(sinks) == 1 {
		return sinks[0]
	}
	first := sinks[0]
	tail := len(first.Via) // the length of the hops all routes end with
	for _, s := range sinks[1:] {
		n := 0
		for n < tail && n < len(s.Via) && s.Via[len(s.Via)-1-n].At == first.Via[len(first.Via)-1-n].At {
			n++
		}
		tail = n
	}
	var via []Hop
	seen := map[place.Place]bool{}
	for _, s := range sinks {
		own := s.Via[:len(s.Via)-tail]
		if len(via) > 0 && len(via)+len(own)+tail > maxRouteHops {
			break
		}
		for _, h := range own {
			if !seen[h.At] {
				seen[h.At] = true
				via = append(via, h)
			}
		}
	}
	merged := *first
	merged.Via = append(via, first.Via[len(first.Via)-tail:]...)
	return &merged
}

// harm ranks sinks for chosenSinks: when callers hand different functions, the value goes
// where the one that lets the most through puts it, one that does not recover first, then one
// that returns the error unchanged.
func harm(s *Sink) int {
	n := 0
	if !s.Recovers {
		n += 2
	}
	if s.ErrorOut {
		n++
	}
	return n
}

// funcValue returns the declared function or method that e names as a value (`f`, `pkg.F`,
// `cfg.method`), or nil.
func funcValue(info *types.Info, e ast.Expr) *types.Func {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		fn, _ := info.Uses[x].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		if s := info.Selections[x]; s != nil {
			fn, _ := s.Obj().(*types.Func)
			return fn
		}
		fn, _ := info.Uses[x.Sel].(*types.Func)
		return fn
	}
	return nil
}

// isParamCall reports whether e calls a function parameter of a declaration of this package.
func (a *adapt) isParamCall(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	v := dynamicCallee(a.pass.TypesInfo, call)
	_, ok = a.params[v]
	return v != nil && ok
}

// chosenLits returns the func literals returned by the functions of this package that calls
// hand as parameter v: what a call of v makes (`wrap(h)` in a server whose callers hand
// cfg.withSafePath as wrap).
func (a *adapt) chosenLits(v *types.Var) []*ast.FuncLit {
	s, ok := a.params[v]
	if !ok {
		return nil
	}
	var out []*ast.FuncLit
	for _, q := range a.puts {
		if q.slot == (slot{fn: s.fn, param: s.param}) {
			out = append(out, a.returnedLits(funcValue(a.pass.TypesInfo, q.value))...)
		}
	}
	return out
}
