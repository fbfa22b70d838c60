// Package lazyre holds regular expressions that are compiled on their first use instead of at
// package initialisation.
//
// Every mcperr process pays the initialisation of every package it links before main runs, and
// `go vet -vettool` starts one process per package: the scanner's and guidance's phrase tables
// are some 180 expressions, many of them long case-folded alternations with Unicode classes,
// which took most of the 50-100 ms of package initialisation (GODEBUG=inittrace=1) that a vet
// run, or a scan of one language, never needs. A package-level
//
//	var successText = lazyre.New(`(?i)\b(success|succeeded)\b`)
//
// is used as a *regexp.Regexp would be (successText.MatchString(s)); the expression is compiled
// once, by the first caller, with regexp.MustCompile, so it matches exactly as the eager
// expression did, and an invalid one panics on its first use rather than at start-up
// (TestEveryExpressionCompiles in cmd/mcperr compiles every one a binary links).
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regular expression compiled on its first use. It is safe for concurrent use, as
// regexp.Regexp is.
type Regexp struct {
	expr string
	once sync.Once
	re   *regexp.Regexp
}

var (
	allMu sync.Mutex
	all   []*Regexp
)

// New returns the expression expr, to be compiled with regexp.MustCompile on its first use.
func New(expr string) *Regexp {
	r := &Regexp{expr: expr}
	allMu.Lock()
	all = append(all, r)
	allMu.Unlock()
	return r
}

// Compiled returns the compiled expression, compiling it on the first call.
func (r *Regexp) Compiled() *regexp.Regexp {
	r.once.Do(r.compile)
	return r.re
}

func (r *Regexp) compile() { r.re = regexp.MustCompile(r.expr) }

// CheckAll compiles every expression New has been given in this process, and returns how many
// there are and the first error of those that do not compile (nil when all do). The compiled
// expressions are thrown away: each is still compiled for use on its first use.
func CheckAll() (n int, err error) {
	allMu.Lock()
	list := append([]*Regexp(nil), all...)
	allMu.Unlock()
	for _, r := range list {
		if _, err := regexp.Compile(r.expr); err != nil {
			return len(list), err
		}
	}
	return len(list), nil
}

// String returns the source text of the expression, as regexp.Regexp.String does.
func (r *Regexp) String() string { return r.expr }
