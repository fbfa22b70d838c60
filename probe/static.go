package probe

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Verdict is what the probes say about one static finding.
type Verdict string

// The verdicts of the cross-check.
const (
	Confirmed    Verdict = "confirmed"     // a probe of the finding's tool received what the finding predicts
	Contradicted Verdict = "contradicted"  // the tool's probes were answered, none as predicted, every one with an isError result
	NotExercised Verdict = "not-exercised" // no probe of its tool was answered, or the answers do not decide
)

// Static is a document of static findings (from scan or vet) and the directory its paths are
// relative to, where the cross-check reads registration lines to learn tool names.
type Static struct {
	Root string
	Doc  *finding.Document
}

// Check is the verdict on one static finding.
type Check struct {
	Rule        string   `json:"rule"`
	Path        string   `json:"path"`
	Line        int      `json:"line"`
	Message     string   `json:"message"`
	Fingerprint string   `json:"fingerprint"`
	Tools       []string `json:"tools"`
	// Predicted is the outcome the finding predicts a client receives, and StaticProfile the
	// D P C T E R bits its site gives from typed fields, when it describes a site.
	Predicted     finding.Outcome `json:"predicted,omitempty"`
	StaticProfile string          `json:"staticProfile,omitempty"`
	Verdict       Verdict         `json:"verdict"`
	Reason        string          `json:"reason"`
}

// CrossCheck links each static finding to the probed tools it is about, by tool name, and says
// whether the probes confirm it, contradict it, or did not exercise it.
func CrossCheck(doc *Document, statics []Static) []Check {
	results := doc.Results
	tools := map[string]bool{} // planned tools, sent or not
	for _, r := range results {
		if r.Kind != UnknownTool {
			tools[r.Tool] = true
		}
	}
	for _, s := range doc.Skipped {
		if s.Tool != "" && s.Tool != UnknownToolName {
			tools[s.Tool] = true
		}
	}
	var out []Check
	for _, st := range statics {
		lines := &sourceLines{root: st.Root, files: map[string][]string{}}
		for i := range st.Doc.Findings {
			f := &st.Doc.Findings[i]
			c := Check{Rule: f.Rule, Path: f.Path, Line: f.Line, Message: f.Message, Fingerprint: f.Fingerprint,
				Tools: linkedTools(f, tools, lines), Predicted: predicted(f)}
			if f.Site != nil {
				c.StaticProfile = f.Site.Profile
			}
			c.Verdict, c.Reason = judge(c, results)
			if c.Tools == nil {
				c.Tools = []string{}
			}
			out = append(out, c)
		}
	}
	return out
}

// predicted returns the outcome a finding predicts: its site's outcome where it has one, else
// the rule's (a panic leak crashes the process, or is a -32603 where the message says the SDK
// turns it into one; a protocol error is a protocol error; a soft error is a success).
func predicted(f *finding.Finding) finding.Outcome {
	switch f.Rule {
	case "panicleak":
		if strings.Contains(f.Message, "-32603") {
			return finding.ProtocolError
		}
		return finding.Crash
	case "protocolerror":
		return finding.ProtocolError
	case "softerror", "droppedflag":
		return finding.Success
	}
	if f.Site != nil {
		return f.Site.Outcome
	}
	return ""
}

// judge gives a finding its verdict from the answers of its tools' probes.
func judge(c Check, results []Result) (Verdict, string) {
	if len(c.Tools) == 0 {
		return NotExercised, "no probed tool is linked to it by name"
	}
	if c.Predicted == "" {
		return NotExercised, "the rule predicts nothing a call can observe"
	}
	var answered []Result
	for _, r := range results {
		if r.Outcome != "" && r.Kind != UnknownTool && slices.Contains(c.Tools, r.Tool) {
			answered = append(answered, r)
		}
	}
	if len(answered) == 0 {
		return NotExercised, "no probe of " + strings.Join(c.Tools, ", ") + " was sent"
	}
	allIsError := true
	for _, r := range answered {
		if observes(c, r) {
			why := fmt.Sprintf("probe %s %s: %s", r.Tool, probeLabel(r.Probe), observedText(r))
			if c.StaticProfile != "" && r.Typed.Profile != "" {
				why += fmt.Sprintf("; static profile %s, observed typed profile %s", c.StaticProfile, r.Typed.Profile)
			}
			return Confirmed, why
		}
		allIsError = allIsError && r.Outcome == IsError
	}
	if allIsError {
		return Contradicted, fmt.Sprintf("predicted %s, but all %d probes of %s got isError results", c.Predicted, len(answered), strings.Join(c.Tools, ", "))
	}
	return NotExercised, fmt.Sprintf("predicted %s; the %d probes of %s got %s, which does not decide it (the path may need arguments the probes never send)", c.Predicted, len(answered), strings.Join(c.Tools, ", "), outcomesOf(answered))
}

// observes reports whether a probe's answer is what the finding predicts. A panic leak that
// the SDK turns into -32603 shows as a protocol error that names the panic.
func observes(c Check, r Result) bool {
	if r.Outcome.Static() != c.Predicted {
		return false
	}
	panicked := strings.Contains(strings.ToLower(r.Text), "panic")
	switch c.Rule {
	case "panicleak":
		return c.Predicted != finding.ProtocolError || panicked
	case "protocolerror":
		return !panicked // a recovered panic is panicleak's, not a returned error
	}
	return true
}

// observedText says what a probe received, for a reason.
func observedText(r Result) string {
	switch r.Outcome {
	case ProtocolError:
		return fmt.Sprintf("JSON-RPC error %d %s", *r.Code, quote(r.Text))
	case Lost:
		s := "the server was lost"
		if r.Exit != "" {
			s += " (" + r.Exit + ")"
		}
		if line := r.Panic; line != "" {
			s += ": " + line
		}
		return s
	}
	return string(r.Outcome) + " " + quote(r.Text)
}

