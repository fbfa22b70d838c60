package main

import (
	"encoding/csv"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/mcperr/mcperr/scanner/finding"
)

// softErrorServer is a low-level Python server with one soft error (line 11): every file named
// below holds it, so each name reaches every format as a finding's path.
const softErrorServer = `from mcp.server.lowlevel import Server
import mcp.types as types

server = Server("names")

@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    try:
        return [types.TextContent(type="text", text=open(arguments["path"]).read())]
    except OSError as e:
        return [types.TextContent(type="text", text=f"Error reading: {e}")]
`

// hostileNames are file names a scanned repository can hold: a newline that would start a
// forged finding line, terminal escapes, characters a URI gives a meaning to, and a byte that is
// not UTF-8.
var hostileNames = []string{
	"forge\nevil.py:1:1: softerror: forged finding.py",
	"esc\x1b[2J\x1b[31mred.py",
	"sp ace#frag?q=1%41.py",
	"bad\xffbyte.py",
}

// namesRoot writes the server under every hostile name into a fresh directory.
func namesRoot(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for _, n := range hostileNames {
		if err := os.WriteFile(filepath.Join(root, n), []byte(softErrorServer), 0o644); err != nil {
			t.Skipf("this file system refuses the name %q: %v", n, err)
		}
	}
	return root
}

// scanNames scans the hostile tree in one format and checks what every format owes a reader:
// valid UTF-8 and no raw escape character.
func scanNames(t *testing.T, root, format string) string {
	t.Helper()
	out, errw, code := runScanCmd("--format", format, root)
	if code != exitFindings {
		t.Fatalf("scan --format %s: exit %d, want %d; stderr:\n%s", format, code, exitFindings, errw)
	}
	if !utf8.ValidString(out) {
		t.Errorf("--format %s writes bytes that are not UTF-8", format)
	}
	if strings.ContainsRune(out, 0x1b) {
		t.Errorf("--format %s writes a raw escape character", format)
	}
	return out
}

// TestHostileNamesCannotForgeLines: in text and markdown a file name cannot start a line of its
// own: each finding is one line, and a name with control characters is quoted.
func TestHostileNamesCannotForgeLines(t *testing.T) {
	root := namesRoot(t)
	text := scanNames(t, root, "text")
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) != len(hostileNames) {
		t.Fatalf("%d text lines for %d findings:\n%s", len(lines), len(hostileNames), text)
	}
	vetLine := regexp.MustCompile(`^("(\\.|[^"\\])*"|[^"\s][^\n]*?):11:\d+: softerror: `)
	for _, l := range lines {
		if !vetLine.MatchString(l) {
			t.Errorf("text line is not one finding at line 11: %q", l)
		}
	}
	if !strings.Contains(text, `forge\nevil.py`) || !strings.Contains(text, `esc\x1b[2J\x1b[31mred.py`) {
		t.Errorf("control characters of names are not escaped as Go does:\n%s", text)
	}
	md := scanNames(t, root, "markdown")
	if rows := strings.Count(md, "\n| `"); rows != len(hostileNames) {
		t.Errorf("%d markdown rows for %d findings:\n%s", rows, len(hostileNames), md)
	}
}

// TestHostileNamesOneRuleForBytes: a byte that is not UTF-8 becomes U+FFFD in every format, the
// rule JSON's encoder sets, so CSV, JSON and SARIF name the same file the same way; SARIF's URIs
// are percent-encoded as RFC 3986 requires and decode to that path.
func TestHostileNamesOneRuleForBytes(t *testing.T) {
	root := namesRoot(t)
	var doc finding.Document
	if err := json.Unmarshal([]byte(scanNames(t, root, "json")), &doc); err != nil {
		t.Fatal(err)
	}
	jsonPaths := map[string]bool{}
	for _, f := range doc.Findings {
		jsonPaths[f.Path] = true
	}
	if !jsonPaths["bad\uFFFDbyte.py"] {
		t.Fatalf("json paths %v lack bad\\uFFFDbyte.py", jsonPaths)
	}

	rows, err := csv.NewReader(strings.NewReader(scanNames(t, root, "csv"))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+len(hostileNames) {
		t.Fatalf("%d csv rows, want a header and %d", len(rows), len(hostileNames))
	}
	if !csvHasPath(rows, "bad\uFFFDbyte.py") {
		t.Errorf("csv names the file with a non-UTF-8 byte differently from json: %q", rows)
	}
	for _, r := range rows[1:] {
		if strings.ContainsAny(r[2], "\n\x1b") {
			t.Errorf("csv path cell %q holds a raw control character", r[2])
		}
	}

	sarifOut := scanNames(t, root, "sarif")
	var log struct {
		Runs []struct {
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(sarifOut), &log); err != nil {
		t.Fatal(err)
	}
	uriChar := regexp.MustCompile(`^([A-Za-z0-9._~!$&'()*+,;=:@/-]|%[0-9A-F]{2})+$`)
	var decoded []string
	for _, r := range log.Runs[0].Results {
		uri := r.Locations[0].PhysicalLocation.ArtifactLocation.URI
		if !uriChar.MatchString(uri) {
			t.Errorf("SARIF uri %q has characters RFC 3986 does not allow in a path", uri)
		}
		u, err := url.Parse(uri)
		if err != nil {
			t.Errorf("SARIF uri %q: %v", uri, err)
			continue
		}
		if u.Scheme != "" || u.RawQuery != "" || u.Fragment != "" {
			t.Errorf("SARIF uri %q parses with a scheme, query or fragment", uri)
		}
		decoded = append(decoded, u.Path)
	}
	for _, p := range decoded {
		if !jsonPaths[p] {
			t.Errorf("SARIF uri decodes to %q, which is no json path (%q)", p, decoded)
		}
	}
}

func csvHasPath(rows [][]string, p string) bool {
	for _, r := range rows[1:] {
		if r[2] == p {
			return true
		}
	}
	return false
}
