package report

import (
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/owenrumney/go-sarif/v3/pkg/report/v210/sarif"

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
		run.Tool.Driver.SemanticVersion = &v
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
		msg := fmt.Sprintf("%d results were left out: a SARIF run for GitHub code scanning holds at most %d; see the json output for all %d findings", len(fs)-limit, limit, len(fs))
		n := sarif.NewNotification().WithLevel("warning").WithMessage(sarif.NewTextMessage(msg))
		inv.AddToolExecutionNotification(n)
		fs = fs[:limit]
	}
	run.AddInvocation(inv)
	for i := range fs {
		f := &fs[i]
		if run.GetRuleIndex(f.Rule) < 0 {
			// A pseudo-rule of the driver (such as "directive"): describe it by its ID.
			run.AddRule(f.Rule).WithName(f.Rule).WithDescription(f.Rule)
		}
		addResult(run, f, doc.Root, absRoot)
	}
	props := sarif.NewPropertyBag()
	props.Add("filesSeen", doc.Summary.FilesSeen)
	props.Add("filesParsed", doc.Summary.FilesParsed)
	props.Add("filesSkipped", doc.Summary.FilesSkipped)
	props.Add("findings", len(doc.Findings))
	run.WithProperties(props)
	rep.AddRun(run)
	if err := rep.PrettyWrite(w); err != nil {
		return fmt.Errorf("writing sarif report: %w", err)
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return fmt.Errorf("writing sarif report: %w", err)
	}
	return nil
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
		WithName(r.ID).
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

func addResult(run *sarif.Run, f *finding.Finding, root string, absRoot bool) {
	level := "warning"
	if isInventory(f) {
		level = "note"
	}
	res := run.CreateResultForRule(f.Rule).
		WithLevel(level).
		WithMessage(sarif.NewTextMessage(f.Message))
	loc := sarif.NewArtifactLocation()
	if absRoot {
		loc.WithURI(f.Path).WithURIBaseID(srcRoot)
	} else if p := displayPath(root, f.Path); isAbsRoot(p) {
		loc.WithURI(fileURI(p)) // a multi-root scan of absolute paths
	} else {
		loc.WithURI(p)
	}
	phys := sarif.NewPhysicalLocation().WithArtifactLocation(loc)
	if f.Line > 0 {
		region := sarif.NewRegion().WithStartLine(f.Line)
		if f.Column > 0 {
			region.WithStartColumn(f.Column)
		}
		region.WithEndLine(max(f.EndLine, f.Line))
		phys.WithRegion(region)
		if f.StartLine > 0 && f.StartLine <= f.Line && f.EndLine >= f.Line {
			phys.WithContextRegion(sarif.NewRegion().WithStartLine(f.StartLine).WithEndLine(f.EndLine))
		}
	}
	res.AddLocation(sarif.NewLocationWithPhysicalLocation(phys))
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

// isAbsRoot reports whether the root is an absolute path (Unix or Windows).
func isAbsRoot(root string) bool {
	r := strings.ReplaceAll(root, "\\", "/")
	return path.IsAbs(r) || isWindowsAbs(r)
}

// fileURI turns an absolute path into a file URI.
func fileURI(p string) string {
	r := strings.ReplaceAll(p, "\\", "/")
	if !strings.HasPrefix(r, "/") {
		r = "/" + r
	}
	return "file://" + r
}
