// Package finding is the finding model shared by every part of mcperr: the scanner, the Go
// analyzers, the report writers and the adjudication ledger. It is the JSON contract of
// DESIGN.md, and it is pure Go (no cgo), so that the vet tool can use it.
package finding

import (
	"fmt"
	"path"
)

// Version is the version of the JSON document this package describes.
const Version = 1

// Lang names a source language as it appears in findings.
type Lang string

// The languages mcperr reads.
const (
	Go         Lang = "go"
	Python     Lang = "python"
	TypeScript Lang = "typescript"
	JavaScript Lang = "javascript"
)

// Context says what kind of code a finding sits in, from path conventions and file headers.
type Context string

// The contexts, in the order a projection considers them.
const (
	Production Context = "production"
	Test       Context = "test"
	Example    Context = "example"
	Docs       Context = "docs"
	Vendored   Context = "vendored"
	Generated  Context = "generated"
)

// Construct says how a site builds its error result.
type Construct string

// The constructs of DESIGN.md.
const (
	Literal        Construct = "literal"
	SDKCall        Construct = "sdk-call"
	FlagAssignment Construct = "flag-assignment"
	Exception      Construct = "exception"
)

// Shape says where a site carries its error information.
type Shape string

// The shapes of DESIGN.md.
const (
	ProseOnly  Shape = "prose-only"
	JSONInText Shape = "json-in-text"
	Structured Shape = "structured"
	Unknown    Shape = "unknown"
)

// Outcome says what a client actually receives from a site, given the SDK and its version.
type Outcome string

// The outcomes of DESIGN.md.
const (
	IsError       Outcome = "iserror"
	ProtocolError Outcome = "protocol-error"
	Crash         Outcome = "crash"
	Success       Outcome = "success"
)

// Method says which pass found a finding.
type Method string

// The methods of DESIGN.md.
const (
	Lexical    Method = "lexical"
	TreeSitter Method = "tree-sitter"
	Both       Method = "both"
	Types      Method = "types"
)

// Typed records which typed fields, outside the text, a result carries.
type Typed struct {
	Code        bool `json:"code"`
	Target      bool `json:"target"`
	Policy      bool `json:"policy"`
	Retry       bool `json:"retry"`
	SideEffects bool `json:"sideEffects"`
}

// Site describes one construction of a tool error result.
type Site struct {
	Construct Construct `json:"construct"`
	// API is the SDK entry point or helper that builds the result, e.g. "mcp.NewToolResultError".
	API string `json:"api"`
	// Function is the enclosing function (or tool name when the function is anonymous).
	Function string  `json:"function"`
	Shape    Shape   `json:"shape"`
	Typed    Typed   `json:"typed"`
	PathKey  string  `json:"pathKey"`
	Uses     int     `json:"uses"`
	Profile  string  `json:"profile"`
	Outcome  Outcome `json:"outcome"`
}

// Finding is one report of a rule at a place.
type Finding struct {
	Rule string `json:"rule"`
	// Path is relative to the scanned root, with forward slashes.
	Path   string `json:"path"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
	// StartLine and EndLine span the whole construct.
	StartLine   int     `json:"startLine"`
	EndLine     int     `json:"endLine"`
	Lang        Lang    `json:"lang"`
	Context     Context `json:"context"`
	Message     string  `json:"message"`
	Fingerprint string  `json:"fingerprint"`
	Site        *Site   `json:"site,omitempty"`
	// Related names the other places the finding is about, in the order a reader follows them:
	// the return or panic site behind a registration, the calls between them, the origin throws
	// behind a catch-all rethrow, the helper behind a tool's return. The finding itself stands
	// where the fix goes.
	Related []Related `json:"related,omitempty"`
	// Brief is what the human formats (text, csv, markdown) show of Related when it names more
	// places than a reader takes in: a selection of them, in Related's order, with one place
	// without a position that counts the others ("and 43 more places in ..."). Nil when they
	// show Related whole. The machine formats (json, jsonl, SARIF) carry Related, every place
	// (DESIGN.md), and never Brief. ShownRelated says what a human format shows.
	Brief []Related `json:"-"`
	// Fixes are suggested changes that resolve the finding, as the analyzers' SuggestedFixes
	// give them; a reader (or an editor, through SARIF) chooses one at most.
	Fixes  []Fix  `json:"fixes,omitempty"`
	Method Method `json:"method"`
}

// MaxShown bounds the related places a human format shows under one finding: what a reader
// takes in (a screen of the text format), the last of them counting the others.
const MaxShown = 20

// ShownRelated returns the related places a human format shows: Brief when the finding has one,
// else Related, cut to its first MaxShown-1 places and a count of the others when it names
// more than MaxShown (a finding read back from JSON, which holds no Brief).
func (f *Finding) ShownRelated() []Related {
	switch {
	case f.Brief != nil:
		return f.Brief
	case len(f.Related) <= MaxShown:
		return f.Related
	}
	out := append([]Related(nil), f.Related[:MaxShown-1]...)
	return append(out, NotShown(fmt.Sprintf("%d more places", len(f.Related)-MaxShown+1)))
}

// NotShown is the last place of a Brief that leaves out some of a finding's related places:
// "and WHAT, not shown", without a position.
func NotShown(what string) Related {
	return Related{Message: fmt.Sprintf("and %s, not shown (text names at most %d places; json, jsonl and sarif name them all)", what, MaxShown)}
}

// Related is another place a finding is about. Path is relative to the same root as the
// finding's (the scanned root, or the module under vet), with forward slashes.
type Related struct {
	Path    string `json:"path"`
	Line    int    `json:"line"`
	Column  int    `json:"column"`
	Message string `json:"message"`
}

// Fix is one suggested change: what it does, and the edits that make it, in order.
type Fix struct {
	Message string `json:"message"`
	Edits   []Edit `json:"edits"`
}

// Edit replaces the text of a file from (Line, Column) up to, and not including, (EndLine,
// EndColumn) with NewText; an insertion has an empty range. Lines and columns count from 1, and
// columns in bytes, as go/token does. Path is relative to the same root as the finding's, with
// forward slashes.
type Edit struct {
	Path      string `json:"path"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
	EndLine   int    `json:"endLine"`
	EndColumn int    `json:"endColumn"`
	NewText   string `json:"newText"`
}

