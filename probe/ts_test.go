package probe_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mcperr/mcperr/internal/servertest"
	"github.com/mcperr/mcperr/probe"
)

// TestStdioTypeScriptSDK probes a server on @modelcontextprotocol/sdk 1.32.2. It needs node
// and the SDK installed beside the server: npm ci --prefix probe/testdata/ts.
func TestStdioTypeScriptSDK(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not on PATH: the TypeScript SDK server cannot run")
	}
	dir := servertest.Dir(t, "ts")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk", "package.json")); err != nil {
		t.Skip("@modelcontextprotocol/sdk is not installed for the TypeScript server: run npm ci --prefix probe/testdata/ts")
	}
	doc := run(t, probe.Target{Command: node, Args: []string{filepath.Join(dir, "server.mjs")}}, probe.Options{})
	// 1.32 answers an unknown tool and every input the SDK's zod schema refuses with an isError
	// result whose text lists the zod issues (the failing arguments, "Invalid arguments"); it
	// refuses arguments that are not an object while parsing the request, as -32603.
	invalid := want{probe.IsError, 0, "100000", "111110"}
	expect(t, doc, map[string]want{
		"mcperr_probe_no_such_tool unknown-tool": {probe.IsError, 0, "100000", "101100"},
		"get_forecast not-object":                {probe.ProtocolError, -32603, "000000", "011110"},
		"get_forecast missing-required(city_id)": invalid,
		"get_forecast missing-required(days)":    invalid,
		"get_forecast missing-required(units)":   invalid,
		"get_forecast wrong-type(city_id)":       invalid,
		"get_forecast wrong-type(days)":          invalid,
		"get_forecast wrong-type(units)":         invalid,
		"get_forecast enum(units)":               invalid,
		// only city_id is sent, and is a valid string: the issues name days and units
		"get_forecast not-an-id(city_id)": {probe.IsError, 0, "100000", "111000"},
	})
}
