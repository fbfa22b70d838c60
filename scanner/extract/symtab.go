package extract

import (
	"hash/maphash"
	"unsafe"
)

// symtab holds an index's strings, each once, by number (sym). The bytes of the strings lie in
// chunks that never move, and an open-addressing table finds a string's number by its hash. None
// of it holds a pointer but the chunks, so the collector, which marks the whole live heap at each
// cycle while a large root's index grows, has almost nothing to scan here. (A map[string]sym and
// a []string cost two string headers, a map slot and an object of their own per string: on the
// generated corpus of bench/scan.sh, one root of 240 MiB, half a million strings.)
type symtab struct {
	chunks [][]byte // append-only, each within its capacity: a string's bytes never move
	cur    int      // the chunk being filled, or -1
	at     []strAt  // by sym; at[0] is ""
	slots  []sym    // by hash, 0 for an empty slot; a power of two long, at most 3/4 full
	seed   maphash.Seed
}

// strAt is where a string's bytes lie: its chunk, its offset there, its length, and its hash.
type strAt struct {
	chunk, off, n uint32
	hash          uint32
}

// symChunk is the largest size of a chunk; the first is 4 KiB, and each next one twice the one
// before, up to it. A string longer than a quarter of it gets a chunk of its own.
const symChunk = 64 << 10

func newSymtab() symtab {
	return symtab{cur: -1, at: []strAt{{}}, slots: make([]sym, 64), seed: maphash.MakeSeed()}
}

// intern returns the number of s, adding it.
func (t *symtab) intern(s string) sym {
	if s == "" {
		return 0
	}
	h := uint32(maphash.String(t.seed, s))
	if i, id := t.find(s, h); id != 0 {
		return id
	} else if 4*len(t.at) < 3*len(t.slots) {
		return t.add(s, h, i)
	}
	t.grow()
	i, _ := t.find(s, h)
	return t.add(s, h, i)
}

// lookup returns the number of s, or 0 when the table does not hold it.
func (t *symtab) lookup(s string) sym {
	if s == "" {
		return 0
	}
	_, id := t.find(s, uint32(maphash.String(t.seed, s)))
	return id
}

// str returns the string numbered id. It shares the chunk's bytes, which nothing writes again.
func (t *symtab) str(id sym) string {
	a := t.at[id]
	if a.n == 0 {
		return ""
	}
	return unsafe.String(&t.chunks[a.chunk][a.off], a.n)
}

// find returns the slot of s (hash h) and its number, or the empty slot where it would go and 0.
func (t *symtab) find(s string, h uint32) (int, sym) {
	mask := len(t.slots) - 1
	for i := int(h) & mask; ; i = (i + 1) & mask {
		id := t.slots[i]
		if id == 0 {
			return i, 0
		}
		if a := t.at[id]; a.hash == h && int(a.n) == len(s) && t.str(id) == s {
			return i, id
		}
	}
}

// add stores s (hash h) in the empty slot i and returns its new number.
func (t *symtab) add(s string, h uint32, i int) sym {
	c := t.cur
	switch {
	case len(s) > symChunk/4:
		t.chunks = append(t.chunks, make([]byte, 0, len(s)))
		c = len(t.chunks) - 1
	case c < 0 || cap(t.chunks[c])-len(t.chunks[c]) < len(s):
		size := 4 << 10
		if c >= 0 {
			size = min(symChunk, 2*cap(t.chunks[c]))
		}
		t.chunks = append(t.chunks, make([]byte, 0, size))
		c = len(t.chunks) - 1
		t.cur = c
	}
	off := len(t.chunks[c])
	t.chunks[c] = append(t.chunks[c], s...)
	id := sym(len(t.at))
	t.at = append(t.at, strAt{chunk: uint32(c), off: uint32(off), n: uint32(len(s)), hash: h})
	t.slots[i] = id
	return id
}

// grow doubles the table and places every number again by its hash.
func (t *symtab) grow() {
	t.slots = make([]sym, 2*len(t.slots))
	mask := len(t.slots) - 1
	for id := 1; id < len(t.at); id++ {
		i := int(t.at[id].hash) & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = sym(id)
	}
}
