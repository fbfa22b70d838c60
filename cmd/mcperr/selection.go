package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mcperr/mcperr/analyzers/all"
	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/report"
)

// vetRuleIDs returns the rules `mcperr vet` runs: its analyzers, then the driver's directive
// rule.
func vetRuleIDs() []string {
	var ids []string
	for _, a := range all.Analyzers() {
		ids = append(ids, a.Name)
	}
	return append(ids, policy.DirectiveID)
}

// scanRuleIDs returns the rules `mcperr scan` runs: every rule.
func scanRuleIDs() []string {
	var ids []string
	for _, r := range policy.Rules() {
		ids = append(ids, r.ID)
	}
	return ids
}

// scanSelection is the rule selection of a scan run; one that turns every rule off is refused.
func scanSelection(enable, disable []string) (policy.Selection, error) {
	sel, err := policy.NewSelection(enable, disable)
	if err != nil {
		return policy.Selection{}, err
	}
	if len(sel.IDs()) == 0 {
		return policy.Selection{}, fmt.Errorf("the selection runs no rule (mcperr scan runs %s)", strings.Join(scanRuleIDs(), ", "))
	}
	return sel, nil
}

// vetSelection is the rule selection of a vet run. A rule that only `mcperr scan` runs
// (errorresult, softerror, ...) named in --enable is refused, as is a selection that leaves
// none of vet's analyzers on, rather than running nothing and exiting 0. The scan-only rules
// are off: a directive naming one of them in a Go file is then not reported as suppressing
// nothing, and a baseline entry of one is not stale, because vet could not have found it.
func vetSelection(enable, disable []string) (policy.Selection, error) {
	vet := vetRuleIDs()
	runs := "mcperr vet runs " + strings.Join(vet, ", ")
	for _, id := range policy.SplitIDs(enable) {
		if id == "all" || slices.Contains(vet, id) {
			continue
		}
		if _, ok := policy.Lookup(id); ok {
			return policy.Selection{}, fmt.Errorf("--enable: %s is a rule of mcperr scan, not of mcperr vet (%s)", id, runs)
		}
		return policy.Selection{}, fmt.Errorf("--enable: unknown rule %q (%s; mcperr scan runs %s)", id, runs, strings.Join(scanRuleIDs(), ", "))
	}
	if _, err := policy.NewSelection(enable, disable); err != nil {
		return policy.Selection{}, err
	}
	off := append([]string(nil), disable...)
	for _, id := range scanRuleIDs() {
		if !slices.Contains(vet, id) {
			off = append(off, id)
		}
	}
	sel, err := policy.NewSelection(enable, off)
	if err != nil {
		return policy.Selection{}, err
	}
	for _, a := range all.Analyzers() {
		if sel.Enabled(a.Name) {
			return sel, nil
		}
	}
	return policy.Selection{}, fmt.Errorf("the selection runs none of mcperr vet's analyzers (%s)", runs)
}

// finishPolicy ends a scan or vet run whose findings are printed: it writes the policy's notes,
// then the baseline when --write-baseline asks for one (writing it is the run's purpose, so the
// run then exits 0), and otherwise fails on the findings the policy fails on.
func finishPolicy(s streams, command string, res policy.Result, writeBaseline string) error {
	res.WriteNotes(s.err)
	if writeBaseline != "" {
		if err := policy.WriteBaseline(writeBaseline, res.Accepted); err != nil {
			return fmt.Errorf("%s: %w", command, err)
		}
		fmt.Fprintf(s.err, "mcperr %s: wrote %s accepting %s\n", command, writeBaseline, report.Count(len(res.Accepted), "finding", "findings"))
		return nil
	}
	if res.Failed() {
		return errFindings
	}
	return nil
}
