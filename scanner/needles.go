package scanner

import (
	"bytes"
	"strings"
)

// needleSet finds whether any of several byte strings occurs in a text, in the way of ripgrep's
// literal prefilter: each needle is anchored on its rarest byte, needles that share that byte
// are checked together, and each distinct byte is searched for with bytes.IndexByte (SIMD). A
// text with no needle costs one fast pass per distinct rare byte, not one per needle.
type needleSet struct {
	groups []needleGroup
}

type needleGroup struct {
	b       byte
	needles []anchoredNeedle
}

type anchoredNeedle struct {
	text  []byte
	off   int  // the offset of the group's byte in text
	whole bool // it matches only as a whole identifier (wholeAt)
}

// byteRank orders bytes from the most to the least frequent in source code, roughly; bytes
// not listed are rarer than all listed ones.
const byteRank = " etaoinsrlcdu\n\tpmfhgbyw.(),;=_\"'/:vkx{}SETRCAIFNP-DLM0123456789jBOqU[]V<>*+!&|#@$%^~`?\\HGWYKXJQZz"

var rank = func() [256]int {
	var r [256]int
	for i := range r {
		r[i] = len(byteRank) + 1
	}
	for i := 0; i < len(byteRank); i++ {
		r[byteRank[i]] = i
	}
	return r
}()

// newNeedleSet builds a set; empty needles are ignored.
func newNeedleSet(needles [][]byte) *needleSet {
	s := &needleSet{}
	s.add(needles, false)
	return s
}

// add adds needles to the set, each to match as a whole identifier when whole is set (an
// identifier's name is found only where it stands alone: "Template" not in ResourceTemplate).
func (s *needleSet) add(needles [][]byte, whole bool) {
	index := map[byte]int{}
	for i, g := range s.groups {
		index[g.b] = i
	}
	for _, n := range needles {
		if len(n) == 0 {
			continue
		}
		off := 0
		for i := range n {
			if rank[n[i]] > rank[n[off]] {
				off = i
			}
		}
		b := n[off]
		gi, ok := index[b]
		if !ok {
			gi = len(s.groups)
			index[b] = gi
			s.groups = append(s.groups, needleGroup{b: b})
		}
		s.groups[gi].needles = append(s.groups[gi].needles, anchoredNeedle{text: n, off: off, whole: whole})
	}
}

// empty reports whether the set has no needle: then every text matches.
func (s *needleSet) empty() bool { return len(s.groups) == 0 }

// match reports whether src contains any needle (always true for an empty set); a whole
// needle counts only where it stands as a whole identifier.
func (s *needleSet) match(src []byte) bool {
	m, _ := s.matchPart(src)
	return m
}

// matchPart is match, and reports too whether a whole needle occurs in src inside a longer
// identifier (when no needle matches).
func (s *needleSet) matchPart(src []byte) (match, part bool) {
	if s.empty() {
		return true, false
	}
	for _, g := range s.groups {
		for i := 0; i < len(src); {
			j := bytes.IndexByte(src[i:], g.b)
			if j < 0 {
				break
			}
			pos := i + j
			for _, n := range g.needles {
				start := pos - n.off
				if start < 0 || !bytes.HasPrefix(src[start:], n.text) {
					continue
				}
				if !n.whole || wholeAt(src, start, len(n.text)) {
					return true, false
				}
				part = true
			}
			i = pos + 1
		}
	}
	return false, part
}

// String lists the needles by group, for tests and debugging.
func (s *needleSet) String() string {
	var b strings.Builder
	for _, g := range s.groups {
		b.WriteString(string(g.b))
		b.WriteString(":")
		for _, n := range g.needles {
			b.WriteString(" ")
			b.Write(n.text)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// isIdentByte reports whether c may continue an identifier around a needle: an ASCII letter
// or digit, '_' or '$'. A byte of a multi-byte UTF-8 sequence is not one: a name followed by
// a non-ASCII letter is taken as standing alone, which may extract a file more, never less
// (JavaScript's no-break space separates a name as a space does).
func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// wholeAt reports whether src[start:start+n] stands as a whole identifier: no identifier byte
// right before or right after it.
func wholeAt(src []byte, start, n int) bool {
	return (start == 0 || !isIdentByte(src[start-1])) && (start+n == len(src) || !isIdentByte(src[start+n]))
}
