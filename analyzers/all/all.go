// Package all lists the mcperr Go analyzers, once, for every driver: `mcperr vet`,
// cmd/mcperrvet (go vet -vettool) and the golangci-lint plugin.
package all

import (
	"github.com/mcperr/mcperr/analyzers/directive"
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

// Directive is the directive analyzer for every analyzer of Analyzers.
var Directive = directive.New(Analyzers()...)

// Standalone returns Analyzers and the directive analyzer, which reports mcperr:ignore
// directives that are malformed or suppressed nothing: the analyzers of the drivers that have
// no mcperr policy of their own, go vet -vettool=mcperrvet and the golangci-lint plugin.
// (`mcperr vet` applies directives itself, across rules, and runs Analyzers alone.)
func Standalone() []*analysis.Analyzer {
	return append(Analyzers(), Directive)
}
