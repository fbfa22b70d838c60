package corpus

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// DefaultRegistryURL is the official MCP registry.
const DefaultRegistryURL = "https://registry.modelcontextprotocol.io"

// ErrCursorLoop is returned when a registry hands back a cursor it already gave.
var ErrCursorLoop = errors.New("registry cursor loops")

// PullOptions configure a paginated pull of a registry list API.
type PullOptions struct {
	// BaseURL is the registry (default DefaultRegistryURL); a URL already ending in
	// "/servers" is used as the list endpoint itself.
	BaseURL string
	// APIVersion is the path version, "v0.1" (default, stable) or "v0".
	APIVersion string
	// PageSize is the limit query parameter (default 100).
	PageSize int
	// UpdatedSince, when set, is passed as updated_since (RFC 3339).
	UpdatedSince string
	// MaxPages stops after this many pages in this run (0: no limit).
	MaxPages int
	// Dir holds the raw pages and the checkpoint (required).
	Dir string
	// Client is the HTTP client (default http.DefaultClient without a global timeout).
	Client *http.Client
	// RequestTimeout bounds each request (default 60s).
	RequestTimeout time.Duration
	// MaxRetries is the number of retries per page after the first attempt (default 6;
	// negative for none).
	MaxRetries int
	// BaseDelay and MaxDelay shape the exponential backoff (defaults 1s and 2m); a
	// Retry-After header overrides it, capped at MaxDelay.
	BaseDelay, MaxDelay time.Duration
	// Sleep waits between attempts (default: a timer that honours ctx). Tests inject it.
	Sleep func(ctx context.Context, d time.Duration) error
	// Now is the clock for HTTP-date Retry-After values (default time.Now).
	Now func() time.Time
	// Jitter returns a number in [0, 1) (default: a PCG source seeded from the clock; the
	// jitter only spreads retries and never affects what is pulled).
	Jitter func() float64
	// Progress is called after each page and before each retry (may be nil).
	Progress func(PullProgress)
}

// PullProgress reports the state of a pull.
type PullProgress struct {
	Pages   int
	Records int
	// Retry, when set, says why the next request is a retry and after how long.
	Retry string
}

// PageRecord is one saved page in the checkpoint.
type PageRecord struct {
	File       string `json:"file"`
	Cursor     string `json:"cursor"`
	NextCursor string `json:"nextCursor"`
	SHA256     string `json:"sha256"`
	Bytes      int    `json:"bytes"`
	Count      int    `json:"count"`
}

// Checkpoint is the resumable state of a pull, saved after every page.
type Checkpoint struct {
	// Endpoint is the list URL with its fixed query (everything but the cursor).
	Endpoint string       `json:"endpoint"`
	Pages    []PageRecord `json:"pages"`
	Done     bool         `json:"done"`
}

// checkpointFile is the checkpoint's name inside PullOptions.Dir.
const checkpointFile = "checkpoint.json"

// maxPageBytes caps one page body.
const maxPageBytes = 64 << 20

func (o PullOptions) withDefaults() PullOptions {
	if o.BaseURL == "" {
		o.BaseURL = DefaultRegistryURL
	}
	if o.APIVersion == "" {
		o.APIVersion = "v0.1"
	}
	if o.PageSize <= 0 {
		o.PageSize = 100
	}
	if o.Client == nil {
		o.Client = http.DefaultClient
	}
	if o.RequestTimeout <= 0 {
		o.RequestTimeout = 60 * time.Second
	}
	if o.MaxRetries == 0 {
		o.MaxRetries = 6
	}
	if o.BaseDelay <= 0 {
		o.BaseDelay = time.Second
	}
	if o.MaxDelay <= 0 {
		o.MaxDelay = 2 * time.Minute
	}
	if o.Sleep == nil {
		o.Sleep = sleepCtx
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Jitter == nil {
		r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x6d637065727272))
		o.Jitter = r.Float64
	}
	return o
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// endpoint builds the list URL without the cursor.
func (o PullOptions) endpoint() (string, error) {
	u, err := url.Parse(strings.TrimRight(o.BaseURL, "/"))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return "", fmt.Errorf("registry URL %q: want an http(s) URL", RedactURL(o.BaseURL))
	}
	if !strings.HasSuffix(u.Path, "/servers") {
		u.Path += "/" + o.APIVersion + "/servers"
	}
	q := u.Query()
	q.Set("limit", strconv.Itoa(o.PageSize))
	if o.UpdatedSince != "" {
		if _, err := time.Parse(time.RFC3339, o.UpdatedSince); err != nil {
			return "", fmt.Errorf("updated-since %q: want RFC 3339: %w", o.UpdatedSince, err)
		}
		q.Set("updated_since", o.UpdatedSince)
	}
	u.RawQuery = q.Encode()
	return u.String(), nil
}

