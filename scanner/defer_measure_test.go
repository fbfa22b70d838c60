package scanner

import (
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"
)

// TestMeasureDefer measures, for the roots named in MCPERR_DEFER_ROOTS (a file of root paths,
// one a line), which needles let each file with a needle through, whether the language's
// Deferrer leaves it to the calls pass, and what its extraction yields: findings or pending
// findings without Within (its own, which a deferred file must not have), tools, helpers.
// Skipped without the variable.
func TestMeasureDefer(t *testing.T) {
	type row struct{ files, bytes, own, tools, helpers, deferred, deferredOwn, deferredTools int }
	rows := map[string]*row{}
	var total, deferredCost time.Duration
	measureRoots(t, "MCPERR_DEFER_ROOTS", func(s *session, job fileJob, src []byte) bool {
		return s.needles[job.lang].match(src)
	}, func(s *session, m measured) {
		job, src, res, root := m.job, m.src, m.res, m.root
		var hit []string
		for _, n := range job.lang.Needles() {
			if bytes.Contains(src, n) {
				hit = append(hit, strings.TrimSpace(string(n)))
			}
		}
		cost := m.parse + m.rules
		total += cost
		own := len(res.Findings) > 0
		for _, pd := range res.Pending {
			own = own || pd.Within == ""
		}
		tools := false
		for _, sm := range res.Summaries {
			tools = tools || sm.Tool != "" || sm.Registration
		}
		def := (&worker{}).newAsker(job, src).deferrable() // no cache: the language is asked
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
	})
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
