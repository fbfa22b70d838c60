package adjudication

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"testing"

	"github.com/mcperr/mcperr/scanner/finding"
)

// synthetic returns a study of n candidate rows over n/25 repositories: every fifth row a test
// file, every seventh lexical-only, every third sharing a helper path.
func synthetic(n int) ([]Repo, map[string]*finding.Document) {
	return syntheticShard(n, Shard{})
}

// syntheticShard returns the repositories of shard sh of synthetic(n), and only their scans, as
// one shard's process holds them.
func syntheticShard(n int, sh Shard) ([]Repo, map[string]*finding.Document) {
	const perRepo = 25
	var repos []Repo
	docs := map[string]*finding.Document{}
	for r := 0; r*perRepo < n; r++ {
		if !sh.Holds(r) {
			continue
		}
		url := fmt.Sprintf("https://example.com/o%d/server-%d", r%97, r)
		repos = append(repos, Repo{Record: "io.example/s" + strconv.Itoa(r), URL: url, Rank: r, Status: StatusScanned, Commit: "c0ffee"})
		d := &finding.Document{}
		for i := 0; i < perRepo && r*perRepo+i < n; i++ {
			ctx, method := finding.Production, finding.Both
			path := fmt.Sprintf("src/tools/t%d.ts", i%9)
			if i%5 == 0 {
				ctx, path = finding.Test, fmt.Sprintf("test/t%d.test.ts", i)
			}
			if i%7 == 0 {
				method = finding.Lexical
			}
			key := "inline:" + strconv.Itoa(i)
			if i%3 == 0 {
				key = "helper:fail"
			}
			f := site(path, 10+i*3, "fn"+strconv.Itoa(i), key, []finding.Shape{finding.ProseOnly, finding.JSONInText, finding.Structured}[i%3], finding.Typed{Code: i%4 == 0, Target: i%6 == 0}, method, ctx)
			d.Findings = append(d.Findings, f)
		}
		docs[url] = d
	}
	return repos, docs
}

// BenchmarkLedger100k builds, writes and re-reads a 100,000-row ledger.
func BenchmarkLedger100k(b *testing.B) { benchLedger(b, 100_000, Shard{}) }

// BenchmarkShardLedger100k does the same for one shard of eight of the 100,000-row study, as
// `mcperr audit --shard 1/8` does: its memory is that of the shard.
func BenchmarkShardLedger100k(b *testing.B) { benchLedger(b, 100_000, Shard{1, 8}) }

func benchLedger(b *testing.B, n int, sh Shard) {
	repos, docs := syntheticShard(n, sh)
	want := 0
	for _, d := range docs {
		want += len(d.Findings)
	}
	dir := b.TempDir()
	b.ResetTimer()
	defer reportCPU(b)()
	for range b.N {
		l := Build("bench", 1_000_000, sh, repos, docs, nil)
		if err := WriteLedger(dir, l); err != nil {
			b.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join(dir, LedgerCSV))
		if err != nil {
			b.Fatal(err)
		}
		rows, _, err := ReadRowsCSV("ledger.csv", data)
		if err != nil || len(rows) != want {
			b.Fatalf("%d rows, want %d, %v", len(rows), want, err)
		}
		_ = Summarize(l)
	}
}

// BenchmarkAgree100k reads two coded 100,000-row sheets and computes agreement and verdicts.
func BenchmarkAgree100k(b *testing.B) {
	repos, docs := synthetic(100_000)
	l := Build("bench", 1_000_000, Shard{}, repos, docs, nil)
	sheet := func(coder string, flip int) []byte {
		var buf bytes.Buffer
		writeTable(&buf, sheetColumns, func(emit func([]string) error) error {
			for i := range l.Rows {
				r := &l.Rows[i]
				v := "confirmed"
				if i%flip == 0 {
					v = "rejected"
				}
				emit([]string{r.Study, r.Repository, r.Fingerprint, r.Record, r.Commit, r.Path, "1", "1", r.Lang, r.Rule, r.Function, "q", "", coder, v, r.Shape, ""})
			}
			return nil
		})
		return buf.Bytes()
	}
	a, c := sheet("alice", 7), sheet("bob", 11)
	b.ResetTimer()
	defer reportCPU(b)()
	for range b.N {
		sa, err := ReadSheet("a.csv", a, l)
		if err != nil {
			b.Fatal(err)
		}
		sb, err := ReadSheet("b.csv", c, l)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Agree(l, []*Sheet{sa, sb}); err != nil {
			b.Fatal(err)
		}
		if _, _, err := Adjudicate(l, []*Sheet{sa, sb}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMerge100k does what `mcperr ledger merge` does with eight shards of a 100,000-row
// study: read their ledger.json files, merge them, and write the merged ledger.
func BenchmarkMerge100k(b *testing.B) {
	base := b.TempDir()
	var dirs []string
	for k := 1; k <= 8; k++ {
		sh := Shard{k, 8}
		repos, docs := syntheticShard(100_000, sh)
		dir := filepath.Join(base, strconv.Itoa(k))
		if err := WriteLedger(dir, Build("bench", 1_000_000, sh, repos, docs, nil)); err != nil {
			b.Fatal(err)
		}
		dirs = append(dirs, dir)
	}
	debug.FreeOSMemory() // the peak RSS is the merge's, not the shards' making
	out := filepath.Join(base, "merged")
	b.ResetTimer()
	defer reportCPU(b)()
	for range b.N {
		var shards []*Ledger
		for _, d := range dirs {
			l, err := ReadLedger(d)
			if err != nil {
				b.Fatal(err)
			}
			shards = append(shards, l)
		}
		m, err := Merge(shards)
		if err != nil || len(m.Rows) != 100_000 {
			b.Fatalf("%v", err)
		}
		if err := WriteLedger(out, m); err != nil {
			b.Fatal(err)
		}
	}
}
