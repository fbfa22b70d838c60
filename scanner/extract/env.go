package extract

import (
	"sort"
	"strings"
)

// Start-up guarantees of the environment, shared by the languages' invariants: a raise or throw
// under a test for a missing environment variable is dead when the root's start-up code requires
// the variable (fact Holds, Pending.AnyOf of EnvKey with Unless Holds).

// EnvNeed is what a start-up check guarantees of an environment variable, and what a test needs
// guaranteed to be false. A greater need includes the lesser.
type EnvNeed int

const (
	EnvSet      EnvNeed = iota + 1 // the variable is set (defined, not None)
	EnvNonEmpty                    // it is set and not empty either
)

// EnvKey is the root-wide key of a start-up guarantee: "$env:X" that X is set, "$env+:X" that it
// is not empty either. Keys hold no dot or "#", so no module is wanted for them.
func EnvKey(name string, need EnvNeed) string {
	if need == EnvNonEmpty {
		return "$env+:" + name
	}
	return "$env:" + name
}

// EnvSummaries are the summaries (fact Holds) of the guarantees a file's start-up gives every
// tool of the root, by name: each name's key for its need and every lesser one, names sorted.
func EnvSummaries(root map[string]EnvNeed) []Summary {
	names := make([]string, 0, len(root))
	for name := range root {
		names = append(names, name)
	}
	sort.Strings(names)
	var out []Summary
	for _, name := range names {
		for n := EnvSet; n <= root[name]; n++ {
			out = append(out, Summary{Key: EnvKey(name, n), Name: "environment variable " + name, Facts: Holds})
		}
	}
	return out
}

// EnvName is the name of the environment variable of an EnvKey, and "" for any other key.
func EnvName(key string) string {
	for _, prefix := range []string{"$env+:", "$env:"} {
		if name, ok := strings.CutPrefix(key, prefix); ok {
			return name
		}
	}
	return ""
}

// WantedEnv returns the names of the environment variables whose start-up guarantee (EnvKey) a
// pending finding names (Expect) and no file added so far gives: only a file that spells a name
// may check it at start-up, and a scan's main pass may not have parsed that file (an entry point
// that only runs the server has no needle).
func (ix *Index) WantedEnv() []string {
	seen := map[string]bool{}
	var out []string
	for k := range ix.wants {
		name := EnvName(ix.str(k))
		if name == "" || seen[name] || ix.definesBody(k) {
			continue
		}
		seen[name] = true
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}
