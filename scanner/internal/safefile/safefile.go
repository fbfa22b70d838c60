// Package safefile is the one way the scanner and the manifest index read a file of a scanned
// tree: as a regular file only, opened without blocking and without following a last symlink,
// with the size cap checked on the opened file before anything is read.
//
// A scanned tree is hostile. A FIFO opened for reading blocks until a writer comes, a device
// such as /dev/zero never ends, and a sparse file can claim gigabytes: each of these would hang
// a scan or exhaust its memory if it were read the way os.ReadFile reads. Read refuses all of
// them with an error a caller records as a skip.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrTooLarge and ErrNotRegular are the reasons Read refuses a file; test them with errors.Is.
var (
	ErrTooLarge   = errors.New("file too large")
	ErrNotRegular = errors.New("not a regular file")
)

// Read reads the whole regular file at path, of at most max bytes, into buf's storage when it
// is large enough (buf may be nil). It returns the bytes and the file's size as seen (the size
// of a refused file, for the caller's message). It checks the opened file, not the name: what
// the walk saw may have been swapped since.
func Read(path string, max int64, buf []byte) ([]byte, int64, error) {
	f, err := Open(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, 0, err
	}
	if !info.Mode().IsRegular() {
		return nil, info.Size(), ErrNotRegular
	}
	if info.Size() > max {
		return nil, info.Size(), fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, info.Size(), max)
	}
	// The file may grow between Stat and Read: read at most max+1 bytes and check again.
	if int64(cap(buf)) < info.Size()+1 {
		buf = make([]byte, 0, info.Size()+1)
	}
	src, err := readAtMost(f, buf[:0], max+1)
	if err != nil {
		return nil, int64(len(src)), err
	}
	if int64(len(src)) > max {
		return nil, int64(len(src)), fmt.Errorf("%w: grew past the limit %d while read", ErrTooLarge, max)
	}
	return src, int64(len(src)), nil
}

// Open opens path for reading as Read does, for a caller that only needs to know it can be.
func Open(path string) (*os.File, error) { return open(path) }

// readAtMost appends to buf what r holds, up to limit bytes, growing buf only when it is full.
func readAtMost(r io.Reader, buf []byte, limit int64) ([]byte, error) {
	lr := io.LimitReader(r, limit)
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := lr.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return buf, err
		}
	}
}
