package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/adjudication/study"
	"github.com/mcperr/mcperr/report"
)

// newLedgerCmd builds `mcperr ledger`: coding, agreement, adjudication, merge and checks of a
// study's ledger.
func newLedgerCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ledger",
		Short: "Code, agree, adjudicate, merge and check a study's ledger",
		Long: `The ledger is one row per raw candidate of a study (STUDY/ledger/ledger.csv and its JSON twin
ledger.json). Coders each get a blind sheet (ledger code), their agreement is measured with Cohen's
kappa (ledger agree), and their verdicts, with an adjudicator's where they disagree, go into the
study (ledger adjudicate). Verdicts are keyed by fingerprint: a re-scan keeps every verdict whose
finding still exists and lists the others as stale.`,
	}
	// Messages quote paths and cells of scanned repositories: control characters in them are
	// shown as escapes. The summary's JSON escapes them itself and keeps the raw streams.
	people := streams{in: s.in, out: adjudication.ForPeople(s.out), err: adjudication.ForPeople(s.err)}
	cmd.AddCommand(newLedgerCodeCmd(people), newLedgerAgreeCmd(people), newLedgerAdjudicateCmd(people),
		newLedgerAcceptCmd(people), newLedgerMergeCmd(people), newLedgerCheckCmd(people), newLedgerSummaryCmd(s))
	return cmd
}

func loadStudyLedger(dir string) (*adjudication.Ledger, error) {
	ld, err := study.LedgerDir(dir)
	if err != nil {
		return nil, err
	}
	return adjudication.ReadLedger(ld)
}

func newLedgerCodeCmd(s streams) *cobra.Command {
	var coder, out string
	var force bool
	cmd := &cobra.Command{
		Use:   "code STUDY --coder NAME",
		Short: "Write a blind coding sheet for one coder",
		Long: `code writes STUDY/coding/NAME.csv: every ledger row with what a coder needs to find and judge it
(path, line, function, the question, the code) and empty columns verdict, shape and reason. It
shows no machine classification and no other coder's verdicts. An existing sheet is never
overwritten without --force: it may hold a coder's work.

` + adjudication.NormalizationRule + `.`,
		Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			l, err := loadStudyLedger(args[0])
			if err != nil {
				return err
			}
			if out == "" {
				out = filepath.Join(args[0], "coding", sheetFileName(coder))
			}
			if _, err := os.Stat(out); err == nil && !force {
				return fmt.Errorf("%s exists and may hold %s's coding; use --force to replace it or --out for another file", out, coder)
			}
			err = adjudication.WriteFileAtomic(out, func(w io.Writer) error {
				return adjudication.WriteSheet(w, l, coder, study.Snippets(args[0]))
			})
			if err != nil {
				return err
			}
			fmt.Fprintf(s.out, "%s: %s for %s to code (fields: %s; %s)\n", out, report.Count(len(l.Rows), "row", "rows"), coder, codedFieldNames(), adjudication.NormalizationRule)
			return nil
		},
	}
	cmd.Flags().StringVar(&coder, "coder", "", "the coder's name (required)")
	cmd.Flags().StringVar(&out, "out", "", "sheet file (default STUDY/coding/NAME.csv)")
	cmd.Flags().BoolVar(&force, "force", false, "replace an existing sheet")
	cmd.MarkFlagRequired("coder")
	return cmd
}

// sheetFileName turns a coder's name into a file name.
func sheetFileName(coder string) string {
	name := strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == 0 || r == ':' {
			return '_'
		}
		return r
	}, strings.TrimSpace(coder))
	return strings.TrimLeft(name, ".") + ".csv"
}

func codedFieldNames() string {
	var names []string
	for _, f := range adjudication.CodedFields {
		names = append(names, f.Name+" ("+strings.Join(f.Values, "|")+")")
	}
	return strings.Join(names, ", ")
}

// readSheets reads coding sheets against the ledger, printing what each tolerated and, for
// coders' sheets (coverage), which rows each leaves uncoded.
func readSheets(w io.Writer, l *adjudication.Ledger, names []string, coverage bool) ([]*adjudication.Sheet, error) {
	var out []*adjudication.Sheet
	for _, n := range names {
		sh, err := adjudication.ReadSheetFile(n, l)
		if err != nil {
			return nil, err
		}
		notes := sh.Notes
		if coverage {
			notes = append(notes, sh.Coverage...)
		}
		for _, note := range notes {
			fmt.Fprintf(w, "%s: %s\n", n, note)
		}
		out = append(out, sh)
	}
	return out, nil
}

func newLedgerAgreeCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "agree STUDY SHEET SHEET...",
		Short: "Cohen's kappa and raw agreement per coded field, with confusion matrices",
		Long: `agree compares two or more coding sheets pairwise, per coded field, over the rows both coders
coded: Cohen's kappa, raw agreement and the confusion matrix. The result is kept in
STUDY/coding/agreement.json and shown in the study's report.`,
		Args: cobra.MinimumNArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := loadStudyLedger(args[0])
			if err != nil {
				return err
			}
			sheets, err := readSheets(s.err, l, args[1:], true)
			if err != nil {
				return err
			}
			as, err := adjudication.Agree(l, sheets)
			if err != nil {
				return err
			}
			io.WriteString(s.out, adjudication.FormatAgreement(as))
			if err := adjudication.WriteJSON(filepath.Join(args[0], "coding", study.AgreementName), nanSafe(as)); err != nil {
				return err
			}
			return refresh(cmd, s, args[0])
		},
	}
}

// refresh rewrites the study's ledger and report, saying which hand-edited files it kept aside.
func refresh(cmd *cobra.Command, s streams, dir string) error {
	kept, err := study.Refresh(cmd.Context(), dir, version, nil)
	for _, k := range kept {
		fmt.Fprintf(s.err, "note: %s\n", k)
	}
	return err
}

// nanSafe replaces undefined kappas (NaN, which JSON cannot hold) with -2, outside kappa's range,
// and the report shows them as n/a.
func nanSafe(as []adjudication.Agreement) []adjudication.Agreement {
	for i := range as {
		for _, p := range []*float64{&as[i].Kappa, &as[i].Raw, &as[i].Chance} {
			if *p != *p {
				*p = -2
			}
		}
	}
	return as
}

