package report

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// textWriter prints vet-style lines, `path:line:col: rule: message`, one per finding: problems
// only, and inventory sites too with Options.Sites. Site details follow in brackets when sites
// are listed, so that a reader can see what a client receives without the JSON. The finding's
// related places follow it, one per line, indented by a tab, as the Go compiler prints the
// other places of an error: `\tpath:line:col: message`, paths as the finding's own; at most
// finding.MaxShown of them, the last counting the others (Finding.ShownRelated), which json,
// jsonl and SARIF name.
type textWriter struct{ opts Options }

func (t textWriter) Write(w io.Writer, doc *finding.Document) error {
	bw := bufio.NewWriter(w)
	for _, f := range shown(doc.Findings, t.opts) {
		fmt.Fprintf(bw, "%s: %s: %s", position(shownPath(displayPath(doc.Root, f.Path)), f.Line, f.Column), f.Rule, shownMessage(f.Message))
		if t.opts.Sites && f.Site != nil {
			fmt.Fprintf(bw, " [shape=%s uses=%d outcome=%s]", f.Site.Shape, f.Site.Uses, f.Site.Outcome)
		}
		bw.WriteByte('\n')
		for _, r := range f.ShownRelated() {
			fmt.Fprintf(bw, "\t%s\n", relatedText(doc.Root, r))
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing text report: %w", err)
	}
	return nil
}

// oneLine keeps a message on its line: a newline in a message would break every tool that
// reads vet-style output line by line.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// relatedText is a related place as a human reads it, `path:line:col: message`, the path under
// the root as the user gave it, shown as every human format shows paths and messages (escape.go).
// A place without a path (an analyzer's bug) is its message alone.
func relatedText(root string, r finding.Related) string {
	if r.Path == "" {
		return shownMessage(r.Message)
	}
	return position(shownPath(displayPath(root, r.Path)), r.Line, r.Column) + ": " + shownMessage(r.Message)
}

// position is path:line:col, leaving out what is unknown (zero), as go vet does for a
// diagnostic without a column.
func position(p string, line, col int) string {
	switch {
	case line <= 0:
		return p
	case col <= 0:
		return fmt.Sprintf("%s:%d", p, line)
	}
	return fmt.Sprintf("%s:%d:%d", p, line, col)
}
