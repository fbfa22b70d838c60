//go:build unix

package probe_test

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/internal/servertest"
	"github.com/mcperr/mcperr/internal/syncbuf"
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
	var log syncbuf.Buffer
	doc := run(t, probe.Target{Command: "/bin/sh", Args: []string{"-c", script}, Env: []string{"PROBE_SECRET"}, StderrLog: &log},
		probe.Options{MaxRestarts: 1, Plan: probe.PlanOptions{Tools: []string{"read_note"}}})
	if !strings.Contains(log.String(), "secret=[PROBE_SECRET] other=\n") {
		t.Errorf("stderr log %.200q: want the passed variable redacted and the other one absent", log.String())
	}
	for _, r := range doc.Results {
		if strings.Contains(r.StderrTail+r.Panic+r.Text, "hunter2") {
			t.Errorf("%s: the secret's value was printed", label(r))
		}
		if r.Outcome == probe.Lost && r.Panic != "panic: interface conversion: interface {} is nil, not string" {
			t.Errorf("%s: panic line %q", label(r), r.Panic)
		}
	}
	if strings.Contains(log.String(), "hunter2") || strings.Contains(doc.Server.Command, "hunter2") {
		t.Errorf("the secret's value was printed")
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

// TestNoNetwork starts the server in a network namespace of its own: it sees no interface but
// loopback, and that one down.
func TestNoNetwork(t *testing.T) {
	if err := exec.Command("unshare", "--net", "--map-root-user", "true").Run(); err != nil {
		t.Skipf("unshare cannot make a network namespace here: %v", err)
	}
	bin := servertest.Build(t, "gosdk", "panics")
	script := `echo "interfaces: $(tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' ' | tr '\n' ' ')" >&2; exec ` + bin
	var log syncbuf.Buffer
	run(t, probe.Target{Command: "/bin/sh", Args: []string{"-c", script}, NoNetwork: true, StderrLog: &log},
		probe.Options{Plan: probe.PlanOptions{Tools: []string{"lookup"}}})
	if got := strings.TrimSpace(strings.SplitN(log.String(), "\n", 2)[0]); got != "interfaces: lo" {
		t.Errorf("the server saw %q, want only loopback", got)
	}
}

// TestCancelEndsTheGroup cancels a run under way (as an interrupt does): Run returns the
// context's error and the server's process group is ended.
func TestCancelEndsTheGroup(t *testing.T) {
	bin := servertest.Build(t, "gosdk", "envelope")
	pids := filepath.Join(t.TempDir(), "pids")
	script := `sleep 300 & echo $! >> ` + pids + `; exec ` + bin
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err := probe.Run(ctx, probe.Target{Command: "/bin/sh", Args: []string{"-c", script}},
		probe.Options{Timeout: 20 * time.Second, Progress: func(done, total int, p probe.Probe) {
			if done == 2 {
				cancel()
			}
		}})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run returned %v, want context.Canceled", err)
	}
	b, err := os.ReadFile(pids)
	if err != nil {
		t.Fatal(err)
	}
	for _, pid := range strings.Fields(string(b)) {
		if alive(pid) {
			t.Errorf("child %s of the server's process group is still running", pid)
		}
	}
}
