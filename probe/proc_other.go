//go:build !unix

package probe

import "os/exec"

// setProcessGroup does nothing where there are no process groups.
func setProcessGroup(cmd *exec.Cmd) {}

// killGroup kills the process itself where there are no process groups.
func killGroup(cmd *exec.Cmd, hard bool) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
