package adjudication

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Shard is one part of a deterministic partition of a sample: K of N, counted from 1.
type Shard struct{ K, N int }

// ParseShard reads "K/N".
func ParseShard(s string) (Shard, error) {
	k, n, ok := strings.Cut(s, "/")
	ki, err1 := strconv.Atoi(k)
	ni, err2 := strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || ni < 1 || ki < 1 || ki > ni {
		return Shard{}, fmt.Errorf("shard %q: want K/N with 1 <= K <= N, e.g. 2/8", s)
	}
	return Shard{ki, ni}, nil
}

func (s Shard) String() string {
	if s.N <= 1 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// Holds reports whether the repository with the given rank in the sample belongs to the shard.
// Ranks are dealt round-robin, so every shard gets a like share of the draw's order.
func (s Shard) Holds(rank int) bool {
	if s.N <= 1 {
		return true
	}
	return rank%s.N == s.K-1
}

func sortRepos(rs []Repo) {
	slices.SortStableFunc(rs, func(a, b Repo) int { return cmp.Or(cmp.Compare(a.Rank, b.Rank), cmp.Compare(a.URL, b.URL)) })
}

// Merge combines shard ledgers of one study into the ledger one unsharded run produces. The
// shards must belong to the same study and cover the sample once: a repository in two shards, a
// shard of another study or of another partition, or a missing shard is an error.
func Merge(shards []*Ledger) (*Ledger, error) {
	if len(shards) == 0 {
		return nil, fmt.Errorf("merge needs at least one shard ledger")
	}
	out := &Ledger{Version: LedgerVersion, Study: shards[0].Study, FrameSize: shards[0].FrameSize}
	rows := 0
	for _, l := range shards {
		if l.Study != out.Study {
			return nil, fmt.Errorf("shard %s is of study %q, the first shard of study %q", l.Shard, l.Study, out.Study)
		}
		if l.FrameSize != out.FrameSize {
			return nil, fmt.Errorf("shard %s counts a frame of %d records, the first shard %d", l.Shard, l.FrameSize, out.FrameSize)
		}
		rows += len(l.Rows)
	}
	if err := checkCover(shards); err != nil {
		return nil, err
	}
	out.Rows = make([]Row, 0, rows)
	seenRepo := map[string]string{}
	var stale []Verdict
	for _, l := range shards {
		for _, r := range l.Repositories {
			if prev, dup := seenRepo[r.URL]; dup {
				return nil, fmt.Errorf("repository %s is in shard %s and shard %s", r.URL, prev, l.Shard)
			}
			seenRepo[r.URL] = l.Shard
			out.Repositories = append(out.Repositories, r)
		}
		out.Rows = append(out.Rows, l.Rows...)
		stale = append(stale, l.Stale...)
	}
	if err := checkUnique(out.Rows); err != nil {
		return nil, err
	}
	out.Sort()
	out.Stale, _ = MergeVerdicts(nil, stale)
	return out, nil
}

// checkCover reports a shard given twice, shards of different partitions (2/8 with 3/4) and
// missing ones: a merge of part of a study would look like the whole study and undercount it.
func checkCover(shards []*Ledger) error {
	first := Shard{}
	have := map[int]bool{}
	for _, l := range shards {
		sh := Shard{1, 1}
		if l.Shard != "" {
			var err error
			if sh, err = ParseShard(l.Shard); err != nil {
				return fmt.Errorf("a ledger of study %s: %w", l.Study, err)
			}
		}
		if first.N == 0 {
			first = sh
		}
		if sh.N != first.N {
			return fmt.Errorf("%s and %s are parts of different partitions of the study: every shard must be run with the same N", sh.label(), first.label())
		}
		if have[sh.K] {
			return fmt.Errorf("%s is given twice", sh.label())
		}
		have[sh.K] = true
	}
	var missing []string
	for k := 1; k <= first.N; k++ {
		if !have[k] {
			missing = append(missing, Shard{k, first.N}.String())
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("shard(s) %s missing: the merge would leave their repositories out of the study; wait for them, or run them again (a re-run resumes)", strings.Join(missing, ", "))
	}
	return nil
}

// label names a shard in messages.
func (s Shard) label() string {
	if s.N <= 1 {
		return "an unsharded ledger"
	}
	return "shard " + s.String()
}
