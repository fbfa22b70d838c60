package scanner

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"sort"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// collector keeps what a root's files yield until the root is done: its findings are final only
// then, when every helper's calls are counted. What grows with the root stays out of the heap:
// each file's findings are encoded into one spill, every call into another (both move to a
// temporary file past a few MiB). In memory remain the helpers and one small record per file
// with findings, so that a scan's peak memory does not follow the size of the corpus.
type collector struct {
	findings *spill
	calls    *spill
	unparsed *spill // the files without a needle, for the calls pass
	// kept holds, by walk position, the bytes the main pass read of files without a needle,
	// while their total stays under maxKeptBytes: the calls pass tests them (and extracts those
	// it wants) without reading them again in each round. It is dropped when the pass ends.
	kept      map[int][]byte
	keptBytes int64
	files     []spilledFile
	helpers   []seqHelper
	rec       []byte // the record being written, reused
	linkState
	// The files named like tests that wait for decideNamed, what they and the production files
	// import, and those that production imports once decided (named.go).
	named    []fileJob
	tests    extract.TestImports
	imported map[string]bool
}

// spilledFile locates one file's findings in the findings spill.
type spilledFile struct {
	path string // relative to the root, without the prefix of a multi-root scan
	lang finding.Lang
	off  int64
	n    int
}

// seqHelper is a helper with the walk position of its file: Link resolves helpers in the
// order of the files, and the workers finish files in any order.
type seqHelper struct {
	seq  int
	lang finding.Lang
	h    extract.Helper
}

// newCollector returns a collector for a root whose files group says the project of (the
// files whose imports count for each other: extract.Index.SetGroups).
func newCollector(group func(rel string) string) *collector {
	c := &collector{findings: newSpill(), calls: newSpill(), unparsed: newSpill()}
	c.group = group
	c.tests.SetGroups(group)
	return c
}

func (c *collector) close() {
	c.findings.Close()
	c.calls.Close()
	c.unparsed.Close()
}

// add takes one file's result.
func (c *collector) add(fr fileResult) error {
	if fr.referrer {
		c.index(fr.lang).AddRefs(fr.path, fr.refs) // refs.go
	}
	c.addTestRefs(fr) // named.go
	if j := fr.unparsed; j != nil {
		c.rec = binary.AppendUvarint(c.rec[:0], uint64(j.seq))
		c.rec = appendStr(c.rec, j.abs)
		c.rec = appendStr(c.rec, j.rel)
		c.rec = appendStr(c.rec, string(j.lang.Lang()))
		c.rec = appendStr(c.rec, string(j.dialect))
		if _, err := c.unparsed.Write(c.rec); err != nil {
			return err
		}
		c.keep(j.seq, fr.src)
	}
	return c.addResult(fr.seq, fr.path, fr.lang, &fr.res, fr.res.Findings)
}

// maxKeptBytes bounds, per root, the bytes of the files without a needle that the collector
// keeps for the calls pass (their capacity, as read); the files beyond it are read again in
// each round that looks at them. A root's collector holds them from its main pass to the end of
// its calls pass, and up to rootsAhead+maxRootsAhead roots may be at that stage together.
const maxKeptBytes = 8 << 20

// keptLimit is maxKeptBytes, which tests lower.
var keptLimit int64 = maxKeptBytes

// keep keeps src, the bytes of the file without a needle at walk position seq, for the calls
// pass, if they fit under maxKeptBytes (keptLimit).
func (c *collector) keep(seq int, src []byte) {
	if src == nil || c.keptBytes+int64(cap(src)) > keptLimit {
		return
	}
	if c.kept == nil {
		c.kept = map[int][]byte{}
	}
	c.kept[seq] = src
	c.keptBytes += int64(cap(src))
}

// dropKept lets the kept bytes go: the calls pass has ended, or will not look at the file again.
func (c *collector) dropKept() { c.kept, c.keptBytes = nil, 0 }

// addExtracted takes what the calls pass extracted from a file without a needle: all but its
// plain findings, which the main pass did not report.
func (c *collector) addExtracted(x extracted) error {
	return c.addResult(x.seq, x.rel, x.lang, &x.res, nil)
}

// addResult takes a file's cross-file parts, helpers and calls, and spills fs, the findings to
// report of it, with its pending findings.
func (c *collector) addResult(seq int, path string, lang finding.Lang, res *extract.Result, fs []finding.Finding) error {
	c.addLinks(path, lang, res)
	for _, h := range res.Helpers {
		c.helpers = append(c.helpers, seqHelper{seq: seq, lang: lang, h: h})
	}
	if err := c.spillCalls(lang, res.Calls); err != nil {
		return err
	}
	return c.spillFindings(path, lang, fs, res.Pending)
}

// spillCalls writes the keys of a file's calls, for countCalls.
func (c *collector) spillCalls(lang finding.Lang, calls []extract.Call) error {
	if len(calls) == 0 {
		return nil
	}
	c.rec = c.rec[:0]
	for _, call := range calls {
		c.rec = appendStr(appendStr(c.rec, string(lang)), call.Key)
	}
	_, err := c.calls.Write(c.rec)
	return err
}

