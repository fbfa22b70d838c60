package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/adjudication/study"
	"github.com/mcperr/mcperr/report"
)

// newReportCmd builds `mcperr report STUDY`: the study's Markdown and HTML report.
func newReportCmd(s streams) *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "report STUDY",
		Short: "Write a study's report: Markdown and a self-contained HTML page with charts",
		Long: `report writes report.md and report.html from a study directory (or a merged ledger directory):
the summary table, actionability bits per view, shapes per language, the semantic paths, and the
servers whose clients would have to fall back to prose. The HTML page needs no network. It refuses
a study whose ledger.csv holds verdicts edited by hand that 'mcperr ledger accept' has not taken in.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := args[0]
			ledgerDir, err := study.LedgerDir(dir)
			if err != nil {
				return err
			}
			// A report of a study whose ledger.csv holds verdicts typed in by hand would leave
			// them out without a word: refuse, and say how to take them in.
			edited, err := study.EditedVerdicts(dir)
			if err != nil {
				return err
			}
			if edited != nil {
				io.WriteString(adjudication.ForPeople(s.err), editsMessage(dir, edited))
				return fmt.Errorf("%s holds %s edited by hand that the study does not hold yet; take them in ('mcperr ledger accept') before writing the report", edited.Name, report.Count(len(edited.Edits), "verdict cell", "verdict cells"))
			}
			if out == "" {
				out = study.ReportDir(dir)
			}
			names, err := study.WriteReport(ledgerDir, filepath.Join(dir, "coding", study.AgreementName), out, "mcperr "+version)
			if err != nil {
				return err
			}
			for _, n := range names {
				fmt.Fprintln(s.out, filepath.Join(out, n))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "directory for the report (default STUDY/report)")
	return cmd
}
