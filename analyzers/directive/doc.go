// Package directive defines an Analyzer that reports mcperr:ignore directives mcperr cannot
// honour, for the drivers that have no mcperr policy of their own: go vet -vettool=mcperrvet and
// the golangci-lint plugin. (`mcperr vet` applies directives itself, package policy, and reports
// the same findings under the same rule.)
//
// # Analyzer directive
//
// directive: mcperr:ignore directive without a reason, for an unknown rule, or suppressing nothing
//
// A directive without a rule or a reason, or naming a rule mcperr does not know, suppresses
// nothing and is reported. A well-formed directive is reported when it suppressed no diagnostic
// of the analyzers that ran (those the directive analyzer requires; a directive naming only
// rules that did not run, such as the scan rules in a Go file, is left alone). The analyzers
// record which directives suppressed something (guard.Used); this analyzer runs after them on
// each package. Its page, rule directive, says how to write a directive.
package directive
