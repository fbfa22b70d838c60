package extract

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/scanner/finding"
)

// testUnits are a small root across three files: a tool in tools.py returns what Inbox.latest
// returns, which returns what fetch returns, whose except block returns an error object; the
// tool's except block calls a mapper that always raises, then raises itself (dead code); an API
// client method raises, reached from the tool through Inbox.latest; another tool forwards what
// Client.get returns from inside a try, so it does not reach it (a forward is not a call).
var testUnits = []Unit{
	{Path: "srv/tools.py", Summaries: []Summary{
		{Key: "tools.latest", Name: "latest", Line: 10, Column: 1, Tool: "latest_mail",
			Forward: []Forward{{Facts: SoftFailure | ErrorResult, Keys: []string{"tools.Inbox.latest", "inbox.Inbox.latest"}, Line: 12, Column: 12}}},
		{Key: "tools.other", Name: "other", Line: 30, Column: 1, Tool: "other",
			Forward: []Forward{{Facts: SoftFailure, Keys: []string{"inbox.Client.get"}, Line: 32, Column: 5}}},
	}, Calls: []Call{{Key: "errors.handle", Line: 14, Column: 9, From: "tools.latest"},
		{Key: "inbox.Inbox.latest", Line: 12, Column: 12, From: "tools.latest"}}},
	{Path: "srv/inbox.py", Summaries: []Summary{
		{Key: "inbox.Inbox.latest", Name: "Inbox.latest", Line: 5, Column: 5,
			Forward: []Forward{{Facts: SoftFailure | ErrorResult, Keys: []string{"inbox.fetch"}, Line: 6, Column: 16}}},
		{Key: "inbox.fetch", Name: "fetch", Line: 20, Column: 1, Facts: SoftFailure,
			Places: []Place{{Fact: SoftFailure, Line: 24, Column: 9, Message: "returns an error object"}}},
		{Key: "inbox.Client.get", Name: "Client.get", Line: 40, Column: 5, Facts: Raises,
			Places: []Place{{Fact: Raises, Line: 42, Column: 9, Message: "raises ApiError"}}},
	}, Calls: []Call{{Key: "inbox.Client.get", Line: 22, Column: 13, From: "inbox.fetch"},
		{Key: "inbox.fetch", Line: 6, Column: 16, From: "inbox.Inbox.latest"}}},
	{Path: "srv/errors.py", Summaries: []Summary{
		{Key: "errors.handle", Name: "handle", Line: 3, Column: 1, Facts: Raises | AlwaysRaises | ToolError,
			Places: []Place{{Fact: Raises | AlwaysRaises | ToolError, Line: 5, Column: 5, Message: "raises ToolError"}}},
	}},
}

func root() *Index {
	ix := NewIndex()
	for _, u := range testUnits {
		ix.Add(u)
	}
	return ix
}

func TestIndexFollowsForwards(t *testing.T) {
	ix := root()
	if got := ix.Facts("tools.latest"); got != SoftFailure {
		t.Errorf("tools.latest has %v, want SoftFailure (through two forwards)", got)
	}
	p := Pending{Finding: finding.Finding{Rule: "softerror", Line: 12}, Keys: []string{"tools.Inbox.latest", "inbox.Inbox.latest"}, Need: SoftFailure}
	f, ok := ix.Resolve(p, "srv/tools.py")
	if !ok {
		t.Fatal("a tool returning what a soft-failing function returns did not stand")
	}
	want := []finding.Related{
		{Path: "srv/inbox.py", Line: 6, Column: 16, Message: "Inbox.latest returns what fetch returns"},
		{Path: "srv/inbox.py", Line: 24, Column: 9, Message: "returns an error object"},
	}
	if !reflect.DeepEqual(f.Related, want) {
		t.Errorf("related:\n got %+v\nwant %+v", f.Related, want)
	}
	if _, ok := ix.Resolve(Pending{Keys: []string{"inbox.Client.get"}, Need: SoftFailure}, "x.py"); ok {
		t.Error("a pending finding stood on a callee without the fact")
	}
	if _, ok := ix.Resolve(Pending{Keys: []string{"nowhere.f"}, Need: SoftFailure}, "x.py"); ok {
		t.Error("a pending finding stood on a callee no file defines")
	}
}

func TestIndexUnless(t *testing.T) {
	ix := root()
	dead := Pending{Finding: finding.Finding{Rule: "raisederror"}, Keys: []string{"errors.handle"}, Unless: AlwaysRaises}
	if _, ok := ix.Resolve(dead, "srv/tools.py"); ok {
		t.Error("a raise after a call of a mapper that always raises stood")
	}
	live := Pending{Finding: finding.Finding{Rule: "raisederror"}, Keys: []string{"inbox.fetch"}, Unless: AlwaysRaises}
	if _, ok := ix.Resolve(live, "srv/tools.py"); !ok {
		t.Error("a raise after a call of a function that may return did not stand")
	}
	unknown := Pending{Finding: finding.Finding{Rule: "raisederror"}, Keys: []string{"json.loads"}, Unless: AlwaysRaises}
	if _, ok := ix.Resolve(unknown, "srv/tools.py"); !ok {
		t.Error("a raise after a call of an unknown function did not stand")
	}
}

