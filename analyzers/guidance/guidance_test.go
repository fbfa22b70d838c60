package guidance_test

import (
	"os"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/analyzers/guidance"
	"github.com/mcperr/mcperr/analyzers/internal/testmod"
	"golang.org/x/tools/go/analysis/analysistest"
)

func TestMCPGoOldMapAPI(t *testing.T) { runModule(t, "testdata/mcpgo026") }

func TestMCPGoCurrent(t *testing.T) { runModule(t, "testdata/mcpgo121") }

func TestGoSDK(t *testing.T) { runModule(t, "testdata/gosdk180") }

func TestGoSDKBeforeKeptContent(t *testing.T) { runModule(t, "testdata/gosdk141") }

func runModule(t *testing.T, dir string) {
	testmod.Download(t, dir)
	checkHelperRelated(t, analysistest.Run(t, dir, guidance.Analyzer, "./..."))
}

// checkHelperRelated: a finding on a result that a helper builds names the helper's declaration
// as its related place (analysistest checks messages only).
func checkHelperRelated(t *testing.T, results []*analysistest.Result) {
	t.Helper()
	for _, r := range results {
		for _, d := range r.Diagnostics {
			_, rest, ok := strings.Cut(d.Message, "isError result of helper ")
			if !ok {
				continue
			}
			name, _, _ := strings.Cut(rest, " ")
			if len(d.Related) != 1 || d.Related[0].Message != "helper "+name+", which builds the result" {
				t.Errorf("%s: related %+v, want the declaration of helper %s", r.Pass.Fset.Position(d.Pos), d.Related, name)
				continue
			}
			at := r.Pass.Fset.Position(d.Related[0].Pos)
			src, err := os.ReadFile(at.Filename)
			if err != nil {
				t.Fatal(err)
			}
			if line := strings.Split(string(src), "\n")[at.Line-1]; !strings.HasPrefix(line, "func ") || !strings.HasPrefix(line[at.Column-1:], name+"(") {
				t.Errorf("%s: related place %s is not the declaration of %s: %q", r.Pass.Fset.Position(d.Pos), at, name, line)
			}
		}
	}
}
