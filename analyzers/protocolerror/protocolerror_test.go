package protocolerror_test

import (
	"testing"

	"github.com/mcperr/mcperr/analyzers/internal/testmod"
	"github.com/mcperr/mcperr/analyzers/protocolerror"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestMCPGoOldMapAPI(t *testing.T) { runModule(t, "testdata/mcpgo026") }

func TestMCPGoCurrent(t *testing.T) { runModule(t, "testdata/mcpgo121") }

func TestGoSDK(t *testing.T) { runModule(t, "testdata/gosdk180") }

func runModule(t *testing.T, dir string) {
	testmod.Download(t, dir)
	analysistest.RunWithSuggestedFixes(t, dir, protocolerror.Analyzer, "./...")
}