// spillFindings writes a file's record: its findings and the pending findings that wait for
// the root to be linked. Each record decodes on its own: they are read back in path order.
func (c *collector) spillFindings(path string, lang finding.Lang, fs []finding.Finding, ps []extract.Pending) error {
	if len(fs) == 0 && len(ps) == 0 {
		return nil
	}
	c.rec = appendPendings(appendFindings(c.rec[:0], fs), ps)
	off := c.findings.Size()
	if _, err := c.findings.Write(c.rec); err != nil {
		return err
	}
	c.files = append(c.files, spilledFile{path: path, lang: lang, off: off, n: len(c.rec)})
	return nil
}

// helperPaths resolves, by language, the key of every helper and wrapper to the pathKey its
// calls count for, as extract.Link does over whole Results in the order of the files.
func (c *collector) helperPaths() map[finding.Lang]map[string]string {
	sort.SliceStable(c.helpers, func(i, j int) bool { return c.helpers[i].seq < c.helpers[j].seq })
	byLang := map[finding.Lang][]extract.Helper{}
	for _, sh := range c.helpers {
		byLang[sh.lang] = append(byLang[sh.lang], sh.h)
	}
	paths := map[finding.Lang]map[string]string{}
	for l, hs := range byLang {
		paths[l] = extract.HelperPaths(hs)
	}
	c.helpers = nil
	return paths
}

// countCalls counts the calls that reach each pathKey, by language: those of every file
// extracted, in the main pass or in the calls pass.
func (c *collector) countCalls(paths map[finding.Lang]map[string]string) (map[finding.Lang]map[string]int, error) {
	uses := map[finding.Lang]map[string]int{}
	if len(paths) == 0 {
		return uses, nil
	}
	r := bufio.NewReaderSize(io.NewSectionReader(c.calls, 0, c.calls.Size()), 64<<10)
	var lang, key []byte
	for {
		var err error
		if lang, err = readString(r, lang); err == io.EOF {
			return uses, nil
		} else if err != nil {
			return nil, err
		}
		if key, err = readString(r, key); err != nil {
			return nil, fmt.Errorf("scanner: reading calls back: %w", err)
		}
		countCall(paths, uses, finding.Lang(lang), string(key))
	}
}

// countCall counts one call of key in a file of language l, if it reaches a helper.
func countCall(paths map[finding.Lang]map[string]string, uses map[finding.Lang]map[string]int, l finding.Lang, key string) {
	pk, ok := paths[l][key]
	if !ok {
		return
	}
	if uses[l] == nil {
		uses[l] = map[string]int{}
	}
	uses[l][pk]++
}

// eachUnparsed hands fn every file recorded as read without a needle, in walk order.
func (c *collector) eachUnparsed(fn func(seq int, abs, rel string, lang finding.Lang, dialect extract.Dialect) error) error {
	r := bufio.NewReaderSize(io.NewSectionReader(c.unparsed, 0, c.unparsed.Size()), 64<<10)
	var abs, rel, lang, dialect []byte
	for {
		seq, err := binary.ReadUvarint(r)
		if err == io.EOF {
			return nil
		}
		if err == nil {
			abs, err = readString(r, abs)
		}
		if err == nil {
			rel, err = readString(r, rel)
		}
		if err == nil {
			lang, err = readString(r, lang)
		}
		if err == nil {
			dialect, err = readString(r, dialect)
		}
		if err != nil {
			return fmt.Errorf("scanner: reading the unparsed files back: %w", err)
		}
		if err := fn(int(seq), string(abs), string(rel), finding.Lang(lang), extract.Dialect(dialect)); err != nil {
			return err
		}
	}
}

// readString reads a uvarint length and that many bytes into buf's storage.
func readString(r *bufio.Reader, buf []byte) ([]byte, error) {
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return buf, err
	}
	if uint64(cap(buf)) < n {
		buf = make([]byte, n)
	}
	buf = buf[:n]
	_, err = io.ReadFull(r, buf)
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return buf, err
}

// each hands every file's findings to fn in path order, with Site.Uses set from uses, and the
// file's pending findings that stand once the root is linked among them.
func (c *collector) each(uses map[finding.Lang]map[string]int, fn func([]finding.Finding) error) error {
	sort.Slice(c.files, func(i, j int) bool { return c.files[i].path < c.files[j].path })
	var raw []byte
	for _, sf := range c.files {
		if cap(raw) < sf.n {
			raw = make([]byte, sf.n)
		}
		raw = raw[:sf.n]
		if _, err := c.findings.ReadAt(raw, sf.off); err != nil {
			return fmt.Errorf("scanner: reading findings of %s back: %w", sf.path, err)
		}
		d := &decoder{b: raw}
		fs, ps := d.findings(), d.pendings()
		if err := d.end(); err != nil {
			return fmt.Errorf("scanner: decoding findings of %s: %w", sf.path, err)
		}
		fs = append(fs, c.resolve(sf.path, sf.lang, ps)...)
		if u := uses[sf.lang]; u != nil {
			for i := range fs {
				extract.SetUses(&fs[i], u)
			}
		}
		if len(fs) == 0 {
			continue
		}
		if err := fn(fs); err != nil {
			return err
		}
	}
	return nil
}
