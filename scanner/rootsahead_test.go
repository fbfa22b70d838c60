package scanner

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// waitLang is stubLang whose rules, on a file that says WAIT, wait until release is closed,
// and report every other file they see on seen.
type waitLang struct {
	stubLang
	release chan struct{}
	seen    chan string
}

func (l waitLang) Extract(f *extract.File) (extract.Result, error) {
	if strings.Contains(string(f.Src), "WAIT") {
		<-l.release
	} else {
		l.seen <- strings.TrimSpace(strings.SplitN(string(f.Src), "\n", 2)[0])
	}
	return l.stubLang.Extract(f)
}

// TestRootsAheadWhileWaiting: while the first root's one file keeps one of its two workers busy,
// the roots after it are scanned past rootsAhead, as workers run out of files with fewer than
// Jobs files at work, and the findings still come root by root in the order given.
func TestRootsAheadWhileWaiting(t *testing.T) {
	l := waitLang{release: make(chan struct{}), seen: make(chan string, 16)}
	roots := []string{tree(t, map[string]string{"a.go": "// WAIT\npackage a\nvar _ = R{IsError: true}\n"})}
	for i := 1; i <= maxRootsAhead+2; i++ {
		roots = append(roots, tree(t, map[string]string{"a.go": fmt.Sprintf("// root %d\npackage a\nvar _ = R{IsError: true}\n", i)}))
	}
	type result struct {
		doc *finding.Document
		err error
	}
	done := make(chan result, 1)
	go func() {
		doc, err := Scan(context.Background(), Options{Roots: roots, Jobs: 2}, l)
		done <- result{doc, err}
	}()
	want := maxRootsAhead // more than the fixed window, rootsAhead
	seen := map[string]bool{}
	timeout := time.After(10 * time.Second)
	for len(seen) < want {
		select {
		case s := <-l.seen:
			seen[s] = true
		case <-timeout:
			close(l.release)
			<-done
			t.Fatalf("while the first root waited, %d roots after it were scanned (%v), want %d", len(seen), seen, want)
		}
	}
	close(l.release)
	r := <-done // seen holds more than the roots: nothing blocks on it
	if r.err != nil {
		t.Fatal(r.err)
	}
	var got []string
	for _, f := range r.doc.Findings {
		got = append(got, f.Path[:strings.Index(f.Path, "/a.go")])
	}
	if fmt.Sprint(got) != fmt.Sprint(roots) {
		t.Errorf("findings in roots %v, want %v", got, roots)
	}
}
