package extract

import (
	"fmt"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// aliasUnits: a tool calls h/index#Add.handle through a barrel (h/index re-exports h/add and
// h/list), Add inherits handle from h/base's Base, which throws; h/list's List.handle does not.
// A second tool calls h/list#handle by its name alone: every class's handle of h/list.
var aliasUnits = []Unit{
	{Path: "srv.ts", Summaries: []Summary{
		{Key: "srv#add", Name: "add", Line: 1, Column: 1, Tool: "add", ToolKind: "low"},
		{Key: "srv#list", Name: "list", Line: 5, Column: 1, Tool: "list", ToolKind: "low"},
	}, Calls: []Call{{Key: "h/index#Add.handle", Line: 2, Column: 3, From: "srv#add"},
		{Key: "h/list#handle", Line: 6, Column: 3, From: "srv#list"}}},
	{Path: "h/index.ts", Aliases: []Alias{{From: "h/index#", To: "h/add#", Prefix: true}, {From: "h/index#", To: "h/list#", Prefix: true}}},
	{Path: "h/add.ts", Aliases: []Alias{{From: "h/add#Add.", To: "h/base#Base.", Prefix: true}}},
	{Path: "h/base.ts", Summaries: []Summary{
		{Key: "h/base#Base.handle", Name: "handle", Line: 3, Column: 3, Facts: Raises,
			Places: []Place{{Fact: Raises, Line: 4, Column: 5, Message: "throws Error"}}},
	}, Aliases: []Alias{{From: "h/base#handle", To: "h/base#Base.handle"}}},
	{Path: "h/list.ts", Summaries: []Summary{
		{Key: "h/list#List.handle", Name: "handle", Line: 3, Column: 3},
		{Key: "h/list#Other.handle", Name: "handle", Line: 9, Column: 3, Facts: Raises,
			Places: []Place{{Fact: Raises, Line: 10, Column: 5, Message: "throws Error"}}},
	}, Aliases: []Alias{{From: "h/list#handle", To: "h/list#List.handle"}, {From: "h/list#handle", To: "h/list#Other.handle"}}},
}

func TestAliasesReachThroughBarrelAndSuperclass(t *testing.T) {
	ix := NewIndex()
	for _, u := range aliasUnits {
		ix.Add(u)
	}
	if got := ix.Wanted(); len(got) != 0 {
		t.Errorf("Wanted() = %v, want nothing: every key names a defined function through its aliases", got)
	}
	p := Pending{Finding: finding.Finding{Rule: "protocolerror", Line: 4}, Within: "h/base#Base.handle", ToolKind: "low", Raised: true}
	f, ok := ix.Resolve(p, "h/base.ts")
	if !ok {
		t.Fatal("a throw in an inherited method called through a barrel is not reached from the tool")
	}
	if len(f.Related) < 2 || f.Related[1].Path != "srv.ts" || f.Related[1].Line != 2 {
		t.Errorf("Related = %v, want the tool and its call at srv.ts:2", f.Related)
	}
	// By name alone, h/list#handle is each class's handle: Other's throw is reached, List's
	// (plain) is not what makes it stand.
	p = Pending{Finding: finding.Finding{Rule: "protocolerror", Line: 10}, Within: "h/list#Other.handle", ToolKind: "low", Raised: true}
	if _, ok := ix.Resolve(p, "h/list.ts"); !ok {
		t.Error("a method called by its name alone is not reached")
	}
	if got := ix.Facts("srv#list"); got != 0 {
		t.Errorf("srv#list has %v: it forwards nothing", got)
	}
	p = Pending{Finding: finding.Finding{Rule: "raisederror"}, Keys: []string{"h/index#Add.handle"}, Need: Raises}
	if _, ok := ix.Resolve(p, "srv.ts"); !ok {
		t.Error("a pending finding's key through a barrel and a superclass does not name the throwing method")
	}
	p = Pending{Finding: finding.Finding{Rule: "raisederror"}, Keys: []string{"h/index#List.handle"}, Need: Raises}
	if _, ok := ix.Resolve(p, "srv.ts"); ok {
		t.Error("List.handle through the barrel stands for Other.handle of its module: a class-carrying key must not")
	}
}

func TestAliasesWantTheReexportedModules(t *testing.T) {
	ix := NewIndex()
	ix.Add(aliasUnits[0])
	ix.Add(aliasUnits[1])
	got := map[string]bool{}
	for _, k := range ix.Wanted() {
		got[k] = true
	}
	for _, k := range []string{"h/index#Add.handle", "h/add#Add.handle", "h/list#Add.handle", "h/list#handle"} {
		if !got[k] {
			t.Errorf("Wanted() lacks %s (got %v)", k, got)
		}
	}
}

// A file registers a function it imports through a barrel: the registration names the barrel's
// key, the function is defined under its module's, and it becomes the tool.
func TestAliasesMoveARegistrationToTheFunction(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "srv.ts", Summaries: []Summary{{Key: "t/index#lookup", Line: 8, Column: 1, Tool: "lookup", Registration: true}}})
	ix.Add(Unit{Path: "t/index.ts", Aliases: []Alias{{From: "t/index#", To: "t/lookup#", Prefix: true}}})
	ix.Add(Unit{Path: "t/lookup.ts", Summaries: []Summary{{Key: "t/lookup#lookup", Name: "lookup", Line: 2, Column: 1}}})
	p := Pending{Finding: finding.Finding{Rule: "softerror", Line: 5}, Within: "t/lookup#lookup", Tool: true}
	f, ok := ix.Resolve(p, "t/lookup.ts")
	if !ok {
		t.Fatal("a function registered through a barrel is no tool")
	}
	if len(f.Related) != 1 || f.Related[0].Path != "srv.ts" || f.Related[0].Line != 8 {
		t.Errorf("Related = %v, want the registration at srv.ts:8", f.Related)
	}
	p.Within = "t/lookup#other"
	if _, ok := ix.Resolve(p, "t/lookup.ts"); ok {
		t.Error("another function of the module became the tool")
	}
}

