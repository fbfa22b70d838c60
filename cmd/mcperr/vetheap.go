package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"sync"
)

// vetHeapStart is the heap a vet run grows to before its first garbage collection. Loading and
// type-checking a module and running the analyzers allocate a lot that stays live to the end
// (syntax, types, facts): on github-mcp-server (35 packages) a run allocates about 150 MiB in
// all, and the collector, pacing at GOGC=100 from a small heap, spent about a fifth of the run's
// CPU time in a dozen cycles that freed little. Below this size no collection runs; above it the
// usual pacing applies, so a larger module costs at most this much more memory.
const vetHeapStart = 256 << 20

// vetStartingHeap turns garbage collection off until the heap reaches limit (through the
// runtime's memory limit), and back to what it was after the first collection, as the Go
// compiler does for its own start (cmd/compile's AdjustStartingHeap). GOGC or GOMEMLIMIT in the
// environment leave the collector as the user set it. The returned function restores the
// collector's settings if no collection has done it yet.
func vetStartingHeap(limit int64) (restore func()) {
	if collectorSetByUser() {
		return func() {}
	}
	percent := debug.SetGCPercent(-1)
	memLimit := debug.SetMemoryLimit(limit)
	var once sync.Once
	restore = func() {
		once.Do(func() {
			debug.SetGCPercent(percent)
			debug.SetMemoryLimit(memLimit)
		})
	}
	// A finalizer runs after the collection that finds its object unreachable: the first one.
	sentinel := &gcSentinel{}
	runtime.SetFinalizer(sentinel, func(*gcSentinel) { restore() })
	return restore
}

// collectorSetByUser reports whether GOGC or GOMEMLIMIT in the environment set the garbage
// collector, which mcperr then leaves as the user set it.
func collectorSetByUser() bool {
	return os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != ""
}

// gcSentinel is an object whose finalizer tells that a collection ran (it holds a pointer so
// that it is not a tiny allocation, which may never be finalized).
type gcSentinel struct{ _ *int }

// noMemoryLimit is the runtime's memory limit when none is set.
const noMemoryLimit = math.MaxInt64
