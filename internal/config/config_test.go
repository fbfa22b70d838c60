package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

const full = `version: 1
rules:
  enable: [all]
  disable: [guidance]
fail-on: site
baseline: base.json
new-from-rev: HEAD~1
exclude:
  - gen/
  - "*.pb.go"
  - "!gen/keep.go"
contexts: [production, test]
per-path:
  - paths: ["legacy/**"]
    disable: [softerror]
`

func TestParseFull(t *testing.T) {
	c, err := Parse(".mcperr.yaml", []byte(full))
	if err != nil {
		t.Fatal(err)
	}
	if c.Version != 1 || c.FailOn != "site" || c.Baseline != "base.json" || c.NewFromRev != "HEAD~1" ||
		strings.Join(c.Rules.Enable, ",") != "all" || strings.Join(c.Rules.Disable, ",") != "guidance" ||
		len(c.Exclude) != 3 || strings.Join(c.Contexts, ",") != "production,test" ||
		len(c.PerPath) != 1 || c.PerPath[0].Paths[0] != "legacy/**" || c.PerPath[0].Disable[0] != "softerror" {
		t.Errorf("parsed %+v", c)
	}
}

// TestParseErrors: every mistake names the file, the line and column of the value at fault,
// and what would be valid.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"fial-on: none\n", `c.yaml:1:1: unknown key "fial-on" (valid keys: baseline, contexts, exclude, fail-on, new-from-rev, per-path, rules, version)`},
		{"rules:\n  enable: [panicleak]\n  enabel: [x]\n", `c.yaml:3:3: unknown key "enabel" in rules (valid keys: disable, enable)`},
		{"per-path:\n  - paths: [a]\n    disable: [softerror]\n    fail-on: none\n", `c.yaml:4:5: unknown key "fail-on" in per-path[0]`},
		{"rules:\n  disable: [nosuch]\n", `c.yaml:2:13: unknown rule "nosuch"`},
		{"fail-on: sometimes\n", `c.yaml:1:10: fail-on: unknown fail level "sometimes"`},
		{"contexts: [production, tests]\n", `c.yaml:1:24: contexts: unknown context "tests"`},
		{"exclude: gen/\n", `c.yaml:1:10: exclude: want a list`},
		{"rules: [a]\n", `c.yaml:1:8: rules: want a mapping of keys`},
		{"version: 2\n", `c.yaml:1:10: version 2`},
		{"exclude: [/etc]\n", `c.yaml:1:11: path pattern "/etc"`},
		{"per-path:\n  - paths: [a]\n", `c.yaml:2:5: per-path[0]: want both paths and disable`},
		{"fail-on: none\nfail-on: site\n", `c.yaml:2:1: key "fail-on" given twice`},
		{"version: one\n", `c.yaml: yaml: unmarshal errors:`},
		{"a: [\n", `c.yaml: yaml:`},
		{"version: 1\n---\nversion: 1\n", `c.yaml:2:1: a second YAML document`},
	} {
		_, err := Parse("c.yaml", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: err = %v, want it to contain %q", tc.src, err, tc.want)
		}
	}
}

func TestParseEmpty(t *testing.T) {
	for _, src := range []string{"", "# only a comment\n", "~\n"} {
		if c, err := Parse("c.yaml", []byte(src)); err != nil || c.FailOn != "" {
			t.Errorf("%q: %+v, %v", src, c, err)
		}
	}
}

// TestFindUpward: the nearest file at or above the directory wins, as golangci-lint's does.
func TestFindUpward(t *testing.T) {
	root := t.TempDir()
	deep := filepath.Join(root, "a", "b", "c")
	os.MkdirAll(deep, 0o755)
	if got, err := Find(deep); err != nil || got != "" {
		t.Fatalf("no file: Find = %q, %v", got, err)
	}
	os.WriteFile(filepath.Join(root, ".mcperr.yaml"), []byte("fail-on: none\n"), 0o644)
	os.WriteFile(filepath.Join(root, "a", ".mcperr.yml"), []byte("fail-on: site\n"), 0o644)
	got, err := Find(deep)
	if err != nil || got != filepath.Join(root, "a", ".mcperr.yml") {
		t.Fatalf("Find = %q, %v; want a/.mcperr.yml", got, err)
	}
	c, err := Load(got)
	if err != nil || c.FailOn != "site" || c.Dir != filepath.Join(root, "a") {
		t.Errorf("Load = %+v, %v", c, err)
	}
	os.Mkdir(filepath.Join(deep, ".mcperr.yaml"), 0o755)
	if _, err := Find(deep); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("a directory named .mcperr.yaml: err = %v", err)
	}
}

func TestLoadTooLarge(t *testing.T) {
	p := filepath.Join(t.TempDir(), ".mcperr.yaml")
	os.WriteFile(p, []byte("#"+strings.Repeat("x", maxSize)+"\n"), 0o644)
	if _, err := Load(p); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("err = %v", err)
	}
}

func TestPathsDrop(t *testing.T) {
	c, err := Parse("c.yaml", []byte(full))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	c.Dir = dir
	p := c.Paths()
	for _, tc := range []struct {
		rel, rule string
		ctx       finding.Context
		want      bool
	}{
		{"main.go", "softerror", finding.Production, false},
		{"gen/x.go", "softerror", finding.Production, true},
		{"gen/keep.go", "softerror", finding.Production, false},
		{"api/v1/x.pb.go", "panicleak", finding.Production, true},
		{"legacy/old/tool.py", "softerror", finding.Production, true},
		{"legacy/old/tool.py", "protocolerror", finding.Production, false},
		{"examples/demo.py", "softerror", finding.Example, true},
		{"server_test.go", "softerror", finding.Test, false},
	} {
		f := finding.Finding{Rule: tc.rule, Path: tc.rel, Context: tc.ctx}
		if got := p.Drops(&f, filepath.Join(dir, filepath.FromSlash(tc.rel))); got != tc.want {
			t.Errorf("%s %s (%s): Drops = %v, want %v", tc.rel, tc.rule, tc.ctx, got, tc.want)
		}
	}
	outside := finding.Finding{Rule: "softerror", Path: "gen/x.go", Context: finding.Production}
	if p.Drops(&outside, filepath.Join(filepath.Dir(dir), "gen", "x.go")) {
		t.Error("a file outside the configuration's directory matched its patterns")
	}
}