// TestAliasesNameListedTools: a registration of what a function returns as a list (Tool
// ToolNamedByTarget) makes each listed function a tool by its own name; one the list leaves out
// is none. A tool that another file registers counts its own file's catching decorator.
func TestAliasesNameListedTools(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "reg.py", Summaries: []Summary{{Key: "t/jobs.export_tools()[]@", Line: 9, Column: 5, Tool: ToolNamedByTarget, Registration: true}}})
	ix.Add(Unit{Path: "t/jobs.py", Aliases: []Alias{{From: "t/jobs.export_tools()[]@", To: "t/jobs.start@"}},
		Summaries: []Summary{
			{Key: "t/jobs.start@", Name: "start", Line: 2, Column: 1, Guards: [][]string{{"u/guard.catch_all@"}},
				Forward: []Forward{{Facts: SoftFailure, Keys: []string{"u/guard.catch_all@"}, Line: 1, Column: 2}}},
			{Key: "t/jobs.other@", Name: "other", Line: 7, Column: 1},
		}})
	ix.Add(Unit{Path: "u/guard.py", Summaries: []Summary{{Key: "u/guard.catch_all@", Name: "catch_all", Line: 1, Column: 1, Facts: Catches}}})
	p := Pending{Finding: finding.Finding{Rule: "softerror", Line: 4}, Within: "t/jobs.start@", Tool: true}
	f, ok := ix.Resolve(p, "t/jobs.py")
	if !ok {
		t.Fatal("a function of a registered list is no tool")
	}
	if len(f.Related) != 1 || f.Related[0].Message != "registered as tool start" {
		t.Errorf("Related = %v, want the registration naming tool start", f.Related)
	}
	p.Within = "t/jobs.other@"
	if _, ok := ix.Resolve(p, "t/jobs.py"); ok {
		t.Error("a function no list names became a tool")
	}
	p = Pending{Finding: finding.Finding{Rule: "raisederror", Line: 3}, Within: "t/jobs.start@", Raised: true}
	if _, ok := ix.Resolve(p, "t/jobs.py"); ok {
		t.Error("a raise of a registered tool that its own file's catching decorator wraps stands")
	}
}

