package golang

import (
	"regexp"
	"strings"
	"testing"
)

// TestQueriesCompile compiles every embedded query against the Go grammar and checks that each
// pattern is documented by a ";;" example and uses only the capture vocabulary.
func TestQueriesCompile(t *testing.T) {
	entries, err := queryFiles.ReadDir("queries")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(queryNames) {
		t.Errorf("queries/ holds %d files, queryNames lists %d", len(entries), len(queryNames))
	}
	capture := regexp.MustCompile(`@([a-z_]+)`)
	for _, name := range queryNames {
		q, err := compileQuery(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		src, _ := queryFiles.ReadFile("queries/" + name + ".scm")
		examples := strings.Count(string(src), "\n;; ")
		if n := int(q.PatternCount()); examples < n {
			t.Errorf("%s: %d patterns but %d ;; examples", name, n, examples)
		}
		for _, m := range capture.FindAllStringSubmatch(stripComments(string(src)), -1) {
			if !captureVocabulary[m[1]] {
				t.Errorf("%s: capture @%s is not in the vocabulary", name, m[1])
			}
		}
		q.Close()
	}
}

func stripComments(s string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(l), ";") {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
