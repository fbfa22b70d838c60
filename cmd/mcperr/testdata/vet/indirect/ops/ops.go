// Package ops reports the server's state through package audit.
package ops

import "example.com/vetdemo/indirect/audit"

// Status returns the state and the probe's error.
func Status() (string, error) {
	if err := audit.Check(func() error { return audit.ErrDown }); err != nil {
		return "", err
	}
	return "up", nil
}
