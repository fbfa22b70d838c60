package extract

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// TestIndexEveryForwardToTheCallee: a function on the way that returns what the same callee
// returns from several places (a decorator's wrapper whose every except clause answers through
// its nested formatter, `return failed(f"...")`) names each of them, after the way origin
// follows and the callee's places; a forward of another fact, or one behind a rewrap, is none.
func TestIndexEveryForwardToTheCallee(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "app/errors.py", Summaries: []Summary{
		{Key: "errors.api_errors", Name: "api_errors",
			Forward: []Forward{{Facts: SoftFailure, Keys: []string{"errors.api_errors.wrapper"}, Line: 5, Column: 5}}},
		{Key: "errors.api_errors.wrapper", Name: "wrapper", Forward: []Forward{
			{Facts: SoftFailure, Keys: []string{"errors.api_errors.wrapper.failed"}, Line: 12, Column: 13},
			{Facts: Raises, Keys: []string{"errors.api_errors.wrapper.failed"}, Line: 13, Column: 9},
			{Facts: SoftFailure, Keys: []string{"errors.api_errors.wrapper.failed"}, Line: 14, Column: 13},
			{Facts: SoftFailure, Keys: []string{"errors.api_errors.wrapper.failed"}, Line: 15, Column: 9, Behind: true},
			{Facts: SoftFailure, Keys: []string{"errors.api_errors.wrapper.failed"}, Line: 16, Column: 13}}},
		{Key: "errors.api_errors.wrapper.failed", Name: "failed", Facts: SoftFailure,
			Places: []Place{{Fact: SoftFailure, Line: 8, Column: 13, Message: "failed returns an error object"}}},
	}})
	f, ok := ix.Resolve(Pending{Keys: []string{"errors.api_errors"}, Need: SoftFailure}, "app/server.py")
	want := []finding.Related{
		{Path: "app/errors.py", Line: 5, Column: 5, Message: "api_errors returns what wrapper returns"},
		{Path: "app/errors.py", Line: 12, Column: 13, Message: "wrapper returns what failed returns"},
		{Path: "app/errors.py", Line: 8, Column: 13, Message: "failed returns an error object"},
		{Path: "app/errors.py", Line: 14, Column: 13, Message: "wrapper returns what failed returns"},
		{Path: "app/errors.py", Line: 16, Column: 13, Message: "wrapper returns what failed returns"},
	}
	if !ok || !reflect.DeepEqual(f.Related, want) {
		t.Errorf("stood %v with\n%+v\nwant\n%+v", ok, f.Related, want)
	}
}

// TestIndexDeepOriginsCutCycles: the throws reached through a function's second raising
// forward's callee's second one (go -> run -> loop -> fail) are named with their way, once,
// though loop and run call each other; a throw origin or branches name is not repeated.
func TestIndexDeepOriginsCutCycles(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "a.ts", Summaries: []Summary{
		{Key: "a.go", Name: "go", Forward: []Forward{
			{Facts: Raises, Keys: []string{"a.check"}, Line: 1, Column: 1},
			{Facts: Raises, Keys: []string{"a.run"}, Line: 2, Column: 1}}},
		{Key: "a.check", Name: "check", Facts: Raises, Places: []Place{{Fact: Raises, Line: 10, Column: 1, Message: "check throws"}}},
		{Key: "a.run", Name: "run", Forward: []Forward{
			{Facts: Raises, Keys: []string{"a.check"}, Line: 20, Column: 1},
			{Facts: Raises, Keys: []string{"a.loop"}, Line: 21, Column: 1}}},
		{Key: "a.loop", Name: "loop", Forward: []Forward{
			{Facts: Raises, Keys: []string{"a.run"}, Line: 30, Column: 1},
			{Facts: Raises, Keys: []string{"a.fail"}, Line: 31, Column: 1}}},
		{Key: "a.fail", Name: "fail", Facts: Raises, Places: []Place{{Fact: Raises, Line: 40, Column: 1, Message: "fail throws"}}},
	}})
	f, ok := ix.Resolve(Pending{Keys: []string{"a.go"}, Need: Raises}, "server.ts")
	var got []int
	for _, r := range f.Related {
		got = append(got, r.Line)
	}
	// origin: go -> check; branch: go -> run -> check (known); deep: run -> loop -> fail.
	want := []int{1, 10, 2, 20, 21, 31, 40}
	if !ok || !reflect.DeepEqual(got, want) {
		t.Errorf("stood %v with lines %v, want %v\n%+v", ok, got, want, f.Related)
	}
}

