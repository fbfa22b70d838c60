package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newVetCmd is a placeholder until its issue lands; its owner replaces this file.
func newVetCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "vet",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("vet: not built yet")
		},
	}
}
