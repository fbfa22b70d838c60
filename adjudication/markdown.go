package adjudication

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/scanner/rule"
)

// ReportData is what a study report shows. It holds no clock time, so a report is reproducible
// from its ledger.
type ReportData struct {
	Tool      string      `json:"tool"`
	Summary   *Summary    `json:"summary"`
	Paths     []Path      `json:"paths"`
	Stale     []Verdict   `json:"stale"`
	Agreement []Agreement `json:"agreement,omitempty"`
	// Problems are the production rows of problem rules, in ledger order.
	Problems []Row `json:"problems"`
	// Unresolved are the rows whose coders disagree on a field no adjudicator decided.
	Unresolved []Row `json:"unresolved"`
}

// NewReportData gathers a report from a ledger and, when the study was coded, its agreement.
func NewReportData(tool string, l *Ledger, agreement []Agreement) *ReportData {
	d := &ReportData{Tool: tool, Summary: Summarize(l), Paths: Paths(l.Rows), Stale: l.Stale, Agreement: agreement, Problems: []Row{}}
	for i := range l.Rows {
		r := &l.Rows[i]
		if r.Decision == Production && !r.IsInventory() {
			d.Problems = append(d.Problems, *r)
		}
		if r.IsUnresolved() {
			d.Unresolved = append(d.Unresolved, *r)
		}
	}
	return d
}

// shapesOf renders the shapes of a repository's semantic paths, "prose-only 2, json-in-text 1".
func (d *ReportData) shapesOf(repo string) string {
	m := map[string]int{}
	for _, p := range d.Paths {
		if p.Repository == repo {
			m[p.Shape]++
		}
	}
	return formatCounts(m)
}

// ruleTitle returns a rule's title, or its ID when the rule is unknown to this mcperr.
func ruleTitle(id string) string {
	if r, ok := rule.Lookup(id); ok {
		return r.Title
	}
	return id
}

// share renders n of total as "n (p%)".
func share(n, total int) string {
	if total == 0 {
		return strconv.Itoa(n)
	}
	return fmt.Sprintf("%d (%.0f%%)", n, 100*float64(n)/float64(total))
}

