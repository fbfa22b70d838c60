package extract

import (
	"slices"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Cross-file rules. Extraction stays per file, so that a file's Result depends on that file
// alone (and can be cached by its content); a rule that needs to know what a function of
// another file does reasons in two halves:
//
//  1. Each file summarises its functions (Summary: what each does, which calls pass on what
//     their callee does) and, where a finding depends on another file, emits a Pending finding
//     with the condition under which it stands.
//  2. Once every file of a root is extracted, an Index of all their summaries resolves the
//     pending findings: it follows forwards to a fixed point and walks the calls from the tools,
//     and appends the places it followed to each finding's Related.

// Fact is something a function of a scanned root does, as a bit set.
type Fact uint32

// The facts. Each is a may-fact (some path does it) except AlwaysRaises (every path does).
const (
	// SoftFailure: some return hands back a failure as an ordinary value (error text, an error
	// object, a failure-shaped payload), which a tool that returns it sends as a success.
	SoftFailure Fact = 1 << iota
	// ErrorResult: some return builds an isError tool result.
	ErrorResult
	// Raises: some path raises or throws out of the function.
	Raises
	// AlwaysRaises: every path raises or throws, so code after a call of it never runs.
	AlwaysRaises
	// ToolError: some path raises an exception that the SDK turns into an isError result.
	ToolError
	// ProtocolFailure: some path raises or throws an error that the SDK sends as a JSON-RPC error.
	ProtocolFailure
	// Catches: a decorator whose wrapper runs the function it decorates inside a try that catches
	// every exception and answers instead of raising again, so nothing that function raises
	// leaves the wrapper.
	Catches
	// Internals: some return hands back text built from the server's internals (a stack trace,
	// a traceback, an exception's repr, a secret), which an error result that embeds it leaks.
	Internals
	// Holds: the key names no function but a condition that the root's start-up code guarantees
	// before any tool runs (an environment variable that main or a server module's top level
	// checks, exiting or raising when it is missing). A raise or throw that runs only when the
	// condition fails never runs: its pending finding names the key, Unless Holds.
	Holds
	// SoftResult: some return builds a whole tool result without the error flag whose content
	// reports a failure, a result that a tool returning the function's value sends as is. The
	// fix goes in the function (set the flag there); a tool that takes the result apart and
	// wraps a part of it anew has a SoftFailure of its own making.
	SoftResult
	// SuccessText: some return builds a successful result (no isError) whose text or content
	// is what the function was given, so that a failure text a tool passes in goes to the client
	// as a success (Go's textResult(msg)).
	SuccessText
	// SoftText: some return hands back a failure that is not an object (text, or a value of
	// unknown shape), a SoftFailure that passes a caller's test that the value is not a dict
	// (`if not isinstance(data, dict): return data`).
	SoftText
	// NeverRaises: no path raises or throws out of the function: everything in it that may fail
	// runs in a try whose catch answers instead of raising again (a method whose whole body is
	// such a try). A caller's catch that only its call of the function could reach never runs
	// (Pending.Tried). Like AlwaysRaises, it holds for a key only when every function that may
	// define it has it. A forward passes it on only with conditions that every other callee of
	// the function has it too (Python's quietfuncs.go: a function that only calls functions
	// that never raise).
	NeverRaises
	// Fails: some path of the effect the function returns fails through the effect's own failure
	// channel (Effect-TS `Effect.fail(new NotFound())`), not by a throw: what a catch combinator
	// of a caller's pipe answers. Each place names the class or tag it fails with (Place.Class).
	Fails
	// ThrowsValue: some path throws out of the function a value that may not be an Error object
	// (`throw "failed"`, `throw {code: 1}`, a caught value passed on as it is). A caller's catch
	// branch for a caught value that is not an Error runs only if a callee in its try has it.
	ThrowsValue
	// StatusChecked: every value the function returns is an HTTP response on which
	// raise_for_status() has run (an API client's request method), so a caller's test that the
	// response failed (`not r.ok`) never holds. Like AlwaysRaises, it holds for a key only when
	// every function that may define it has it.
	StatusChecked
	// KeepsCoroutine: a decorator (or the factory that returns one) whose decoration of a
	// coroutine function is a coroutine function and of any other function is not (Python's
	// `return async_wrapper if inspect.iscoroutinefunction(func) else sync_wrapper`), so that a
	// decorator above it sees what the function itself is (Call.Kept). Like AlwaysRaises, it
	// holds for a key only when every function that may define it has it.
	KeepsCoroutine
	// OnlyVerdicts: every SoftFailure return of the function is the verdict of a check
	// ({"valid": False, "error": ...}, {"ok": all_passed, "checks": ...}) and it hands on no
	// callee's failure: a tool that checks something and returns its value answers with the
	// verdict (Pending.UnlessAll). Like AlwaysRaises, it holds for a key only when every
	// function that may define it has it.
	OnlyVerdicts

	allFacts = SoftFailure | ErrorResult | Raises | AlwaysRaises | ToolError | ProtocolFailure | Catches | Internals | Holds | SoftResult | SuccessText | SoftText | NeverRaises | Fails | ThrowsValue | StatusChecked | KeepsCoroutine | OnlyVerdicts
)

// allPathFacts are the facts that hold for a key only when they hold for every function that
// may define it; the others hold when one does.
const allPathFacts = AlwaysRaises | NeverRaises | StatusChecked | KeepsCoroutine | OnlyVerdicts

var factNames = []string{"SoftFailure", "ErrorResult", "Raises", "AlwaysRaises", "ToolError", "ProtocolFailure", "Catches", "Internals", "Holds", "SoftResult", "SuccessText", "SoftText", "NeverRaises", "Fails", "ThrowsValue", "StatusChecked", "KeepsCoroutine", "OnlyVerdicts"}

// String names the facts of a set, "|"-separated.
func (f Fact) String() string {
	var parts []string
	for i, name := range factNames {
		if f&(1<<i) != 0 {
			parts = append(parts, name)
		}
	}
	if rest := f &^ allFacts; rest != 0 || len(parts) == 0 {
		parts = append(parts, "0x"+strconv.FormatUint(uint64(rest), 16))
	}
	return strings.Join(parts, "|")
}

// Summary is what a file says of one of its functions, for rules that reason across files.
// A function needs one only when it has facts, forwards, a tool name or Builds, or when a
// Pending finding names it as Within.
type Summary struct {
	// Key is the language's cross-file key of the function: the same as Helper.Key and Call.Key.
	Key string
	// Shapes, when set, make the summary that of an input schema, not a function: what every
	// value it lets through is (Param 0; entryshapes.go). Such a summary has nothing else.
	Shapes []ArgShape
	// Name is how a message names the function ("Inbox.latest").
	Name string
	// Line and Column are the function's definition.
	Line, Column int
	// Facts are what the function does itself.
	Facts Fact
	// Places are where it does it (a few per fact, first found first), for Related: a finding
	// that needs a fact of the function names every place of that fact it keeps.
	Places []Place
	// Forward lists the calls whose callee's facts pass on to the function.
	Forward []Forward
	// Tool is the tool's name when the function is a tool handler; what it calls is reached
	// from a tool. A registration of a key that names functions through aliases (the
	// functions a list holds, registered in a loop over it) may give ToolNamedByTarget: each
	// function it names is a tool by its own name.
	Tool string
	// Registration marks a summary that a file gives of a function it does not define, to say
	// that it registers it as a tool (`mcp.tool()(imported_function)`): it lends Tool, and
	// Line/Column of the registration, and never facts, so it does not vote on what the
	// function does.
	Registration bool
	// Via, with Registration, makes the registration conditional: it holds only if some file of
	// the root gives a summary of one of these keys. A Python tool object that a module builds
	// (`GetIssueTool = Tool.from_function(get_issue)`) is a tool only if code that may register
	// it names it; the files that do say so with a plain summary of the object's key
	// (registered.go of scanner/python). Empty for a registration that holds as it is.
	Via []string
	// Unless, with Registration, makes the registration conditional the other way: it holds
	// only if no file of the root gives a summary of any of these keys. A TypeScript call of
	// registerTool on an instance another module exports is McpServer's unless that module
	// says the instance's method is the project's own (instancereg.go of scanner/typescript).
	Unless []string
	// WantsIf makes what the summary's forwards ask of the calls pass conditional: the files
	// that spell a slot key's type (SlotMark, Index.WantedCallers) are wanted only once a tool
	// reaches one of these keys (the walk of Wanted from the tools, not from the pending
	// findings). Python wants the files that spell a class's name, where the overrides of a
	// method called through its virtual key are, only once a tool reaches that key
	// (wantOverrides of scanner/python): a base class that many modules extend, and whose
	// method no tool calls, would have the pass parse them all for nothing. Empty for forwards
	// that want their slots as they are.
	WantsIf []string
	// Framework names, in the language's own terms, the SDK that runs the tool (Python's
	// "fastmcp"), when Tool is set and the language tells SDKs of one kind apart: a finding of
	// another file may say what that SDK sends (Pending.Frameworks).
	Framework string
	// ToolKind names, in the language's own terms, how the SDK runs the tool ("high" for a
	// registerTool callback, "low" for a CallTool request handler): a failure that reaches one
	// kind becomes an isError result, the other kind a protocol error. Empty for any.
	ToolKind string
	// Guards are the keys of the decorators that wrap the function when it is called (on a
	// tool, before the SDK calls it), each by the keys it may have, first found first: when one
	// of them Catches, what the function's body raises does not leave it, and no caller of it
	// meets a raise it reaches.
	Guards [][]string
	// CatchNames, on a decorator's summary, are the classes that the except clauses of a try
	// of its wrapper around its call of the decorated function name, when that try answers
	// what it catches and no clause catches every exception (`except KEGGAPIError as exc:
	// return ErrorResult(...)`): a raise of one of them that a function it wraps reaches is
	// answered there, as a Call.Catches around each call would answer it (Pending.NamedGuards).
	CatchNames []string
	// Served marks a tool function that the tool of a server class calls rather than being a
	// tool itself (Python: a function registered on an instance of the root's subclass of
	// FastMCP, whose class's key is the tool): its Guards wrap it on that call as a tool's own
	// wrap the tool, so a catching wrapper's answer stands for the tool that reaches it so.
	Served bool
	// Builds, when set, says what every object the function returns carries (typing.go).
	Builds *Builds
	// CatchesArgs are the parameters the function runs, when it is called with a callback
	// there, only inside a try whose catch answers: nothing the callback raises leaves the call
	// (Call.Runners).
	CatchesArgs []ArgCatch
	// Rethrows, when set, says the function throws its first parameter unchanged on every path
	// but those under a test of one of Rethrows.Unless, properties of that parameter (`if
	// (error.isAxiosError) return answer(error); throw error`), and fails in no other way: a
	// catch that ends by handing it the caught value passes on what lacks those properties
	// (Call.Mapper, Pending.Also).
	Rethrows *Rethrow
	// Server, with Tool (or on a registering decorator's summary, whose registrations of other
	// files it lends it to), is the key of the server object the tool is registered on ("" when
	// not known): a Removal of that object's tools may take the tool away.
	Server string
	// Removal makes the summary, of the key of a server object, a removal of some of that
	// object's tools as the root loads (removals.go of scanner/python): no client can call
	// them, so they are no tools. It has nothing else.
	Removal *Removal
	// Async says the function is a coroutine function (Python's `async def` under no decorator
	// that may change that): a call of it only makes a coroutine, and a call that nothing
	// awaits (Call.NotAwaited, Forward.NotAwaited) runs none of it. Like AlwaysRaises, it
	// holds for a key only when every function that may define it has it.
	Async bool
}

// Removal is a removal of tools from a server object (Summary.Removal): those named in Names,
// or with KeepOnly every tool of the object not named there.
type Removal struct {
	Names    []string
	KeepOnly bool
}

// Removes reports whether the removal takes away the tool name.
func (r *Removal) Removes(name string) bool {
	return slices.Contains(r.Names, name) != r.KeepOnly
}

// Rethrow is a function's conditional rethrow of its first parameter (Summary.Rethrows): the
// properties whose truth keeps it from throwing, and the place of its throw. With Class set
// instead, the function throws its first parameter only when it is an instance of that SDK
// class and answers every other value (`if (error instanceof McpError) throw error; return
// errorText(error)`): a catch that ends by handing it the caught value passes on only the
// errors of that class, as a catch that tests the class itself does (RethrownName).
type Rethrow struct {
	Unless       []string
	Class        string
	Line, Column int
}

// ArgCatch is a parameter a function runs only inside a try that answers (Summary.CatchesArgs):
// itself, or, with Via, in callbacks it hands on to these runners, each of which must catch
// that argument in turn (`return guard(client, () => fn(tick))`).
//
// With Sync, the function calls the argument in its try without awaiting it (`try { return
// asJson(callback()) } catch (e) { return errorResult(e) }`, the catch throwing on no path
// and ending in a return): only what the callback throws before it returns meets the catch. A
// rejection of its promise leaves the try, so the try holds a throw only when the callback and
// every function down to the throw are not async (Runner.Sync, Index.runsSync).
type ArgCatch struct {
	Arg  int
	Via  []Runner
	Sync bool
}

// ToolNamedByTarget is the Tool of a registration whose tools are named after the functions
// its key names through aliases (Summary.Tool).
const ToolNamedByTarget = "*"

// Place is where a function does what one of its facts says.
type Place struct {
	Fact         Fact
	Line, Column int
	// Message says what happens there ("returns the caught error as text").
	Message string
	// Rewrap marks a throw in a catch that carries the caught error: the places behind it
	// (Forward.Behind) are named before the first such place of the function.
	Rewrap bool
	// Library marks a call of a library that may throw (a weaker place than a throw): the
	// places behind a rewrap are throws only.
	Library bool
	// Class names what the place fails with, for a pending finding that counts only some
	// failures (Pending.Classes): an error class or tag ("NotFound"), "" when not known.
	Class string
	// RunsIf, on a place of SoftFailure, are tests of the function's parameters one of which
	// holds wherever the place runs (a formatter's `if (output.success) return ok; return
	// fail`: the member success lacks ArgTruthy): a pending finding whose call passes shapes
	// that fail them all (Pending.Shapes) does not count the place (flagplaces.go).
	RunsIf []ArgTest
}

// Forward is a call whose callee's facts, masked by Facts, pass on to the calling function:
// `return g(x)` passes on SoftFailure and ErrorResult, an unguarded call statement passes on
// Raises, ToolError and ProtocolFailure, a call that ends every path passes on AlwaysRaises too.
// The language decides which. A forward says what a function does, not what it reaches: the
// calls a tool reaches (Pending.Within) are the Calls with From set, so that a call inside a
// try that catches what the callee raises can forward its return (SoftFailure) without making
// the callee's raises reached.
type Forward struct {
	Facts Fact
	// Keys are the keys the call may have, first found first.
	Keys         []string
	Line, Column int
	// Behind marks a call in a try whose catch rewraps what it throws (`catch (e) { throw new
	// Error(`failed: ${e.message}`) }`, a place of the function's own): it passes on no facts,
	// and a finding that follows Facts to this function names, before its first Place.Rewrap,
	// the callee's throws (where the failure comes from), the way up from them and this call.
	Behind bool
	// Embedded marks a tool's return that puts what the call returns, as it is and untested,
	// into text of its own (return f"BACKUP FILES:\n\n{result}", result = run(cmd)): it passes on
	// no facts, and counts the tool among those that hand a shared helper's failure on
	// (shared.go).
	Embedded bool
	// If, when set, are conditions under which alone the forward passes facts on: each callee
	// they name must have a fact of its Need. A function that returns another function's call
	// returns what a callback it hands that function returns only if the callee returns what it
	// calls the callback with (`return breaker.execute(() => handler(args))`), which the
	// callee's module says with a marker of its own.
	If []Cond
	// NotAwaited, like Call.NotAwaited, says the call passes nothing on when its callee is a
	// coroutine function (Summary.Async): a coroutine nothing awaits runs nothing.
	NotAwaited bool
	// RunsIf and Shapes, on a forward of SoftResult, are the tests of the function's parameters
	// one of which holds wherever the call runs (a dispatcher's branch, Call.RunsIf) and what
	// the call passes (Call.Shapes): the walk of returning reads them (selector.go).
	RunsIf []ArgTest
	Shapes []ArgShape
	// Dispatched marks the forward of a dispatch marker (TypeScript's dispatchjson.go): the
	// callee looks the function up (in a table, or among the handlers a registry was handed)
	// and answers with the JSON of what it returns. Facts pass on as by any forward; only the
	// way a related place says it differs: the callee dispatches to the function, not the other
	// way round.
	Dispatched bool
}

// Cond is a condition of a Forward: the callee (by the keys it may have, first found first)
// has a fact of Need.
type Cond struct {
	Keys []string
	Need Fact
}

// Pending is a finding that stands only if its condition holds once the root is linked.
type Pending struct {
	// Finding is complete, as a finding of Result.Findings would be. Its Related may already
	// hold places in the same file; the index appends the places it followed.
	Finding finding.Finding
	// Keys name the callee the finding depends on, first found first. The finding stands if the
	// callee has a fact of Need (when Need is not zero), or unless it has a fact of Unless (when
	// Need is zero). A callee that no file defines has no facts.
	Keys         []string
	Need, Unless Fact
	// Cite, with Keys, names facts whose places the finding cites without depending on them:
	// Related gets the chain of each callee (of Keys and AnyOf) that has one, as with Need,
	// while Need or Unless alone decides whether the finding stands (a tool's return of an
	// error helper's value stands on the helper's name; its "Error: ..." return is cited).
	Cite Fact
	// UnlessAll, with Need, says the finding does not stand when every callee that has a fact
	// of Need has a fact of UnlessAll too (a checking tool's return of what a function whose
	// failures are all verdicts returns: OnlyVerdicts).
	UnlessAll Fact
	// Within, when set, is the key of the function holding the finding: the finding stands only
	// if a tool reaches that function through the root's calls.
	Within string
	// NamesReach, with Within, says the finding stands whether a tool reaches Within or not (a
	// fastmcp UserError a helper throws stands where it is): when one does, Related gets the
	// tools' side as for a finding that needs the reach (the nearest tool, its calls down to
	// Within, the other tools that reach it), and nothing else changes.
	NamesReach bool
	// Tool, with Within, narrows the condition: the function holding the finding must itself be
	// a tool (registered in its file or another), not merely reached by one.
	Tool bool
	// ToolKind, with Within, counts only the tools of that kind (Summary.ToolKind) as reaching.
	ToolKind string
	// ConvertedBy names the root's converters of a kind of tool result (a server middleware
	// that answers an error object with isError): the finding does not stand when one of them
	// has the fact ErrorResult.
	ConvertedBy []string
	// Raised, with Within, says the finding is a raise or throw: a tool reaches it only if none
	// of the tool's Guards catches what the tool's body raises.
	Raised bool
	// ThroughGuard, with Within (the wrapper of a decorator that catches, answering for what it
	// wraps), counts only the tools that reach Within through one of their own Guards: a
	// function of the root's that the decorator wraps answers its caller, whose return of that
	// answer is the finding (Summary.Guards).
	ThroughGuard bool
	// NamedGuards, with Raised-style RaisedAs, RaisedNot or RaisedClass and Keys/AnyOf naming a
	// raise's guards (Unless Catches), says the finding does not stand either when one of those
	// guards' CatchNames catches the raise, matched as a call's Catches are.
	NamedGuards bool
	// Returned, with Within, replaces reaching by returning: the finding (a result the function
	// builds, SoftResult) stands only if a tool returns the function's value as its own result,
	// through forwards of SoftResult, and the function is no tool itself. Related gets each such
	// tool's return and the returns between, once for all the tools.
	Returned bool
	// Shared, with Returned, narrows it to a failure the function builds itself that several
	// tools (minShared) return as is: the finding names every one of them, and its Message
	// holds one %d and one %s for how many and one of them (shared.go).
	Shared bool
	// LeftTo names the call (by the keys it may have, first found first) whose value a tool's
	// return hands back as is: the finding does not stand when that callee's failure is a
	// Shared finding's, which names this return (shared.go).
	LeftTo []string
	// Named, with Need and AnyOf, is the callee the finding's Message names as "what Named
	// returns": the index rewrites those words to name the callees that have a fact of Need
	// ("what a returns", "what a and b return", "what a and 3 other functions return").
	Named string
	// Via, with Need, names the place each call (Keys first, then AnyOf) is made for: Via[i],
	// when it has a line, is a related place (a low-level handler's switch case that sets the
	// returned value from call i) that Related gets ahead of the way to the call's callee when
	// it has a fact of Need. ViaNames[i] is the name of what that place stands for (the case's
	// tool); when every callee that has a fact of Need has one, the finding's Message is
	// ViaMessage, whose one %s gets those names (viaNames: "tool a", "tools a, b and c", "tools
	// a, b, c and 2 more"). It does not change whether the finding stands.
	Via        []finding.Related
	ViaNames   []string
	ViaMessage string
	// ToolKeys, ToolMembers and ToolLiterals (parallel), with Within, name a tool that reaches
	// the finding by what the finding's file hands its registration: when the summary of
	// ToolKeys[i] has a place where the tool stands (the registering function's word that it
	// names that tool by member ToolMembers[i] of the object the file hands it), the tool,
	// spelled by a parameter's member ("[spec.name]"), is named, in the tools' side of Related,
	// ToolLiterals[i], the literal of the member written there (`{ name: "brew", handler }`);
	// when the nearest tool is so named, the finding's Message is ToolMessage, whose one %s gets
	// its name. It does not change whether the finding stands.
	ToolKeys, ToolMembers, ToolLiterals []string
	ToolMessage                         string
	// AnyOf names several calls (each by the keys it may have, first found first). With Need,
	// the finding stands if any of their callees has a fact of Need, and Related gets the chain
	// of each that has, in this order (Keys first), to every place of the fact (origins.go bounds
	// them); with Unless, it stands unless one of them has a fact of Unless. Keys, when set too,
	// is one more such call.
	AnyOf [][]string
	// Also names one more call (by the keys it may have, first found first) whose callee must
	// have a fact of AlsoNeed for the finding to stand, whatever else it needs: a failure a
	// callback returns stands only if the function it is handed to (another module's, an
	// inherited method) returns what the callback returns. Related gets its places too. With
	// AlsoNeed 0 on a raise (Raised), the callee must throw what it is handed again as it is
	// (Summary.Rethrows): a tool's own throw that its catch hands such a helper.
	Also     []string
	AlsoNeed Fact
	// Tried names the calls of the root (each by the keys it may have, first found first) in the
	// try whose catch holds the finding (a raise or throw there, a Python soft return), when
	// nothing else in that try may raise: the finding stands only if one of them may, as a callee
	// does unless it NeverRaises or a decorator that Catches wraps it (a callee that no file
	// defines may raise).
	Tried [][]string
	// ClassCalls, with Class, name the calls of the root (each by the keys it may have, first
	// found first) in the try whose catch holds the finding in a branch that runs only for caught
	// errors of Class (`if (e instanceof C) throw e`), when nothing else in that try may throw
	// one: the finding stands only if one of their callees may (throwclass.go). Each key names
	// what a function may throw: its places of Raises name the classes (Place.Class, a chain
	// "C<Base<...", "?" for a class not known) and its forwards the keys of the same kind of its
	// callees; a key no file defines may throw anything.
	ClassCalls [][]string
	Class      string
	// NotClasses, with ClassCalls and no Class, says the finding runs only for caught errors of
	// none of these classes (a statement after `if (e instanceof C) throw e` branches for each),
	// when everything else in the try is one of them: it stands only if a callee may throw an
	// error of another class.
	NotClasses []string
	// RunsIf, with Within, says the finding is a throw that runs only if one of these tests
	// holds of the arguments Within is called with: it does not stand when every call of Within
	// in the root fails them all (argfacts.go).
	RunsIf []ArgTest
	// Shapes, with Keys and Need, are what the call of Keys passes (as Call.Shapes): a
	// callee's fact of Need that holds only at places whose RunsIf these shapes fail, and
	// through no forward, does not count (flagplaces.go).
	Shapes []ArgShape
	// AllCalls, with Within and RunsIf, replaces reaching by calling: the finding (a throw that
	// stands wherever it is, such as a fastmcp UserError) drops only when the root calls Within
	// and every call of it, in a try or not, fails all of RunsIf (its Shapes say so); no walk
	// to the tools, and no test carried up through a caller.
	AllCalls bool
	// SkipsUnder, with Within, says the finding is a raise that does not run under any of these
	// predicates (Call.Under: a key, "!" in front for a false value): a call of Within guarded
	// by one of them is no way to it, so the finding drops when every call of Within in the
	// root is (guards.go).
	SkipsUnder []string
	// Typing, when set, completes the finding's typed fields from calls into other files
	// (typing.go). It does not change whether the finding stands.
	Typing *Typing
	// Classes, with Need, narrows the places named to those whose Place.Class is one of these
	// ("*" matches every place, "!X" none of class X): a catch that answers only one class of
	// failure names where that class comes from. Every forward of Need is followed from each
	// callee, not only the first way (classes.go). It does not change whether the finding stands.
	Classes []string
	// Unnamed are classes (as Classes spells them) whose places the finding does not name, nor
	// a way that leads only to them: a catch-all rethrow does not name another module's answers
	// to an unknown tool (TypeScript's unknowntool.go). It does not change whether the finding
	// stands.
	Unnamed []string
	// RaisedAs and RaisedNot, with Raised, say which except clauses a call of the root's sits in
	// (Call.Catches) the raise goes through: RaisedAs are the names a clause catches it by (its
	// class and every base), when they are all known; RaisedNot are names no clause catches it
	// by (the classes an earlier clause of its own try took). A clause of neither list catches it.
	RaisedAs, RaisedNot []string
	// RaisedClass, with Raised, is the key of the raised class (Class.Key) when its file cannot
	// tell its bases (a class of another module of the root, or one deriving from such): the
	// index takes RaisedAs from the files that describe the classes of its linearization
	// (excclasses.go), and when one of them is not known the raise is of unknown class.
	RaisedClass string
	// ViaRewrap, with Raised, is the finding's message when every tool that reaches Within
	// does so through a call that an except clause rewraps (Call.RewrapLine): the client sees
	// the exception that clause raises (rewrap.go).
	ViaRewrap string
	// Frameworks and FrameworkMessages (parallel), with Within, reword the finding by the SDK
	// that runs the tools reaching it, when its own file cannot tell (a module of functions
	// that another module registers): when every tool found reaching Within has
	// Summary.Framework Frameworks[i], the message is FrameworkMessages[i]. A Reworded or
	// ViaRewrap message still wins. It does not change whether the finding stands.
	Frameworks, FrameworkMessages []string
	// UnlessRewrapped, with Raised and Within, says the finding does not stand when every tool
	// (of ToolKind) that reaches Within does so through a call that a catch rewraps
	// (Call.RewrapLine or Call.Rewrapped): the rewrap is the finding, and names this one behind
	// it (TypeScript's protocolerror of a function a low-level handler reaches).
	UnlessRewrapped bool
	// UnlessReplaced is UnlessRewrapped for the calls a catch replaces (Call.Replaced) alone:
	// TypeScript's raisederror of a function a tool calls, which reaches the SDK as it is only
	// through a call no catch replaces.
	UnlessReplaced bool
	// Reword names one more call (by the keys it may have, first found first) that decides the
	// finding's message, not whether it stands: when its callee has a fact of RewordIf, the
	// message is Reworded and Related gets the callee's places of that fact (a raise of what
	// another module's factory returns, which is a ToolError on every path, reads unprefixed).
	// A key no file defines has no facts; a ViaRewrap message still wins.
	Reword   []string
	RewordIf Fact
	Reworded string
	// UnlessAsync names a call (by the keys it may have, first found first) whose value the
	// finding runs only on a test that a coroutine never passes: Python's `if not client:`
	// after `client = get_client()` without await. The finding does not stand when the callee
	// is a coroutine function (Summary.Async): the test is always false (coroutine.go).
	UnlessAsync []string
	// Server and ServerTool say that the finding belongs to the tool ServerTool registered on
	// the server object of key Server (Summary.Server) by its own file: it does not stand when
	// a removal of the root (Summary.Removal) takes that tool away.
	Server, ServerTool string
	// Imported names the finding's own module as the project's other files refer to it
	// (Referrer): a tool object that no registration of its file makes a tool, only its shape
	// (an exported { name, schema, handler }), is registered by whatever module imports it. The
	// finding does not stand when two files or more of its project (Index.SetGroups) said what
	// they refer to (Index.AddRefs) and none refers to one of these names, nor may load a module
	// no literal names.
	Imported []string
}

// Definer is implemented by a Language whose keys say which module defines them. After the main
// pass, the files that no needle let through but that define a module whose functions are still
// wanted (by a pending finding, a forward, or a call of a summarised function) are extracted
// for their summaries, calls and pending findings: an API client module holds no MCP needle.
type Definer interface {
	// ModuleOf returns the module a file defines, as keys name modules ("" for none).
	ModuleOf(path string) string
	// ModuleOfKey returns the module of the function a key names ("" when it names none).
	ModuleOfKey(key string) string
}

// NameDefiner is a Definer whose keys end in a name that the file defining the key spells: of
// a wanted module, only the files that spell a wanted name are extracted (a package's other
// files cannot define it).
type NameDefiner interface {
	Definer
	// DefinedName returns the name the file that defines key spells ("" when it may spell
	// none, and every file of the key's module is wanted).
	DefinedName(key string) string
}
