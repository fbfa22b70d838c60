package guidance_test

import (
	"testing"

	"github.com/mcperr/mcperr/analyzers/guidance"
	"github.com/mcperr/mcperr/analyzers/internal/testmod"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestMCPGoOldMapAPI(t *testing.T) { runModule(t, "testdata/mcpgo026") }

func TestMCPGoCurrent(t *testing.T) { runModule(t, "testdata/mcpgo121") }

func TestGoSDK(t *testing.T) { runModule(t, "testdata/gosdk180") }

func TestGoSDKBeforeKeptContent(t *testing.T) { runModule(t, "testdata/gosdk141") }

func runModule(t *testing.T, dir string) {
	testmod.Download(t, dir)
	analysistest.Run(t, dir, guidance.Analyzer, "./...")
}
