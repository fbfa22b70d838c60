package scanner

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/internal/safefile"
)

// The root cache keeps a root's whole result beside the content cache (cache.go), under
// Options.CacheDir/roots: the findings emitRoot emits for it, its skipped records and notes, and
// its share of the summary's counts. A warm scan of an unchanged tree then hashes each root's
// files (or takes their hashes from the root's file sums, sums.go, for the files whose stat is
// unchanged) and reads one entry, instead of reading every file's entry and linking the root
// again (the calls pass's rounds, Index.Wanted, addLinks, Resolve).
//
// The key (rootKey) is a hash of everything the result rests on that can be known before the
// root is scanned: the content cache's salt (cacheFormat, mcperr's build, its rules and
// languages), every option that changes what a scan says (MaxFileSize, IncludeVendored,
// KeepCandidates, ParseTimeout, Jobs), the root as given and as resolved, the prefix its paths
// take in a scan of several roots, and the walk's whole outcome: each file's path, language,
// dialect and flags, its bytes' SHA-256 as read (or why they could not be read), whether a file
// that would hide it exists (unlinkShadowed), and each skipped path with its reason. The walk
// itself applies the .gitignore files, the root's parents' included, so their effect is in the
// key. What the key cannot hold is what the manifest index reads (manifests, lockfiles,
// tsconfig files: only those a parsed file asks for, some in directories the walk skips); the
// entry records each path the index touched with a print of what the disk held there
// (touchPrint), and a lookup whose prints differ is a miss.
//
// An entry is written only after the root was emitted whole, atomically (cache.go: write), and
// not for a root with a skip that depends on the machine or the moment (a parse or rule
// timeout, an unreadable file, a rule's failure) or whose findings encode to more than
// maxRootPayload. A lookup reads it like a content entry (header, length, checksum) and decodes
// it whole before anything of it is used: a corrupt, short or foreign entry is a miss.

// rootEntryFormat names the layout of a root entry's payload; it is hashed into every root key.
const rootEntryFormat = "mcperr-root-entry 1"

// maxRootPayload caps the findings a root entry holds: a root with more is scanned every time
// rather than held in memory while it is emitted.
const maxRootPayload = 16 << 20

// addFileCounts adds a root's share of the file counts (tally.file's, and the files the walk
// saw), which its entry keeps, to the scan's summary.
func addFileCounts(s *finding.Summary, c finding.Summary) {
	s.FilesSeen += c.FilesSeen
	s.Bytes += c.Bytes
	s.LexicalOnly += c.LexicalOnly
	s.FilesParsed += c.FilesParsed
	s.FilesDeferred += c.FilesDeferred
}

// rootRun records a root scanned on a miss of the root cache, for its entry.
type rootRun struct {
	key         string
	skipped     []finding.Skipped // as the document has them (prefixed)
	notes       []finding.Note
	counts      tally // its files' counts (tally.file, and FilesSeen)
	uncacheable bool
	touched     []touch // the manifest index's paths, with their prints
	findings    []byte  // the emitted batches, encoded
	batches     int
	tooBig      bool
}

// skip records a skipped entry; a skip that a later scan might not repeat keeps the root out
// of the cache.
func (r *rootRun) skip(sk finding.Skipped) {
	r.skipped = append(r.skipped, sk)
	switch sk.Reason {
	case finding.ParseTimeout, finding.RuleTimeout, finding.Unreadable, finding.InternalFailure:
		r.uncacheable = true
	}
}

// emitted records a batch of findings as emitted.
func (r *rootRun) emitted(fs []finding.Finding) {
	if r.tooBig {
		return
	}
	r.findings = appendFindings(r.findings, fs)
	r.batches++
	if len(r.findings) > maxRootPayload {
		r.tooBig, r.findings = true, nil
	}
}

// rootHit is a root's result read from its entry.
type rootHit struct {
	skipped []finding.Skipped
	notes   []finding.Note
	counts  finding.Summary // the file counts only
	batches [][]finding.Finding
}

// touch is a path the manifest index asked the disk about and what the disk held there.
type touch struct {
	rel, print string
}

