package scanner

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/scanner/internal/safefile"
)

// TestMeasureDefer measures, for the roots named in MCPERR_DEFER_ROOTS (a file of root paths,
// one a line), which needles let each file with a needle through, whether the language's
// Deferrer leaves it to the calls pass, and what its extraction yields: findings or pending
// findings without Within (its own, which a deferred file must not have), tools, helpers.
// Skipped without the variable.
func TestMeasureDefer(t *testing.T) {
	list := os.Getenv("MCPERR_DEFER_ROOTS")
	if list == "" {
		t.Skip("MCPERR_DEFER_ROOTS is not set")
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
	type row struct{ files, bytes, own, tools, helpers, deferred, deferredOwn, deferredTools int }
	rows := map[string]*row{}
	var total, deferredCost time.Duration
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		root := strings.TrimSpace(sc.Text())
		if root == "" {
			continue
		}
		real, info, err := rootOf(root)
		if err != nil {
			continue
		}
		r := rootSpec{arg: root, real: real, isDir: info.IsDir()}
		jobs := make(chan fileJob, 64)
		go func() {
			defer close(jobs)
			_ = s.walk(context.Background(), r, jobs, func(finding.Skipped) {}, func() {})
		}()
		project, _ := projectIndex(real)
		parsers := map[extract.Dialect]*sitter.Parser{}
		for job := range jobs {
			src, _, err := safefile.Read(job.abs, s.opts.MaxFileSize, nil)
			if err != nil || isBinary(src) || isJSLike(job.dialect) && isMinified(src) {
				continue
			}
			fctx := extract.ContextOf(job.rel, src)
			if !s.needles[job.lang].match(src) || !gate(job, func() finding.Context { return fctx }, src) {
				continue
			}
			var hit []string
			for _, n := range job.lang.Needles() {
				if bytes.Contains(src, n) {
					hit = append(hit, strings.TrimSpace(string(n)))
				}
			}
			p := parsers[job.dialect]
			if p == nil {
				p = sitter.NewParser()
				p.SetLanguage(job.lang.Grammar(job.dialect))
				parsers[job.dialect] = p
			}
			t0 := time.Now()
			tree, err := p.ParseCtx(context.Background(), nil, src)
			if err != nil {
				continue
			}
			res, err := job.lang.Extract(&extract.File{Path: job.rel, Lang: job.lang.Lang(), Dialect: job.dialect, Src: src, Tree: tree,
				Context: fctx, Project: project(job.rel)})
			tree.Close()
			if err != nil {
				continue
			}
			cost := time.Since(t0)
			total += cost
			own := len(res.Findings) > 0
			for _, pd := range res.Pending {
				own = own || pd.Within == ""
			}
			tools := false
			for _, sm := range res.Summaries {
				tools = tools || sm.Tool != "" || sm.Registration
			}
			def := deferrable(job, src)
			k := string(job.lang.Lang()) + " " + strings.Join(hit, ",")
			w := rows[k]
			if w == nil {
				w = &row{}
				rows[k] = w
			}
			w.files++
			w.bytes += len(src)
			if own {
				w.own++
			}
			if tools {
				w.tools++
			}
			if len(res.Helpers) > 0 {
				w.helpers++
			}
			if os.Getenv("MCPERR_DEFER_FILES") != "" {
				fmt.Printf("FILE %s/%s own=%v tools=%v helpers=%d pendingWithin=%d summaries=%d deferred=%v needles=%s\n", root, job.rel,
					own, tools, len(res.Helpers), len(res.Pending), len(res.Summaries), def, strings.Join(hit, ","))
			}
			if !def && !own && !tools && len(res.Helpers) == 0 && os.Getenv("MCPERR_DEFER_IDLE") != "" {
				fmt.Printf("IDLE %s %d %s/%s\n", k, len(src), root, job.rel)
			}
			if def {
				deferredCost += cost
				w.deferred++
				if own {
					w.deferredOwn++
					fmt.Printf("UNSOUND %s/%s\n", root, job.rel)
				}
				if tools {
					w.deferredTools++
					fmt.Printf("TOOLS %s/%s\n", root, job.rel)
				}
			}
		}
		for _, p := range parsers {
			p.Close()
		}
	}
	fmt.Printf("parse+rules of the files with a needle: %.2fs, of the deferred ones %.2fs\n", total.Seconds(), deferredCost.Seconds())
	keys := make([]string, 0, len(rows))
	for k := range rows {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return rows[keys[i]].files > rows[keys[j]].files })
	fmt.Printf("%6s %8s %5s %5s %5s %5s %5s %5s  %s\n", "files", "KiB", "own", "tools", "help", "defer", "d-own", "d-tool", "needles")
	for _, k := range keys {
		w := rows[k]
		fmt.Printf("%6d %8d %5d %5d %5d %5d %5d %5d  %s\n", w.files, w.bytes>>10, w.own, w.tools, w.helpers, w.deferred, w.deferredOwn, w.deferredTools, k)
	}
}
