package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newRulesCmd is a placeholder until its issue lands; its owner replaces this file.
func newRulesCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "rules",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("rules: not built yet")
		},
	}
}