func TestIndexWithin(t *testing.T) {
	ix := root()
	p := Pending{Finding: finding.Finding{Rule: "raisederror", Line: 42, Related: []finding.Related{{Line: 41, Message: "same file"}}}, Within: "inbox.Client.get"}
	f, ok := ix.Resolve(p, "srv/inbox.py")
	if !ok {
		t.Fatal("a raise in a client method that a tool reaches did not stand")
	}
	want := []finding.Related{
		{Path: "srv/inbox.py", Line: 41, Message: "same file"},
		{Path: "srv/tools.py", Line: 10, Column: 1, Message: "tool latest_mail (latest) reaches it"},
		{Path: "srv/tools.py", Line: 12, Column: 12, Message: "latest calls Inbox.latest"},
		{Path: "srv/inbox.py", Line: 6, Column: 16, Message: "Inbox.latest calls fetch"},
		{Path: "srv/inbox.py", Line: 22, Column: 13, Message: "fetch calls Client.get"},
	}
	if !reflect.DeepEqual(f.Related, want) {
		t.Errorf("related:\n got %+v\nwant %+v", f.Related, want)
	}
	if p.Finding.Related[0].Path != "" {
		t.Error("Resolve changed the pending finding's own Related")
	}
	if _, ok := ix.Resolve(Pending{Within: "errors.unused"}, "srv/errors.py"); ok {
		t.Error("a finding in a function no tool reaches stood")
	}
}

func TestIndexAlwaysRaisesNeedsEveryDefinition(t *testing.T) {
	ix := root()
	// A second module named errors whose handle may return: the key no longer always raises.
	ix.Add(Unit{Path: "other/errors.py", Summaries: []Summary{{Key: "errors.handle", Name: "handle", Facts: Raises}}})
	if got := ix.Facts("errors.handle"); got&AlwaysRaises != 0 || got&Raises == 0 || got&ToolError == 0 {
		t.Errorf("errors.handle has %v, want Raises and ToolError (one definition) without AlwaysRaises (not every one)", got)
	}
	// A definition that says nothing votes too: it has no fact on every path.
	ix = root()
	ix.Add(Unit{Path: "other/errors.py", Summaries: []Summary{{Key: "errors.handle", Name: "handle"}}})
	if got := ix.Facts("errors.handle"); got&AlwaysRaises != 0 {
		t.Errorf("errors.handle has %v with a second definition that says nothing, want no AlwaysRaises", got)
	}
}

func TestIndexWanted(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "a.py", Summaries: []Summary{{Key: "a.tool", Tool: "t",
		Forward: []Forward{{Facts: SoftFailure, Keys: []string{"a.Client.get", "client.Client.get"}}}}},
		Calls: []Call{{Key: "util.fmt", From: "a.tool"}, {Key: "a.tool", From: "a.tool"}, {Key: "mod.level"}}})
	// b.py registers a function it imports: the module defining it is wanted too.
	ix.Add(Unit{Path: "b.py", Summaries: []Summary{{Key: "handlers.stop", Tool: "stop", Registration: true}}})
	// c.py defines util.fmt, saying nothing of it: it is defined, so not wanted; its helper
	// calls a function of a module no tool reaches, not worth a parse.
	ix.Add(Unit{Path: "c.py", Summaries: []Summary{{Key: "util.fmt", Name: "fmt"}, {Key: "util.unused", Name: "unused"}},
		Calls: []Call{{Key: "far.away", From: "util.unused"}}})
	ix.Expect(Pending{Keys: []string{"errors.handle"}})
	ix.Expect(Pending{Within: "a.tool"})
	got := ix.Wanted()
	want := []string{"a.Client.get", "client.Client.get", "errors.handle", "handlers.stop"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Wanted = %q, want %q", got, want)
	}
}

// TestIndexOrderFree: the units of a root arrive in the order the workers finish them; what
// the index resolves does not depend on it.
func TestIndexOrderFree(t *testing.T) {
	a, b := root(), NewIndex()
	units := []Unit{}
	for i := len(testUnits) - 1; i >= 0; i-- {
		units = append(units, testUnits[i])
	}
	for _, u := range units {
		b.Add(u)
	}
	for _, p := range []Pending{
		{Keys: []string{"tools.Inbox.latest", "inbox.Inbox.latest"}, Need: SoftFailure},
		{Within: "inbox.Client.get"},
	} {
		fa, oka := a.Resolve(p, "x.py")
		fb, okb := b.Resolve(p, "x.py")
		if oka != okb || !reflect.DeepEqual(fa, fb) {
			t.Errorf("the order of Add changed a resolution:\n %v %+v\n %v %+v", oka, fa.Related, okb, fb.Related)
		}
	}
}

