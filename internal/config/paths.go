package config

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/format/gitignore"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Paths decides which findings the configuration drops: those in excluded files, in a context
// not listed, and those of a rule that a per-path entry turns off for their file. Patterns use
// gitignore's syntax (a later "!pattern" re-includes) and are matched against the path relative
// to the configuration's directory; a file outside that directory matches no pattern.
type Paths struct {
	dir      string
	exclude  []gitignore.Pattern
	perPath  []pathRule
	contexts []string // nil: every context
}

type pathRule struct {
	patterns []gitignore.Pattern
	disable  []string
}

// Paths returns the configuration's path decisions.
func (c *Config) Paths() *Paths {
	p := &Paths{dir: c.Dir, exclude: parsePatterns(c.Exclude), contexts: c.Contexts}
	for _, r := range c.PerPath {
		p.perPath = append(p.perPath, pathRule{patterns: parsePatterns(r.Paths), disable: r.Disable})
	}
	return p
}

func parsePatterns(ps []string) []gitignore.Pattern {
	var out []gitignore.Pattern
	for _, p := range ps {
		out = append(out, gitignore.ParsePattern(p, nil))
	}
	return out
}

// IsZero reports whether the decisions drop nothing.
func (p *Paths) IsZero() bool {
	return p == nil || len(p.exclude) == 0 && len(p.perPath) == 0 && p.contexts == nil
}

// Excluded reports whether the file at abs (an absolute path) is excluded.
func (p *Paths) Excluded(abs string) bool {
	parts := p.parts(abs)
	return parts != nil && matches(p.exclude, parts)
}

// Drops reports whether the finding, whose file is at abs, is dropped.
func (p *Paths) Drops(f *finding.Finding, abs string) bool {
	if p.IsZero() {
		return false
	}
	if p.contexts != nil && f.Context != "" && !slices.Contains(p.contexts, string(f.Context)) {
		return true
	}
	parts := p.parts(abs)
	if parts == nil {
		return false
	}
	if matches(p.exclude, parts) {
		return true
	}
	for _, r := range p.perPath {
		if (slices.Contains(r.disable, f.Rule) || slices.Contains(r.disable, "all")) && matches(r.patterns, parts) {
			return true
		}
	}
	return false
}

// parts splits abs relative to the configuration's directory; nil when it is outside.
func (p *Paths) parts(abs string) []string {
	if p.dir == "" || abs == "" {
		return nil
	}
	rel, err := filepath.Rel(p.dir, abs)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return nil
	}
	return strings.Split(filepath.ToSlash(rel), "/")
}

// matches applies gitignore's rule: the last pattern that matches decides.
func matches(ps []gitignore.Pattern, parts []string) bool {
	res := gitignore.NoMatch
	for _, p := range ps {
		if r := p.Match(parts, false); r != gitignore.NoMatch {
			res = r
		}
	}
	return res == gitignore.Exclude
}
