package scanner

import "github.com/mcperr/mcperr/scanner/extract"

// projectIndex returns, for a root, the function that says which project (manifests, SDK
// versions) a file belongs to. Until the manifest reader lands every file gets an empty project.
func projectIndex(root string) func(rel string) *extract.Project {
	return func(string) *extract.Project { return &extract.Project{} }
}
