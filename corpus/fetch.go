package corpus

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/go-git/go-billy/v5/osfs"
	git "github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/config"
	"github.com/go-git/go-git/v5/plumbing"
	"github.com/go-git/go-git/v5/plumbing/cache"
	"github.com/go-git/go-git/v5/plumbing/object"
	"github.com/go-git/go-git/v5/plumbing/transport"
	"github.com/go-git/go-git/v5/storage/filesystem"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// errTooLarge is the cancellation cause when a fetch outgrows MaxBytes.
var errTooLarge = errors.New("repository exceeds the size cap")

func (o AcquireOptions) withDefaults() AcquireOptions {
	if o.Timeout <= 0 {
		o.Timeout = 5 * time.Minute
	}
	if o.MaxBytes <= 0 {
		o.MaxBytes = 1 << 30
	}
	if o.MaxFiles <= 0 {
		o.MaxFiles = 100_000
	}
	return o
}

// slugUnsafe matches what may not appear in a cache directory name.
var slugUnsafe = lazyre.New(`[^a-zA-Z0-9._-]+`)

// cacheSlug names a repository's cache directory: readable, and unique by a hash of the URL.
func cacheSlug(targetURL string) string {
	sum := sha256.Sum256([]byte(RepoKey(targetURL, "")))
	s := strings.TrimPrefix(strings.TrimPrefix(targetURL, "https://"), "file://")
	s = strings.Trim(slugUnsafe.ReplaceAllString(s, "_"), "_.")
	if len(s) > 80 {
		s = s[len(s)-80:]
	}
	return s + "-" + hex.EncodeToString(sum[:5])
}

// repoLocks serialises acquisitions of the same cache entry within the process.
var repoLocks sync.Map

func lockRepo(slug string) func() {
	m, _ := repoLocks.LoadOrStore(slug, &sync.Mutex{})
	mu := m.(*sync.Mutex)
	mu.Lock()
	return mu.Unlock
}

// marker is written beside a finished checkout in the cache.
type marker struct {
	URL      string   `json:"url"`
	Commit   string   `json:"commit"`
	Bytes    int64    `json:"bytes"`
	Files    int      `json:"files"`
	Symlinks []string `json:"removedSymlinks,omitempty"`
}

