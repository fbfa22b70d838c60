package scanner

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"maps"
	"slices"
	"sync"
	"time"
)

// A root's file sums: the root cache's key (rootcache.go) holds every file's SHA-256, and a
// root-cache hit checks each manifest the entry saw (touchPrint) by its SHA-256, so a warm scan
// read and hashed every file of every root, and every lockfile of every project: on bench/scan.sh's
// corpus, a quarter of a warm run's CPU and, with the lockfiles, a fifth of a one-file-changed
// run's. A file's sum is kept per root under CacheDir/sums with what the file's stat said when it
// was read (device, inode, size, modification and change times, mode), and a later scan takes the
// sum of a file whose stat says the same instead of reading the file again, as git's index and
// make do.
//
// Sound because the kernel sets a file's change time (ctime) to the current time on every write,
// truncation, rename onto it, chmod or link count change, and no call sets it to a chosen value:
// bytes that differ from the ones hashed were written after the read, so the file's ctime is then
// at least the moment of that write (less the file system's timestamp granularity), and a new file
// at the same path is another inode or has a new ctime. The one case a stat cannot tell apart is a
// write within the same timestamp tick as the ctime the entry holds ("racy git"): a sum is kept
// only for a file whose modification and change times are more than sumsMargin before the scan
// started, longer than any file system's granularity (FAT's 2 s), so that any later write gives a
// later ctime. A file written in the last seconds before a scan is read every time until it is
// older. What this rests on is the system clock not being set back across a scan, and a file
// system that keeps ctime (one that does not, as on platforms where statOf reports no stat, is
// read every time).
//
// The entry is keyed by the salt and the root as given and resolved (not by its files: it is
// found again after a file changed), read and written like the content cache's entries (a
// checksummed header: a corrupt, short or foreign one is no entry), and written again only when
// the sums this scan used differ from it. Options.Inspect must see a file's bytes: with it set,
// a file is read as before unless its recorded bytes did not hold Options.InspectMarker, which
// says that Inspect does nothing with such bytes (the marker is in the entry's key).

// sumsFormat names the layout of a sums entry's payload; it is hashed into its key.
const sumsFormat = "mcperr-file-sums 1"

// sumsMargin is how long before the scan's start a file must have last changed for its sum to
// be kept: more than the coarsest file system timestamp (FAT's 2 s) and the kernel's clock tick.
const sumsMargin = 5 * time.Second

// scanClock gives a scan's start time (a variable for tests, which cannot set a file's ctime
// back and move the scan forward instead).
var scanClock = time.Now

// fileStat is what a stat of a file says of its identity and last change; ok is false when the
// platform gave none.
type fileStat struct {
	ok           bool
	dev, ino     uint64
	size         int64
	mtime, ctime int64 // nanoseconds since the epoch
	mode         uint32
}

// fileSum is a regular file's length and SHA-256, read while its stat was st, and whether its
// bytes hold the Options.InspectMarker (always, without one).
type fileSum struct {
	st     fileStat
	n      int64
	sum    [sha256.Size]byte
	marked bool
}

// rootSums is a root's sums as read from its entry (old), and those this scan used (now).
type rootSums struct {
	key    string
	marker string // Options.InspectMarker
	trust  int64  // stats whose times are both before this are kept (nanoseconds)
	old    map[string]fileSum
	raw    []byte // old's payload, to leave an unchanged entry as it is
	mu     sync.Mutex
	now    map[string]fileSum
}

// getSums returns the root's sums entry, empty when there is no sound one, for a scan that
// started at start with Options.InspectMarker marker.
func (c *contentCache) getSums(r rootSpec, start time.Time, marker string) *rootSums {
	rs := &rootSums{key: c.rootEntryKey(sumsFormat, r, marker), marker: marker, trust: start.Add(-sumsMargin).UnixNano(),
		now: map[string]fileSum{}}
	payload, ok := c.read(c.entryPath("sums", rs.key), rs.key)
	if !ok {
		return rs
	}
	if old, err := decodeSums(payload); err == nil {
		rs.old, rs.raw = old, payload
	}
	return rs
}

