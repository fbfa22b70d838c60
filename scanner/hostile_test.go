//go:build linux

package scanner_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The hostile-input suite (issue 14): each case makes a tree an attacker could make (FIFOs,
// sparse files, symlinks, deep nesting, piles of ignore patterns), runs the real mcperr binary
// on it as a child process with a deadline and a memory ceiling, and asserts what it did. The
// harness kills a child that passes either bound, so a regression fails the case instead of
// hanging the test run or exhausting the machine's memory.
//
// MCPERR_HOSTILE_BIN=PATH runs the suite against a binary built elsewhere (an older commit,
// to see the cases fail there); otherwise the suite builds cmd/mcperr once.

// bounds are what a case may cost. CPU time is the bound that tells a regression: the machine
// may be shared, which stretches wall time many times over; the wall bound only ends a hang.
type bounds struct {
	wall time.Duration
	cpu  time.Duration // user and system time
	rss  int64         // bytes of peak resident memory
}

// defaultBounds hold every case but the deep-nesting ones: a scan of a few small files takes
// a fraction of a second and about 30 MiB.
var defaultBounds = bounds{wall: 60 * time.Second, cpu: 10 * time.Second, rss: 256 << 20}

// outcome is what a child process did.
type outcome struct {
	code           int
	stdout, stderr []byte
	wall, cpu      time.Duration
	peakRSS        int64  // bytes, from the child's rusage (or the last /proc reading if killed)
	killed         string // why the harness killed it, or ""
}

// mcperrBinary builds cmd/mcperr into dir, or returns MCPERR_HOSTILE_BIN.
func mcperrBinary(t *testing.T, dir string) string {
	t.Helper()
	if p := os.Getenv("MCPERR_HOSTILE_BIN"); p != "" {
		return p
	}
	bin := filepath.Join(dir, "mcperr")
	cmd := exec.Command("go", "build", "-o", bin, "github.com/mcperr/mcperr/cmd/mcperr")
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build cmd/mcperr: %v\n%s", err, out)
	}
	return bin
}

// runBounded runs bin with args, killing it when it passes b's wall time or peak RSS (read
// from /proc every 10ms).
func runBounded(t *testing.T, b bounds, cred *syscall.Credential, bin string, args ...string) outcome {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if cred != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", bin, err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var o outcome
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	var err error
wait:
	for {
		select {
		case err = <-done:
			break wait
		case <-tick.C:
			hwm, cpu := usageOf(cmd.Process.Pid)
			o.peakRSS = max(o.peakRSS, hwm)
			switch {
			case time.Since(start) > b.wall:
				o.killed = fmt.Sprintf("still running after %s", b.wall)
			case cpu > b.cpu:
				o.killed = fmt.Sprintf("CPU time passed %s", b.cpu)
			case hwm > b.rss:
				o.killed = fmt.Sprintf("peak RSS %d MiB passed %d MiB", hwm>>20, b.rss>>20)
			default:
				continue
			}
			cmd.Process.Kill()
			err = <-done
			break wait
		}
	}
	o.wall = time.Since(start)
	o.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	o.stdout, o.stderr = stdout.Bytes(), stderr.Bytes()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		o.peakRSS = max(o.peakRSS, ru.Maxrss<<10) // kilobytes on Linux
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
	case errors.As(err, &exit):
		o.code = exit.ExitCode()
	default:
		t.Fatalf("run %s: %v", bin, err)
	}
	t.Logf("mcperr %s: exit %d in %s (CPU %s), peak RSS %.1f MiB", strings.Join(args, " "), o.code,
		o.wall.Round(time.Millisecond), o.cpu.Round(time.Millisecond), float64(o.peakRSS)/(1<<20))
	return o
}

// usageOf reads the peak resident set (VmHWM) and the CPU time so far of a running process;
// zeros once it is gone.
func usageOf(pid int) (int64, time.Duration) {
	var hwm int64
	if b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status"); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
				kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
				hwm = kb << 10
			}
		}
	}
	var cpu time.Duration
	if b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err == nil {
		// The fields after the command, which is in parentheses and may hold spaces: utime
		// and stime are the 12th and 13th, in clock ticks of 1/100 s.
		if i := bytes.LastIndexByte(b, ')'); i >= 0 {
			if f := strings.Fields(string(b[i+1:])); len(f) > 12 {
				ut, _ := strconv.ParseInt(f[11], 10, 64)
				st, _ := strconv.ParseInt(f[12], 10, 64)
				cpu = time.Duration(ut+st) * 10 * time.Millisecond
			}
		}
	}
	return hwm, cpu
}

// within fails the case when the child was killed or passed a bound.
func (o outcome) within(t *testing.T, b bounds) {
	t.Helper()
	if o.killed != "" {
		t.Fatalf("killed: %s\nstderr: %s", o.killed, clip(o.stderr))
	}
	if o.wall > b.wall || o.cpu > b.cpu || o.peakRSS > b.rss {
		t.Fatalf("took %s (CPU %s) and %d MiB, bounds %s (CPU %s) and %d MiB", o.wall, o.cpu, o.peakRSS>>20, b.wall, b.cpu, b.rss>>20)
	}
}

// document decodes a --format json run's output, failing unless it exited 0 or 1.
func (o outcome) document(t *testing.T) *finding.Document {
	t.Helper()
	if o.code != 0 && o.code != 1 {
		t.Fatalf("exit %d, want 0 or 1\nstderr: %s", o.code, clip(o.stderr))
	}
	var doc finding.Document
	if err := json.Unmarshal(o.stdout, &doc); err != nil {
		t.Fatalf("output is not a JSON document: %v\n%s", err, clip(o.stdout))
	}
	return &doc
}

// skipOf returns the skip recorded for path, failing the case when there is none.
func skipOf(t *testing.T, doc *finding.Document, path string) finding.Skipped {
	t.Helper()
	for _, s := range doc.Skipped {
		if s.Path == path {
			return s
		}
	}
	t.Fatalf("no skip recorded for %s; skipped: %+v", path, doc.Skipped)
	return finding.Skipped{}
}

// hasFindingIn reports whether a finding stands in path.
func hasFindingIn(doc *finding.Document, path string) bool {
	for _, f := range doc.Findings {
		if f.Path == path {
			return true
		}
	}
	return false
}

func clip(b []byte) string {
	if len(b) > 2000 {
		return string(b[:2000]) + "..."
	}
	return string(b)
}

// write makes the files of a tree below dir.
func write(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
