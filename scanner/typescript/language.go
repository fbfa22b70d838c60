package typescript

import (
	"bytes"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// lang implements extract.Language for TypeScript and JavaScript.
type lang struct{}

// Language returns the TypeScript/JavaScript rules. Lang() is TypeScript; each finding carries
// its own file's language ("javascript" for .js, .mjs, .cjs, .jsx), which the core keeps.
func Language() extract.Language { return lang{} }

var dialects = map[string]extract.Dialect{
	".ts": extract.TypeScriptDialect, ".mts": extract.TypeScriptDialect, ".cts": extract.TypeScriptDialect,
	".tsx": extract.TSXDialect,
	".js":  extract.JavaScriptDialect, ".mjs": extract.JavaScriptDialect, ".cjs": extract.JavaScriptDialect,
	".jsx": extract.JavaScriptDialect,
}

// needles are the prefilter's byte strings: a file without any of them builds no tool result,
// registers no tool (an McpServer's .tool( included: an import of the SDK alone is no needle)
// and throws no fastmcp UserError, unless it holds a tool table, which Admit lets through ("inputSchema"
// as a needle doubled the files parsed in some servers for few tables).
var needles = [][]byte{
	[]byte("isError"), []byte("UserError"), []byte("registerTool"),
	[]byte("setRequestHandler"), []byte(".tool("), []byte("fastmcp"), []byte("addTool"),
	[]byte(".tool as "), // (server.tool as any)(...)
}

func (lang) Lang() finding.Lang { return finding.TypeScript }

func (lang) Dialects() map[string]extract.Dialect {
	out := make(map[string]extract.Dialect, len(dialects))
	for k, v := range dialects {
		out[k] = v
	}
	return out
}

func (lang) Grammar(d extract.Dialect) *sitter.Language { return grammar(d) }

func (lang) Needles() [][]byte { return needles }

// Admit has a file without a needle parsed when it may hold a tool table's entry with its tool's
// name (mayHoldTableEntry, and a name member: name: "x", method: "x", { name }): the table
// (export default { name, schema, handler }) is often alone in its file, and the loop that
// registers it in another; and when it may be a server's entry point whose start-up requires an
// environment variable (mayStartServer); and when it may declare a class that implements an
// interface, which calls through the interface reach (mayImplement, typemembers.go); and when it
// may be a tool module (mayBeToolModule, moduletools.go), or export a tool's name as a string
// beside a function (mayBeNamedToolModule, moduletools.go). A
// declaration file (.d.ts) holds no values: it is never admitted.
func (lang) Admit(path string, src []byte) bool {
	if isDeclarationFile(path) {
		return false
	}
	if mayStartServer(src) || mayImplement(src) || mayBuildProxy(src) || mayHoldToolTuples(src) || mayBeToolModule(src) ||
		mayBeNamedToolModule(src) {
		return true
	}
	if !mayHoldTableEntry(src) {
		return false
	}
	for _, k := range tableNameKeys {
		if memberName(src, k, ":,}", true) {
			return true
		}
	}
	return false
}

// mayBuildProxy reports whether a file may build a throwing proxy (proxies.go): no key names
// its module, but its aliases make the methods of a class name the proxy's throw.
func mayBuildProxy(src []byte) bool {
	return bytes.Contains(src, []byte("new Proxy")) && bytes.Contains(src, []byte("throw"))
}

// mayStartServer reports whether a file may be a server's entry point that requires an
// environment variable before it connects a transport (`if (!process.env.API_KEY) {
// process.exit(1) }` in an index.ts that imports the server's factory): no key names such a
// module, but its start-up guarantees make tools' checks of the variable dead (invariants.go).
func mayStartServer(src []byte) bool {
	return bytes.Contains(src, []byte("ServerTransport")) && bytes.Contains(src, []byte("process.env"))
}

// isDeclarationFile reports whether path is a TypeScript declaration file (x.d.ts, x.d.mts,
// x.d.cts).
func isDeclarationFile(path string) bool {
	for _, ext := range []string{".d.ts", ".d.mts", ".d.cts"} {
		if strings.HasSuffix(path, ext) {
			return true
		}
	}
	return false
}

// hasNeedle reports whether a file holds a needle. One that holds none is extracted only when a
// key names its module (Definer): for what its functions do, never to register a tool.
func hasNeedle(src []byte) bool {
	for _, n := range needles {
		if bytes.Contains(src, n) {
			return true
		}
	}
	return false
}

// ModuleOf returns the module a file defines, as keys name it: its path without the extension
// (src/client.ts and a relative import of "./client.js" both name src/client).
func (lang) ModuleOf(path string) string { return moduleOfPath(path) }

// ModuleOfKey returns the module of the function a key names ("" for a bare name).
func (lang) ModuleOfKey(key string) string { return moduleOf(key) }

// Extract runs every TypeScript/JavaScript rule on one parsed file.
func (lang) Extract(ef *extract.File) (extract.Result, error) {
	if ef.Tree == nil {
		return extract.Result{}, fmt.Errorf("typescript: %s: no tree", ef.Path)
	}
	qs, err := dialectQueries(ef.Dialect)
	if err != nil {
		return extract.Result{}, err
	}
	if ef.Project == nil {
		ef.Project = &extract.Project{}
	}
	f, res, err := extractFile(ef, qs, nil)
	if err != nil {
		return extract.Result{}, err
	}
	return withImportedRegistrations(ef, qs, f, res) // importedreg.go
}

// extractFile runs every rule on one parsed file, with the callbacks it hands to other modules'
// registration functions registered as v says (nil: none).
func extractFile(ef *extract.File, qs *compiled, v *xregVariant) (*file, extract.Result, error) {
	f, err := newFileVariant(ef, qs, v)
	if err != nil {
		return nil, extract.Result{}, err
	}
	if err := f.runQueries(f.ruleQueries()...); err != nil {
		return nil, extract.Result{}, err
	}
	sites, dropped := f.errorResults()
	var res extract.Result
	res.Pending = pendingScratch.get() // kept at its length below (scratch.go)
	for _, s := range sites {
		if len(s.cls.calls) > 0 {
			// Its typed fields may come from functions of other files: the link completes them.
			// The message ends in "(<shape><typed note>)" (siteFinding).
			before, after := strings.TrimSuffix(s.f.Message, finding.TypedNote(s.cls.typed)+")"), ")"
			res.Pending = append(res.Pending, extract.Pending{Finding: s.f,
				Typing: &extract.Typing{Calls: s.cls.calls, Before: before, After: after}})
			continue
		}
		res.Findings = append(res.Findings, s.f)
	}
	res.Findings = append(res.Findings, dropped...)
	res.Findings = append(res.Findings, f.raisedErrors()...)
	res.Findings = append(res.Findings, f.protocolErrors()...)
	res.Findings = append(res.Findings, f.parseProtocolErrors()...)
	res.Findings = append(res.Findings, f.executorErrors()...)
	res.Findings = append(res.Findings, f.softErrors()...)
	res.Findings = append(res.Findings, f.problems(sites)...)
	res.Findings = append(res.Findings, f.internalLeakFindings(sites, res.Findings)...)
	res.Helpers = append(helperRecords(f.parents, sites, f.Src), f.wrapperHelpers(sites)...)
	res.Helpers = append(res.Helpers, f.methodHelpers(sites)...)
	res.Calls = append(f.calls(), f.wrapperCalls()...)
	res.Summaries = f.summaries()
	res.Aliases = f.aliases(res.Summaries)
	res.Summaries = append(res.Summaries, f.registeringFunctionSummaries()...) // registeringfns.go
	res.Pending = append(res.Pending, f.pending...)
	res.Pending = append(res.Pending, f.exportedSoftPendings()...)
	res.Pending = append(res.Pending, f.runTextPendings()...)       // runtext.go
	res.Pending = append(res.Pending, f.textedPendings()...)        // textwrapped.go
	res.Pending = append(res.Pending, f.jsonedPendings()...)        // jsonwrapped.go
	res.Pending = append(res.Pending, f.memberWrappedPendings()...) // memberwrapped.go
	res.Pending = f.raisedPendings(res.Pending)
	res.Pending = append(res.Pending, f.rejectPendings()...) // returnedrejects.go
	res.Pending = append(res.Pending, f.mappedPendings()...) // mappercatch.go
	res.Pending = append(res.Pending, f.wrapperRaisedPendings()...)
	f.pendOnImport(&res) // unimported.go
	res.Pending = pendingScratch.keep(res.Pending)
	for i := range res.Pending {
		res.Pending[i].Finding.Lang = f.lang
	}
	for i := range res.Findings {
		res.Findings[i].Lang = f.lang
	}
	if f.err != nil {
		return nil, extract.Result{}, f.err
	}
	return f, res, nil
}

// ruleQueries returns the query files of the rules that will read them on this file, so that
// they run in one pass; a rule that cannot find anything here does not cost its patterns.
func (f *file) ruleQueries() []string {
	var out []string
	if f.mayBuildErrorResults() {
		out = append(out, qErrorResult)
	}
	if f.mayRaiseToolErrors() {
		out = append(out, qRaisedError)
	}
	if f.mayRaiseProtocolErrors() {
		out = append(out, qProtocolError)
	}
	if f.mayReturnSoftErrors() {
		out = append(out, qSoftError)
	}
	return out
}
