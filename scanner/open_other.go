//go:build !unix

package scanner

import (
	"errors"
	"fmt"
	"io"
	"os"
)

var (
	errTooLarge   = errors.New("file too large")
	errNotRegular = errors.New("not a regular file")
)

// readCapped reads a whole regular file of at most max bytes.
func readCapped(path string, max int64) ([]byte, int64, error) {
	return readCappedBuf(path, max, nil)
}

// readCappedBuf is readCapped; it does not reuse buf on this platform.
func readCappedBuf(path string, max int64, _ []byte) ([]byte, int64, error) {
	f, err := os.Open(path)
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
	src, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, int64(len(src)), err
	}
	if int64(len(src)) > max {
		return nil, int64(len(src)), fmt.Errorf("%w: grew past the limit %d while read", errTooLarge, max)
	}
	return src, int64(len(src)), nil
}