// touchPrint describes what base/rel is on disk, for the manifest index's reads: its type, where
// its symlinks lead, and a regular file's bytes (hashed, up to 64 MiB, or their sum taken from
// sums when the file's stat is as recorded: sums.go) or a directory's names.
func touchPrint(base, rel string, sums *rootSums) string {
	p := filepath.Join(base, filepath.FromSlash(rel))
	fi, err := os.Lstat(p)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return "absent"
		}
		return "lstat: " + err.Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%v", fi.Mode().Type())
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		b.WriteString(" unresolved")
		return b.String()
	}
	fmt.Fprintf(&b, " %s", real)
	ri, err := os.Stat(real)
	switch {
	case err != nil:
		b.WriteString(" stat: " + err.Error())
	case ri.Mode().IsRegular():
		st := statOf(ri)
		if f, ok := sums.lookup(real, st, maxEntryBytes); ok {
			fmt.Fprintf(&b, " %d %x", f.n, f.sum)
			break
		}
		src, n, err := safefile.Read(real, maxEntryBytes, nil)
		if err != nil {
			fmt.Fprintf(&b, " read %d: %v", n, err)
			break
		}
		sum := sha256.Sum256(src)
		sums.record(real, st, src, sum)
		fmt.Fprintf(&b, " %d %x", len(src), sum)
	case ri.IsDir():
		es, err := os.ReadDir(real)
		if err != nil {
			b.WriteString(" readdir: " + err.Error())
			break
		}
		for _, e := range es {
			fmt.Fprintf(&b, " %q:%v", e.Name(), e.Type())
		}
	default:
		fmt.Fprintf(&b, " %v", ri.Mode().Type())
	}
	return b.String()
}

// touches prints each path of rels.
func touches(base string, rels []string, sums *rootSums) []touch {
	out := make([]touch, len(rels))
	for i, rel := range rels {
		out[i] = touch{rel, touchPrint(base, rel, sums)}
	}
	return out
}

// walked is what a walk of a root gave: the files it handed on, in its order, the skips it
// reported and the count of files it saw.
type walked struct {
	jobs  []fileJob
	skips []finding.Skipped
	seen  int
}

// rootKey walks the root as its scan would, reads and hashes every file the walk hands on, and
// returns the root's key and the walk, which a scan on a miss replays instead of walking again
// (the key then describes the very files scanned). It shows the driver every file it reads
// (Options.Inspect), in place of the workers of a scan on a miss. A file whose stat is as the
// root's sums recorded it is not read again (sums.go).
func (s *session) rootKey(ctx context.Context, r rootSpec, prefix string, sums *rootSums) (string, walked, error) {
	var w walked
	jobs := make(chan fileJob, 64)
	var walkErr error
	go func() {
		defer close(jobs)
		walkErr = s.walk(ctx, r, jobs, func(sk finding.Skipped) { w.skips = append(w.skips, sk) }, func() { w.seen++ })
	}()
	for j := range jobs {
		w.jobs = append(w.jobs, j)
	}
	if walkErr != nil {
		return "", walked{}, walkErr
	}
	all := slices.Clone(w.jobs) // hashed in the order of the files, not of the walk's window
	sort.Slice(all, func(i, j int) bool { return all[i].seq < all[j].seq })

	reads := make([]string, len(all))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < s.opts.Jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf []byte
			for {
				i := int(next.Add(1) - 1)
				if i >= len(all) || ctx.Err() != nil {
					return
				}
				reads[i] = s.readPrint(all[i], prefix, &buf, sums)
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return "", walked{}, err
	}

	h := sha256.New()
	h.Write(s.cache.salt[:])
	var b []byte
	b = appendStr(b, rootEntryFormat)
	o := s.opts
	b = fmt.Appendf(b, "max=%d vendored=%t keep=%t timeout=%d jobs=%d lexical=%t\x00",
		o.MaxFileSize, o.IncludeVendored, o.KeepCandidates, o.ParseTimeout, o.Jobs, o.Lexical)
	b = appendStr(b, r.arg)
	b = appendStr(b, r.real)
	b = appendBool(b, r.isDir)
	b = appendStr(b, prefix)
	b = binary.AppendUvarint(b, uint64(w.seen))
	b = binary.AppendUvarint(b, uint64(len(w.skips)))
	for _, sk := range w.skips {
		b = appendStr(b, sk.Path)
		b = appendStr(b, string(sk.Reason))
		b = appendStr(b, sk.Detail)
	}
	b = binary.AppendUvarint(b, uint64(len(all)))
	for i, j := range all {
		b = appendStr(b, j.rel)
		b = appendStr(b, j.abs)
		b = appendStr(b, string(j.lang.Lang()))
		b = appendStr(b, string(j.dialect))
		b = appendBool(b, j.vendored)
		b = appendBool(b, j.explicit)
		b = appendStr(b, reads[i])
		h.Write(b)
		b = b[:0]
	}
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil)), w, nil
}

