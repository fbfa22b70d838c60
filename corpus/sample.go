package corpus

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
)

// SampleVersion is the version of the sample file format.
const SampleVersion = 1

// AlgorithmRank names the sampling algorithm, version included; a change to anything that
// affects which entries are drawn must change this name.
//
// sha256-rank/v1: every population entry gets the score
//
//	sha256("mcperr-sample/v1" || 0x00 || decimal(seed) || 0x00 || key)
//
// where key is the entry's repository key (Entry.Key). Entries are ordered by score
// (bytewise ascending, then by key). This is the full seeded order: a uniformly random
// permutation of the population for a seed, reproducible with any sha256 implementation
// and unaffected by the order of the frame, by Go versions, or by entries added elsewhere
// in the frame. Without strata the first n eligible entries in this order are drawn. With
// strata, stratum quotas are proportional to the eligible entries in each stratum
// (largest remainder, ties to the smaller stratum name) and each stratum takes its first
// quota eligible entries in the same order. Entries that are not eligible (no repository,
// host not supported) are skipped and logged with the reason. The eligible entries not
// drawn form the reserve, in the same order; a replacement takes the first unused reserve
// entry of the same stratum.
const AlgorithmRank = "sha256-rank/v1"

// Strata values for SampleOptions.Strata.
const (
	StrataNone        = ""
	StrataPackageType = "package-type"
)

// SampleOptions configure a draw.
type SampleOptions struct {
	// N is the number of repositories to draw.
	N int
	// Seed selects the permutation.
	Seed uint64
	// Strata is StrataNone or StrataPackageType.
	Strata string
	// AllowLocal makes file:// and local-path repositories eligible (tests, benchmarks).
	AllowLocal bool
}

// Pick is a population entry placed in the seeded order.
type Pick struct {
	// Rank is the position in the full seeded order, from 0.
	Rank int `json:"rank"`
	// Score is the hex sha256 score that gives the rank (for independent verification).
	Score   string `json:"score"`
	Stratum string `json:"stratum"`
	Entry
}

// Replacement is one line of a replacement log: an entry that was skipped, why, and what
// took its place.
type Replacement struct {
	// Stage is where the entry was skipped: "sample", "clone", or a later stage.
	Stage string `json:"stage"`
	Key   string `json:"key"`
	Name  string `json:"name,omitempty"`
	// Reason is one of the Reason* constants; Detail says more.
	Reason string `json:"reason"`
	Detail string `json:"detail,omitempty"`
	// ReplacedBy is the key of the entry drawn in its place ("" when none was needed or
	// the reserve of its stratum is exhausted).
	ReplacedBy string `json:"replacedBy,omitempty"`
}

// Reasons for a replacement.
const (
	ReasonNoRepository  = "no repository"
	ReasonHostSupported = "host not supported"
	ReasonUnreachable   = "unreachable"
	ReasonEmpty         = "empty"
	ReasonTooLarge      = "too large"
	ReasonNoSource      = "no source in the scanned languages"
)

// Sample is a reproducible draw: everything needed to check it and to replace entries.
type Sample struct {
	Version     int        `json:"mcperrSample"`
	Algorithm   string     `json:"algorithm"`
	FrameSHA256 string     `json:"frameSha256"`
	Sources     []Source   `json:"frameSources"`
	Seed        uint64     `json:"seed"`
	N           int        `json:"n"`
	Strata      string     `json:"strata,omitempty"`
	AllowLocal  bool       `json:"allowLocal,omitempty"`
	Population  DedupStats `json:"population"`
	// Eligible counts the entries that can be acquired, per stratum ("all" without strata).
	Eligible map[string]int `json:"eligible"`
	// Allocation is the number drawn per stratum.
	Allocation map[string]int `json:"allocation"`
	Drawn      []Pick         `json:"drawn"`
	// Reserve is every eligible entry not drawn, in seeded order.
	Reserve []Pick `json:"reserve"`
	// Skipped logs the ineligible entries met while drawing.
	Skipped []Replacement `json:"skipped"`
}