func TestIndexCycleEnds(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "a.py", Summaries: []Summary{
		{Key: "a.f", Forward: []Forward{{Facts: SoftFailure, Keys: []string{"a.g"}}}},
		{Key: "a.g", Forward: []Forward{{Facts: SoftFailure, Keys: []string{"a.f"}}}, Facts: SoftFailure,
			Places: []Place{{Fact: SoftFailure, Line: 3, Message: "returns error text"}}},
	}, Calls: []Call{{Key: "a.f", From: "a.g"}, {Key: "a.g", From: "a.f"}}})
	if got := ix.Facts("a.f"); got != SoftFailure {
		t.Errorf("a.f has %v, want SoftFailure", got)
	}
	f, ok := ix.Resolve(Pending{Keys: []string{"a.f"}, Need: SoftFailure}, "a.py")
	if !ok || len(f.Related) != 2 {
		t.Errorf("a cycle of forwards: stood %v with related %+v, want the forward and the place", ok, f.Related)
	}
	if _, ok := ix.Resolve(Pending{Within: "a.f"}, "a.py"); ok {
		t.Error("a cycle of calls with no tool stood")
	}
}

// TestIndexRegistration: server.py registers inbox.fetch as a tool, defined in inbox.py. The
// registration makes the function a tool without voting on what it does; a pending finding
// that needs its function to be a tool stands there, not in a function a tool merely reaches.
func TestIndexRegistration(t *testing.T) {
	ix := root()
	ix.Add(Unit{Path: "srv/server.py", Summaries: []Summary{
		{Key: "errors.handle", Name: "handle", Line: 2, Column: 1, Tool: "handle", Registration: true},
		{Key: "inbox.fetch", Name: "fetch", Line: 3, Column: 1, Tool: "fetch_mail", Registration: true},
	}})
	if got := ix.Facts("errors.handle"); got&AlwaysRaises == 0 {
		t.Errorf("errors.handle has %v: a registration voted on AlwaysRaises", got)
	}
	p := Pending{Finding: finding.Finding{Rule: "softerror", Line: 24}, Within: "inbox.fetch", Tool: true}
	f, ok := ix.Resolve(p, "srv/inbox.py")
	want := []finding.Related{{Path: "srv/server.py", Line: 3, Column: 1, Message: "registered as tool fetch_mail"}}
	if !ok || !reflect.DeepEqual(f.Related, want) {
		t.Errorf("a soft return in a registered tool: stood %v with %+v, want %+v", ok, f.Related, want)
	}
	if _, ok := ix.Resolve(Pending{Within: "inbox.Client.get", Tool: true}, "srv/inbox.py"); ok {
		t.Error("a pending finding that needs a tool stood in a function a tool only reaches")
	}
}

// TestIndexToolKind: a client method that a high-level tool and a low-level handler both reach
// is reached by each kind, and a pending finding of one kind names only tools of that kind.
func TestIndexToolKind(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "a.ts", Summaries: []Summary{
		{Key: "a#high", Name: "high", Line: 3, Tool: "search", ToolKind: "high"},
		{Key: "a#low", Name: "low", Line: 9, Tool: "tools/call", ToolKind: "low"},
		{Key: "a#get", Name: "get", Line: 20},
	}, Calls: []Call{{Key: "a#get", Line: 4, From: "a#high"}, {Key: "a#get", Line: 10, From: "a#low"}}})
	f, ok := ix.Resolve(Pending{Within: "a#get", ToolKind: "low"}, "a.ts")
	want := []finding.Related{{Path: "a.ts", Line: 9, Message: "tool tools/call (low) reaches it"}, {Path: "a.ts", Line: 10, Message: "low calls get"}}
	if !ok || !reflect.DeepEqual(f.Related, want) {
		t.Errorf("low kind: stood %v with %+v, want %+v", ok, f.Related, want)
	}
	if _, ok := ix.Resolve(Pending{Within: "a#get", ToolKind: "middle"}, "a.ts"); ok {
		t.Error("a pending finding of a kind no tool has stood")
	}
}

// TestIndexAnyOf: a catch-all rethrow stands when any callee in its try raises, and names the
// chain of each that does; it falls when none does.
func TestIndexAnyOf(t *testing.T) {
	ix := root()
	p := Pending{AnyOf: [][]string{{"inbox.fetch"}, {"errors.handle"}, {"nowhere.f"}}, Need: Raises}
	f, ok := ix.Resolve(p, "srv/tools.py")
	want := []finding.Related{{Path: "srv/errors.py", Line: 5, Column: 5, Message: "raises ToolError"}}
	if !ok || !reflect.DeepEqual(f.Related, want) {
		t.Errorf("stood %v with %+v, want %+v", ok, f.Related, want)
	}
	if _, ok := ix.Resolve(Pending{AnyOf: [][]string{{"inbox.fetch"}, {"nowhere.f"}}, Need: Raises}, "srv/tools.py"); ok {
		t.Error("a pending finding stood though none of its callees raises")
	}
}

// TestIndexAlso: a pending finding with Also stands only when that callee has a fact of AlsoNeed
// too, besides what Keys need, and names its places.
func TestIndexAlso(t *testing.T) {
	ix := root()
	p := Pending{AnyOf: [][]string{{"inbox.fetch"}, {"errors.handle"}}, Need: Raises, Also: []string{"nowhere.f", "errors.handle"}, AlsoNeed: Raises}
	f, ok := ix.Resolve(p, "srv/tools.py")
	want := []finding.Related{{Path: "srv/errors.py", Line: 5, Column: 5, Message: "raises ToolError"}}
	if !ok || !reflect.DeepEqual(f.Related[:1], want) {
		t.Errorf("stood %v with %+v, want %+v first", ok, f.Related, want)
	}
	p.Also = []string{"inbox.fetch"}
	if _, ok := ix.Resolve(p, "srv/tools.py"); ok {
		t.Error("a pending finding stood though its Also callee has no fact of AlsoNeed")
	}
}

