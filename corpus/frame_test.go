package corpus

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"
)

const frames = "../testdata/frames/"

func TestReadFormats(t *testing.T) {
	cases := []struct {
		file            string
		format          string
		records, reject int
		first           Record
	}{
		{"seed_2025_05_16_slice.json", FormatSeed2025, 40, 2, Record{Name: "io.github.21st-dev/magic-mcp", Version: "0.0.1-seed", Latest: true, LatestKnown: true, PublishedAt: "2025-05-16T18:56:49Z",
			Repository: Repository{URL: "https://github.com/21st-dev/magic-mcp", Source: "github", ID: "935450522"}, PackageTypes: []string{"npm"}}},
		{"server_camel.json", FormatServerJSON, 1, 0, Record{Name: "io.github.example/weather", Version: "1.2.0",
			Repository:   Repository{URL: "https://github.com/Example/Monorepo", Source: "github", Subfolder: "servers/weather"},
			PackageTypes: []string{"npm", "oci"}, Remotes: []Remote{{Type: "streamable-http", URL: "https://weather.example.com/mcp?api_key=REDACTED"}}}},
		{"server_snake.json", FormatServerJSON, 1, 0, Record{Name: "io.github.example/legacy", Version: "0.3.1",
			Repository: Repository{URL: "https://github.com/example/legacy.git", Source: "github"}, PackageTypes: []string{"pypi"},
			Remotes: []Remote{{Type: "sse", URL: "https://legacy.example.com/sse"}}}},
		{"api_v0.1_page.json", FormatAPIList, 5, 0, Record{Name: "io.github.example/weather", Version: "1.1.0", LatestKnown: true, Status: "active",
			PublishedAt: "2025-10-01T10:00:00Z", UpdatedAt: "2025-10-01T10:00:00Z",
			Repository: Repository{URL: "https://github.com/example/monorepo", Source: "github", Subfolder: "servers/weather"}, PackageTypes: []string{"npm"}}},
		{"api_v0_flat_page.json", FormatAPIList, 1, 0, Record{Name: "io.github.example/flat", Version: "0.9.0", Latest: true, LatestKnown: true,
			PublishedAt: "2025-08-01T00:00:00Z", UpdatedAt: "2025-08-01T00:00:00Z",
			Repository: Repository{URL: "https://github.com/example/flat", Source: "github"}, PackageTypes: []string{"oci"}}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			fr, err := LoadFrame(frames + c.file)
			if err != nil {
				t.Fatal(err)
			}
			if len(fr.Records) != c.records || len(fr.Rejects) != c.reject || fr.Sources[0].Format != c.format || len(fr.SHA256) != 64 {
				t.Fatalf("records %d rejects %d sources %+v", len(fr.Records), len(fr.Rejects), fr.Sources)
			}
			got := fr.Records[0]
			got.Notes, got.Format, got.Index = nil, "", 0
			if g, w := fmt.Sprintf("%+v", got), fmt.Sprintf("%+v", c.first); g != w {
				t.Errorf("first record\n got %s\nwant %s", g, w)
			}
		})
	}
}

