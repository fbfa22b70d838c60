package typescript

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

// TestInvariants holds throws that cannot run given the program: a variable that main() or a
// server module's top level requires, tested again in a tool or what it reaches, an absolute
// path tested for being absolute, a throw right after a call of a function that always throws;
// beside them the throws that can.
func TestInvariants(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-invariants") }
