package report

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The jsonl format is one JSON object per line, each with a "type" member first:
//
//	{"type":"header","version":1,"tool":{...},"root":"..."}    first, once
//	{"type":"finding", ...every member of a finding...}      one per finding
//	{"type":"skipped","path":"...","reason":"..."}            one per skipped file
//	{"type":"note","path":"...","message":"..."}              one per manifest note
//	{"type":"summary", ...every member of the summary...}    last, once
//
// A finding line decodes into finding.Finding as it is (the extra "type" member is ignored),
// so `jq 'select(.type=="finding")'` gives exactly the findings of the json document. The
// header and summary lines make a truncated stream detectable: a complete one ends in a summary.

// Line types of the jsonl format.
const (
	LineHeader  = "header"
	LineFinding = "finding"
	LineSkipped = "skipped"
	LineNote    = "note"
	LineSummary = "summary"
)

type headerLine struct {
	Type    string       `json:"type"`
	Version int          `json:"version"`
	Tool    finding.Tool `json:"tool"`
	Root    string       `json:"root"`
}

type findingLine struct {
	Type string `json:"type"`
	finding.Finding
}

type skippedLine struct {
	Type string `json:"type"`
	finding.Skipped
}

type noteLine struct {
	Type string `json:"type"`
	finding.Note
}

type summaryLine struct {
	Type string `json:"type"`
	finding.Summary
}

// JSONLStream writes the jsonl format as the findings arrive, for corpus-size runs that should
// not hold a whole document in memory. Call Header once, then Finding and Skipped in any order,
// then Note for each note, then Close with the summary. It is not safe for concurrent use.
type JSONLStream struct {
	bw  *bufio.Writer
	enc *json.Encoder
	err error
}

// NewJSONLStream returns a stream that writes to w.
func NewJSONLStream(w io.Writer) *JSONLStream {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	return &JSONLStream{bw: bw, enc: enc}
}

func (s *JSONLStream) encode(v any) error {
	if s.err == nil {
		if err := s.enc.Encode(v); err != nil {
			s.err = fmt.Errorf("writing jsonl report: %w", err)
		}
	}
	return s.err
}

// Header writes the header line.
func (s *JSONLStream) Header(tool finding.Tool, root string) error {
	return s.encode(headerLine{Type: LineHeader, Version: finding.Version, Tool: tool, Root: root})
}

// Write writes one finding line.
func (s *JSONLStream) Write(f finding.Finding) error {
	if len(f.Fixes) > 0 {
		f = normalizedFixes([]finding.Finding{f})[0]
	}
	return s.encode(findingLine{Type: LineFinding, Finding: f})
}

// Skip writes one skipped-file line.
func (s *JSONLStream) Skip(sk finding.Skipped) error {
	return s.encode(skippedLine{Type: LineSkipped, Skipped: sk})
}

// Note writes one note line.
func (s *JSONLStream) Note(n finding.Note) error {
	return s.encode(noteLine{Type: LineNote, Note: n})
}

// Flush writes buffered lines through, so a reader can follow a long run.
func (s *JSONLStream) Flush() error {
	if s.err == nil {
		if err := s.bw.Flush(); err != nil {
			s.err = fmt.Errorf("writing jsonl report: %w", err)
		}
	}
	return s.err
}

// Close writes the summary line and flushes. It does not close the underlying writer.
func (s *JSONLStream) Close(sum finding.Summary) error {
	s.encode(summaryLine{Type: LineSummary, Summary: normalizedSummary(sum)})
	return s.Flush()
}

// jsonlWriter writes a whole document through a JSONLStream.
type jsonlWriter struct{}

func (jsonlWriter) Write(w io.Writer, doc *finding.Document) error {
	s := NewJSONLStream(w)
	s.Header(doc.Tool, doc.Root)
	for _, f := range doc.Findings {
		s.Write(f)
	}
	for _, sk := range doc.Skipped {
		s.Skip(sk)
	}
	for _, n := range doc.Notes {
		s.Note(n)
	}
	return s.Close(doc.Summary)
}
