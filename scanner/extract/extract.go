// Package extract is the contract between the scanner's core (walk, prefilter, parse) and the
// per-language rules in scanner/golang, scanner/python and scanner/typescript. The core reads and
// parses each file once and hands the tree to every rule of its language; the language packages
// never walk, read or parse on their own.
package extract

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Dialect is the grammar a file is parsed with. TypeScript and JavaScript share rules but not
// grammars: .tsx needs the TSX grammar, and .jsx parses with the JavaScript grammar.
type Dialect string

// The dialects.
const (
	GoDialect         Dialect = "go"
	PythonDialect     Dialect = "python"
	TypeScriptDialect Dialect = "typescript"
	TSXDialect        Dialect = "tsx"
	JavaScriptDialect Dialect = "javascript"
)

// File is one parsed source file.
type File struct {
	Path    string // slash path relative to the scan root
	Lang    finding.Lang
	Dialect Dialect
	Src     []byte
	Tree    *sitter.Tree
	Context finding.Context
	// Project describes the package root the file belongs to; never nil.
	Project *Project
}

// Project is what the manifests of a file's package root say: the MCP SDK and framework versions
// in use. Outcome rules read it to say what a client will actually receive.
type Project struct {
	// Root is the package root (the directory of the nearest manifest), relative to the scan root.
	Root string
	// Deps maps a module or package name ("github.com/mark3labs/mcp-go", "@modelcontextprotocol/sdk",
	// "mcp", "fastmcp") to the version the manifests resolve, without a leading "v". A name that is
	// present with an empty version is used, at a version that could not be determined.
	Deps map[string]string
	// Notes are the assumptions made while reading the manifests and the manifests that could
	// not be read ("package.json", "range ^1.2 read as 1.2.0"), sorted.
	Notes []Note
	// NoMCP is set (npm only) when the package root's package.json was read and neither it nor
	// the package.json of an enclosing package root up to the scan root (a workspace root, whose
	// dependencies a workspace package may use hoisted) declares an MCP SDK or framework. It is
	// false wherever no manifest was read: nothing is then known.
	NoMCP bool
	// InWorkspace is set (Python only) when the package root is a member of a uv workspace: an
	// enclosing pyproject.toml, or its own, lists it under [tool.uv.workspace] members.
	// WorkspaceRoot is then that pyproject's directory, relative to the scan root. The members
	// of a workspace import one another as installed packages (from core.tools.x import x in
	// the server's member), so the cross-file keys of a member's functions name the workspace
	// (KeyRoot), not the member.
	InWorkspace   bool
	WorkspaceRoot string
	// TSConfig (npm only) is the package root's tsconfig.json or jsconfig.json, when it sets
	// baseUrl or paths: TypeScript imports through those aliases name modules of the root.
	TSConfig *TSConfig
}

// Note is one assumption made while reading a package root's manifests, or a manifest that
// could not be read. The scan's document lists them (finding.Note).
type Note struct {
	// Path is the manifest, lockfile or config the note is about, or the package directory
	// ("" for the scan root) when there is none; slash path relative to the scan root.
	Path    string
	Message string
	// Minor is set on a note that only says how a version was read (a range read as its lower
	// bound, a lockfile's resolution); the others say that the newest SDK behaviour was
	// assumed or that a manifest, or part of it, was not read.
	Minor bool
}

// String returns the note as one line: "path: message".
func (n Note) String() string {
	p := n.Path
	if p == "" {
		p = "."
	}
	return p + ": " + n.Message
}

// KeyRoot returns the directory under which cross-file keys name the project's functions: the
// workspace root of a workspace member, else Root.
func (p *Project) KeyRoot() string {
	if p.InWorkspace {
		return p.WorkspaceRoot
	}
	return p.Root
}

// Version returns the version of dep the project uses, and whether the project uses dep at all.
func (p *Project) Version(dep string) (string, bool) {
	if p == nil {
		return "", false
	}
	v, ok := p.Deps[dep]
	return v, ok
}

// Result is what a language's rules found in one file.
type Result struct {
	// Findings have Rule, positions, Message and Site (with PathKey) set, and Method TreeSitter.
	// The core fills Path, Lang, Context and, where empty, Fingerprint.
	Findings []finding.Finding
	// Helpers are the functions in this file whose return paths build an error result.
	Helpers []Helper
	// Calls are the calls in this file to names that may be helpers of the same language, or
	// functions of other files that cross-file rules follow.
	Calls []Call
	// Summaries describe the file's functions for cross-file rules (summary.go).
	Summaries []Summary
	// Pending are findings that stand only if a condition on other files holds (summary.go).
	Pending []Pending
	// Aliases say which other keys a key may name (alias.go): re-exports, inherited methods.
	Aliases []Alias
	// Classes describe the file's classes for raises of them in other files (excclasses.go).
	Classes []Class
}