// Pull pages through a registry list API, saving every raw page and a checkpoint in
// o.Dir, and continues a pull that stopped (a checkpoint for the same endpoint). It
// returns the checkpoint; when it is Done, FrameFromPages builds the frame.
func Pull(ctx context.Context, o PullOptions) (*Checkpoint, error) {
	o = o.withDefaults()
	if o.Dir == "" {
		return nil, errors.New("pull: a pages directory is required")
	}
	ep, err := o.endpoint()
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return nil, err
	}
	cp, err := LoadCheckpoint(o.Dir)
	if err != nil {
		return nil, err
	}
	// The checkpoint is written to disk: it names the endpoint without its credentials.
	if cp == nil {
		cp = &Checkpoint{Endpoint: RedactURL(ep), Pages: []PageRecord{}}
	} else if cp.Endpoint != RedactURL(ep) && cp.Endpoint != ep { // (an older checkpoint kept it whole)
		return nil, fmt.Errorf("checkpoint in %s is for %s, not %s: use another directory", o.Dir, RedactURL(cp.Endpoint), RedactURL(ep))
	}
	seen := map[string]bool{"": true}
	cursor, records := "", 0
	for _, p := range cp.Pages {
		seen[p.NextCursor] = true
		cursor = p.NextCursor
		records += p.Count
	}
	for n := 0; !cp.Done && (o.MaxPages <= 0 || n < o.MaxPages); n++ {
		body, page, err := fetchPage(ctx, o, ep, cursor, len(cp.Pages), records)
		if err != nil {
			return cp, err
		}
		sum := sha256.Sum256(body)
		pr := PageRecord{File: fmt.Sprintf("page-%05d.json", len(cp.Pages)+1), Cursor: cursor, NextCursor: page.next,
			SHA256: hex.EncodeToString(sum[:]), Bytes: len(body), Count: page.count}
		if err := os.WriteFile(filepath.Join(o.Dir, pr.File), body, 0o644); err != nil {
			return cp, fmt.Errorf("saving page: %w", err)
		}
		if page.next != "" && seen[page.next] {
			return cp, fmt.Errorf("page %d: %w: cursor %q was already returned", len(cp.Pages)+1, ErrCursorLoop, page.next)
		}
		seen[page.next] = true
		cp.Pages = append(cp.Pages, pr)
		cp.Done = page.next == ""
		cursor = page.next
		records += page.count
		if err := saveCheckpoint(o.Dir, cp); err != nil {
			return cp, err
		}
		if o.Progress != nil {
			o.Progress(PullProgress{Pages: len(cp.Pages), Records: records})
		}
	}
	return cp, nil
}

// listPage is what Pull needs from a page.
type listPage struct {
	count int
	next  string
}

// parsePage checks that body is a complete list page and returns its cursor.
func parsePage(body []byte) (listPage, error) {
	var p struct {
		Servers  *[]json.RawMessage `json:"servers"`
		Metadata *struct {
			NextCursor    string `json:"nextCursor"`
			NextCursorOld string `json:"next_cursor"`
			Count         int    `json:"count"`
		} `json:"metadata"`
	}
	if err := json.Unmarshal(body, &p); err != nil {
		return listPage{}, fmt.Errorf("page is not complete JSON: %w", err)
	}
	if p.Servers == nil {
		return listPage{}, errors.New(`page has no "servers" array`)
	}
	lp := listPage{count: len(*p.Servers)}
	if p.Metadata != nil {
		lp.next = p.Metadata.NextCursor
		if lp.next == "" {
			lp.next = p.Metadata.NextCursorOld
		}
	}
	return lp, nil
}

// retryable is an error worth another attempt, with the server's requested wait if any.
type retryable struct {
	err   error
	after time.Duration // from Retry-After; 0 when absent
}

func (r *retryable) Error() string { return r.err.Error() }
func (r *retryable) Unwrap() error { return r.err }

