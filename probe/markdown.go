package probe

import (
	"fmt"
	"io"
	"strings"

	"github.com/mcperr/mcperr/report"
)

// writeMarkdown writes a report for a pull request or an issue: the server, the bits each view
// satisfies, the probes, the static cross-check and what was skipped.
func writeMarkdown(w io.Writer, doc *Document) {
	s := doc.Summary
	fmt.Fprintf(w, "# mcperr probe\n\n%s.\n\n", report.MarkdownCell(ServerLine(doc)))
	fmt.Fprintf(w, "%d probes planned, %d sent, %d skipped.\n\n", s.Planned, s.Sent, s.Skipped)
	if s.Answered > 0 {
		fmt.Fprintf(w, "## Bits satisfied per view (of %d answers)\n\n| View | D | P | C | T | E | R |\n|---|---|---|---|---|---|---|\n", s.Answered)
		for _, v := range []struct {
			name string
			m    map[string]int
		}{{"typed fields only", s.Typed}, {"typed fields and prose", s.Content}} {
			fmt.Fprintf(w, "| %s |", v.name)
			for _, n := range bitNames {
				fmt.Fprintf(w, " %d |", v.m[n])
			}
			fmt.Fprintln(w)
		}
		fmt.Fprintln(w)
	}
	if len(doc.Results) > 0 {
		fmt.Fprintf(w, "## Probes\n\n| Tool | Probe | Outcome | Typed | Content | Answer |\n|---|---|---|---|---|---|\n")
		for _, r := range doc.Results {
			out := outcomeLabel(r)
			fmt.Fprintf(w, "| `%s` | %s | %s | %s | %s | %s |\n", report.MarkdownCode(r.Tool), report.MarkdownCell(probeLabel(r.Probe)), out,
				r.Typed.Profile, r.Content.Profile, report.MarkdownCell(answerDetail(r)))
		}
		fmt.Fprintln(w)
	}
	if len(doc.Checks) > 0 {
		fmt.Fprintf(w, "## Static findings\n\n| Location | Rule | Tools | Verdict | Why |\n|---|---|---|---|---|\n")
		for _, c := range doc.Checks {
			fmt.Fprintf(w, "| `%s:%d` | %s | %s | %s | %s |\n", report.MarkdownCode(c.Path), c.Line, c.Rule, report.MarkdownCell(strings.Join(c.Tools, ", ")), c.Verdict, report.MarkdownCell(c.Reason))
		}
		fmt.Fprintln(w)
	}
	if len(doc.Skipped) > 0 {
		fmt.Fprintf(w, "## Skipped\n\n")
		for _, sk := range doc.Skipped {
			fmt.Fprintf(w, "- `%s` %s: %s\n", report.MarkdownCode(sk.Tool), report.MarkdownCell(orDash(string(sk.Kind))), report.MarkdownCell(sk.Reason))
		}
	}
}

// answerDetail is what the answer said, for a table cell.
func answerDetail(r Result) string {
	switch r.Outcome {
	case "":
		return string(r.Arguments)
	case Lost, Timeout:
		return strings.TrimPrefix(answerText(r), string(r.Outcome)+" typed "+r.Typed.Profile+" content "+r.Content.Profile)
	}
	return quote(r.Text)
}

// outcomeLabel is an answer's outcome with its JSON-RPC code, or "planned" in a dry run.
func outcomeLabel(r Result) string {
	if r.Outcome == "" {
		return "planned"
	}
	if r.Code != nil {
		return fmt.Sprintf("%s %d", r.Outcome, *r.Code)
	}
	return string(r.Outcome)
}
