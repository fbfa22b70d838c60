package guidance

import (
	"fmt"
	"math"
	"strings"
)

// Policy is one way an agent can recover from a failed tool call.
type Policy uint8

// The recovery policies.
const (
	FixArguments Policy = 1 << iota // call the same tool again with corrected arguments
	Retry                           // call again unchanged; the failure was transient
	Wait                            // wait (rate limit, backoff) before calling again
	Authenticate                    // obtain or refresh credentials first
	AskHuman                        // ask a human, or stop
	OtherTool                       // use a different tool
)

var names = []struct {
	p    Policy
	name string
}{
	{FixArguments, "fix-arguments"}, {Retry, "retry"}, {Wait, "wait"},
	{Authenticate, "authenticate"}, {AskHuman, "ask-human"}, {OtherTool, "use-another-tool"},
}

// String returns the policy's name, as findings and reports print it.
func (p Policy) String() string {
	for _, n := range names {
		if n.p == p {
			return n.name
		}
	}
	return fmt.Sprintf("Policy(%d)", uint8(p))
}

// Set is a set of policies.
type Set uint8

// Has reports whether the set holds p.
func (s Set) Has(p Policy) bool { return s&Set(p) != 0 }

// Policies returns the set's policies in a fixed order.
func (s Set) Policies() []Policy {
	var out []Policy
	for _, n := range names {
		if s.Has(n.p) {
			out = append(out, n.p)
		}
	}
	return out
}

// String lists the set's policy names joined by "+", or "none".
func (s Set) String() string {
	ps := s.Policies()
	if len(ps) == 0 {
		return "none"
	}
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = p.String()
	}
	return strings.Join(parts, "+")
}

// Guidance is what a text or a typed value tells an agent: the policies it says and the ones it
// rules out.
type Guidance struct {
	Says   Set
	Denies Set
}

// IsZero reports whether the guidance says nothing at all.
func (g Guidance) IsZero() bool { return g.Says == 0 && g.Denies == 0 }

// Merge returns the union of two guidances.
func (g Guidance) Merge(o Guidance) Guidance {
	return Guidance{Says: g.Says | o.Says, Denies: g.Denies | o.Denies}
}

// String describes the guidance, e.g. "retry" or "fix-arguments, not retry".
func (g Guidance) String() string {
	var parts []string
	if g.Says != 0 {
		parts = append(parts, g.Says.String())
	}
	for _, p := range g.Denies.Policies() {
		parts = append(parts, "not "+p.String())
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// Text classifies an error text with the lexicon.
func Text(s string) Guidance {
	t := " " + strings.ToLower(s) + " "
	var g Guidance
	for _, c := range negations {
		var found bool
		t, found = cut(t, c.phrase)
		if found {
			g.Denies |= Set(c.policy)
		}
	}
	for _, c := range cues {
		if containsWord(t, c.phrase) {
			g.Says |= Set(c.policy)
		}
	}
	// A text that both says and rules out a policy ("retry will not help; do not retry") keeps
	// only the ruling-out.
	g.Says &^= g.Denies
	return g
}

// Value classifies one typed field: a key such as state, policy, action, retryable, retry or
// next, and its value (bool, a number, or a string). ok is false when the key carries no
// guidance or the value says nothing.
func Value(key string, v any) (g Guidance, ok bool) {
	k := NormalizeKey(key)
	switch x := v.(type) {
	case bool:
		p, known := boolKeys[k]
		if !known {
			return Guidance{}, false
		}
		if x {
			return Guidance{Says: Set(p)}, true
		}
		return Guidance{Denies: Set(p)}, true
	case string:
		if !stringKeys[k] {
			return Guidance{}, false
		}
		g = Text(strings.NewReplacer("_", " ", "-", " ").Replace(x))
		return g, !g.IsZero()
	default:
		f, isNum := toFloat(v)
		if !isNum {
			return Guidance{}, false
		}
		if p, known := numberKeys[k]; known && f > 0 {
			return Guidance{Says: Set(p)}, true
		}
		if p, known := boolKeys[k]; known && (f == 0 || f == 1) {
			return Value(key, f == 1) // retryable: 0/1 in loosely typed bodies
		} else if known {
			return Guidance{Says: Set(p)}, true
		}
		return Guidance{}, false
	}
}

// Disagreement says why two guidances contradict each other, or returns "" when they do not.
// Either side saying nothing is never a disagreement: there is nothing to contradict.
func Disagreement(text, typed Guidance) string {
	if clash := text.Says & typed.Denies; clash != 0 {
		return fmt.Sprintf("the text says %s but the typed fields rule it out", clash)
	}
	if clash := typed.Says & text.Denies; clash != 0 {
		return fmt.Sprintf("the typed fields say %s but the text rules it out", clash)
	}
	if text.Says == 0 || typed.Says == 0 || text.Says&typed.Says != 0 {
		return ""
	}
	for _, a := range text.Says.Policies() {
		for _, b := range typed.Says.Policies() {
			if isCompatible(a, b) {
				return ""
			}
		}
	}
	return fmt.Sprintf("the text says %s but the typed fields say %s", text.Says, typed.Says)
}

// isCompatible reports whether two policies may be given together.
func isCompatible(a, b Policy) bool {
	for _, c := range compatible {
		if (c[0] == a && c[1] == b) || (c[0] == b && c[1] == a) {
			return true
		}
	}
	return false
}

var keyReplacer = strings.NewReplacer("_", "", "-", "")

// NormalizeKey lowercases a field name and drops '_' and '-', so retry_after, retryAfter and
// Retry-After are one key.
func NormalizeKey(k string) string {
	return keyReplacer.Replace(strings.ToLower(k))
}

// isWordByte reports whether b continues a word; '-' does, so "human" does not match inside
// "human-readable".
func isWordByte(b byte) bool {
	return b == '_' || b == '-' || b == '\'' || (b >= 'a' && b <= 'z') || (b >= '0' && b <= '9') || b >= 0x80
}

// index returns the first index of phrase in t on word boundaries, or -1.
func index(t, phrase string) int {
	for from := 0; ; {
		i := strings.Index(t[from:], phrase)
		if i < 0 {
			return -1
		}
		i += from
		end := i + len(phrase)
		if (i == 0 || !isWordByte(t[i-1])) && (end == len(t) || !isWordByte(t[end])) {
			return i
		}
		from = i + 1
	}
}

// containsWord reports whether t contains phrase on word boundaries.
func containsWord(t, phrase string) bool { return index(t, phrase) >= 0 }

// cut removes every occurrence of phrase (on word boundaries) from t, leaving a space in its place.
func cut(t, phrase string) (string, bool) {
	found := false
	for {
		i := index(t, phrase)
		if i < 0 {
			return t, found
		}
		found = true
		t = t[:i] + " " + t[i+len(phrase):]
	}
}

// toFloat converts Go's numeric kinds to float64.
func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case int:
		return float64(x), true
	case int8:
		return float64(x), true
	case int16:
		return float64(x), true
	case int32:
		return float64(x), true
	case int64:
		return float64(x), true
	case uint:
		return float64(x), true
	case uint8:
		return float64(x), true
	case uint16:
		return float64(x), true
	case uint32:
		return float64(x), true
	case uint64:
		return float64(x), true
	case float32:
		return float64(x), true
	case float64:
		return x, !math.IsNaN(x)
	}
	return 0, false
}
