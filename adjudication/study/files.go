package study

import (
	"bufio"
	"errors"
	"fmt"
	"io"
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

// maxSnippetLines and maxSnippetBytes cap the code a coding sheet shows per row (a minified
// line can be a megabyte); a coder opens the file for more.
const (
	maxSnippetLines = 12
	maxSnippetBytes = 8 << 10
)

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
	total := 0
	r := bufio.NewReaderSize(f, 64<<10)
	// Read line by line in chunks, so a minified line of megabytes is skipped through, not held.
	for n := 1; n <= to; {
		chunk, err := r.ReadSlice('\n')
		if n >= from {
			total += len(chunk)
			if room := maxSnippetBytes - b.Len(); room > 0 {
				b.Write(chunk[:min(len(chunk), room)])
			}
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue // the same line goes on
		case errors.Is(err, io.EOF):
			n = to + 1
		case err != nil:
			return "", err
		default:
			n++
		}
	}
	text := strings.TrimRight(strings.ReplaceAll(b.String(), "\r\n", "\n"), "\n")
	if total > maxSnippetBytes {
		text = strings.ToValidUTF8(text, "") + fmt.Sprintf("\n… (cut at %d KiB of %d bytes; open the file for the rest)", maxSnippetBytes>>10, total)
	}
	return text, nil
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

// RestoreLedgerCSV puts back the ledger CSV the study wrote (from its JSON twin l) when accepted
// is that file, once its verdict edits are taken in, so that the refresh that follows does not
// keep it aside as unsaved work. Another file (a kept .edited copy) leaves ledger.csv alone: it
// may hold edits of its own.
func RestoreLedgerCSV(dir, accepted string, l *adjudication.Ledger) error {
	ld, err := LedgerDir(dir)
	if err != nil {
		return err
	}
	name := filepath.Join(ld, adjudication.LedgerCSV)
	a, err1 := os.Stat(name)
	b, err2 := os.Stat(accepted)
	if err1 != nil || err2 != nil || !os.SameFile(a, b) {
		return nil
	}
	return adjudication.WriteFileAtomic(name, func(w io.Writer) error { return adjudication.WriteRowsCSV(w, l.Rows) })
}

// EditedVerdicts checks the ledger CSV of a study or ledger directory for verdict cells edited
// by hand that the study's verdicts do not hold. It returns nil when there are none (or no CSV).
func EditedVerdicts(dir string) (*adjudication.CSVCheck, error) {
	ld, err := LedgerDir(dir)
	if err != nil {
		return nil, err
	}
	l, err := adjudication.ReadLedger(ld)
	if err != nil {
		return nil, err
	}
	name := filepath.Join(ld, adjudication.LedgerCSV)
	c, err := adjudication.CheckLedgerCSV(name, l)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		// The file may hold someone's verdicts: say so rather than pass over it.
		return nil, fmt.Errorf("cannot check %s for verdicts typed in by hand: %w; restore it, or fix what 'mcperr ledger check' points at", name, err)
	}
	if len(c.Edits) == 0 {
		return nil, nil
	}
	return c, nil
}
