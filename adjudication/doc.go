// Package adjudication turns what the scanner found in a sample of repositories into a ledger that
// people can review, code, and cite.
//
// The steps, in order:
//
//   - Project: every raw candidate (lexical or tree-sitter) becomes a Row with a decision
//     (production or excluded) and the reason and projection rule that decided it.
//   - Paths: production error-result sites are grouped by pathKey into semantic construction paths,
//     so a study counts paths, not lines.
//   - Ledger: the rows, written as a spreadsheet-safe CSV and a JSON twin, with empty verdict columns.
//   - Coding: blind coding sheets per coder, Cohen's kappa and raw agreement per coded field,
//     adjudication into verdicts keyed by repository and fingerprint; verdicts whose finding vanished
//     on a re-scan are reported as stale, never dropped.
//   - Summary and report: the reference audit's table, Markdown and a self-contained HTML page.
//
// Every write is atomic (a temporary file in the same directory, then a rename), so a crash never
// leaves a torn ledger.
package adjudication
