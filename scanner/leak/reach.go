package leak

import (
	"bytes"
	"sort"
	"unicode/utf8"
)

// Reach is a lexical bound on where a file's internals can come from, so that the summaries of
// rule internalleak (which functions return an internal) walk only the functions that may: a
// walk finds an internal only where the bytes it reads spell one (debug.Stack, traceback,
// err.stack, a secret's name), and it reads the bytes of the function it starts from and of
// the same-file functions and variables it follows. A language splits its file into units
// (its top-level declarations), says which units' bytes may spell an internal on their own
// (Rules), and which units a name of another unit leads to; a unit may reach an internal when
// its bytes may or a unit it names may. The bound errs on the side of "may": a unit it rules
// out holds no internal the walk could find.
type Reach struct {
	starts []uint32
	ends   []uint32
	may    []bool
}

// Rules are a language's lexical rules for Reach.
type Rules struct {
	// Direct, if set, reports whether a unit's bytes may spell an internal on their own,
	// whatever their identifiers say.
	Direct func(unit []byte) bool
	// Ident reports whether the identifier src[i:j] may be (or spell part of) an internal, and
	// calls def with the start byte of each definition it may lead the walk to (a same-file
	// function, a file-level variable).
	Ident func(src []byte, i, j int, def func(start uint32)) bool
}

// NewReach computes which of a file's units may reach an internal. spans are the units' byte
// ranges, in source order and disjoint.
func NewReach(src []byte, spans [][2]uint32, r Rules) *Reach {
	n := len(spans)
	rc := &Reach{starts: make([]uint32, n), ends: make([]uint32, n), may: make([]bool, n)}
	for i, s := range spans {
		rc.starts[i], rc.ends[i] = s[0], s[1]
	}
	callers := make([][]int, n) // unit -> the units that name it
	namedBy := make([]int, n)   // unit -> the last unit seen naming it, plus one
	var queue []int
	for u, s := range spans {
		if r.Direct != nil && r.Direct(src[s[0]:s[1]]) {
			rc.may[u] = true
			queue = append(queue, u)
			continue
		}
		def := func(start uint32) {
			if v := rc.unitAt(start); v >= 0 && v != u && namedBy[v] != u+1 {
				namedBy[v] = u + 1
				callers[v] = append(callers[v], u)
			}
		}
		eachIdent(src, int(s[0]), int(s[1]), func(i, j int) bool {
			if r.Ident(src, i, j, def) {
				rc.may[u] = true
				return false
			}
			return true
		})
		if rc.may[u] {
			queue = append(queue, u)
		}
	}
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		for _, u := range callers[v] {
			if !rc.may[u] {
				rc.may[u] = true
				queue = append(queue, u)
			}
		}
	}
	return rc
}

// Needles finds, in an identifier, any of a few byte strings (case-sensitive), through a
// table by first byte: a check costs a look-up per byte of the identifier.
type Needles struct {
	byFirst [256][][]byte
}

// NewNeedles returns the Needles of ns.
func NewNeedles(ns ...string) *Needles {
	t := &Needles{}
	for _, n := range ns {
		t.byFirst[n[0]] = append(t.byFirst[n[0]], []byte(n))
	}
	return t
}

// In reports whether tok holds one of the needles.
func (t *Needles) In(tok []byte) bool {
	for p, c := range tok {
		for _, n := range t.byFirst[c] {
			if bytes.HasPrefix(tok[p:], n) {
				return true
			}
		}
	}
	return false
}

// unitAt returns the unit holding byte at, or -1.
func (rc *Reach) unitAt(at uint32) int {
	i := sort.Search(len(rc.starts), func(i int) bool { return rc.starts[i] > at }) - 1
	if i < 0 || at >= rc.ends[i] {
		return -1
	}
	return i
}

// May reports whether a walk that starts at byte at may find an internal: false only when at
// lies in a unit that reaches none. A place outside every unit may.
func (rc *Reach) May(at uint32) bool {
	if u := rc.unitAt(at); u >= 0 {
		return rc.may[u]
	}
	return true
}

// isIdentByte reports whether c may be part of an identifier: ASCII letters, digits and the
// underscore, and every byte of a multi-byte UTF-8 sequence (Unicode letters).
func isIdentByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf
}

