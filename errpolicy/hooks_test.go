package errpolicy

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var testRules = []Rule{{Prefix: "auth.forbidden", Action: SkipReport}, {Prefix: "auth.", Action: Reauth}, {Prefix: "RATE_LIMITED", Action: RetryOnce}}

func triage(t *testing.T, input string) string {
	t.Helper()
	var out bytes.Buffer
	if err := Triage(strings.NewReader(input), testRules, &out); err != nil {
		t.Fatal(err)
	}
	if out.Len() == 0 {
		return ""
	}
	var o struct {
		HookSpecificOutput struct {
			HookEventName     string `json:"hookEventName"`
			AdditionalContext string `json:"additionalContext"`
		} `json:"hookSpecificOutput"`
	}
	if err := json.Unmarshal(out.Bytes(), &o); err != nil || o.HookSpecificOutput.HookEventName != "PostToolUse" {
		t.Fatalf("hook output %q: %v", out.String(), err)
	}
	return o.HookSpecificOutput.AdditionalContext
}

func TestTriageReadsTheCodeFirst(t *testing.T) {
	for name, tc := range map[string]struct{ input, want string }{
		"structured error.code": {`{"tool_name":"mcp__gh__get","tool_response":{"isError":true,"content":[{"type":"text","text":"expired"}],"structuredContent":{"error":{"code":"auth.expired"}}}}`, "auth.expired (row auth.): re-authenticate"},
		"longest prefix wins":   {`{"tool_name":"x","tool_response":{"isError":true,"structuredContent":{"code":"auth.forbidden"}}}`, string(SkipReport)},
		"code in JSON text":     {`{"tool_name":"x","tool_response":{"isError":true,"content":[{"type":"text","text":"{\"error\":{\"code\":\"RATE_LIMITED\"}}"}]}}`, string(RetryOnce)},
		"response as a string":  {`{"tool_name":"x","tool_response":"{\"isError\":true,\"_meta\":{\"error\":{\"code\":\"RATE_LIMITED\"}}}"}`, string(RetryOnce)},
		"nested response":       {`{"tool_name":"x","tool_response":{"Ok":{"isError":true,"structuredContent":{"code":"RATE_LIMITED"}}}}`, string(RetryOnce)},
		"no code: the prose":    {`{"tool_name":"x","tool_response":{"isError":true,"content":[{"type":"text","text":"boom"}]}}`, "no typed error code: " + string(SurfaceProse)},
		"unlisted code":         {`{"tool_name":"x","tool_response":{"isError":true,"structuredContent":{"code":"WHAT"}}}`, "does not list"},
		"numeric code":          {`{"tool_name":"x","tool_response":{"isError":true,"structuredContent":{"code":429}}}`, "error code 429"},
	} {
		if got := triage(t, tc.input); !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q lacks %q", name, got, tc.want)
		}
	}
	if got := triage(t, `{"tool_name":"x","tool_response":{"isError":false,"content":[]}}`); got != "" {
		t.Errorf("a success got %q", got)
	}
	if err := Triage(strings.NewReader("not json"), testRules, &bytes.Buffer{}); err == nil {
		t.Error("bad input: no error")
	}
}

// TestCodexHooksCommandSurvivesTheShell runs the hook's command line through a real shell
// (with a script that prints its arguments in place of mcperr, at a path with a space) to check that the rules reach the program intact, quotes and
// all.
func TestCodexHooksCommandSurvivesTheShell(t *testing.T) {
	tab := &Table{Rows: []Row{{Prefix: "it's.", Action: Revise, From: "family"}, {Prefix: "B", Action: RetryOnce, From: "policy"}, {From: "none", Action: SurfaceProse}}}
	prog := filepath.Join(t.TempDir(), "print args")
	if err := os.WriteFile(prog, []byte("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	b, err := CodexHooks(tab, prog, "mcp__github__.*")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Hooks struct {
			PostToolUse []struct {
				Matcher string `json:"matcher"`
				Hooks   []struct {
					Type    string `json:"type"`
					Command string `json:"command"`
				} `json:"hooks"`
			} `json:"PostToolUse"`
		} `json:"hooks"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	hs := doc.Hooks.PostToolUse
	if len(hs) != 1 || hs[0].Matcher != "mcp__github__.*" || len(hs[0].Hooks) != 1 || hs[0].Hooks[0].Type != "command" {
		t.Fatalf("hooks.json: %s", b)
	}
	out, err := exec.Command("sh", "-c", hs[0].Hooks[0].Command).Output()
	if err != nil {
		t.Fatal(err)
	}
	args := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(args) != 4 || args[0] != "policy" || args[1] != "triage" || args[2] != "--rules" {
		t.Fatalf("the shell gave %q", args)
	}
	var rules []Rule
	if err := json.Unmarshal([]byte(args[3]), &rules); err != nil || len(rules) != 2 || rules[0].Prefix != "it's." {
		t.Errorf("rules after the shell: %q (%v)", args[3], err)
	}
}