// score returns the sha256-rank/v1 score of key for seed.
func score(seed uint64, key string) [32]byte {
	h := sha256.New()
	h.Write([]byte("mcperr-sample/v1\x00"))
	h.Write([]byte(strconv.FormatUint(seed, 10)))
	h.Write([]byte{0})
	h.Write([]byte(key))
	var s [32]byte
	copy(s[:], h.Sum(nil))
	return s
}

// eligibility returns the replacement reason and detail for an entry that cannot be
// acquired under the options, or "" when it can.
func eligibility(e *Entry, o SampleOptions) (string, string) {
	if e.Problem != "" {
		if e.Problem == ReasonNoRepository {
			return ReasonNoRepository, ""
		}
		return ReasonHostSupported, e.Problem
	}
	if _, err := (URLPolicy{AllowLocal: o.AllowLocal}).Check(e.Repository.URL); err != nil {
		return ReasonHostSupported, err.Error()
	}
	return "", ""
}

// Draw makes a sample from a frame (see AlgorithmRank).
func Draw(fr *Frame, o SampleOptions) (*Sample, error) {
	if o.N <= 0 {
		return nil, fmt.Errorf("sample size %d: want at least 1", o.N)
	}
	if o.Strata != StrataNone && o.Strata != StrataPackageType {
		return nil, fmt.Errorf("strata %q: want %q or none", o.Strata, StrataPackageType)
	}
	entries, st := Dedup(fr.Records)
	picks := make([]Pick, len(entries))
	scores := make([][32]byte, len(entries))
	for i := range entries {
		scores[i] = score(o.Seed, entries[i].Key)
		picks[i] = Pick{Entry: entries[i], Score: hex.EncodeToString(scores[i][:]), Stratum: "all"}
		if o.Strata == StrataPackageType {
			picks[i].Stratum = entries[i].PackageType
		}
	}
	order := make([]int, len(picks))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		if c := bytes.Compare(scores[a][:], scores[b][:]); c != 0 {
			return c
		}
		return cmp.Compare(picks[a].Key, picks[b].Key)
	})
	s := &Sample{
		Version: SampleVersion, Algorithm: AlgorithmRank, FrameSHA256: fr.SHA256, Sources: fr.Sources,
		Seed: o.Seed, N: o.N, Strata: o.Strata, AllowLocal: o.AllowLocal, Population: st,
		Eligible: map[string]int{}, Allocation: map[string]int{},
		Drawn: []Pick{}, Reserve: []Pick{}, Skipped: []Replacement{},
	}
	reasons := make([][2]string, len(picks))
	total := 0
	for i := range picks {
		r, d := eligibility(&picks[i].Entry, o)
		reasons[i] = [2]string{r, d}
		if r == "" {
			s.Eligible[picks[i].Stratum]++
			total++
		}
	}
	if o.N > total {
		return nil, countEligible(entries, o.AllowLocal).Shortfall(o.N)
	}
	quota := allocate(s.Eligible, o.N)
	if o.Strata == StrataNone {
		quota = map[string]int{"all": o.N}
	}
	s.drawInOrder(picks, order, reasons, quota)
	for k, v := range quota {
		if v > 0 {
			s.Allocation[k] = v
		}
	}
	return s, nil
}

// drawInOrder walks the seeded order filling each stratum's quota, logging skipped entries,
// and puts the rest of the eligible entries into the reserve.
func (s *Sample) drawInOrder(picks []Pick, order []int, reasons [][2]string, quota map[string]int) {
	taken := map[string]int{}     // drawn so far per stratum
	seen := map[string]int{}      // entries met so far per stratum
	pending := map[string][]int{} // indexes into s.Skipped awaiting a replacement
	for rank, i := range order {
		p := picks[i]
		p.Rank = rank
		st := p.Stratum
		pos := seen[st]
		seen[st]++
		open := taken[st] < quota[st]
		if reasons[i][0] != "" {
			if open {
				s.Skipped = append(s.Skipped, Replacement{Stage: "sample", Key: p.Key, Name: p.Name, Reason: reasons[i][0], Detail: reasons[i][1]})
				if pos < quota[st] {
					pending[st] = append(pending[st], len(s.Skipped)-1)
				}
			}
			continue
		}
		if !open {
			s.Reserve = append(s.Reserve, p)
			continue
		}
		taken[st]++
		s.Drawn = append(s.Drawn, p)
		if pos >= quota[st] && len(pending[st]) > 0 {
			s.Skipped[pending[st][0]].ReplacedBy = p.Key
			pending[st] = pending[st][1:]
		}
	}
}

