package extract

import (
	"fmt"
	"strings"
	"testing"
)

// TestSymtab interns enough strings to grow the table several times and fill many chunks, some
// longer than a chunk's quarter (each alone in a chunk), and checks each number against a map: one number per string,
// the strings read back unchanged (also those read before the table grew), lookup agreeing.
func TestSymtab(t *testing.T) {
	tab := newSymtab()
	want := map[string]sym{}
	var early []string // strings read back early, compared again at the end
	var ids []sym
	for i := 0; i < 50000; i++ {
		s := fmt.Sprintf("m/file%d.ts#Class%d.method", i%977, i)
		switch i % 1000 {
		case 7:
			s = strings.Repeat("x", symChunk/4+i%3) // a chunk of its own
		case 8:
			s = strings.Repeat("y", symChunk/4) // fits a shared chunk
		case 9:
			s = "" // always 0
		}
		id := tab.intern(s)
		if old, ok := want[s]; ok && old != id {
			t.Fatalf("intern(%q) = %d, then %d", s, old, id)
		}
		if s == "" && id != 0 {
			t.Fatalf(`intern("") = %d, want 0`, id)
		}
		want[s] = id
		if i < 100 {
			early = append(early, tab.str(id))
			ids = append(ids, id)
		}
	}
	seen := map[sym]string{}
	for s, id := range want {
		if got := tab.str(id); got != s {
			t.Fatalf("str(%d) = %.40q, want %.40q", id, got, s)
		}
		if got := tab.lookup(s); got != id {
			t.Fatalf("lookup(%.40q) = %d, want %d", s, got, id)
		}
		if other, ok := seen[id]; ok {
			t.Fatalf("%.40q and %.40q share number %d", s, other, id)
		}
		seen[id] = s
	}
	for i, s := range early {
		if got := tab.str(ids[i]); got != s {
			t.Fatalf("str(%d) = %q after growth, read %q before", ids[i], got, s)
		}
	}
	if got := tab.lookup("never interned"); got != 0 {
		t.Fatalf("lookup of a missing string = %d, want 0", got)
	}
	if len(tab.slots)&(len(tab.slots)-1) != 0 || 4*len(tab.at) > 3*len(tab.slots) {
		t.Fatalf("%d slots for %d strings: not a power of two at most 3/4 full", len(tab.slots), len(tab.at))
	}
	for id, a := range tab.at {
		if b := tab.chunks[a.chunk]; a.n > symChunk/4 && (a.off != 0 || len(b) != int(a.n) || cap(b) != int(a.n)) {
			t.Fatalf("string %d (%d bytes) is at %d of a chunk of %d bytes (capacity %d), not alone", id, a.n, a.off, len(b), cap(b))
		}
	}
}
