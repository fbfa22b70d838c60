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
		fp := fs[i].Fingerprint
		seen[fp]++
		if n := seen[fp]; n > 1 {
			fs[i].Fingerprint = fp + ":" + strconv.Itoa(n)
		}
	}
}
