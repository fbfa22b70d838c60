package study

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/scanner/rule"
)

// Manifest records how a stage's artifact was made: from which inputs (by sha256), with which
// tool, rules and parameters, when and how long it took, and the sha256 of what it wrote. A
// stage whose manifest is complete and whose inputs, parameters and outputs are unchanged is
// skipped on a re-run.
type Manifest struct {
	Stage     string            `json:"stage"`
	Study     string            `json:"study,omitempty"`
	Tool      string            `json:"tool"`
	RulesHash string            `json:"rulesHash"`
	Params    map[string]string `json:"params"`
	Inputs    map[string]string `json:"inputs"`
	Outputs   map[string]string `json:"outputs"`
	Started   time.Time         `json:"started"`
	Finished  time.Time         `json:"finished,omitzero"`
	Seconds   float64           `json:"seconds"`
	// Complete is false while the stage runs: a manifest left incomplete means a crash.
	Complete bool     `json:"complete"`
	Notes    []string `json:"notes,omitempty"`
}

// ManifestName is the manifest's file name in each stage directory.
const ManifestName = "manifest.json"

// RulesHash is the sha256 of the rule registry (IDs, kinds, versions and pages): a change of
// rules invalidates every scan made with the old ones.
func RulesHash() string {
	h := sha256.New()
	for _, r := range rule.All() {
		fmt.Fprintf(h, "%s\x00%s\x00%s\x00%s\x00", r.ID, r.Kind, r.Since, r.Page())
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// hashFile returns the sha256 of a file, or "" when it does not exist.
func hashFile(name string) (string, error) {
	f, err := os.Open(name)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("hash %s: %w", name, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// hashFiles hashes each named file relative to dir.
func hashFiles(dir string, names []string) (map[string]string, error) {
	out := make(map[string]string, len(names))
	for _, n := range names {
		h, err := hashFile(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		out[n] = h
	}
	return out, nil
}

// stage is one step of the pipeline.
type stage struct {
	name   string
	params map[string]string
	inputs map[string]string
	// run does the work; it returns the files it wrote (relative to the stage directory) and notes.
	run func(dir string) (outputs []string, notes []string, err error)
}

// runStage runs s unless its manifest says the same work is already done. It says what it did
// on r.log: done, up to date, resumed after a crash, or redone because something changed.
func (r *runner) runStage(s stage) error {
	dir := filepath.Join(r.o.Dir, s.name)
	var old Manifest
	err := adjudication.ReadJSON(filepath.Join(dir, ManifestName), &old)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		r.logf("%s: the manifest is unreadable (%v); redoing the stage", s.name, err)
	default:
		why := r.staleness(&old, s, dir)
		if why == "" {
			r.logf("%-8s up to date (finished %s)", s.name+":", old.Finished.Format(time.RFC3339))
			r.manifests = append(r.manifests, old)
			return nil
		}
		r.logf("%-8s %s", s.name+":", why)
	}
	var kept []string
	if old.Complete {
		if kept, err = keepEdited(dir, &old); err != nil {
			return fmt.Errorf("%s: %w", s.name, err)
		}
		for _, k := range kept {
			r.logf("         %s", k)
		}
		r.kept = append(r.kept, kept...)
	}
	m := Manifest{Stage: s.name, Study: r.studyID, Tool: r.o.Tool, RulesHash: r.rules, Params: s.params,
		Inputs: s.inputs, Outputs: map[string]string{}, Started: time.Now().UTC()}
	if err := adjudication.WriteJSON(filepath.Join(dir, ManifestName), m); err != nil {
		return err
	}
	outputs, notes, err := s.run(dir)
	if err != nil {
		return fmt.Errorf("%s: %w", s.name, err)
	}
	if m.Outputs, err = hashFiles(dir, outputs); err != nil {
		return err
	}
	m.Study = r.studyID
	m.Finished = time.Now().UTC()
	m.Seconds = m.Finished.Sub(m.Started).Seconds()
	m.Complete, m.Notes = true, append(kept, notes...)
	r.manifests = append(r.manifests, m)
	r.logf("%-8s done in %.2fs", s.name+":", m.Seconds)
	for _, n := range notes {
		r.logf("         %s", n)
	}
	return adjudication.WriteJSON(filepath.Join(dir, ManifestName), m)
}

// keepEdited renames the outputs of a finished stage that were changed after the stage wrote
// them (a ledger.csv filled in a spreadsheet) to NAME.edited-TIME, so that redoing the stage does
// not overwrite someone's work. It returns a note per file kept.
func keepEdited(dir string, m *Manifest) ([]string, error) {
	stamp := time.Now().UTC().Format("20060102T150405Z")
	var notes []string
	for _, k := range slices.Sorted(maps.Keys(m.Outputs)) {
		name := filepath.Join(dir, filepath.FromSlash(k))
		h, err := hashFile(name)
		if err != nil {
			return nil, err
		}
		if h == "" || h == m.Outputs[k] {
			continue
		}
		kept := name + ".edited-" + stamp
		if err := os.Rename(name, kept); err != nil {
			return nil, fmt.Errorf("keep the edited %s: %w", k, err)
		}
		note := fmt.Sprintf("%s was changed after this stage wrote it; the changed file is kept as %s", filepath.Join(m.Stage, k), filepath.Join(m.Stage, filepath.Base(kept)))
		if k == adjudication.LedgerCSV {
			note += acceptHint(kept)
		}
		notes = append(notes, note)
	}
	return notes, nil
}

// staleness says why a stage with manifest m must run again, or "" when it need not.
func (r *runner) staleness(m *Manifest, s stage, dir string) string {
	switch {
	case !m.Complete:
		return "resuming: an earlier run stopped in this stage (its manifest is incomplete)"
	case m.Tool != r.o.Tool:
		return fmt.Sprintf("redoing: made by %s, this is %s", m.Tool, r.o.Tool)
	case m.RulesHash != r.rules:
		return "redoing: the rules changed"
	case !maps.Equal(m.Params, s.params):
		return "redoing: its parameters changed"
	}
	for _, k := range slices.Sorted(maps.Keys(s.inputs)) {
		if m.Inputs[k] != s.inputs[k] {
			return "redoing: input " + k + " changed"
		}
	}
	for _, k := range slices.Sorted(maps.Keys(m.Outputs)) {
		h, err := hashFile(filepath.Join(dir, k))
		if err != nil || h != m.Outputs[k] {
			if h == "" {
				return "redoing: its output " + k + " is missing"
			}
			return "redoing: its output " + k + " was changed after it was written"
		}
	}
	return ""
}

// acceptHint tells how to take in the verdicts of a ledger CSV kept aside.
func acceptHint(kept string) string {
	return fmt.Sprintf("; verdicts filled in there are not in the study until 'mcperr ledger accept STUDY %s --by NAME' takes them in", kept)
}
