// Package guard wraps every mcperr analyzer's Run: a panic inside an analyzer becomes an error
// of mcperr that names the analyzer and the package (never a crash of go vet or golangci-lint),
// and, unless the driver does it itself, mcperr:ignore directives are honoured in the pass.
//
// The `mcperr vet` driver applies directives centrally (package policy, with unused-directive
// findings across all rules) and turns the analyzers' own handling off with -directives=false.
// Under `go vet -vettool` and golangci-lint there is no such driver, so each analyzer drops the
// diagnostics a directive names it in and records the directive as used (Used); the directive
// analyzer (analyzers/directive), which runs after them, reports the directives that are
// malformed or suppressed nothing, under the rule's one name, "directive".
package guard

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"

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
		if ruleIDInMessage.Load() {
			withRuleID(pass, a.Name)
		}
		if !*on {
			return run(pass)
		}
		f := newFilter(pass, a.Name)
		filters.Store(pass, f)
		defer filters.Delete(pass)
		return run(pass)
	}
	return a
}

// ruleIDInMessage is set by SetRuleIDInMessage.
var ruleIDInMessage atomic.Bool

// SetRuleIDInMessage makes every analyzer end its messages with its rule ID in parentheses, as
// staticcheck ends them with its check's ID: "message (protocolerror)". go vet's text output
// names no analyzer, so cmd/mcperrvet turns it on there (go vet runs its tool with -json for
// both of its outputs, so go vet -json has the suffix too); the drivers that name the rule
// themselves (mcperr vet, golangci-lint) leave it off.
func SetRuleIDInMessage(on bool) { ruleIDInMessage.Store(on) }

// withRuleID makes the pass's reports end in " (<id>)".
func withRuleID(pass *analysis.Pass, id string) {
	report := pass.Report
	pass.Report = func(d analysis.Diagnostic) {
		d.Message += " (" + id + ")"
		report(d)
	}
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
}

func newFilter(pass *analysis.Pass, name string) *filter {
	f := &filter{pass: pass, name: name, report: pass.Report, files: map[*token.File][]policy.Directive{}}
	pass.Report = f.filter
	return f
}

// DirectiveAt names a directive by its place: the file (as the token.File names it) and the
// line and byte column of its marker.
type DirectiveAt struct {
	File         string
	Line, Column int
}

// used holds, per package, the directives that suppressed a diagnostic of some analyzer.
var used sync.Map // *types.Package -> *usedSet

type usedSet struct {
	mu sync.Mutex
	at map[DirectiveAt]bool
}

func markUsed(pkg *types.Package, at DirectiveAt) {
	v, _ := used.LoadOrStore(pkg, &usedSet{at: map[DirectiveAt]bool{}})
	s := v.(*usedSet)
	s.mu.Lock()
	s.at[at] = true
	s.mu.Unlock()
}

// Used returns the directives of the package that suppressed a diagnostic of an analyzer that
// ran on it, and forgets them. The directive analyzer calls it once per package, after every
// analyzer it requires has run there.
func Used(pkg *types.Package) map[DirectiveAt]bool {
	v, ok := used.LoadAndDelete(pkg)
	if !ok {
		return nil
	}
	return v.(*usedSet).at
}

// Directives returns the directives of a Go file of the pass, with the functions their doc
// comments cover (policy.ScopeGoFuncs).
func Directives(pass *analysis.Pass, file *ast.File) (*token.File, []policy.Directive) {
	tf := pass.Fset.File(file.Pos())
	if tf == nil {
		return nil, nil
	}
	src, err := pass.ReadFile(tf.Name())
	if err != nil {
		return tf, nil
	}
	ds := policy.Directives(src)
	policy.ScopeGoFuncs(pass.Fset, file, ds)
	return tf, ds
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
	if file := f.syntax(tf); file != nil {
		_, ds = Directives(f.pass, file)
	} else if src, err := f.pass.ReadFile(tf.Name()); err == nil {
		ds = policy.Directives(src)
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
			markUsed(f.pass.Pkg, DirectiveAt{File: tf.Name(), Line: dir.Line, Column: dir.Column})
			return true
		}
	}
	return false
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
