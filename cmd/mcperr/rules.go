package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/scanner/rule"
)

// newRulesCmd builds `mcperr rules [ID]`: the list of rules, or one rule's page.
func newRulesCmd(s streams) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "rules [ID]",
		Short: "List the rules, or print one rule's documentation",
		Long: "With no argument, rules lists every rule: its ID, kind (inventory or problem), languages and title.\n" +
			"With a rule ID, it prints that rule's page: what is reported, why it hurts an agent, examples, how to suppress it.",
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return fmt.Errorf("rules: unknown format %q (valid formats: text, json)", format)
			}
			if len(args) == 0 {
				return listRules(s.out, format)
			}
			r, ok := policy.Lookup(args[0])
			if !ok {
				return fmt.Errorf("rules: unknown rule %q (rules: %s)", args[0], strings.Join(ruleIDs(), ", "))
			}
			return showRule(s.out, r, format)
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}

// ruleJSON is a rule as `mcperr rules --format json` prints it.
type ruleJSON struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Title     string   `json:"title"`
	Kind      string   `json:"kind"`
	Languages []string `json:"languages"`
	Since     string   `json:"since"`
	Default   bool     `json:"default"`
	HelpURI   string   `json:"helpUri"`
	Page      string   `json:"page,omitempty"`
}

func toJSON(r rule.Rule) ruleJSON {
	return ruleJSON{ID: r.ID, Name: r.PascalName(), Title: r.Title, Kind: string(r.Kind), Languages: r.Languages,
		Since: r.Since, Default: r.Default, HelpURI: r.HelpURI()}
}

func listRules(w io.Writer, format string) error {
	rules := policy.Rules()
	if format == "json" {
		out := make([]ruleJSON, 0, len(rules))
		for _, r := range rules {
			out = append(out, toJSON(r))
		}
		return writeJSON(w, out)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tKIND\tLANGUAGES\tTITLE")
	for _, r := range rules {
		state := ""
		if !r.Default {
			state = " (off by default)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s%s\n", r.ID, r.Kind, strings.Join(r.Languages, ","), r.Title, state)
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("rules: %w", err)
	}
	return nil
}

func showRule(w io.Writer, r rule.Rule, format string) error {
	page := policy.Page(r)
	if format == "json" {
		j := toJSON(r)
		j.Page = page
		return writeJSON(w, j)
	}
	if !strings.HasSuffix(page, "\n") {
		page += "\n"
	}
	if _, err := io.WriteString(w, page); err != nil {
		return fmt.Errorf("rules: %w", err)
	}
	return nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Errorf("rules: %w", err)
	}
	return nil
}

func ruleIDs() []string {
	var ids []string
	for _, r := range policy.Rules() {
		ids = append(ids, r.ID)
	}
	return ids
}
