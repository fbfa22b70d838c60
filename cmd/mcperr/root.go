package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	buildversion "github.com/mcperr/mcperr/internal/version"
)

// version is mcperr's version, from package version (the linker's -X for releases, else the
// build info).
var version = buildversion.String()

// Exit codes, as DESIGN.md fixes them.
const (
	exitClean    = 0 // nothing at or above the failing level
	exitFindings = 1 // findings at or above the failing level
	exitFailure  = 2 // usage or runtime failure
)

// errFindings is returned by a command whose run succeeded but found something to fail on.
var errFindings = errors.New("findings at or above the failing level")

// streams are the command's input and output.
type streams struct {
	in       io.Reader
	out, err io.Writer
}

// newRoot builds the command tree. Every subcommand gets the streams; none keeps state in
// package variables, so tests can run the real command tree many times.
func newRoot(s streams) *cobra.Command {
	root := &cobra.Command{
		Use:           "mcperr",
		Short:         "Find and classify the error paths of MCP servers",
		Long:          "mcperr finds every place where MCP server code builds a tool error result, classifies what a client\nreceives, and flags the paths that fail agents.",
		Version:       version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetIn(s.in)
	root.SetOut(s.out)
	root.SetErr(s.err)
	for _, sub := range subcommands {
		root.AddCommand(sub(s))
	}
	addCompletions(root)
	return root
}

// subcommands lists the constructors of the subcommands; each lives in a file of its own.
var subcommands = []func(streams) *cobra.Command{
	newScanCmd,
	newRulesCmd,
	newVetCmd,
	newRegistryCmd,
	newSampleCmd,
	newCloneCmd,
	newAuditCmd,
	newLedgerCmd,
	newReportCmd,
	newConfigCmd,
	newPolicyCmd,
	newProbeCmd,
}

// run executes the command line and turns its outcome into an exit code.
func run(args []string, in io.Reader, out, errw io.Writer) int {
	root := newRoot(streams{in: in, out: out, err: errw})
	root.SetArgs(args)
	err := root.Execute()
	switch {
	case err == nil:
		return exitClean
	case errors.Is(err, errFindings):
		return exitFindings
	default:
		fmt.Fprintf(errw, "mcperr: %v\n", err)
		return exitFailure
	}
}
