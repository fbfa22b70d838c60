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

// MergeInto merges the ledgers of the shard directories dirs (study or ledger directories) into
// the ledger directory out, as `mcperr ledger merge` does. The shards' verdicts come along into
// out/verdicts.json, so that the merged study owns them. out must be new, empty, or an earlier
// merge of the same study: then its verdicts are kept and win over a shard's different one (which
// stays in their "previous" list, and is returned as a replacement), as a re-scan keeps a study's,
// and the verdicts whose findings are gone are listed as stale. A study directory, a ledger of
// another study, a directory holding something else, or a ledger.csv with verdicts typed in and
// not yet accepted is refused before anything is written.
func MergeInto(out string, dirs []string, tool string) (*adjudication.Ledger, []adjudication.Replacement, error) {
	var shards []*adjudication.Ledger
	var fromShards []adjudication.Verdict
	for _, d := range dirs {
		ld, err := LedgerDir(d)
		if err != nil {
			return nil, nil, err
		}
		l, err := adjudication.ReadLedger(ld)
		if err != nil {
			return nil, nil, err
		}
		shards = append(shards, l)
		// A study keeps its verdicts beside the ledger directory, a merge inside it.
		vs, err := ReadVerdicts(filepath.Dir(ld))
		if ld == d {
			vs, err = ReadVerdicts(ld)
		}
		if err != nil {
			return nil, nil, err
		}
		fromShards = append(fromShards, vs...)
	}
	merged, err := adjudication.Merge(shards)
	if err != nil {
		return nil, nil, err
	}
	kept, err := verdictsToKeep(out, merged.Study)
	if err != nil {
		return nil, nil, err
	}
	all, _ := adjudication.MergeVerdicts(nil, fromShards)
	all, replaced := adjudication.MergeVerdicts(all, kept)
	if len(all) > 0 {
		all, _ = adjudication.MergeVerdicts(merged.Stale, all)
		adjudication.ApplyVerdicts(merged, all)
		if err := adjudication.WriteJSON(filepath.Join(out, VerdictsName), all); err != nil {
			return nil, nil, err
		}
	}
	return merged, replaced, writeLedgerDir(out, merged, tool)
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
