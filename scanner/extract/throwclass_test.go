package extract

import (
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// A tool's catch branch for a class stands only if a function its try calls may throw that
// class: by a place of its own, through a forward to another function (a cycle among them ends),
// with a class it cannot tell ("?"), or by no file defining it; not through a forward that passes
// no Raises on, nor through a direct key that names nothing.
func TestMayThrowClass(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "src/helpers.ts", Summaries: []Summary{
		{Key: "src/helpers#find!throws", Name: "find", Facts: Raises,
			Places:  []Place{{Fact: Raises, Class: "fastmcp.UserError"}, {Fact: Raises, Class: "lib"}},
			Forward: []Forward{{Facts: Raises, Keys: []string{"src/helpers#walk!throws"}}}},
		{Key: "src/helpers#walk!throws", Name: "walk",
			Forward: []Forward{{Facts: Raises, Keys: []string{"src/helpers#find!throws"}}}},
		{Key: "src/helpers#stub!throws", Name: "stub", Facts: Raises,
			Places: []Place{{Fact: Raises, Class: "Later<NotReadyError<lib"}}},
		{Key: "src/helpers#opaque!throws", Name: "opaque", Facts: Raises,
			Places: []Place{{Fact: Raises, Class: "Wrapped<?"}}},
		{Key: "src/helpers#via!throws", Name: "via",
			Forward: []Forward{{Facts: Raises, Keys: []string{"src/other#gone!throws"}}}},
		{Key: "src/helpers#quiet!throws", Name: "quiet"},
		// A call in a try that answers passes no Raises on; a direct key no alias names is no call.
		{Key: "src/helpers#answers!throws", Name: "answers", Facts: SoftFailure,
			Forward: []Forward{{Facts: SoftFailure, Keys: []string{"src/other#gone!throws"}}}},
		{Key: "src/helpers#hands!throws", Name: "hands",
			Forward: []Forward{{Facts: Raises, Keys: []string{"src/helpers#load" + DirectMark + "0:src/helpers#hands!throws" + ParamMark + "0"}}}},
	}})
	resolve := func(cls string, calls ...string) bool {
		var cs [][]string
		for _, c := range calls {
			cs = append(cs, []string{c})
		}
		p := Pending{Finding: finding.Finding{Line: 9}, ClassCalls: cs, Class: cls}
		if not, ok := strings.CutPrefix(cls, "!"); ok {
			p.Class, p.NotClasses = "", strings.Split(not, ",")
		}
		_, ok := ix.Resolve(p, "src/tools.ts")
		return ok
	}
	for _, c := range []struct {
		cls   string
		calls []string
		want  bool
	}{
		{"NotReadyError", []string{"src/helpers#find!throws", "src/helpers#quiet!throws"}, false},
		{"fastmcp.UserError", []string{"src/helpers#walk!throws"}, true},
		{"NotReadyError", []string{"src/helpers#quiet!throws", "src/helpers#stub!throws"}, true},
		{"Later", []string{"src/helpers#stub!throws"}, true},
		{"NotReadyError", []string{"src/helpers#opaque!throws"}, true},
		{"NotReadyError", []string{"src/helpers#via!throws"}, true},
		{"NotReadyError", []string{"src/nowhere#missing!throws"}, true},
		{"NotReadyError", []string{"src/helpers#answers!throws"}, false},
		{"NotReadyError", []string{"src/helpers#hands!throws"}, false},
		// A statement after the branches for some classes: it runs for any other class.
		{"!NotReadyError", []string{"src/helpers#stub!throws", "src/helpers#quiet!throws"}, false},
		{"!NotReadyError,fastmcp.UserError", []string{"src/helpers#find!throws"}, true},
		{"!NotReadyError", []string{"src/helpers#opaque!throws"}, true},
		{"!NotReadyError", []string{"src/nowhere#missing!throws"}, true},
	} {
		if got := resolve(c.cls, c.calls...); got != c.want {
			t.Errorf("%s from %v: stands = %v, want %v", c.cls, c.calls, got, c.want)
		}
	}
}
