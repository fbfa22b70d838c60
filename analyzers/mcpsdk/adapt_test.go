package mcpsdk_test

import (
	"fmt"
	"testing"

	"github.com/mcperr/mcperr/analyzers/internal/place"
	"github.com/mcperr/mcperr/analyzers/internal/wanttest"
	"github.com/mcperr/mcperr/analyzers/mcpsdk"
	"golang.org/x/tools/go/analysis"
)

// adapted reports what mcpsdk finds about function values put in slots: each adapted value with
// the places of its sink as related locations, and each store whose sink is unknown.
var adapted = &analysis.Analyzer{
	Name:     "adapted",
	Doc:      "reports mcpsdk's adapted values and stores, for tests",
	Requires: []*analysis.Analyzer{mcpsdk.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		in := pass.ResultOf[mcpsdk.Analyzer].(*mcpsdk.Info)
		res := place.NewResolver(pass.Fset)
		for _, a := range in.Adapted {
			out := "error converted"
			if a.Sink.ErrorOut {
				out = "error returned"
			}
			d := analysis.Diagnostic{Pos: a.At.Pos(), Message: fmt.Sprintf("adapted %s: %s, %s", a.Name, a.Sink.Kind, out)}
			for _, h := range a.Sink.Via {
				d.Related = append(d.Related, res.Related(h.At, h.What))
			}
			pass.Report(d)
		}
		for _, s := range in.Stores {
			name := "func literal"
			if s.Func != nil {
				name = s.Func.Name()
			} else if s.Encl != nil {
				name += " in " + s.Encl.Name()
			}
			pass.Reportf(s.At.Pos(), "store %s: %s", s.Key, name)
		}
		return nil, nil
	},
}

func TestAdapters(t *testing.T) { wanttest.Run(t, "testdata/gosdk180", adapted) }