// settled reports whether a file whose stat is st last changed long enough before the scan that
// any later change gives it another ctime.
func (rs *rootSums) settled(st fileStat) bool {
	return st.ok && st.mtime < rs.trust && st.ctime < rs.trust
}

// lookup returns the recorded sum of the regular file at path when its stat is st, as recorded,
// and the file is settled and no larger than max (a larger one is not read: safefile.Read
// refuses it). A nil rootSums has none.
func (rs *rootSums) lookup(path string, st fileStat, max int64) (fileSum, bool) {
	if rs == nil || !rs.settled(st) || st.size > max {
		return fileSum{}, false
	}
	f, ok := rs.old[path]
	if !ok || f.st != st || f.n != st.size {
		return fileSum{}, false
	}
	rs.mu.Lock()
	rs.now[path] = f
	rs.mu.Unlock()
	return f, true
}

// record notes the sum of the n bytes read from the file at path, whose stat before the read was
// st, when the file is settled and the read took as many bytes as the stat said. Safe for
// concurrent use.
func (rs *rootSums) record(path string, st fileStat, src []byte, sum [sha256.Size]byte) {
	if rs == nil || !rs.settled(st) || int64(len(src)) != st.size {
		return
	}
	marked := rs.marker == "" || bytes.Contains(src, []byte(rs.marker))
	rs.mu.Lock()
	rs.now[path] = fileSum{st: st, n: st.size, sum: sum, marked: marked}
	rs.mu.Unlock()
}

// putSums writes the sums this scan used for the root, unless they are the entry's.
func (c *contentCache) putSums(rs *rootSums) {
	rs.mu.Lock()
	b := appendSums(rs.now)
	rs.mu.Unlock()
	if rs.raw != nil && bytes.Equal(b, rs.raw) {
		return
	}
	c.write(c.entryPath("sums", rs.key), rs.key, b)
}

// appendSums encodes a root's sums, in the order of their paths.
func appendSums(fs map[string]fileSum) []byte {
	paths := slices.Sorted(maps.Keys(fs))
	b := appendStr(nil, sumsFormat)
	b = binary.AppendUvarint(b, uint64(len(paths)))
	for _, p := range paths {
		f := fs[p]
		b = appendStr(b, p)
		b = binary.AppendUvarint(b, f.st.dev)
		b = binary.AppendUvarint(b, f.st.ino)
		b = binary.AppendVarint(b, f.st.size)
		b = binary.AppendVarint(b, f.st.mtime)
		b = binary.AppendVarint(b, f.st.ctime)
		b = binary.AppendUvarint(b, uint64(f.st.mode))
		b = binary.AppendVarint(b, f.n)
		b = append(b, f.sum[:]...)
		b = appendBool(b, f.marked)
	}
	return b
}

// decodeSums reads what appendSums wrote.
func decodeSums(b []byte) (map[string]fileSum, error) {
	d := &decoder{b: b}
	if d.str() != sumsFormat {
		return nil, errCorrupt
	}
	n := d.count()
	out := make(map[string]fileSum, n)
	for i := 0; i < n && d.err == nil; i++ {
		p := d.str()
		f := fileSum{st: fileStat{ok: true}}
		f.st.dev = d.uvarint()
		f.st.ino = d.uvarint()
		f.st.size = int64(d.int())
		f.st.mtime = int64(d.int())
		f.st.ctime = int64(d.int())
		f.st.mode = uint32(d.uvarint())
		f.n = int64(d.int())
		if d.err != nil || len(d.b) < sha256.Size {
			return nil, errCorrupt
		}
		copy(f.sum[:], d.b)
		d.b = d.b[sha256.Size:]
		f.marked = d.byte() != 0
		out[p] = f
	}
	if err := d.end(); err != nil {
		return nil, err
	}
	if len(out) != n {
		return nil, errCorrupt // a path twice
	}
	return out, nil
}