// TestAliasTriedVirtual: a catch whose try calls this.handle() in Base (keys: the virtual key,
// then Base's own handle) runs when Base.handle never raises but a subclass's override, which
// the virtual key names too, raises.
func TestAliasTriedVirtual(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "base.ts", Summaries: []Summary{{Key: "base#Base.handle", Name: "handle", Facts: NeverRaises}},
		Aliases: []Alias{{From: "base#Base.handle~", To: "base#Base.handle"}}})
	ix.Add(Unit{Path: "sub.ts", Summaries: []Summary{{Key: "sub#Sub.handle", Name: "handle", Facts: Raises}},
		Aliases: []Alias{{From: "sub#Sub.handle~", To: "sub#Sub.handle"}, {From: "base#Base.handle~", To: "sub#Sub.handle~"}}})
	p := Pending{Finding: finding.Finding{Rule: "raisederror"}, Tried: [][]string{{"base#Base.handle~", "base#Base.handle"}}}
	ix.Expect(p)
	if _, ok := ix.Resolve(p, "base.ts"); !ok {
		t.Errorf("a throw behind a try calling this.handle() dropped, though Sub.handle raises")
	}
}

// TestAliasBasesFollowTheMRO: class Fetcher(Projects, Issues), both deriving from Client, which
// Issues overrides: a key of Fetcher that no file defines names the method of the first class of
// Python's linearization (Fetcher, Projects, Issues, Client) that defines it, and only that one.
func TestAliasBasesFollowTheMRO(t *testing.T) {
	ix := NewIndex()
	sum := func(k string) Summary { return Summary{Key: k, Name: k, Line: 1, Column: 1} }
	ix.Add(Unit{Path: "fetcher.py", Summaries: []Summary{sum("f.Fetcher.own@r")}, Aliases: []Alias{
		{From: "f.Fetcher.", To: "p.Projects.", Prefix: true, Base: true},
		{From: "f.Fetcher.", To: "i.Issues.", Prefix: true, Base: true},
		{From: "dep.get().", To: "f.Fetcher.", Prefix: true}}})
	ix.Add(Unit{Path: "p.py", Summaries: []Summary{sum("p.Projects.list@r")},
		Aliases: []Alias{{From: "p.Projects.", To: "c.Client.", Prefix: true, Base: true}}})
	ix.Add(Unit{Path: "i.py", Summaries: []Summary{sum("i.Issues.create@r"), sum("i.Issues.list@r"), sum("i.Issues.close@r")},
		Aliases: []Alias{{From: "i.Issues.", To: "c.Client.", Prefix: true, Base: true}}})
	ix.Add(Unit{Path: "c.py", Summaries: []Summary{sum("c.Client.close@r"), sum("c.Client.get@r"), sum("c.Client.own@r")}})
	for key, want := range map[string]string{
		"f.Fetcher.create@r":  "[i.Issues.create@r]",
		"f.Fetcher.list@r":    "[p.Projects.list@r]", // Projects comes first
		"f.Fetcher.close@r":   "[i.Issues.close@r]",  // Issues before their shared Client
		"f.Fetcher.get@r":     "[c.Client.get@r]",
		"f.Fetcher.own@r":     "[f.Fetcher.own@r]",   // the class's own method
		"dep.get().create@r":  "[i.Issues.create@r]", // through a factory's alias
		"f.Fetcher.missing@r": "[]",
		"p.Projects.close@r":  "[c.Client.close@r]",
	} {
		var got []string
		for _, s := range ix.targets(ix.intern(key)) {
			got = append(got, ix.str(s))
		}
		if fmt.Sprint(got) != want {
			t.Errorf("%s names %v, want %s", key, got, want)
		}
	}
}

// A list registered in a loop names each of its entries by an exact alias, one module each: an
// entry whose module is extracted already does not make the others' unwanted.
func TestAliasesWantEveryListedEntry(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "srv.ts", Summaries: []Summary{{Key: "t/index#Tools.handler", Line: 4, Column: 3, Tool: "[tool.name]", Registration: true}}})
	ix.Add(Unit{Path: "t/index.ts", Aliases: []Alias{
		{From: "t/index#Tools.handler", To: "t/water#default.handler"},
		{From: "t/index#Tools.handler", To: "t/seeds#default.handler"}}})
	ix.Add(Unit{Path: "t/water.ts", Aliases: []Alias{{From: "t/water#default.handler", To: "t/water#Water@3:1"}},
		Summaries: []Summary{{Key: "t/water#Water@3:1", Name: "water", Line: 3, Column: 1, Facts: SoftFailure}}})
	got := map[string]bool{}
	for _, k := range ix.Wanted() {
		got[k] = true
	}
	if !got["t/seeds#default.handler"] {
		t.Errorf("Wanted() lacks the entry of the module not extracted (got %v)", got)
	}
}
