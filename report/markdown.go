package report

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// markdownWriter writes a short report for a pull request or an issue: counts, then a table of
// the findings a human sees (problems, and sites with Options.Sites). A Related column lists
// each finding's related places, one per line of the cell, when any finding shown has one.
type markdownWriter struct{ opts Options }

func (m markdownWriter) Write(w io.Writer, doc *finding.Document) error {
	bw := bufio.NewWriter(w)
	s := doc.Summary
	fmt.Fprintf(bw, "# mcperr findings\n\n")
	fmt.Fprintf(bw, "%s seen, %d parsed, %d skipped; %s, %s.\n\n", Count(s.FilesSeen, "file", "files"), s.FilesParsed, s.FilesSkipped, Count(s.Sites, "site", "sites"), Count(s.Problems, "problem", "problems"))
	fs := shown(doc.Findings, m.opts)
	if len(fs) == 0 {
		fmt.Fprintf(bw, "No findings.\n")
	} else {
		header := "| Location | Rule | Message |"
		sep := "|---|---|---|"
		if m.opts.Sites {
			header += " Shape | Uses | Outcome |"
			sep += "---|---|---|"
		}
		related := hasRelated(fs)
		if related {
			header += " Related |"
			sep += "---|"
		}
		fmt.Fprintf(bw, "%s\n%s\n", header, sep)
		for _, f := range fs {
			fmt.Fprintf(bw, "| `%s:%d:%d` | %s | %s |", mdCode(shownPath(displayPath(doc.Root, f.Path))), f.Line, f.Column, f.Rule, mdCell(f.Message))
			if m.opts.Sites {
				if f.Site != nil {
					fmt.Fprintf(bw, " %s | %d | %s |", f.Site.Shape, f.Site.Uses, f.Site.Outcome)
				} else {
					fmt.Fprintf(bw, "  |  |  |")
				}
			}
			if related {
				fmt.Fprintf(bw, " %s |", mdRelated(doc.Root, f.ShownRelated()))
			}
			bw.WriteByte('\n')
		}
	}
	if len(doc.Skipped) > 0 {
		fmt.Fprintf(bw, "\n%s skipped (see the json output for each path and reason).\n", Count(len(doc.Skipped), "file", "files"))
	}
	if len(doc.Notes) > 0 {
		fmt.Fprintf(bw, "\n%s: SDK versions assumed or read from ranges, manifests not read (see the json output for each path and message).\n", Count(len(doc.Notes), "manifest note", "manifest notes"))
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing markdown report: %w", err)
	}
	return nil
}

// hasRelated reports whether any of the findings names related places.
func hasRelated(fs []finding.Finding) bool {
	for i := range fs {
		if len(fs[i].Related) > 0 {
			return true
		}
	}
	return false
}

// mdRelated is a table cell listing related places, `path:line:col` and the message, one per
// line (<br>, which GitHub renders inside a table cell; mdCell escapes any < of the text).
func mdRelated(root string, rs []finding.Related) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		if r.Path == "" {
			parts[i] = mdCell(r.Message)
			continue
		}
		parts[i] = "`" + mdCode(position(shownPath(displayPath(root, r.Path)), r.Line, r.Column)) + "` " + mdCell(r.Message)
	}
	return strings.Join(parts, "<br>")
}

// mdCell keeps text inside one table cell: pipes are escaped, line breaks become spaces, other
// characters that are not printable are escaped (escape.go), and characters Markdown would act
// on are escaped so scanned text cannot inject links or HTML.
func mdCell(s string) string {
	s = shownMessage(s)
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '|', '\\', '`', '*', '_', '[', ']', '<', '>', '#':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// mdCode keeps a path (already shown by shownPath) inside a code span: a backtick would end it
// early.
func mdCode(s string) string {
	return strings.NewReplacer("`", "'", "|", "\\|", "\n", " ").Replace(s)
}