// Helper is a function of the scanned tree that builds an error result: a constructor of its own.
// The site is reported inside it; its call sites count as uses of that semantic path.
type Helper struct {
	// Key is how calls name the helper, chosen by the language so that a Call to it has the same
	// Key (a Go helper might be "internal/errs.Fail", a Python one "errors.tool_error").
	Key string
	// PathKey is the pathKey of the site(s) the helper builds.
	PathKey string
	// Via, set instead of PathKey, makes the function a wrapper: it builds no result itself and
	// every one of its returns passes on the result of a call. Via holds one entry per return
	// statement, the one the language prefers first, each listing the keys that return's call may
	// have. Link credits a wrapper's calls to the path its preferred return reaches, when every
	// return reaches a helper (directly or through other wrappers).
	Via [][]string
}

// Call is a call that may reach a helper or a summarised function.
type Call struct {
	Key          string
	Line, Column int
	// From is the key of the function the call is in ("" at module level or in a function
	// without a key): the cross-file rules follow calls from a tool to what it reaches.
	From string
	// Args are what the call's arguments are known to be there, by position (argfacts.go);
	// nil when nothing is known.
	Args []ArgFact
	// Shapes are what values inside the arguments are known to be (argfacts.go); nil when
	// nothing is.
	Shapes []ArgShape
	// EntryShapes are more shapes that hold only where the calling function, a tool table
	// entry's handler, got at its first parameter what its entry's schema member EntryOf
	// validated (ArgShape.Entry): the index adds them when every call of it passes that
	// (heldshapes.go).
	EntryShapes []ArgShape
	EntryOf     string
	// Passes are the calling function's parameters the call passes on unchanged, and where
	// (argpass.go); nil when it passes none the language records.
	Passes []ArgPass
	// RewrapLine and RewrapColumn, when set, are the place of the raise by which an except
	// clause around the call, in a try whose every clause raises a new exception and one of
	// which catches every exception, rewraps whatever the callee raises (rewrap.go).
	RewrapLine, RewrapColumn int
	// Rewrapped says the call sits in a try of its function whose catch throws on every path
	// and ends in a throw that carries the caught error, a finding of its own that names what
	// the callee throws behind it (TypeScript's rewrappedcalls.go): a Pending with
	// UnlessRewrapped does not stand when every way to it goes through such a call.
	Rewrapped bool
	// Replaced says the call is Rewrapped by a catch whose every throw throws a new error
	// (`throw new X(...)`, never the caught value itself nor what a call returns): what the
	// callee throws never leaves the catch as it is. A Pending with UnlessReplaced does not
	// stand when every way to it goes through such a call (TypeScript's rewrappedcalls.go).
	Replaced bool
	// Under are the predicates known to hold wherever the call runs (guards.go): each the key
	// of a function called on the same receiver whose result the call is guarded by, "!" in
	// front when the call runs only where the predicate returned a false value.
	Under []string
	// QuietUnder, with Tried, are more predicates that hold wherever the call runs when none of
	// the calls Tried names (each by the keys it may have, first found first) may raise
	// (Index.mayRaise): a decoration of a function whose body raises nothing but what those
	// callees raise, which raises into the decorator's wrapper only if one of them does
	// (Python's wrapper re-raise, wrapreraise.go).
	QuietUnder []string
	Tried      [][]string
	// KeptUnder, with Kept, are more predicates that hold wherever the call runs when every
	// function Kept names (each by the keys it may have) has the fact KeepsCoroutine: a
	// decoration above others of the root's, which sees the decorated function as it is only
	// if each decorator below keeps it a coroutine function or not (wrapreraise.go).
	KeptUnder []string
	Kept      [][]string
	// Values are, by position, the string literals and the caller's parameters the call passes
	// (casefacts.go); nil when it passes none.
	Values []ArgValue
	// When are the conditions on the caller's parameters under which the call runs: a case of
	// a switch on one, an `if (p === "x")` (casefacts.go).
	When []ParamIs
	// Catches, when set, says the call sits in a try whose except clauses name these classes
	// and nothing that catches every exception: only a raise that Pending.RaisedAs or
	// Pending.RaisedNot shows none of them catches goes through the call (a raise of unknown
	// class does not). A RethrownName among them says instead that the catch throws again only
	// errors of that class and answers the rest: only a raise that Pending.RaisedAs shows is of
	// that class goes through. Without it, the call passes every raise of its callee.
	Catches []string
	// Runners are the calls that the call runs inside callbacks of, between it and From, each
	// by its callee's keys and the position of the callback (`runTool(name, () => getDoc(id))`
	// gives getDoc's call the runner runTool, argument 1): when the function a runner's keys
	// name runs that argument only inside a try that answers (Summary.CatchesArgs), what the
	// callee raises does not leave the runner, and the call is no way for it. A call of a
	// function handed over by reference (`wrap(doUpdate)` in TypeScript) names the call it is handed
	// to, with the position of the reference. Nil in none.
	Runners []Runner
	// Mapper, when set, says the call sits in a try whose except clauses that do not raise
	// themselves all end by calling one error mapper of the root, by these keys (first found
	// first), with nothing after (`except Exception as e: handle_api_error(e)`): the call is a
	// way for what its callee raises only if that mapper always raises (AlwaysRaises). Without
	// it, such a call is no edge at all.
	Mapper []string
	// NotAwaited says the call's value is a coroutine nothing runs when its callee is a
	// coroutine function (Summary.Async): Python's `client = get_client()` of an `async def`
	// without await, its value only tested or read for attributes. Such a call is no way to
	// the callee, which never runs there (coroutine.go).
	NotAwaited bool
	// RunsIf, when set, are tests of the calling function's parameters one of which holds
	// wherever the call runs (Python's `if retry_config:` around it; edgetests.go): the walk
	// from the callee up to the tools carries them to the caller's callers, as a throw's.
	RunsIf []ArgTest
}

