package corpus

import (
	"context"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestRedactURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://u:p@github.com/a/b":                  "https://REDACTED@github.com/a/b",
		"https://x.example/sse?key=abc&q=1":           "https://x.example/sse?key=REDACTED&q=1",
		"https://github.com/a/b":                      "https://github.com/a/b",
		"not a url://tok@host/path":                   "not a url://REDACTED@host/path",
		"https://u:tok%zz@h.example/a":                "https://REDACTED@h.example/a",
		"https://u:to k@h.example/a":                  "https://REDACTED@h.example/a",
		"https://u:to/ken@h.example/a":                "https://REDACTED@h.example/a",
		"https://tok/en@h.example:8443/a":             "https://REDACTED@h.example:8443/a",
		"TOKEN@host.example:a/b":                      "REDACTED@host.example:a/b",
		"TO/KEN@host.example:a/b":                     "REDACTED@host.example:a/b",
		"https://h.example/a?access_token=T&ref=main": "https://h.example/a?access_token=REDACTED&ref=main",
		"https://h.example/a#access_token=T":          "https://h.example/a#access_token=REDACTED",
		"https://h.example/a?x=1;Private-Token=T":     "https://h.example/a?x=1;Private-Token=REDACTED",
		"https://h.example/@scope/pkg":                "https://h.example/@scope/pkg",
		"https://github.com/o/r@v1":                   "https://github.com/o/r@v1",
		"https://github.com/o/r@v1.2":                 "https://REDACTED@v1.2", // shown redacted, never cloned
	} {
		if got := RedactURL(in); got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestStripCredentials(t *testing.T) {
	for in, want := range map[string]string{
		"https://u:tok%zz@h.example/a":                 "https://h.example/a",
		"https://h.example/a?access_token=T":           "https://h.example/a",
		"https://h.example/a?access_token=T&ref=main":  "https://h.example/a?ref=main",
		"https://h.example/a?ref=main&api_key=T#x":     "https://h.example/a?ref=main#x",
		"https://h.example/a?ref=main#id_token=T":      "https://h.example/a?ref=main",
		"https://h.example/a?ref=main":                 "https://h.example/a?ref=main",
		"TOKEN@host.example:a/b":                       "host.example:a/b",
		"https://github.com/o/r":                       "https://github.com/o/r",
		"https://x:y@h.example/a?sig=1&token=2&page=3": "https://h.example/a?page=3",
		"https://tok/en@h.example/a":                   "https://tok/en@h.example/a", // not ours to guess: see hasAtInPath
		"https://h.example:8443/o/r@v1.2":              "https://h.example:8443/o/r@v1.2",
	} {
		got, removed := stripCredentials(in)
		if got != want || removed != (in != want) {
			t.Errorf("stripCredentials(%q) = %q, %v; want %q", in, got, removed, want)
		}
	}
}

// TestCheckNeverQuotesCredentials: the policy's errors name the URL redacted, and never pass
// on Go's URL parser's error, which quotes it whole (or the port part of a password); a URL
// it accepts has lost its credentials.
func TestCheckNeverQuotesCredentials(t *testing.T) {
	for _, raw := range []string{
		"https://user:Hunter2%zz@h.example/a",
		"https://user:Hunter2 x@h.example/a",
		"https://user:Hunter2@h.example/a%zz",
		"https://user:Hunter2@h exa mple/a",
		"https://user:Hunter2@h.example:bad/a",
		"https://Hunter2/x@h.example/a",
		"https://h.example:8443/Hunter2@h.example/a",
		"Hunter2@h.example:a/b",
		"ftp://user:Hunter2@h.example/a",
		"https://user:Hunter2@/a",
		"https://h.example/../a?access_token=Hunter2",
		"file://user:Hunter2@otherhost/a",
		"/local/path?access_token=Hunter2",
	} {
		tgt, err := URLPolicy{}.Check(raw)
		if err == nil && strings.Contains(tgt.URL+tgt.fetch, "Hunter2") {
			t.Errorf("%s: accepted with its credential: %+v", raw, tgt)
		}
		if err != nil && strings.Contains(err.Error(), "Hunter2") {
			t.Errorf("%s: the error leaks the credential: %v", raw, err)
		}
	}
}

func TestHasAtInPath(t *testing.T) {
	for in, want := range map[string]bool{
		"https://tok/en@h.example/a":      true,
		"https://github.com/o/r@v1.2":     true,
		"https://h.example:8443/o/r@h.x":  true,
		"https://user:pa/ss@h.example/a":  false, // a password with a "/": stripped
		"https://user:pass@h.example/a":   false,
		"https://h.example/@scope/pkg":    false,
		"https://github.com/o/r@v1":       false,
		"TO/KEN@host.example:a/b":         false, // scp-style, refused anyway
		"https://h.example/a?x=@b.c:1/d/": false,
	} {
		if got := hasAtInPath(in); got != want {
			t.Errorf("hasAtInPath(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestCheckSendsCredentialsOnlyWhenAsked: without SendCredentials nothing of the user
// information or query reaches what is fetched; with it the user information does, and the
// URL that is written stays clean.
func TestCheckSendsCredentialsOnlyWhenAsked(t *testing.T) {
	raw := "https://user:to%2Fken@h.example/o/r?access_token=Hunter2#frag"
	plain, err := URLPolicy{}.Check(raw)
	if err != nil {
		t.Fatal(err)
	}
	if plain.URL != "https://h.example/o/r" || plain.fetch != plain.URL {
		t.Errorf("without the flag: %+v", plain)
	}
	sent, err := URLPolicy{SendCredentials: true}.Check(raw)
	if err != nil {
		t.Fatal(err)
	}
	if sent.URL != "https://h.example/o/r" || sent.fetch != "https://user:to%2Fken@h.example/o/r" {
		t.Errorf("with the flag: %+v", sent)
	}
}

// TestAcquireScrubsSentCredentials: an error from a fetch that carried credentials (net/http
// and go-git quote the URL they were given) reaches neither the record nor the error.
func TestAcquireScrubsSentCredentials(t *testing.T) {
	o := AcquireOptions{Policy: URLPolicy{SendCredentials: true}, CacheDir: t.TempDir(), Timeout: 5e9}
	rec, _, err := acquire(context.Background(), "https://tok:Hunter2@127.0.0.1:1/o/r", o)
	if err == nil || rec.Status != StatusFailed {
		t.Fatalf("want a failure from a closed port: %+v %v", rec, err)
	}
	var ae *AcquireError
	if !errors.As(err, &ae) || ae.Reason != ReasonUnreachable {
		t.Errorf("the error lost its reason: %v", err)
	}
	for _, s := range []string{rec.URL, rec.Detail, rec.Key, err.Error()} {
		if strings.Contains(s, "Hunter2") {
			t.Errorf("credential leaked: %s", s)
		}
	}
	if got := scrub("fatal:\x00 remote\nerror\x1b[31m", nil); got != "fatal:  remote error [31m" {
		t.Errorf("control characters kept: %q", got)
	}
	if got := scrub(`Get "https://tok:Hunter2@h/x?access_token=Hunter3": refused`, secretsOf("https://tok:Hunter2@h/x?access_token=Hunter3")); strings.Contains(got, "Hunter") {
		t.Errorf("scrub left a credential: %s", got)
	}
}

// TestAcquireSendsCredentialsOnlyWhenAsked: what an https server receives. Without
// SendCredentials neither the user information nor the token parameter arrives; with it the
// user information arrives as basic authentication, and the token parameter still does not.
func TestAcquireSendsCredentialsOnlyWhenAsked(t *testing.T) {
	var mu sync.Mutex
	var seen []string
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen = append(seen, r.Header.Get("Authorization")+" "+r.URL.RawQuery)
		mu.Unlock()
		http.Error(w, "no such repository", http.StatusNotFound)
	}))
	defer srv.Close()
	ca := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw})
	raw := strings.Replace(srv.URL, "https://", "https://user:Hunter2@", 1) + "/o/r?access_token=Hunter3"
	for _, send := range []bool{false, true} {
		seen = nil
		o := AcquireOptions{Policy: URLPolicy{SendCredentials: send}, CacheDir: t.TempDir(), CABundle: ca, Timeout: 10 * time.Second}
		rec, _, err := acquire(context.Background(), raw, o)
		if err == nil || strings.Contains(rec.Detail+err.Error(), "Hunter") {
			t.Errorf("send=%v: %v, detail %q", send, err, rec.Detail)
		}
		mu.Lock()
		got := strings.Join(seen, "\n")
		mu.Unlock()
		if got == "" {
			t.Fatalf("send=%v: the server got no request (%v)", send, err)
		}
		basic := "Basic " + base64.StdEncoding.EncodeToString([]byte("user:Hunter2"))
		if strings.Contains(got, "Hunter3") || strings.Contains(got, basic) != send {
			t.Errorf("send=%v: the server received %q", send, got)
		}
	}
}