// readPrint reads a file as a worker would and returns what its result rests on: its bytes'
// hash and length, or why it could not be read, and whether a file that hides it exists. The
// hash and length of a file whose stat (the walk's) is as sums recorded it are the recorded
// ones, unless Options.Inspect must see the bytes (they held Options.InspectMarker, or there is
// none).
func (s *session) readPrint(j fileJob, prefix string, buf *[]byte, sums *rootSums) string {
	var out string
	if f, ok := sums.lookup(j.abs, j.stat, s.opts.MaxFileSize); ok && (s.opts.Inspect == nil || !f.marked) {
		out = fmt.Sprintf("%d %x", f.n, f.sum)
	} else {
		src, n, err := safefile.Read(j.abs, s.opts.MaxFileSize, (*buf)[:0])
		if err != nil {
			reason, detail := readFailure(err, n, s.opts.MaxFileSize)
			return "unread " + string(reason) + " " + detail
		}
		*buf = src
		if s.opts.Inspect != nil {
			s.opts.Inspect(joinPrefix(prefix, j.rel), src)
		}
		sum := sha256.Sum256(src)
		sums.record(j.abs, j.stat, src, sum)
		out = fmt.Sprintf("%d %x", len(src), sum)
	}
	if shadowed(j) {
		out += " shadowed"
	}
	return out
}

// getRoot returns the root result under key when a sound entry holds it and the manifest
// index's paths, relative to base, are as the entry saw them (their files' sums from sums when
// their stats are as recorded).
func (c *contentCache) getRoot(key, base string, sums *rootSums) (*rootHit, bool) {
	payload, ok := c.read(c.entryPath("roots", key), key)
	if !ok {
		return nil, false
	}
	hit, ts, err := decodeRoot(payload)
	if err != nil {
		return nil, false
	}
	for _, t := range ts {
		if touchPrint(base, t.rel, sums) != t.print {
			return nil, false
		}
	}
	return hit, true
}

// putRoot writes the entry of a root scanned whole, unless it may not be repeated.
func (c *contentCache) putRoot(r *rootRun) {
	if r.uncacheable || r.tooBig {
		return
	}
	b := appendStr(nil, rootEntryFormat)
	b = binary.AppendUvarint(b, uint64(len(r.touched)))
	for _, t := range r.touched {
		b = appendStr(b, t.rel)
		b = appendStr(b, t.print)
	}
	n := r.counts.sum
	for _, v := range []int64{int64(n.FilesSeen), int64(n.FilesParsed), int64(n.FilesDeferred), int64(n.LexicalOnly), n.Bytes} {
		b = binary.AppendVarint(b, v)
	}
	b = binary.AppendUvarint(b, uint64(len(r.skipped)))
	for _, sk := range r.skipped {
		b = appendStr(b, sk.Path)
		b = appendStr(b, string(sk.Reason))
		b = appendStr(b, sk.Detail)
	}
	b = binary.AppendUvarint(b, uint64(len(r.notes)))
	for _, nt := range r.notes {
		b = appendStr(b, nt.Path)
		b = appendStr(b, nt.Message)
		b = appendBool(b, nt.Minor)
	}
	b = binary.AppendUvarint(b, uint64(r.batches))
	b = append(b, r.findings...)
	c.write(c.entryPath("roots", r.key), r.key, b)
}

// decodeRoot reads what putRoot wrote.
func decodeRoot(b []byte) (*rootHit, []touch, error) {
	d := &decoder{b: b}
	if d.str() != rootEntryFormat {
		return nil, nil, errCorrupt
	}
	ts := make([]touch, d.count())
	for i := range ts {
		ts[i] = touch{d.str(), d.str()}
	}
	hit := &rootHit{}
	n := &hit.counts
	n.FilesSeen, n.FilesParsed, n.FilesDeferred, n.LexicalOnly = d.int(), d.int(), d.int(), d.int()
	n.Bytes = int64(d.int())
	if nsk := d.count(); nsk > 0 {
		hit.skipped = make([]finding.Skipped, nsk)
		for i := range hit.skipped {
			hit.skipped[i] = finding.Skipped{Path: d.str(), Reason: finding.SkipReason(d.str()), Detail: d.str()}
		}
	}
	if nn := d.count(); nn > 0 {
		hit.notes = make([]finding.Note, nn)
		for i := range hit.notes {
			hit.notes[i] = finding.Note{Path: d.str(), Message: d.str(), Minor: d.byte() != 0}
		}
	}
	hit.batches = make([][]finding.Finding, d.count())
	for i := range hit.batches {
		hit.batches[i] = d.findings()
		if d.err != nil {
			break
		}
	}
	if err := d.end(); err != nil {
		return nil, nil, err
	}
	return hit, ts, nil
}
