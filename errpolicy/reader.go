package errpolicy

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// reader reads a scanned root's files, confined to it, within the limits.
type reader struct {
	root  *os.Root
	lim   Limits
	read  int64
	files map[string][]string // path -> lines
	// unread are the results' files that could not be read, with the reason.
	unread []Unread
	tree   []string            // the root's source files, listed once, for the helpers' calls
	lang   map[string][]string // language -> its files' paths
}

func newReader(dir string, lim Limits) (*reader, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("policy: %w", err)
	}
	return &reader{root: root, lim: lim, files: map[string][]string{}}, nil
}

func (r *reader) close() { r.root.Close() }

// errBudget ends the reading of a tree that is over MaxTotal.
var errBudget = errors.New("over the read budget")

// lines returns a file's lines; a file that cannot be read (gone, too large, a link out of the
// root) has none, and the result then counts as having no code.
func (r *reader) lines(p string) []string {
	if ls, ok := r.files[p]; ok {
		return ls
	}
	r.files[p] = nil
	b, why := r.readFile(p)
	if why != "" {
		r.unread = append(r.unread, Unread{Path: p, Reason: why})
		return nil
	}
	r.read += int64(len(b))
	r.files[p] = strings.Split(string(b), "\n")
	return r.files[p]
}

// readFile reads a file of the root, or says why it did not.
func (r *reader) readFile(p string) ([]byte, string) {
	f, err := r.root.Open(p)
	if err != nil {
		return nil, err.Error() // gone, or a link out of the root
	}
	defer f.Close()
	st, err := f.Stat()
	switch {
	case err != nil:
		return nil, err.Error()
	case !st.Mode().IsRegular():
		return nil, "not a regular file"
	case st.Size() > r.lim.MaxFileSize:
		return nil, fmt.Sprintf("larger than %d bytes", r.lim.MaxFileSize)
	case r.read+st.Size() > r.lim.MaxTotal:
		return nil, fmt.Sprintf("over the %d bytes read in this tree", r.lim.MaxTotal)
	}
	b, err := io.ReadAll(io.LimitReader(f, r.lim.MaxFileSize))
	if err != nil {
		return nil, err.Error()
	}
	return b, ""
}

// helperCodes returns the codes passed to the helper that builds a result, from the calls of
// it in the root's files of the same language.
func (r *reader) helperCodes(f finding.Finding) []string {
	name := f.Site.Function
	if i := strings.LastIndexAny(name, ".#"); i >= 0 {
		name = name[i+1:]
	}
	var out []string
	for _, p := range r.sourceFiles(f.Lang) {
		ls := r.lines(p)
		if ls == nil {
			continue
		}
		for _, c := range callCodes(strings.Join(ls, "\n"), name) {
			out = appendNew(out, c)
		}
	}
	sort.Strings(out)
	return out
}

// sourceExts are the extensions of each language's files.
var sourceExts = map[finding.Lang][]string{
	finding.Go:         {".go"},
	finding.Python:     {".py"},
	finding.TypeScript: {".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"},
	finding.JavaScript: {".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"},
}

// skippedDirs are not searched for a helper's calls: dependencies, build output, VCS data.
var skippedDirs = map[string]bool{"node_modules": true, "vendor": true, ".git": true, "dist": true,
	"build": true, ".venv": true, "venv": true, "__pycache__": true, "out": true}

// sourceFiles lists the root's files of a language once; a walk that fails part-way keeps what
// it listed.
func (r *reader) sourceFiles(l finding.Lang) []string {
	if r.lang == nil {
		r.lang = map[string][]string{}
		_ = fs.WalkDir(r.root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				if p != "." && skippedDirs[d.Name()] {
					return fs.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() {
				r.tree = append(r.tree, p)
			}
			if len(r.tree) > 100000 {
				return errBudget
			}
			return nil
		})
	}
	if fs, ok := r.lang[string(l)]; ok {
		return fs
	}
	var out []string
	for _, p := range r.tree {
		for _, e := range sourceExts[l] {
			if path.Ext(p) == e && !strings.HasSuffix(p, "_test.go") {
				out = append(out, p)
			}
		}
	}
	r.lang[string(l)] = out
	return out
}