func newLedgerAdjudicateCmd(s streams) *cobra.Command {
	var adjudicator string
	cmd := &cobra.Command{
		Use:   "adjudicate STUDY SHEET SHEET... [--adjudicator SHEET]",
		Short: "Merge coders' sheets and an adjudicator's decisions into the study's verdicts",
		Long: `adjudicate turns coding sheets into verdicts: where the coders agree their value stands, where
they disagree the adjudicator's sheet decides, and what no one decided is listed as unresolved
(and shown in the report) and makes the command exit 1. The sheets must be of at least two
different coders, each coding something; the adjudicator must be someone else. Verdicts are
added to STUDY/verdicts.json (keyed by repository and fingerprint); a verdict that replaces an
earlier, different one is listed and keeps the earlier decision in its "previous" list. The
ledger and report are rewritten with them. STUDY may also be the output directory of 'ledger
merge'.`,
		Args: cobra.MinimumNArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			l, err := loadStudyLedger(dir)
			if err != nil {
				return err
			}
			sheets, err := readSheets(s.err, l, args[1:], true)
			if err != nil {
				return err
			}
			var adj *adjudication.Sheet
			if adjudicator != "" {
				as, err := readSheets(s.err, l, []string{adjudicator}, false)
				if err != nil {
					return err
				}
				adj = as[0]
			}
			vs, open, err := adjudication.Adjudicate(l, sheets, adj)
			if err != nil {
				return err
			}
			old, err := study.ReadVerdicts(dir)
			if err != nil {
				return err
			}
			merged, replaced := adjudication.MergeVerdicts(old, vs)
			name := filepath.Join(dir, study.VerdictsName)
			if err := adjudication.WriteJSON(name, merged); err != nil {
				return err
			}
			fmt.Fprintf(s.out, "%s recorded in %s\n", report.Count(len(vs), "verdict", "verdicts"), name)
			where := map[string]string{}
			for i := range l.Rows {
				where[l.Rows[i].Key()] = fmt.Sprintf("%s:%d (%s)", l.Rows[i].Path, l.Rows[i].Line, l.Rows[i].Rule)
			}
			for _, r := range replaced {
				fmt.Fprintf(s.out, "replaced the verdict on %s %s: was %s, now %s; the earlier decision is kept in its \"previous\" list\n",
					r.New.Key(), where[r.New.Key()], r.Old.Decision(), r.New.Decision())
			}
			for _, u := range open {
				var votes []string
				for _, c := range slices.Sorted(maps.Keys(u.Values)) {
					votes = append(votes, c+" "+cmp.Or(u.Values[c], "(blank)"))
				}
				fmt.Fprintf(s.out, "unresolved %s: %s %s: %s\n", u.Field, u.Key, where[u.Key], strings.Join(votes, ", "))
			}
			switch {
			case len(open) > 0 && adj != nil:
				fmt.Fprintf(s.out, "%s not decided in the adjudicator's sheet %s: fill in those rows' verdict or shape there and run adjudicate again\n", report.Count(len(open), "field the coders disagree on is", "fields the coders disagree on are"), adjudicator)
			case len(open) > 0:
				fmt.Fprintf(s.out, "%s an adjudicator: give a sheet deciding them (made with 'mcperr ledger code %s --coder NAME') with --adjudicator SHEET\n", report.Count(len(open), "field the coders disagree on needs", "fields the coders disagree on need"), dir)
			}
			if err := refresh(cmd, s, dir); err != nil {
				return err
			}
			if len(open) > 0 {
				return errFindings
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&adjudicator, "adjudicator", "", "the adjudicator's coding sheet, which decides disagreements")
	return cmd
}

func newLedgerMergeCmd(s streams) *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "merge --out DIR SHARD...",
		Short: "Combine the ledgers of a study's shards into the unsharded ledger",
		Long: `merge reads the ledger of each shard (a study directory written by 'mcperr audit --shard K/N', or
its ledger directory) and writes into DIR the ledger, paths and summary that one unsharded run
writes, the shards' verdicts into DIR/verdicts.json, and the report into DIR/report, where
'mcperr report DIR' writes it. Shards of different studies, or a repository in two shards, are
refused. DIR must be new, empty, or an earlier merge of the same study, whose verdicts are then
kept (as a re-scan keeps them) and stand over a shard's different one, which is said and kept in
their "previous" list; a study directory, another study's ledger, or a ledger.csv with verdicts
typed in and not yet accepted is refused.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if out == "" {
				return errors.New("merge: --out DIR is required")
			}
			merged, replaced, err := study.MergeInto(out, args, version)
			if err != nil {
				return err
			}
			fmt.Fprintf(s.out, "merged %s of study %s into %s (%s); report in %s\n", report.Count(len(args), "shard", "shards"), merged.Study, out, report.Count(len(merged.Rows), "row", "rows"), study.ReportDir(out))
			for _, r := range replaced {
				fmt.Fprintf(s.out, "the verdict on %s %s:%d recorded in %s (%s) differs from its shard's (%s) and stands; the shard's is kept in its \"previous\" list\n",
					r.New.Key(), r.New.Path, r.New.Line, out, r.New.Decision(), r.Old.Decision())
			}
			if n := len(merged.Stale); n > 0 {
				fmt.Fprintf(s.out, "%s recorded in %s went stale (no finding of the merged shards matches); listed in %s\n", report.Count(n, "verdict", "verdicts"), out, adjudication.StaleCSV)
			}
			io.WriteString(s.out, "\n"+adjudication.Summarize(merged).FormatTable())
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "directory for the merged ledger (required)")
	return cmd
}

func newLedgerCheckCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "check STUDY [LEDGER.csv]",
		Short: "Check a ledger CSV (perhaps edited in a spreadsheet) against the study's JSON twin",
		Long: `check reads a ledger CSV, by default STUDY/ledger/ledger.csv, as a spreadsheet may have saved it
(a byte-order mark, columns reordered, quotes and newlines in cells) and explains how it differs
from the JSON twin the study wrote: deleted or added rows, changed machine columns, rows of another
study, duplicate fingerprints, and every verdict cell filled in or changed by hand, which the study
does not hold until 'mcperr ledger accept' takes it in. It exits 1 when it finds any of them.`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(_ *cobra.Command, args []string) error {
			l, c, err := checkLedgerCSV(args)
			if err != nil {
				return err
			}
			for _, n := range c.Notes {
				fmt.Fprintf(s.out, "%s: note: %s\n", c.Name, n)
			}
			for _, p := range c.Problems {
				fmt.Fprintf(s.out, "%s: %s\n", c.Name, p)
			}
			if len(c.Edits) > 0 {
				io.WriteString(s.out, editsMessage(args[0], c))
			}
			if len(c.Problems) > 0 || len(c.Edits) > 0 {
				return errFindings
			}
			fmt.Fprintf(s.out, "%s: %s the study's ledger\n", c.Name, report.Count(len(l.Rows), "row matches", "rows match"))
			return nil
		},
	}
}

// checkLedgerCSV reads the ledger of STUDY (args[0]) and checks the ledger CSV args[1], by
// default the study's own ledger.csv.
func checkLedgerCSV(args []string) (*adjudication.Ledger, *adjudication.CSVCheck, error) {
	ld, err := study.LedgerDir(args[0])
	if err != nil {
		return nil, nil, err
	}
	l, err := adjudication.ReadLedger(ld)
	if err != nil {
		return nil, nil, err
	}
	name := filepath.Join(ld, adjudication.LedgerCSV)
	if len(args) == 2 {
		name = args[1]
	}
	c, err := adjudication.CheckLedgerCSV(name, l)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fmt.Errorf("%s: no such file", name)
	}
	return l, c, err
}

// editsMessage lists the verdict cells edited in a ledger CSV and the command that takes them in.
func editsMessage(dir string, c *adjudication.CSVCheck) string {
	var b strings.Builder
	for _, e := range c.Edits {
		fmt.Fprintf(&b, "%s: %s\n", c.Name, e)
	}
	fmt.Fprintf(&b, "%s: %s edited by hand not in the study's verdicts, so reports and re-runs do not count them: take them in with 'mcperr ledger accept %s %s --by YOUR-NAME'\n",
		c.Name, report.Count(len(c.Edits), "verdict cell is", "verdict cells are"), dir, c.Name)
	return b.String()
}

func newLedgerAcceptCmd(s streams) *cobra.Command {
	var by string
	cmd := &cobra.Command{
		Use:   "accept STUDY [LEDGER.csv] --by NAME",
		Short: "Take in the verdicts filled in or changed by hand in a ledger CSV",
		Long: `accept reads a ledger CSV, by default STUDY/ledger/ledger.csv, finds every verdict cell that differs
from the study's verdicts (as 'ledger check' lists them) and records them as verdicts by NAME in
STUDY/verdicts.json, then rewrites the ledger and report. Values are read by the coding sheets'
rule (` + adjudication.NormalizationRule + `). A verdict that replaces an earlier one keeps it in its
"previous" list. A cleared verdict, an edit of verdict_by alone or a value that is not allowed is
refused with its row, and then nothing is taken in. A file kept aside as ledger.csv.edited-TIME
by a re-run is accepted the same way.`,
		Args: cobra.RangeArgs(1, 2),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, c, err := checkLedgerCSV(args)
			if err != nil {
				return err
			}
			if len(c.Edits) == 0 {
				fmt.Fprintf(s.out, "%s: no verdict cell differs from the study's verdicts; nothing to take in\n", c.Name)
				return nil
			}
			vs, err := adjudication.AcceptEdits(l, c, by)
			if err != nil {
				return err
			}
			dir := args[0]
			old, err := study.ReadVerdicts(dir)
			if err != nil {
				return err
			}
			merged, replaced := adjudication.MergeVerdicts(old, vs)
			if err := adjudication.WriteJSON(filepath.Join(dir, study.VerdictsName), merged); err != nil {
				return err
			}
			// The edits are in the verdicts now: put back the CSV the study wrote, so that the
			// refresh does not keep the edited file aside as someone's unsaved work.
			if err := study.RestoreLedgerCSV(dir, c.Name, l); err != nil {
				return err
			}
			fmt.Fprintf(s.out, "%s taken in from %s into %s\n", report.Count(len(vs), "verdict", "verdicts"), c.Name, filepath.Join(dir, study.VerdictsName))
			for _, r := range replaced {
				fmt.Fprintf(s.out, "replaced the verdict on %s %s:%d: was %s, now %s; the earlier decision is kept in its \"previous\" list\n",
					r.New.Key(), r.New.Path, r.New.Line, r.Old.Decision(), r.New.Decision())
			}
			return refresh(cmd, s, dir)
		},
	}
	cmd.Flags().StringVar(&by, "by", "", "who edited the verdicts (required)")
	cmd.MarkFlagRequired("by")
	return cmd
}

func newLedgerSummaryCmd(s streams) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "summary STUDY",
		Short: "Print a study's summary table",
		Args:  cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			l, err := loadStudyLedger(args[0])
			if err != nil {
				return err
			}
			if c, err := study.EditedVerdicts(args[0]); err == nil && c != nil {
				fmt.Fprintf(adjudication.ForPeople(s.err), "note: %s holds %s edited by hand that this summary does not count; 'mcperr ledger accept %s --by NAME' takes them in\n", c.Name, report.Count(len(c.Edits), "verdict cell", "verdict cells"), args[0])
			}
			sum := adjudication.Summarize(l)
			if asJSON {
				return writeJSON(s.out, sum)
			}
			_, err = io.WriteString(s.out, sum.FormatTable()) // FormatTable escapes what it shows
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the summary as JSON")
	return cmd
}
