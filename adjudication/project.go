package adjudication

import (
	"fmt"
	"path"
	"strings"

	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

// ProjectionRule is one rule of the production filter. The rules run in the order of
// ProjectionRules; the first that excludes a candidate decides, and its ID goes in the row.
type ProjectionRule struct {
	ID    string
	Title string
}

// ProjectionRules lists the projection rules in the order they are applied.
var ProjectionRules = []ProjectionRule{
	{"subfolder", "the candidate lies outside the repository.subfolder the registry names for the server"},
	{"context", "the candidate's file is test, example, docs, vendored or generated code by path convention or file header"},
	{"duplicate", "only the lexical pass matched, inside the span of a site a structural pass found: the same construct, counted once"},
	{"confirmed", "only the lexical pass matched; no structural pass (tree-sitter or types) confirmed a site"},
	{"production", "none of the above: production code in the server's folder, confirmed structurally"},
}

// Exclusion reasons, as they appear in the reason column.
const (
	ReasonOutsideSubfolder = "outside-subfolder"
	ReasonNotASite         = "not-a-site"
	ReasonDuplicate        = "duplicate"
	ReasonProduction       = "production"
)

// Project turns one repository's raw candidates into ledger rows with their decisions. It keeps
// every candidate: nothing the scanner reported is dropped, only excluded with a reason.
func Project(study string, repo Repo, doc *finding.Document) []Row {
	if doc == nil {
		return nil
	}
	spans := structuralSpans(doc.Findings)
	rows := make([]Row, 0, len(doc.Findings))
	for i := range doc.Findings {
		rows = append(rows, projectOne(study, repo, &doc.Findings[i], spans))
	}
	return rows
}

// span is the line range of a structurally found site.
type span struct{ from, to, line int }

// structuralSpans maps each path to the spans of the sites a structural pass found in it.
func structuralSpans(fs []finding.Finding) map[string][]span {
	out := map[string][]span{}
	for _, f := range fs {
		if f.Method != finding.Lexical && f.Site != nil {
			from, to := f.StartLine, f.EndLine
			if from == 0 || to < from {
				from, to = f.Line, f.Line
			}
			out[f.Path] = append(out[f.Path], span{from, to, f.Line})
		}
	}
	return out
}

// within returns the anchor line of the structural site whose span holds line, or 0.
func within(spans []span, line int) int {
	for _, s := range spans {
		if s.from <= line && line <= s.to {
			return s.line
		}
	}
	return 0
}

func projectOne(study string, repo Repo, f *finding.Finding, spans map[string][]span) Row {
	r := Row{
		Study: study, Record: repo.Record, Repository: repo.URL, Subfolder: repo.Subfolder,
		Commit: repo.Commit, Path: f.Path, Line: f.Line, EndLine: f.EndLine, Lang: string(f.Lang),
		Rule: f.Rule, Method: string(f.Method), Context: string(f.Context),
		Fingerprint: f.Fingerprint, Related: report.RelatedCell(f.ShownRelated()),
	}
	if ru, ok := rule.Lookup(f.Rule); ok {
		r.Kind = string(ru.Kind)
	}
	if s := f.Site; s != nil {
		r.PathKey, r.Function, r.API, r.Construct = s.PathKey, s.Function, s.API, string(s.Construct)
		r.Shape, r.Profile, r.Outcome, r.Uses = string(s.Shape), s.Profile, string(s.Outcome), s.Uses
		r.Code, r.Target, r.Policy, r.Retry, r.SideEffects = s.Typed.Code, s.Typed.Target, s.Typed.Policy, s.Typed.Retry, s.Typed.SideEffects
		if r.Profile == "" && s.Outcome != "" {
			r.Profile = finding.Profile(s.Outcome, s.Typed)
		}
	}
	r.Decision, r.Reason, r.DecidedBy = decide(repo.Subfolder, f, within(spans[f.Path], f.Line))
	r.Rationale = rationale(&r, f)
	return r
}

// decide applies ProjectionRules in order. inSite is the anchor line of a structural site whose
// span holds the candidate (0 when none does).
func decide(subfolder string, f *finding.Finding, inSite int) (Decision, string, string) {
	if !isUnder(f.Path, subfolder) {
		return Excluded, ReasonOutsideSubfolder, "subfolder"
	}
	if f.Context != "" && f.Context != finding.Production {
		return Excluded, string(f.Context), "context"
	}
	if f.Method == finding.Lexical && inSite > 0 && inSite != f.Line {
		return Excluded, ReasonDuplicate, "duplicate"
	}
	if f.Method == finding.Lexical {
		return Excluded, ReasonNotASite, "confirmed"
	}
	return Production, ReasonProduction, "production"
}

// isUnder reports whether the slash path p lies inside the folder dir ("" or "." is the root).
func isUnder(p, dir string) bool {
	dir = strings.Trim(path.Clean("/"+dir), "/")
	if dir == "" {
		return true
	}
	p = strings.TrimPrefix(path.Clean("/"+p), "/")
	return p == dir || strings.HasPrefix(p, dir+"/")
}

var methodWords = map[string]string{
	"lexical":     "the lexical pass alone matched",
	"tree-sitter": "the tree-sitter pass found",
	"both":        "the lexical and tree-sitter passes both found",
	"types":       "the typed Go analyzers found",
}

var shapeWords = map[string]string{
	"prose-only":   "the error is prose text only, so a client must read prose",
	"json-in-text": "the error is JSON serialised inside a text block, which a client must parse",
	"structured":   "the error carries typed fields outside the text",
	"unknown":      "the text could not be resolved within the file",
}

var reasonWords = map[string]string{
	"test":                 "it is test code",
	"example":              "it is example code",
	"docs":                 "it is documentation",
	"vendored":             "it is vendored third-party code",
	"generated":            "it is generated code",
	ReasonOutsideSubfolder: "it lies outside the registry subfolder",
	ReasonNotASite:         "no structural pass confirmed it as a site",
	ReasonDuplicate:        "it lies inside a site the structural pass found, so it is that site counted twice",
}

// rationale explains the row in plain words, for a reader of the ledger who does not know mcperr.
func rationale(r *Row, f *finding.Finding) string {
	var b strings.Builder
	what := methodWords[r.Method]
	if what == "" {
		what = "mcperr found"
	}
	subject := r.Rule + " candidate"
	if ru, ok := rule.Lookup(r.Rule); ok {
		subject = ru.Title
	}
	subject = article(subject) + " " + subject
	fmt.Fprintf(&b, "%s %s", capitalize(what), subject)
	if f.Site != nil && f.Site.API != "" && r.IsInventory() {
		fmt.Fprintf(&b, " (%s %s)", f.Site.Construct, f.Site.API)
	}
	if r.Function != "" {
		fmt.Fprintf(&b, " in %s", r.Function)
	}
	if msg := strings.TrimSuffix(strings.TrimSpace(f.Message), "."); !r.IsInventory() && msg != "" {
		// A problem's own message says what the client receives and what to do instead.
		fmt.Fprintf(&b, ": %s", msg)
	}
	b.WriteString(".")
	if w := shapeWords[r.Shape]; w != "" && r.IsInventory() {
		fmt.Fprintf(&b, " Shape %s: %s.", r.Shape, w)
	}
	if r.Uses > 1 {
		fmt.Fprintf(&b, " Built by a helper with %d call sites.", r.Uses)
	}
	if r.Decision == Excluded {
		fmt.Fprintf(&b, " Excluded because %s (rule %s).", reasonWords[r.Reason], r.DecidedBy)
	} else {
		b.WriteString(" Counted as production.")
	}
	return b.String()
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// article returns "an" before a vowel, else "a".
func article(s string) string {
	if s != "" && strings.ContainsRune("aeiouAEIOU", rune(s[0])) {
		return "an"
	}
	return "a"
}
