package adjudication

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestHeadlineSideBySide: explicit constructions, raised errors, protocol errors instead, paths
// and repositories are reported side by side, and the raw candidates add up on the page.
func TestHeadlineSideBySide(t *testing.T) {
	l := fixtureLedger()
	raised, protocol := false, false
	for i := range l.Rows {
		r := &l.Rows[i]
		switch {
		case !r.IsMatch():
		case !raised:
			r.Rule, raised = "raisederror", true
		case !protocol:
			r.Outcome, protocol = "protocol-error", true
		}
	}
	s := Summarize(l)
	if s.Explicit != 3 || s.Raised != 1 || s.ProtocolInstead != 1 || s.ProductionProblems != 1 {
		t.Errorf("explicit %d raised %d protocol %d problems %d, want 3 1 1 1", s.Explicit, s.Raised, s.ProtocolInstead, s.ProductionProblems)
	}
	want := "10 raw candidates = 5 excluded by projection + 4 production error-result sites (3 explicit + 1 raised) + 1 production problem findings."
	if s.AddsUp() != want {
		t.Errorf("adds up:\n%s\nwant\n%s", s.AddsUp(), want)
	}
	var md, page bytes.Buffer
	d := NewReportData("mcperr test", l, nil)
	WriteMarkdown(&md, d)
	WriteHTML(&page, d)
	header := "| Explicit isError constructions | Raised errors the SDK turns into isError | Of these, the client gets a protocol error instead | Semantic paths | Repositories with paths | Excluded by projection |\n|---:|---:|---:|---:|---:|---:|\n| 3 | 1 | 1 | 3 | 2 of 2 scanned | 5 |"
	if !strings.Contains(md.String(), header) || !strings.Contains(md.String(), want) {
		t.Errorf("markdown headline:\n%s", md.String()[:min(len(md.String()), 1200)])
	}
	if !strings.Contains(page.String(), "<th>Raised errors the SDK turns into isError</th>") || !strings.Contains(page.String(), want) {
		t.Error("the HTML page lacks the headline")
	}
	if strings.Contains(md.String(), "Production isError matches") {
		t.Error("the report still calls every error-result site an isError match")
	}
}

// TestServersSplitByPathShapes: the prose-fallback servers are those with no structured path,
// and the split (no structured path, some, all) is shown. A server whose paths are all
// structured is not a fallback even when no typed field was recognised.
func TestServersSplitByPathShapes(t *testing.T) {
	s := Summarize(fixtureLedger())
	if s.Servers != (ServerSplit{AllText: 1, AllStructured: 1}) || len(s.ProseFallback) != 1 || s.ProseFallback[0].Record != "io.github.b/prose" {
		t.Errorf("split %+v, fallback %+v", s.Servers, s.ProseFallback)
	}
	// One of the prose server's two paths becomes structured (with no typed field): some.
	l := fixtureLedger()
	for i := range l.Rows {
		if l.Rows[i].Record == "io.github.b/prose" && l.Rows[i].IsMatch() {
			l.Rows[i].Shape = "structured"
			break
		}
	}
	s = Summarize(l)
	if s.Servers != (ServerSplit{SomeStructured: 1, AllStructured: 1}) || len(s.ProseFallback) != 0 {
		t.Errorf("split %+v, fallback %+v", s.Servers, s.ProseFallback)
	}
	var md bytes.Buffer
	WriteMarkdown(&md, NewReportData("mcperr test", fixtureLedger(), nil))
	if !strings.Contains(md.String(), "Of the 2 servers with paths, 1 have no structured path, 0 some structured paths and 1 every path structured.") {
		t.Error("the markdown report does not define and split the prose-fallback servers")
	}
}

// TestChartsAndProblemsReadable: a one-path segment next to hundreds is still drawn, and the
// problems table has no empty Function column and breaks paths only after slashes.
func TestChartsAndProblemsReadable(t *testing.T) {
	svg := shapesChart([]string{"go"}, map[string]map[string]int{"go": {"prose-only": 500, "structured": 1}})
	m := regexp.MustCompile(`<rect x="\d+" y="\d+" width="(\d+)" height="\d+" fill="#009E73"`).FindStringSubmatch(svg)
	if m == nil {
		t.Fatalf("no structured segment in\n%s", svg)
	}
	if w, _ := strconv.Atoi(m[1]); w < 3 {
		t.Errorf("the one-path segment is %d pixels wide", w)
	}
	var page bytes.Buffer
	WriteHTML(&page, NewReportData("mcperr test", fixtureLedger(), nil))
	h := page.String()
	if strings.Contains(h, "<th>Function</th>") {
		t.Error("the problems table still has a Function column")
	}
	if !strings.Contains(h, `<td class="where"><code>servers/<wbr>weather/<wbr>src/<wbr>index.ts:50</code>`) || !strings.Contains(h, "td.where,td.where code{overflow-wrap:normal") {
		t.Error("the problems table's paths may break anywhere")
	}
}
