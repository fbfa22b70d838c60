package errpolicy

import (
	"strings"

	"github.com/mcperr/mcperr/internal/lazyre"
)

// Action is what an agent does with a failed call.
type Action string

// The actions of the agent-side practice, in the order the table sorts them.
const (
	Revise       Action = "revise the argument"
	Reauth       Action = "re-authenticate"
	RetryOnce    Action = "wait and retry once"
	SkipReport   Action = "skip and report"
	SurfaceProse Action = "surface the prose, do not auto-retry"
)

var actionOrder = map[Action]int{Revise: 0, Reauth: 1, RetryOnce: 2, SkipReport: 3, SurfaceProse: 4}

// The families of words that decide an action, from a policy field or a code. Each is tried in
// order; the first that matches decides.
var families = []struct {
	re *lazyre.Regexp
	a  Action
}{
	{lazyre.New(`(?i)unauth|auth|forbidden|permission|credential|login|expired|denied|\b40[13]\b|^-?3200[1-3]$`), Reauth},
	{lazyre.New(`(?i)rate|limit|throttl|quota|timeout|timed_?out|unavailable|busy|retry|again|temporar|transient|overload|\b429\b|\b50[234]\b`), RetryOnce},
	{lazyre.New(`(?i)invalid|validat|bad_?req|malformed|missing|required|not_?found|unknown|unsupported|argument|param|schema|format|revise|fix|correct|conflict|exists|\b40[0469]\b|\b422\b|^-32602$`), Revise},
	{lazyre.New(`(?i)internal|unexpected|fatal|abort|skip|report|not_?available|ask|human|confirm|escalat|fail|error|crash|deprecated|\b500\b|^-32603$`), SkipReport},
}

// actionFor derives the action of a row: from the policy field when the result sets one, else
// from the code's family. It reports where the action came from ("policy" or "family"), and
// SurfaceProse with "unknown" when neither says.
func actionFor(code, pol string) (Action, string) {
	if pol != "" {
		if a, ok := matchFamily(pol); ok {
			return a, "policy"
		}
	}
	if code != "" {
		if a, ok := matchFamily(code); ok {
			return a, "family"
		}
	}
	return SurfaceProse, "unknown"
}

func matchFamily(s string) (Action, bool) {
	s = strings.TrimSpace(s)
	for _, f := range families {
		if f.re.MatchString(s) {
			return f.a, true
		}
	}
	return "", false
}

// prefixOf is the prefix a code's row is keyed by: the first segment and its separator for a
// namespaced code ("auth." for "auth.expired", "github:" for "github:rate_limited"); the code
// itself otherwise.
func prefixOf(code string) string {
	if i := strings.IndexAny(code, ".:/"); i > 0 && i < len(code)-1 {
		return code[:i+1]
	}
	return code
}
