package manifest

import (
	"path"
	"strings"
	"sync"

	"github.com/pelletier/go-toml/v2"

	"github.com/mcperr/mcperr/scanner/extract"
)

// uv workspaces. A checkout whose pyproject.toml says
//
//	[tool.uv.workspace]
//	members = ["packages/*"]
//
// installs each member (packages/core, packages/server, each with its own pyproject.toml) into
// one environment, and the server member imports the core member as a package:
//
//	# packages/server/src/server/main.py
//	from core.tools.scan import scan
//	mcp.add_tool(scan)
//
// Each member is its own package root, with its own dependencies; markWorkspace notes the
// workspace on the project of each member (and of the workspace root, itself a member), so that
// the cross-file keys of all of them name one root (extract.Project.KeyRoot) and an import of
// a member's module from another member links. A package of the checkout that no workspace
// lists stays apart, as does anything outside the scanned root: nothing is resolved from an
// installed environment.

// uvWorkspace is what a pyproject.toml says of the workspace it declares: its members' and
// excluded members' glob patterns, relative to its directory. declared is false when the file
// declares no workspace (or is missing, unreadable, not TOML).
type uvWorkspace struct {
	declared         bool
	members, exclude []string
}

// workspaceEntry is one directory's uvWorkspace, read once.
type workspaceEntry struct {
	once sync.Once
	ws   uvWorkspace
}

// markWorkspace sets InWorkspace and WorkspaceRoot on p, the project of the Python package root
// dir, when the nearest pyproject.toml at or above dir that declares a uv workspace is dir's own
// or lists dir among its members. As uv does, the nearest declaration decides: a package that
// it does not list is in no workspace.
func (x *Index) markWorkspace(p *extract.Project, dir string) {
	for d := dir; ; {
		if ws := x.uvWorkspaceAt(d); ws.declared {
			if d == dir || ws.lists(d, dir) {
				p.InWorkspace, p.WorkspaceRoot = true, d
			}
			return
		}
		if d == "" {
			return
		}
		d = path.Dir(d)
		if d == "." {
			d = ""
		}
	}
}

// uvWorkspaceAt returns the workspace that dir's pyproject.toml declares, read once per
// directory however many members ask.
func (x *Index) uvWorkspaceAt(dir string) uvWorkspace {
	ent := entryOf(&x.mu, x.workspaces, dir)
	ent.once.Do(func() {
		b, _, ok := x.readBytes(path.Join(dir, "pyproject.toml"), maxSize)
		if ok {
			ent.ws = parseUVWorkspace(b)
		}
	})
	return ent.ws
}

// parseUVWorkspace reads [tool.uv.workspace] of a pyproject.toml. A file that is not TOML
// declares nothing (readPyproject notes it).
func parseUVWorkspace(b []byte) uvWorkspace {
	var doc struct {
		Tool struct {
			UV struct {
				Workspace *struct {
					Members []string `toml:"members"`
					Exclude []string `toml:"exclude"`
				} `toml:"workspace"`
			} `toml:"uv"`
		} `toml:"tool"`
	}
	if toml.Unmarshal(b, &doc) != nil || doc.Tool.UV.Workspace == nil {
		return uvWorkspace{}
	}
	w := doc.Tool.UV.Workspace
	return uvWorkspace{declared: true, members: w.Members, exclude: w.Exclude}
}

// lists reports whether the workspace declared in root has member dir: a members pattern
// matches it and no exclude pattern does.
func (w uvWorkspace) lists(root, dir string) bool {
	return matchesAny(w.members, root, dir) && !matchesAny(w.exclude, root, dir)
}

// matchesAny reports whether one of the glob patterns, relative to root, matches dir.
func matchesAny(patterns []string, root, dir string) bool {
	for _, pat := range patterns {
		pat = strings.TrimSuffix(strings.TrimPrefix(pat, "./"), "/")
		if pat == "" || strings.HasPrefix(pat, "/") || strings.Contains(pat, "..") {
			continue // outside the workspace root: not of this checkout
		}
		if ok, err := path.Match(path.Join(root, pat), dir); err == nil && ok {
			return true
		}
	}
	return false
}
