package typescript

import (
	"testing"

	"github.com/mcperr/mcperr/scanner/extract/extracttest"
)

// TestFlagText holds result helpers whose isError is a parameter: failures handed to them with
// the flag left false (omitted, a false default, an optional parameter, an explicit false) are
// softerrors at the call, through a tool table whose entries nest their definitions and an
// operation table the tool dispatches through; calls that pass true are the helper's uses.
func TestFlagText(t *testing.T) { extracttest.Run(t, Language(), "testdata/servers/ts-flagtext") }
