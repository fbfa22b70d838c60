package main

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestScanHeap checks that a scan runs under the soft heap limit at scanHeapPacing and restores
// the earlier settings, that a live heap past half of the limit lifts it for scanHeapGCPercent, and that
// GOGC or GOMEMLIMIT in the environment leave the collector alone.
func TestScanHeap(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	beforeLimit := debug.SetMemoryLimit(-1)
	beforePercent := debug.SetGCPercent(80) // none of the scan's settings

	defer debug.SetGCPercent(beforePercent)

	restore := scanHeap(1 << 40) // far above any live heap of the test: never outgrown
	if l := debug.SetMemoryLimit(-1); l != 1<<40 {
		t.Fatalf("memory limit during the scan = %d, want %d", l, int64(1)<<40)
	}
	if p := gcPercent(); p != scanHeapPacing {
		t.Fatalf("GC percent during the scan = %d, want %d", p, scanHeapPacing)
	}
	runtime.GC()
	runtime.GC()
	if l := debug.SetMemoryLimit(-1); l != 1<<40 {
		t.Fatalf("memory limit after collections, heap far below it = %d, want it kept", l)
	}
	restore()
	if l := debug.SetMemoryLimit(-1); l != beforeLimit {
		t.Fatalf("memory limit after the scan = %d, want the earlier %d", l, beforeLimit)
	}
	if p := gcPercent(); p != 80 {
		t.Fatalf("GC percent after the scan = %d, want the earlier 80", p)
	}

	// A limit the live heap has outgrown: the first collection lifts it.
	keep := make([]byte, 8<<20)
	restore = scanHeap(4 << 20)
	deadline := time.Now().Add(5 * time.Second)
	for debug.SetMemoryLimit(-1) != beforeLimit {
		if time.Now().After(deadline) {
			t.Fatal("the limit was not lifted when the live heap outgrew it")
		}
		runtime.GC() // the finalizer is queued by a cycle and runs in its own goroutine
		time.Sleep(10 * time.Millisecond)
	}
	if p := gcPercent(); p != scanHeapGCPercent {
		t.Errorf("GC percent once the limit is lifted = %d, want %d", p, scanHeapGCPercent)
	}
	restore()
	if p := gcPercent(); p != 80 {
		t.Errorf("GC percent after the scan = %d, want the earlier 80", p)
	}
	runtime.KeepAlive(keep)

	for _, env := range []string{"GOGC", "GOMEMLIMIT"} {
		t.Setenv(env, "100")
		restore := scanHeap(64 << 20)
		if l := debug.SetMemoryLimit(-1); l != beforeLimit {
			t.Errorf("with %s set, memory limit = %d, want it untouched (%d)", env, l, beforeLimit)
		}
		if p := gcPercent(); p != 80 {
			t.Errorf("with %s set, GC percent = %d, want it untouched (80)", env, p)
		}
		restore()
		t.Setenv(env, "")
	}
}

func TestOutgrown(t *testing.T) {
	for _, c := range []struct {
		live, limit int64
		want        bool
	}{{0, 128 << 20, false}, {64 << 20, 128 << 20, false}, {64<<20 + 1, 128 << 20, true}, {300 << 20, 128 << 20, true}} {
		if got := outgrown(c.live, c.limit); got != c.want {
			t.Errorf("outgrown(%d, %d) = %v, want %v", c.live, c.limit, got, c.want)
		}
	}
}

// gcPercent returns the collector's GOGC setting, leaving it as it is.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}
