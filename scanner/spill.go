package scanner

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
)

// spillMemLimit is how many bytes a spill keeps in memory before it moves to a temporary file.
// A scan of a few repositories stays in memory; a corpus-size one writes to disk. Tests lower it.
var spillMemLimit = 2 << 20

// spill is an append-only byte store read back once the writing is done: in memory up to
// spillMemLimit, then in a temporary file, removed at once (on Unix) or on close. When no
// temporary file can be made, it stays in memory. It is not safe for concurrent use.
type spill struct {
	mem   []byte
	file  *os.File
	bw    *bufio.Writer
	name  string // the file's name while it could not be removed, to remove on close
	size  int64
	limit int
	err   error
}

func newSpill() *spill { return &spill{limit: spillMemLimit} }

// Write appends p. An error on the temporary file is sticky: every later call returns it.
func (s *spill) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	if s.file == nil && len(s.mem)+len(p) > s.limit {
		s.toFile()
	}
	if s.file == nil {
		s.mem = append(s.mem, p...)
		s.size += int64(len(p))
		return len(p), nil
	}
	n, err := s.bw.Write(p)
	s.size += int64(n)
	if err != nil {
		s.err = fmt.Errorf("scanner: writing temporary file: %w", err)
	}
	return n, s.err
}

// toFile moves the bytes held so far to a temporary file. If none can be created, the spill
// stays in memory and tries again no more.
func (s *spill) toFile() {
	f, err := os.CreateTemp("", "mcperr-scan-*")
	if err != nil {
		s.limit = int(^uint(0) >> 1)
		return
	}
	if os.Remove(f.Name()) != nil {
		s.name = f.Name() // Windows: an open file cannot be removed
	}
	s.file, s.bw = f, bufio.NewWriterSize(f, 64<<10)
	if _, err := s.bw.Write(s.mem); err != nil {
		s.err = fmt.Errorf("scanner: writing temporary file: %w", err)
	}
	s.mem = nil
}

// Size is the number of bytes written.
func (s *spill) Size() int64 { return s.size }

// ReadAt reads back what was written; call it only after the last Write.
func (s *spill) ReadAt(p []byte, off int64) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	if s.file == nil {
		if off >= int64(len(s.mem)) {
			return 0, io.EOF
		}
		n := copy(p, s.mem[off:])
		if n < len(p) {
			return n, io.EOF
		}
		return n, nil
	}
	if s.bw.Buffered() > 0 {
		if err := s.bw.Flush(); err != nil {
			s.err = fmt.Errorf("scanner: writing temporary file: %w", err)
			return 0, s.err
		}
	}
	return s.file.ReadAt(p, off)
}

// Close releases the memory and removes the temporary file.
func (s *spill) Close() error {
	s.mem = nil
	if s.file == nil {
		return nil
	}
	err := s.file.Close()
	if s.name != "" {
		err = errors.Join(err, os.Remove(s.name))
	}
	s.file, s.bw = nil, nil
	return err
}
