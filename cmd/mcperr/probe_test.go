package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcperr/mcperr/internal/servertest"
	"github.com/mcperr/mcperr/probe"
)

// runProbeCmd runs `mcperr probe args...` through the real command tree.
func runProbeCmd(t *testing.T, args ...string) (*probe.Document, string, int) {
	t.Helper()
	var out, errw bytes.Buffer
	code := run(append([]string{"probe", "--format", "json"}, args...), strings.NewReader(""), &out, &errw)
	var doc probe.Document
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		t.Fatalf("probe printed no JSON document (exit %d): %v\n%s\n%s", code, err, out.String(), errw.String())
	}
	return &doc, errw.String(), code
}

// vetJSON runs `mcperr vet --format json ./...` in dir and writes the document to a file.
func vetJSON(t *testing.T, dir string) string {
	t.Helper()
	t.Chdir(dir)
	var out, errw bytes.Buffer
	if code := run([]string{"vet", "--format", "json", "./..."}, strings.NewReader(""), &out, &errw); code == exitFailure {
		t.Fatalf("vet failed: %s", errw.String())
	}
	file := filepath.Join(t.TempDir(), "vet.json")
	if err := os.WriteFile(file, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// verdicts maps "rule path:line" to "verdict tools" for a document's checks.
func verdicts(doc *probe.Document) map[string]string {
	m := map[string]string{}
	for _, c := range doc.Checks {
		m[c.Rule+" "+c.Path+":"+itoa(c.Line)] = string(c.Verdict) + " " + strings.Join(c.Tools, ",")
	}
	return m
}

func expectVerdicts(t *testing.T, doc *probe.Document, want map[string]string) {
	t.Helper()
	got := verdicts(doc)
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %q, want %q", k, got[k], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("checks %v, want %v", got, want)
	}
}

// mcp-go v1.2.1: vet predicts -32603 for getIssue's returned errors and for getUser's
// unchecked assertion, which mcp-go recovers into -32603 "internal panic"; the probes see both.
func TestProbeStaticMCPGo(t *testing.T) {
	bin := servertest.Build(t, "mcpgo", "protocol")
	vet := vetJSON(t, servertest.Dir(t, "mcpgo"))
	doc, _, code := runProbeCmd(t, "--static", vet, "--", bin)
	if code != exitFindings {
		t.Errorf("exit %d, want %d: the tools answer mistakes with protocol errors", code, exitFindings)
	}
	expectVerdicts(t, doc, map[string]string{
		"protocolerror protocol/main.go:40": "confirmed get_issue",
		"protocolerror protocol/main.go:44": "confirmed get_issue",
		"protocolerror protocol/main.go:46": "confirmed get_issue",
		"panicleak protocol/main.go:50":     "confirmed get_user",
		"protocolerror protocol/main.go:51": "confirmed get_user",
	})
	for _, c := range doc.Checks {
		if c.Line == 50 && !strings.Contains(c.Reason, "internal panic") {
			t.Errorf("panicleak confirmed for the wrong reason: %s", c.Reason)
		}
		if c.Line == 51 && strings.Contains(c.Reason, "panic") {
			t.Errorf("protocolerror confirmed by the panic, not by the returned error: %s", c.Reason)
		}
	}
}

// go-sdk v1.8.0: vet's panicleak in readNote is confirmed by the crash; the one it reports in
// setStatus (an assertion the loop before it has already checked) is contradicted, every probe
// getting an isError result; readNote's protocolerror cannot be reached before the crash.
func TestProbeStaticGoSDK(t *testing.T) {
	panics := servertest.Build(t, "gosdk", "panics")
	envelope := servertest.Build(t, "gosdk", "envelope")
	vet := vetJSON(t, servertest.Dir(t, "gosdk"))
	doc, _, _ := runProbeCmd(t, "--static", vet, "--", panics)
	expectVerdicts(t, doc, map[string]string{
		"panicleak envelope/main.go:43":   "not-exercised ",
		"panicleak panics/main.go:35":     "confirmed read_note",
		"protocolerror panics/main.go:36": "not-exercised read_note",
	})
	doc, _, code := runProbeCmd(t, "--static", vet, "--", envelope)
	expectVerdicts(t, doc, map[string]string{
		"panicleak envelope/main.go:43":   "contradicted set_status",
		"panicleak panics/main.go:35":     "not-exercised ",
		"protocolerror panics/main.go:36": "not-exercised ",
	})
	if code != exitClean {
		t.Errorf("exit %d: every tool answered with isError results", code)
	}
}

// --static DIR scans the directory: softerror's prediction (a success) is what the soft
// server's search tool answers.
func TestProbeStaticScanDir(t *testing.T) {
	bin := servertest.Build(t, "mcpgo", "soft")
	doc, _, _ := runProbeCmd(t, "--static", filepath.Join(servertest.Dir(t, "mcpgo"), "soft"), "--", bin)
	expectVerdicts(t, doc, map[string]string{"softerror main.go:27": "confirmed search"})
	if r := doc.Checks[0].Reason; !strings.HasSuffix(r, "static profile 000000, observed typed profile 000000") {
		t.Errorf("the reason does not compare the profiles: %s", r)
	}
}

func TestProbeUsage(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "give the server's command after --"},
		{[]string{"--url", "http://127.0.0.1:1/mcp", "--", "x"}, "not both"},
		{[]string{"stray", "--", "x"}, `unexpected argument "stray"`},
		{[]string{"--url", "http://127.0.0.1:1/mcp", "--no-network"}, "--no-network applies to a server started on stdio"},
		{[]string{"--format", "sarif", "--", "x"}, `unknown output format "sarif"`},
		{[]string{"--timeout", "0s", "--", "x"}, "--timeout must be positive"},
		{[]string{"--env", "=x", "--", "x"}, "want KEY or KEY=VALUE"},
		{[]string{"--static", "/nonexistent/static", "--", "x"}, "--static"},
		{[]string{"--", "/nonexistent/server"}, "starting /nonexistent/server"},
	} {
		var out, errw bytes.Buffer
		code := run(append([]string{"probe"}, c.args...), strings.NewReader(""), &out, &errw)
		if code != exitFailure || !strings.Contains(errw.String(), c.want) {
			t.Errorf("probe %q: exit %d, stderr %q; want exit 2 and %q", c.args, code, errw.String(), c.want)
		}
	}
}
