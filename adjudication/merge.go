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
// shards must belong to the same study and cover the sample once: a repository in two shards, or a
// shard of another study, is an error.
func Merge(shards []*Ledger) (*Ledger, error) {
	if len(shards) == 0 {
		return nil, fmt.Errorf("merge needs at least one shard ledger")
	}
	out := &Ledger{Version: LedgerVersion, Study: shards[0].Study, FrameSize: shards[0].FrameSize}
	seenRepo := map[string]string{}
	seenShard := map[string]bool{}
	var stale []Verdict
	for _, l := range shards {
		if l.Study != out.Study {
			return nil, fmt.Errorf("shard %s is of study %q, the first shard of study %q", l.Shard, l.Study, out.Study)
		}
		if l.FrameSize != out.FrameSize {
			return nil, fmt.Errorf("shard %s counts a frame of %d records, the first shard %d", l.Shard, l.FrameSize, out.FrameSize)
		}
		if l.Shard != "" && seenShard[l.Shard] {
			return nil, fmt.Errorf("shard %s is given twice", l.Shard)
		}
		seenShard[l.Shard] = true
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
	out.Stale = MergeVerdicts(nil, stale)
	return out, nil
}
