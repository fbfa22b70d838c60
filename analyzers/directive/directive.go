package directive

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/analyzers/guard"
	"github.com/mcperr/mcperr/policy"
)

// New returns the directive analyzer for the given analyzers: it requires them, so that it runs
// on a package after they have, and judges a directive unused only when a rule it names is one
// of them.
func New(rules ...*analysis.Analyzer) *analysis.Analyzer {
	ran := map[string]bool{}
	for _, a := range rules {
		ran[a.Name] = true
	}
	r := policy.DirectiveRule
	a := &analysis.Analyzer{
		Name:     policy.DirectiveID,
		Doc:      r.Title + "\n\n" + strings.TrimSpace(body(policy.Page(r))),
		URL:      r.HelpURI(),
		Requires: rules,
	}
	a.Run = func(pass *analysis.Pass) (any, error) {
		if f := a.Flags.Lookup(guard.FlagName); f != nil && f.Value.String() == "false" {
			return nil, nil // a driver that applies directives itself (mcperr vet)
		}
		return nil, run(pass, ran)
	}
	return guard.New(a)
}

// body drops a page's Markdown heading.
func body(page string) string {
	if first, rest, ok := strings.Cut(page, "\n"); ok && strings.HasPrefix(first, "# ") {
		return rest
	}
	return page
}

func run(pass *analysis.Pass, ran map[string]bool) error {
	used := guard.Used(pass.Pkg)
	for _, file := range pass.Files {
		tf, ds := guard.Directives(pass, file)
		for i := range ds {
			d := &ds[i]
			msg := d.Problem()
			if msg == "" && !used[guard.DirectiveAt{File: tf.Name(), Line: d.Line, Column: d.Column}] && namesAny(d, ran) {
				msg = d.Unused()
			}
			if msg != "" {
				pos := tf.LineStart(d.Line) + token.Pos(d.Column-1)
				pass.Report(analysis.Diagnostic{Pos: pos, Message: msg})
			}
		}
	}
	return nil
}

// namesAny reports whether the directive names a rule that ran.
func namesAny(d *policy.Directive, ran map[string]bool) bool {
	for _, id := range d.Rules {
		if ran[id] {
			return true
		}
	}
	return false
}
