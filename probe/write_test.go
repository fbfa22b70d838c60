package probe

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"strings"
	"testing"
)

// hostile is a document whose server text tries to break every format: markup, a formula,
// a newline, a table pipe.
func hostile() *Document {
	code32603 := int64(-32603)
	p := Probe{Tool: "get_<b>", Kind: WrongType, Argument: "id", Arguments: json.RawMessage(`{"id":12345}`)}
	a := Answer{Outcome: ProtocolError, Code: &code32603, Text: "=HYPERLINK(\"x\") <script>alert(1)</script> | id\nmust be a string"}
	r := Result{Probe: p, Answer: a}
	r.Typed, r.Content = code(p, a)
	doc := &Document{Version: DocumentVersion, Server: Server{Transport: "stdio", Command: "srv", Name: "<i>srv</i>"}, Results: []Result{r},
		Skipped: []Skip{{Tool: "t", Reason: "annotated destructive"}}}
	doc.Summary = summarize(doc, 1)
	return doc
}

func TestWritersKeepServerTextInert(t *testing.T) {
	doc := hostile()
	out := map[string]string{}
	for _, f := range Formats {
		var b bytes.Buffer
		if err := Write(&b, doc, f, true); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[f] = b.String()
	}
	var back Document
	if err := json.Unmarshal([]byte(out["json"]), &back); err != nil || back.Results[0].Content.Profile != "011110" {
		t.Errorf("json does not read back (%v): %+v", err, back.Results)
	}
	lines := strings.Split(strings.TrimSpace(out["jsonl"]), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], `{"type":"header"`) || !strings.HasPrefix(lines[3], `{"type":"summary"`) {
		t.Errorf("jsonl lines: %q", lines)
	}
	rows, err := csv.NewReader(strings.NewReader(out["csv"])).ReadAll()
	if err != nil || len(rows) != 2 || rows[1][len(rows[1])-1][0] != '\'' {
		t.Errorf("csv: the formula is not neutralised (%v): %q", err, rows)
	}
	if strings.Contains(out["html"], "<script>") || strings.Contains(out["html"], "<i>srv") || !strings.Contains(out["html"], "&lt;script&gt;") {
		t.Errorf("html lets the server's markup through")
	}
	if strings.Contains(out["markdown"], "<script>") || strings.Count(out["markdown"], "\n| `get_") != 1 {
		t.Errorf("markdown lets the server's text out of its cell:\n%s", out["markdown"])
	}
	if strings.Count(out["text"], "\n") != 1+1+6+1 {
		t.Errorf("text: want a header, one line per probe, six reasons and the skip, each on its line:\n%s", out["text"])
	}
	var b bytes.Buffer
	if err := Write(&b, doc, "sarif", false); err == nil || !strings.Contains(err.Error(), `unknown output format "sarif"`) {
		t.Errorf("sarif: %v", err)
	}
}
