package extract

import (
	"slices"
	"testing"
)

// TestWantsIfWaitsForATool: a summary whose forward names a slot key wants the files that spell
// the slot's type at once (WantedCallers), unless it has WantsIf: then only once a tool reaches
// one of those keys. A pending finding that names the key is not a tool, and the wait ends as
// soon as a file adds the tool that reaches it.
func TestWantsIfWaitsForATool(t *testing.T) {
	const (
		slot    = SlotMark + "run.Base"
		virtual = "tools/base.Base.run~"
	)
	overrides := func(wantsIf []string) Unit {
		return Unit{Path: "tools/base.py", Summaries: []Summary{{Key: "tools/base.<overrides of Base.run>",
			Name: "Base.run", Line: 3, Column: 5, Forward: []Forward{{Keys: []string{slot}}}, WantsIf: wantsIf}}}
	}
	wants := func(ix *Index) bool { return slices.Contains(ix.WantedCallers(), slot) }

	plain := NewIndex()
	plain.Add(overrides(nil))
	if !wants(plain) {
		t.Fatalf("without WantsIf: WantedCallers() = %v, want it to hold %s", plain.WantedCallers(), slot)
	}

	ix := NewIndex()
	ix.Add(overrides([]string{virtual}))
	if wants(ix) {
		t.Errorf("no tool reaches %s: WantedCallers() = %v, want no %s", virtual, ix.WantedCallers(), slot)
	}
	ix.Expect(Pending{Keys: []string{virtual}})
	if wants(ix) {
		t.Errorf("a pending finding names %s, no tool: WantedCallers() = %v, want no %s", virtual, ix.WantedCallers(), slot)
	}
	// A tool that calls a helper, which returns what the virtual key returns.
	ix.Add(Unit{Path: "server.py", Summaries: []Summary{
		{Key: "server.call_tool", Name: "call_tool", Line: 1, Column: 1, Tool: "call_tool",
			Forward: []Forward{{Keys: []string{"server.dispatch"}, Line: 2}}},
		{Key: "server.dispatch", Name: "dispatch", Line: 4, Column: 1,
			Forward: []Forward{{Keys: []string{virtual}, Line: 5}}},
	}})
	if !wants(ix) {
		t.Errorf("a tool reaches %s: WantedCallers() = %v, want it to hold %s", virtual, ix.WantedCallers(), slot)
	}
}

// TestCtorCallersWaitForATool: a method key named through a parameter of a constructor
// (PosMark) that no file's call has said wants the constructor's callers (WantedCallers) once a
// tool reaches it, not while only a pending finding names it: in a root that holds a library,
// its raises would have the calls pass parse every file that spells Exception or TestCase.
func TestCtorCallersWaitForATool(t *testing.T) {
	const (
		method = "app/h.H.mgr.run"
		ctor   = "app/h.H" + CtorSuffix
	)
	wants := func(ix *Index) bool { return slices.Contains(ix.WantedCallers(), ctor) }
	ix := NewIndex()
	ix.Add(Unit{Path: "app/h.py", Aliases: []Alias{{From: "app/h.H.mgr.", To: ctor + PosMark + "1).", Prefix: true}}})
	ix.Expect(Pending{Keys: []string{method}})
	if wants(ix) {
		t.Errorf("only a pending finding names %s: WantedCallers() = %v, want no %s", method, ix.WantedCallers(), ctor)
	}
	ix.Add(Unit{Path: "server.py", Summaries: []Summary{{Key: "server.call_tool", Name: "call_tool", Line: 1, Column: 1,
		Tool: "call_tool", Forward: []Forward{{Keys: []string{method}, Line: 2}}}}})
	if !wants(ix) {
		t.Errorf("a tool reaches %s: WantedCallers() = %v, want it to hold %s", method, ix.WantedCallers(), ctor)
	}
}