// allocate divides n among strata in proportion to their sizes by the largest remainder
// method; ties go to the stratum whose name sorts first.
func allocate(sizes map[string]int, n int) map[string]int {
	total := 0
	names := make([]string, 0, len(sizes))
	for k, v := range sizes {
		total += v
		names = append(names, k)
	}
	slices.Sort(names)
	out := map[string]int{}
	if total == 0 {
		return out
	}
	type rem struct {
		name string
		num  int // remainder numerator over total
	}
	var rems []rem
	given := 0
	for _, k := range names {
		q := sizes[k] * n / total
		out[k] = q
		given += q
		rems = append(rems, rem{k, sizes[k] * n % total})
	}
	slices.SortStableFunc(rems, func(a, b rem) int { return cmp.Compare(b.num, a.num) })
	for i := 0; given < n && i < len(rems); i++ {
		if out[rems[i].name] < sizes[rems[i].name] {
			out[rems[i].name]++
			given++
		}
	}
	return out
}

// WriteSample writes s as indented JSON with a final newline; the bytes depend only on s.
func WriteSample(w io.Writer, s *Sample) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		return fmt.Errorf("encoding sample: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// ReadSample reads a sample file.
func ReadSample(r io.Reader) (*Sample, error) {
	var s Sample
	dec := json.NewDecoder(r)
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("sample: %w", err)
	}
	if s.Version != SampleVersion {
		return nil, fmt.Errorf("sample version %d not supported (want %d)", s.Version, SampleVersion)
	}
	if s.Algorithm != AlgorithmRank {
		return nil, fmt.Errorf("sample algorithm %q not supported", s.Algorithm)
	}
	return &s, nil
}

// LoadSample reads the sample file at path.
func LoadSample(path string) (*Sample, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s, err := ReadSample(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}

// ErrReserveExhausted is returned when a stratum has no reserve entry left.
var ErrReserveExhausted = errors.New("reserve exhausted")

// Replacer takes replacements from a sample's reserve in seeded order and logs them.
// Callers that replace several entries must call Replace in drawn order to stay
// reproducible.
type Replacer struct {
	s    *Sample
	used map[string]bool
	// Log holds the replacements made, in order.
	Log []Replacement
}

// NewReplacer starts replacing from the head of the reserve.
func NewReplacer(s *Sample) *Replacer {
	used := map[string]bool{}
	for _, p := range s.Drawn {
		used[p.Key] = true
	}
	return &Replacer{s: s, used: used}
}

// Replace logs that p was skipped at stage for reason, and returns the first unused reserve
// entry of p's stratum (ErrReserveExhausted when there is none; the skip is logged anyway).
func (r *Replacer) Replace(p Pick, stage, reason, detail string) (Pick, error) {
	rep := Replacement{Stage: stage, Key: p.Key, Name: p.Name, Reason: reason, Detail: detail}
	for _, q := range r.s.Reserve {
		if q.Stratum != p.Stratum || r.used[q.Key] {
			continue
		}
		r.used[q.Key] = true
		rep.ReplacedBy = q.Key
		r.Log = append(r.Log, rep)
		return q, nil
	}
	r.Log = append(r.Log, rep)
	return Pick{}, fmt.Errorf("replacing %s in stratum %q: %w", p.Key, p.Stratum, ErrReserveExhausted)
}