// outcomesOf lists the distinct outcomes of some results.
func outcomesOf(rs []Result) string {
	seen := map[Outcome]bool{}
	var out []string
	for _, r := range rs {
		if !seen[r.Outcome] {
			seen[r.Outcome] = true
			out = append(out, string(r.Outcome))
		}
	}
	return strings.Join(out, ", ")
}

// probeLabel names a probe: its kind and argument.
func probeLabel(p Probe) string {
	if p.Argument == "" {
		return string(p.Kind)
	}
	return string(p.Kind) + "(" + p.Argument + ")"
}

// handlerName finds the handler a message names ("tool handler getIssue returns ...").
var handlerName = lazyre.New(`tool handler (?:func literal in )?([A-Za-z_][A-Za-z0-9_.]*)`)

// linkedTools returns the probed tools a finding is about. A tool whose name, with case, '_',
// '-' and a Handle/Handler/Tool affix ignored, is the finding's function or the handler its
// message names, is linked by name; so is one whose name is an identifier on the line of a
// related place (the tool's variable at its registration). Otherwise a tool whose name is a
// string literal on a line
// the finding or its related places point to (a registration) is linked; failing that, the
// nearest such literal within three lines after or before one of them (a tool definition's
// name on the line after `NewTool(`, or above the handler argument).
func linkedTools(f *finding.Finding, tools map[string]bool, src *sourceLines) []string {
	names := map[string]bool{}
	if f.Site != nil && f.Site.Function != "" {
		names[loose(lastName(f.Site.Function))] = true
	}
	if m := handlerName.FindStringSubmatch(f.Message); m != nil {
		names[loose(lastName(m[1]))] = true
	}
	var out []string
	for t := range tools {
		if names[loose(t)] {
			out = append(out, t)
		}
	}
	places := append([]finding.Related{{Path: f.Path, Line: f.Line}}, f.Related...)
	if len(out) == 0 {
		// a registration that names the tool's variable: s.AddTool(createTableTool, ...)
		for _, p := range f.Related {
			for _, id := range identifier.FindAllString(src.line(p.Path, p.Line), -1) {
				if l := loose(id); len(l) >= 4 {
					for t := range tools {
						if loose(t) == l {
							out = append(out, t)
						}
					}
				}
			}
		}
	}
	if len(out) == 0 {
		for _, d := range []int{0, 1, -1, 2, -2, 3, -3} {
			for _, p := range places {
				out = append(out, literalTools(src.line(p.Path, p.Line+d), tools)...)
			}
			if len(out) > 0 {
				break
			}
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// identifier matches a Go, Python or JavaScript identifier.
var identifier = lazyre.New(`[A-Za-z_][A-Za-z0-9_]*`)

// literalTools returns the tools whose names stand as a string literal in a line.
func literalTools(line string, tools map[string]bool) []string {
	var out []string
	for t := range tools {
		for _, q := range []string{`"`, "'", "`"} {
			if strings.Contains(line, q+t+q) {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// lastName drops a receiver or package qualifier: FilesystemHandler.HandleCopyFile is
// HandleCopyFile.
func lastName(s string) string { return s[strings.LastIndex(s, ".")+1:] }

// loose folds a name for matching a tool to a function: get_issue, get-issue, getIssue,
// HandleGetIssue, getIssueHandler and GetIssueTool are one.
func loose(s string) string {
	s = strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(s))
	for _, suffix := range []string{"handler", "tool", "func"} {
		if t := strings.TrimSuffix(s, suffix); t != "" {
			s = t
		}
	}
	for _, prefix := range []string{"handle", "handler"} {
		if t := strings.TrimPrefix(s, prefix); t != "" {
			s = t
		}
	}
	return s
}

// sourceLines reads lines of the static document's files, once per file, inside the root only
// (no path that leaves it, no symlink followed out of it) and of bounded size.
type sourceLines struct {
	root  string
	files map[string][]string
}

// maxSourceFile bounds the files the cross-check reads.
const maxSourceFile = 4 << 20

// line returns line n (from 1) of the file at the root-relative path p, or "".
func (s *sourceLines) line(p string, n int) string {
	if s.root == "" || p == "" || n <= 0 {
		return ""
	}
	ls, ok := s.files[p]
	if !ok {
		ls = s.read(p)
		s.files[p] = ls
	}
	if n > len(ls) {
		return ""
	}
	return ls[n-1]
}

func (s *sourceLines) read(p string) []string {
	clean := filepath.FromSlash(p)
	if filepath.IsAbs(clean) || !filepath.IsLocal(clean) {
		return nil
	}
	full := filepath.Join(s.root, clean)
	real, err := filepath.EvalSymlinks(full)
	if err != nil {
		return nil
	}
	root, err := filepath.EvalSymlinks(s.root)
	if err != nil {
		return nil
	}
	if rel, err := filepath.Rel(root, real); err != nil || !filepath.IsLocal(rel) {
		return nil
	}
	fi, err := os.Stat(real)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxSourceFile {
		return nil
	}
	fh, err := os.Open(real)
	if err != nil {
		return nil
	}
	defer fh.Close()
	var out []string
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 64<<10), maxSourceFile)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

// AddChecks cross-checks the document's answers with static findings and counts the verdicts.
func AddChecks(doc *Document, statics []Static) {
	doc.Checks = CrossCheck(doc, statics)
	doc.Summary = summarize(doc, doc.Summary.Planned)
}
