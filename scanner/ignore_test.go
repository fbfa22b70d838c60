package scanner

import (
	"testing"

	"github.com/go-git/go-git/v5/plumbing/format/gitignore"
)

// TestParseIgnorePatternMatchesGoGit checks that the patterns parseIgnorePattern matches itself
// answer as go-git's do, for every line and path below: names and name ends (the fast ones),
// and what it leaves to go-git (globs, wildcards inside a name, paths with a slash).
func TestParseIgnorePatternMatchesGoGit(t *testing.T) {
	lines := []string{
		"node_modules", "dist/", "!keep", "!build/", "*.log", "*.log/", "!*.tmp", "*", "*/", "!*",
		".env", "build ", "name\\ ", "*.d.ts", "**.js", "a*b", "*.[jt]s", "?.js", "\\#x", "/dist",
		"src/gen", "docs/**", "", "/", "!", "*.", "log", "node_modules/ ",
	}
	paths := [][]string{
		{"node_modules"}, {"src", "node_modules"}, {"src", "node_modules", "x.ts"}, {"dist"}, {"dist", "a.js"},
		{"keep"}, {"build"}, {"build", "keep"}, {"a.log"}, {".log"}, {"x", "a.log"}, {"a.tmp"}, {"x.d.ts"},
		{"sub", "x.js"}, {"axb"}, {"ab"}, {"a.ts"}, {"q.js"}, {"#x"}, {"src", "gen"}, {"docs", "a"},
		{".env"}, {"build "}, {"name "}, {"log"}, {"x."}, {"sub"}, {"sub", "dist"}, {"sub", "dist", "f.ts"},
	}
	domains := [][]string{nil, {"sub"}}
	fast := 0
	for _, domain := range domains {
		for _, l := range lines {
			got, want := parseIgnorePattern(l, domain), gitignore.ParsePattern(l, domain)
			if _, ok := got.(*namePattern); ok {
				fast++
			}
			for _, p := range paths {
				for _, isDir := range []bool{false, true} {
					if g, w := got.Match(p, isDir), want.Match(p, isDir); g != w {
						t.Errorf("%q in %v on %v (dir %v): %v, go-git %v", l, domain, p, isDir, g, w)
					}
				}
			}
		}
	}
	if fast == 0 {
		t.Error("no pattern took the fast path")
	}
}
