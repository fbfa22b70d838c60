package corpus

import (
	"bufio"
	"compress/zlib"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/go-git/go-git/v5/storage/filesystem"
)

// go-git indexes a fetched pack by inflating each object whole into memory, so a small pack
// holding one huge blob of zeros (a 1.6 MB pack can declare 1.5 GB) costs its inflated size
// in memory before any cap on the checkout is reached. The guard reads the pack as it
// arrives, ahead of go-git: it checks every object's declared size (and a delta's target
// size) against the cap before a byte of that object's data is passed on, and counts the
// pack's bytes against the cap too, so the fetch stops at the cap with errTooLarge.

// guardedStorage is a repository storage whose packs pass through a packGuard; stop ends the
// fetch with the guard's reason.
type guardedStorage struct {
	*filesystem.Storage
	max     int64
	stop    context.CancelCauseFunc
	fetched func(int64) // told the bytes passed on so far (may be nil)
}

// PackfileWriter is what go-git writes a fetched pack to (storer.PackfileWriter).
func (s guardedStorage) PackfileWriter() (io.WriteCloser, error) {
	w, err := s.Storage.PackfileWriter()
	if err != nil {
		return nil, err
	}
	return newPackGuard(w, s.max, s.stop, s.fetched), nil
}

// packGuard checks a pack stream and passes on only what it has checked. When the check
// fails it stops the fetch (cancelling its context makes go-git give up reading and kill a
// local git-upload-pack, which would otherwise block writing to nobody) and swallows what is
// still written.
type packGuard struct {
	under io.WriteCloser
	pw    *io.PipeWriter
	done  chan error
}

func newPackGuard(under io.WriteCloser, max int64, stop context.CancelCauseFunc, fetched func(int64)) *packGuard {
	pr, pw := io.Pipe()
	g := &packGuard{under: under, pw: pw, done: make(chan error, 1)}
	go func() {
		err := checkPack(&passReader{r: bufio.NewReaderSize(pr, 32<<10), w: under, max: max, fetched: fetched})
		if err != nil {
			stop(err)
		}
		pr.CloseWithError(cmpErr(err, io.ErrClosedPipe))
		g.done <- err
	}()
	return g
}

// cmpErr returns err, or alt when err is nil.
func cmpErr(err, alt error) error {
	if err != nil {
		return err
	}
	return alt
}

// Write returns once the checker has read p. Once the checker has stopped, what is written
// goes nowhere: the fetch's next read fails on its cancelled context, and Close reports why.
func (g *packGuard) Write(p []byte) (int, error) {
	g.pw.Write(p) // an error means the checker stopped: see above
	return len(p), nil
}

// Close ends the stream, waits for the checker and closes go-git's writer (which indexes the
// pack, or throws away a pack cut short).
func (g *packGuard) Close() error {
	g.pw.Close()
	err := <-g.done
	g.done <- err
	cerr := g.under.Close()
	if err != nil {
		return err
	}
	return cerr
}

// passReader reads a pack for the checker and passes every byte the checker has consumed to
// w, holding back at most what it has consumed since the last flush: a flush happens before
// each object header is read, so no byte of an object whose header the checker refuses
// reaches w.
type passReader struct {
	r       *bufio.Reader
	w       io.Writer
	pending []byte
	total   int64
	max     int64
	fetched func(int64) // may be nil
}

func (p *passReader) ReadByte() (byte, error) {
	b, err := p.r.ReadByte()
	if err == nil {
		p.pending = append(p.pending, b)
		if len(p.pending) >= 32<<10 {
			err = p.flush()
		}
	}
	return b, err
}

func (p *passReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	p.pending = append(p.pending, b[:n]...)
	if len(p.pending) >= 32<<10 {
		if ferr := p.flush(); ferr != nil {
			return n, ferr
		}
	}
	return n, err
}

// flush passes on what has been consumed, counting it against the cap.
func (p *passReader) flush() error {
	p.total += int64(len(p.pending))
	if p.total > p.max {
		return fmt.Errorf("%w: the pack is over %d bytes", errTooLarge, p.max)
	}
	_, err := p.w.Write(p.pending)
	p.pending = p.pending[:0]
	if p.fetched != nil {
		p.fetched(p.total)
	}
	return err
}

// Pack object types (gitformat-pack).
const (
	packOfsDelta = 6
	packRefDelta = 7
)