// TestIndexDeepOriginsEveryModule: a dispatcher (route) whose call reaches many modules (the
// overrides of a base class's method, a forward each), each of which answers some failures
// itself and hands the others on to its tool methods, names every tool method's failing returns,
// past what a human format shows; past maxDeepPlaces one place without a position counts the
// rest, at the end of Related and of Brief alike.
func TestIndexDeepOriginsEveryModule(t *testing.T) {
	for _, c := range []struct{ modules, cut int }{{30, 0}, {maxDeepPlaces, maxDeepPlaces}} {
		ix := NewIndex()
		sums := []Summary{
			{Key: "hub.check", Name: "check", Facts: SoftFailure, Places: []Place{{Fact: SoftFailure, Line: 1, Column: 1, Message: "check fails"}}},
			{Key: "hub.handle", Name: "handle", Forward: []Forward{
				{Facts: SoftFailure, Keys: []string{"hub.check"}, Line: 2, Column: 1},
				{Facts: SoftFailure, Keys: []string{"hub.route"}, Line: 3, Column: 1}}},
		}
		route := Summary{Key: "hub.route", Name: "route", Facts: SoftFailure, Places: []Place{{Fact: SoftFailure, Line: 4, Column: 1, Message: "route fails"}}}
		for i := range c.modules {
			call, tool := fmt.Sprintf("m%d.call", i), fmt.Sprintf("m%d.tool", i)
			route.Forward = append(route.Forward, Forward{Facts: SoftFailure, Keys: []string{call}, Line: 5, Column: i + 1})
			sums = append(sums,
				Summary{Key: call, Name: call, Facts: SoftFailure, Places: []Place{{Fact: SoftFailure, Line: 100 * i, Column: 1, Message: "call fails"}},
					Forward: []Forward{{Facts: SoftFailure, Keys: []string{tool}, Line: 100*i + 1, Column: 1}}},
				Summary{Key: tool, Name: tool, Facts: SoftFailure, Places: []Place{
					{Fact: SoftFailure, Line: 100*i + 50, Column: 1, Message: "tool fails"},
					{Fact: SoftFailure, Line: 100*i + 60, Column: 1, Message: "tool fails"}}})
		}
		ix.Add(Unit{Path: "hub.py", Summaries: append(sums, route)})
		f, ok := ix.Resolve(Pending{Keys: []string{"hub.handle"}, Need: SoftFailure}, "server.py")
		tools, cut := 0, ""
		for _, r := range f.Related {
			switch {
			case r.Path == "":
				cut = r.Message
			case r.Message == "tool fails":
				tools++
			}
		}
		if want := 2*c.modules - c.cut; !ok || tools != want {
			t.Errorf("%d modules: stood %v naming %d tool places, want %d", c.modules, ok, tools, want)
		}
		if want := fmt.Sprintf("and %d more places in ", c.cut); (cut != "") != (c.cut > 0) || c.cut > 0 && !strings.HasPrefix(cut, want) {
			t.Errorf("%d modules: left-out place %q, want %q...", c.modules, cut, want)
		}
		if c.cut > 0 && (len(f.Brief) == 0 || f.Brief[len(f.Brief)-1] != f.Related[len(f.Related)-1]) {
			t.Errorf("%d modules: Brief does not end with the left-out place: %v", c.modules, f.Brief)
		}
	}
}
