package scanner

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/go-git/go-git/v5/plumbing/format/gitignore"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/internal/safefile"
)

// fileJob is one file the walk hands to the workers.
type fileJob struct {
	abs      string // the path to open: the real path for a followed symlink
	rel      string // slash path relative to the root, as findings show it
	seq      int    // the file's place in the walk, from 0
	lang     extract.Language
	dialect  extract.Dialect
	size     int64    // as the walk saw it, to start the largest files first
	stat     fileStat // the walk's stat of the file at abs, for the root's file sums (sums.go)
	vendored bool     // found below a directory skipped by default, scanned for IncludeVendored
	explicit bool     // named on the command line: default skips by name do not apply
	// decided is the context decideNamed gave a file named like a test (named.go), after the
	// main pass: production or test; "" for a file whose path decides its context.
	decided finding.Context
}

// langDialect is what an extension maps to.
type langDialect struct {
	lang    extract.Language
	dialect extract.Dialect
}

// dialectTable maps each extension of the given languages to its language and dialect. A later
// language does not take an extension from an earlier one.
func dialectTable(langs []extract.Language) map[string]langDialect {
	t := map[string]langDialect{}
	for _, l := range langs {
		for ext, d := range l.Dialects() {
			if _, taken := t[ext]; !taken {
				t[ext] = langDialect{lang: l, dialect: d}
			}
		}
	}
	return t
}

// walker walks one root. It never follows a symlink out of the root and records every directory
// or file it does not scan, with the reason.
type walker struct {
	ctx      context.Context
	root     string // the real (symlink-free) absolute path of the root
	opts     Options
	table    map[string]langDialect
	visited  map[string]string // real path of each directory walked -> its slash path
	emit     func(fileJob)
	skip     func(finding.Skipped)
	seenFile func() // counts a file of a supported language
	// ignoreRead counts the ignore patterns read in this root (maxIgnoreRead).
	ignoreRead int
}

// walkRoot walks root, a directory; rel paths are relative to it.
func (w *walker) walkRoot() error {
	w.visited = map[string]string{w.root: "."}
	return w.walkDir(w.root, nil, ignores{}, false)
}

// walkDir walks the directory at real path dir, whose path below the root is parts. ign are
// the gitignore patterns in force, from the root down.
func (w *walker) walkDir(dir string, parts []string, ign ignores, vendored bool) error {
	if err := w.ctx.Err(); err != nil {
		return err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		// A directory that vanished or cannot be listed is a skip, not a failure of the run;
		// ReadDir returns the entries it read before the error, and we scan those.
		w.skip(finding.Skipped{Path: slashJoin(parts), Reason: finding.Unreadable, Detail: errDetail(err)})
	}
	ign = w.readIgnores(dir, parts, entries, ign)
	matcher := gitignore.NewMatcher(ign.ps)
	for _, e := range entries {
		if err := w.ctx.Err(); err != nil {
			return err
		}
		name := e.Name()
		childParts := append(parts[:len(parts):len(parts)], name)
		rel := slashJoin(childParts)
		abs := filepath.Join(dir, name)
		mode := e.Type()
		real := abs
		if mode&fs.ModeSymlink != 0 {
			target, info, reason, detail := w.resolveLink(abs)
			if reason != "" {
				if w.isCandidateName(name) || reason == finding.SymlinkLoop || (info != nil && info.IsDir()) {
					w.skip(finding.Skipped{Path: rel, Reason: reason, Detail: detail})
				}
				continue
			}
			real, mode = target, info.Mode().Type()
		}
		switch {
		case mode.IsDir():
			if prev, ok := w.visited[real]; ok {
				w.skip(finding.Skipped{Path: rel, Reason: finding.SymlinkLoop, Detail: "leads to " + prev + ", already walked"})
				continue
			}
			if reason, detail := skipDir(name, real); reason != "" {
				if !w.opts.IncludeVendored || name == ".git" {
					w.skip(finding.Skipped{Path: rel, Reason: reason, Detail: detail})
					continue
				}
				w.visited[real] = rel
				if err := w.walkDir(real, childParts, ign, true); err != nil {
					return err
				}
				continue
			}
			if matcher.Match(childParts, true) {
				w.skip(finding.Skipped{Path: rel, Reason: finding.Ignored, Detail: ".gitignore"})
				continue
			}
			w.visited[real] = rel
			if err := w.walkDir(real, childParts, ign, vendored); err != nil {
				return err
			}
		case mode.IsRegular():
			ld, ok := w.table[extOf(name)]
			if !ok {
				continue
			}
			w.seenFile()
			if matcher.Match(childParts, false) {
				w.skip(finding.Skipped{Path: rel, Reason: finding.Ignored, Detail: ".gitignore"})
				continue
			}
			if isMinifiedName(name) && !w.opts.IncludeVendored {
				w.skip(finding.Skipped{Path: rel, Reason: finding.Minified, Detail: "minified file name"})
				continue
			}
			var size int64
			var st fileStat
			if info, err := e.Info(); err == nil && info.Mode().IsRegular() {
				size, st = info.Size(), statOf(info)
			} else if info, err := os.Stat(real); err == nil {
				size = info.Size() // a symlink: the size of its target
				if info.Mode().IsRegular() {
					st = statOf(info)
				}
			}
			w.emit(fileJob{abs: real, rel: rel, lang: ld.lang, dialect: ld.dialect, size: size, stat: st,
				vendored: vendored || isMinifiedName(name)})
		default:
			// Devices, sockets and FIFOs are never read: a FIFO would block the walk.
			if w.isCandidateName(name) {
				w.skip(finding.Skipped{Path: rel, Reason: finding.Unreadable, Detail: "not a regular file"})
			}
		}
	}
	return nil
}

