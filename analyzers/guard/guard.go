// Package guard wraps every mcperr analyzer's Run: a panic inside an analyzer becomes an error
// of mcperr that names the analyzer and the package (never a crash of go vet or golangci-lint),
// and, unless the driver does it itself, mcperr:ignore directives are honoured in the pass.
//
// The `mcperr vet` driver applies directives centrally (package policy, with unused-directive
// findings across all rules) and turns the analyzers' own handling off with -directives=false.
// Under `go vet -vettool` and golangci-lint there is no such driver, so each analyzer drops the
// diagnostics a directive names it in, reports a directive without a reason, and reports a
// directive for it that suppressed nothing, as staticcheck does.
package guard

import (
	"fmt"
	"go/ast"
	"go/token"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/mcperr/mcperr/policy"
	"golang.org/x/tools/go/analysis"
)

// FlagName is the analyzer flag that turns the in-pass directive handling on or off.
const FlagName = "directives"

// New installs the wrapper on a and returns it.
func New(a *analysis.Analyzer) *analysis.Analyzer {
	on := a.Flags.Bool(FlagName, true, "honour mcperr:ignore directives in the analyzer (the mcperr vet driver turns this off and applies them itself)")
	run := a.Run
	a.Run = func(pass *analysis.Pass) (res any, err error) {
		defer func() {
			if r := recover(); r != nil {
				res, err = nil, fmt.Errorf("internal failure of mcperr analyzer %s on package %s (please report it): %v\n%s",
					a.Name, pass.Pkg.Path(), r, debug.Stack())
			}
		}()
		if !*on {
			return run(pass)
		}
		f := newFilter(pass, a.Name)
		filters.Store(pass, f)
		defer filters.Delete(pass)
		res, err = run(pass)
		f.finish()
		return res, err
	}
	return a
}

// filters holds the filter of each running pass, for Suppressed.
var filters sync.Map // *analysis.Pass -> *filter

// Suppressed reports whether a directive of the pass's package suppresses a diagnostic of the
// pass's analyzer at pos, and counts the directive as used. It is for an analyzer whose
// diagnostic about pos is reported by another package's pass (panicleak finds a panic site in
// one package and reports it from the package that builds the server, where this package's
// directives are out of reach): it drops what a directive suppresses where it finds it. Under
// the mcperr vet driver, which applies directives itself across packages, it reports false.
func Suppressed(pass *analysis.Pass, pos token.Pos) bool {
	v, ok := filters.Load(pass)
	if !ok {
		return false
	}
	return v.(*filter).suppresses(pos)
}

// filter drops the diagnostics that a directive suppresses.
type filter struct {
	pass   *analysis.Pass
	name   string
	report func(analysis.Diagnostic)
	files  map[*token.File][]policy.Directive
	used   map[*policy.Directive]bool
}

func newFilter(pass *analysis.Pass, name string) *filter {
	f := &filter{pass: pass, name: name, report: pass.Report, files: map[*token.File][]policy.Directive{}, used: map[*policy.Directive]bool{}}
	pass.Report = f.filter
	return f
}

// directives returns the directives of the file holding pos, parsed once per pass.
func (f *filter) directives(pos token.Pos) (*token.File, []policy.Directive) {
	tf := f.pass.Fset.File(pos)
	if tf == nil {
		return nil, nil
	}
	if ds, ok := f.files[tf]; ok {
		return tf, ds
	}
	var ds []policy.Directive
	if src, err := f.pass.ReadFile(tf.Name()); err == nil {
		ds = policy.Directives(src)
		if file := f.syntax(tf); file != nil {
			policy.ScopeGoFuncs(f.pass.Fset, file, ds)
		}
	}
	f.files[tf] = ds
	return tf, ds
}

func (f *filter) syntax(tf *token.File) *ast.File {
	for _, file := range f.pass.Files {
		if f.pass.Fset.File(file.Pos()) == tf {
			return file
		}
	}
	return nil
}

func (f *filter) filter(d analysis.Diagnostic) {
	if !f.suppresses(d.Pos) {
		f.report(d)
	}
}

// suppresses reports whether a directive with a reason covers pos for this analyzer, and marks
// it used.
func (f *filter) suppresses(pos token.Pos) bool {
	tf, ds := f.directives(pos)
	if tf == nil {
		return false
	}
	line := tf.Line(pos)
	for i := range ds {
		dir := &ds[i]
		if dir.Reason != "" && names(dir, f.name) && applies(dir, line) {
			f.used[dir] = true
			return true
		}
	}
	return false
}

// finish reports the directives for this analyzer that have no reason or suppressed nothing.
func (f *filter) finish() {
	for _, file := range f.pass.Files {
		tf, ds := f.directives(file.Pos())
		if tf == nil {
			continue
		}
		for i := range ds {
			dir := &ds[i]
			if !namesOnly(dir, f.name) {
				continue
			}
			pos := tf.LineStart(dir.Line) + token.Pos(dir.Column-1)
			switch {
			case dir.Reason == "":
				f.report(analysis.Diagnostic{Pos: pos, Message: "mcperr:ignore directive without a reason: write why the finding is acceptable after the rule"})
			case !f.used[dir]:
				f.report(analysis.Diagnostic{Pos: pos, Message: "this mcperr:ignore directive suppressed nothing; should it be removed?"})
			}
		}
	}
}

// names reports whether the directive lists the rule.
func names(d *policy.Directive, id string) bool {
	for _, r := range d.Rules {
		if strings.EqualFold(r, id) {
			return true
		}
	}
	return false
}

// namesOnly reports whether the rule is the only one the directive lists: only then can this
// analyzer alone say that the directive is unused.
func namesOnly(d *policy.Directive, id string) bool { return len(d.Rules) == 1 && names(d, id) }

// applies reports whether a directive covers a finding on line: its own line when trailing,
// the next line when it stands alone, or the function it documents.
func applies(d *policy.Directive, line int) bool {
	if d.ScopeStart > 0 && line >= d.ScopeStart && line <= d.ScopeEnd {
		return true
	}
	target := d.Line
	if d.OwnLine {
		target++
	}
	return target == line
}
