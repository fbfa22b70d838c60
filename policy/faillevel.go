package policy

import (
	"fmt"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

// FailLevel says which findings fail a run (exit code 1): those at or above the level.
type FailLevel string

// The fail levels, from the most to the least strict.
const (
	// FailInventory fails on every finding, inventory sites included.
	FailInventory FailLevel = "inventory"
	// FailProblem fails on problems only; it is the default.
	FailProblem FailLevel = "problem"
	// FailNone never fails on findings; the exit code says only whether the run worked.
	FailNone FailLevel = "none"
)

// FailLevels lists the valid levels, for flag help.
var FailLevels = []FailLevel{FailInventory, FailProblem, FailNone}

// ParseFailLevel parses a --fail-on value: problem (the default, also ""), site (or
// inventory) or none.
func ParseFailLevel(s string) (FailLevel, error) {
	switch l := FailLevel(s); l {
	case "":
		return FailProblem, nil
	case "site", "sites":
		return FailInventory, nil // the name `mcperr scan --fail-on` uses
	case FailInventory, FailProblem, FailNone:
		return l, nil
	}
	return "", fmt.Errorf("unknown fail level %q (valid levels: problem, site, none)", s)
}

// Fails reports whether the finding is at or above the level. A rule that no registry knows
// counts as a problem, so that it is never hidden.
func (l FailLevel) Fails(f *finding.Finding) bool {
	switch l {
	case FailNone:
		return false
	case FailInventory:
		return true
	}
	r, ok := Lookup(f.Rule)
	return !ok || r.Kind == rule.Problem
}
