package policy

import (
	"fmt"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// unusedOrMalformed returns the directive findings: a directive without a rule or a reason, or
// naming an unknown rule (neither suppresses anything), and a well-formed one that suppressed
// nothing while a rule it names was enabled. None when the directive rule is disabled.
func unusedOrMalformed(opts Options, used map[*Directive]bool) []finding.Finding {
	if !opts.Selection.Enabled(DirectiveID) {
		return nil
	}
	paths := make([]string, 0, len(opts.Directives))
	for p := range opts.Directives {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var extra []finding.Finding
	for _, p := range paths {
		ds := opts.Directives[p]
		for i := range ds {
			d := &ds[i]
			msg, kind := "", ""
			switch bad := d.Problem(); {
			case bad != "":
				msg, kind = bad, "malformed"
			case !used[d] && anyEnabled(d, opts.Selection):
				msg, kind = d.Unused(), "unused"
			default:
				continue
			}
			extra = append(extra, directiveFinding(p, d, msg, kind, opts))
		}
	}
	finding.Disambiguate(extra)
	return extra
}

// match returns the first well-formed directive that suppresses the finding.
func match(ds []Directive, f *finding.Finding) *Directive {
	for i := range ds {
		d := &ds[i]
		if d.Problem() == "" && d.names(f.Rule) && d.appliesTo(f.Line, f.StartLine) {
			return d
		}
	}
	return nil
}

// Problem says what is wrong with a directive (no rule, an unknown rule, no reason), as the
// message of its directive finding, or "" when it is well-formed.
func (d *Directive) Problem() string {
	if len(d.Rules) == 0 {
		return fmt.Sprintf("%s directive names no rule: write %s <rule> <reason>", directiveMarker, directiveMarker)
	}
	for _, id := range d.Rules {
		if _, ok := Lookup(id); !ok {
			return fmt.Sprintf("%s directive names unknown rule %q (see mcperr rules)", directiveMarker, id)
		}
	}
	if d.Reason == "" {
		return fmt.Sprintf("%s directive without a reason: say why the finding is accepted, as in %s %s <reason>",
			directiveMarker, directiveMarker, strings.Join(d.Rules, ","))
	}
	return ""
}

// Unused is the message of the directive finding of a well-formed directive that suppressed
// nothing.
func (d *Directive) Unused() string {
	where := "on this line"
	if d.OwnLine {
		where = "on the next line"
	}
	if d.ScopeStart > 0 {
		where = "in this function"
	}
	return fmt.Sprintf("this %s directive suppresses nothing: no %s finding %s; remove it",
		directiveMarker, strings.Join(d.Rules, " or "), where)
}

// anyEnabled reports whether a rule the directive names is enabled, that is, whether the
// directive could have suppressed something in this run.
func anyEnabled(d *Directive, sel Selection) bool {
	for _, id := range d.Rules {
		if sel.Enabled(id) {
			return true
		}
	}
	return false
}

func directiveFinding(p string, d *Directive, msg, kind string, opts Options) finding.Finding {
	ctx := finding.Production
	if opts.ContextOf != nil {
		ctx = opts.ContextOf(p)
	}
	return finding.Finding{
		Rule: DirectiveID, Path: p, Line: d.Line, Column: d.Column, StartLine: d.Line, EndLine: d.Line,
		Lang: langOf(p), Context: ctx, Message: msg,
		Fingerprint: finding.Fingerprint(DirectiveID, p, kind, d.Text),
		Method:      finding.Lexical,
	}
}
