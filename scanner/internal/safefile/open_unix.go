//go:build unix

package safefile

import (
	"os"
	"syscall"
)

// open opens path for reading with O_NOFOLLOW, so that a file swapped for a symlink after the
// caller resolved it is not followed, and O_NONBLOCK, so that a FIFO does not block the open
// (nor, since Read refuses it on its Fstat, any read).
func open(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
}
