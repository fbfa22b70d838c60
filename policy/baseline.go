package policy

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"

	"github.com/mcperr/mcperr/internal/atomicfile"
	"github.com/mcperr/mcperr/scanner/finding"
)

// BaselineVersion is the version of the baseline file this package reads and writes.
const BaselineVersion = 1

// Baseline is a set of accepted findings, keyed by fingerprint. The rule, path and message are
// there for the people who review the file; only the fingerprint decides a match, because it
// survives line shifts. An entry also matches a finding's legacy fingerprint (one an earlier
// version gave it), so a baseline survives a change of fingerprints; it is written with the
// current ones.
type Baseline struct {
	Version int             `json:"version"`
	Tool    string          `json:"tool"`
	Entries []BaselineEntry `json:"entries"`
}

// BaselineEntry is one accepted finding.
type BaselineEntry struct {
	Fingerprint string `json:"fingerprint"`
	Rule        string `json:"rule"`
	Path        string `json:"path"`
	Message     string `json:"message"`
}

// NewBaseline returns a baseline that accepts the given findings, sorted by path, rule and
// fingerprint so that the file diffs well in review.
func NewBaseline(fs []finding.Finding) *Baseline {
	b := &Baseline{Version: BaselineVersion, Tool: "mcperr", Entries: make([]BaselineEntry, 0, len(fs))}
	for _, f := range fs {
		b.Entries = append(b.Entries, BaselineEntry{Fingerprint: f.Fingerprint, Rule: f.Rule, Path: f.Path, Message: f.Message})
	}
	sort.Slice(b.Entries, func(i, j int) bool {
		x, y := b.Entries[i], b.Entries[j]
		if x.Path != y.Path {
			return x.Path < y.Path
		}
		if x.Rule != y.Rule {
			return x.Rule < y.Rule
		}
		return x.Fingerprint < y.Fingerprint
	})
	return b
}

// WriteBaseline writes a baseline that accepts the given findings to path. The write is atomic:
// a temporary file in the same directory, then a rename, so a crash never leaves half a file.
func WriteBaseline(path string, fs []finding.Finding) error {
	data, err := json.MarshalIndent(NewBaseline(fs), "", "  ")
	if err != nil {
		return fmt.Errorf("baseline %s: %w", path, err)
	}
	data = append(data, '\n')
	if err := atomicfile.Write(path, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return fmt.Errorf("baseline %s: %w", path, err)
	}
	return nil
}

// LoadBaseline reads a baseline file. A file of another version, an entry without a
// fingerprint or a fingerprint listed twice is an error that names the file.
func LoadBaseline(path string) (*Baseline, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("baseline: %w", err)
	}
	var b Baseline
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, fmt.Errorf("baseline %s: not a baseline file: %w", path, err)
	}
	if b.Version != BaselineVersion {
		return nil, fmt.Errorf("baseline %s: version %d, want %d", path, b.Version, BaselineVersion)
	}
	seen := make(map[string]bool, len(b.Entries))
	for i, e := range b.Entries {
		if e.Fingerprint == "" {
			return nil, fmt.Errorf("baseline %s: entry %d (%s %s) has no fingerprint", path, i+1, e.Rule, e.Path)
		}
		if seen[e.Fingerprint] {
			return nil, fmt.Errorf("baseline %s: fingerprint %s is listed twice", path, e.Fingerprint)
		}
		seen[e.Fingerprint] = true
	}
	return &b, nil
}
