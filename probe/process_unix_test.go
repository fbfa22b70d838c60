//go:build unix

package probe_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/internal/servertest"
	"github.com/mcperr/mcperr/probe"
)

// TestProcessGroupAndEnvironment starts the crashing go-sdk server behind a shell that prints
// two variables and leaves a child running. Only the variable passed with Env reaches the
// server, its value never appears in the document, and every child is ended with the group.
func TestProcessGroupAndEnvironment(t *testing.T) {
	bin := servertest.Build(t, "gosdk", "panics")
	pids := filepath.Join(t.TempDir(), "pids")
	t.Setenv("PROBE_SECRET", "hunter2-very-secret")
	t.Setenv("PROBE_OTHER", "not-passed")
	script := `echo "secret=$PROBE_SECRET other=$PROBE_OTHER" >&2; sleep 300 & echo $! >> ` + pids + `; exec ` + bin
	doc := run(t, probe.Target{Command: "/bin/sh", Args: []string{"-c", script}, Env: []string{"PROBE_SECRET"}},
		probe.Options{MaxRestarts: 1, Plan: probe.PlanOptions{Tools: []string{"read_note"}}})
	var tail string
	for _, r := range doc.Results {
		if r.Outcome == probe.Lost {
			tail = r.StderrTail
			break
		}
	}
	if !strings.Contains(tail, "secret=[PROBE_SECRET] other=\n") {
		t.Errorf("stderr tail %q: want the passed variable redacted and the other one absent", tail)
	}
	if strings.Contains(tail, "hunter2") || strings.Contains(doc.Server.Command, "hunter2") {
		t.Errorf("the secret's value was printed: %q", tail)
	}
	b, err := os.ReadFile(pids)
	if err != nil {
		t.Fatal(err)
	}
	started := strings.Fields(string(b))
	if len(started) != 2 {
		t.Fatalf("want the server started twice (once more after its crash), got pids %q", started)
	}
	for _, pid := range started {
		if alive(pid) {
			t.Errorf("child %s of the server's process group is still running", pid)
		}
	}
}

// alive reports whether a process runs (and is not a zombie), waiting up to 3s for it to end.
func alive(pid string) bool {
	for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		b, err := os.ReadFile("/proc/" + pid + "/stat")
		if err != nil {
			return false
		}
		if f := strings.Fields(string(b)); len(f) > 2 && f[2] == "Z" {
			return false
		}
	}
	return true
}
