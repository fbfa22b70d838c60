package corpus

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// childEnv names the environment variable that makes a test binary an acquisition child.
const childEnv = "MCPERR_ACQUIRE_CHILD"

// putZeroBlob stores a blob of n zero bytes, written in pieces so that the test itself never
// holds it: it compresses to about a thousandth of its size, as a hostile repository's would.
func (tr *testRepo) putZeroBlob(n int64) plumbing.Hash {
	tr.t.Helper()
	obj := tr.repo.Storer.NewEncodedObject()
	obj.SetType(plumbing.BlobObject)
	obj.SetSize(n)
	w, err := obj.Writer()
	if err != nil {
		tr.t.Fatal(err)
	}
	chunk := make([]byte, 1<<20)
	for left := n; left > 0; left -= int64(len(chunk)) {
		if _, err := w.Write(chunk[:min(left, int64(len(chunk)))]); err != nil {
			tr.t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		tr.t.Fatal(err)
	}
	h, err := tr.repo.Storer.SetEncodedObject(obj)
	if err != nil {
		tr.t.Fatal(err)
	}
	return h
}

// childResult is what an acquisition child reports.
type childResult struct {
	Record AcquireRecord
	MaxRSS int64 // bytes: the child's VmHWM from /proc, its own peak without git's processes
}

// runAcquireChild acquires url in a child process (this test binary, re-run into
// TestAcquireChild) under a deadline, and returns its record and peak resident memory.
func runAcquireChild(t *testing.T, url string, o AcquireOptions) childResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	opts, err := json.Marshal(o)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestAcquireChild$", "-test.v=false")
	cmd.Env = append(os.Environ(), childEnv+"="+url, childEnv+"_OPTS="+string(opts), "GOTOOLCHAIN=local")
	out, err := cmd.Output()
	if ctx.Err() != nil {
		t.Fatalf("the acquisition did not end within its deadline: %v", ctx.Err())
	}
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	var res childResult
	line, _, _ := strings.Cut(string(out), "\n")
	if err := json.Unmarshal([]byte(line), &res); err != nil {
		t.Fatalf("child output %q: %v", out, err)
	}
	return res
}

// TestAcquireChild is the child side of runAcquireChild; run directly it does nothing.
func TestAcquireChild(t *testing.T) {
	url := os.Getenv(childEnv)
	if url == "" {
		t.Skip("run by runAcquireChild")
	}
	var o AcquireOptions
	if err := json.Unmarshal([]byte(os.Getenv(childEnv+"_OPTS")), &o); err != nil {
		t.Fatal(err)
	}
	rec, cleanup, _ := acquire(context.Background(), url, o)
	cleanup()
	b, _ := json.Marshal(childResult{Record: rec, MaxRSS: peakRSS(t)})
	fmt.Println(string(b))
}

// peakRSS reads this process's peak resident set size from /proc/self/status.
func peakRSS(t *testing.T) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmHWM in /proc/self/status")
	return 0
}

// TestAcquireZeroBlobBoundedMemory: a small repository holding a 128 MiB blob of zeros (it
// compresses to about 128 KiB) is refused at an 8 MiB cap as too large, classified by its
// cause, without inflating the blob: the child's peak RSS stays far below the blob's size (it
// was 140 MiB before the pack guard), on the shallow clone and on the pinned fetch alike, and
// nothing is left in the cache.
func TestAcquireZeroBlobBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 128 MiB blob")
	}
	const blobSize = 128 << 20
	tr := newTestRepo(t)
	tree := tr.putTree([]object.TreeEntry{
		{Name: "README.md", Mode: filemode.Regular, Hash: tr.putBlob("hello\n")},
		{Name: "zeros.bin", Mode: filemode.Regular, Hash: tr.putZeroBlob(blobSize)},
	})
	head := tr.commitTree(tree)
	for _, commit := range []string{"", head} {
		cache := t.TempDir()
		res := runAcquireChild(t, tr.url(), AcquireOptions{Policy: local, CacheDir: cache, Commit: commit, MaxBytes: 8 << 20})
		t.Logf("commit %q: peak RSS %d MiB, record %+v", commit, res.MaxRSS>>20, res.Record)
		if res.Record.Status != StatusFailed || res.Record.Reason != ReasonTooLarge {
			t.Errorf("commit %q: status %s reason %q (%s), want failed as %s", commit, res.Record.Status, res.Record.Reason, res.Record.Detail, ReasonTooLarge)
		}
		if !strings.Contains(res.Record.Detail, "declares 134217728 bytes, over the 8388608-byte cap") {
			t.Errorf("commit %q: detail %q does not say which object is over the cap", commit, res.Record.Detail)
		}
		if res.MaxRSS > 64<<20 {
			t.Errorf("commit %q: peak RSS %d MiB for a %d MiB blob refused at an 8 MiB cap, want under 64 MiB", commit, res.MaxRSS>>20, blobSize>>20)
		}
		if ents, _ := os.ReadDir(cache); len(ents) != 0 {
			t.Errorf("commit %q: partial clone left behind: %v", commit, ents)
		}
	}
}

// TestAcquireCapDuringFetchIsTooLarge: a repository whose pack outgrows the cap while it is
// fetched is recorded as too large, with the cap's reason, not as an unreachable host whose
// fetch was "context canceled".
func TestAcquireCapDuringFetchIsTooLarge(t *testing.T) {
	tr := newTestRepo(t)
	var entries []object.TreeEntry
	for i := 0; i < 8; i++ {
		entries = append(entries, object.TreeEntry{Name: fmt.Sprintf("r%02d.bin", i), Mode: filemode.Regular, Hash: tr.putBlob(string(randomBytes(1<<20, uint32(i+1))))})
	}
	head := tr.commitTree(tr.putTree(entries))
	for _, commit := range []string{"", head} {
		rec, _, err := acquire(context.Background(), tr.url(), AcquireOptions{Policy: local, CacheDir: t.TempDir(), Commit: commit, MaxBytes: 4 << 20})
		t.Logf("commit %q: %s", commit, rec.Detail)
		if ReasonOf(err) != ReasonTooLarge || rec.Reason != ReasonTooLarge || strings.Contains(rec.Detail, "context canceled") {
			t.Errorf("commit %q: reason %q, detail %q, want %s", commit, rec.Reason, rec.Detail, ReasonTooLarge)
		}
	}
}

// randomBytes returns n bytes that neither compress nor delta against another seed's.
func randomBytes(n int, seed uint32) []byte {
	b := make([]byte, n)
	x := seed*2654435761 + 1
	for i := range b {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		b[i] = byte(x)
	}
	return b
}
