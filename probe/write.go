package probe

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/mcperr/mcperr/report"
)

// Formats are the output formats of a probe document, named as scan's are.
var Formats = []string{"text", "json", "jsonl", "csv", "markdown", "html"}

// Write writes the document in the named format. Reasons adds each bit's reason to text.
func Write(w io.Writer, doc *Document, format string, reasons bool) error {
	bw := bufio.NewWriter(w)
	var err error
	switch format {
	case "text":
		writeText(bw, doc, reasons)
	case "json":
		enc := json.NewEncoder(bw)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		err = enc.Encode(doc)
	case "jsonl":
		err = writeJSONL(bw, doc)
	case "csv":
		err = writeCSV(bw, doc)
	case "markdown":
		writeMarkdown(bw, doc)
	case "html":
		writeHTML(bw, doc)
	default:
		return fmt.Errorf("unknown output format %q (valid formats: %s)", format, strings.Join(Formats, ", "))
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", format, err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing %s: %w", format, err)
	}
	return nil
}

// ServerLine describes the server in one line: name, version, transport, tools.
func ServerLine(doc *Document) string {
	s := doc.Server
	name := s.Name
	if s.Version != "" {
		name += " " + s.Version
	}
	where := s.Command
	if s.Transport == "http" {
		where = s.URL
	}
	return fmt.Sprintf("%s over %s (%s), protocol %s, %d tools", strings.TrimSpace(name), s.Transport, where, s.ProtocolVersion, s.Tools)
}

// SummaryLine is the one-line summary printed on stderr in text mode.
func SummaryLine(doc *Document) string {
	s := doc.Summary
	var outs []string
	for _, o := range []Outcome{ProtocolError, IsError, SoftError, Success, Timeout, Lost} {
		if n := s.ByOutcome[o]; n > 0 {
			outs = append(outs, fmt.Sprintf("%s %d", o, n))
		}
	}
	line := fmt.Sprintf("mcperr probe: %d planned, %d sent, %d skipped", s.Planned, s.Sent, s.Skipped)
	if len(outs) > 0 {
		line += " (" + strings.Join(outs, ", ") + ")"
	}
	if s.Answered > 0 {
		line += "; bits set of " + strconv.Itoa(s.Answered) + " answers, typed " + bitCounts(s.Typed) + ", content " + bitCounts(s.Content)
	}
	for _, v := range []Verdict{Confirmed, Contradicted, NotExercised} {
		if n := s.Checks[v]; n > 0 {
			line += fmt.Sprintf("; %d %s", n, v)
		}
	}
	return line
}

// bitCounts lists a view's counts as D3 P0 C2 T1 E0 R0.
func bitCounts(m map[string]int) string {
	parts := make([]string, len(bitNames))
	for i, n := range bitNames {
		parts[i] = n + strconv.Itoa(m[n])
	}
	return strings.Join(parts, " ")
}

func writeText(w io.Writer, doc *Document, reasons bool) {
	fmt.Fprintf(w, "# %s\n", report.OneLine(ServerLine(doc)))
	for _, r := range doc.Results {
		fmt.Fprintf(w, "%s: %s: %s\n", r.Tool, probeLabel(r.Probe), report.OneLine(answerText(r)))
		if reasons && r.Outcome != "" {
			for i := range r.Typed.Bits {
				t, c := r.Typed.Bits[i], r.Content.Bits[i]
				fmt.Fprintf(w, "\t%s typed %s: %s; content %s: %s\n", t.Name, bitChar(t.Set), report.OneLine(t.Reason), bitChar(c.Set), report.OneLine(c.Reason))
			}
		}
	}
	for _, s := range doc.Skipped {
		fmt.Fprintf(w, "%s: %s: skipped: %s\n", s.Tool, orDash(string(s.Kind)), report.OneLine(s.Reason))
	}
	for _, c := range doc.Checks {
		fmt.Fprintf(w, "%s:%d: %s: %s: %s\n", c.Path, c.Line, c.Rule, c.Verdict, report.OneLine(c.Reason))
	}
}

// answerText is one answer as the text format shows it.
func answerText(r Result) string {
	if r.Outcome == "" {
		return "planned, arguments " + string(r.Arguments) + " (" + r.Description + ")"
	}
	s := string(r.Outcome)
	if r.Code != nil {
		s += " " + strconv.FormatInt(*r.Code, 10)
	}
	s += " typed " + r.Typed.Profile + " content " + r.Content.Profile
	switch r.Outcome {
	case Lost:
		if r.Exit != "" {
			s += " (" + r.Exit + ")"
		}
		if p := r.Panic; p != "" {
			s += ": " + p
		} else if r.Detail != "" {
			s += ": " + r.Detail
		}
	case Timeout:
		s += ": " + r.Detail
	default:
		s += ": " + quote(r.Text)
	}
	return s
}

func bitChar(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// jsonl lines, each with its "type" first, as scan's jsonl format.
type (
	headerLine struct {
		Type    string `json:"type"`
		Version int    `json:"version"`
		Tool    any    `json:"tool"`
		Server  Server `json:"server"`
	}
	resultLine struct {
		Type string `json:"type"`
		Result
	}
	skipLine struct {
		Type string `json:"type"`
		Skip
	}
	checkLine struct {
		Type string `json:"type"`
		Check
	}
	summaryLine struct {
		Type string `json:"type"`
		Summary
	}
)

func writeJSONL(w io.Writer, doc *Document) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(headerLine{"header", doc.Version, doc.Tool, doc.Server}); err != nil {
		return err
	}
	for _, r := range doc.Results {
		if err := enc.Encode(resultLine{"probe", r}); err != nil {
			return err
		}
	}
	for _, s := range doc.Skipped {
		if err := enc.Encode(skipLine{"skipped", s}); err != nil {
			return err
		}
	}
	for _, c := range doc.Checks {
		if err := enc.Encode(checkLine{"check", c}); err != nil {
			return err
		}
	}
	return enc.Encode(summaryLine{"summary", doc.Summary})
}

// csvColumns is the probes CSV's header. New columns go at the end.
var csvColumns = []string{"tool", "kind", "argument", "arguments", "outcome", "code", "exit", "elapsedMs",
	"typed", "content", "typedReasons", "contentReasons", "text"}

func writeCSV(w io.Writer, doc *Document) error {
	cw := csv.NewWriter(w)
	cw.Write(csvColumns)
	for _, r := range doc.Results {
		code := ""
		if r.Code != nil {
			code = strconv.FormatInt(*r.Code, 10)
		}
		row := []string{r.Tool, string(r.Kind), r.Argument, string(r.Arguments), string(r.Outcome), code, r.Exit,
			strconv.FormatInt(r.ElapsedMS, 10), r.Typed.Profile, r.Content.Profile, reasonCell(r.Typed), reasonCell(r.Content), r.Text}
		for i := range row {
			row[i] = report.SafeCell(row[i])
		}
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// reasonCell lists a view's bits and reasons, one per line of the cell.
func reasonCell(v View) string {
	lines := make([]string, len(v.Bits))
	for i, b := range v.Bits {
		lines[i] = b.Name + "=" + bitChar(b.Set) + ": " + b.Reason
	}
	return strings.Join(lines, "\n")
}
