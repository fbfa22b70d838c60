package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// secretMark is part of every credential planted in the hostile frames below: it must appear
// in no output file and no output stream.
const secretMark = "SeCrEt"

// credentialFrame writes a registry file whose repository URLs carry credentials in every
// form a hostile or careless registry record can: user information that Go's URL parser
// refuses (an invalid escape, a space, a slash in the password), scp-style addresses, token
// query parameters, on local repositories (which can be acquired) and on an unreachable host.
func credentialFrame(t *testing.T) string {
	t.Helper()
	repo := func() string {
		return filepath.ToSlash(makeRepo(t, map[string]string{"server.py": "print('hello')\n"}))
	}
	urls := []string{
		"file://user:" + secretMark + "1@localhost" + repo(),
		"file://" + repo() + "?access_token=" + secretMark + "2",
		"file://" + repo() + "?private_token=" + secretMark + "3&ref=main",
		"https://user:" + secretMark + "4%zz@127.0.0.1:1/o/r4",
		"https://user:" + secretMark + " 5@127.0.0.1:1/o/r5",
		"https://user:" + secretMark + "/6@127.0.0.1:1/o/r6",
		"https://" + secretMark + "7/x@127.0.0.1:1/o/r7",
		secretMark + "8@127.0.0.1:o/r8",
		"https://127.0.0.1:1/o/r9?access_token=" + secretMark + "9",
		"https://127.0.0.1:1/o/r10.git?x=1&api_key=" + secretMark + "10#frag",
		"https://oauth2:" + secretMark + "11@127.0.0.1:1/o/r11",
	}
	var docs []string
	for i, u := range urls {
		docs = append(docs, fmt.Sprintf(`{"name":"io.github.t/r%d","version":"1.0.0","repository":{"url":%q,"source":"github"}}`, i, u))
	}
	frame := filepath.Join(t.TempDir(), "servers.json")
	if err := os.WriteFile(frame, []byte("["+strings.Join(docs, ",\n")+"]"), 0o644); err != nil {
		t.Fatal(err)
	}
	return frame
}

// assertNoSecret fails when the secret mark appears in any file under dir or in any text.
func assertNoSecret(t *testing.T, dir string, texts map[string]string) {
	t.Helper()
	for name, text := range texts {
		if i := strings.Index(text, secretMark); i >= 0 {
			t.Errorf("%s leaks a credential: ...%s...", name, excerpt(text, i))
		}
	}
	files := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.Contains(p, secretMark) {
			t.Errorf("a path leaks a credential: %s", p)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		files++
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if i := strings.Index(string(b), secretMark); i >= 0 {
			t.Errorf("%s leaks a credential: ...%s...", p, excerpt(string(b), i))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Errorf("no output files under %s", dir)
	}
}

func excerpt(s string, i int) string {
	return s[max(0, i-80):min(len(s), i+40)]
}

// TestAuditRedactsCredentials builds a study from a frame full of credentials and finds none
// of them in any file of the study directory, on stdout or on stderr; the acquirable local
// repositories are acquired without them.
func TestAuditRedactsCredentials(t *testing.T) {
	frame := credentialFrame(t)
	dir := filepath.Join(t.TempDir(), "study")
	out, errw, code := mcperr("audit", "--frame", frame, "--allow-local", "--out", dir, "--verbose", "--timeout", "20s")
	if code != exitClean {
		t.Fatalf("audit: exit %d\n%s\n%s", code, out, errw)
	}
	assertNoSecret(t, dir, map[string]string{"stdout": out, "stderr": errw})
	repos, err := os.ReadFile(filepath.Join(dir, "clone", "repos.json"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(repos), `"status": "ok"`); n != 3 {
		t.Errorf("%d local repositories acquired, want 3 (their credentials removed):\n%s", n, repos)
	}
}

// TestCorpusCommandsRedactCredentials runs the frame through registry frame, sample and clone.
func TestCorpusCommandsRedactCredentials(t *testing.T) {
	input := credentialFrame(t)
	dir := t.TempDir()
	frame := filepath.Join(dir, "frame.jsonl")
	texts := map[string]string{}
	run := func(name string, want int, args ...string) {
		out, errw, code := mcperr(args...)
		texts[name+" stdout"], texts[name+" stderr"] = out, errw
		if code != want {
			t.Errorf("%s: exit %d, want %d\n%s\n%s", name, code, want, out, errw)
		}
	}
	run("registry frame", exitClean, "registry", "frame", "--out", frame, input)
	// Nine records can be drawn: the scp-style address and the "@" after a "/" are refused.
	run("sample", exitClean, "sample", "--frame", input, "--n", "9", "--allow-local", "-o", filepath.Join(dir, "sample.json"))
	run("clone", exitFailure, "clone", "--sample", filepath.Join(dir, "sample.json"), "--cache", filepath.Join(dir, "cache"), "--allow-local", "--timeout", "20s")
	assertNoSecret(t, dir, texts)
	if !strings.Contains(texts["clone stdout"], "cloned 3,") {
		t.Errorf("clone: want the 3 local repositories cloned:\n%s\n%s", texts["clone stdout"], texts["clone stderr"])
	}
}

// TestAuditLocalFrameNeedsAllowLocal: a frame whose repositories are local, without
// --allow-local, is a usage error that says how many entries the URL policy refused and which
// flag admits them, and leaves no study directory behind; sample says the same.
func TestAuditLocalFrameNeedsAllowLocal(t *testing.T) {
	var docs []string
	for i := 0; i < 3; i++ {
		docs = append(docs, fmt.Sprintf(`{"name":"io.github.t/l%d","version":"1","repository":{"url":"file://%s"}}`, i, filepath.ToSlash(makeRepo(t, map[string]string{"a.py": "x = 1\n"}))))
	}
	mixed := append(docs,
		`{"name":"io.github.t/ssh","version":"1","repository":{"url":"ssh://git@github.com/t/ssh"}}`,
		`{"name":"io.github.t/none","version":"1"}`,
		`{"name":"io.github.t/web","version":"1","repository":{"url":"https://github.com/t/web"}}`)
	dir := t.TempDir()
	write := func(name string, docs []string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte("["+strings.Join(docs, ",")+"]"), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	local, mix := write("local.json", docs), write("mixed.json", mixed)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"audit", "--frame", local}, "none of the frame's 3 entries (after deduplication) can be sampled: 3 file:// URLs or local paths, which the URL policy refuses without --allow-local"},
		{[]string{"audit", "--frame", mix, "--n", "2"}, "sample size 2 exceeds the 1 eligible entries of the frame's 6 (after deduplication): 3 file:// URLs or local paths, which the URL policy refuses without --allow-local; 2 without a repository that can be cloned (none, or not https)"},
		{[]string{"audit", "--frame", mix, "--strata", "bogus"}, `strata "bogus"`},
		{[]string{"sample", "--frame", local, "--n", "1"}, "3 file:// URLs or local paths, which the URL policy refuses without --allow-local"},
	} {
		out := filepath.Join(dir, "study")
		args := c.args
		if args[0] == "audit" {
			args = append(args, "--out", out)
		}
		_, errw, code := mcperr(args...)
		if code != exitFailure || !strings.Contains(errw, c.want) {
			t.Errorf("mcperr %s: exit %d, stderr %q, want %d and %q", strings.Join(c.args, " "), code, errw, exitFailure, c.want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("mcperr %s left %s behind", strings.Join(c.args, " "), out)
			os.RemoveAll(out)
		}
	}
	mustRun(t, exitClean, "audit", "--frame", local, "--allow-local", "--out", filepath.Join(dir, "ok"))
}
