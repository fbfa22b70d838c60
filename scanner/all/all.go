// Package all registers every language's rules, so that the scanner's callers name them once.
package all

import "github.com/mcperr/mcperr/scanner/extract"

// Languages returns the rules of every language mcperr reads, in a stable order.
func Languages() []extract.Language {
	return []extract.Language{}
}
