//go:build unix

package probe

import (
	"os/exec"
	"syscall"
)

// setProcessGroup starts the command in a process group of its own, so that ending the group
// ends whatever the server started (a shell, npx, go run and their children).
func setProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup signals the command's process group: SIGTERM, or SIGKILL when hard.
func killGroup(cmd *exec.Cmd, hard bool) {
	if cmd.Process == nil {
		return
	}
	sig := syscall.SIGTERM
	if hard {
		sig = syscall.SIGKILL
	}
	syscall.Kill(-cmd.Process.Pid, sig)
}
