package probe

import (
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/mcperr/mcperr/adjudication"
)

// writeHTML writes the probe report as one self-contained page in the audit report's style:
// inline style and SVG, no script, nothing fetched. Everything the server said is escaped.
func writeHTML(w io.Writer, doc *Document) {
	e := html.EscapeString
	s := doc.Summary
	fmt.Fprintf(w, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n<title>mcperr probe %s</title>\n<style>%s</style></head><body>\n", e(doc.Server.Name), adjudication.PageStyle())
	fmt.Fprintf(w, "<h1>mcperr probe <code>%s</code></h1>\n<p class=\"sub\">%s. Written by %s %s.</p>\n", e(doc.Server.Name), e(ServerLine(doc)), e(doc.Tool.Name), e(doc.Tool.Version))
	fmt.Fprintf(w, "<h2>Summary</h2>\n<table>\n<tr><th>Probes planned</th><td class=\"n\">%d</td></tr>\n<tr><th>Sent</th><td class=\"n\">%d</td></tr>\n<tr><th>Skipped</th><td class=\"n\">%d</td></tr>\n", s.Planned, s.Sent, s.Skipped)
	for _, o := range []Outcome{ProtocolError, IsError, SoftError, Success, Timeout, Lost} {
		if n := s.ByOutcome[o]; n > 0 {
			fmt.Fprintf(w, "<tr><th>%s</th><td class=\"n\">%d</td></tr>\n", e(string(o)), n)
		}
	}
	for _, v := range []Verdict{Confirmed, Contradicted, NotExercised} {
		if n := s.Checks[v]; n > 0 {
			fmt.Fprintf(w, "<tr><th>static findings %s</th><td class=\"n\">%d</td></tr>\n", e(string(v)), n)
		}
	}
	fmt.Fprintf(w, "<tr><th>Server restarts</th><td class=\"n\">%d</td></tr>\n</table>\n", doc.Server.Restarts)
	if s.Answered > 0 {
		views := []adjudication.BitView{{View: "typed", Total: s.Answered}, {View: "typed+prose", Total: s.Answered}}
		for i, n := range bitNames {
			views[0].Bits[i], views[1].Bits[i] = s.Typed[n], s.Content[n]
		}
		fmt.Fprintf(w, "<h2>Actionability bits per view</h2>\n<p class=\"sub\">Share of the %d coded answers (timeouts and lost connections have none) that give an agent each bit, from typed fields alone and with the prose.</p>\n%s", s.Answered, adjudication.BitsChart(views))
	}
	if len(doc.Results) > 0 {
		fmt.Fprintf(w, "<h2>Probes</h2>\n<table><tr><th>Tool</th><th>Probe</th><th>Arguments</th><th>Outcome</th><th>Typed</th><th>Content</th><th>Answer</th></tr>\n")
		for _, r := range doc.Results {
			out := outcomeLabel(r)
			fmt.Fprintf(w, "<tr><td class=\"nw\"><code>%s</code></td><td class=\"nw\">%s</td><td><code>%s</code></td><td class=\"nw\">%s</td><td class=\"nw\"><code title=\"%s\">%s</code></td><td class=\"nw\"><code title=\"%s\">%s</code></td><td>%s</td></tr>\n",
				e(r.Tool), e(probeLabel(r.Probe)), e(string(r.Arguments)), e(out), e(reasonCell(r.Typed)), e(r.Typed.Profile), e(reasonCell(r.Content)), e(r.Content.Profile), e(answerDetail(r)))
		}
		fmt.Fprintf(w, "</table>\n")
	}
	if len(doc.Checks) > 0 {
		fmt.Fprintf(w, "<h2>Static findings</h2>\n<table><tr><th>Location</th><th>Rule</th><th>Tools</th><th>Predicted</th><th>Verdict</th><th>Why</th></tr>\n")
		for _, c := range doc.Checks {
			fmt.Fprintf(w, "<tr><td><code>%s:%d</code></td><td><code>%s</code></td><td>%s</td><td>%s</td><td class=\"nw\">%s</td><td>%s</td></tr>\n",
				e(c.Path), c.Line, e(c.Rule), e(strings.Join(c.Tools, ", ")), e(string(c.Predicted)), e(string(c.Verdict)), e(c.Reason))
		}
		fmt.Fprintf(w, "</table>\n")
	}
	if len(doc.Skipped) > 0 {
		fmt.Fprintf(w, "<h2>Skipped</h2>\n<ul>\n")
		for _, sk := range doc.Skipped {
			fmt.Fprintf(w, "<li><code>%s</code> %s: %s</li>\n", e(sk.Tool), e(orDash(string(sk.Kind))), e(sk.Reason))
		}
		fmt.Fprintf(w, "</ul>\n")
	}
	fmt.Fprintf(w, "</body></html>\n")
}
