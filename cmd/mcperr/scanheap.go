package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// scanHeapLimit is the soft limit of the Go heap during a scan or an audit. A root's cross-file
// summaries and index stay live until it is linked, so the live heap grows with the largest
// root (about 78 MiB on the 2x generated corpus of bench/scan.sh), and at GOGC=100 the heap
// grows to twice that before a collection, with tree-sitter's C heap on top: 212 to 224 MiB of
// peak RSS there. Under this limit the collector runs earlier once the heap nears it (180 to
// 185 MiB, the same CPU time in 3 interleaved runs); a smaller heap never reaches it.
const scanHeapLimit = 128 << 20

// scanHeapGCPercent is the collector's pacing once a root's live heap outgrows the limit: the
// limit is lifted then (holding a live heap near it would keep the collector running all the
// time, up to half the CPU), and the heap grows to one and a half times the live heap, so that
// memory and time both stay proportional to the root.
const scanHeapGCPercent = 50

// scanHeap sets the soft heap limit for a scan unless GOGC or GOMEMLIMIT in the environment set
// the collector, watches the live heap after each collection, and falls back to
// scanHeapGCPercent without a limit when the live heap passes three quarters of it. The
// returned function restores the collector's earlier settings.
func scanHeap(limit int64) (restore func()) {
	if collectorSetByUser() {
		return func() {}
	}
	var mu sync.Mutex
	done := false
	memLimit := debug.SetMemoryLimit(limit)
	percent := gcPercent()
	lifted := false
	var arm func()
	arm = func() {
		sentinel := &gcSentinel{}
		runtime.SetFinalizer(sentinel, func(*gcSentinel) {
			mu.Lock()
			defer mu.Unlock()
			if done {
				return
			}
			if outgrown(liveHeap(), limit) {
				debug.SetMemoryLimit(memLimit)
				debug.SetGCPercent(scanHeapGCPercent)
				lifted = true
				return
			}
			arm()
		})
	}
	arm()
	return func() {
		mu.Lock()
		defer mu.Unlock()
		done = true
		debug.SetMemoryLimit(memLimit)
		if lifted {
			debug.SetGCPercent(percent)
		}
	}
}

// gcPercent returns the collector's GOGC setting, leaving it as it is.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// outgrown reports whether a live heap is too close to the soft limit for the limit to help.
func outgrown(live, limit int64) bool { return live > limit/4*3 }

// liveHeap returns the heap the last collection found live, in bytes.
func liveHeap() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64())
}
