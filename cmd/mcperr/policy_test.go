package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/errpolicy"
)

// runPolicyCmd runs the real command tree with stdin and returns stdout, stderr and the exit code.
func runPolicyCmd(stdin string, args ...string) (string, string, int) {
	var out, errw bytes.Buffer
	code := run(append([]string{"policy"}, args...), strings.NewReader(stdin), &out, &errw)
	return out.String(), errw.String(), code
}

var typedServer = filepath.Join("..", "..", "errpolicy", "testdata", "typed")

// TestPolicyWritesAgentsMD writes the section into an AGENTS.md with text around it, twice:
// the text stays byte for byte and the second run changes nothing.
func TestPolicyWritesAgentsMD(t *testing.T) {
	p := filepath.Join(t.TempDir(), "AGENTS.md")
	before, after := "# Agents\n\nRun make test.\n\n", "\n\n## Style\nTabs.\n"
	if err := os.WriteFile(p, []byte(before+errpolicy.StartMarker+"\nstale\n"+errpolicy.EndMarker+after), 0o644); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		out, errw, code := runPolicyCmd("", "--no-cache", "--write", p, typedServer)
		if code != exitClean || out != "" || !strings.Contains(errw, "AGENTS.md") {
			t.Fatalf("run %d: exit %d, stdout %q, stderr %q", i, code, out, errw)
		}
	}
	b, _ := os.ReadFile(p)
	s := string(b)
	if !strings.HasPrefix(s, before+errpolicy.StartMarker) || !strings.HasSuffix(s, errpolicy.EndMarker+after) ||
		!strings.Contains(s, "| `RATE_LIMITED` | `RATE_LIMITED` | wait and retry once |") || strings.Contains(s, "stale") {
		t.Errorf("AGENTS.md:\n%s", s)
	}
}

// TestPolicyHooksAndTriage emits the Codex hooks file and feeds a failed call to the triage
// command the hook runs, with the rules from that file.
func TestPolicyHooksAndTriage(t *testing.T) {
	out, errw, code := runPolicyCmd("", "--no-cache", "--hooks", "codex", "--server", "issues", typedServer)
	if code != exitClean {
		t.Fatalf("exit %d: %s", code, errw)
	}
	var doc map[string]map[string][]struct {
		Matcher string
		Hooks   []struct{ Command string }
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("hooks.json: %v\n%s", err, out)
	}
	hook := doc["hooks"]["PostToolUse"][0]
	cmd := hook.Hooks[0].Command
	i := strings.Index(cmd, "--rules '")
	if hook.Matcher != "mcp__issues__.*" || i < 0 {
		t.Fatalf("hook %+v", hook)
	}
	rules := strings.TrimSuffix(cmd[i+len("--rules '"):], "'")
	input := `{"tool_name":"mcp__issues__get_issue","tool_response":{"isError":true,"structuredContent":{"error":{"code":"auth.expired"}}}}`
	out, errw, code = runPolicyCmd(input, "triage", "--rules", rules)
	if code != exitClean || !strings.Contains(out, "re-authenticate") {
		t.Errorf("triage: exit %d, stdout %q, stderr %q", code, out, errw)
	}
}

func TestPolicyJSONAndBadInput(t *testing.T) {
	out, errw, code := runPolicyCmd("", "--no-cache", "--format", "json", typedServer)
	var tab errpolicy.Table
	if code != exitClean || json.Unmarshal([]byte(out), &tab) != nil || tab.Typed == 0 {
		t.Fatalf("json: exit %d, stderr %q, out %q", code, errw, out)
	}
	for _, args := range [][]string{
		{"--format", "xml", typedServer},
		{"--hooks", "claude", typedServer},
		{"--server", "x", typedServer},
		{filepath.Join(typedServer, "package.json")},
		{filepath.Join(t.TempDir(), "missing")},
	} {
		if _, errw, code := runPolicyCmd("", args...); code != exitFailure || !strings.Contains(errw, "policy") {
			t.Errorf("mcperr policy %v: exit %d, stderr %q", args, code, errw)
		}
	}
	if _, errw, code := runPolicyCmd("not json", "triage"); code != exitFailure || !strings.Contains(errw, "not JSON") {
		t.Errorf("triage of bad input: exit %d, stderr %q", code, errw)
	}
}