// TestIndexGuards: a tool wrapped by a decorator of the root that catches everything raises
// nothing to the SDK, so a raise it reaches does not stand for it, unless the raise is the
// guard's own; a decorator that does not catch guards nothing; a soft failure is no raise.
func TestIndexGuards(t *testing.T) {
	units := []Unit{
		{Path: "srv/tools.py", Summaries: []Summary{
			{Key: "tools.create", Name: "create", Line: 10, Column: 1, Tool: "create", Guards: [][]string{{"tools.handle", "common.handle"}}},
			{Key: "tools.update", Name: "update", Line: 20, Column: 1, Tool: "update", Guards: [][]string{{"common.logged"}}},
		}, Calls: []Call{
			{Key: "client.post", Line: 12, Column: 9, From: "tools.create"},
			{Key: "common.handle", Line: 9, Column: 2, From: "tools.create"},
			{Key: "client.put", Line: 22, Column: 9, From: "tools.update"},
			{Key: "common.logged", Line: 19, Column: 2, From: "tools.update"},
		}},
		{Path: "srv/common.py", Summaries: []Summary{
			{Key: "common.handle", Name: "handle", Line: 3, Column: 1, Facts: Catches,
				Places: []Place{{Fact: Catches, Line: 8, Column: 9, Message: "handle's wrapper catches every exception"}}},
			{Key: "common.logged", Name: "logged", Line: 30, Column: 1},
		}, Calls: []Call{{Key: "common.handle.wrapper", Line: 4, Column: 5, From: "common.handle"}}},
	}
	ix := NewIndex()
	for _, u := range units {
		ix.Add(u)
	}
	stands := func(within string, raised bool) bool {
		_, ok := ix.Resolve(Pending{Within: within, Raised: raised}, "srv/x.py")
		return ok
	}
	if stands("client.post", true) {
		t.Error("a raise behind a tool whose guard catches everything stood")
	}
	if !stands("client.post", false) {
		t.Error("a finding that is no raise did not stand behind a guarded tool")
	}
	if !stands("client.put", true) {
		t.Error("a raise behind a tool whose decorator does not catch did not stand")
	}
	if !stands("common.handle.wrapper", true) {
		t.Error("a raise of the guard's own wrapper did not stand")
	}
	if got := ix.Wanted(); !reflect.DeepEqual(got, []string{"client.post", "client.put", "common.handle.wrapper", "tools.handle"}) {
		t.Errorf("Wanted = %q: the guards' keys must be wanted", got)
	}
}

// TestIndexConvertedBy: a finding that a converter of the root answers with isError does not
// stand; one whose converter is absent or does nothing does.
func TestIndexConvertedBy(t *testing.T) {
	ix := root()
	ix.Add(Unit{Path: "srv/server.py", Summaries: []Summary{{Key: "<middleware>@srv", Name: "ErrorSignaling", Line: 3, Facts: ErrorResult,
		Places: []Place{{Fact: ErrorResult, Line: 9, Column: 1, Message: "middleware answers with isError"}}}}})
	ix.Add(Unit{Path: "other/server.py", Summaries: []Summary{{Key: "<middleware>@other", Name: "Logging"}}})
	for _, c := range []struct {
		by    []string
		stand bool
	}{{nil, true}, {[]string{"<middleware>@srv"}, false}, {[]string{"<middleware>@other"}, true}, {[]string{"<middleware>@none"}, true}} {
		if _, ok := ix.Resolve(Pending{ConvertedBy: c.by}, "srv/tools.py"); ok != c.stand {
			t.Errorf("ConvertedBy %q: stands = %v, want %v", c.by, ok, c.stand)
		}
	}
}

// TestIndexEveryPlace: a finding names every place of the fact in the function its chain ends
// in, not only the first, and the chain of every callee of AnyOf that has the fact, callee by
// callee, each one's forwards before its places.
func TestIndexEveryPlace(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "src/ops.ts", Summaries: []Summary{
		{Key: "ops#get", Name: "get", Facts: Raises, Places: []Place{
			{Fact: Raises, Line: 10, Column: 5, Message: "get throws A"},
			{Fact: SoftFailure, Line: 11, Column: 5, Message: "not this fact"},
			{Fact: Raises | AlwaysRaises, Line: 12, Column: 5, Message: "get throws B"},
			{Fact: Raises, Line: 14, Column: 5, Message: "get throws C"}}},
		{Key: "ops#put", Name: "put", Forward: []Forward{{Facts: Raises, Keys: []string{"api#send"}, Line: 20, Column: 3}}},
	}})
	ix.Add(Unit{Path: "src/api.ts", Summaries: []Summary{
		{Key: "api#send", Name: "send", Facts: Raises, Places: []Place{
			{Fact: Raises, Line: 5, Column: 3, Message: "send throws D"},
			{Fact: Raises, Line: 7, Column: 3, Message: "send throws E"}}},
	}})
	p := Pending{Finding: finding.Finding{Related: []finding.Related{{Line: 40, Message: "own throw"}}},
		AnyOf: [][]string{{"ops#get"}, {"ops#put"}, {"ops#get"}}, Need: Raises}
	f, ok := ix.Resolve(p, "src/index.ts")
	want := []finding.Related{
		{Path: "src/index.ts", Line: 40, Message: "own throw"},
		{Path: "src/ops.ts", Line: 10, Column: 5, Message: "get throws A"},
		{Path: "src/ops.ts", Line: 12, Column: 5, Message: "get throws B"},
		{Path: "src/ops.ts", Line: 14, Column: 5, Message: "get throws C"},
		{Path: "src/ops.ts", Line: 20, Column: 3, Message: "put calls send, which raises"},
		{Path: "src/api.ts", Line: 5, Column: 3, Message: "send throws D"},
		{Path: "src/api.ts", Line: 7, Column: 3, Message: "send throws E"},
	}
	if !ok || !reflect.DeepEqual(f.Related, want) {
		t.Errorf("stood %v with\n%+v\nwant\n%+v", ok, f.Related, want)
	}
}

