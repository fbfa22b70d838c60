package main

import (
	"encoding/json"
	"testing"
)

// sarifCategory returns the automationDetails.id of a SARIF log.
func sarifCategory(t *testing.T, out, errw string) string {
	t.Helper()
	var log struct {
		Runs []struct {
			AutomationDetails struct{ ID string } `json:"automationDetails"`
		}
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("not a SARIF log of one run (%v): %s\nstderr: %s", err, out, errw)
	}
	return log.Runs[0].AutomationDetails.ID
}

// TestSARIFCategoryPerCommand: scan and vet name their SARIF runs apart, so that code scanning
// keeps the alerts of both uploads.
func TestSARIFCategoryPerCommand(t *testing.T) {
	out, errw, _ := runScanCmd("--format", "sarif", edge)
	if got := sarifCategory(t, out, errw); got != "mcperr/scan/" {
		t.Errorf("scan: automationDetails.id %q, want mcperr/scan/", got)
	}
	enterVetModule(t)
	out, errw, _ = runVetCmd("--format", "sarif", "./recovered")
	if got := sarifCategory(t, out, errw); got != "mcperr/vet/" {
		t.Errorf("vet: automationDetails.id %q, want mcperr/vet/", got)
	}
}
