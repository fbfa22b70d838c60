package golang

import (
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
