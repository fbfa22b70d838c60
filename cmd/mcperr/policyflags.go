package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/pflag"

	"github.com/mcperr/mcperr/internal/config"
	"github.com/mcperr/mcperr/policy"
)

// policyFlags are the flags that scan and vet share with the configuration file (.mcperr.yaml):
// what fails a run, which rules run, the baseline, and which lines count.
type policyFlags struct {
	failOn          string
	baseline        string
	writeBaseline   string
	newFromRev      string
	enable, disable []string
	configFile      string
	noConfig        bool
	// configKey is the configuration file's content once resolved, so that vet's cache key
	// (which prints the flags) changes with the file.
	configKey string
	// cfg is the configuration resolvePolicy read (empty when there is none).
	cfg *config.Config
}

// addPolicyFlags registers the shared flags.
func addPolicyFlags(fl *pflag.FlagSet, p *policyFlags, failOnHelp, writeBaselineHelp string, rules []string) {
	fl.StringVar(&p.failOn, "fail-on", "problem", failOnHelp)
	fl.StringVar(&p.baseline, "baseline", "", "a baseline file: findings whose fingerprints it lists are not reported; entries that match nothing fail the run as stale")
	fl.StringVar(&p.writeBaseline, "write-baseline", "", writeBaselineHelp)
	fl.StringVar(&p.newFromRev, "new-from-rev", "", "report only findings on lines added or changed since this git revision (a commit, branch or tag)")
	ids := strings.Join(rules, ", ")
	fl.StringSliceVar(&p.enable, "enable", nil, "enable rules by ID (repeatable, comma-separated, or all): "+ids)
	fl.StringSliceVar(&p.disable, "disable", nil, "disable rules by ID (repeatable, comma-separated, or all): "+ids)
	fl.StringVar(&p.configFile, "config", "", "read this configuration file instead of the .mcperr.yaml found from the working directory upward")
	fl.BoolVar(&p.noConfig, "no-config", false, "read no configuration file")
}

// loadConfig finds and reads the configuration the flags ask for: --config FILE, none with
// --no-config, else the first .mcperr.yaml (or .yml) in the working directory or above it. It
// returns an empty configuration when there is none.
func loadConfig(p *policyFlags) (*config.Config, error) {
	if p.noConfig {
		if p.configFile != "" {
			return nil, fmt.Errorf("--config and --no-config together")
		}
		return &config.Config{}, nil
	}
	file := p.configFile
	if file == "" {
		cwd, err := os.Getwd()
		if err != nil {
			return nil, err
		}
		if file, err = config.Find(cwd); err != nil {
			return nil, fmt.Errorf("looking for %s: %w", config.Names[0], err)
		}
		if file == "" {
			return &config.Config{}, nil
		}
	}
	return config.Load(file)
}

// resolvePolicy reads the configuration and folds it into the flags: a flag given on the command
// line wins over the file, and --enable/--disable apply on top of the file's rules (so
// `--enable guidance` turns on a rule the file disables). Paths in the file are relative to
// its directory. rules are the rules of the command that runs (scanRuleIDs or vetRuleIDs).
func resolvePolicy(fl *pflag.FlagSet, p *policyFlags, rules []string) (*config.Config, error) {
	cfg, err := loadConfig(p)
	if err != nil {
		return nil, err
	}
	if cfg.File != "" {
		raw, _ := os.ReadFile(cfg.File)
		p.configKey = cfg.File + "\x00" + string(raw)
	}
	if !fl.Changed("fail-on") && cfg.FailOn != "" {
		p.failOn = cfg.FailOn
	}
	if !fl.Changed("baseline") && cfg.Baseline != "" {
		p.baseline = filepath.Join(cfg.Dir, filepath.FromSlash(cfg.Baseline))
		if _, err := os.Stat(p.baseline); err != nil && p.writeBaseline != "" {
			p.baseline = "" // the first --write-baseline creates the file the configuration names
		}
	}
	if !fl.Changed("new-from-rev") && cfg.NewFromRev != "" {
		p.newFromRev = cfg.NewFromRev
	}
	p.enable, p.disable = mergeRules(cfg.Rules, p.enable, p.disable, rules)
	p.cfg = cfg
	return cfg, nil
}

// mergeRules returns the --enable and --disable lists that apply the file's rules first and
// the flags' on top. policy.NewSelection turns "all" on or off first and lets disable win over
// enable, so the file's outcome is spelled as "disable all, enable what the file leaves on",
// and the flags' names follow; a flag naming "all" starts over from the flags alone. Only the
// command's rules are spelled, so that vet does not see the scan-only rules a file enables.
func mergeRules(file config.Rules, enable, disable, rules []string) ([]string, []string) {
	if len(file.Enable) == 0 && len(file.Disable) == 0 {
		return enable, disable
	}
	en, dis := policy.SplitIDs(enable), policy.SplitIDs(disable)
	if slices.Contains(en, "all") || slices.Contains(dis, "all") {
		return en, dis
	}
	sel, err := policy.NewSelection(file.Enable, file.Disable)
	if err != nil { // the file was checked when read; keep its lists for the error to surface
		return append(file.Enable, en...), append(file.Disable, dis...)
	}
	var on []string
	for _, id := range sel.IDs() {
		if !slices.Contains(dis, id) && slices.Contains(rules, id) {
			on = append(on, id)
		}
	}
	return append(on, en...), append([]string{"all"}, dis...)
}
