package study

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/mcperr/mcperr/adjudication"
)

// ReportDir is where a study's report goes: DIR/report, for a study directory and for a ledger
// directory alike, so `mcperr report` and `mcperr ledger merge` write to the same place.
func ReportDir(dir string) string { return filepath.Join(dir, "report") }

// MergeInto merges shard ledgers into the ledger directory out, as `mcperr ledger merge` does.
// out must be new, empty, or an earlier merge of the same study: then its verdicts (verdicts.json)
// are kept and applied to the merged rows, as a re-scan keeps a study's, and their findings that
// are gone are listed as stale. A study directory, a ledger of another study, a directory holding
// something else, or a ledger.csv with verdicts typed in and not yet accepted is refused before
// anything is written.
func MergeInto(out string, shards []*adjudication.Ledger, tool string) (*adjudication.Ledger, error) {
	merged, err := adjudication.Merge(shards)
	if err != nil {
		return nil, err
	}
	kept, err := verdictsToKeep(out, merged.Study)
	if err != nil {
		return nil, err
	}
	if len(kept) > 0 {
		all, _ := adjudication.MergeVerdicts(merged.Stale, kept)
		adjudication.ApplyVerdicts(merged, all)
	}
	return merged, writeLedgerDir(out, merged, tool)
}

// verdictsToKeep checks that out may receive a merge of study and returns the verdicts an
// earlier merge into it recorded.
func verdictsToKeep(out, study string) ([]adjudication.Verdict, error) {
	entries, err := os.ReadDir(out)
	if errors.Is(err, fs.ErrNotExist) || err == nil && len(entries) == 0 {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(filepath.Join(out, InfoName)); err == nil {
		return nil, fmt.Errorf("--out %s is a study directory (it has %s): a merge writes a ledger directory; choose another --out", out, InfoName)
	}
	var have adjudication.Ledger
	if err := adjudication.ReadJSON(filepath.Join(out, adjudication.LedgerJSON), &have); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("--out %s is not empty and holds no %s: not the output of an earlier merge; choose another --out", out, adjudication.LedgerJSON)
		}
		return nil, fmt.Errorf("--out %s: %w", out, err)
	}
	if have.Study != study {
		return nil, fmt.Errorf("--out %s holds the ledger of study %s, and these shards are of study %s; choose another --out", out, have.Study, study)
	}
	c, err := EditedVerdicts(out)
	if err != nil {
		return nil, err
	}
	if c != nil {
		return nil, fmt.Errorf("--out %s: its %s holds %d verdict cell(s) edited by hand (first: %s); take them in with 'mcperr ledger accept %s --by NAME' before merging into it",
			out, adjudication.LedgerCSV, len(c.Edits), c.Edits[0], out)
	}
	return ReadVerdicts(out)
}
