// Package all registers every language's rules, so that the scanner's callers name them once.
package all

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/golang"
	"github.com/mcperr/mcperr/scanner/python"
	"github.com/mcperr/mcperr/scanner/typescript"
)

// Languages returns the rules of every language mcperr reads, in a stable order.
func Languages() []extract.Language {
	return []extract.Language{golang.Language(), python.Language(), typescript.Language()}
}
