package study

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcperr/mcperr/adjudication"
)

// LedgerDir returns the directory that holds the ledger of path: path/ledger for a study
// directory, path itself for a ledger directory (the output of `mcperr ledger merge`).
func LedgerDir(path string) (string, error) {
	for _, d := range []string{filepath.Join(path, "ledger"), path} {
		if _, err := os.Stat(filepath.Join(d, adjudication.LedgerJSON)); err == nil {
			return d, nil
		}
	}
	if _, err := os.Stat(filepath.Join(path, InfoName)); err == nil {
		return "", fmt.Errorf("study %s has no ledger yet: its run stopped before the ledger stage; run `mcperr audit` again to finish it", path)
	}
	return "", fmt.Errorf("%s is neither a study directory nor a ledger directory (no %s)", path, adjudication.LedgerJSON)
}

// maxSnippetLines caps the code a coding sheet shows per row; a coder opens the file for more.
const maxSnippetLines = 12

// Snippets returns a function that reads a row's source lines from the study's checkouts, for
// coding sheets. Paths are resolved inside the checkout only: a row whose path would leave it,
// or whose file is gone, gets no snippet.
func Snippets(dir string) adjudication.Snippet {
	var repos []acquired
	if err := adjudication.ReadJSON(filepath.Join(dir, "clone", ReposName), &repos); err != nil {
		return nil
	}
	roots := map[string]string{}
	for _, a := range repos {
		if a.Dir != "" {
			roots[a.URL] = filepath.Join(dir, filepath.FromSlash(a.Dir))
		}
	}
	return func(r *adjudication.Row) string {
		root, ok := roots[r.Repository]
		if !ok || !filepath.IsLocal(filepath.FromSlash(r.Path)) {
			return ""
		}
		name := filepath.Join(root, filepath.FromSlash(r.Path))
		if fi, err := os.Lstat(name); err != nil || !fi.Mode().IsRegular() {
			return ""
		}
		text, err := lines(name, r.Line, max(r.EndLine, r.Line))
		if err != nil {
			return ""
		}
		return text
	}
}

func lines(name string, from, to int) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	to = min(to, from+maxSnippetLines-1)
	var b strings.Builder
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan() && n <= to; n++ {
		if n >= from {
			b.WriteString(sc.Text())
			b.WriteByte('\n')
		}
	}
	return strings.TrimRight(b.String(), "\n"), sc.Err()
}

// ReadInfo reads study.json.
func ReadInfo(dir string) (Info, error) {
	var info Info
	err := adjudication.ReadJSON(filepath.Join(dir, InfoName), &info)
	if errors.Is(err, fs.ErrNotExist) {
		return info, fmt.Errorf("%s is not a study directory (no %s)", dir, InfoName)
	}
	return info, err
}