// Runner is a call that runs a callback it is given: its callee's keys and the callback's
// position among its arguments. With Coroutine, the argument is the call itself, not awaited
// (Python's `run_tool(name, fetch(id))`): its value is a coroutine, whose body runs where the
// runner awaits it, only when the call's callee is a coroutine function (Summary.Async); a
// plain callee ran before the runner was called, and the runner holds nothing of it.
//
// With Sync, the call runs in the callback's own body, and the callback is not async: what the
// call's callee throws before it returns leaves the callback as it is called, for a runner that
// calls it unawaited in its try (ArgCatch.Sync) to catch. On an ArgCatch.Via, Sync says the
// function hands its parameter on as it is, or in a callback of that kind that calls it.
type Runner struct {
	Keys      []string
	Arg       int
	Coroutine bool
	Sync      bool
}

// Language is one language's rules.
type Language interface {
	// Lang is the language the rules are for.
	Lang() finding.Lang
	// Dialects maps each file extension the language owns (".ts") to its dialect.
	Dialects() map[string]Dialect
	// Grammar returns the tree-sitter grammar of a dialect.
	Grammar(Dialect) *sitter.Language
	// Needles are the byte strings of the lexical prefilter: a file that contains none of them is
	// not parsed.
	Needles() [][]byte
	// Extract runs every rule of the language on one parsed file. It must not keep f.Tree or f.Src.
	Extract(f *File) (Result, error)
}

// Gate is implemented by a Language whose needles let through files that can yield nothing of
// their own in some contexts (a Go test file is judged for sites only): the scanner's main pass
// parses a file that holds a needle only when Gate says so, and handles one it turns down like a
// file without a needle (the calls pass may still extract it for other files' sake). Gate must
// be true for every file that yields a finding, a tool or a pending finding without Within.
type Gate interface {
	Gate(path string, ctx finding.Context, src []byte) bool
}

// Deferrer is implemented by a Language whose needles also let through files that yield nothing
// of their own in any context (a client that reads result.isError, a module that imports the SDK
// and registers nothing): the main pass leaves a file with a needle unparsed when Defer says so
// and Admit does not admit it, and handles it like a file without a needle: the calls pass
// extracts it when other files want it (a helper's name it spells, a wanted module it defines),
// for its helpers, calls, summaries and pending findings. Defer must be false for every file
// that yields a finding, a tool, a pending finding without Within, or a fact that other files
// read without wanting its module (a subclass of a server class). It must be cheap: it runs on
// every file with a needle.
type Deferrer interface {
	Defer(path string, src []byte) bool
}

// Quiet is implemented by a Language whose files of some contexts yield nothing for other files
// when no needle let them through (a Go test file: its calls, summaries and wrappers are never
// collected, and only an errorresult site, which needs a needle, yields anything there). The
// calls pass does not extract a file that Quiet reports, whatever name it spells or module it
// belongs to. Quiet must be false for every file whose Extract, in that context and without a
// needle, may yield a helper, a call, a summary, an alias or a pending finding.
type Quiet interface {
	Quiet(path string, ctx finding.Context) bool
}

// Admitter is implemented by a Language some of whose files may yield findings of their own
// without holding a needle (a TypeScript tool table: no literal names every one): the main pass
// parses a file without a needle when Admit says so (and Gate, if any, too). Admit must be
// cheap: it runs on every file without a needle.
type Admitter interface {
	Admit(path string, src []byte) bool
}

// Referrer is implemented by a Language that can tell from a file's bytes, without a parse,
// which modules of the root the file refers to (imports, re-exports, requires), each by a name
// that Pending.Imported spells; "*" when the file may load modules no literal names (an import()
// of a computed path). The main pass asks it of every file of the language it reads, with a
// needle or not: a tool object whose tool-ness comes only from its shape is no tool when no
// module refers to its own (Pending.Imported). It must be cheap.
type Referrer interface {
	Refers(path string, src []byte) []string
}
