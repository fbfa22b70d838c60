// Package atomicfile writes a file the way every mcperr output is written: into a temporary file
// in the same directory, then renamed over the name, so a reader (or a crash) sees the old file or
// the new one, never half of one. The file gets the mode an ordinary new file gets, 0666 less the
// umask (0644 under the usual umask), not the 0600 of os.CreateTemp: reports, ledgers, frames and
// baselines are for people and tools to read.
package atomicfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// Write writes name through write, atomically, creating its directory if needed.
func Write(name string, write func(io.Writer) error) (err error) {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create %s: %w", dir, err)
	}
	tmp, err := createTemp(dir, "."+filepath.Base(name)+".tmp-")
	if err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriterSize(tmp, 1<<16)
	if err := write(bw); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", name, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("close %s: %w", name, err)
	}
	if err := os.Rename(tmp.Name(), name); err != nil {
		return fmt.Errorf("rename into %s: %w", name, err)
	}
	return nil
}

// createTemp is os.CreateTemp with mode 0666 before the umask instead of 0600.
func createTemp(dir, prefix string) (*os.File, error) {
	for range 100 {
		name := filepath.Join(dir, prefix+strconv.FormatUint(rand.Uint64(), 36))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
	return nil, fmt.Errorf("no free temporary name in %s", dir)
}
