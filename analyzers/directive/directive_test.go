package directive_test

import (
	"testing"

	"github.com/mcperr/mcperr/analyzers/all"
	"github.com/mcperr/mcperr/analyzers/internal/wanttest"
)

// TestDirectives: after the analyzers have run, a directive that suppressed nothing and one
// naming an unknown rule are reported (one without a reason: cmd/mcperrvet's TestGoVet); those that suppressed a diagnostic of
// any analyzer (on their line, the next, or a whole function) and one naming a rule that did not
// run are not.
func TestDirectives(t *testing.T) {
	wanttest.Run(t, "testdata/mcpgo121", all.Directive, "./...")
}
