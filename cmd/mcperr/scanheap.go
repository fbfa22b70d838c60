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

// scanHeapPacing is the collector's pacing under the limit: the heap grows to three times the
// live heap before a collection, or to the limit, whichever comes first. A cold scan's live heap
// is small (the roots of bench/scan.sh keep about 40 MiB) and most of what it allocates (node
// caches, memos, per-file lists) is dead once its file is done, so at GOGC=100 the collector ran
// twice as often as it needed to for the memory the limit allows: on the 70 roots of bench/scan.sh
// (interleaved, 5 and 6 rounds), GOGC=200 under the limit took 5 to 8% less CPU time, for a peak
// RSS of 166 MiB against 118 (the limit bounds the Go heap, tree-sitter's C heap comes on top).
const scanHeapPacing = 200

// scanHeapGCPercent is the collector's pacing once a root's live heap outgrows the limit: the
// limit is lifted then and the heap grows to twice the live heap, Go's default. Under the limit
// the heap may grow only by what the limit leaves above the live heap, so past half of the limit
// the collector would run more often than Go's default, and more often the closer the live heap
// came: on the scale test's corpus of bench/scan.sh (one root of 240 MiB, a live heap of 200 MiB
// at the end), lifting the limit at three quarters of it for GOGC=50 marked 16.2 GB in 171
// collections, lifting it at half for GOGC=100 8.2 GB in 87, for a peak RSS of 556 MiB against
// 406.
const scanHeapGCPercent = 100

// scanHeap sets the soft heap limit and scanHeapPacing for a scan unless GOGC or GOMEMLIMIT in
// the environment set the collector, watches the live heap after each collection, and falls back
// to scanHeapGCPercent without a limit when the live heap passes half of it. The
// returned function restores the collector's earlier settings.
func scanHeap(limit int64) (restore func()) {
	if collectorSetByUser() {
		return func() {}
	}
	var mu sync.Mutex
	done := false
	memLimit := debug.SetMemoryLimit(limit)
	percent := debug.SetGCPercent(scanHeapPacing)
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
		debug.SetGCPercent(percent)
	}
}

// outgrown reports whether a live heap is too close to the soft limit for the limit to help: past
// half of it, the limit leaves the heap less room to grow than scanHeapGCPercent would.
func outgrown(live, limit int64) bool { return live > limit/2 }

// liveHeap returns the heap the last collection found live, in bytes.
func liveHeap() int64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(s[0].Value.Uint64())
}
