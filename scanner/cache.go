package scanner

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/rule"
)

// The content cache keeps each extracted file's whole extract.Result (findings, helpers, calls,
// summaries, pending findings, completed as the worker completes them) under a key of everything
// that decides it: the file's bytes, its path below the root (keys and findings name it), dialect
// and context, the project its manifests describe, mcperr's build and its rules. A file seen
// before, in this tree, a fork or an earlier run, is read and hashed but not parsed. Linking
// (helper uses, cross-file summaries, pending findings) runs on every scan over the cached
// records as over fresh ones, so a scan's output is the same byte for byte with or without it.
//
// Entries are files under Options.CacheDir, named by their key. Each holds a header (a magic
// word, the key, the payload's length and SHA-256) and the payload: an entry that is corrupt,
// cut short, foreign or of another format is ignored and written again. A run that wrote
// entries trims the cache to Options.CacheMaxBytes, least recently used first (a hit refreshes
// an entry's time at most once an hour). Only whole, successful extractions are cached: a parse
// timeout depends on the machine's load, and is tried again.

// DefaultCacheMaxBytes bounds the content cache when Options.CacheMaxBytes is zero.
const DefaultCacheMaxBytes = 256 << 20

// maxEntryBytes caps what get reads: an entry holds one file's findings, not megabytes.
const maxEntryBytes = 64 << 20

// cacheFormat names the layout of an entry; a change of the codec changes it.
const cacheFormat = "mcperr-scan-cache 340"

// DefaultCacheDir is the content cache's directory under the user cache directory, beside the
// vet cache: $XDG_CACHE_HOME/mcperr/scan on Linux.
func DefaultCacheDir() (string, error) {
	d, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "mcperr", "scan"), nil
}

// contentCache is one scan's view of the cache directory; safe for concurrent use.
type contentCache struct {
	dir     string
	salt    [sha256.Size]byte // the build, the rules and the languages
	max     int64
	written atomic.Int64 // bytes written by this scan
}

// openCache prepares the cache in dir for a scan with langs.
func openCache(dir string, max int64, langs []extract.Language) (*contentCache, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("scanner: content cache: %w", err)
	}
	if max == 0 {
		max = DefaultCacheMaxBytes
	}
	return &contentCache{dir: dir, salt: cacheSalt(langs), max: max}, nil
}

// cacheSalt hashes what every key shares: the cache format, mcperr's version and build (the
// executable's path, size and time, and the VCS revision it was built from), the rules and the
// languages with their needles and dialects.
func cacheSalt(langs []extract.Language) [sha256.Size]byte {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", cacheFormat, ToolVersion)
	if exe, err := os.Executable(); err == nil {
		if fi, err := os.Stat(exe); err == nil {
			fmt.Fprintf(h, "%s\x00%d\x00%d\x00", exe, fi.Size(), fi.ModTime().UnixNano())
		}
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		fmt.Fprintf(h, "%s\x00%s\x00", bi.Main.Version, bi.GoVersion)
		for _, s := range bi.Settings {
			fmt.Fprintf(h, "%s=%s\x00", s.Key, s.Value)
		}
	}
	for _, r := range rule.All() {
		fmt.Fprintf(h, "%+v\x00", r)
	}
	for _, l := range langs {
		fmt.Fprintf(h, "%s\x00", l.Lang())
		for _, n := range l.Needles() {
			fmt.Fprintf(h, "%q\x00", n)
		}
		ds := l.Dialects()
		exts := make([]string, 0, len(ds))
		for e := range ds {
			exts = append(exts, e)
		}
		sort.Strings(exts)
		for _, e := range exts {
			fmt.Fprintf(h, "%s=%s\x00", e, ds[e])
		}
	}
	var out [sha256.Size]byte
	h.Sum(out[:0])
	return out
}

// key is the cache key of one extraction, of a file whose bytes' SHA-256 is sum.
func (c *contentCache) key(job fileJob, sum [sha256.Size]byte, fctx finding.Context, p *extract.Project) string {
	h := sha256.New()
	h.Write(c.salt[:])
	h.Write(sum[:])
	var b []byte
	b = appendStr(b, job.rel)
	b = appendStr(b, string(job.lang.Lang()))
	b = appendStr(b, string(job.dialect))
	b = appendStr(b, string(fctx))
	if p != nil {
		b = appendStr(b, p.Root)
		deps := make([]string, 0, len(p.Deps))
		for k, v := range p.Deps {
			deps = append(deps, k+"\x00"+v)
		}
		sort.Strings(deps)
		b = appendStrs(b, deps)
		notes := make([]string, len(p.Notes)) // as they were spelled as strings: the keys stay
		for i, n := range p.Notes {
			notes[i] = n.Message
			if n.Path != "" {
				notes[i] = n.Path + ": " + n.Message
			}
		}
		b = appendStrs(b, notes)
		if p.NoMCP {
			b = appendStr(b, "nomcp")
		}
		if p.InWorkspace {
			b = appendStr(b, "workspace:"+p.WorkspaceRoot)
		}
		if c := p.TSConfig; c != nil { // aliased imports resolve to keys of the root's modules
			b = appendStr(b, "tsconfig:"+c.File)
			if c.HasBaseURL {
				b = appendStr(b, "baseUrl:"+c.BaseURL)
			}
			for _, tp := range c.Paths {
				b = appendStr(b, "paths:"+tp.Pattern)
				b = appendStrs(b, tp.Targets)
			}
		}
	}
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

func (c *contentCache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key)
}

