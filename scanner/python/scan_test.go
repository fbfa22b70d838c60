package python_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"testing"

	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/python"
)

// TestScanTypedCalls runs the real scanner, through its content cache twice, on results whose
// typed fields a helper of another module builds: that module holds no needle and is extracted
// because a result's call names it, and each finding's typed fields and profile equal the
// harness's, which extracts every file.
func TestScanTypedCalls(t *testing.T) {
	dir := filepath.Join("testdata", "unversioned", "typedcalls")
	want := typedOf(extracttest.Run(t, python.Language(), dir))
	cache := t.TempDir()
	for run := 0; run < 2; run++ {
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2, CacheDir: cache}, python.Language())
		if err != nil {
			t.Fatal(err)
		}
		if got := typedOf(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("run %d: scan found\n%v\nthe harness\n%v", run, got, want)
		}
	}
}

func typedOf(fs []finding.Finding) []string {
	var out []string
	for _, f := range fs {
		if f.Site != nil {
			out = append(out, fmt.Sprintf("%s %s:%d %+v %s uses=%d %s", f.Rule, f.Path, f.Line, f.Site.Typed, f.Site.Profile, f.Site.Uses, f.Message))
		}
	}
	sort.Strings(out)
	return out
}

// TestScanStartCache runs the real scanner on caches that the start-up fills: the entry point
// holds no needle, and is extracted because it spells a cache-filling getter's name (a helper
// of the calls pass), so the raises behind the filled caches are left out as in the harness,
// which extracts every file.
func TestScanStartCache(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "startcache"))
}

// scanLikeHarness runs the real scanner on dir and fails unless it finds, place for place, what
// the harness finds there.
func scanLikeHarness(t *testing.T, dir string) {
	t.Helper()
	want := placesOf(extracttest.Run(t, python.Language(), dir))
	doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2}, python.Language())
	if err != nil {
		t.Fatal(err)
	}
	if got := placesOf(doc.Findings); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("scan found\n%v\nthe harness\n%v", got, want)
	}
}

func placesOf(fs []finding.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, fmt.Sprintf("%s %s:%d %s related=%d", f.Rule, f.Path, f.Line, f.Context, len(f.Related)))
	}
	sort.Strings(out)
	return out
}

// TestScanSubclass runs the real scanner on tools registered on instances of the root's own
// FastMCP subclasses: the classes' modules (one without anything else to report) are extracted
// and linked as in the harness, which extracts every file.
func TestScanSubclass(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "subclass"))
}

// TestScanMixins runs the real scanner on methods that a client class inherits from mixins of
// other modules, called on what an annotated function of a third module returns: the modules
// of the class, its bases and theirs (none with anything else to report) are extracted and
// linked as in the harness, which extracts every file.
func TestScanMixins(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "mixins"))
}

// TestScanRegistry runs the real scanner on low-level servers whose tools are handler objects
// of a registry (a dictionary filled by a function of the file, a list literal, a dictionary a
// function of the file builds and returns or binds around the handler): the handlers' modules
// and the store they call (none with a needle) are extracted and linked as in the harness,
// which extracts every file.
func TestScanRegistry(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "registry"))
}

// TestScanClassTools runs the real scanner on a low-level server that calls the bound execute
// its registry keeps of each tool object: the modules of the tool classes, which no key names
// and whose needle (Tool):) is deferred, are extracted because they spell the base class's
// name, and linked as in the harness, which extracts every file.
func TestScanClassTools(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "classtools"))
}

// TestScanImportedTable runs the real scanner on a low-level server that dispatches through a
// table another module defines and the server imports by name: the handlers' module, which has
// no MCP import, is extracted for the table's key and its handlers are tools.
func TestScanImportedTable(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "importedtable"))
}

