package scanner

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/format/gitignore"

	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/internal/safefile"
)

// Limits on the ignore files of one root. A scanned tree is hostile: 50 nested directories,
// each with a 1 MiB .gitignore, once piled up five million patterns that every entry below was
// matched against (5.5 minutes, 1.7 GB). Real repositories have tens to a few hundred patterns
// in force anywhere.
const (
	// maxIgnoreInForce caps the patterns that apply to one directory, from the root down: the
	// matching work per entry and the memory of the pattern stack.
	maxIgnoreInForce = 10_000
	// maxIgnoreRead caps the patterns the walk of one root reads in all, so that many sibling
	// directories cannot cost more than this in parsing either.
	maxIgnoreRead = 100_000
)

// ignores are the .gitignore patterns in force in a directory, from the root down, and the
// files they came from. A value is never modified once made: each directory extends its
// parent's into a copy.
type ignores struct {
	ps    []gitignore.Pattern
	files []ignoreFile
}

// ignoreFile is what the walk remembers of an ignore file in force.
type ignoreFile struct {
	rel      string // slash path below the root
	sum      [sha256.Size]byte
	negates  bool // holds a "!" pattern, which can undo an earlier match
	anchored bool // holds a pattern with a slash before its end, which matches from its own directory only
}

// ignoreName is the one ignore file the walk reads per directory.
const ignoreName = ".gitignore"

// readIgnores extends in with the .gitignore among a directory's entries, if there is one. It
// reads the file as sources are read (safefile: a regular file, the size cap before reading),
// follows a symlink only within the root, and records every file it does not apply, with why.
func (w *walker) readIgnores(dir string, parts []string, entries []fs.DirEntry, in ignores) ignores {
	var entry fs.DirEntry
	for _, e := range entries {
		if e.Name() == ignoreName {
			entry = e
			break
		}
	}
	if entry == nil {
		return in
	}
	rel := slashJoin(append(parts[:len(parts):len(parts)], ignoreName))
	skip := func(reason finding.SkipReason, detail string) ignores {
		w.skip(finding.Skipped{Path: rel, Reason: reason, Detail: detail})
		return in
	}
	abs := filepath.Join(dir, ignoreName)
	if entry.Type()&fs.ModeSymlink != 0 {
		target, _, reason, detail := w.resolveLink(abs)
		if reason != "" {
			return skip(reason, detail)
		}
		abs = target
	}
	src, n, err := safefile.Read(abs, w.opts.MaxFileSize, nil)
	if err != nil {
		reason, detail := readFailure(err, n, w.opts.MaxFileSize)
		return skip(reason, "ignore file: "+detail+"; its patterns are not applied")
	}
	lines := ignoreLines(src)
	f := ignoreFile{rel: rel, sum: sha256.Sum256(src)}
	for _, l := range lines {
		f.negates = f.negates || strings.HasPrefix(l, "!")
		f.anchored = f.anchored || strings.Contains(strings.TrimSuffix(l, "/"), "/")
	}
	if prev := in.duplicateOf(f); prev != "" {
		return in // its patterns match nothing that prev's do not: nothing is lost
	}
	switch {
	case w.ignoreRead+len(lines) > maxIgnoreRead:
		return skip(finding.TooLarge, fmt.Sprintf("%d ignore patterns would pass the root's limit of %d read in all (%d read); not applied",
			len(lines), maxIgnoreRead, w.ignoreRead))
	case len(in.ps)+len(lines) > maxIgnoreInForce:
		return skip(finding.TooLarge, fmt.Sprintf("%d ignore patterns would pass the limit of %d in force in one directory (%d from above); not applied",
			len(lines), maxIgnoreInForce, len(in.ps)))
	}
	w.ignoreRead += len(lines)
	out := ignores{ps: in.ps[:len(in.ps):len(in.ps)], files: append(in.files[:len(in.files):len(in.files)], f)}
	for _, l := range lines {
		out.ps = append(out.ps, parseIgnorePattern(l, parts))
	}
	return out
}

// parseIgnorePattern is gitignore.ParsePattern, with the patterns most ignore files are made of
// (a name, `node_modules`, `dist/`; a name's end, `*.log`) matched by a comparison of strings:
// go-git matches every pattern without a slash against every name of an entry's path below
// the pattern's directory with filepath.Match, which walks the pattern byte by byte, for every
// entry the walk meets.
func parseIgnorePattern(line string, domain []string) gitignore.Pattern {
	// As ParsePattern reads a line.
	p := namePattern{}
	rest := line
	if strings.HasPrefix(rest, "!") {
		p.inclusion = true
		rest = rest[1:]
	}
	if !strings.HasSuffix(rest, "\\ ") {
		rest = strings.TrimRight(rest, " ")
	}
	if strings.HasSuffix(rest, "/") {
		p.dirOnly = true
		rest = rest[:len(rest)-1]
	}
	const wildcards = `*?[\\`
	switch {
	case strings.Contains(rest, "/"):
		return gitignore.ParsePattern(line, domain) // a glob of path segments
	case rest != "" && !strings.ContainsAny(rest, wildcards):
		p.name = rest
	case strings.HasPrefix(rest, "*") && !strings.ContainsAny(rest[1:], wildcards):
		p.name, p.suffix = rest[1:], true
	default:
		return gitignore.ParsePattern(line, domain)
	}
	p.domain = append([]string(nil), domain...)
	return &p
}

// namePattern is a gitignore pattern without a slash but a trailing one whose text, past a
// leading `*` when suffix is set, has no wildcard: it matches an entry when one of the names of
// its path below domain is name (ends in name), as gitignore's simple name match with
// filepath.Match decides.
type namePattern struct {
	domain    []string
	name      string
	suffix    bool
	inclusion bool
	dirOnly   bool
}

// Match answers as go-git's pattern.Match does for the same line.
func (p *namePattern) Match(path []string, isDir bool) gitignore.MatchResult {
	if len(path) <= len(p.domain) {
		return gitignore.NoMatch
	}
	for i, e := range p.domain {
		if path[i] != e {
			return gitignore.NoMatch
		}
	}
	path = path[len(p.domain):]
	for i, name := range path {
		match := name == p.name
		if p.suffix {
			match = strings.HasSuffix(name, p.name) && !strings.Contains(name, "/") // as `*` matches
		}
		if !match {
			continue
		}
		if p.dirOnly && !isDir && i == len(path)-1 {
			return gitignore.NoMatch
		}
		if p.inclusion {
			return gitignore.Include
		}
		return gitignore.Exclude
	}
	return gitignore.NoMatch
}

// duplicateOf returns the path of an ignore file in force whose bytes f repeats, when leaving f
// out changes nothing: neither file can undo a match (no negation in it or in any file in force
// after it) and every pattern of it matches at any depth (no slash but a trailing one), so that
// whatever f's patterns match below f's directory, the same patterns of the earlier file match
// too. Otherwise it returns "".
func (in ignores) duplicateOf(f ignoreFile) string {
	if f.negates || f.anchored {
		return ""
	}
	for i := len(in.files) - 1; i >= 0; i-- {
		g := in.files[i]
		if g.negates {
			return ""
		}
		if g.sum == f.sum {
			return g.rel
		}
	}
	return ""
}

// ignoreLines returns the pattern lines of an ignore file: neither blank nor comments.
func ignoreLines(src []byte) []string {
	var out []string
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		line = bytes.TrimRight(line, "\r")
		if len(bytes.TrimSpace(line)) == 0 || line[0] == '#' {
			continue
		}
		out = append(out, string(line))
	}
	return out
}