// eachIdent calls fn with the bounds of each identifier-like run of src[from:to], until fn
// returns false. Runs inside strings and comments count too.
func eachIdent(src []byte, from, to int, fn func(i, j int) bool) {
	for i := from; i < to; {
		if !isIdentByte(src[i]) {
			i++
			continue
		}
		j := i
		for j < to && isIdentByte(src[j]) {
			j++
		}
		if !fn(i, j) {
			return
		}
		i = j
	}
}

// secretStems are lower-case parts of the secret words (secretWords, and "key"), by first
// letter: a name IsSecretName accepts spells one in some case, unless it has letters outside
// ASCII (the Kelvin sign lower-cases to k).
var secretStems = NewNeedles("key", "token", "secret", "passw", "passp", "pwd", "credential")

// MaySpellSecret reports whether b may spell a secret word in any case: an ASCII secret stem
// in any case, or a byte outside ASCII or an escape (a string's "\x54OKEN") that might make
// one.
func MaySpellSecret(b []byte) bool {
	var buf [64]byte
	for len(b) > 0 {
		n := copy(buf[:], b)
		chunk := buf[:n]
		for i, c := range chunk {
			switch {
			case c >= utf8.RuneSelf || c == '\\':
				return true
			case c >= 'A' && c <= 'Z':
				chunk[i] = c + 'a' - 'A'
			}
		}
		if secretStems.In(chunk) {
			return true
		}
		if n == len(b) {
			return false
		}
		// Overlap by the longest stem less one, so that a stem across two chunks is seen.
		b = b[n-len("credential")+1:]
	}
	return false
}

// IsSecretToken reports IsSecretName for an identifier's bytes, without building the string
// for names that spell no secret word.
func IsSecretToken(tok []byte) bool {
	return maySpellSecretToken(tok) && IsSecretName(string(tok))
}

// maySpellSecretToken is MaySpellSecret for an identifier, which holds no escape: it looks
// each letter up in the stems by first letter, in any case, without copying.
func maySpellSecretToken(tok []byte) bool {
	for p, c := range tok {
		if c >= utf8.RuneSelf {
			return true
		}
		for _, n := range secretStems.byFirst[c|0x20] {
			if len(tok)-p >= len(n) && equalFoldASCII(tok[p:p+len(n)], n) {
				return true
			}
		}
	}
	return false
}

// equalFoldASCII reports whether b equals the lower-case ASCII letters lower in any case.
func equalFoldASCII(b, lower []byte) bool {
	for i, c := range b {
		if c|0x20 != lower[i] {
			return false
		}
	}
	return true
}

// MayBeHolderField reports whether the identifier at src[i:] may be a field read from a holder
// of settings (cfg.Token, self.settings.api_key, process.env.API_KEY): it follows a dot whose
// operand ends in a name IsSettingHolder accepts. It says true when a comment between the name,
// the dot and the operand hides the answer, and false after an operand that ends in a bracket
// or a quote (f().Token), which names no holder.
func MayBeHolderField(src []byte, i int) bool {
	k, unsure := skipSpaceBack(src, i-1)
	if unsure {
		return true
	}
	if k < 0 || src[k] != '.' {
		return false
	}
	k, unsure = skipSpaceBack(src, k-1)
	switch {
	case unsure:
		return true
	case k < 0:
		return false
	case isIdentByte(src[k]):
		end := k + 1
		for k >= 0 && isIdentByte(src[k]) {
			k--
		}
		return IsSettingHolder(string(src[k+1 : end]))
	}
	switch src[k] {
	case ')', ']', '}', '"', '\'', '`':
		return false
	}
	return true
}

// skipSpaceBack returns the index of the last byte at or before k that is not white space, and
// whether a comment may stand between: a line it crossed that holds a comment's start, or a
// block comment's end (or a line continued with a backslash).
func skipSpaceBack(src []byte, k int) (int, bool) {
	crossed := false
	for k >= 0 && (src[k] == ' ' || src[k] == '\t' || src[k] == '\r' || src[k] == '\n') {
		crossed = crossed || src[k] == '\n'
		k--
	}
	if k < 0 {
		return k, false
	}
	if src[k] == '/' || src[k] == '\\' {
		return k, true // a block comment's end, a line continued
	}
	if crossed {
		start := bytes.LastIndexByte(src[:k+1], '\n') + 1
		if line := src[start : k+1]; bytes.Contains(line, []byte("//")) || bytes.IndexByte(line, '#') >= 0 {
			return k, true
		}
	}
	return k, false
}
