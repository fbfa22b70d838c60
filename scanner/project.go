package scanner

import (
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/manifest"
)

// projectIndex returns, for a root, the function that says which project (manifests, SDK
// versions) a file belongs to. The index reads each package root's manifests once, lazily, and
// is safe for the workers to share.
func projectIndex(root string) func(rel string) *extract.Project {
	return manifest.NewIndex(root).ProjectFor
}