// TestIndexRelatedCap: a finding's Related names every place; past MaxRelated places, its Brief
// shows the way to each callee's first place, callee by callee, then the other places of the
// first callees, as room allows, and one last place without a position counts the rest; the
// tools that reach it are kept in both.
func TestIndexRelatedCap(t *testing.T) {
	ix := NewIndex()
	var sums []Summary
	var anyOf [][]string
	for i := range 25 {
		key := fmt.Sprintf("ops#op%d", i)
		sums = append(sums, Summary{Key: key, Name: fmt.Sprintf("op%d", i), Facts: Raises, Places: []Place{
			{Fact: Raises, Line: 10 * i, Column: 1, Message: "first"}, {Fact: Raises, Line: 10*i + 1, Column: 1, Message: "second"}}})
		anyOf = append(anyOf, []string{key})
	}
	sums = append(sums, Summary{Key: "index#handler", Name: "handler", Line: 3, Column: 1, Tool: "tools/call"})
	ix.Add(Unit{Path: "src/ops.ts", Summaries: sums})
	own := []finding.Related{{Line: 90, Message: "own throw"}}
	f, ok := ix.Resolve(Pending{Finding: finding.Finding{Related: own}, AnyOf: anyOf, Need: Raises,
		Within: "index#handler"}, "src/index.ts")
	if !ok {
		t.Fatal("did not stand")
	}
	// Related: own, each callee's two places in turn, the tool.
	if len(f.Related) != 52 || f.Related[0].Line != 90 || f.Related[51].Message != "registered as tool tools/call" {
		t.Fatalf("%d related places, want own, 50 places and the tool: %+v", len(f.Related), f.Related)
	}
	for i := range 25 {
		if a, b := f.Related[1+2*i], f.Related[2+2*i]; a.Line != 10*i || b.Line != 10*i+1 {
			t.Errorf("related[%d..%d] = %+v, %+v, want op%d's places", 1+2*i, 2+2*i, a, b, i)
		}
	}
	if len(f.Brief) != MaxRelated {
		t.Fatalf("%d places in brief, want %d: %+v", len(f.Brief), MaxRelated, f.Brief)
	}
	// own, 17 first places (op0..op16), the tool, the overflow.
	for i := 1; i <= 17; i++ {
		if r := f.Brief[i]; r.Line != 10*(i-1) || r.Message != "first" {
			t.Errorf("brief[%d] = %+v, want op%d's first place", i, r, i-1)
		}
	}
	if r := f.Brief[18]; r.Message != "registered as tool tools/call" {
		t.Errorf("brief[18] = %+v, want the tool", r)
	}
	last := f.Brief[19]
	wantMsg := "and 33 more places in op17, op18, op19 and 22 other functions, not shown (text names at most 20 places; json, jsonl and sarif name them all)"
	if last.Path != "" || last.Line != 0 || last.Message != wantMsg {
		t.Errorf("last of brief = %+v, want no position and %q", last, wantMsg)
	}
	// With room for every first place and some second ones, the first callees (op0..op6) get
	// theirs, listed beside their first.
	f, _ = ix.Resolve(Pending{AnyOf: anyOf[:12], Need: Raises}, "src/index.ts")
	if len(f.Related) != 24 || len(f.Brief) != MaxRelated || f.Brief[0].Line != 0 || f.Brief[1].Line != 1 || f.Brief[2].Line != 10 ||
		f.Brief[13].Line != 61 || f.Brief[14].Line != 70 || f.Brief[18].Line != 110 {
		t.Errorf("12 callees: %+v\nbrief %+v", f.Related, f.Brief)
	}
	if got := f.Brief[19].Message; !strings.HasPrefix(got, "and 5 more places in op7, op8, op9 and 2 other functions, not shown") {
		t.Errorf("12 callees: overflow %q", got)
	}
	f, _ = ix.Resolve(Pending{AnyOf: anyOf[:11], Need: Raises}, "src/index.ts")
	if got := f.Brief[len(f.Brief)-1].Message; len(f.Related) != 22 || !strings.HasPrefix(got, "and 3 more places in op8, op9 and op10, not shown") {
		t.Errorf("11 callees: %d related, overflow %q", len(f.Related), got)
	}
	// Exactly MaxRelated places: no brief.
	f, _ = ix.Resolve(Pending{AnyOf: anyOf[:10], Need: Raises}, "src/index.ts")
	if len(f.Related) != MaxRelated || f.Related[19].Path == "" || f.Brief != nil {
		t.Errorf("10 callees of 2 places: %d related, last %+v, brief %+v", len(f.Related), f.Related[len(f.Related)-1], f.Brief)
	}
}

