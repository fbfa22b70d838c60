package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newCloneCmd is a placeholder until its issue lands; its owner replaces this file.
func newCloneCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "clone",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("clone: not built yet")
		},
	}
}
