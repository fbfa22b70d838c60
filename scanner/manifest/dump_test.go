package manifest

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestDumpProjects is the differential check of a change to the readers: with
// MCPERR_MANIFEST_DUMP=DIR (a directory of repositories, such as /work/real) and
// MCPERR_MANIFEST_OUT=FILE it writes, for every directory of every repository that holds a
// source file, the project each ecosystem's files get there (root, deps, notes), one JSON line
// each, sorted. Run it at two revisions and diff the files (bench/manifestdiff.sh does).
func TestDumpProjects(t *testing.T) {
	top, out := os.Getenv("MCPERR_MANIFEST_DUMP"), os.Getenv("MCPERR_MANIFEST_OUT")
	if top == "" || out == "" {
		t.Skip("MCPERR_MANIFEST_DUMP and MCPERR_MANIFEST_OUT unset")
	}
	repos, err := os.ReadDir(top)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, r := range repos {
		if !r.IsDir() {
			continue
		}
		root := filepath.Join(top, r.Name())
		x := NewIndex(root)
		seen := map[string]bool{}
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				if n := d.Name(); n == "node_modules" || n == ".git" || n == ".venv" || n == "vendor" {
					return filepath.SkipDir
				}
				return nil
			}
			ext := filepath.Ext(p)
			if ecoOf(p) == anyEco {
				return nil
			}
			rel, _ := filepath.Rel(root, p)
			rel = filepath.ToSlash(rel)
			key := filepath.Dir(rel) + " " + ext
			if seen[key] {
				return nil
			}
			seen[key] = true
			proj := x.ProjectFor(rel)
			b, _ := json.Marshal(struct {
				Repo, Dir, Ext, Root string
				Deps                 map[string]string
				Notes                string
			}{r.Name(), filepath.Dir(rel), ext, proj.Root, proj.Deps, noteText(proj.Notes)})
			lines = append(lines, string(b))
			return nil
		})
	}
	sort.Strings(lines)
	if err := os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d directories", len(lines))
}
