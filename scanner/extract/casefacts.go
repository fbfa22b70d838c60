package extract

import (
	"slices"
	"strconv"
	"strings"
)

// Which value of a parameter a call runs under. A helper called only in some cases of a switch
// on its caller's parameter (`switch (method) { case "tools/list": assertArrayResult(...) }`)
// runs only when that parameter holds one of the cases' values; when the callers above pass
// the parameter on as it is, down from a literal (`runHook("tools/call", ...)` -> `run(method)`
// -> `validate(method, ...)`), the literal decides. The language records at each call the
// conditions on its caller's parameters under which it runs (Call.When) and, per argument,
// the literal string or the caller's parameter it passes (Call.Values); the index, walking
// from a function up to the tools, carries the condition on the current function's parameter
// (paramWant) up through the calls that pass it on, and drops a call that passes a literal the
// condition rules out. A call that passes anything else lets the condition go: its value may
// be any.

// ArgValue is what a call passes at one position beyond its facts: a string literal (Lit,
// Str), or a parameter of the calling function passed as it is (Param, counted from 1; 0 for
// none).
type ArgValue struct {
	Str   string
	Lit   bool
	Param int
}

// ParamIs is a condition under which a call runs: the calling function's parameter Param
// (counted from 0) holds one of Values.
type ParamIs struct {
	Param  int
	Values []string
}

// edgeCases is what an edge keeps of Call.Values and Call.When, for the calls that have them.
type edgeCases struct {
	values []ArgValue
	when   []ParamIs
}

// newEdgeCases returns the edge's part of a call's values and conditions, or nil when it has
// none that the walk can use.
func newEdgeCases(c Call) *edgeCases {
	useful := len(c.When) > 0
	for _, v := range c.Values {
		useful = useful || v.Lit || v.Param > 0
	}
	if !useful {
		return nil
	}
	return &edgeCases{values: c.Values, when: c.When}
}

// paramWant is the condition the walk carries on the current function's parameter: it runs
// only when parameter param (counted from 0) is one of values. The zero value (values nil)
// asks nothing.
type paramWant struct {
	param  int
	values []string
}

// key names a condition for the walk's visited set.
func (w paramWant) key() string {
	if w.values == nil {
		return ""
	}
	return strconv.Itoa(w.param) + "\x00" + strings.Join(w.values, "\x00")
}

// through returns the condition on the caller's parameter under which the call e of a
// function that runs only under w runs and reaches it, and false when e cannot: it passes a
// literal w rules out, or its own conditions and w's carried one have no value in common.
func (e edge) through(w paramWant) (paramWant, bool) {
	var next paramWant
	if w.values != nil && e.cases != nil && w.param < len(e.cases.values) {
		switch v := e.cases.values[w.param]; {
		case v.Lit && !slices.Contains(w.values, v.Str):
			return paramWant{}, false
		case v.Param > 0:
			next = paramWant{param: v.Param - 1, values: w.values}
		}
	}
	if e.cases == nil {
		return next, true
	}
	for _, c := range e.cases.when {
		switch {
		case next.values == nil:
			next = paramWant{param: c.Param, values: c.Values}
		case next.param == c.Param:
			var both []string
			for _, v := range next.values {
				if slices.Contains(c.Values, v) {
					both = append(both, v)
				}
			}
			if len(both) == 0 {
				return paramWant{}, false
			}
			next.values = both
		}
	}
	return next, true
}
