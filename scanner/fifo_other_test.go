//go:build !unix

package scanner

import "errors"

func mkfifo(string) error { return errors.New("no FIFOs") }
