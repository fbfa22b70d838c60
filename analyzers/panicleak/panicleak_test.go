package panicleak_test

import (
	"os"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/analyzers/internal/testmod"
	"github.com/mcperr/mcperr/analyzers/internal/wanttest"
	"github.com/mcperr/mcperr/analyzers/panicleak"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

func TestMCPGoOldMapAPI(t *testing.T) { runModule(t, "testdata/mcpgo026") }

// TestMCPGoLegacy: mcp-go before v0.8.0, whose handlers take only the arguments map.
func TestMCPGoLegacy(t *testing.T) { runModule(t, "testdata/mcpgo006") }

func TestMCPGoCurrent(t *testing.T) { runModule(t, "testdata/mcpgo121") }

func TestGoSDK(t *testing.T) { runModule(t, "testdata/gosdk180") }

// TestDotlessModule: a module whose path has no dot (`module mcp-dotless`) is analyzed as the
// module it is, not skipped as the standard library.
func TestDotlessModule(t *testing.T) { runModule(t, "testdata/dotless") }

func runModule(t *testing.T, dir string) {
	wanttest.Run(t, dir, panicleak.Analyzer, "./...")
}

// TestDiagnosticsSpanTheirConstruct: every diagnostic has an end, so that mcperr vet's
// fingerprint covers the text of the panic source (without it every fingerprint changes).
func TestDiagnosticsSpanTheirConstruct(t *testing.T) {
	dir := "testdata/mcpgo121"
	testmod.Download(t, dir)
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir,
		Env: append(os.Environ(), "GOPROXY=off", "GOWORK=off", "GOFLAGS=-mod=mod", "GOTOOLCHAIN=local")}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{panicleak.Analyzer}, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for act := range graph.All() {
		for _, d := range act.Diagnostics {
			if strings.Contains(d.Message, "mcperr:ignore") {
				continue // guard's report of a directive
			}
			n++
			if !d.End.IsValid() || d.End <= d.Pos {
				t.Errorf("%s: %q has no end", act.Package.Fset.Position(d.Pos), d.Message)
			}
		}
	}
	if n == 0 {
		t.Fatal("no diagnostics")
	}
}
