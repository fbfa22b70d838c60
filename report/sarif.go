package report

import (
	"encoding/json"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

	"github.com/mcperr/mcperr/internal/version"
	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

// GitHub code scanning rejects a run with more than 25,000 results (and shows the first 5,000);
// an upload must also stay under 10 MB once gzipped, which 25,000 of our results do.
const maxSARIFResults = 25000

// FingerprintKey names mcperr's fingerprint among a SARIF result's partialFingerprints. The
// version suffix changes if the fingerprint's recipe ever does, so code hosts do not match
// fingerprints of two recipes.
const FingerprintKey = "mcperr/v1"

const informationURI = "https://github.com/mcperr/mcperr"

// sarifWriter writes SARIF 2.1.0 for code scanning: a rules table from the rule registry, one
// result per finding (problems as warnings, inventory sites as notes, only with Options.Sites),
// each with the finding's fingerprint.
type sarifWriter struct {
	opts Options
	// page returns a rule's page; tests replace it so that golden files do not follow the
	// pages, which change with every rule's documentation.
	page func(rule.Rule) string
}

func (s sarifWriter) Write(w io.Writer, doc *finding.Document) error {
	rep := sarif.NewReport()
	run := sarif.NewRunWithInformationURI(doc.Tool.Name, informationURI)
	if doc.Tool.Name == "" {
		name := "mcperr"
		run.Tool.Driver.Name = &name
	}
	if doc.Tool.Version != "" {
		v := doc.Tool.Version
		run.Tool.Driver.Version = &v
		if sv := version.Semantic(v); sv != "" { // SARIF wants SemVer 2.0: no "v", no "dev"
			run.Tool.Driver.SemanticVersion = &sv
		}
	}
	page := s.page
	if page == nil {
		page = policy.Page
	}
	for _, r := range policy.Rules() {
		addRule(run, r, page(r))
	}
	absRoot := isAbsRoot(doc.Root)
	if absRoot {
		// A URI base must end in a slash.
		base := sarif.NewArtifactLocation().WithURI(strings.TrimSuffix(fileURI(doc.Root), "/") + "/")
		run.WithOriginalUriBaseIds(map[string]sarif.ArtifactLocation{srcRoot: *base})
	}

	limit := s.opts.MaxSARIFResults
	if limit <= 0 {
		limit = maxSARIFResults
	}
	fs := shown(doc.Findings, s.opts)
	inv := sarif.NewInvocation().WithExecutionSuccessful(true)
	if len(fs) > limit {
		msg := fmt.Sprintf("%s left out: a SARIF run for GitHub code scanning holds at most %d; see the json output for all %d findings", Count(len(fs)-limit, "result was", "results were"), limit, len(fs))
		n := sarif.NewNotification().WithLevel("warning").WithMessage(sarif.NewTextMessage(msg))
		inv.AddToolExecutionNotification(n)
		fs = fs[:limit]
	}
	for _, n := range doc.Notes {
		loc := sarif.NewLocationWithPhysicalLocation(sarif.NewPhysicalLocation().WithArtifactLocation(artifactLocation(n.Path, doc.Root, absRoot)))
		inv.AddToolExecutionNotification(sarif.NewNotification().WithLevel("note").
			WithMessage(sarif.NewTextMessage(n.Path + ": " + n.Message)).WithLocations([]*sarif.Location{loc}))
	}
	run.AddInvocation(inv)
	cols := newUTF16Columns(doc.Root)
	for i := range fs {
		f := &fs[i]
		if run.GetRuleIndex(f.Rule) < 0 {
			// A rule no table knows: describe it by its ID.
			run.AddRule(f.Rule).WithName(rule.Rule{ID: f.Rule}.PascalName()).WithDescription(f.Rule)
		}
		addResult(run, f, doc.Root, absRoot, cols)
	}
	props := sarif.NewPropertyBag()
	props.Add("filesSeen", doc.Summary.FilesSeen)
	props.Add("filesParsed", doc.Summary.FilesParsed)
	props.Add("filesSkipped", doc.Summary.FilesSkipped)
	if doc.Summary.Notes > 0 {
		props.Add("notes", doc.Summary.Notes)
	}
	props.Add("findings", len(doc.Findings))
	run.WithProperties(props)
	run.WithAutomationDetails(sarif.NewRunAutomationDetails().WithID(automationID(s.opts.Command)))
	rep.AddRun(run)
	raw, err := json.Marshal(rep) // rep.Write would copy it once more; the run has no artifacts to dedupe
	if err != nil {
		return fmt.Errorf("writing sarif report: %w", err)
	}
	out, err := tidySARIF(raw)
	if err != nil {
		return err
	}
	if _, err := w.Write(out); err != nil {
		return fmt.Errorf("writing sarif report: %w", err)
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return fmt.Errorf("writing sarif report: %w", err)
	}
	return nil
}

// automationID is the run's automationDetails.id, "mcperr/<command>/": the category under which
// code scanning keeps the run's alerts (the trailing slash says there is no run ID), so that the
// uploads of scan and vet do not replace each other.
func automationID(command string) string {
	if command == "" {
		return "mcperr/"
	}
	return "mcperr/" + command + "/"
}

// stripHeading drops a page's first line when it is a Markdown heading, as rule.Doc does.
func stripHeading(page string) string {
	if first, rest, ok := strings.Cut(page, "\n"); ok && strings.HasPrefix(first, "# ") {
		return rest
	}
	return page
}

// srcRoot is the URI base of results when the scanned root is absolute.
const srcRoot = "SRCROOT"

func addRule(run *sarif.Run, r rule.Rule, page string) {
	full := r.Title + "\n\n" + strings.TrimSpace(stripHeading(page))
	d := run.AddRule(r.ID).
		WithName(r.PascalName()).
		WithDescription(r.Title).
		WithFullDescription(sarif.NewMultiformatMessageString().WithText(full)).
		WithHelpURI(r.HelpURI()).
		WithMarkdownHelp(page)
	level := "warning"
	if r.Kind == rule.Inventory {
		level = "note"
	}
	d.WithDefaultConfiguration(sarif.NewReportingConfiguration().WithLevel(level).WithEnabled(r.Default))
	props := sarif.NewPropertyBag()
	props.Add("kind", string(r.Kind))
	props.Add("languages", r.Languages)
	props.Add("since", r.Since)
	props.WithTags([]string{"mcp", string(r.Kind)})
	d.WithProperties(props)
}

func addResult(run *sarif.Run, f *finding.Finding, root string, absRoot bool, cols *utf16Columns) {
	level := "warning"
	if isInventory(f) {
		level = "note"
	}
	res := run.CreateResultForRule(f.Rule).
		WithLevel(level).
		WithMessage(sarif.NewTextMessage(sarifMessage(f, root)))
	phys := sarif.NewPhysicalLocation().WithArtifactLocation(artifactLocation(f.Path, root, absRoot))
	if f.Line > 0 {
		region := cols.startRegion(f.Path, f.Line, f.Column).WithEndLine(max(f.EndLine, f.Line))
		phys.WithRegion(region)
		// A context region only when it says more than the region: the construct starts on an
		// earlier line than the anchor (the region runs from the anchor to the construct's end).
		if f.StartLine > 0 && f.StartLine < f.Line && f.EndLine >= f.Line {
			phys.WithContextRegion(sarif.NewRegion().WithStartLine(f.StartLine).WithEndLine(f.EndLine))
		}
	}
	res.AddLocation(sarif.NewLocationWithPhysicalLocation(phys))
	for i, r := range f.Related {
		loc := sarif.NewLocation().WithID(i + 1).WithMessage(sarif.NewTextMessage(r.Message))
		if r.Path != "" {
			rphys := sarif.NewPhysicalLocation().WithArtifactLocation(artifactLocation(r.Path, root, absRoot))
			if r.Line > 0 {
				rphys.WithRegion(cols.startRegion(r.Path, r.Line, r.Column))
			}
			loc.WithPhysicalLocation(rphys)
		}
		res.AddRelatedLocation(loc)
	}
	for _, x := range f.Fixes {
		res.AddFixe(sarifFix(x, root, absRoot, cols))
	}
	if f.Fingerprint != "" {
		res.WithPartialFingerprints(map[string]string{FingerprintKey: f.Fingerprint})
	}
	props := sarif.NewPropertyBag()
	props.Add("lang", string(f.Lang))
	props.Add("context", string(f.Context))
	props.Add("method", string(f.Method))
	if f.Site != nil {
		props.Add("site", f.Site)
	}
	res.WithProperties(props)
}

// artifactLocation is the location of a file of a finding: relative to the SRCROOT base when
// the root is absolute, else the path as the user gave it; percent-encoded (sarifuri.go).
func artifactLocation(p, root string, absRoot bool) *sarif.ArtifactLocation {
	loc := sarif.NewArtifactLocation()
	if absRoot {
		loc.WithURI(relativeURI(p)).WithURIBaseID(srcRoot)
	} else if dp := displayPath(root, p); isAbsRoot(dp) {
		loc.WithURI(fileURI(dp)) // a multi-root scan of absolute paths
	} else {
		loc.WithURI(relativeURI(dp))
	}
	return loc
}

// sarifMessage is the result's message. With related places it links each of them, as SARIF's
// embedded links do ("[text](id)" naming a relatedLocations id), since that is how GitHub code
// scanning shows related locations; square brackets and backslashes of the text are then
// escaped, as SARIF requires of a message that holds links.
func sarifMessage(f *finding.Finding, root string) string {
	if len(f.Related) == 0 {
		return f.Message
	}
	var b strings.Builder
	b.WriteString(sarifEscape(f.Message))
	b.WriteString("\n\nRelated:")
	for i, r := range f.Related {
		if i > 0 {
			b.WriteByte(';')
		}
		b.WriteByte(' ')
		if r.Message != "" {
			b.WriteString(sarifEscape(oneLine(r.Message)))
			b.WriteByte(' ')
		}
		where := "here"
		if r.Path != "" {
			where = position(shownPath(displayPath(root, r.Path)), r.Line, r.Column)
		}
		fmt.Fprintf(&b, "[%s](%d)", sarifEscape(where), i+1)
	}
	b.WriteByte('.')
	return b.String()
}

// sarifEscape escapes the characters SARIF's embedded-link syntax gives a meaning to.
var sarifEscape = strings.NewReplacer(`\`, `\\`, `[`, `\[`, `]`, `\]`).Replace

// sarifFix is a suggested fix as SARIF writes it: one artifactChange per file, in the order the
// edits first name them, each edit a replacement of its region (an empty one for an insertion).
func sarifFix(x finding.Fix, root string, absRoot bool, cols *utf16Columns) *sarif.Fix {
	fix := sarif.NewFix().WithDescription(sarif.NewTextMessage(x.Message))
	changes := map[string]*sarif.ArtifactChange{}
	for _, e := range x.Edits {
		ch := changes[e.Path]
		if ch == nil {
			ch = sarif.NewArtifactChange().WithArtifactLocation(artifactLocation(e.Path, root, absRoot))
			changes[e.Path] = ch
			fix.AddArtifactChange(ch)
		}
		region := sarif.NewRegion().WithStartLine(e.Line).WithStartColumn(cols.col(e.Path, e.Line, e.Column)).
			WithEndLine(e.EndLine).WithEndColumn(cols.col(e.Path, e.EndLine, e.EndColumn))
		rep := sarif.NewReplacement().WithDeletedRegion(region)
		if e.NewText != "" {
			rep.WithInsertedContent(sarif.NewArtifactContent().WithText(e.NewText))
		}
		ch.AddReplacement(rep)
	}
	return fix
}

// isAbsRoot reports whether the root is an absolute path (Unix or Windows).
func isAbsRoot(root string) bool {
	r := strings.ReplaceAll(root, "\\", "/")
	return path.IsAbs(r) || isWindowsAbs(r)
}
