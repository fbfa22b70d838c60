package finding

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"unicode"
)

// Fingerprint returns a fingerprint that survives line shifts: it hashes the rule, the path, the
// enclosing function and the construct's text with all white space removed. Two constructs that
// are the same text in the same function share a fingerprint; Disambiguate separates them.
func Fingerprint(rule, path, function, construct string) string {
	h := sha256.New()
	for _, part := range []string{rule, path, function, normalize(construct)} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:12])
}

func normalize(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// Disambiguate gives the second and later findings that share a fingerprint a suffix ":2",
// ":3", ... in the order given, so every fingerprint in a document is unique. Callers sort the
// findings by position first, so the order (and so the suffix) is stable.
func Disambiguate(fs []Finding) {
	seen := make(map[string]int, len(fs))
	for i := range fs {
		fs[i].Fingerprint = suffixed(seen, fs[i].Fingerprint)
	}
}

// suffixed returns fp with the suffix its count in seen gives it (none the first time).
func suffixed(seen map[string]int, fp string) string {
	seen[fp]++
	if n := seen[fp]; n > 1 {
		return fp + ":" + strconv.Itoa(n)
	}
	return fp
}

// Legacy maps findings to the fingerprints an earlier version gave them, where those differ
// from their fingerprints now: the typed Go analyzers' findings hashed their message until
// wording stopped changing fingerprints. A baseline written then still accepts a finding
// through its legacy fingerprint; baselines are written with the current ones. It is kept in
// memory only, beside the findings rather than in them, so that no output and no cache
// carries it. A finding is known by its path and fingerprint, which are unique in a run (a
// fingerprint alone is unique only per root).
type Legacy map[string]string

func legacyKey(f *Finding) string { return f.Path + "\x00" + f.Fingerprint }

// Of returns the legacy fingerprint of f, or "".
func (l Legacy) Of(f *Finding) string { return l[legacyKey(f)] }

// Set records old as the legacy fingerprint of f, as f is named now (its path and
// fingerprint): set it again after either changes.
func (l Legacy) Set(f *Finding, old string) { l[legacyKey(f)] = old }

// DisambiguateLegacy gives the legacy fingerprints olds (one per finding, in the findings'
// order) the suffixes Disambiguate gave the fingerprints of the version that made them: ":2",
// ":3", ... to the second and later of equal ones. "" stays "".
func DisambiguateLegacy(olds []string) {
	seen := make(map[string]int, len(olds))
	for i, fp := range olds {
		if fp != "" {
			olds[i] = suffixed(seen, fp)
		}
	}
}
