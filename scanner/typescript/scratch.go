package typescript

import (
	"sync"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A file's calls, summaries, pending findings and query matches are lists of large structs (an extract.Call is
// some 450 bytes, a Pending over 1000) whose length is not known until the rules have run:
// grown by appends, each list was allocated and copied about twice over, and presized to the
// calls query's matches (five for each Call made) five times over. They are built in a list
// of the worker's that the next file reuses, and kept as a copy of their exact length.

// scratch is a pool of lists of T.
type scratch[T any] struct{ pool sync.Pool }

// maxScratch is the longest list a scratch keeps for the next file: a huge file's is dropped.
const maxScratch = 4096

var (
	callScratch    scratch[extract.Call]
	summaryScratch scratch[extract.Summary]
	pendingScratch scratch[extract.Pending]
	matchScratch   scratch[match]
	startScratch   scratch[uint32]
)

// get returns an empty list, with room when an earlier file's is free.
func (s *scratch[T]) get() []T {
	if p, ok := s.pool.Get().(*[]T); ok {
		return (*p)[:0]
	}
	return nil
}

// keep returns a copy of buf of its exact length (nil when buf is empty), and gives buf back to
// the pool, cleared so that it holds on to nothing of the file.
func (s *scratch[T]) keep(buf []T) []T {
	var out []T
	if len(buf) > 0 {
		out = make([]T, len(buf))
		copy(out, buf)
	}
	s.put(buf)
	return out
}

// put gives buf back to the pool, cleared so that it holds on to nothing of the file.
func (s *scratch[T]) put(buf []T) {
	if c := cap(buf); c > 0 && c <= maxScratch {
		clear(buf)
		buf = buf[:0]
		s.pool.Put(&buf)
	}
}
