package adjudication

import (
	"fmt"
	"html"
	"io"
	"strings"
)

// Colours of the charts: one per view and one per shape, readable on white and by most colour-blind
// readers (the Okabe-Ito palette).
var (
	viewColours  = []string{"#0072B2", "#E69F00", "#009E73"}
	shapeColours = map[string]string{"prose-only": "#D55E00", "json-in-text": "#E69F00", "structured": "#009E73", "unknown": "#999999"}
)

const pageStyle = `body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:2rem auto;max-width:1000px;padding:0 1rem;color:#1b1b1b}
h1{font-size:1.6rem;margin-bottom:.2rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #ddd;padding-bottom:.2rem}
table{border-collapse:collapse;margin:.5rem 0;font-size:14px}th,td{border:1px solid #ddd;padding:.25rem .6rem;text-align:left;vertical-align:top}
th{background:#f4f4f4}table{max-width:100%}td code{overflow-wrap:anywhere}td.n{text-align:right;font-variant-numeric:tabular-nums}code{font-size:13px}
td.nw,td.nw code{white-space:nowrap;overflow-wrap:normal}td.where,td.where code{overflow-wrap:normal;word-break:normal}
table.shapes th{white-space:nowrap}table.problems{width:100%;table-layout:fixed}table.problems col.server{width:24%}table.problems col.rule{width:25%}table.problems col.where{width:35%}table.problems col.outcome{width:16%}td.rule code{white-space:nowrap}table.problems td{overflow-wrap:anywhere}tr.rel td{border-top:none;font-size:12px;color:#444;padding-top:0}tr.rel code{font-size:12px;overflow-wrap:anywhere}
table.headline th{font-weight:600;vertical-align:bottom}table.headline td.big{font-size:1.4rem;font-weight:600}table.headline td.sub{font-size:12px}.sub{color:#555}.charts{display:flex;flex-wrap:wrap;gap:2rem}.chart{flex:1 1 420px}svg{max-width:100%;height:auto}svg text{font:12px system-ui,sans-serif}`

