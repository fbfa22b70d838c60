package adjudication

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/mcperr/mcperr/internal/atomicfile"
)

// WriteFileAtomic writes a file through a temporary file in the same directory and a rename, so a
// reader (or a crash) never sees half a file: it sees the old file or the new one. The file is
// mode 0666 less the umask, as any ordinary output.
func WriteFileAtomic(name string, write func(io.Writer) error) error {
	return atomicfile.Write(name, write)
}

// WriteJSON writes v as indented JSON, atomically.
func WriteJSON(name string, v any) error {
	return WriteFileAtomic(name, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(v)
	})
}

// ReadJSON reads a JSON file into v, naming the file in any error.
func ReadJSON(name string, v any) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
