package typescript

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

// TestStartup holds throws that cannot run given the program: a variable that main() or a
// server module's top level requires, tested again in a tool or what it reaches, and an
// absolute path tested for being absolute; beside them the throws that can.
func TestStartup(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-startup") }