// WriteHTML writes the study report as one self-contained HTML page: inline style, inline SVG
// charts, no script and nothing fetched.
func WriteHTML(w io.Writer, d *ReportData) error {
	var b strings.Builder
	s := d.Summary
	e := html.EscapeString
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\n<title>mcperr study %s</title>\n<style>%s</style></head><body>\n", e(s.Study), pageStyle)
	fmt.Fprintf(&b, "<h1>mcperr study <code>%s</code></h1>\n<p class=\"sub\">Written by %s from the study's ledger; every number can be traced to rows of <code>ledger.csv</code>.</p>\n", e(s.Study), e(d.Tool))
	h := s.Headline()
	b.WriteString("<h2 id=\"headline\">Headline</h2>\n<table class=\"headline\"><tr>")
	for _, l := range h.Labels {
		fmt.Fprintf(&b, "<th>%s</th>", e(l))
	}
	b.WriteString("</tr>\n<tr>")
	for _, v := range h.Values {
		fmt.Fprintf(&b, "<td class=\"n big\">%s</td>", e(v))
	}
	b.WriteString("</tr>\n<tr>")
	for _, n := range h.Notes {
		fmt.Fprintf(&b, "<td class=\"sub\">%s</td>", e(n))
	}
	fmt.Fprintf(&b, "</tr></table>\n<p>%s</p>\n", e(s.AddsUp()))
	b.WriteString("<h2 id=\"summary\">Summary</h2>\n<table>\n")
	for _, l := range s.Table() {
		fmt.Fprintf(&b, "<tr><th>%s</th><td>%s</td></tr>\n", e(l.Label), e(l.Value))
	}
	b.WriteString("</table>\n<div class=\"charts\"><div class=\"chart\"><h2 id=\"bits\">Actionability bits per view</h2>\n")
	b.WriteString("<p class=\"sub\">Share of production sites, semantic paths and repositories whose typed fields alone give a client each bit (a path has a bit when any of its sites has it, a repository when any of its paths has it).</p>\n")
	b.WriteString(bitsChart(s.Views))
	b.WriteString("</div><div class=\"chart\"><h2 id=\"shapes\">Shapes per language</h2>\n<p class=\"sub\">Semantic paths by where their error information is.</p>\n")
	b.WriteString(shapesChart(d.languages(), s.ShapesByLang))
	b.WriteString(shapesTable(d.languages(), s.ShapesByLang))
	fmt.Fprintf(&b, "</div></div>\n<h2 id=\"prose-fallback\">Servers whose clients would fall back to prose</h2>\n<p class=\"sub\">%s</p>\n", e(serverSplit(s)))
	if len(s.ProseFallback) == 0 {
		b.WriteString("<p>None.</p>\n")
	} else {
		b.WriteString("<table><tr><th>Server</th><th>Repository</th><th>Matches</th><th>Paths</th><th>Shapes of its paths</th></tr>\n")
		for _, r := range s.ProseFallback {
			fmt.Fprintf(&b, "<tr><td>%s</td><td><code>%s</code></td><td class=\"n\">%d</td><td class=\"n\">%d</td><td>%s</td></tr>\n", e(r.Record), e(r.Repository), r.Matches, r.Paths, e(d.shapesOf(r.Repository)))
		}
		b.WriteString("</table>\n")
	}
	b.WriteString("<h2 id=\"problems\">Problems in production code</h2>\n")
	if len(d.Problems) == 0 {
		b.WriteString("<p>None.</p>\n")
	} else {
		// The related places get a full-width row under their problem: a column of their own
		// was squeezed to a few characters beside the others.
		// The columns have fixed shares of the page: in automatic layout, a long related line or rule
		// title widened the table past the page's right edge.
		b.WriteString("<table class=\"problems\"><colgroup><col class=\"server\"><col class=\"rule\"><col class=\"where\"><col class=\"outcome\"></colgroup>\n<tr><th>Server</th><th>Rule</th><th>Where</th><th>Client receives</th></tr>\n")
		for _, r := range d.Problems {
			where := fmt.Sprintf("<code>%s:%d</code>", pathHTML(r.Path), r.Line)
			if r.Function != "" {
				where += fmt.Sprintf("<br><span class=\"sub\">in <code>%s</code></span>", e(r.Function))
			}
			fmt.Fprintf(&b, "<tr><td>%s</td><td class=\"rule\"><code>%s</code><br><span class=\"sub\">%s</span></td><td class=\"where\">%s</td><td>%s</td></tr>\n",
				e(r.Record), e(r.Rule), e(ruleTitle(r.Rule)), where, e(r.Outcome))
			if r.Related != "" {
				fmt.Fprintf(&b, "<tr class=\"rel\"><td class=\"sub\">related</td><td colspan=\"3\"><code>%s</code></td></tr>\n", relatedHTML(r.Related))
			}
		}
		b.WriteString("</table>\n")
	}
	b.WriteString("<h2 id=\"repositories\">Semantic paths per repository</h2>\n<table><tr><th>Server</th><th>Repository</th><th>Matches</th><th>Paths</th><th>Uses</th></tr>\n")
	for _, r := range s.Repos {
		fmt.Fprintf(&b, "<tr><td>%s</td><td><code>%s</code></td><td class=\"n\">%d</td><td class=\"n\">%d</td><td class=\"n\">%d</td></tr>\n", e(r.Record), e(r.Repository), r.Matches, r.Paths, r.Uses)
	}
	b.WriteString("</table>\n<h2 id=\"paths\">Semantic paths</h2>\n<table><tr><th>Server</th><th>Path key</th><th>Language</th><th>Shape</th><th>Profile</th><th>Matches</th><th>Uses</th></tr>\n")
	for _, p := range d.Paths {
		fmt.Fprintf(&b, "<tr><td class=\"nw\">%s</td><td><code>%s</code></td><td>%s</td><td class=\"nw\">%s</td><td><code>%s</code></td><td class=\"n\">%d</td><td class=\"n\">%d</td></tr>\n",
			e(p.Record), e(p.PathKey), e(p.Lang), e(p.Shape), e(p.Profile), p.Matches, p.Uses)
	}
	b.WriteString("</table>\n")
	if len(s.Unreachable) > 0 {
		b.WriteString("<h2 id=\"not-scanned\">Repositories not scanned</h2>\n<table><tr><th>Server</th><th>Repository</th><th>Status</th><th>Reason</th></tr>\n")
		for _, r := range s.Unreachable {
			fmt.Fprintf(&b, "<tr><td>%s</td><td><code>%s</code></td><td>%s</td><td>%s</td></tr>\n", e(r.Record), e(r.URL), e(r.Status), e(r.Reason))
		}
		b.WriteString("</table>\n")
	}
	if len(d.Agreement) > 0 {
		b.WriteString("<h2>Inter-coder agreement</h2>\n<table><tr><th>Field</th><th>Coders</th><th>n</th><th>Cohen's kappa</th><th>Raw agreement</th></tr>\n")
		for _, a := range d.Agreement {
			fmt.Fprintf(&b, "<tr><td>%s</td><td>%s vs %s</td><td class=\"n\">%d</td><td class=\"n\">%s</td><td class=\"n\">%s</td></tr>\n", e(a.Field), e(a.CoderA), e(a.CoderB), a.N, num(a.Kappa), num(a.Raw))
		}
		b.WriteString("</table>\n")
	}
	if len(d.Unresolved) > 0 {
		b.WriteString("<h2 id=\"unresolved\">Unresolved verdicts</h2>\n<p class=\"sub\">The coders disagree on these rows and no adjudicator decided: <code>mcperr ledger adjudicate --adjudicator SHEET</code> with a sheet that decides them.</p>\n<table><tr><th>Repository</th><th>Path</th><th>Line</th><th>Rule</th><th>Disagreement</th></tr>\n")
		for _, r := range d.Unresolved {
			fmt.Fprintf(&b, "<tr><td><code>%s</code></td><td><code>%s</code></td><td class=\"n\">%d</td><td>%s</td><td>%s</td></tr>\n", e(r.Repository), pathHTML(r.Path), r.Line, e(r.Rule), e(strings.TrimPrefix(r.VerdictBy, UnresolvedBy)))
		}
		b.WriteString("</table>\n")
	}
	if len(d.Stale) > 0 {
		b.WriteString("<h2 id=\"stale\">Stale verdicts</h2>\n<p class=\"sub\">Verdicts on findings a later scan no longer produces; kept, not dropped.</p>\n<table><tr><th>Repository</th><th>Path</th><th>Line</th><th>Rule</th><th>Verdict</th><th>By</th></tr>\n")
		for _, v := range d.Stale {
			fmt.Fprintf(&b, "<tr><td><code>%s</code></td><td>%s</td><td class=\"n\">%d</td><td>%s</td><td>%s</td><td>%s</td></tr>\n", e(v.Repository), e(v.Path), v.Line, e(v.Rule), e(v.Verdict), e(v.By))
		}
		b.WriteString("</table>\n")
	}
	b.WriteString("<h2>How candidates were projected</h2>\n<ol>\n")
	for _, r := range ProjectionRules {
		fmt.Fprintf(&b, "<li><code>%s</code>: %s</li>\n", e(r.ID), e(r.Title))
	}
	b.WriteString("</ol>\n</body></html>\n")
	_, err := io.WriteString(w, forPeople(b.String()))
	return err
}