// TestScanRecordTable runs the real scanner on low-level servers whose handlers look a tool's
// record up in a registry of records (imported and filtered through functions of the project,
// or the file's own) and call the member that holds its function: the functions of that member
// are tools, those of other members or of a registry no handler looks up are not.
func TestScanRecordTable(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "recordtable"))
}

// TestScanGetterTable runs the real scanner on a low-level call_tool that returns what a
// dispatcher of its file gives, which calls the handler a getter of another module picks from
// its dictionary (of functions of modules it imports): the handlers are tools, those of a getter
// no dispatcher calls are not (getterreg); a dispatcher, or a call_tool picking from an imported
// table, that answers the handler's error object with isError makes no tool of it (getterwrap).
func TestScanGetterTable(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "getterreg"))
	scanLikeHarness(t, filepath.Join("testdata", "tries", "getterwrap"))
}

// TestScanLowLevelV2 runs the real scanner on a python-sdk 2.x on_call_tool handler that reaches
// functions of other modules through a table and plain calls, and on an MCPServer that reaches
// the same store: the modules without a needle are extracted and linked by tool kind as in the
// harness, which extracts every file.
func TestScanLowLevelV2(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "lowlevel-v2"))
}

// TestScanStrConst runs the real scanner on calls that pass another module's string constants:
// the constants' module holds no needle, and is extracted because a reaching call's shape is
// conditional on its summary (the index wants the key), as in the harness, which extracts every
// file.
func TestScanStrConst(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "strconst"))
}

// TestScanShadowedModule runs the real scanner on a module desk/api.py beside the package
// desk/api/ (whose __init__.py re-exports the live client): Python imports the package, so the
// tools' calls reach the raise of desk/api/client.py and not those of the older desk/api.py,
// whose own tool's raise stays. The harness, which links every file it is given, does not know
// which files sit beside which: this is the scanner's (unlinkShadowed).
func TestScanShadowedModule(t *testing.T) {
	dir := filepath.Join("testdata", "pkgshadow")
	cache := t.TempDir()
	for run := 0; run < 2; run++ { // the second from the content cache
		doc, err := scanner.Scan(context.Background(), scanner.Options{Roots: []string{dir}, Jobs: 2, CacheDir: cache}, python.Language())
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range doc.Findings {
			got = append(got, fmt.Sprintf("%s %s:%d", f.Rule, f.Path, f.Line))
		}
		sort.Strings(got)
		want := []string{"raisederror desk/api.py:22", "raisederror desk/api/client.py:4"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("run %d: scan found\n%v\nwant\n%v", run, got, want)
		}
	}
}

// TestScanGetattrAll runs the real scanner on register functions that a server module runs by
// a name known at run time (getattr(tools, name) over tools.__all__): that module spells no
// tool's name nor a registration, yet it is extracted, and its tools stand as in the harness.
func TestScanGetattrAll(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "getattrall"))
}

// TestScanGetattrTable runs the real scanner on a low-level server whose dispatch table pairs
// each tool with a handler object and a method name that getattr reads: the handlers' modules,
// reached through a package's re-exports, are extracted and linked as in the harness, which
// extracts every file.
func TestScanGetattrTable(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "getattrtable"))
}

// TestScanRegistryDecorator runs the real scanner on functions a decorator of another module
// stores in a registry object whose dispatch method a low-level call_tool runs: the decorators'
// module and the tools' (no needle in either) are extracted and linked as in the harness, which
// extracts every file; a decorator into a registry no handler dispatches through, or one that
// stores nothing, makes no tool (registrydecorator), nor does a handler that answers the
// registry's failure dict with isError (registryflag); a handler whose try answers every
// exception keeps the tools' raises (registrycaught).
func TestScanRegistryDecorator(t *testing.T) {
	scanLikeHarness(t, filepath.Join("testdata", "tries", "registrydecorator"))
	scanLikeHarness(t, filepath.Join("testdata", "tries", "registryflag"))
	scanLikeHarness(t, filepath.Join("testdata", "tries", "registrycaught"))
}
