package corpus

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/mcperr/mcperr/internal/atomicfile"
)

// WriteFrame writes fr as JSONL: a header line {"mcperrFrame":1,"sources":[...]} recording
// each input with its sha256, then one record per line in frame order, then one
// {"reject":{...}} line per entry that could not be read. The output depends only on fr.
func WriteFrame(w io.Writer, fr *Frame) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	h := frameHeader{Version: FrameVersion, Sources: fr.Sources, Records: len(fr.Records), Rejects: len(fr.Rejects)}
	if h.Sources == nil {
		h.Sources = []Source{}
	}
	if err := enc.Encode(h); err != nil {
		return fmt.Errorf("writing frame header: %w", err)
	}
	for i := range fr.Records {
		if err := enc.Encode(&fr.Records[i]); err != nil {
			return fmt.Errorf("writing frame record %d: %w", i, err)
		}
	}
	for i := range fr.Rejects {
		if err := enc.Encode(struct {
			Reject *Reject `json:"reject"`
		}{&fr.Rejects[i]}); err != nil {
			return fmt.Errorf("writing frame reject %d: %w", i, err)
		}
	}
	return bw.Flush()
}

// SaveFrame writes fr to path atomically (a temporary file renamed into place).
func SaveFrame(path string, fr *Frame) error {
	return writeFileAtomic(path, func(w io.Writer) error { return WriteFrame(w, fr) })
}

// writeFileAtomic writes a file through fn into a temporary file beside path and renames it
// into place, so that a killed run never leaves a half-written file under the final name.
func writeFileAtomic(path string, fn func(io.Writer) error) error {
	return atomicfile.Write(path, fn)
}
