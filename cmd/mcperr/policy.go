package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/errpolicy"
	"github.com/mcperr/mcperr/report"
	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/finding"
)

// agentPolicyFlags are the flags of `mcperr policy` (policyFlags are scan and vet's).
type agentPolicyFlags struct {
	format  string
	write   string
	hooks   string
	server  string
	program string
	noCache bool
}

// newPolicyCmd builds `mcperr policy [PATH...]`: the tool error policy table for AGENTS.md,
// and `mcperr policy triage`, the hook that applies it.
func newPolicyCmd(s streams) *cobra.Command {
	var f agentPolicyFlags
	cmd := &cobra.Command{
		Use:   "policy [PATH...]",
		Short: "Build the tool error policy table (error code prefix -> action) for AGENTS.md",
		Long: "policy scans the servers at PATH (default .) and builds the table an agent reads to act on a failed\n" +
			"tool call: every typed error code the error results carry, grouped by prefix, with the action derived\n" +
			"from the results' policy field or from the code's family (revise the argument, re-authenticate, wait and\n" +
			"retry once, skip and report), the retry and side-effect fields where the results set them, the tools\n" +
			"each row comes from, and a last row for the results without a code (surface the prose, do not\n" +
			"auto-retry). A server without typed codes gets the structured error envelope to adopt, per SDK.\n\n" +
			"--write FILE replaces the section between " + errpolicy.StartMarker + " and " + errpolicy.EndMarker + "\n" +
			"in FILE (appending it when the markers are absent) and keeps the rest of the file byte for byte.\n" +
			"--hooks codex prints a Codex hooks.json (.codex/hooks.json) whose PostToolUse hook runs\n" +
			"`mcperr policy triage` on MCP tool results: it reads error.code first and falls back to the prose.",
		Example: "  mcperr policy --write AGENTS.md\n  mcperr policy --format json ./server\n  mcperr policy --hooks codex --server github > .codex/hooks.json",
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAgentPolicy(cmd.Context(), s, f, args)
		},
	}
	cmd.Flags().StringVar(&f.format, "format", "markdown", "output format: markdown or json")
	cmd.Flags().StringVar(&f.write, "write", "", "replace the policy section of this file (e.g. AGENTS.md) instead of printing it")
	cmd.Flags().StringVar(&f.hooks, "hooks", "", "print the triage hook configuration for an agent client: codex")
	cmd.Flags().StringVar(&f.server, "server", "", "with --hooks: the MCP server's name in the client's configuration (default: every MCP server)")
	cmd.Flags().StringVar(&f.program, "program", "mcperr", "with --hooks: how the hook runs mcperr")
	cmd.Flags().BoolVar(&f.noCache, "no-cache", false, "do not read or write the content cache")
	cmd.AddCommand(newTriageCmd(s))
	return cmd
}

func runAgentPolicy(ctx context.Context, s streams, f agentPolicyFlags, args []string) error {
	if f.format != "markdown" && f.format != "json" {
		return fmt.Errorf("policy: unknown format %q (valid formats: markdown, json)", f.format)
	}
	if f.hooks != "" && f.hooks != "codex" {
		return fmt.Errorf("policy: unknown --hooks client %q (valid: codex)", f.hooks)
	}
	if f.server != "" && f.hooks == "" {
		return fmt.Errorf("policy: --server names the server in a hook configuration; it needs --hooks")
	}
	if ctx == nil {
		ctx = context.Background()
	}
	if len(args) == 0 {
		args = []string{"."}
	}
	scanner.ToolVersion = version
	var ins []errpolicy.Input
	for _, root := range args {
		st, err := os.Stat(root)
		if err != nil {
			return fmt.Errorf("policy: %w", err)
		}
		if !st.IsDir() {
			return fmt.Errorf("policy: %s is not a directory", root)
		}
		var fs []finding.Finding
		_, err = scanner.Stream(ctx, scanner.Options{Roots: []string{root}, CacheDir: cacheDirFor(f.noCache)},
			func(batch []finding.Finding) error {
				fs = append(fs, batch...)
				return nil
			}, all.Languages()...)
		if err != nil {
			return fmt.Errorf("policy: %s: %w", root, err)
		}
		ins = append(ins, errpolicy.Input{Root: root, Findings: fs, SDKs: errpolicy.SDKsOf(root, fs)})
	}
	t, err := errpolicy.Build(ins, errpolicy.DefaultLimits)
	if err != nil {
		return err
	}
	if f.write != "" {
		if err := errpolicy.WriteSection(f.write, t); err != nil {
			return err
		}
		fmt.Fprintf(s.err, "policy: wrote %s (%d of %s with a code) to %s\n", report.Count(len(t.Rows), "row", "rows"), t.Typed, report.Count(t.Results, "result", "results"), f.write)
	}
	if f.hooks != "" {
		matcher := ""
		if f.server != "" {
			matcher = "mcp__" + f.server + "__.*"
		}
		b, err := errpolicy.CodexHooks(t, f.program, matcher)
		if err != nil {
			return fmt.Errorf("policy: %w", err)
		}
		_, err = s.out.Write(b)
		return err
	}
	if f.write != "" {
		return nil
	}
	if f.format == "json" {
		return errpolicy.JSON(s.out, t)
	}
	return errpolicy.Markdown(s.out, t)
}

// newTriageCmd builds `mcperr policy triage`, the command a Codex PostToolUse hook runs.
func newTriageCmd(s streams) *cobra.Command {
	var rules string
	cmd := &cobra.Command{
		Use:   "triage --rules JSON",
		Short: "Read a Codex PostToolUse hook input on stdin and tell the model what a failed call's error code asks",
		Long: "triage is the hook that `mcperr policy --hooks codex` configures. It reads the hook's input on stdin;\n" +
			"when the MCP tool's result is an error, it finds its typed code (structuredContent.error.code,\n" +
			"structuredContent.code, _meta, or the code of a JSON text), looks up the action of the longest matching\n" +
			"prefix in --rules, and prints the hook output that adds it to the model's context. Without a code it\n" +
			"says to surface the prose and not retry on its own. A result that is no error gets no output.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			var rs []errpolicy.Rule
			if err := json.Unmarshal([]byte(rules), &rs); err != nil {
				return fmt.Errorf("policy triage: --rules: %w", err)
			}
			return errpolicy.Triage(s.in, rs, s.out)
		},
	}
	cmd.Flags().StringVar(&rules, "rules", "[]", "the policy's rules as JSON: [{\"prefix\": \"auth.\", \"action\": \"re-authenticate\"}, ...]")
	return cmd
}
