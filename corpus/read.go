package corpus

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// ReadOptions bound what ReadFrameOptions accepts.
type ReadOptions struct {
	// Path names the input in Frame.Sources (informational).
	Path string
	// MaxInputBytes caps the input (default 1 GiB).
	MaxInputBytes int64
	// MaxRecordBytes caps one record (default 1 MiB); a larger record is rejected.
	MaxRecordBytes int
}

func (o ReadOptions) withDefaults() ReadOptions {
	if o.MaxInputBytes <= 0 {
		o.MaxInputBytes = 1 << 30
	}
	if o.MaxRecordBytes <= 0 {
		o.MaxRecordBytes = 1 << 20
	}
	return o
}

// ReadFrame reads a frame in any supported format (see ReadFrameOptions).
func ReadFrame(r io.Reader) (*Frame, error) {
	return ReadFrameOptions(r, ReadOptions{})
}

// LoadFrame reads the frame file or registry dump at path.
func LoadFrame(path string) (*Frame, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("frame %s: %w", path, err)
	}
	defer f.Close()
	// Only the base name is recorded, so that the same file read from elsewhere gives the
	// same frame and the same sample bytes.
	fr, err := ReadFrameOptions(f, ReadOptions{Path: filepath.Base(path)})
	if err != nil {
		return nil, fmt.Errorf("frame %s: %w", path, err)
	}
	return fr, nil
}

// ReadFrameOptions reads a frame from r. It accepts a frame file written by WriteFrame, the
// 2025 seed array, a server.json document or an array or stream of them (camelCase or
// snake_case), and API list pages from /v0 and /v0.1 (one page or a stream of pages).
// Entries that cannot be normalised become Rejects with a reason; only input that is not
// JSON at all, is truncated, or exceeds MaxInputBytes is an error.
func ReadFrameOptions(r io.Reader, o ReadOptions) (*Frame, error) {
	o = o.withDefaults()
	data, err := io.ReadAll(io.LimitReader(r, o.MaxInputBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading input: %w", err)
	}
	if int64(len(data)) > o.MaxInputBytes {
		return nil, fmt.Errorf("input exceeds %d bytes", o.MaxInputBytes)
	}
	sum := sha256.Sum256(data)
	fr := &Frame{SHA256: hex.EncodeToString(sum[:])}
	if isFrameFile(data) {
		if err := readFrameFile(fr, data); err != nil {
			return nil, err
		}
		return fr, nil
	}
	rd := &reader{opts: o, frame: fr}
	src, err := rd.readAll(data)
	if err != nil {
		return nil, err
	}
	src.Path, src.SHA256, src.Bytes = o.Path, fr.SHA256, int64(len(data))
	fr.Sources = []Source{src}
	return fr, nil
}

// isFrameFile reports whether data starts with a frame header line.
func isFrameFile(data []byte) bool {
	line, _, _ := bytes.Cut(bytes.TrimLeft(data, " \t\r\n"), []byte("\n"))
	var h struct {
		Version *int `json:"mcperrFrame"`
	}
	return json.Unmarshal(line, &h) == nil && h.Version != nil
}

// readFrameFile reads a JSONL frame: a header line, then records and {"reject":...} lines.
func readFrameFile(fr *Frame, data []byte) error {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		if n == 1 {
			var h frameHeader
			if err := json.Unmarshal(line, &h); err != nil {
				return fmt.Errorf("frame header: %w", err)
			}
			if h.Version != FrameVersion {
				return fmt.Errorf("frame version %d not supported (want %d)", h.Version, FrameVersion)
			}
			fr.Sources = h.Sources
			continue
		}
		var rj struct {
			Reject *Reject `json:"reject"`
		}
		if err := json.Unmarshal(line, &rj); err == nil && rj.Reject != nil {
			fr.Rejects = append(fr.Rejects, *rj.Reject)
			continue
		}
		if _, depth, err := scanValue(line, 0); err == nil && depth > maxEntryDepth {
			fr.Rejects = append(fr.Rejects, Reject{Format: "frame", Index: n, Reason: tooDeep(depth)})
			continue
		}
		var rec Record
		if err := json.Unmarshal(line, &rec); err != nil {
			return fmt.Errorf("frame line %d: %w", n, err)
		}
		fr.Records = append(fr.Records, rec)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("frame line %d: %w", n+1, err)
	}
	return nil
}