// SkipReason says why a file was not scanned.
type SkipReason string

// The skip reasons. DESIGN.md names the first five; the others come from the walk's defaults.
const (
	Binary          SkipReason = "binary"
	TooLarge        SkipReason = "too-large"
	Unreadable      SkipReason = "unreadable"
	ParseTimeout    SkipReason = "parse-timeout"
	RuleTimeout     SkipReason = "rule-timeout" // parsed, but the rules did not finish within the per-file limit
	SymlinkOutside  SkipReason = "symlink-outside"
	Ignored         SkipReason = "ignored"          // matched by .gitignore
	VendoredDir     SkipReason = "vendored"         // node_modules, vendor, virtualenvs
	BuildOutput     SkipReason = "build-output"     // dist, build, out
	Minified        SkipReason = "minified"         // *.min.js and one-line bundles
	SymlinkLoop     SkipReason = "symlink-loop"     // a link that leads back into a visited directory
	ParseError      SkipReason = "parse-error"      // the parser gave up
	InternalFailure SkipReason = "internal-failure" // a rule failed on this file; mcperr's bug
	// The typed Go analyzers' skips name a module or package directory, not a file.
	TypesFailed  SkipReason = "types-failed"  // the package or module did not load or type-check
	TypesTimeout SkipReason = "types-timeout" // the module took longer than the types time limit
	TypesRefused SkipReason = "types-refused" // loading it would read outside the scanned root
)

// Skipped is a file that was seen and not scanned, with the reason.
type Skipped struct {
	Path   string     `json:"path"`
	Reason SkipReason `json:"reason"`
	Detail string     `json:"detail,omitempty"`
}

// Note is an assumption the scan made while reading a package root's manifests (no manifest, so
// the newest SDK behaviour; a version range read as its lower bound), or a manifest, lockfile
// or config it could not read. The outcomes of the package root's findings rest on it.
type Note struct {
	// Path is the manifest, lockfile or config, or the package directory ("." for the scan
	// root) when no file is at fault, relative to the scanned root like a finding's path.
	Path    string `json:"path"`
	Message string `json:"message"`
	// Minor is set on a note that only says how a version was read (a range read as its lower
	// bound, a lockfile's resolution); the text format shows only the others.
	Minor bool `json:"minor,omitempty"`
}

// Tool names the program that wrote a document.
type Tool struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// Summary counts what a run saw.
type Summary struct {
	FilesSeen    int            `json:"filesSeen"`
	FilesParsed  int            `json:"filesParsed"`
	FilesSkipped int            `json:"filesSkipped"`
	Bytes        int64          `json:"bytes"`
	Sites        int            `json:"sites"`
	Problems     int            `json:"problems"`
	ByRule       map[string]int `json:"byRule"`
	ByShape      map[Shape]int  `json:"byShape"`
	ByMethod     map[Method]int `json:"byMethod"`
	// LexicalOnly counts the lexical hits (isError set true) that no tree-sitter finding
	// confirmed: comments, strings, tests' expected values and whatever the rules miss.
	LexicalOnly int `json:"lexicalOnly"`
	// Notes counts the document's notes.
	Notes int `json:"notes"`
	// FilesDeferred counts the files that hold a needle but that their language says can yield
	// nothing of their own (extract.Deferrer): the main pass did not parse them (they are not
	// in FilesParsed), and the calls pass parsed those that other files wanted.
	FilesDeferred int `json:"filesDeferred,omitempty"`
}

// Document is what `mcperr scan --format json` and `mcperr vet --format json` print.
type Document struct {
	Version  int       `json:"version"`
	Tool     Tool      `json:"tool"`
	Root     string    `json:"root"`
	Findings []Finding `json:"findings"`
	Skipped  []Skipped `json:"skipped"`
	Notes    []Note    `json:"notes"`
	Summary  Summary   `json:"summary"`
	// Legacy holds the fingerprints an earlier version gave some of the findings (see
	// Legacy), for the policy; no output carries it.
	Legacy Legacy `json:"-"`
}

// PrefixPaths puts prefix (a clean slash path; "" or "." for none) before every path of f: its
// own, its related places' and its fixes' edits'. A driver that scans several roots names each
// finding's root so.
func (f *Finding) PrefixPaths(prefix string) {
	if prefix == "" || prefix == "." {
		return
	}
	f.Path = path.Join(prefix, f.Path)
	for _, rs := range [][]Related{f.Related, f.Brief} {
		for i := range rs {
			if rs[i].Path != "" {
				rs[i].Path = path.Join(prefix, rs[i].Path)
			}
		}
	}
	for i := range f.Fixes {
		for j := range f.Fixes[i].Edits {
			f.Fixes[i].Edits[j].Path = path.Join(prefix, f.Fixes[i].Edits[j].Path)
		}
	}
}