// languages returns the languages that have paths, sorted.
func (d *ReportData) languages() []string {
	var out []string
	for l := range d.Summary.ShapesByLang {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

var reportShapes = []string{"prose-only", "json-in-text", "structured", "unknown"}

// serverSplit defines the prose-fallback servers and gives the split of all servers with paths.
func serverSplit(s *Summary) string {
	return fmt.Sprintf("A server falls back to prose when none of its error paths is structured: a client must read the text (prose, or JSON inside it) of every error to recover. Of the %d servers with paths, %d have no structured path, %d some structured paths and %d every path structured.",
		s.ReposWithPaths, s.Servers.AllText, s.Servers.SomeStructured, s.Servers.AllStructured)
}

// mdRelated is a row's related places in a table cell, one per line of the cell (<br>; a < of
// the text is escaped, so the text cannot add markup).
func mdRelated(related string) string {
	if related == "" {
		return " "
	}
	lines := strings.Split(related, "\n")
	for i, l := range lines {
		lines[i] = strings.ReplaceAll(mdCell(l), "<", "&lt;")
	}
	return strings.Join(lines, "<br>")
}

// mdCell escapes a value for a Markdown table cell.
func mdCell(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	s = strings.ReplaceAll(s, "\n", " ")
	if s == "" {
		return " "
	}
	return s
}

// WriteMarkdown writes the study report as Markdown.
func WriteMarkdown(w io.Writer, d *ReportData) error {
	var b strings.Builder
	s := d.Summary
	fmt.Fprintf(&b, "# mcperr study %s\n\n", s.Study)
	fmt.Fprintf(&b, "Written by %s from the study's ledger. Every number below can be traced to rows of `ledger.csv`.\n\n", d.Tool)
	h := s.Headline()
	b.WriteString("## Headline\n\n|")
	for _, l := range h.Labels {
		fmt.Fprintf(&b, " %s |", l)
	}
	b.WriteString("\n|" + strings.Repeat("---:|", len(h.Labels)) + "\n|")
	for _, v := range h.Values {
		fmt.Fprintf(&b, " %s |", v)
	}
	b.WriteString("\n|")
	for _, n := range h.Notes {
		fmt.Fprintf(&b, " %s |", n)
	}
	b.WriteString("\n\n" + s.AddsUp() + "\n\n")
	b.WriteString("## Summary\n\n| Measure | Value |\n|---|---|\n")
	for _, l := range s.Table() {
		fmt.Fprintf(&b, "| %s | %s |\n", mdCell(l.Label), mdCell(l.Value))
	}
	b.WriteString("\n## Actionability bits per view\n\nHow many items (and what share of them) have each bit (D P C T E R) from their typed fields alone: production sites, semantic paths (a bit counts when any site of the path has it) and repositories (when any path has it).\n\n| View | n |")
	for _, bit := range Bits {
		fmt.Fprintf(&b, " %s |", bit)
	}
	b.WriteString("\n|---|---|" + strings.Repeat("---|", len(Bits)) + "\n")
	for _, v := range s.Views {
		fmt.Fprintf(&b, "| %s | %d |", v.View, v.Total)
		for _, n := range v.Bits {
			fmt.Fprintf(&b, " %s |", share(n, v.Total))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n## Shapes per language (semantic paths)\n\n| Language |")
	for _, sh := range reportShapes {
		fmt.Fprintf(&b, " %s |", sh)
	}
	b.WriteString("\n|---|" + strings.Repeat("---|", len(reportShapes)) + "\n")
	for _, lang := range d.languages() {
		fmt.Fprintf(&b, "| %s |", lang)
		for _, sh := range reportShapes {
			fmt.Fprintf(&b, " %d |", s.ShapesByLang[lang][sh])
		}
		b.WriteString("\n")
	}
	b.WriteString("\n## Servers whose clients would fall back to prose\n\n" + serverSplit(s) + "\n\n")
	if len(s.ProseFallback) == 0 {
		b.WriteString("None.\n")
	} else {
		b.WriteString("| Server | Repository | Matches | Paths | Shapes of its paths |\n|---|---|---|---|---|\n")
		for _, r := range s.ProseFallback {
			fmt.Fprintf(&b, "| %s | %s | %d | %d | %s |\n", mdCell(r.Record), mdCell(r.Repository), r.Matches, r.Paths, d.shapesOf(r.Repository))
		}
	}
	b.WriteString("\n## Problems in production code\n\n")
	if len(d.Problems) == 0 {
		b.WriteString("None.\n")
	} else {
		b.WriteString("| Server | Rule | What | Where | Client receives | Related |\n|---|---|---|---|---|---|\n")
		for _, r := range d.Problems {
			where := fmt.Sprintf("`%s:%d`", mdCell(r.Path), r.Line)
			if r.Function != "" {
				where += " in `" + mdCell(r.Function) + "`"
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", mdCell(r.Record), r.Rule, mdCell(ruleTitle(r.Rule)), where, mdCell(r.Outcome), mdRelated(r.Related))
		}
	}
	b.WriteString("\n## Semantic paths per repository\n\n| Server | Repository | Matches | Paths | Uses |\n|---|---|---|---|---|\n")
	for _, r := range s.Repos {
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %d |\n", mdCell(r.Record), mdCell(r.Repository), r.Matches, r.Paths, r.Uses)
	}
	b.WriteString("\n## Semantic paths\n\n| Server | Path key | Language | Shape | Profile | Matches | Uses |\n|---|---|---|---|---|---|---|\n")
	for _, p := range d.Paths {
		fmt.Fprintf(&b, "| %s | `%s` | %s | %s | `%s` | %d | %d |\n", mdCell(p.Record), mdCell(p.PathKey), p.Lang, p.Shape, p.Profile, p.Matches, p.Uses)
	}
	if len(s.Unreachable) > 0 {
		b.WriteString("\n## Repositories not scanned\n\n| Server | Repository | Status | Reason |\n|---|---|---|---|\n")
		for _, r := range s.Unreachable {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", mdCell(r.Record), mdCell(r.URL), mdCell(r.Status), mdCell(r.Reason))
		}
	}
	if len(d.Agreement) > 0 {
		b.WriteString("\n## Inter-coder agreement\n\n| Field | Coders | n | Cohen's kappa | Raw agreement |\n|---|---|---|---|---|\n")
		for _, a := range d.Agreement {
			fmt.Fprintf(&b, "| %s | %s vs %s | %d | %s | %s |\n", a.Field, mdCell(a.CoderA), mdCell(a.CoderB), a.N, num(a.Kappa), num(a.Raw))
		}
	}
	if len(d.Unresolved) > 0 {
		b.WriteString("\n## Unresolved verdicts\n\nThe coders disagree on these rows and no adjudicator decided: `mcperr ledger adjudicate --adjudicator SHEET` with a sheet that decides them.\n\n| Repository | Path | Line | Rule | Disagreement |\n|---|---|---|---|---|\n")
		for _, r := range d.Unresolved {
			fmt.Fprintf(&b, "| %s | %s | %d | %s | %s |\n", mdCell(r.Repository), mdCell(r.Path), r.Line, r.Rule, mdCell(strings.TrimPrefix(r.VerdictBy, UnresolvedBy)))
		}
	}
	if len(d.Stale) > 0 {
		b.WriteString("\n## Stale verdicts\n\nThese verdicts were made on findings a later scan no longer produces. They are kept, not dropped.\n\n| Repository | Path | Line | Rule | Verdict | By |\n|---|---|---|---|---|---|\n")
		for _, v := range d.Stale {
			fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %s |\n", mdCell(v.Repository), mdCell(v.Path), v.Line, v.Rule, mdCell(v.Verdict), mdCell(v.By))
		}
	}
	b.WriteString("\n## How candidates were projected\n\nEach raw candidate is checked by these rules in order; the first that excludes it decides, and the ledger's `decided_by` column names it.\n\n")
	for _, r := range ProjectionRules {
		fmt.Fprintf(&b, "- `%s`: %s\n", r.ID, r.Title)
	}
	_, err := io.WriteString(w, forPeople(b.String()))
	return err
}