// TestIndexTried: a throw in a catch whose try only calls functions of the root stands unless
// every callee NeverRaises; a callee no file defines, or one that some definition of its key
// lets raise, may raise.
func TestIndexTried(t *testing.T) {
	ix := root()
	ix.Add(Unit{Path: "srv/ctx.py", Summaries: []Summary{
		{Key: "ctx.Context.run", Name: "Context.run", Facts: NeverRaises},
		{Key: "ctx.Context.close", Name: "Context.close", Facts: NeverRaises},
		{Key: "ctx.twice", Name: "twice", Facts: NeverRaises},
	}})
	ix.Add(Unit{Path: "other/ctx.py", Summaries: []Summary{{Key: "ctx.twice", Name: "twice"}}})
	if got := ix.Facts("ctx.twice"); got&NeverRaises != 0 {
		t.Errorf("ctx.twice has %v with a second definition that says nothing, want no NeverRaises", got)
	}
	rethrow := func(tried ...[]string) Pending {
		return Pending{Finding: finding.Finding{Rule: "raisederror"}, Tried: tried}
	}
	for _, tc := range []struct {
		tried [][]string
		want  bool
	}{
		{[][]string{{"ctx.Context.run"}}, false},
		{[][]string{{"nowhere.Context.run", "ctx.Context.run"}, {"ctx.Context.close"}}, false},
		{[][]string{{"ctx.Context.run"}, {"inbox.Client.get"}}, true}, // Client.get raises
		{[][]string{{"ctx.Context.run"}, {"inbox.fetch"}}, true},      // fetch says nothing of raising
		{[][]string{{"ctx.Context.run"}, {"nowhere.f"}}, true},        // no file defines it
		{[][]string{{"ctx.twice"}}, true},
	} {
		if _, ok := ix.Resolve(rethrow(tc.tried...), "srv/tools.py"); ok != tc.want {
			t.Errorf("a throw behind a try calling %v: stands %v, want %v", tc.tried, ok, tc.want)
		}
	}
	p := rethrow([]string{"nowhere.f"})
	ix.Expect(p)
	if w := ix.Wanted(); !slices.Contains(w, "nowhere.f") {
		t.Errorf("Wanted %v does not ask for the callee of a pending finding's Tried", w)
	}
}

// TestIndexThrowsValue: a catch's branch for a caught value that is not an Error stands only if
// a callee of its try may throw one: through a forward, or as a function no file defines.
func TestIndexThrowsValue(t *testing.T) {
	ix := root()
	ix.Add(Unit{Path: "src/client.ts", Summaries: []Summary{
		{Key: "client#call", Name: "call", Facts: Raises},
		{Key: "client#raw", Name: "raw", Facts: Raises | ThrowsValue},
		{Key: "client#once", Name: "once", Forward: []Forward{{Facts: Raises | ThrowsValue, Keys: []string{"client#raw"}}}},
	}})
	for _, tc := range []struct {
		calls [][]string
		want  bool
	}{
		{[][]string{{"client#call"}}, false},
		{[][]string{{"client#call"}, {"client#once"}}, true},
		{[][]string{{"client#raw"}}, true},
		{[][]string{{"nowhere#f"}}, true},
	} {
		p := Pending{Finding: finding.Finding{Rule: "raisederror"}, AnyOf: tc.calls, Need: ThrowsValue}
		if _, ok := ix.Resolve(p, "src/tools.ts"); ok != tc.want {
			t.Errorf("a non-Error branch behind a try calling %v: stands %v, want %v", tc.calls, ok, tc.want)
		}
	}
}

// TestIndexRegistrationVia: a registration with Via holds only when some file gives a summary
// of one of its keys (a module that builds a tool object no code names registers nothing), and
// a registration that does not hold makes nothing wanted.
func TestIndexRegistrationVia(t *testing.T) {
	build := func(named bool) *Index {
		ix := NewIndex()
		ix.Add(Unit{Path: "tools/GetTool.py", Summaries: []Summary{
			{Key: "tools/get.get_issue", Name: "get_issue", Line: 5, Column: 11, Tool: "get_issue", Registration: true,
				Via: []string{"tools/GetTool.GetTool#named", "tools/x#discovery"}},
		}})
		ix.Add(Unit{Path: "tools/get.py", Summaries: []Summary{{Key: "tools/get.get_issue", Name: "get_issue", Line: 3}}})
		if named {
			ix.Add(Unit{Path: "main.py", Summaries: []Summary{{Key: "tools/GetTool.GetTool#named", Name: "GetTool"}}})
		}
		return ix
	}
	p := Pending{Finding: finding.Finding{Rule: "softerror", Line: 9}, Within: "tools/get.get_issue", Tool: true}
	if _, ok := build(true).Resolve(p, "tools/get.py"); !ok {
		t.Error("a tool object that main.py names: its function was no tool")
	}
	if _, ok := build(false).Resolve(p, "tools/get.py"); ok {
		t.Error("a tool object that no file names: its function stood as a tool")
	}
	ix := NewIndex()
	ix.Add(Unit{Path: "tools/GetTool.py", Summaries: []Summary{
		{Key: "tools/get.get_issue", Tool: "get_issue", Registration: true, Via: []string{"tools/GetTool.GetTool#named"}}}})
	if got := ix.Wanted(); len(got) != 0 {
		t.Errorf("Wanted = %q for a registration that does not hold, want none", got)
	}
}

