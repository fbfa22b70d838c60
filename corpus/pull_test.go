package corpus

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// officialEntry renders one list entry exactly as the official registry's /v0.1/servers does.
func officialEntry(i int) string {
	return fmt.Sprintf(`{"server":{"$schema":"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",`+
		`"name":"io.github.example/s%d","description":"Server %d","repository":{"url":"https://github.com/example/s%d","source":"github"},`+
		`"version":"1.0.0","packages":[{"registryType":"npm","identifier":"@example/s%d","version":"1.0.0","transport":{"type":"stdio"}}]},`+
		`"_meta":{"io.modelcontextprotocol.registry/official":{"status":"active","publishedAt":"2025-10-0%dT10:00:00.000000Z",`+
		`"updatedAt":"2025-10-0%dT10:00:00.000000Z","isLatest":true}}}`, i, i, i, i, i+1, i+1)
}

// registry serves n servers in pages of the requested limit, with cursors like the
// official registry's ("name:version", which must be URL-encoded).
type registry struct {
	mu       sync.Mutex
	n        int
	requests []string
	// hook, when set, may answer a request itself (return true).
	hook func(w http.ResponseWriter, r *http.Request, nth int) bool
}

func (rg *registry) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rg.mu.Lock()
	rg.requests = append(rg.requests, r.URL.RequestURI())
	nth := len(rg.requests)
	rg.mu.Unlock()
	if r.URL.Path != "/v0.1/servers" {
		http.NotFound(w, r)
		return
	}
	if rg.hook != nil && rg.hook(w, r, nth) {
		return
	}
	limit := 2
	fmt.Sscan(r.URL.Query().Get("limit"), &limit)
	start := 0
	if c := r.URL.Query().Get("cursor"); c != "" {
		fmt.Sscanf(strings.TrimPrefix(c, "io.github.example/s"), "%d", &start)
		start++
	}
	var items []string
	for i := start; i < rg.n && len(items) < limit; i++ {
		items = append(items, officialEntry(i))
	}
	meta := fmt.Sprintf(`{"count":%d}`, len(items))
	if end := start + len(items); end < rg.n {
		meta = fmt.Sprintf(`{"nextCursor":"io.github.example/s%d:1.0.0","count":%d}`, end-1, len(items))
	}
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprintf(w, `{"servers":[%s],"metadata":%s}`, strings.Join(items, ","), meta)
}

// fakeSleep records the waits instead of sleeping.
type fakeSleep struct{ waits []time.Duration }

func (f *fakeSleep) sleep(_ context.Context, d time.Duration) error {
	f.waits = append(f.waits, d)
	return nil
}

func pullOpts(t *testing.T, url string, fs *fakeSleep) PullOptions {
	return PullOptions{BaseURL: url, PageSize: 2, Dir: t.TempDir(), Sleep: fs.sleep, Jitter: func() float64 { return 0.5 },
		BaseDelay: time.Second, MaxDelay: time.Minute, MaxRetries: 3}
}

func TestPullPaginates(t *testing.T) {
	rg := &registry{n: 5}
	srv := httptest.NewServer(rg)
	defer srv.Close()
	fs := &fakeSleep{}
	o := pullOpts(t, srv.URL, fs)
	o.UpdatedSince = "2025-09-01T00:00:00Z"
	cp, err := Pull(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if !cp.Done || len(cp.Pages) != 3 || len(fs.waits) != 0 {
		t.Fatalf("checkpoint %+v waits %v", cp, fs.waits)
	}
	want := "/v0.1/servers?limit=2&updated_since=2025-09-01T00%3A00%3A00Z&cursor=io.github.example%2Fs1%3A1.0.0"
	if rg.requests[1] != want {
		t.Errorf("second request %s, want %s", rg.requests[1], want)
	}
	fr, err := FrameFromPages(o.Dir)
	if err != nil {
		t.Fatal(err)
	}
	var idx []int
	for _, r := range fr.Records {
		idx = append(idx, r.Index)
		if !r.Latest || r.Status != "active" || r.Format != FormatAPIList {
			t.Errorf("record %+v", r)
		}
	}
	if !slices.Equal(idx, []int{0, 1, 2, 3, 4}) || len(fr.Sources) != 3 {
		t.Errorf("indexes %v sources %d", idx, len(fr.Sources))
	}
	// A finished pull run again does nothing.
	n := len(rg.requests)
	if _, err := Pull(context.Background(), o); err != nil || len(rg.requests) != n {
		t.Errorf("re-run made %d requests: %v", len(rg.requests)-n, err)
	}
}

func TestPullRetries(t *testing.T) {
	cases := map[string]struct {
		hook      func(w http.ResponseWriter, r *http.Request, nth int) bool
		waits     []time.Duration
		wantError string
	}{
		"429 then success": {
			hook: func(w http.ResponseWriter, r *http.Request, nth int) bool {
				if nth == 1 {
					w.Header().Set("Retry-After", "7")
					w.WriteHeader(http.StatusTooManyRequests)
					return true
				}
				return false
			},
			waits: []time.Duration{7 * time.Second},
		},
		"500s back off": {
			hook: func(w http.ResponseWriter, r *http.Request, nth int) bool {
				if nth <= 3 {
					w.WriteHeader(http.StatusBadGateway)
					return true
				}
				return false
			},
			// equal jitter at 0.5: d/2 + d/4 for d = 1s, 2s, 4s
			waits: []time.Duration{750 * time.Millisecond, 1500 * time.Millisecond, 3 * time.Second},
		},
		"always 500": {
			hook: func(w http.ResponseWriter, r *http.Request, nth int) bool {
				w.WriteHeader(http.StatusInternalServerError)
				return true
			},
			waits:     []time.Duration{750 * time.Millisecond, 1500 * time.Millisecond, 3 * time.Second},
			wantError: "giving up after 4 attempts: HTTP 500",
		},
		"truncated page then whole": {
			hook: func(w http.ResponseWriter, r *http.Request, nth int) bool {
				if nth == 2 {
					fmt.Fprint(w, `{"servers":[`+officialEntry(2)[:40])
					return true
				}
				return false
			},
			waits: []time.Duration{750 * time.Millisecond},
		},
		"not JSON": {
			hook: func(w http.ResponseWriter, r *http.Request, nth int) bool {
				fmt.Fprint(w, `<html>maintenance</html>`)
				return true
			},
			waits:     []time.Duration{750 * time.Millisecond, 1500 * time.Millisecond, 3 * time.Second},
			wantError: "page is not complete JSON",
		},
		"404 is final": {
			hook: func(w http.ResponseWriter, r *http.Request, nth int) bool {
				http.Error(w, "nope", http.StatusNotFound)
				return true
			},
			wantError: "HTTP 404",
		},
		"looping cursor": {
			hook: func(w http.ResponseWriter, r *http.Request, nth int) bool {
				fmt.Fprintf(w, `{"servers":[%s],"metadata":{"nextCursor":"same","count":1}}`, officialEntry(nth))
				return true
			},
			wantError: "cursor loops",
		},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			srv := httptest.NewServer(&registry{n: 5, hook: c.hook})
			defer srv.Close()
			fs := &fakeSleep{}
			_, err := Pull(context.Background(), pullOpts(t, srv.URL, fs))
			if c.wantError == "" && err != nil {
				t.Fatal(err)
			}
			if c.wantError != "" && (err == nil || !strings.Contains(err.Error(), c.wantError)) {
				t.Fatalf("error %v, want %q", err, c.wantError)
			}
			if !slices.Equal(fs.waits, c.waits) {
				t.Errorf("waits %v, want %v", fs.waits, c.waits)
			}
		})
	}
}

