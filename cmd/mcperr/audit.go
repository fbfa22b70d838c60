package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newAuditCmd is a placeholder until its issue lands; its owner replaces this file.
func newAuditCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "audit",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("audit: not built yet")
		},
	}
}
