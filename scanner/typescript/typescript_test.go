package typescript

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

func TestTSSDKv1(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-sdk-v1") }

func TestTSSDKv1LowLevel(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/servers/ts-sdk-v1-lowlevel")
}

func TestTSSDKv2(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-sdk-v2") }

func TestPunkpeyeFastMCP(t *testing.T) {
	extracttest.Run(t, Language(), "testdata/servers/punkpeye-fastmcp")
}

func TestJSSDKv1(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/js-sdk-v1") }

func TestProblems(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-problems") }

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