func TestPullSlowServer(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done() // never answers
	}))
	defer srv.Close()
	fs := &fakeSleep{}
	o := pullOpts(t, srv.URL, fs)
	o.RequestTimeout, o.MaxRetries = 20*time.Millisecond, 1
	_, err := Pull(context.Background(), o)
	if err == nil || !errors.Is(err, context.DeadlineExceeded) || len(fs.waits) != 1 {
		t.Fatalf("error %v waits %v", err, fs.waits)
	}
}

func TestPullResumes(t *testing.T) {
	var broken atomic.Bool
	broken.Store(true)
	rg := &registry{n: 5}
	rg.hook = func(w http.ResponseWriter, r *http.Request, nth int) bool {
		if broken.Load() && r.URL.Query().Get("cursor") != "" {
			http.Error(w, "gone", http.StatusNotFound)
			return true
		}
		return false
	}
	srv := httptest.NewServer(rg)
	defer srv.Close()
	o := pullOpts(t, srv.URL, &fakeSleep{})
	if _, err := Pull(context.Background(), o); err == nil {
		t.Fatal("want an error from the broken second page")
	}
	broken.Store(false)
	n := len(rg.requests)
	cp, err := Pull(context.Background(), o)
	if err != nil || !cp.Done || len(cp.Pages) != 3 {
		t.Fatalf("resume: %+v %v", cp, err)
	}
	if !strings.Contains(rg.requests[n], "cursor=io.github.example%2Fs1%3A1.0.0") {
		t.Errorf("resume started at %s", rg.requests[n])
	}
	o.PageSize = 3
	if _, err := Pull(context.Background(), o); err == nil || !strings.Contains(err.Error(), "use another directory") {
		t.Errorf("checkpoint for another query accepted: %v", err)
	}
	os.WriteFile(filepath.Join(o.Dir, "page-00002.json"), []byte(`{"servers":[]}`), 0o644)
	if _, err := FrameFromPages(o.Dir); err == nil {
		t.Error("tampered page accepted")
	}
}

// TestPullRedactsCredentials: a token in the registry URL's query is sent (the user gave it
// for that registry) but written nowhere: not in the checkpoint, the pages directory, the
// error of a failed request or the retry messages.
func TestPullRedactsCredentials(t *testing.T) {
	const secret = "SeCrEtP"
	srv := httptest.NewServer(&registry{n: 3})
	defer srv.Close()
	o := pullOpts(t, srv.URL+"/v0.1/servers?access_token="+secret, &fakeSleep{})
	if _, err := Pull(context.Background(), o); err != nil {
		t.Fatal(err)
	}
	filepath.WalkDir(o.Dir, func(p string, d fs.DirEntry, err error) error {
		if b, _ := os.ReadFile(p); err == nil && !d.IsDir() && strings.Contains(string(b), secret) {
			t.Errorf("%s holds the token", p)
		}
		return nil
	})
	if _, err := Pull(context.Background(), o); err != nil {
		t.Errorf("resuming with the same URL: %v", err)
	}

	down := httptest.NewServer(&registry{})
	down.Close()
	var said []string
	o = pullOpts(t, down.URL+"/v0.1/servers?access_token="+secret, &fakeSleep{})
	o.MaxRetries = 1
	o.Progress = func(p PullProgress) { said = append(said, p.Retry) }
	_, err := Pull(context.Background(), o)
	if err == nil || strings.Contains(err.Error()+strings.Join(said, "\n"), secret) {
		t.Errorf("a failed pull leaks the token: %v\n%s", err, said)
	}
}