// tooDeep is the reason an entry nested deeper than maxEntryDepth is rejected.
func tooDeep(depth int) string {
	return fmt.Sprintf("entry is nested %d deep, over the limit of %d", depth, maxEntryDepth)
}

// reader normalises raw registry input into a frame.
type reader struct {
	opts  ReadOptions
	frame *Frame
	index int // position of the next entry across the whole input
	src   Source
}

// readAll reads a stream of top-level JSON values.
func (rd *reader) readAll(data []byte) (Source, error) {
	values := 0
	for i := skipSpace(data, 0); i < len(data); i = skipSpace(data, i) {
		values++
		switch data[i] {
		case '[':
			end, err := eachElement(data, i, func(elem []byte, _ int) { rd.entry(elem, "") })
			if err != nil {
				return rd.src, fmt.Errorf("input is truncated or not JSON (entry %d): %w", rd.index, err)
			}
			i = end
		case '{':
			end, _, err := scanValue(data, i)
			if err != nil {
				return rd.src, fmt.Errorf("input is truncated or not JSON (value at byte %d): %w", i, err)
			}
			if err := rd.readTopObject(data[i:end]); err != nil {
				return rd.src, err
			}
			i = end
		default:
			end, _, _ := scanValue(data, i)
			tok := data[i:max(end, i+1)]
			if json.Valid(tok) {
				return rd.src, fmt.Errorf("input is not a registry document: top-level %s at byte %d", sanitizeText(string(tok), 40), i)
			}
			return rd.src, fmt.Errorf("input is not JSON (at byte %d)", i)
		}
	}
	if values == 0 {
		return rd.src, errors.New("input is empty")
	}
	return rd.src, nil
}

// readTopObject handles one top-level object: a list page, a ServerResponse, or a document.
// A list page's entries are split without decoding the page, so that one entry nested too
// deep for encoding/json is rejected alone.
func (rd *reader) readTopObject(raw []byte) error {
	servers, err := member(raw, "servers")
	if err != nil {
		return fmt.Errorf("input object: %w", err)
	}
	if servers == nil {
		rd.entry(raw, "")
		return nil
	}
	rd.setFormat(FormatAPIList)
	switch kindOf(servers) {
	case "null":
		return nil
	case "array":
		_, err := eachElement(servers, 0, func(elem []byte, _ int) { rd.entry(elem, FormatAPIList) })
		if err != nil {
			return fmt.Errorf("list page: servers: %w", err)
		}
		return nil
	}
	return fmt.Errorf("list page: servers: want array, got %s", kindOf(servers))
}

// setFormat records the input's format; mixed input is reported as such.
func (rd *reader) setFormat(f string) {
	switch rd.src.Format {
	case "", f:
		rd.src.Format = f
	default:
		rd.src.Format = "mixed"
	}
}

// entry normalises one entry and adds it to the frame as a record or a reject.
func (rd *reader) entry(raw json.RawMessage, format string) {
	idx := rd.index
	rd.index++
	rec, rej := normalize(raw, format, idx, rd.opts.MaxRecordBytes)
	if rej != nil {
		rd.frame.Rejects = append(rd.frame.Rejects, *rej)
		rd.src.Rejects++
		if rd.src.Format == "" && rej.Format != "" {
			rd.setFormat(rej.Format)
		}
		return
	}
	rd.setFormat(rec.Format)
	rd.frame.Records = append(rd.frame.Records, rec)
	rd.src.Records++
}
