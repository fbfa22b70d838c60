package typescript

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/manifest"
)

func TestTSSDKv1(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-sdk-v1") }

func TestTSSDKv1LowLevel(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/servers/ts-sdk-v1-lowlevel")
}

func TestTSSDKv2(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-sdk-v2") }

func TestPunkpeyeFastMCP(t *testing.T) {
	for _, f := range extracttest.Run(t, Language(), "testdata/servers/punkpeye-fastmcp") {
		// fastmcp prefixes the text of errors other than UserError; a helper's error may be one.
		if f.Path == "src/helpererrors.ts" && strings.Contains(f.Message, "execution failed") && !strings.Contains(f.Message, "unless it is a UserError") {
			t.Errorf("%s:%d: %s: claims the prefix fastmcp does not add to a UserError", f.Path, f.Line, f.Message)
		}
	}
}

func TestJSSDKv1(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/js-sdk-v1") }

func TestProblems(t *testing.T) {
	fs := extracttest.Run(t, Language(), "testdata/servers/ts-problems")
	// The reason names the caught error once, however it is called (a catch of "error" read
	// "the caught error error as text").
	const reason = "(the text of err, the caught error)"
	for _, f := range fs {
		if f.Path == "src/softerror.ts" && f.Line == 32 && !strings.Contains(f.Message, reason) {
			t.Errorf("%s:%d: %s: want the reason %s", f.Path, f.Line, f.Message, reason)
		}
	}
}

func TestTSSDKv1Pinned120(t *testing.T) {
	extracttest.RunProject(t, Language(), "testdata/servers/ts-sdk-v1-20",
		&extract.Project{Deps: map[string]string{"@modelcontextprotocol/sdk": "1.20.2"}})
}

func TestPunkpeyeFastMCP3(t *testing.T) {
	extracttest.RunProject(t, Language(), "testdata/servers/punkpeye-fastmcp-3",
		&extract.Project{Deps: map[string]string{"fastmcp": "3.10.0"}})
}

func TestTSX(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-sdk-v1-tsx") }

// TestTries holds the cases found by scanning public servers (confirmed findings, rejected
// false positives, missed sites), rewritten as small fixtures.
func TestTries(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-tries") }

// TestFlow holds the shapes where a failure reaches the client through more than one place:
// computed success flags, failures assigned to a shared result, tool tables and the project's
// own registration functions and wrappers.
func TestFlow(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-flow") }

// TestCrossFile holds tools whose failures are built or thrown in other modules of the root:
// pending findings resolved across the fixture's files, with the places followed as related.
func TestCrossFile(t *testing.T) {
	for _, f := range extracttest.Run(t, Language(), "testdata/servers/ts-crossfile") {
		// A handler held in an exported object is named by the object's member: `handler`
		// alone names nothing on a server whose every tool module has one.
		if f.Path == "src/memberhandlers/removeOrder.ts" && f.Rule == "softerror" && !strings.HasPrefix(f.Message, "removeOrderTool.handler, ") {
			t.Errorf("%s:%d: %s: want it named removeOrderTool.handler", f.Path, f.Line, f.Message)
		}
		// A spec's handler is named by the spec's literal name, when the registering function
		// names the tool by that member of the spec, and by no tool when by another's.
		want, ok := toolNamed[fmt.Sprintf("%s:%d", f.Path, f.Line)]
		named := strings.Contains(f.Message, "of tool ") || strings.Contains(f.Message, "for tool")
		if ok && f.Rule == "softerror" && (want == "" && named || want != "" && !strings.Contains(f.Message, want)) {
			t.Errorf("%s:%d: %s: want the tools named %q", f.Path, f.Line, f.Message, want)
		}
		// The registration's place says who dispatches to whom: the registry's dispatcher to
		// the function handed to it, not the function to the dispatcher.
		if f.Path == "src/fluentregistry/tasks/operations.ts" && f.Line == 9 {
			const says = "ToolRegistry.handleCallTool dispatches to addTask (handed to registerTool)"
			if len(f.Related) == 0 || f.Related[0].Message != says {
				t.Errorf("%s:%d: related %+v: want the first to say %q", f.Path, f.Line, f.Related, says)
			}
		}
	}
}

// toolNamed is how the messages of TestCrossFile name the tools of registering functions and
// of a low-level handler's switch cases ("" for by none).
var toolNamed = map[string]string{
	"src/specwrapped/tools.ts:19":   "the handler of tool call_service,",
	"src/specwrapped/tools.ts:33":   "the handler of tool render,",
	"src/specwrapped/aliased.ts:15": "",
	"src/casetools/server.ts:31":    "for tools printer_status and printer_log,",
	"src/casetools/server.ts:51":    "",
	"src/apiclient/server.ts:25":    "for tools search_shelf and describe,",
}

// TestFixSite holds failure results that other functions build or text they give back: a
// finding stands where isError goes, in the helper that builds the result (once, with the tools'
// returns related) or in the tool that wraps the helper's text (with the helper's return).
func TestFixSite(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-fixsite") }

// TestInternalLeak runs rule internalleak's fixtures in TypeScript and JavaScript: stacks,
// inspected errors and secrets, through locals, same-file helpers and another module.
func TestInternalLeak(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/internalleak/ts")
	extracttest.Run(t, Language(), "testdata/internalleak/js")
}

// TestTypedCalls holds error results whose typed fields a helper builds from its arguments,
// in the same file and in another module, and helpers whose returned object drops them.
func TestTypedCalls(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-typedcalls") }

// Tool registrations of another host (a pi extension) in a package that declares no MCP SDK
// are dropped; an MCP package's, its workspace root's (hoisted) and a tree without manifests'
// stand. Each file's project comes from the fixture's own package.json files.
func TestToolHosts(t *testing.T) {
	for _, dir := range []string{"ts-toolhost", "ts-toolhost-hoisted", "ts-toolhost-nomanifest"} {
		t.Run(dir, func(t *testing.T) {
			root := "testdata/servers/" + dir
			x := manifest.NewIndex(root)
			extracttest.RunProjects(t, Language(), root, x.ProjectFor)
		})
	}
}

// TestPathAliases links tools to modules imported through the fixture's tsconfig paths
// ("@/services/catalog.service.js", "#lib/stock"), read by the manifest index: the service
// whose catch returns {error, details} is found through the alias, the one whose catch returns
// an isError result is not. Without the config the handlers link nothing.
func TestPathAliases(t *testing.T) {
	root := "testdata/servers/ts-tsalias"
	extracttest.RunProjects(t, Language(), root, manifest.NewIndex(root).ProjectFor)
}

// TestTableFile holds tool table entries each alone in a file without a needle, which a loop
// of another file registers: Admit lets them through, so the harness's check that the main
// pass parses every file that yields a finding holds.
func TestTableFile(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-tablefile") }

// TestToolModules holds tool modules, each exporting a tool's definition and its handler, that
// a registry loads by a computed import (moduletools.go): their returns are their tools'
// results, and what they throw, which the registry catches, is reported by no rule.
func TestToolModules(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/js-toolmodules") }

func TestAdmit(t *testing.T) {
	const entry = "export const t = { name: \"x\", inputSchema: { a: z.string() }, handler: async () => 1 };\n"
	cases := []struct {
		path, src string
		want      bool
	}{
		{"src/tools/x.ts", entry, true},
		{"src/tools/x.js", "module.exports = { 'name': 'x', parameters: {}, async execute() {} };\n", true},
		{"src/tools/x.ts", "export default { method: \"x\", schema, run: go };\n", true},
		// A declaration file holds no values.
		{"src/tools/x.d.ts", "export interface T { name: string; inputSchema: object; handler(): void }\n", false},
		{"src/tools/x.d.mts", entry, false},
		// No name member, no handler member, no schema member.
		{"src/tools/x.ts", "export const t = { inputSchema: s, handler: h };\n", false},
		{"src/tools/x.ts", "export const t = { name: \"x\", inputSchema: s };\n", false},
		{"src/tools/x.ts", "export const t = { name: \"x\", handler: h };\n", false},
		// Members read, not defined.
		{"src/tools/x.ts", "register(t.name, t.inputSchema, t.handler);\n", false},
		// A module that may build a throwing proxy (proxies.go); a Proxy that never throws is not.
		{"src/handler/index.ts", "function p<T>(e: Error): T { return new Proxy({} as T, { get() { return () => { throw e; }; } }); }\n", true},
		{"src/handler/index.ts", "function p<T extends object>(t: T): T { return new Proxy(t, {}); }\n", false},
	}
	for _, c := range cases {
		if got := (lang{}).Admit(c.path, []byte(c.src)); got != c.want {
			t.Errorf("Admit(%s, %q) = %v, want %v", c.path, c.src, got, c.want)
		}
	}
}

// TestPunkpeyeFastMCP1 pins fastmcp 1.21.0, which sends "Error: " and the error as a string for
// an error that is not a UserError: the messages must not claim the 2.1.4 prefix.
func TestPunkpeyeFastMCP1(t *testing.T) {
	fs := extracttest.RunProject(t, Language(), "testdata/servers/punkpeye-fastmcp-1",
		&extract.Project{Deps: map[string]string{"fastmcp": "1.21.0"}})
	for _, f := range fs {
		if strings.Contains(f.Message, "execution failed") {
			t.Errorf("%s:%d: %s: claims the prefix fastmcp 1.21.0 does not add", f.Path, f.Line, f.Message)
		}
		if f.Site != nil && f.Site.API == "FastMCP.addTool" && !strings.Contains(f.Message, `"Error: `) {
			t.Errorf("%s:%d: %s: want the text fastmcp 1.21.0 sends", f.Path, f.Line, f.Message)
		}
	}
}

// TestDeno holds Deno servers, each file's project read from the fixture's deno.json(c): an
// import map that pins the SDK (server/), and npm: specifiers that name it and its version in
// the import itself (direct/), beside another package's registerTool imported the same way.
func TestDeno(t *testing.T) {
	root := "testdata/servers/ts-deno"
	extracttest.RunProjects(t, Language(), root, manifest.NewIndex(root).ProjectFor)
}

func TestUnimported(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-unimported") }

// TestLoaderClass holds a class that imports every module of a directory by a computed path,
// which the server instantiates and fills: a tool object of that directory is a tool.
func TestLoaderClass(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/js-loaderclass") }

// TestLoaderUnused holds the same class, which the server imports and never instantiates (only
// a test does): the tool object of the directory is dead code, with no finding.
func TestLoaderUnused(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/servers/js-loaderunused")
}

// TestRoutes holds a low-level handler that picks a route from a list a setup method fills by a
// predicate on the tool's name (foundentries.go) and serializes what the route's handler gives
// back: the routes' isError results are dropped (droppedflag), their unflagged failure results
// sent as successes (softerror).
func TestRoutes(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/js-routes") }

// TestNamedLikeTests holds modules named like tests (run.test.ts, flaky.spec.ts) that the server
// imports, which are production, beside a Vitest file and an unimported one, which stay tests.
func TestNamedLikeTests(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/servers/ts-testnamed")
}

// TestRecordLoop holds tool records in arrays that modules export by default, spread into one
// list and registered in a loop whose callback answers with the JSON of what each record's
// handler (imported from a third module) returns: a handler's failure object is a success.
func TestRecordLoop(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/servers/js-recordloop")
}
