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
	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/finding"
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
	if p.newFromRev != "" {
		return nil, fmt.Errorf("new-from-rev is not supported yet")
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

// pathFilter drops, before the policy judges them, the findings the configuration leaves out:
// excluded files, contexts not listed, rules a per-path entry turns off. A dropped finding that
// the baseline lists is still shown to the policy, which accepts it, so that its entry is not
// reported as stale.
type pathFilter struct {
	contexts []string
	paths    *config.Paths
	absOf    func(path string) string // a finding's path, absolute
	baseline map[string]bool
}

func newPathFilter(cfg *config.Config, absOf func(string) string, base *policy.Baseline) *pathFilter {
	if cfg == nil {
		cfg = &config.Config{}
	}
	pf := &pathFilter{contexts: cfg.Contexts, paths: cfg.Paths(), absOf: absOf, baseline: map[string]bool{}}
	if base != nil {
		for _, e := range base.Entries {
			pf.baseline[e.Fingerprint] = true
		}
	}
	return pf
}

// split returns the findings to judge and the dropped ones the baseline lists.
func (pf *pathFilter) split(fs []finding.Finding) (keep, baselined []finding.Finding) {
	if pf.paths.IsZero() {
		return fs, nil
	}
	keep = make([]finding.Finding, 0, len(fs))
	for _, f := range fs {
		switch {
		case !pf.paths.Drops(&f, pf.absOf(f.Path)):
			keep = append(keep, f)
		case pf.baseline[f.Fingerprint]:
			baselined = append(baselined, f)
		}
	}
	return keep, baselined
}

// wrap returns a Keep function that drops what the configuration leaves out before keep
// judges the rest.
func (pf *pathFilter) wrap(keep func([]finding.Finding) []finding.Finding) func([]finding.Finding) []finding.Finding {
	return func(fs []finding.Finding) []finding.Finding {
		fs, baselined := pf.split(fs)
		if len(baselined) > 0 {
			keep(baselined) // accepted by the baseline: nothing to show
		}
		return keep(fs)
	}
}

// excluded reports whether the file behind a finding path is excluded.
func (pf *pathFilter) excluded(path string) bool {
	return pf != nil && pf.paths.Excluded(pf.absOf(path))
}

// wantsVendored reports whether the configuration lists the vendored context, which scan
// skips unless asked (--include-vendored).
func (pf *pathFilter) wantsVendored() bool {
	return slices.Contains(pf.contexts, string(finding.Vendored))
}

// scanAbsOf returns the absolute file of a scan's finding path: relative to the root when
// there is one root (the root itself when it is a file), relative to the working directory
// (the roots as given) otherwise.
func scanAbsOf(roots []string) func(string) string {
	if len(roots) != 1 {
		return func(p string) string {
			abs, _ := filepath.Abs(filepath.FromSlash(p))
			return abs
		}
	}
	root, _ := filepath.Abs(roots[0])
	if st, err := os.Stat(root); err == nil && !st.IsDir() {
		return func(string) string { return root }
	}
	return func(p string) string { return filepath.Join(root, filepath.FromSlash(p)) }
}

// document returns doc without the findings the configuration leaves out (but with those of
// them the baseline lists, which the policy then accepts), its counts redone.
func (pf *pathFilter) document(doc *finding.Document) *finding.Document {
	keep, baselined := pf.split(doc.Findings)
	if len(keep) == len(doc.Findings) {
		return doc
	}
	out := *doc
	out.Findings = append(keep, baselined...) // the policy hides the baselined ones
	scanner.ResetCounts(&out.Summary)
	scanner.CountFindings(&out.Summary, keep, false)
	return &out
}
