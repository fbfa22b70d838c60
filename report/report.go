// Package report writes the finding model in every output format mcperr offers. One writer per
// format, each behind the Writer interface, all from the same finding.Document.
package report

import (
	"io"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Writer writes one document in one format.
type Writer interface {
	Write(w io.Writer, doc *finding.Document) error
}