// TestIndexTriedGuarded: a callee that raises but that a decorator which Catches wraps in every
// definition raises nothing to its caller; one definition without the guard, or a guard that
// does not catch, lets it raise.
func TestIndexTriedGuarded(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "app/api.py", Summaries: []Summary{
		{Key: "api.handle_errors", Name: "handle_errors", Facts: Catches},
		{Key: "api.handle_http", Name: "handle_http"},
		{Key: "api.history", Name: "history", Facts: Raises, Guards: [][]string{{"api.handle_errors"}}},
		{Key: "api.stats", Name: "stats", Facts: Raises, Guards: [][]string{{"api.handle_http"}}},
		{Key: "api.twice", Name: "twice", Facts: Raises, Guards: [][]string{{"api.handle_errors"}}},
	}})
	ix.Add(Unit{Path: "other/api.py", Summaries: []Summary{{Key: "api.twice", Name: "twice", Facts: Raises}}})
	for _, tc := range []struct {
		callee string
		want   bool
	}{{"api.history", false}, {"api.stats", true}, {"api.twice", true}} {
		p := Pending{Finding: finding.Finding{Rule: "softerror"}, Tried: [][]string{{tc.callee}}}
		if _, ok := ix.Resolve(p, "app/server.py"); ok != tc.want {
			t.Errorf("an except clause behind a try calling %s: stands %v, want %v", tc.callee, ok, tc.want)
		}
	}
}

// TestIndexToolNamedByItsFunction: a tool named as its function is named once in related, and
// a callback a registration names as a tool ("the x handler") reads as that handler, a tool.
func TestIndexToolNamedByItsFunction(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "a.py", Summaries: []Summary{
		{Key: "a#search", Name: "search", Line: 3, Tool: "search"},
		{Key: "a#inline", Name: "the find handler", Line: 11, Tool: "find"},
		{Key: "a#low", Name: "the tools/call handler", Line: 15, Tool: "tools/call"},
		{Key: "a#cb", Name: "the notes-get handler", Line: 7, Tool: "the notes-get handler"},
		{Key: "a#get", Name: "get", Line: 20},
	}, Calls: []Call{{Key: "a#get", Line: 4, From: "a#search"}, {Key: "a#get", Line: 8, From: "a#cb"}, {Key: "a#get", Line: 12, From: "a#inline"}, {Key: "a#get", Line: 16, From: "a#low"}}})
	f, ok := ix.Resolve(Pending{Within: "a#get"}, "a.py")
	want := []finding.Related{
		{Path: "a.py", Line: 3, Message: "tool search reaches it"},
		{Path: "a.py", Line: 4, Message: "search calls get"},
		{Path: "a.py", Line: 7, Message: "the notes-get handler (a tool) reaches it too"},
		{Path: "a.py", Line: 11, Message: "tool find reaches it too"},
		{Path: "a.py", Line: 15, Message: "the tools/call handler reaches it too"},
	}
	if !ok || !reflect.DeepEqual(f.Related, want) {
		t.Errorf("stood %v with\n %+v\nwant %+v", ok, f.Related, want)
	}
}

// TestIndexSharedRegistration: callbacks that one registration method of another file names as
// tools by themselves (one SDK call for all) are named, past the nearest, at their own places.
func TestIndexSharedRegistration(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "srv/guarded.ts", Summaries: []Summary{
		{Key: "g#Guarded.addReadTool(2)", Line: 30, Column: 5, Tool: ToolNamedByTarget, Registration: true},
	}})
	ix.Add(Unit{Path: "srv/notes.ts", Aliases: []Alias{
		{From: "g#Guarded.addReadTool(2)", To: "t#a"}, {From: "g#Guarded.addReadTool(2)", To: "t#b"},
	}, Summaries: []Summary{
		{Key: "t#a", Name: "the notes-get handler", Line: 7, Column: 3},
		{Key: "t#b", Name: "the notes-find handler", Line: 12, Column: 3},
		{Key: "t#get", Name: "get", Line: 20},
	}, Calls: []Call{{Key: "t#get", Line: 8, From: "t#a"}, {Key: "t#get", Line: 13, From: "t#b"}}})
	f, ok := ix.Resolve(Pending{Within: "t#get"}, "srv/notes.ts")
	want := []finding.Related{
		{Path: "srv/guarded.ts", Line: 30, Column: 5, Message: "the notes-get handler (a tool) reaches it"},
		{Path: "srv/notes.ts", Line: 8, Message: "the notes-get handler calls get"},
		{Path: "srv/notes.ts", Line: 12, Column: 3, Message: "the notes-find handler (a tool) reaches it too"},
	}
	if !ok || !reflect.DeepEqual(f.Related, want) {
		t.Errorf("stood %v with\n %+v\nwant %+v", ok, f.Related, want)
	}
}

