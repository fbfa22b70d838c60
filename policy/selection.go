package policy

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Selection is the set of enabled rules. The zero value enables every rule that is on by
// default.
type Selection struct {
	on map[string]bool // nil means the defaults
}

// NewSelection starts from the rules that are on by default; "all" in enable or disable sets
// every rule on or off first (disable all wins over enable all), then the rules named in enable
// are turned on and those named in disable off (disable wins when a rule is named in both). So
// `--disable all --enable panicleak` runs panicleak alone and `--enable all --disable guidance`
// everything but guidance, as golangci-lint's flags do. An unknown ID is an error that names it
// and lists the valid ones.
func NewSelection(enable, disable []string) (Selection, error) {
	on := map[string]bool{}
	for _, r := range Rules() {
		on[r.ID] = r.Default
	}
	en, dis := SplitIDs(enable), SplitIDs(disable)
	for k := range on {
		switch {
		case slices.Contains(dis, "all"):
			on[k] = false
		case slices.Contains(en, "all"):
			on[k] = true
		}
	}
	set := func(ids []string, v bool, flag string) error {
		for _, id := range ids {
			if id == "all" {
				continue
			}
			if _, ok := on[id]; !ok {
				return fmt.Errorf("%s: unknown rule %q (rules: %s)", flag, id, strings.Join(ids0(), ", "))
			}
			on[id] = v
		}
		return nil
	}
	if err := set(en, true, "--enable"); err != nil {
		return Selection{}, err
	}
	if err := set(dis, false, "--disable"); err != nil {
		return Selection{}, err
	}
	return Selection{on: on}, nil
}

// SplitIDs reads the values of --enable and --disable: repeated flags, comma-separated lists,
// or both.
func SplitIDs(ids []string) []string {
	var out []string
	for _, s := range ids {
		for _, id := range strings.Split(s, ",") {
			if id = strings.TrimSpace(id); id != "" {
				out = append(out, id)
			}
		}
	}
	return out
}

func ids0() []string {
	var out []string
	for _, r := range Rules() {
		out = append(out, r.ID)
	}
	return out
}

// Enabled reports whether the rule with the given ID is enabled. An ID that no rule has is
// enabled, so that a finding of a rule newer than this policy is never dropped silently.
func (s Selection) Enabled(id string) bool {
	if s.on == nil {
		r, ok := Lookup(id)
		return !ok || r.Default
	}
	v, ok := s.on[id]
	return !ok || v
}

// IDs returns the enabled rules' IDs, sorted, for a scanner that wants to skip disabled rules'
// work rather than filter their findings afterwards.
func (s Selection) IDs() []string {
	var out []string
	for _, r := range Rules() {
		if s.Enabled(r.ID) {
			out = append(out, r.ID)
		}
	}
	sort.Strings(out)
	return out
}
