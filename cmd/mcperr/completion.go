package main

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner/rule"
)

// addCompletions gives shell completion (`mcperr completion bash|zsh|fish|powershell`) the
// values of the flags that take one of a few: output formats, fail levels and rule IDs (with
// their titles, for the shells that show descriptions), and rule IDs as the argument of
// `rules`. --enable and --disable take a comma-separated list, so the last item is completed
// after the ones already written.
func addCompletions(root *cobra.Command) {
	scanRules, vetRules := rulesOf(scanRuleIDs), rulesOf(vetRuleIDs)
	for _, c := range root.Commands() {
		switch c.Name() {
		case "scan":
			completeFlag(c, "format", fixed(report.Formats()...))
			completeFlag(c, "fail-on", fixed("problem\texit 1 on problems (the default)", "site\texit 1 on every finding, sites included", "none\tnever exit 1 on findings"))
			completeFlag(c, "enable", ruleList(scanRules))
			completeFlag(c, "disable", ruleList(scanRules))
		case "vet":
			completeFlag(c, "format", fixed(report.Formats()...))
			completeFlag(c, "fail-on", fixed("problem\texit 1 on problems (the default)", "none\tnever exit 1 on findings"))
			completeFlag(c, "enable", ruleList(vetRules))
			completeFlag(c, "disable", ruleList(vetRules))
		case "rules":
			completeFlag(c, "format", fixed("text", "json"))
			c.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
				if len(args) > 0 {
					return nil, cobra.ShellCompDirectiveNoFileComp
				}
				return described(scanRules(), ""), cobra.ShellCompDirectiveNoFileComp
			}
		}
	}
}

// completeFlag registers the completion of a flag the command has; a command without it is
// left alone.
func completeFlag(c *cobra.Command, name string, fn cobra.CompletionFunc) {
	if c.Flags().Lookup(name) != nil {
		_ = c.RegisterFlagCompletionFunc(name, fn) // fails only for an unknown or doubly registered flag
	}
}

// fixed completes one of the given values ("value\tdescription" where a shell shows it).
func fixed(values ...string) cobra.CompletionFunc {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return values, cobra.ShellCompDirectiveNoFileComp
	}
}

// ruleList completes the last item of a comma-separated list of rule IDs (or "all"), leaving
// out the IDs already in the list.
func ruleList(rules func() []rule.Rule) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		prefix := ""
		if i := strings.LastIndexByte(toComplete, ','); i >= 0 {
			prefix = toComplete[:i+1]
		}
		listed := map[string]bool{}
		for _, id := range strings.Split(prefix, ",") {
			listed[id] = true
		}
		var rs []rule.Rule
		for _, r := range rules() {
			if !listed[r.ID] {
				rs = append(rs, r)
			}
		}
		out := described(rs, prefix)
		if prefix == "" {
			out = append(out, "all\tevery rule")
		}
		return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	}
}

// described is each rule's ID after prefix, with its title as the description.
func described(rs []rule.Rule, prefix string) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = prefix + r.ID + "\t" + r.Title
	}
	return out
}

// rulesOf returns the rules of a command's list of rule IDs (selection.go).
func rulesOf(ids func() []string) func() []rule.Rule {
	return func() []rule.Rule {
		var out []rule.Rule
		for _, id := range ids() {
			if r, ok := policy.Lookup(id); ok {
				out = append(out, r)
			}
		}
		return out
	}
}
