package scanner

import (
	"bufio"
	"bytes"
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
	files    []spilledFile
	helpers  []seqHelper
	buf      bytes.Buffer
	rec      []byte
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

func newCollector() *collector {
	return &collector{findings: newSpill(), calls: newSpill()}
}

func (c *collector) close() {
	c.findings.Close()
	c.calls.Close()
}

// add takes one file's result.
func (c *collector) add(fr fileResult) error {
	for _, h := range fr.res.Helpers {
		c.helpers = append(c.helpers, seqHelper{seq: fr.seq, lang: fr.lang, h: h})
	}
	if len(fr.res.Calls) > 0 {
		c.buf.Reset()
		var tmp [binary.MaxVarintLen64]byte
		for _, call := range fr.res.Calls {
			for _, s := range []string{string(fr.lang), call.Key} {
				c.buf.Write(tmp[:binary.PutUvarint(tmp[:], uint64(len(s)))])
				c.buf.WriteString(s)
			}
		}
		if _, err := c.calls.Write(c.buf.Bytes()); err != nil {
			return err
		}
	}
	if len(fr.res.Findings) > 0 {
		// Each record decodes on its own: they are read back in path order.
		c.rec = appendFindings(c.rec[:0], fr.res.Findings)
		off := c.findings.Size()
		if _, err := c.findings.Write(c.rec); err != nil {
			return err
		}
		c.files = append(c.files, spilledFile{path: fr.path, lang: fr.lang, off: off, n: len(c.rec)})
	}
	return nil
}

// uses resolves every call against the helpers of its language and counts the calls that reach
// each pathKey, by language, as extract.Link does over whole Results.
func (c *collector) uses() (map[finding.Lang]map[string]int, error) {
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
		hp := paths[finding.Lang(lang)]
		if hp == nil {
			continue
		}
		pk, ok := hp[string(key)]
		if !ok {
			continue
		}
		l := finding.Lang(lang)
		if uses[l] == nil {
			uses[l] = map[string]int{}
		}
		uses[l][pk]++
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

// each hands every file's findings to fn in path order, with Site.Uses set from uses.
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
		fs, err := decodeFindings(raw)
		if err != nil {
			return fmt.Errorf("scanner: decoding findings of %s: %w", sf.path, err)
		}
		if u := uses[sf.lang]; u != nil {
			for i := range fs {
				if s := fs[i].Site; s != nil {
					if n, ok := u[s.PathKey]; ok {
						s.Uses = n
					}
				}
			}
		}
		if err := fn(fs); err != nil {
			return err
		}
	}
	return nil
}
