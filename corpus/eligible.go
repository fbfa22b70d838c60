package corpus

import (
	"fmt"
	"strings"
)

// Eligibility counts a frame's entries (after deduplication) by whether the sampler may draw
// them, so that a sample too large for the frame says what stood in the way.
type Eligibility struct {
	// Entries is the number of entries after deduplication; Eligible those that may be drawn.
	Entries, Eligible int
	// Local entries are file:// URLs or local paths, which the URL policy refuses unless
	// local repositories are allowed (--allow-local).
	Local int
	// Unusable entries have no repository, or one that cannot be cloned (not https, a path
	// with "..", a URL that does not parse).
	Unusable int
}

// CountEligible counts the entries of fr that a sample may draw under the URL policy.
func CountEligible(fr *Frame, allowLocal bool) Eligibility {
	entries, _ := Dedup(fr.Records)
	return countEligible(entries, allowLocal)
}

func countEligible(entries []Entry, allowLocal bool) Eligibility {
	c := Eligibility{Entries: len(entries)}
	for i := range entries {
		switch r, _ := eligibility(&entries[i], SampleOptions{AllowLocal: allowLocal}); {
		case r == "":
			c.Eligible++
		case entries[i].Problem == "" && !allowLocal && isLocalURL(entries[i].Repository.URL):
			c.Local++
		default:
			c.Unusable++
		}
	}
	return c
}

// isLocalURL reports whether the URL policy admits u once local repositories are allowed.
func isLocalURL(u string) bool {
	t, err := (URLPolicy{AllowLocal: true}).Check(u)
	return err == nil && t.Local
}

// Shortfall returns the error for a sample of n entries from a frame with c (one that names
// what stood in the way, and the flag that admits local repositories), or nil when
// the frame holds enough eligible entries.
func (c Eligibility) Shortfall(n int) error {
	if n <= c.Eligible && c.Eligible > 0 {
		return nil
	}
	var why []string
	if c.Local > 0 {
		why = append(why, fmt.Sprintf("%d file:// URLs or local paths, which the URL policy refuses without --allow-local", c.Local))
	}
	if c.Unusable > 0 {
		why = append(why, fmt.Sprintf("%d without a repository that can be cloned (none, or not https)", c.Unusable))
	}
	detail := ""
	if len(why) > 0 {
		detail = ": " + strings.Join(why, "; ")
	}
	if c.Eligible == 0 {
		return fmt.Errorf("none of the frame's %d entries (after deduplication) can be sampled%s", c.Entries, detail)
	}
	return fmt.Errorf("sample size %d exceeds the %d eligible entries of the frame's %d (after deduplication)%s", n, c.Eligible, c.Entries, detail)
}