// TestIndexWantedGrowingKeysEnd: a prefix alias whose target begins with its source (a
// parameter's flow through a recursive function: `log#error!param@2` names
// `log#error!param@2!param@2`) makes a longer key of every key it names. The keys that no file
// defines are wanted with what their aliases may name, a bounded number of steps away, so
// Wanted and the targets of such a key end, and name what they named in fewer steps.
func TestIndexWantedGrowingKeysEnd(t *testing.T) {
	ix := NewIndex()
	ix.Add(Unit{Path: "log.ts", Summaries: []Summary{
		{Key: "log#error", Name: "error", Line: 1, Column: 1},
		{Key: "srv#tool", Name: "tool", Line: 9, Column: 1, Tool: "tool"},
	}, Aliases: []Alias{
		{From: "log#error!param@2", To: "log#error!param@2!param@2", Prefix: true},
		{From: "log#error!param@2", To: "log#entry!param@3", Prefix: true},
		{From: "log#entry!param@3", To: "log#error!param@2!param@0", Prefix: true},
	}, Calls: []Call{{Key: "log#error!param@2.substring", From: "srv#tool", Line: 10, Column: 3}}})
	ix.Expect(Pending{Within: "srv#tool"})
	done := make(chan []string, 1)
	go func() { done <- ix.Wanted() }()
	select {
	case got := <-done:
		if len(got) == 0 || len(got) > 4*maxAliasDepth*maxAliasDepth {
			t.Errorf("Wanted gave %d keys, want some and at most %d: %q", len(got), 4*maxAliasDepth*maxAliasDepth, got)
		}
		if !slices.Contains(got, "log#error!param@2.substring") {
			t.Errorf("Wanted = %q, want the called key among them", got)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Wanted did not end: the keys a prefix alias makes grew without bound")
	}
	if ts := ix.targets(ix.intern("log#error!param@2!param@2.substring")); len(ts) != 0 {
		t.Errorf("a key no alias leads to a defined function names %v", ts)
	}
}

// TestIndexReword: a pending finding whose Reword callee (through an alias) has a fact of
// RewordIf takes the message Reworded and cites the callee's places; otherwise, or when no file
// defines the callee, it keeps its message. Reword never decides whether it stands: its other
// conditions (here Tried) still do.
func TestIndexReword(t *testing.T) {
	ix := root()
	ix.Add(Unit{Path: "srv/faults.py", Summaries: []Summary{
		{Key: "faults.to_tool_error!toolerror@r", Name: "to_tool_error", Line: 4, Column: 1, Facts: Holds,
			Places: []Place{{Fact: Holds, Line: 4, Column: 1, Message: "to_tool_error returns a ToolError on every path"}}},
		{Key: "faults.quiet", Name: "quiet", Facts: NeverRaises},
	}})
	ix.Add(Unit{Path: "srv/__init__.py", Aliases: []Alias{{From: "srv.to_tool_error!toolerror@r", To: "faults.to_tool_error!toolerror@r"}}})
	reword := func(keys []string, tried ...[]string) Pending {
		return Pending{Finding: finding.Finding{Rule: "raisederror", Message: "prefixed"},
			Tried: tried, Reword: keys, RewordIf: Holds, Reworded: "unprefixed"}
	}
	for _, tc := range []struct {
		keys      []string
		tried     [][]string
		stands    bool
		message   string
		relatedTo int
	}{
		{[]string{"faults.to_tool_error!toolerror@r"}, nil, true, "unprefixed", 4},
		{[]string{"nowhere.f!toolerror@r", "srv.to_tool_error!toolerror@r"}, [][]string{{"inbox.Client.get"}}, true, "unprefixed", 4},
		{[]string{"srv.to_tool_error!toolerror@r"}, [][]string{{"faults.quiet"}}, false, "", 0}, // the catch never runs
		{[]string{"faults.partial!toolerror@r"}, [][]string{{"inbox.Client.get"}}, true, "prefixed", 0},
		{[]string{"faults.quiet"}, nil, true, "prefixed", 0}, // no fact of RewordIf
	} {
		f, ok := ix.Resolve(reword(tc.keys, tc.tried...), "srv/tools.py")
		if ok != tc.stands {
			t.Errorf("Reword %v, Tried %v: stands %v, want %v", tc.keys, tc.tried, ok, tc.stands)
			continue
		}
		if !ok {
			continue
		}
		if f.Message != tc.message {
			t.Errorf("Reword %v: message %q, want %q", tc.keys, f.Message, tc.message)
		}
		cited := slices.ContainsFunc(f.Related, func(r finding.Related) bool { return r.Path == "srv/faults.py" && r.Line == tc.relatedTo })
		if cited != (tc.relatedTo > 0) {
			t.Errorf("Reword %v: related %+v, want the factory's place cited %v", tc.keys, f.Related, tc.relatedTo > 0)
		}
	}
	ix.Expect(reword([]string{"nowhere.g!toolerror@r"}))
	if w := ix.Wanted(); !slices.Contains(w, "nowhere.g!toolerror@r") {
		t.Errorf("Wanted %v does not ask for the callee of a pending finding's Reword", w)
	}
}