// fetchPage gets one page, retrying on 429, 5xx, transport errors, timeouts and truncated
// or invalid bodies, with exponential backoff and jitter, honouring Retry-After.
func fetchPage(ctx context.Context, o PullOptions, ep, cursor string, pages, records int) ([]byte, listPage, error) {
	u := ep
	if cursor != "" {
		u += "&cursor=" + url.QueryEscape(cursor)
	}
	for attempt := 0; ; attempt++ {
		body, page, err := getPage(ctx, o, u)
		if err == nil {
			return body, page, nil
		}
		err = redactError(err, u) // net/http quotes the request URL, query and all
		var re *retryable
		if !errors.As(err, &re) || ctx.Err() != nil {
			return nil, listPage{}, fmt.Errorf("page %d (%s): %w", pages+1, RedactURL(u), err)
		}
		if o.MaxRetries < 0 || attempt >= o.MaxRetries {
			return nil, listPage{}, fmt.Errorf("page %d (%s): giving up after %d attempts: %w", pages+1, RedactURL(u), attempt+1, err)
		}
		wait := re.after
		if wait <= 0 {
			d := o.BaseDelay << attempt
			if d > o.MaxDelay || d <= 0 {
				d = o.MaxDelay
			}
			wait = d/2 + time.Duration(o.Jitter()*float64(d/2)) // equal jitter
		}
		if wait > o.MaxDelay {
			wait = o.MaxDelay
		}
		if o.Progress != nil {
			o.Progress(PullProgress{Pages: pages, Records: records, Retry: fmt.Sprintf("%v; retrying in %s", err, wait)})
		}
		if err := o.Sleep(ctx, wait); err != nil {
			return nil, listPage{}, fmt.Errorf("page %d: %w", pages+1, err)
		}
	}
}

// getPage makes one request.
func getPage(ctx context.Context, o PullOptions, u string) ([]byte, listPage, error) {
	rctx, cancel := context.WithTimeout(ctx, o.RequestTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(rctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, listPage{}, err
	}
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "mcperr (+https://github.com/mcperr/mcperr)")
	resp, err := o.Client.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, listPage{}, ctx.Err()
		}
		return nil, listPage{}, &retryable{err: err}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxPageBytes+1))
	switch {
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
		return nil, listPage{}, &retryable{err: fmt.Errorf("HTTP %s", resp.Status), after: retryAfter(resp.Header.Get("Retry-After"), o.Now())}
	case resp.StatusCode != http.StatusOK:
		return nil, listPage{}, fmt.Errorf("HTTP %s: %s", resp.Status, sanitizeText(string(body), 200))
	case err != nil:
		return nil, listPage{}, &retryable{err: fmt.Errorf("reading body: %w", err)}
	case len(body) > maxPageBytes:
		return nil, listPage{}, fmt.Errorf("page exceeds %d bytes", maxPageBytes)
	}
	page, err := parsePage(body)
	if err != nil {
		return nil, listPage{}, &retryable{err: err}
	}
	return body, page, nil
}

// retryAfter parses a Retry-After header (seconds or an HTTP date); 0 when absent or bad.
func retryAfter(h string, now time.Time) time.Duration {
	h = strings.TrimSpace(h)
	if h == "" {
		return 0
	}
	if s, err := strconv.Atoi(h); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(h); err == nil {
		if d := t.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}

// LoadCheckpoint reads the checkpoint in dir (nil, nil when there is none).
func LoadCheckpoint(dir string) (*Checkpoint, error) {
	b, err := os.ReadFile(filepath.Join(dir, checkpointFile))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var cp Checkpoint
	if err := json.Unmarshal(b, &cp); err != nil {
		return nil, fmt.Errorf("checkpoint %s: %w", filepath.Join(dir, checkpointFile), err)
	}
	return &cp, nil
}

func saveCheckpoint(dir string, cp *Checkpoint) error {
	return writeFileAtomic(filepath.Join(dir, checkpointFile), func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(cp)
	})
}

// FrameFromPages rebuilds the frame from the raw pages a pull saved in dir, checking each
// page against the sha256 the checkpoint recorded. Each page becomes one Source.
func FrameFromPages(dir string) (*Frame, error) {
	cp, err := LoadCheckpoint(dir)
	if err != nil {
		return nil, err
	}
	if cp == nil {
		return nil, fmt.Errorf("%s: no checkpoint", dir)
	}
	fr := &Frame{Sources: []Source{}}
	offset := 0
	h := sha256.New()
	for _, p := range cp.Pages {
		path := filepath.Join(dir, p.File)
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		sum := sha256.Sum256(b)
		if hex.EncodeToString(sum[:]) != p.SHA256 {
			return nil, fmt.Errorf("%s: sha256 differs from the checkpoint", path)
		}
		pf, err := ReadFrameOptions(strings.NewReader(string(b)), ReadOptions{Path: p.File})
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for i := range pf.Records {
			pf.Records[i].Index += offset
		}
		for i := range pf.Rejects {
			pf.Rejects[i].Index += offset
		}
		offset += pf.Sources[0].Records + pf.Sources[0].Rejects
		fr.Records = append(fr.Records, pf.Records...)
		fr.Rejects = append(fr.Rejects, pf.Rejects...)
		fr.Sources = append(fr.Sources, pf.Sources...)
		h.Write(sum[:])
	}
	fr.SHA256 = hex.EncodeToString(h.Sum(nil))
	return fr, nil
}