// acquire fetches and checks out one repository; see AcquireOne.
func acquire(ctx context.Context, rawURL string, o AcquireOptions) (rec AcquireRecord, cleanup func(), err error) {
	o = o.withDefaults()
	cleanup = func() {}
	start := time.Now()
	rec = AcquireRecord{URL: RedactURL(rawURL), Commit: o.Commit, Pinned: o.Commit != ""}
	defer func() {
		rec.DurationMS = time.Since(start).Milliseconds()
		if err != nil {
			err = redactAcquireError(err, rawURL)
			rec.Status = StatusFailed
			rec.Reason = ReasonOf(err)
			rec.Detail = err.Error()
			var ae *AcquireError
			if errors.As(err, &ae) && ae.Err != nil {
				rec.Detail = ae.Err.Error() // the record already names the URL and reason
			}
		}
	}()
	fail := func(reason string, e error) error {
		return &AcquireError{URL: rec.URL, Reason: reason, Err: e}
	}
	tgt, err := o.Policy.Check(rawURL)
	if err != nil {
		return rec, cleanup, fail(ReasonHostSupported, err)
	}
	rec.URL = RedactURL(tgt.URL)
	sub, err := cleanSubfolder(o.Subfolder)
	if err != nil {
		return rec, cleanup, fail(ReasonHostSupported, err)
	}
	rec.Subfolder = sub
	rec.Key = RepoKey(tgt.URL, sub)
	if o.Commit != "" && !plumbing.IsHash(o.Commit) {
		return rec, cleanup, fail(ReasonUnreachable, fmt.Errorf("pinned commit %q is not a full hash", o.Commit))
	}
	slug := cacheSlug(tgt.URL)
	parent := o.CacheDir
	if parent != "" {
		if err := os.MkdirAll(parent, 0o755); err != nil {
			return rec, cleanup, fail(ReasonUnreachable, err)
		}
		defer lockRepo(slug)()
		if m, ok := readMarker(parent, slug); ok && m.URL == tgt.URL && (o.Commit == "" || m.Commit == o.Commit) {
			rec.Status, rec.Commit, rec.Bytes, rec.Files, rec.Symlinks = StatusCached, m.Commit, m.Bytes, m.Files, m.Symlinks
			rec.Dir = filepath.Join(parent, slug)
			rec.ScanDir = filepath.Join(rec.Dir, filepath.FromSlash(sub))
			return rec, cleanup, nil
		}
	}
	tmp, err := os.MkdirTemp(parent, slug+".partial-")
	if err != nil {
		return rec, cleanup, fail(ReasonUnreachable, err)
	}
	// A partial clone never survives a failure.
	defer func() {
		if err != nil {
			os.RemoveAll(tmp)
		}
	}()
	ctx, cancel := context.WithTimeoutCause(ctx, o.Timeout, fmt.Errorf("timed out after %s", o.Timeout))
	defer cancel()
	gitDir, treeDir := filepath.Join(tmp, "git"), filepath.Join(tmp, "tree")
	commit, err := fetchCommit(ctx, tgt.fetch, gitDir, o)
	if err != nil {
		return rec, cleanup, classify(ctx, rec.URL, err)
	}
	rec.Commit = commit.Hash.String()
	co, err := checkout(ctx, commit, treeDir, o)
	if err != nil {
		return rec, cleanup, classify(ctx, rec.URL, err)
	}
	rec.Bytes, rec.Files, rec.Symlinks = co.bytes, co.files, co.removed
	if len(co.notes) > 0 {
		rec.Detail = strings.Join(co.notes, "; ")
	}
	if co.files == 0 {
		return rec, cleanup, fail(ReasonEmpty, errors.New("the commit has no files"))
	}
	if fi, err := os.Lstat(filepath.Join(treeDir, filepath.FromSlash(sub))); sub != "" && (err != nil || !fi.IsDir()) {
		return rec, cleanup, fail(ReasonEmpty, fmt.Errorf("subfolder %q is not a folder of the repository", sub))
	}
	os.RemoveAll(gitDir) // the objects are not needed once checked out
	rec.Status = StatusOK
	if parent == "" {
		rec.Dir = treeDir
		rec.ScanDir = filepath.Join(treeDir, filepath.FromSlash(sub))
		return rec, func() { os.RemoveAll(tmp) }, nil
	}
	final := filepath.Join(parent, slug)
	os.Remove(filepath.Join(parent, slug+".json")) // a stale marker must not outlive its checkout
	if err := os.RemoveAll(final); err != nil {
		return rec, cleanup, fail(ReasonUnreachable, err)
	}
	if err := os.Rename(treeDir, final); err != nil {
		return rec, cleanup, fail(ReasonUnreachable, err)
	}
	os.RemoveAll(tmp)
	m := marker{URL: tgt.URL, Commit: rec.Commit, Bytes: rec.Bytes, Files: rec.Files, Symlinks: rec.Symlinks}
	if err := writeMarker(parent, slug, m); err != nil {
		return rec, cleanup, fail(ReasonUnreachable, err)
	}
	rec.Dir = final
	rec.ScanDir = filepath.Join(final, filepath.FromSlash(sub))
	return rec, cleanup, nil
}

// redactAcquireError scrubs the credentials of rawURL, and of any URL quoted in it, from an
// acquisition error: go-git and net/http quote the URL they were given in their errors.
func redactAcquireError(err error, rawURL string) error {
	ae, ok := err.(*AcquireError)
	if !ok {
		return redactError(err, rawURL)
	}
	ae.URL = RedactURL(ae.URL)
	if ae.Err != nil {
		ae.Err = redactError(ae.Err, rawURL)
	}
	return err
}

// readMarker reads the marker of a cached checkout, reporting whether it is usable.
func readMarker(parent, slug string) (marker, bool) {
	var m marker
	b, err := os.ReadFile(filepath.Join(parent, slug+".json"))
	if err != nil || json.Unmarshal(b, &m) != nil || m.Commit == "" {
		return m, false
	}
	fi, err := os.Lstat(filepath.Join(parent, slug))
	return m, err == nil && fi.IsDir()
}

func writeMarker(parent, slug string, m marker) error {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	tmp := filepath.Join(parent, "."+slug+".json.tmp")
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(parent, slug+".json"))
}

// classify turns a fetch or checkout error into an AcquireError with its reason.
func classify(ctx context.Context, url string, err error) error {
	var ae *AcquireError
	if errors.As(err, &ae) {
		return err
	}
	cause := context.Cause(ctx)
	switch {
	case errors.Is(err, errTooLarge):
		return &AcquireError{URL: url, Reason: ReasonTooLarge, Err: err}
	case errors.Is(cause, errTooLarge):
		return &AcquireError{URL: url, Reason: ReasonTooLarge, Err: cause}
	case errors.Is(err, transport.ErrEmptyRemoteRepository):
		return &AcquireError{URL: url, Reason: ReasonEmpty, Err: err}
	case cause != nil:
		return &AcquireError{URL: url, Reason: ReasonUnreachable, Err: cause}
	}
	return &AcquireError{URL: url, Reason: ReasonUnreachable, Err: err}
}

