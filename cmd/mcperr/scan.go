package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newScanCmd is a placeholder until its issue lands; its owner replaces this file.
func newScanCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "scan",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("scan: not built yet")
		},
	}
}
