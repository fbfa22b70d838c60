package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newLedgerCmd is a placeholder until its issue lands; its owner replaces this file.
func newLedgerCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "ledger",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("ledger: not built yet")
		},
	}
}
