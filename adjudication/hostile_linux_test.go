//go:build linux

package adjudication

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// childEnv names the sheet a child process of TestHugeCellIsRefusedInBoundedMemory reads.
const childEnv = "MCPERR_TEST_HUGE_SHEET"

// TestHugeCellIsRefusedInBoundedMemory: a coding sheet with a 64 MiB cell is refused by a child
// process (this test binary, run again) within a deadline and with a peak RSS, read from
// /proc/self/status, far below the file's size.
func TestHugeCellIsRefusedInBoundedMemory(t *testing.T) {
	if name := os.Getenv(childEnv); name != "" {
		_, err := ReadSheetFile(name, fixtureLedger())
		fmt.Printf("err: %v\npeak-kb: %d\n", err, peakRSSKB())
		return
	}
	l := fixtureLedger()
	data := codedSheet(t, l, "alice", []string{"confirmed/structured"})
	head, tail, _ := strings.Cut(string(data), "alice looked")
	name := filepath.Join(t.TempDir(), "huge.csv")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	w.WriteString(head)
	w.Write(bytes.Repeat([]byte("x"), 64<<20))
	w.WriteString(tail)
	w.Flush()
	f.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestHugeCellIsRefusedInBoundedMemory$")
	cmd.Env = append(os.Environ(), childEnv+"="+name)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	var peak int
	for _, line := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(line, "peak-kb: "); ok {
			peak, _ = strconv.Atoi(v)
		}
	}
	t.Logf("child peak RSS %d KB", peak)
	if !strings.Contains(string(out), "huge.csv:2: a cell of more than") {
		t.Errorf("the child did not refuse the cell:\n%.300s", out)
	}
	if peak == 0 || peak > 48<<10 {
		t.Errorf("peak RSS %d KB reading a sheet with a 64 MiB cell, want under 48 MB", peak)
	}
}

// peakRSSKB returns the process's peak resident set (VmHWM) in KB, or 0.
func peakRSSKB() int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return n
		}
	}
	return 0
}
