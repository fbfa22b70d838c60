package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"
	"go.yaml.in/yaml/v3"

	"github.com/mcperr/mcperr/internal/config"
	"github.com/mcperr/mcperr/policy"
)

// effectiveConfig is what `mcperr config` prints: the configuration file's settings with the
// flags folded in and the defaults filled, and the rules each command would run.
type effectiveConfig struct {
	File       string            `yaml:"file" json:"file"`
	FailOn     string            `yaml:"fail-on" json:"failOn"`
	Baseline   string            `yaml:"baseline" json:"baseline"`
	NewFromRev string            `yaml:"new-from-rev" json:"newFromRev"`
	Exclude    []string          `yaml:"exclude" json:"exclude"`
	Contexts   []string          `yaml:"contexts" json:"contexts"`
	PerPath    []config.PathRule `yaml:"per-path" json:"perPath"`
	Rules      struct {
		Scan []string `yaml:"scan" json:"scan"`
		Vet  []string `yaml:"vet" json:"vet"`
	} `yaml:"rules" json:"rules"`
}

// newConfigCmd builds `mcperr config`.
func newConfigCmd(s streams) *cobra.Command {
	var p policyFlags
	var format string
	cmd := &cobra.Command{
		Use:   "config",
		Short: "Print the effective configuration: .mcperr.yaml, the flags and the defaults",
		Long: "config finds the configuration file as scan and vet do (.mcperr.yaml or .mcperr.yml in the working\n" +
			"directory or the nearest parent that has one, or --config FILE), folds in the policy flags given to it,\n" +
			"fills the defaults, and prints the result with the rules each command would run. An unknown key or\n" +
			"value in the file is an error naming its line.",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if format != "yaml" && format != "json" {
				return fmt.Errorf("config: --format: unknown format %q (formats: yaml, json)", format)
			}
			vp := p
			cfg, err := resolvePolicy(cmd.Flags(), &p, scanRuleIDs())
			if err != nil {
				return fmt.Errorf("config: %w", err)
			}
			if _, err := resolvePolicy(cmd.Flags(), &vp, vetRuleIDs()); err != nil {
				return fmt.Errorf("config: %w", err)
			}
			eff, err := effective(cfg, &p, &vp)
			if err != nil {
				return fmt.Errorf("config: %w", err)
			}
			if format == "json" {
				enc := json.NewEncoder(s.out)
				enc.SetIndent("", "  ")
				return enc.Encode(eff)
			}
			enc := yaml.NewEncoder(s.out)
			enc.SetIndent(2)
			if err := enc.Encode(eff); err != nil {
				return err
			}
			return enc.Close()
		},
	}
	addPolicyFlags(cmd.Flags(), &p, "the --fail-on level to show", "not used by config", scanRuleIDs())
	cmd.Flags().MarkHidden("write-baseline")
	cmd.Flags().StringVar(&format, "format", "yaml", "output format: yaml or json")
	return cmd
}

// effective fills the defaults of a resolved configuration.
// p holds the flags resolved for scan, vp for vet.
func effective(cfg *config.Config, p, vp *policyFlags) (*effectiveConfig, error) {
	level, err := parseFailOn(p.failOn)
	if err != nil {
		return nil, err
	}
	e := &effectiveConfig{File: cfg.File, FailOn: string(level), Baseline: p.baseline, NewFromRev: p.newFromRev,
		Exclude: cfg.Exclude, Contexts: cfg.Contexts, PerPath: cfg.PerPath}
	if e.File == "" {
		e.File = "(none)"
	}
	if level == policy.FailInventory {
		e.FailOn = "site"
	}
	if e.Contexts == nil {
		e.Contexts = config.Contexts()
	}
	if e.Exclude == nil {
		e.Exclude = []string{}
	}
	if e.PerPath == nil {
		e.PerPath = []config.PathRule{}
	}
	scan, err := scanSelection(p.enable, p.disable)
	if err != nil {
		return nil, err
	}
	e.Rules.Scan = scan.IDs()
	e.Rules.Vet = []string{}
	if vet, err := vetSelection(vp.enable, vp.disable); err == nil {
		for _, id := range vetRuleIDs() {
			if vet.Enabled(id) {
				e.Rules.Vet = append(e.Rules.Vet, id)
			}
		}
	}
	return e, nil
}
