// Package policy makes the driver-side decisions of mcperr, once, for both `mcperr scan` and
// `mcperr vet`: which rules are enabled, which findings fail the run, what a baseline accepts,
// and what `mcperr:ignore` directives suppress. Rules only report; policy decides.
//
// A driver (scan.go, vet.go) uses it in four steps:
//
//	sel, err := policy.NewSelection(enableFlag, disableFlag)      // --enable, --disable
//	level, err := policy.ParseFailLevel(failOnFlag)               // --fail-on problem|site|none
//	var base *policy.Baseline                                      // --baseline FILE
//	if baselineFlag != "" { base, err = policy.LoadBaseline(baselineFlag) }
//
//	// while scanning: for each file read (the bytes are already in memory), keyed by the
//	// path the findings use (relative to the root, forward slashes):
//	if ds := policy.Directives(src); ds != nil { dirs[relPath] = ds }
//
//	res, err := policy.Apply(doc, policy.Options{Selection: sel, FailLevel: level,
//		Baseline: base, Directives: dirs, ContextOf: contextOfPath})
//	// (a driver that streams its output uses NewFilter, Keep per batch, and Finish instead)
//	w, err := report.New(formatFlag, report.Options{Sites: sitesFlag})
//	w.Write(out, res.Doc)
//	res.WriteNotes(stderr)                                         // baseline counts, stale entries
//	if writeBaselineFlag != "" { policy.WriteBaseline(writeBaselineFlag, res.Accepted) }
//	if res.Failed() { return errFindings }                         // exit 1
//
// Directives need no parse tree: Directives is a pure function of a file's bytes, the same for
// every language (comments starting with //, # or /*). A directive on a line of its own applies
// to the next line; one after code applies to its own line; either matches a finding whose
// anchor line or first line is that line. A directive without a reason, or naming an unknown
// rule, suppresses nothing and is reported as a finding of the pseudo-rule "directive"; so is a
// well-formed directive that suppressed nothing while one of its rules was enabled, as
// staticcheck reports unused lint:ignore directives. In Go, the vet driver also calls
// ScopeGoFuncs with each file's AST, so that a directive in a function's doc comment covers
// the whole function.
//
// A baseline hides the findings it accepts (matched by fingerprint, which survives line
// shifts) and lets new ones fail the run; an entry that matches no finding any more is stale
// and fails the run too, so the file shrinks as findings are fixed and cannot rot.
package policy
