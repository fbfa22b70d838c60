package probe

import (
	"os"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/corpus"
)

// redactor hides the values of the variables passed to the server wherever mcperr prints what
// the server said (its answers, its stderr), and the credentials in a URL.
type redactor struct {
	r *strings.Replacer
}

// newRedactor hides the values of the variables env names (KEY or KEY=VALUE). Values shorter
// than four bytes are left alone: they would hide ordinary words.
func newRedactor(env []string) *redactor {
	type kv struct{ k, v string }
	var pairs []kv
	for _, e := range env {
		k, v, ok := strings.Cut(e, "=")
		if !ok {
			v = os.Getenv(e)
		}
		if len(v) >= 4 {
			pairs = append(pairs, kv{k, v})
		}
	}
	sort.Slice(pairs, func(i, j int) bool { return len(pairs[i].v) > len(pairs[j].v) }) // longest first
	var args []string
	for _, p := range pairs {
		args = append(args, p.v, "["+p.k+"]")
	}
	return &redactor{r: strings.NewReplacer(args...)}
}

// text returns s with every passed variable's value replaced by [KEY].
func (r *redactor) text(s string) string { return r.r.Replace(s) }

// url returns a URL as it may be printed.
func (r *redactor) url(u string) string { return r.text(corpus.RedactURL(u)) }
