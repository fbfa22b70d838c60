// Package all lists the mcperr Go analyzers, once, for every driver: `mcperr vet`,
// cmd/mcperrvet (go vet -vettool) and the golangci-lint plugin.
package all

import (
	"github.com/mcperr/mcperr/analyzers/guidance"
	"github.com/mcperr/mcperr/analyzers/panicleak"
	"github.com/mcperr/mcperr/analyzers/protocolerror"
	"golang.org/x/tools/go/analysis"
)

// Analyzers returns the analyzers that report findings, in rule-table order. mcpsdk, which they
// require, runs with them and reports nothing.
func Analyzers() []*analysis.Analyzer {
	return []*analysis.Analyzer{protocolerror.Analyzer, panicleak.Analyzer, guidance.Analyzer}
}
