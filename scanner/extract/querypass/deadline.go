package querypass

import (
	"errors"
	"sync"
	"time"
	"unsafe"
)

// ErrTimeout is the value a query run panics with once the deadline of its file has passed
// (see Limit). The scanner, which calls a language's rules, recovers it and records the file
// as skipped (rule-timeout); nothing between keeps a half-built result.
var ErrTimeout = errors.New("query time limit reached")

// deadlines maps the first byte of a file being worked on to its deadline. A file's bytes are
// what every query run of a file is handed, so the rules need not pass a deadline along.
var deadlines sync.Map // *byte -> time.Time

// Limit sets the deadline of the work on src: query runs over these bytes (Run, and Watch's
// ticks) stop with a panic of ErrTimeout once it has passed. The caller calls the returned
// function when the work on src is over, and recovers ErrTimeout around it.
func Limit(src []byte, deadline time.Time) (release func()) {
	if len(src) == 0 {
		return func() {}
	}
	key := unsafe.SliceData(src)
	deadlines.Store(key, deadline)
	return func() { deadlines.Delete(key) }
}

// A Watch checks the deadline of one file's work as a query run goes.
type Watch struct {
	deadline time.Time // zero: no deadline
	n        int
}

// WatchOf returns the watch of the file whose bytes are src.
func WatchOf(src []byte) *Watch {
	w := &Watch{}
	if len(src) > 0 {
		if d, ok := deadlines.Load(unsafe.SliceData(src)); ok {
			w.deadline = d.(time.Time)
		}
	}
	return w
}

// tickEvery is how many ticks pass between two looks at the clock: a tick is a step of a query
// cursor, a call into C that costs far more than the look.
const tickEvery = 16

// Tick panics with ErrTimeout when the deadline has passed; call it at each step of a query.
func (w *Watch) Tick() {
	if w.deadline.IsZero() {
		return
	}
	if w.n++; w.n%tickEvery == 0 && time.Now().After(w.deadline) {
		panic(ErrTimeout)
	}
}