// fetchCommit fetches the wanted commit (or the default branch head) into a bare
// repository at gitDir, shallow unless o.Full, never with submodules or tags, while a
// watchdog cancels the fetch when the objects outgrow o.MaxBytes.
func fetchCommit(ctx context.Context, url, gitDir string, o AcquireOptions) (*object.Commit, error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	done := make(chan struct{})
	defer close(done)
	go watchSize(gitDir, o.MaxBytes, done, cancel)

	st := guardedStorage{filesystem.NewStorageWithOptions(osfs.New(gitDir), cache.NewObjectLRU(8*cache.MiByte), filesystem.Options{LargeObjectThreshold: 1 << 20}), o.MaxBytes, cancel, o.Fetched}
	depth := 1
	if o.Full {
		depth = 0
	}
	var repo *git.Repository
	var err error
	if o.Commit == "" {
		repo, err = git.CloneContext(ctx, st, nil, &git.CloneOptions{
			URL: url, Depth: depth, SingleBranch: true, NoCheckout: true,
			Tags: git.NoTags, RecurseSubmodules: git.NoRecurseSubmodules, Progress: o.Progress, CABundle: o.CABundle,
		})
		if err != nil {
			return nil, fmt.Errorf("clone: %w", causeOf(ctx, err))
		}
		head, err := repo.Head()
		if err != nil {
			return nil, fmt.Errorf("head: %w", err)
		}
		return repo.CommitObject(head.Hash())
	}
	if repo, err = git.Init(st, nil); err != nil {
		return nil, fmt.Errorf("init: %w", err)
	}
	remote, err := repo.CreateRemote(&config.RemoteConfig{Name: "origin", URLs: []string{url}})
	if err != nil {
		return nil, fmt.Errorf("remote: %w", err)
	}
	// Ask for the commit itself; servers that refuse unadvertised commits (and local
	// repositories without uploadpack.allowReachableSHA1InWant) get a full fetch instead.
	spec := config.RefSpec(o.Commit + ":refs/mcperr/pinned")
	err = remote.FetchContext(ctx, &git.FetchOptions{RefSpecs: []config.RefSpec{spec}, Depth: depth, Tags: git.NoTags, Progress: o.Progress, CABundle: o.CABundle})
	if err != nil && !errors.Is(err, git.NoErrAlreadyUpToDate) {
		if ctx.Err() != nil || errors.Is(err, errTooLarge) {
			return nil, fmt.Errorf("fetch %s: %w", o.Commit, causeOf(ctx, err))
		}
		all := config.RefSpec("+refs/heads/*:refs/remotes/origin/*")
		err = remote.FetchContext(ctx, &git.FetchOptions{RefSpecs: []config.RefSpec{all}, Tags: git.AllTags, Progress: o.Progress, CABundle: o.CABundle})
		if err != nil && !errors.Is(err, git.NoErrAlreadyUpToDate) {
			return nil, fmt.Errorf("fetch: %w", causeOf(ctx, err))
		}
	}
	c, err := repo.CommitObject(plumbing.NewHash(o.Commit))
	if err != nil {
		return nil, fmt.Errorf("pinned commit %s: %w", o.Commit, err)
	}
	return c, nil
}

// causeOf returns why ctx ended when it has (the size watchdog's errTooLarge, the timeout), so
// that a fetch cut short is classified by its cause and not as "context canceled"; otherwise err.
func causeOf(ctx context.Context, err error) error {
	if cause := context.Cause(ctx); cause != nil && !errors.Is(err, errTooLarge) {
		return cause
	}
	return err
}

// watchSize cancels with errTooLarge when the files under dir exceed max bytes.
func watchSize(dir string, max int64, done <-chan struct{}, cancel context.CancelCauseFunc) {
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-done:
			return
		case <-t.C:
			var n int64
			filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
				if err == nil && d.Type().IsRegular() {
					if fi, err := d.Info(); err == nil {
						n += fi.Size()
					}
				}
				return nil
			})
			if n > max {
				cancel(errTooLarge)
				return
			}
		}
	}
}
