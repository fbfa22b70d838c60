package manifest

import (
	"path"
	"path/filepath"
	"strings"
)

// GroupFor returns the project that the file at relPath (slash path relative to the root)
// belongs to for the facts a project's files share, such as what they import: the outermost
// directory, from the root down to the file's, that holds a manifest of any ecosystem ("" for
// the root, or for a file that no manifest encloses). Unlike ProjectFor's package root, it does
// not part the packages of a workspace (which import one another by name) nor a package from
// the checkout around it, and it is the same directory, under the root, whether the root is the
// project's checkout or a directory of several checkouts.
func (x *Index) GroupFor(relPath string) string {
	rel := path.Clean(strings.TrimPrefix(filepath.ToSlash(relPath), "/"))
	dir := path.Dir(rel)
	if dir == "." || strings.HasPrefix(dir, "..") {
		return ""
	}
	if x.isGroupRoot("") {
		return ""
	}
	for i := 0; i <= len(dir); i++ {
		if i == len(dir) || dir[i] == '/' {
			if d := dir[:i]; x.isGroupRoot(d) {
				return d
			}
		}
	}
	return ""
}

// isGroupRoot reports whether dir holds a manifest of any ecosystem, asking the disk once per
// directory.
func (x *Index) isGroupRoot(dir string) bool {
	x.mu.Lock()
	is, ok := x.groups[dir]
	x.mu.Unlock()
	if ok {
		return is
	}
	is = false
	for _, e := range []eco{goEco, npmEco, pyEco} {
		if x.hasManifest(dir, e) {
			is = true
			break
		}
	}
	x.mu.Lock()
	x.groups[dir] = is
	x.mu.Unlock()
	return is
}
