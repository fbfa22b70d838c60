package scanner

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"maps"
	"path/filepath"
	"slices"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A root's file facts: before a worker decides whether to parse a file it asks the file's
// language what the file refers to (extract.Referrer), what it imports of the files named like
// tests and whether it uses a test framework (extract.TestReferrer), whether a file without a
// needle is admitted (extract.Admitter) and whether one with a needle is deferred
// (extract.Deferrer). Those questions are asked of every file of a root that misses the root
// cache (rootcache.go), also of the files the content cache holds an entry for, and one changed
// file has its whole root missed: on bench/scan.sh's corpus, a comment added to typescript-sdk's
// largest TypeScript file had TypeScript's Refers and Admit cost about a sixth of the run.
//
// Each of these answers is a function of the file's path, language and bytes alone: the
// interfaces take nothing else (no context, no option, no other file), and mcperr's build, which
// fixes their code, is in the cache's salt. So a scan that misses a root's entry records each
// file's answers with its bytes' SHA-256 in one entry per root (under CacheDir/facts, keyed by
// the salt and the root as given and resolved, not by its files: it is found again after a
// file changed), and the next miss of that root takes from it the answers of each file whose
// path, language, dialect and bytes are as recorded, asking the language only for the others
// (and for any answer the record lacks: a question the earlier scan did not ask). An answer
// taken from the entry is the one the language would give, so the scan's output is the same
// with and without it. The entry is read and written like the content cache's (a checksummed
// header: a corrupt, short or foreign one is no entry), and not written again when unchanged.

// factsFormat names the layout of a facts entry's payload; it is hashed into its key.
const factsFormat = "mcperr-file-facts 1"

// The answers a fileFacts holds (fileFacts.have).
const (
	factRefs = 1 << iota
	factTestRefs
	factUsesFramework
	factAdmit
	factDefer
)

// fileFacts is what a file's language answered about its bytes, by the worker that read them.
type fileFacts struct {
	key           string // factKey of the file's job
	sum           [sha256.Size]byte
	have          uint8 // the answers held (factRefs, ...)
	refs          []string
	testRefs      []string
	usesFramework bool
	admit         bool
	deferred      bool
}

// factKey names a file in a root's facts: its path, language and dialect.
func factKey(job fileJob) string {
	return job.rel + "\x00" + string(job.lang.Lang()) + "\x00" + string(job.dialect)
}

// merge adds the answers of o (the same file's, read again: a file named like a test is
// processed twice, named.go) that f lacks.
func (f *fileFacts) merge(o *fileFacts) {
	if o.sum != f.sum {
		return // the file changed between the two reads: keep the first reading's
	}
	if o.have&factRefs != 0 && f.have&factRefs == 0 {
		f.refs = o.refs
	}
	if o.have&factTestRefs != 0 && f.have&factTestRefs == 0 {
		f.testRefs = o.testRefs
	}
	if o.have&factUsesFramework != 0 && f.have&factUsesFramework == 0 {
		f.usesFramework = o.usesFramework
	}
	if o.have&factAdmit != 0 && f.have&factAdmit == 0 {
		f.admit = o.admit
	}
	if o.have&factDefer != 0 && f.have&factDefer == 0 {
		f.deferred = o.deferred
	}
	f.have |= o.have
}

// rootFacts is a root's facts as read from its entry (old), and as recorded by this scan (now).
type rootFacts struct {
	key string
	old map[string]*fileFacts
	raw []byte // old's payload, to leave an unchanged entry as it is
	now map[string]*fileFacts
}

