package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var updateRules = flag.Bool("update-rules", false, "rewrite the golden files in testdata/rules/")

// runRules runs the real command tree and returns stdout, stderr and the exit code.
func runRules(args ...string) (string, string, int) {
	var out, errw bytes.Buffer
	code := run(append([]string{"rules"}, args...), strings.NewReader(""), &out, &errw)
	return out.String(), errw.String(), code
}

func TestRulesGolden(t *testing.T) {
	cases := []struct {
		file string
		args []string
	}{
		{"list.txt", nil},
		{"list.json", []string{"--format", "json"}},
		{"directive.md", []string{"directive"}},
		{"directive.json", []string{"directive", "--format", "json"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			out, errw, code := runRules(c.args...)
			if code != exitClean {
				t.Fatalf("mcperr rules %v: exit %d, stderr %s", c.args, code, errw)
			}
			file := filepath.Join("testdata", "rules", c.file)
			if *updateRules {
				if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test ./cmd/mcperr -run TestRules -update-rules)", err)
			}
			if out != string(want) {
				t.Errorf("mcperr rules %v differs from %s (run go test ./cmd/mcperr -run TestRules -update-rules if intended):\n%s", c.args, file, out)
			}
		})
	}
}

func TestRulesPrintsEveryRulePage(t *testing.T) {
	for _, id := range ruleIDs() {
		out, _, code := runRules(id)
		if code != exitClean || !strings.HasPrefix(out, "# Rule "+id+"\n") {
			t.Errorf("mcperr rules %s: exit %d, output starts %.40q", id, code, out)
		}
	}
}

func TestRulesUnknown(t *testing.T) {
	for _, args := range [][]string{{"nosuchrule"}, {"--format", "xml"}} {
		_, errw, code := runRules(args...)
		if code != exitFailure || !strings.Contains(errw, args[len(args)-1]) {
			t.Errorf("mcperr rules %v: exit %d, stderr %q; want exit 2 naming %s", args, code, errw, args[len(args)-1])
		}
	}
}
