package panicleak_test

import (
	"testing"

	"github.com/mcperr/mcperr/analyzers/internal/wanttest"
	"github.com/mcperr/mcperr/analyzers/panicleak"
)

func TestMCPGoOldMapAPI(t *testing.T) { runModule(t, "testdata/mcpgo026") }

func TestMCPGoCurrent(t *testing.T) { runModule(t, "testdata/mcpgo121") }

func TestGoSDK(t *testing.T) { runModule(t, "testdata/gosdk180") }

func runModule(t *testing.T, dir string) {
	wanttest.Run(t, dir, panicleak.Analyzer, "./...")
}
