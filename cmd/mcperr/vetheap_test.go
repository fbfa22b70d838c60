package main

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestVetStartingHeap checks that collection is off until the first collection, and back to
// its settings after it, and that GOGC in the environment leaves the collector alone.
func TestVetStartingHeap(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	before := debug.SetGCPercent(70)
	defer debug.SetGCPercent(before)

	restore := vetStartingHeap(1 << 30)
	defer restore()
	if p := debug.SetGCPercent(-1); p != -1 {
		t.Fatalf("GC percent during the run = %d, want -1 (off)", p)
	}
	if l := debug.SetMemoryLimit(-1); l != 1<<30 {
		t.Fatalf("memory limit during the run = %d, want %d", l, 1<<30)
	}
	runtime.GC()
	deadline := time.Now().Add(5 * time.Second)
	for {
		runtime.GC() // the finalizer is queued by the first cycle and runs in its own goroutine
		if p := debug.SetGCPercent(-2); p == 70 {
			debug.SetGCPercent(70)
			break
		} else if time.Now().After(deadline) {
			t.Fatalf("GC percent after a collection = %d, want the earlier 70", p)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if l := debug.SetMemoryLimit(-1); l != noMemoryLimit {
		t.Fatalf("memory limit after a collection = %d, want none", l)
	}

	t.Setenv("GOGC", "50")
	restore2 := vetStartingHeap(1 << 30)
	defer restore2()
	if p := debug.SetGCPercent(-2); p != 70 {
		t.Fatalf("with GOGC set, GC percent = %d, want it untouched (70)", p)
	}
	debug.SetGCPercent(70)
}
