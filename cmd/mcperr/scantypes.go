package main

import (
	"context"
	"fmt"
	"io"

	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/typed"
)

// The values of --types.
const (
	typesAuto = "auto" // when a go command is on PATH
	typesOn   = "on"   // a run without one fails
	typesOff  = "off"
)

// checkTypesMode reads --types.
func checkTypesMode(mode string) error {
	switch mode {
	case typesAuto, typesOn, typesOff:
		return nil
	}
	return fmt.Errorf("--types: unknown value %q (valid values: auto, on, off)", mode)
}

// typesWanted says whether a run with --types mode runs the typed analyzers.
func typesWanted(mode string) (bool, error) {
	if err := checkTypesMode(mode); err != nil {
		return false, err
	}
	switch {
	case mode == typesOff:
		return false, nil
	case !typed.Available():
		if mode == typesOn {
			return false, typed.ErrNoGo
		}
		return false, nil
	}
	return true, nil
}

// typesPass runs the typed Go analyzers on the Go modules under the roots, as --types says:
// nil when they do not run.
func typesPass(ctx context.Context, f scanFlags, sel policy.Selection, roots []string) (*typed.Result, error) {
	run, err := typesWanted(f.types)
	if err != nil || !run || f.lexical {
		return nil, err
	}
	return typed.RunRoots(ctx, roots, typed.Options{Timeout: f.typesTimeout, Enabled: sel.Enabled})
}

// writeTypesNote says on stderr what the types pass analyzed, for text output.
func writeTypesNote(w io.Writer, tres *typed.Result) {
	if tres == nil || tres.Modules+len(tres.Skipped) == 0 {
		return
	}
	fmt.Fprintf(w, "mcperr: types: %s, %s analyzed", report.Count(tres.Modules, "Go module", "Go modules"), report.Count(tres.Packages, "package", "packages"))
	if n := len(tres.Skipped); n > 0 {
		fmt.Fprintf(w, "; %s skipped (see skipped in --format json)", report.Count(n, "module or package", "modules or packages"))
	}
	fmt.Fprintln(w)
}
