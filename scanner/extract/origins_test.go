package extract

import (
	"reflect"
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