// checkPack reads a whole pack through p, passing it on, and fails with errTooLarge as soon
// as an object declares more than p.max bytes or the pack itself grows past p.max.
func checkPack(p *passReader) error {
	max := p.max
	var hdr [12]byte
	if _, err := io.ReadFull(p, hdr[:]); err != nil {
		return passRest(p, err)
	}
	if string(hdr[:4]) != "PACK" {
		return passRest(p, nil) // not a pack: go-git will say so
	}
	count := binary.BigEndian.Uint32(hdr[8:])
	var zr io.ReadCloser
	for i := uint32(0); i < count; i++ {
		if err := p.flush(); err != nil {
			return err
		}
		typ, size, err := readObjectHeader(p)
		if err != nil {
			return passRest(p, err)
		}
		if size > max {
			return fmt.Errorf("%w: object %d of the pack declares %d bytes, over the %d-byte cap", errTooLarge, i, size, max)
		}
		switch typ {
		case packOfsDelta:
			if _, err := readVarint(p, true); err != nil {
				return passRest(p, err)
			}
		case packRefDelta:
			if _, err := io.ReadFull(p, make([]byte, 20)); err != nil {
				return passRest(p, err)
			}
		}
		if zr == nil {
			zr, err = zlib.NewReader(p)
		} else {
			err = zr.(zlib.Resetter).Reset(p, nil)
		}
		if err != nil {
			return passRest(p, err)
		}
		// The data may not inflate past its declared size: go-git would inflate it all.
		data := &io.LimitedReader{R: zr, N: size + 1}
		if typ == packOfsDelta || typ == packRefDelta {
			// A delta begins with its base's size and its result's size: a delta of a few
			// bytes can declare a result of any size.
			br := bufio.NewReaderSize(data, 16)
			if _, err := readVarint(br, false); err != nil {
				return passRest(p, err)
			}
			target, err := readVarint(br, false)
			if err != nil {
				return passRest(p, err)
			}
			if target > max {
				return fmt.Errorf("%w: delta %d of the pack makes %d bytes, over the %d-byte cap", errTooLarge, i, target, max)
			}
			if _, err := io.Copy(io.Discard, br); err != nil {
				return passRest(p, err)
			}
		} else if _, err := io.Copy(io.Discard, data); err != nil {
			return passRest(p, err)
		}
		if data.N == 0 {
			return fmt.Errorf("%w: object %d of the pack inflates past the %d bytes it declares", errTooLarge, i, size)
		}
	}
	return passRest(p, nil)
}

// passRest passes on everything left (the pack's checksum, or what the checker could not
// read, for go-git to judge) and returns err unless the rest outgrows the cap.
func passRest(p *passReader, err error) error {
	if ferr := p.flush(); ferr != nil {
		return ferr
	}
	for {
		b := make([]byte, 32<<10)
		n, rerr := p.Read(b)
		if ferr := p.flush(); ferr != nil {
			return ferr
		}
		if n == 0 && rerr != nil {
			if errors.Is(rerr, io.EOF) {
				return nil // a malformed pack is go-git's to report; the cap held
			}
			return rerr
		}
	}
}

// readObjectHeader reads a pack object's type and declared (inflated) size.
func readObjectHeader(r io.ByteReader) (int, int64, error) {
	b, err := r.ReadByte()
	if err != nil {
		return 0, 0, err
	}
	typ := int(b>>4) & 7
	size := int64(b & 0x0f)
	for shift := 4; b&0x80 != 0; shift += 7 {
		if shift > 56 {
			return 0, 0, errors.New("pack object size overflows")
		}
		if b, err = r.ReadByte(); err != nil {
			return 0, 0, err
		}
		size |= int64(b&0x7f) << shift
	}
	return typ, size, nil
}

// readVarint reads a pack varint: the offset encoding of an ofs-delta (offset true), or the
// little-endian base-128 sizes of a delta header.
func readVarint(r io.ByteReader, offset bool) (int64, error) {
	var v int64
	for shift := 0; ; shift += 7 {
		if shift > 56 {
			return 0, errors.New("pack varint overflows")
		}
		b, err := r.ReadByte()
		if err != nil {
			return 0, err
		}
		if offset {
			if shift > 0 {
				v++
			}
			v = v<<7 | int64(b&0x7f)
		} else {
			v |= int64(b&0x7f) << shift
		}
		if b&0x80 == 0 {
			return v, nil
		}
	}
}
