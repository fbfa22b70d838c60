package typed

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/mod/modfile"
)

// module is a Go module found under a scanned root.
type module struct {
	dir    string // absolute, under the root
	refuse string // why it is not loaded, "" when it is
}

// maxGoMod caps the go.mod read to judge a module: a real one is a few kilobytes.
const maxGoMod = 1 << 20

// findModules walks root (absolute, symlinks resolved) without following links and returns the
// Go modules under it, in path order. It skips what the go command skips in `./...` (names
// starting with . or _, testdata) and vendored trees (vendor, node_modules). A module is
// refused, not loaded, when loading it would read outside the root: a symbolic link under it
// that leads out of the root (the go command reads linked files), or a replace directive in its
// go.mod naming a directory outside the root.
func findModules(root string) ([]module, error) {
	var dirs []string
	var outside []string // links under root whose targets lie outside it
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == root {
				return err
			}
			return nil // the scanner records what it cannot read
		}
		name := d.Name()
		switch {
		case d.Type()&fs.ModeSymlink != 0:
			if !within(root, p) {
				outside = append(outside, p)
			}
		case d.IsDir() && p != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") ||
			name == "testdata" || name == "vendor" || name == "node_modules"):
			return filepath.SkipDir
		case !d.IsDir() && name == "go.mod" && d.Type().IsRegular():
			dirs = append(dirs, filepath.Dir(p))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(dirs)
	out := make([]module, len(dirs))
	for i, dir := range dirs {
		out[i] = module{dir: dir, refuse: refusal(root, dir, outside)}
	}
	return out, nil
}

// within reports whether the link p resolves to a place inside root; a dangling link is inside
// (there is nothing to read).
func within(root, p string) bool {
	t, err := filepath.EvalSymlinks(p)
	if err != nil {
		return true
	}
	return isUnder(root, t)
}

// isUnder reports whether p is root or lies below it.
func isUnder(root, p string) bool {
	rel, err := filepath.Rel(root, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}

// refusal says why the module at dir must not be loaded, or "".
func refusal(root, dir string, outside []string) string {
	for _, l := range outside {
		if isUnder(dir, l) {
			rel, _ := filepath.Rel(root, l)
			return fmt.Sprintf("%s is a symbolic link out of the scanned root", filepath.ToSlash(rel))
		}
	}
	f, err := os.Open(filepath.Join(dir, "go.mod"))
	if err != nil {
		return fmt.Sprintf("cannot read go.mod: %v", err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxGoMod+1))
	if err != nil {
		return fmt.Sprintf("cannot read go.mod: %v", err)
	}
	if len(b) > maxGoMod {
		return fmt.Sprintf("go.mod is larger than %d bytes", maxGoMod)
	}
	mf, err := modfile.Parse("go.mod", b, nil) // not ParseLax, which drops replace directives
	if err != nil {
		return fmt.Sprintf("go.mod does not parse: %v", err)
	}
	for _, r := range mf.Replace {
		if r.New.Version != "" { // a module version, fetched through the proxy
			continue
		}
		to := r.New.Path
		if !filepath.IsAbs(to) {
			to = filepath.Join(dir, to)
		}
		if !isUnder(root, to) {
			return fmt.Sprintf("go.mod replaces %s with %s, outside the scanned root", r.Old.Path, r.New.Path)
		}
	}
	return ""
}
