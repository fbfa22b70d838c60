package wanttest

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"golang.org/x/tools/go/analysis"
)

// markFact marks a function named Bad* or Far*, with the place of its first return.
type markFact struct{ At place.Place }

func (*markFact) AFact() {}

func (f *markFact) String() string { return "mark(" + f.At.String() + ")" }

// toy reports calls of Bad* functions where they are called, with the callee's return as a
// related location and a fix that calls Good* instead; and calls of Far* functions of another
// package at the callee's return, with the call as a related location.
var toy = &analysis.Analyzer{
	Name:      "toy",
	Doc:       "test analyzer of package wanttest",
	FactTypes: []analysis.Fact{new(markFact)},
	Run: func(pass *analysis.Pass) (any, error) {
		res := place.NewResolver(pass.Fset)
		for _, f := range pass.Files {
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil || !(strings.HasPrefix(fd.Name.Name, "Bad") || strings.HasPrefix(fd.Name.Name, "bad") || strings.HasPrefix(fd.Name.Name, "Far")) {
					continue
				}
				for _, s := range fd.Body.List {
					if ret, ok := s.(*ast.ReturnStmt); ok {
						pass.ExportObjectFact(pass.TypesInfo.Defs[fd.Name], &markFact{At: place.Of(pass, ret)})
						break
					}
				}
			}
		}
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				var id *ast.Ident
				switch fun := call.Fun.(type) {
				case *ast.Ident:
					id = fun
				case *ast.SelectorExpr:
					id = fun.Sel
				}
				fn, _ := pass.TypesInfo.Uses[id].(*types.Func)
				var m markFact
				if fn == nil || !pass.ImportObjectFact(fn, &m) {
					return true
				}
				if strings.HasPrefix(fn.Name(), "Far") {
					pos, end := res.Span(m.At)
					pass.Report(analysis.Diagnostic{Pos: pos, End: end, Message: "far function reached",
						Related: []analysis.RelatedInformation{{Pos: call.Pos(), End: call.End(), Message: "called here"}}})
					return true
				}
				msg := "call of bad function " + fn.Name()
				if strings.Contains(fn.Name(), "Pos") {
					msg += " (see a.go:3)" // a position in a message, which the checks refuse
				}
				pass.Report(analysis.Diagnostic{
					Pos: call.Pos(), End: call.End(), Message: msg,
					Related: []analysis.RelatedInformation{res.Related(m.At, fn.Name()+" returns here")},
					SuggestedFixes: []analysis.SuggestedFix{{Message: "call the good one", TextEdits: []analysis.TextEdit{{
						Pos: id.Pos(), End: id.Pos() + 3, NewText: []byte(map[bool]string{true: "Good", false: "good"}[id.Name[0] == 'B']),
					}}}},
				})
				return true
			})
		}
		return nil, nil
	},
}
