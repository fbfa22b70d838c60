//go:build unix

package scanner

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
)

// errTooLarge and errNotRegular are the reasons readCapped refuses a file.
var (
	errTooLarge   = errors.New("file too large")
	errNotRegular = errors.New("not a regular file")
)

// readCapped reads a whole regular file of at most max bytes. It opens with O_NOFOLLOW, so a
// file swapped for a symlink after the walk saw it is not followed, and O_NONBLOCK, so one
// swapped for a FIFO does not block; it checks the opened file, not the name.
func readCapped(path string, max int64) ([]byte, int64, error) {
	return readCappedBuf(path, max, nil)
}

// readCappedBuf is readCapped reading into buf's storage when it is large enough.
func readCappedBuf(path string, max int64, buf []byte) ([]byte, int64, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, 0, err
	}
	if !info.Mode().IsRegular() {
		return nil, info.Size(), errNotRegular
	}
	if info.Size() > max {
		return nil, info.Size(), fmt.Errorf("%w: %d bytes, limit %d", errTooLarge, info.Size(), max)
	}
	// The file may grow between Stat and Read: read at most max+1 bytes and check again.
	if int64(cap(buf)) < info.Size()+1 {
		buf = make([]byte, 0, info.Size()+1)
	}
	buf = buf[:0]
	src, err := readAtMost(f, buf, max+1)
	if err != nil {
		return nil, int64(len(src)), err
	}
	if int64(len(src)) > max {
		return nil, int64(len(src)), fmt.Errorf("%w: grew past the limit %d while read", errTooLarge, max)
	}
	return src, int64(len(src)), nil
}

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
