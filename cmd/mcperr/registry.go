package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newRegistryCmd is a placeholder until its issue lands; its owner replaces this file.
func newRegistryCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "registry",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("registry: not built yet")
		},
	}
}
