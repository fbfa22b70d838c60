package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// TestJSONLLines checks that the jsonl output reads back into the document: a header first, a
// finding per finding line (decoded as finding.Finding as it is), skipped lines, a summary last.
func TestJSONLLines(t *testing.T) {
	doc := sample()
	sc := bufio.NewScanner(bytes.NewReader(render(t, "jsonl", Options{}, doc)))
	var types []string
	var got finding.Document
	for sc.Scan() {
		var head struct{ Type string }
		if err := json.Unmarshal(sc.Bytes(), &head); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		types = append(types, head.Type)
		var err error
		switch head.Type {
		case LineHeader:
			err = json.Unmarshal(sc.Bytes(), &got)
		case LineFinding:
			var f finding.Finding
			err = json.Unmarshal(sc.Bytes(), &f)
			got.Findings = append(got.Findings, f)
		case LineSkipped:
			var s finding.Skipped
			err = json.Unmarshal(sc.Bytes(), &s)
			got.Skipped = append(got.Skipped, s)
		case LineNote:
			var n finding.Note
			err = json.Unmarshal(sc.Bytes(), &n)
			got.Notes = append(got.Notes, n)
		case LineSummary:
			err = json.Unmarshal(sc.Bytes(), &got.Summary)
		default:
			t.Errorf("unknown line type %q", head.Type)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if types[0] != LineHeader || types[len(types)-1] != LineSummary {
		t.Errorf("line types %v: want header first and summary last", types)
	}
	if !reflect.DeepEqual(&got, doc) {
		t.Errorf("jsonl does not read back into the document:\n got %+v\nwant %+v", got, *doc)
	}
}

func TestJSONLStreamWritesAsItGoes(t *testing.T) {
	var buf bytes.Buffer
	s := NewJSONLStream(&buf)
	s.Header(finding.Tool{Name: "mcperr"}, ".")
	s.Write(sample().Findings[0])
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(buf.Bytes(), []byte("\n")); n != 2 {
		t.Errorf("after a header and a finding the stream holds %d lines, want 2", n)
	}
	if err := s.Close(finding.Summary{}); err != nil {
		t.Fatal(err)
	}
	lines := bytes.Split(bytes.TrimSpace(buf.Bytes()), []byte("\n"))
	if !bytes.HasPrefix(lines[len(lines)-1], []byte(`{"type":"summary",`)) {
		t.Errorf("stream does not end in a summary line:\n%s", buf.String())
	}
}
