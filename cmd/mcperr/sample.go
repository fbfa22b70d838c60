package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// newSampleCmd is a placeholder until its issue lands; its owner replaces this file.
func newSampleCmd(s streams) *cobra.Command {
	return &cobra.Command{
		Use:   "sample",
		Short: "(not built yet)",
		RunE: func(*cobra.Command, []string) error {
			return errors.New("sample: not built yet")
		},
	}
}