func TestFrameRoundTrip(t *testing.T) {
	fr, err := LoadFrame(frames + "seed_2025_05_16_slice.json")
	if err != nil {
		t.Fatal(err)
	}
	var a bytes.Buffer
	if err := WriteFrame(&a, fr); err != nil {
		t.Fatal(err)
	}
	back, err := ReadFrame(bytes.NewReader(a.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if back.Sources[0].SHA256 != fr.SHA256 || len(back.Records) != len(fr.Records) || len(back.Rejects) != len(fr.Rejects) {
		t.Fatalf("round trip lost data: %+v", back.Sources)
	}
	var b bytes.Buffer
	WriteFrame(&b, back)
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("a frame read back does not write the same bytes")
	}
}

// TestBadEntries feeds entries that must each become a reject or a noted record, never a
// crash and never an error for the whole input.
func TestBadEntries(t *testing.T) {
	huge := strings.Repeat("d", 50_000)
	input := `[
 {"name": 42, "version": "1"},
 {"version": "1"},
 {"name": "a/dup", "name": "a/dup2"},
 "not an object",
 {"name": "a/types", "version": 3, "repository": "https://github.com/a/b", "packages": {"x": 1}, "remotes": [1]},
 {"name": "a/creds", "version": "1", "repository": {"url": "https://user:pw@github.com/a/creds"}},
 {"name": "a/dotdot", "version": "1", "repository": {"url": "https://github.com/a/../b"}},
 {"name": "a/ssh", "version": "1", "repository": {"url": "ssh://git@github.com/a/b"}},
 {"name": "a/sub", "version": "1", "repository": {"url": "https://github.com/a/sub", "subfolder": "../../etc"}},
 {"name": "a/huge", "version": "1", "description": "` + huge + `", "repository": {"url": "https://github.com/a/huge"}},
 {"name": "a/bin` + "\xff\xfe" + `", "version": "1", "repository": {"url": "https://github.com/a/bin"}}
]`
	fr, err := ReadFrame(strings.NewReader(input))
	if err != nil {
		t.Fatal(err)
	}
	var rejects []string
	for _, r := range fr.Rejects {
		rejects = append(rejects, r.Reason)
	}
	want := []string{"name: want string, got number", "missing name", `duplicate key "name": the entry is ambiguous`, "entry: want object, got string"}
	if !slices.Equal(rejects, want) {
		t.Errorf("rejects\n got %q\nwant %q", rejects, want)
	}
	got := map[string]string{}
	for _, r := range fr.Records {
		got[r.Name] = r.Problem + " | " + strings.Join(r.Notes, "; ") + " | " + r.Repository.URL
	}
	for name, want := range map[string]string{
		"a/types":           "repository: want object, got string | version: want string, got number; missing version; packages: want array, got object; remotes[0]: want object, got number | ",
		"a/creds":           " | credentials removed from repository URL | https://github.com/a/creds",
		"a/dotdot":          `repository repository URL "https://github.com/a/../b" contains ".." |  | https://github.com/a/../b`,
		"a/ssh":             `repository URL scheme not allowed: scheme "ssh" in "ssh://github.com/a/b" (only https, or file with --allow-local) | credentials removed from repository URL | ssh://github.com/a/b`,
		"a/sub":             `repository subfolder "../../etc" contains ".." |  | https://github.com/a/sub`,
		"a/huge":            " | description is 50000 bytes (not kept) | https://github.com/a/huge",
		"a/bin\ufffd\ufffd": " | invalid UTF-8 replaced with U+FFFD; name does not match the registry name pattern | https://github.com/a/bin",
	} {
		if got[name] != want {
			t.Errorf("%s\n got %q\nwant %q", name, got[name], want)
		}
	}
}

func TestReadErrors(t *testing.T) {
	for name, input := range map[string]string{
		"empty":     "",
		"not json":  "<html>rate limited</html>",
		"truncated": `{"servers": [{"server": {"name": "a/b", "version": "1"}}, {"server": {"na`,
		"scalar":    `42`,
		"unclosed":  `[{"name": "a/b"}`,
	} {
		if _, err := ReadFrame(strings.NewReader(input)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := ReadFrameOptions(strings.NewReader(`[{"name":"a/b"}]`), ReadOptions{MaxInputBytes: 5}); err == nil {
		t.Error("input cap not enforced")
	}
	fr, err := ReadFrameOptions(strings.NewReader(`[{"name":"a/b","description":"`+strings.Repeat("x", 100)+`"}]`), ReadOptions{MaxRecordBytes: 50})
	if err != nil || len(fr.Rejects) != 1 {
		t.Errorf("record cap: %v %+v", err, fr)
	}
}

func TestDedup(t *testing.T) {
	fr, err := LoadFrame(frames + "api_v0.1_page.json")
	if err != nil {
		t.Fatal(err)
	}
	entries, st := Dedup(fr.Records)
	want := DedupStats{Records: 5, OlderVersions: 1, Deleted: 1, Servers: 3, SameRepository: 1, Entries: 2}
	if st != want {
		t.Errorf("stats %+v, want %+v", st, want)
	}
	var keys []string
	for _, e := range entries {
		keys = append(keys, e.Key+" "+e.Version+" "+e.PackageType)
	}
	wantKeys := []string{"https://github.com/example/monorepo#servers/weather 1.2.0 npm", "name:com.example/remote-only 1.0.0 remote"}
	if !slices.Equal(keys, wantKeys) {
		t.Errorf("entries %q, want %q", keys, wantKeys)
	}
}

// TestDeepEntryRejectedAlone: an entry nested 20,000 deep (past encoding/json's limit) is
// rejected with its reason and every other entry is kept, in each form a frame comes in.
func TestDeepEntryRejectedAlone(t *testing.T) {
	doc := func(name, extra string) string {
		return `{"name":"a/` + name + `","version":"1","repository":{"url":"https://github.com/a/` + name + `"}` + extra + `}`
	}
	arrays := `,"_meta":{"x":` + strings.Repeat("[", 20_000) + strings.Repeat("]", 20_000) + `}`
	objects := `,"_meta":` + strings.Repeat(`{"a":`, 20_000) + "1" + strings.Repeat("}", 20_000)
	for _, deep := range []string{arrays, objects} {
		one, bad, two := doc("one", ""), doc("deep", deep), doc("two", "")
		var buf bytes.Buffer
		if err := WriteFrame(&buf, &Frame{Records: []Record{{Name: "a/one", Version: "1"}, {Name: "a/two", Version: "1"}}}); err != nil {
			t.Fatal(err)
		}
		header, rest, _ := strings.Cut(buf.String(), "\n")
		for form, input := range map[string]string{
			"array":  "[" + one + ",\n" + bad + ",\n" + two + "]",
			"stream": one + "\n" + bad + "\n" + two,
			"page":   `{"servers":[{"server":` + one + `},{"server":` + bad + `},{"server":` + two + `}],"metadata":{"count":3}}`,
			"frame":  header + "\n" + bad + "\n" + rest,
		} {
			fr, err := ReadFrame(strings.NewReader(input))
			if err != nil {
				t.Errorf("%s: the whole input refused: %.200v", form, err)
				continue
			}
			var names []string
			for _, r := range fr.Records {
				names = append(names, r.Name)
			}
			if !slices.Equal(names, []string{"a/one", "a/two"}) || len(fr.Rejects) != 1 || !strings.Contains(fr.Rejects[0].Reason, "deep, over the limit of 512") {
				t.Errorf("%s: records %q, rejects %+v", form, names, fr.Rejects)
			}
		}
	}
}
