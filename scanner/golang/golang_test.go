package golang

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

func TestMCPGoCurrent(t *testing.T) {
	extracttest.Run(t, Language(), "../../testdata/servers/mcp-go-current")
}

func TestMCPGoV02x(t *testing.T) {
	extracttest.Run(t, Language(), "../../testdata/servers/mcp-go-v0.2x")
}

func TestGoSDK(t *testing.T) {
	extracttest.Run(t, Language(), "../../testdata/servers/go-sdk")
}

// TestGoSDKBefore16 pins go-sdk v1.5.0, whose SetError overwrites Content.
func TestGoSDKBefore16(t *testing.T) {
	proj := &extract.Project{Deps: map[string]string{"github.com/modelcontextprotocol/go-sdk": "1.5.0"}}
	extracttest.RunProject(t, Language(), "../../testdata/servers/go-sdk-v1.5", proj)
}

// TestDotlessModule: helpers in a module named without a dot ("module toolbox") still get uses.
func TestDotlessModule(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/dotless-module")
}

// TestWrappers: calls of functions that pass on a helper's result are uses of that helper.
func TestWrappers(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/wrappers")
}

// TestClosureHelpers: function literals bound to a name are helpers.
func TestClosureHelpers(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/closures")
}

// TestTextBuilders: texts assembled in a strings.Builder or bytes.Buffer.
func TestTextBuilders(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/builders")
}

// TestSuccessFlagged: isError results whose constant text reports success, beside texts that
// negate it or are built at run time.
func TestSuccessFlagged(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/successflagged")
}

// TestSoftError: tool handlers that return the failure of an error check as a successful
// result, beside isError results, "no results" answers, batch items and non-handlers. A go-sdk
// literal's advice names res.SetError of the error the branch checks, and none in a branch
// without one (if len(entries) == 0).
func TestSoftError(t *testing.T) {
	advice := map[int]string{
		16: "set IsError: true on it (or call res.SetError(err)) instead",
		42: "set IsError: true on it (or call res.SetError(statErr)) instead",
		47: "set IsError: true on it instead",
	}
	for _, f := range extracttest.Run(t, Language(), "testdata/softerror") {
		if want, ok := advice[f.Line]; ok && f.Rule == "softerror" && filepath.Base(f.Path) == "gosdk.go" && !strings.HasSuffix(f.Message, "; "+want) {
			t.Errorf("%s:%d: advice is not %q: %s", f.Path, f.Line, want, f.Message)
		}
	}
}

// TestInternalLeak runs rule internalleak's fixtures: stacks, panic values, %+v of pkg/errors
// errors and secrets in error texts, through locals, same-file helpers and another package.
func TestInternalLeak(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/internalleak")
}

// TestPathKeys: each handler is a semantic path of its own, a method of a shared receiver or a
// function literal in a package-level table alike; a helper is one path with its uses.
func TestPathKeys(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/pathkeys")
}

// TestTypedCalls: StructuredContent built by a same-file helper carries the typed fields the
// helper writes and those of the arguments it passes on, and not those of arguments it drops.
func TestTypedCalls(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/typedcalls")
}

// TestSoftHelpers: handlers that return what a helper or sub-handler of another file or package
// builds, a failure as a success, beside helpers that flag it, are not reached, or are dropped.
func TestSoftHelpers(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/softhelpers")
}

// TestSoftHelpersGoSDKAdvice: an error object that a go-sdk handler hands to its module's own
// marshal-to-text helper (errobject/) is answered with go-sdk's advice, IsError on the result,
// not mcp-go's NewToolResultErrorFromErr.
func TestSoftHelpersGoSDKAdvice(t *testing.T) {
	proj := &extract.Project{Deps: map[string]string{"github.com/modelcontextprotocol/go-sdk": "1.6.0"}}
	n := 0
	for _, f := range extracttest.RunProject(t, Language(), "testdata/softhelpers/errobject", proj) {
		if f.Rule != "softerror" {
			continue
		}
		n++
		if strings.Contains(f.Message, "NewToolResultErrorFromErr") {
			t.Errorf("%s:%d: advice is not go-sdk's: %s", f.Path, f.Line, f.Message)
		}
	}
	if n == 0 {
		t.Error("no softerror finding in errobject/")
	}
}

// TestSoftStruct: client methods that answer a failure with a response struct built as one,
// which tools marshal into a successful result, beside partial successes, failures returned
// as errors, messages of unknown content and structs no tool returns.
func TestSoftStruct(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/softstruct")
}

// TestSoftTyped: failure structs that a function returns with a nil error and a go-sdk typed
// tool returns as its output, beside one returned with its error and one no tool returns.
func TestSoftTyped(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/softtyped")
}

// TestSoftAdapter: tool functions of a registry of the module's own that an adapter calls
// through the entry's field and marshals into a successful result: failure structs they return
// with a nil error, and a callee's failure structs whose error they drop; beside an entry that
// returns its callee's error and a field the adapter only logs.
func TestSoftAdapter(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/softadapter")
}

// TestSoftText: text functions that render a failure (a Chinese "请求失败" formatter, an
// English "Error: ..." in an error check) which tools put in a successful result, beside a
// Chinese success text that mentions failures, a failure text only logged, a text of many
// answers and a String method.
func TestSoftText(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/softtext")
}

// TestSoftTextGoSDK: text functions whose failure text go-sdk typed tools put in a successful
// result (through a project's result function beside a typed output, a CallToolResult literal's
// TextContent, a local), beside a success-only text, failures named in a success branch, a
// text answered with IsError and one returned with an error. The advice is go-sdk's.
func TestSoftTextGoSDK(t *testing.T) {
	proj := &extract.Project{Deps: map[string]string{"github.com/modelcontextprotocol/go-sdk": "1.7.0"}}
	for _, f := range extracttest.RunProject(t, Language(), "testdata/softtextsdk", proj) {
		if f.Rule == "softerror" && !strings.Contains(f.Message, "mcp.AddTool handler answers with an isError result") {
			t.Errorf("%s:%d: advice is not go-sdk's: %s", f.Path, f.Line, f.Message)
		}
	}
}

// TestSoftReplaced: handlers that replace their answer with a failure literal in an error
// check and return it as a success (through a helper of NewToolResultJSON, itself, or a go-sdk
// typed output), beside a batch's per-entry failures, an append beside what was found, a
// helper that flags, a check that returns, a partial success and a value set again after.
func TestSoftReplaced(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/softreplaced")
}

// TestSoftOutput: go-sdk typed handlers that answer an error check with a successful result
// beside a non-nil output (a CallToolResult literal's failure text, a failure text handed to
// the module's result function, the error in the output's error member, a replaced output
// beside the function's result), beside the same returned with their error, a flagged result,
// a result function that flags and a success text.
func TestSoftOutput(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/softoutput")
}