// get returns the cached result of key, if a sound entry holds it.
func (c *contentCache) get(key string) (extract.Result, bool) {
	payload, ok := c.read(c.path(key), key)
	if !ok {
		return extract.Result{}, false
	}
	res, err := decodeResult(payload)
	if err != nil {
		return extract.Result{}, false
	}
	return res, true
}

// read returns the payload of the entry at p, if it is sound and names key, and refreshes the
// entry's time at most once an hour.
func (c *contentCache) read(p, key string) ([]byte, bool) {
	f, err := os.Open(p)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxEntryBytes {
		return nil, false
	}
	b := make([]byte, fi.Size())
	if _, err := io.ReadFull(f, b); err != nil {
		return nil, false
	}
	payload, ok := checkEntry(b, key)
	if !ok {
		return nil, false
	}
	if time.Since(fi.ModTime()) > time.Hour {
		now := time.Now()
		_ = os.Chtimes(p, now, now) // recently used: trimmed last
	}
	return payload, true
}

// checkEntry returns an entry's payload when its header names key and its payload's length and
// checksum are right.
func checkEntry(b []byte, key string) ([]byte, bool) {
	header, payload, ok := bytes.Cut(b, []byte{'\n'})
	if !ok {
		return nil, false
	}
	f := strings.Fields(string(header))
	if len(f) != 5 || f[0]+" "+f[1] != cacheFormat || f[2] != key || f[3] != fmt.Sprint(len(payload)) {
		return nil, false
	}
	sum := sha256.Sum256(payload)
	if f[4] != hex.EncodeToString(sum[:]) {
		return nil, false
	}
	return payload, true
}

// put stores res under key, replacing whatever entry was there. A failure to write is not the
// scan's: the entry is simply missing next time.
func (c *contentCache) put(key string, res *extract.Result) {
	c.write(c.path(key), key, appendResult(nil, res))
}

// write stores payload under key at p, atomically: a temporary file renamed into place.
func (c *contentCache) write(p, key string, payload []byte) {
	sum := sha256.Sum256(payload)
	entry := fmt.Appendf(nil, "%s %s %d %x\n", cacheFormat, key, len(payload), sum)
	entry = append(entry, payload...)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), key[:8]+".*.tmp")
	if err != nil {
		return
	}
	_, werr := tmp.Write(entry)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), p) != nil {
		os.Remove(tmp.Name())
		return
	}
	c.written.Add(int64(len(entry)))
}

// trim removes the least recently used entries (and temporary files left by a crash) until the
// cache holds at most 90% of its bound, when this scan wrote anything. A walk of the whole cache
// (2,000 entries on bench/scan.sh's corpus: a fiftieth of a one-file-changed run) is spared
// while the cache's size as the last walk found it (sizeFile), plus every byte written since,
// stays within the bound: that sum is never below the cache's size (an entry written again
// counts twice, a removed one still counts) but for runs racing on sizeFile, and a walk a day
// corrects it.
func (c *contentCache) trim() {
	written := c.written.Load()
	if written == 0 {
		return
	}
	if size, ok := c.lastSize(); ok && size+written <= c.max {
		c.noteSize(size+written, false)
		return
	}
	type entry struct {
		path string
		size int64
		mod  time.Time
	}
	var es []entry
	var total int64
	_ = filepath.WalkDir(c.dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			return nil
		}
		if strings.HasSuffix(p, ".tmp") && time.Since(fi.ModTime()) > time.Hour {
			os.Remove(p)
			return nil
		}
		es = append(es, entry{p, fi.Size(), fi.ModTime()})
		total += fi.Size()
		return nil
	})
	if total > c.max {
		sort.Slice(es, func(i, j int) bool { return es[i].mod.Before(es[j].mod) })
		for _, e := range es {
			if total <= c.max*9/10 {
				break
			}
			if os.Remove(e.path) == nil {
				total -= e.size
			}
		}
	}
	c.noteSize(total, true)
}

// sizeFile holds the cache's size in bytes as trim last knew it, and when trim last walked the
// cache (Unix seconds).
const sizeFile = "size"

// sizeWalkEvery is how long trim trusts sizeFile before it walks the cache again.
const sizeWalkEvery = 24 * time.Hour

// lastSize returns the size sizeFile holds, unless it is missing, unreadable or older than
// sizeWalkEvery since its walk.
func (c *contentCache) lastSize() (int64, bool) {
	b, err := os.ReadFile(filepath.Join(c.dir, sizeFile))
	if err != nil {
		return 0, false
	}
	var size, walked int64
	if n, err := fmt.Sscanf(string(b), "%d %d\n", &size, &walked); err != nil || n != 2 || size < 0 ||
		time.Since(time.Unix(walked, 0)) > sizeWalkEvery || time.Unix(walked, 0).After(time.Now().Add(time.Hour)) {
		return 0, false
	}
	return size, true
}

// noteSize records size in sizeFile, with the time of this walk when walked and the last walk's
// otherwise.
func (c *contentCache) noteSize(size int64, walked bool) {
	p := filepath.Join(c.dir, sizeFile)
	at := time.Now().Unix()
	if !walked {
		b, err := os.ReadFile(p)
		var old int64
		if err != nil {
			return
		}
		if _, err := fmt.Sscanf(string(b), "%d %d\n", &old, &at); err != nil {
			return
		}
	}
	tmp, err := os.CreateTemp(c.dir, sizeFile+".*.tmp")
	if err != nil {
		return
	}
	_, werr := fmt.Fprintf(tmp, "%d %d\n", size, at)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), p) != nil {
		os.Remove(tmp.Name())
	}
}
