//go:build unix

package adjudication

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestOutputsAreOrdinaryFiles: ledger, report and JSON files are written 0666 less the umask
// (0644 under umask 022, 0640 under 027), not 0600 whatever the umask.
func TestOutputsAreOrdinaryFiles(t *testing.T) {
	for _, c := range []struct {
		umask int
		want  os.FileMode
	}{{0o022, 0o644}, {0o027, 0o640}, {0o002, 0o664}} {
		old := syscall.Umask(c.umask)
		dir := t.TempDir()
		err := WriteLedger(dir, fixtureLedger())
		if err == nil {
			err = WriteFileAtomic(filepath.Join(dir, "report.md"), func(w io.Writer) error { _, err := io.WriteString(w, "# report\n"); return err })
		}
		syscall.Umask(old)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range []string{LedgerCSV, LedgerJSON, PathsCSV, StaleCSV, "report.md"} {
			fi, err := os.Stat(filepath.Join(dir, n))
			if err != nil {
				t.Fatal(err)
			}
			if fi.Mode().Perm() != c.want {
				t.Errorf("umask %03o: %s is %v, want %v", c.umask, n, fi.Mode().Perm(), c.want)
			}
		}
	}
}