// rootEntryKey is the key of a per-root entry of the given format (facts, sums): the salt, the
// format, what the entry's kind adds (extra), and the root as given and resolved; not its files,
// so that the entry is found again after a file changed.
func (c *contentCache) rootEntryKey(format string, r rootSpec, extra ...string) string {
	h := sha256.New()
	h.Write(c.salt[:])
	var b []byte
	b = appendStr(b, format)
	for _, x := range extra {
		b = appendStr(b, x)
	}
	b = appendStr(b, r.arg)
	b = appendStr(b, r.real)
	b = appendBool(b, r.isDir)
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// entryPath is where the cache keeps the entry of a kind ("facts", "sums", "roots") under key.
func (c *contentCache) entryPath(kind, key string) string {
	return filepath.Join(c.dir, kind, key[:2], key)
}

// getFacts returns the root's facts entry, empty when there is no sound one.
func (c *contentCache) getFacts(r rootSpec) *rootFacts {
	rf := &rootFacts{key: c.rootEntryKey(factsFormat, r), now: map[string]*fileFacts{}}
	payload, ok := c.read(c.entryPath("facts", rf.key), rf.key)
	if !ok {
		return rf
	}
	if old, err := decodeFacts(payload); err == nil {
		rf.old, rf.raw = old, payload
	}
	return rf
}

// lookup returns the recorded facts of the job's file when its bytes hash to sum, or nil.
func (rf *rootFacts) lookup(job fileJob, sum [sha256.Size]byte) *fileFacts {
	if rf == nil {
		return nil
	}
	if f := rf.old[factKey(job)]; f != nil && f.sum == sum {
		return f
	}
	return nil
}

// record notes a file's facts as this scan had them. Not safe for concurrent use: the root's
// results are taken one at a time.
func (rf *rootFacts) record(f *fileFacts) {
	if prev := rf.now[f.key]; prev != nil {
		prev.merge(f)
		return
	}
	rf.now[f.key] = f
}

// putFacts writes the facts this scan recorded for the root, unless they are the entry's.
func (c *contentCache) putFacts(rf *rootFacts) {
	b := appendFacts(rf.now)
	if rf.raw != nil && bytes.Equal(b, rf.raw) {
		return
	}
	c.write(c.entryPath("facts", rf.key), rf.key, b)
}

// appendFacts encodes a root's facts, in the order of their keys.
func appendFacts(fs map[string]*fileFacts) []byte {
	keys := slices.Sorted(maps.Keys(fs))
	b := appendStr(nil, factsFormat)
	b = binary.AppendUvarint(b, uint64(len(keys)))
	for _, k := range keys {
		f := fs[k]
		b = appendStr(b, k)
		b = append(b, f.sum[:]...)
		b = append(b, f.have)
		b = appendStrs(b, f.refs)
		b = appendStrs(b, f.testRefs)
		b = appendBool(b, f.usesFramework)
		b = appendBool(b, f.admit)
		b = appendBool(b, f.deferred)
	}
	return b
}

// decodeFacts reads what appendFacts wrote.
func decodeFacts(b []byte) (map[string]*fileFacts, error) {
	d := &decoder{b: b}
	if d.str() != factsFormat {
		return nil, errCorrupt
	}
	n := d.count()
	out := make(map[string]*fileFacts, n)
	for i := 0; i < n && d.err == nil; i++ {
		f := &fileFacts{key: d.str()}
		if len(d.b) < sha256.Size {
			return nil, errCorrupt
		}
		copy(f.sum[:], d.b)
		d.b = d.b[sha256.Size:]
		f.have = d.byte()
		f.refs = d.strs()
		f.testRefs = d.strs()
		f.usesFramework = d.byte() != 0
		f.admit = d.byte() != 0
		f.deferred = d.byte() != 0
		out[f.key] = f
	}
	if err := d.end(); err != nil {
		return nil, err
	}
	if len(out) != n {
		return nil, errCorrupt // a key twice
	}
	return out, nil
}

// asker asks a file's language the questions of fileFacts, answering from the root's recorded
// facts when they hold the file's bytes, and records the answers (now) for the root's next
// entry. Without a cache (now nil) it asks the language each time, as before.
type asker struct {
	job fileJob
	src []byte
	old *fileFacts // the recorded facts of these very bytes, or nil
	now *fileFacts
}

// newAsker prepares the questions about the job's file, whose bytes are src.
func (w *worker) newAsker(job fileJob, src []byte) *asker {
	a := &asker{job: job, src: src}
	if w.cache == nil {
		return a
	}
	a.now = &fileFacts{key: factKey(job), sum: sha256.Sum256(src)}
	a.old = w.facts.lookup(job, a.now.sum)
	return a
}

// answer returns the answer bit holds: the recorded one when there is one, ask's otherwise.
func answer[T any](a *asker, bit uint8, field func(*fileFacts) *T, ask func() T) T {
	var v T
	if a.old != nil && a.old.have&bit != 0 {
		v = *field(a.old)
	} else {
		v = ask()
	}
	if a.now != nil {
		*field(a.now) = v
		a.now.have |= bit
	}
	return v
}

func (a *asker) refers(rf extract.Referrer) []string {
	return answer(a, factRefs, func(f *fileFacts) *[]string { return &f.refs }, func() []string { return rf.Refers(a.job.rel, a.src) })
}

func (a *asker) testRefs(tr extract.TestReferrer) []string {
	return answer(a, factTestRefs, func(f *fileFacts) *[]string { return &f.testRefs }, func() []string { return tr.TestRefs(a.job.rel, a.src) })
}

func (a *asker) usesFramework(tr extract.TestReferrer) bool {
	return answer(a, factUsesFramework, func(f *fileFacts) *bool { return &f.usesFramework }, func() bool { return tr.UsesTestFramework(a.src) })
}

// admit is admit (worker.go) of the file.
func (a *asker) admit() bool {
	return answer(a, factAdmit, func(f *fileFacts) *bool { return &f.admit }, func() bool { return admit(a.job, a.src) })
}

// deferrable reports whether the file's language, if it is a Deferrer, leaves the file (which has
// a needle) to the calls pass, and admit does not admit it.
func (a *asker) deferrable() bool {
	d, ok := a.job.lang.(extract.Deferrer)
	if !ok {
		return false
	}
	return answer(a, factDefer, func(f *fileFacts) *bool { return &f.deferred }, func() bool { return d.Defer(a.job.rel, a.src) }) && !a.admit()
}