// relatedHTML is a row's related places, one per line, each escaped.
func relatedHTML(related string) string {
	if related == "" {
		return ""
	}
	lines := strings.Split(related, "\n")
	for i, l := range lines {
		lines[i] = pathHTML(l)
	}
	return strings.Join(lines, "<br>")
}

// pathHTML escapes a file path and lets a narrow cell break it after a slash rather than inside
// a name.
func pathHTML(p string) string {
	return strings.ReplaceAll(html.EscapeString(p), "/", "/<wbr>")
}

// bitsChart draws grouped horizontal bars on a 0-100% axis: for each actionability bit, one bar
// per view, as the share of that view's items, labelled with the share and the count.
func bitsChart(views []BitView) string {
	const left, barH, gap, width, top = 140, 13, 12, 250, 18
	groupH := len(views)*barH + gap
	height := top + len(Bits)*groupH + 34
	total := left + width + 90
	var b strings.Builder
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" role=\"img\" aria-label=\"actionability bits per view\">\n", total, height, total, height)
	for q := 0; q <= 4; q++ {
		x := left + q*width/4
		fmt.Fprintf(&b, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ddd\"/><text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#666\">%d%%</text>\n",
			x, top-4, x, top+len(Bits)*groupH-gap+4, x, top-7, q*25)
	}
	for i, bit := range Bits {
		y := top + i*groupH
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n", left-8, y+len(views)*barH/2+4, html.EscapeString(bit))
		for j, v := range views {
			share := 0.0
			if v.Total > 0 {
				share = float64(v.Bits[i]) / float64(v.Total)
			}
			w := int(share*width + 0.5)
			fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"><title>%s: %d of %d</title></rect>\n", left, y+j*barH, max(w, 1), barH-2, viewColours[j%len(viewColours)], html.EscapeString(v.View), v.Bits[i], v.Total)
			fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" fill=\"#333\" font-size=\"11\">%.0f%% (%d)</text>\n", left+max(w, 1)+4, y+j*barH+barH-3, share*100, v.Bits[i])
		}
	}
	ly := top + len(Bits)*groupH + 18
	for j, v := range views {
		x := left + j*110
		fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s (%d)</text>\n", x, ly-10, viewColours[j%len(viewColours)], x+16, ly, html.EscapeString(v.View), v.Total)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// shapesChart draws one stacked horizontal bar per language: its semantic paths by shape.
func shapesChart(langs []string, byLang map[string]map[string]int) string {
	const left, barH, gap, width, minSegment = 100, 22, 10, 300, 4
	most := 1
	for _, l := range langs {
		n := 0
		for _, c := range byLang[l] {
			n += c
		}
		most = max(most, n)
	}
	height := len(langs)*(barH+gap) + 50
	var b strings.Builder
	// Room for the minimum widths and the total beyond the scale.
	wide := left + width + len(reportShapes)*minSegment + 50
	fmt.Fprintf(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" role=\"img\" aria-label=\"shapes per language\">\n", wide, height, wide, height)
	if len(langs) == 0 {
		b.WriteString("<text x=\"10\" y=\"20\">no semantic paths</text>\n")
	}
	for i, l := range langs {
		y := i*(barH+gap) + 4
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n", left-8, y+barH/2+4, html.EscapeString(l))
		x := left
		total := 0
		for _, sh := range reportShapes {
			n := byLang[l][sh]
			if n == 0 {
				continue
			}
			total += n
			// A segment of one path in a bar of hundreds would be less than a pixel: every
			// segment is at least minSegment wide, so none is invisible.
			w := max(n*width/most, minSegment)
			fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"#fff\"><title>%s %s: %d</title></rect>\n", x, y, w, barH, shapeColours[sh], html.EscapeString(l), sh, n)
			if w >= 16 {
				fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" fill=\"#fff\">%d</text>\n", x+w/2, y+barH/2+4, n)
			}
			x += w
		}
		fmt.Fprintf(&b, "<text x=\"%d\" y=\"%d\" fill=\"#333\">%d</text>\n", x+4, y+barH/2+4, total)
	}
	ly := len(langs)*(barH+gap) + 24
	for j, sh := range reportShapes {
		x := 10 + j*105
		fmt.Fprintf(&b, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s</text>\n", x, ly-10, shapeColours[sh], x+16, ly, sh)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// shapesTable gives the numbers of the shapes chart, so that a segment too small to label still
// has its count on the page.
func shapesTable(langs []string, byLang map[string]map[string]int) string {
	if len(langs) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("<table class=\"shapes\"><tr><th>Language</th>")
	for _, sh := range reportShapes {
		fmt.Fprintf(&b, "<th><span style=\"color:%s\">&#9632;</span> %s</th>", shapeColours[sh], sh)
	}
	b.WriteString("</tr>\n")
	for _, l := range langs {
		fmt.Fprintf(&b, "<tr><td>%s</td>", html.EscapeString(l))
		for _, sh := range reportShapes {
			fmt.Fprintf(&b, "<td class=\"n\">%d</td>", byLang[l][sh])
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	return b.String()
}
