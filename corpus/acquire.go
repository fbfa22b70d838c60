package corpus

import (
	"context"
	"errors"
	"io"
	"time"
)

// AcquireOptions configure the acquisition of one repository.
type AcquireOptions struct {
	// Policy decides which URLs may be cloned (https only unless AllowLocal).
	Policy URLPolicy
	// CacheDir holds finished checkouts, reused when already at the wanted commit. Empty
	// means a fresh temporary directory that the cleanup function removes.
	CacheDir string
	// Commit pins the checkout ("" takes the default branch head and records it).
	Commit string
	// Subfolder is the folder to scan within the repository (validated; "" for the root).
	Subfolder string
	// Full disables the shallow clone (depth 1 is the default).
	Full bool
	// Timeout bounds the whole acquisition (default 5 minutes).
	Timeout time.Duration
	// MaxBytes caps the fetched pack, the declared size of each object in it (checked from its
	// header before go-git inflates it) and the checked-out bytes (default 1 GiB). Peak memory
	// follows the largest object admitted: go-git inflates each object whole to index it.
	MaxBytes int64
	// MaxFiles caps the number of files in the checkout (default 100,000).
	MaxFiles int
	// Progress receives the remote's progress text (nil for none).
	Progress io.Writer
	// CABundle adds certificate authorities (PEM) to the system's for https (a private
	// registry mirror, or a test server).
	CABundle []byte `json:"-"`
	// Fetched, when set, is told the bytes of the pack fetched so far as they arrive.
	Fetched func(bytes int64) `json:"-"`
}

// AcquireRecord is one line of the acquisition log.
type AcquireRecord struct {
	// Key is the repository key (RepoKey); Name the server that named it, if any.
	Key  string `json:"repository"`
	Name string `json:"name,omitempty"`
	// URL is the repository URL with credentials redacted.
	URL       string `json:"url"`
	Subfolder string `json:"subfolder,omitempty"`
	// Commit is the commit checked out ("" on failure before it was known).
	Commit string `json:"commit,omitempty"`
	// Pinned reports whether Commit was asked for (true) or recorded from the head (false).
	Pinned bool  `json:"pinned"`
	Bytes  int64 `json:"bytes"`
	Files  int   `json:"files"`
	// DurationMS is the wall time of the attempt in milliseconds.
	DurationMS int64 `json:"durationMs"`
	// Status is "ok", "cached" or "failed".
	Status string `json:"status"`
	// Reason is a replacement reason (Reason* constants) when Status is "failed".
	Reason string `json:"reason,omitempty"`
	// Detail is the error text, or notes such as removed symlinks.
	Detail string `json:"detail,omitempty"`
	// Dir is the checkout root; ScanDir the folder to scan (Dir joined with Subfolder).
	Dir     string `json:"dir,omitempty"`
	ScanDir string `json:"scanDir,omitempty"`
	// Symlinks lists links removed because they pointed outside the checkout.
	Symlinks []string `json:"removedSymlinks,omitempty"`
}

// Acquisition statuses.
const (
	StatusOK     = "ok"
	StatusCached = "cached"
	StatusFailed = "failed"
)

// AcquireError is a failed acquisition with its replacement reason.
type AcquireError struct {
	URL    string // redacted
	Reason string // a Reason* constant
	Err    error
}

func (e *AcquireError) Error() string { return e.URL + ": " + e.Reason + ": " + e.Err.Error() }
func (e *AcquireError) Unwrap() error { return e.Err }

// ReasonOf returns the replacement reason of an acquisition error ("unreachable" when the
// error does not say).
func ReasonOf(err error) string {
	var ae *AcquireError
	if errors.As(err, &ae) {
		return ae.Reason
	}
	return ReasonUnreachable
}

// CloneOptions configure the acquisition of a whole sample.
type CloneOptions struct {
	AcquireOptions
	// Jobs is the number of repositories acquired at once (default 1).
	Jobs int
	// LogPath is the acquisition log (JSONL, appended to; "" for none).
	LogPath string
	// ReplacementLog is the replacement log (JSONL, appended to; "" for none).
	ReplacementLog string
	// Replace takes a reserve entry in place of each drawn entry that fails.
	Replace bool
	// Pins maps repository keys to commits (from an earlier acquisition log).
	Pins map[string]string
	// Progress, when set, is a terminal that shows a bar and each repository in flight.
	Progress io.Writer
	// ProgressLines, when set (and Progress is not), gets a progress line every ProgressEvery
	// (default 5 seconds).
	ProgressLines io.Writer
	ProgressEvery time.Duration
}

// AcquireOne acquires one repository for `mcperr scan URL`: it returns the folder to scan
// (the checkout, or its subfolder), the commit checked out, and a cleanup function that
// removes a temporary checkout (a no-op for a cached one). cleanup is never nil.
func AcquireOne(ctx context.Context, url string, opts AcquireOptions) (dir, commit string, cleanup func(), err error) {
	rec, cleanup, err := acquire(ctx, url, opts)
	if err != nil {
		return "", "", cleanup, err
	}
	return rec.ScanDir, rec.Commit, cleanup, nil
}
