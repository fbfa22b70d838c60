package typed

import (
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/analyzers/all"
	"github.com/mcperr/mcperr/analyzers/guard"
)

// Analyzers returns the analyzers of the enabled rules (enabled nil: all of them), so that a
// disabled rule costs nothing.
func Analyzers(enabled func(id string) bool) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, a := range all.Analyzers() {
		if enabled == nil || enabled(a.Name) {
			out = append(out, a)
		}
	}
	return out
}

// DriverDirectives turns off the directive handling inside the analyzers and those they
// require (mcpsdk, which reports nothing, would otherwise read every file for its directives):
// the driver applies directives itself, across rules (package policy).
func DriverDirectives(analyzers []*analysis.Analyzer) error {
	seen := map[*analysis.Analyzer]bool{}
	var visit func(a *analysis.Analyzer) error
	visit = func(a *analysis.Analyzer) error {
		if seen[a] {
			return nil
		}
		seen[a] = true
		if a.Flags.Lookup(guard.FlagName) != nil {
			if err := a.Flags.Set(guard.FlagName, "false"); err != nil {
				return fmt.Errorf("%s: %w", a.Name, err)
			}
		}
		for _, r := range a.Requires {
			if err := visit(r); err != nil {
				return err
			}
		}
		return nil
	}
	for _, a := range analyzers {
		if err := visit(a); err != nil {
			return err
		}
	}
	return nil
}
