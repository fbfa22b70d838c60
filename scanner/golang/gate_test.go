package golang

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// TestGateOnTests: a test file is parsed only when it may spell a site; production files always.
func TestGateOnTests(t *testing.T) {
	for src, want := range map[string]bool{
		"r := &mcp.CallToolResult{IsError: true}":      true,
		"r := &mcp.CallToolResult{\n\tIsError :true}":  true,
		"res.IsError = true":                           true,
		"r := CallToolResult{IsError /* why */: true}": true,
		"return mcp.NewToolResultError(\"x\"), nil":    true,
		"res.SetError(err)":                            true,
		"if !res.IsError { t.Fatal(res) }":             false, // a read: no site
		"assert.True(t, res.IsError)":                  false,
		"var req mcp.CallToolRequest":                  false, // a handler's: not judged in tests
	} {
		if got := Language().(goLang).Gate("x_test.go", finding.Test, []byte(src)); got != want {
			t.Errorf("Gate(test, %q) = %v, want %v", src, got, want)
		}
		if !Language().(goLang).Gate("x.go", finding.Production, []byte(src)) {
			t.Errorf("Gate(production, %q) = false", src)
		}
	}
}