// resolveLink follows a symlink and reports the real target, or why it is not followed.
func (w *walker) resolveLink(abs string) (string, fs.FileInfo, finding.SkipReason, string) {
	target, err := filepath.EvalSymlinks(abs)
	if err != nil {
		if isLoopErr(err) {
			return "", nil, finding.SymlinkLoop, errDetail(err)
		}
		return "", nil, finding.Unreadable, "broken symlink: " + errDetail(err)
	}
	if !within(w.root, target) {
		info, _ := os.Stat(target)
		return "", info, finding.SymlinkOutside, "points outside the root"
	}
	info, err := os.Stat(target)
	if err != nil {
		return "", nil, finding.Unreadable, errDetail(err)
	}
	return target, info, "", ""
}

// isCandidateName reports whether a file name has an extension the scan reads, so that skips
// of files the scan would never read are not recorded.
func (w *walker) isCandidateName(name string) bool {
	_, ok := w.table[extOf(name)]
	return ok
}

// isLoopErr reports whether err comes from a cycle of symlinks.
func isLoopErr(err error) bool {
	if errors.Is(err, syscall.ELOOP) {
		return true
	}
	// filepath.EvalSymlinks reports its own limit of 255 links without an errno.
	return strings.Contains(err.Error(), "too many links")
}

// within reports whether path is root or below it; both are clean absolute real paths.
func within(root, path string) bool {
	if path == root {
		return true
	}
	r := root
	if !strings.HasSuffix(r, string(filepath.Separator)) {
		r += string(filepath.Separator)
	}
	return strings.HasPrefix(path, r)
}

// extOf returns a file name's extension; ".d.ts" and friends keep their last extension.
func extOf(name string) string {
	return strings.ToLower(filepath.Ext(name))
}

func slashJoin(parts []string) string {
	if len(parts) == 0 {
		return "."
	}
	return strings.Join(parts, "/")
}

// errDetail is an error's text without the path, which the Skipped entry already carries.
func errDetail(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Op + ": " + pe.Err.Error()
	}
	return err.Error()
}

// rootOf resolves a root argument to a real absolute path, and says whether it is a directory.
func rootOf(arg string) (string, fs.FileInfo, error) {
	abs, err := filepath.Abs(arg)
	if err != nil {
		return "", nil, fmt.Errorf("scan %s: %w", arg, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return "", nil, fmt.Errorf("scan %s: %w", arg, err)
	}
	info, err := os.Stat(real)
	if err == nil {
		err = checkReadable(real, info.IsDir())
	}
	if err != nil {
		return "", nil, fmt.Errorf("scan %s: %w", arg, err)
	}
	return real, info, nil
}

// checkReadable reports why a root cannot be read: a directory that cannot be listed, a file
// that cannot be opened. Such a root is the run's failure, not a skip: nothing of it would be
// scanned. What a root holds is checked as the walk reaches it.
func checkReadable(real string, isDir bool) error {
	if !isDir {
		f, err := safefile.Open(real)
		if err != nil {
			return err
		}
		return f.Close()
	}
	f, err := os.Open(real)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.Readdirnames(1); err != nil && err != io.EOF {
		return err
	}
	return nil
}
