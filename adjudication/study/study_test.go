package study

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/adjudication/demo"
	"github.com/mcperr/mcperr/scanner/all"
)

// demoOptions materialises the demo and returns options for a study of it in dir.
func demoOptions(t *testing.T, dir string, shard adjudication.Shard) Options {
	t.Helper()
	d, err := demo.Materialise(filepath.Join(t.TempDir(), "demo"))
	if err != nil {
		t.Fatal(err)
	}
	return Options{Dir: dir, Frame: d.Frame, Seed: 1, N: 5, Shard: shard, Mirrors: d.Mirrors, Tool: "test", Langs: all.Languages()}
}

func TestDemoStudy(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "study")
	var log bytes.Buffer
	o := demoOptions(t, dir, adjudication.Shard{})
	o.Log = &log
	res, err := Run(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	s := res.Summary
	t.Logf("\n%s\n%s", log.String(), s.FormatTable())
	if s.Sampled != 5 || s.Reachable != 4 {
		t.Errorf("sampled %d reachable %d, want 5 and 4 (the archive repository is missing on purpose)", s.Sampled, s.Reachable)
	}
	if s.ProductionMatches == 0 || s.SemanticPaths == 0 || s.SemanticPaths > s.ProductionMatches {
		t.Errorf("matches %d paths %d", s.ProductionMatches, s.SemanticPaths)
	}
	for _, f := range []string{"ledger/ledger.csv", "ledger/ledger.json", "report/report.html", "report/report.md", "scan/manifest.json"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	// A second run does nothing.
	log.Reset()
	if _, err := Run(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(log.String(), "up to date"); n != 6 {
		t.Errorf("re-run: %d stages up to date, want 6:\n%s", n, log.String())
	}
}
