package corpus

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/filemode"
	"github.com/go-git/go-git/v5/plumbing/object"
)

// checkoutResult counts what a checkout wrote and what it refused.
type checkoutResult struct {
	files   int
	bytes   int64
	removed []string // symlinks not created or removed because they leave the checkout
	notes   []string
}

// link is a symlink to create after every regular file is written.
type link struct{ name, target string }

// maxNotes bounds the notes kept about skipped entries.
const maxNotes = 20

// checkout writes the tree of c into dir itself rather than through git: regular files
// only, paths checked, submodules skipped, symlinks created last and only when they stay
// inside dir, caps enforced as it goes. Writing every file before any link exists means no
// file is ever written through a link.
func checkout(ctx context.Context, c *object.Commit, dir string, o AcquireOptions) (checkoutResult, error) {
	var res checkoutResult
	note := func(format string, args ...any) {
		if len(res.notes) < maxNotes {
			res.notes = append(res.notes, fmt.Sprintf(format, args...))
		}
	}
	tree, err := c.Tree()
	if err != nil {
		return res, fmt.Errorf("tree of %s: %w", c.Hash, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return res, err
	}
	var links []link
	w := object.NewTreeWalker(tree, true, nil)
	defer w.Close()
	for {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		name, e, err := w.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil && !e.Hash.IsZero() && !errors.Is(err, object.ErrMaxTreeDepth) {
			// go-git refused the entry's name (".." or ".git" in any disguise, a control
			// character): the walker has moved past it and does not descend into it.
			note("skipped an entry: %s", sanitizeText(err.Error(), 200))
			continue
		}
		if err != nil {
			return res, fmt.Errorf("walking tree: %w", err)
		}
		if e.Mode == filemode.Dir {
			continue
		}
		if why := unsafePath(name); why != "" {
			note("skipped %q: %s", sanitizeText(name, 200), why)
			continue
		}
		switch e.Mode {
		case filemode.Submodule:
			note("submodule %s not fetched", name)
			continue
		case filemode.Regular, filemode.Executable, filemode.Deprecated, filemode.Symlink:
		default:
			note("skipped %s: mode %s", name, e.Mode)
			continue
		}
		res.files++
		if res.files > o.MaxFiles {
			return res, &AcquireError{Reason: ReasonTooLarge, Err: fmt.Errorf("more than %d files", o.MaxFiles)}
		}
		f, err := tree.TreeEntryFile(&e)
		if err != nil {
			return res, fmt.Errorf("blob %s (%s): %w", e.Hash, name, err)
		}
		blob := &f.Blob
		res.bytes += blob.Size
		if res.bytes > o.MaxBytes {
			return res, &AcquireError{Reason: ReasonTooLarge, Err: fmt.Errorf("more than %d bytes of files", o.MaxBytes)}
		}
		if e.Mode == filemode.Symlink {
			target, err := readSmall(blob, 4096)
			if err != nil {
				return res, fmt.Errorf("link %s: %w", name, err)
			}
			links = append(links, link{name, target})
			continue
		}
		if err := writeBlob(dir, name, blob); err != nil {
			note("skipped %s: %v", name, err)
			res.files--
			res.bytes -= blob.Size
		}
	}
	for _, l := range links {
		if !staysInside(l.name, l.target) {
			res.removed = append(res.removed, l.name)
			continue
		}
		p := filepath.Join(dir, filepath.FromSlash(l.name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			note("skipped link %s: %v", l.name, err)
			continue
		}
		if err := os.Symlink(l.target, p); err != nil {
			note("skipped link %s: %v", l.name, err)
		}
	}
	res.removed = append(res.removed, removeEscapingLinks(dir, links)...)
	return res, nil
}

// unsafePath returns why a tree path may not be written, or "".
func unsafePath(name string) string {
	switch {
	case name == "" || strings.HasPrefix(name, "/"):
		return "absolute or empty path"
	case strings.ContainsAny(name, "\\\x00"):
		return "backslash or NUL in path"
	case hasDotDot(name):
		return `path contains ".."`
	}
	for _, seg := range strings.Split(name, "/") {
		if seg == "" || seg == "." || strings.EqualFold(seg, ".git") {
			return "path has an empty, \".\" or .git segment"
		}
	}
	return ""
}

// staysInside reports whether a symlink at name (slash-separated, relative to the root)
// with the given target resolves lexically inside the root.
func staysInside(name, target string) bool {
	if target == "" || strings.HasPrefix(target, "/") || strings.ContainsAny(target, "\\\x00") {
		return false
	}
	p := path.Join(path.Dir(name), target)
	return p != ".." && !strings.HasPrefix(p, "../")
}

// removeEscapingLinks resolves every created link for real and removes those that leave
// dir or do not resolve, repeating until none changes: a lexical check alone is fooled by
// links through links (a -> ".", b -> "a/../x").
func removeEscapingLinks(dir string, links []link) []string {
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return nil
	}
	var removed []string
	gone := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, l := range links {
			if gone[l.name] {
				continue
			}
			p := filepath.Join(dir, filepath.FromSlash(l.name))
			if fi, err := os.Lstat(p); err != nil || fi.Mode()&os.ModeSymlink == 0 {
				continue
			}
			real, err := filepath.EvalSymlinks(p)
			if err == nil && (real == root || strings.HasPrefix(real, root+string(filepath.Separator))) {
				continue
			}
			os.Remove(p)
			gone[l.name] = true
			removed = append(removed, l.name)
			changed = true
		}
	}
	return removed
}

// readSmall reads a blob that must be small (a link target).
func readSmall(b *object.Blob, max int64) (string, error) {
	if b.Size > max {
		return "", fmt.Errorf("link target of %d bytes", b.Size)
	}
	r, err := b.Reader()
	if err != nil {
		return "", err
	}
	defer r.Close()
	data, err := io.ReadAll(io.LimitReader(r, max))
	return string(data), err
}

// writeBlob writes a blob to dir/name as a new regular file (never through an existing
// file or link: O_EXCL).
func writeBlob(dir, name string, b *object.Blob) error {
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	f, err := os.OpenFile(p, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	r, err := b.Reader()
	if err != nil {
		f.Close()
		return err
	}
	defer r.Close()
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
