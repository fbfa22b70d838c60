package scanner

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/internal/safefile"
)

// measured is a file of a measured root that passed the main pass's reading limits, keep and
// the test gate, parsed and extracted: its tree lives until the visit returns.
type measured struct {
	root         string
	job          fileJob
	src          []byte
	tree         *sitter.Tree
	res          extract.Result
	parse, rules time.Duration
}

// measureRoots serves the measurement tests (TestMeasureParseCut, TestMeasureDefer): it reads
// the roots named one a line in the file that the environment variable env names (t is skipped
// without it), walks each as a scan does, and hands visit every file that keep lets through,
// parsed and extracted, one at a time on this goroutine. Files that cannot be read, parsed or
// extracted are passed over.
func measureRoots(t *testing.T, env string, keep func(s *session, job fileJob, src []byte) bool, visit func(s *session, m measured)) {
	t.Helper()
	list := os.Getenv(env)
	if list == "" {
		t.Skip(env + " is not set")
	}
	raw, err := os.ReadFile(list)
	if err != nil {
		t.Fatal(err)
	}
	opts, err := Options{Roots: []string{"."}}.normalize()
	if err != nil {
		t.Fatal(err)
	}
	langs := all.Languages()
	s := &session{opts: opts, langs: langs, table: dialectTable(langs), needles: map[extract.Language]*needleSet{}}
	for _, l := range langs {
		s.needles[l] = newNeedleSet(l.Needles())
	}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		if root := strings.TrimSpace(sc.Text()); root != "" {
			measureRoot(t, s, root, keep, visit)
		}
	}
}

// measureRoot is measureRoots on one root.
func measureRoot(t *testing.T, s *session, root string, keep func(s *session, job fileJob, src []byte) bool, visit func(s *session, m measured)) {
	real, info, err := rootOf(root)
	if err != nil {
		t.Logf("%s: %v", root, err)
		return
	}
	r := rootSpec{arg: root, real: real, isDir: info.IsDir()}
	jobs := make(chan fileJob, 64)
	go func() {
		defer close(jobs)
		_ = s.walk(context.Background(), r, jobs, func(finding.Skipped) {}, func() {})
	}()
	project, _, _, _ := projectIndex(real)
	parsers := map[extract.Dialect]*sitter.Parser{}
	defer func() {
		for _, p := range parsers {
			p.Close()
		}
	}()
	for job := range jobs {
		src, _, err := safefile.Read(job.abs, s.opts.MaxFileSize, nil)
		if err != nil || isBinary(src) || isJSLike(job.dialect) && isMinified(src) {
			continue
		}
		fctx := extract.ContextOf(job.rel, src)
		if !keep(s, job, src) || !gate(job, func() finding.Context { return fctx }, src) {
			continue
		}
		p := parsers[job.dialect]
		if p == nil {
			p = sitter.NewParser()
			p.SetLanguage(job.lang.Grammar(job.dialect))
			parsers[job.dialect] = p
		}
		t0 := time.Now()
		tree, err := p.ParseCtx(context.Background(), nil, src)
		t1 := time.Now()
		if err != nil {
			continue
		}
		res, err := job.lang.Extract(&extract.File{Path: job.rel, Lang: job.lang.Lang(), Dialect: job.dialect, Src: src, Tree: tree,
			Context: fctx, Project: project(job.rel)})
		if err == nil {
			visit(s, measured{root: root, job: job, src: src, tree: tree, res: res, parse: t1.Sub(t0), rules: time.Since(t1)})
		}
		tree.Close()
	}
}
