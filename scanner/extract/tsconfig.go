package extract

import (
	"path"
	"slices"
	"sort"
	"strings"
	"sync"
)

// TSConfig is what a package root's tsconfig.json (or jsconfig.json), with the configs it
// extends, says about resolving non-relative module specifiers: compilerOptions.baseUrl and
// compilerOptions.paths. Every path in it is a slash path relative to the scan root.
type TSConfig struct {
	// File is the config read ("pkg/tsconfig.json").
	File string
	// BaseURL is baseUrl resolved against the directory of the config that set it; HasBaseURL
	// says whether one did.
	BaseURL    string
	HasBaseURL bool
	// Paths are the paths patterns, their targets resolved against BaseURL, or without one
	// against the directory of the config that set paths. Sorted by pattern.
	Paths []TSPath
	// Exists reports whether a slash path relative to the scan root names a regular file
	// inside the root (the manifest index's check: no symlink out of the root). Nil: nothing
	// resolves.
	Exists func(rel string) bool

	memo sync.Map // specifier -> resolved
}

// TSPath is one paths entry: a pattern with at most one '*', and its targets in order.
type TSPath struct {
	Pattern string
	Targets []string
}

type resolved struct {
	mod string
	ok  bool
}

// moduleExts are the extensions a module specifier may name or leave out, in the order the
// resolver tries them.
var moduleExts = []string{".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"}

// Resolve resolves a non-relative module specifier through paths (the pattern with the longest
// prefix before its '*', an exact pattern first; the first of its targets that names a file of
// the root, with the usual extensions or as a directory's index) or, failing a pattern, through
// baseUrl. It returns the module's path relative to the scan root without its extension, as a
// relative import's path, and false when the specifier names no file of the root.
func (c *TSConfig) Resolve(spec string) (string, bool) {
	if c == nil || c.Exists == nil || spec == "" || strings.HasPrefix(spec, ".") || strings.HasPrefix(spec, "/") {
		return "", false
	}
	if r, ok := c.memo.Load(spec); ok {
		return r.(resolved).mod, r.(resolved).ok
	}
	mod, ok := c.resolve(spec)
	c.memo.Store(spec, resolved{mod, ok})
	return mod, ok
}

func (c *TSConfig) resolve(spec string) (string, bool) {
	if targets, star, ok := c.match(spec); ok {
		for _, t := range targets {
			if m, ok := c.module(strings.Replace(t, "*", star, 1)); ok {
				return m, true
			}
		}
		return "", false
	}
	if c.HasBaseURL {
		return c.module(path.Join(c.BaseURL, spec))
	}
	return "", false
}

// match returns the targets of the pattern spec matches, and what its '*' stands for.
func (c *TSConfig) match(spec string) (targets []string, star string, ok bool) {
	best := -1
	for _, p := range c.Paths {
		i := strings.IndexByte(p.Pattern, '*')
		if i < 0 {
			if p.Pattern == spec {
				return p.Targets, "", true
			}
			continue
		}
		pre, suf := p.Pattern[:i], p.Pattern[i+1:]
		if len(spec) >= len(pre)+len(suf) && strings.HasPrefix(spec, pre) && strings.HasSuffix(spec, suf) && len(pre) > best {
			best, targets, star, ok = len(pre), p.Targets, spec[len(pre):len(spec)-len(suf)], true
		}
	}
	return targets, star, ok
}

// module returns the module path (without extension) of the file p names, if one exists in
// the root: p itself when it has a module extension (a ".js" naming the ".ts" source too), p
// with an extension, or p's index.
func (c *TSConfig) module(p string) (string, bool) {
	p = path.Clean(p)
	if p == ".." || strings.HasPrefix(p, "../") || strings.HasPrefix(p, "/") || strings.Contains("/"+p+"/", "/node_modules/") {
		return "", false
	}
	if ext := path.Ext(p); slices.Contains(moduleExts, ext) {
		stem := strings.TrimSuffix(p, ext)
		if c.Exists(p) {
			return stem, true
		}
		for _, e := range moduleExts {
			if c.Exists(stem + e) {
				return stem, true
			}
		}
	}
	for _, e := range moduleExts {
		if c.Exists(p + e) {
			return p, true
		}
	}
	for _, e := range moduleExts {
		if c.Exists(p + "/index" + e) {
			return p, true
		}
	}
	return "", false
}

// SortPaths orders paths by pattern, for a deterministic config and cache key.
func SortPaths(ps []TSPath) {
	sort.Slice(ps, func(i, j int) bool { return ps[i].Pattern < ps[j].Pattern })
}
