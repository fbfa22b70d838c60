package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newReportCmd is a placeholder until its issue lands; its owner replaces this file.
func newReportCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "report",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("report: not built yet")
		},
	}
}
