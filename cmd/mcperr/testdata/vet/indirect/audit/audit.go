// Package audit reads answer.Reply's error itself: making Reply hide its error would hide the
// failure from Check.
package audit

import (
	"errors"

	"example.com/vetdemo/indirect/answer"
)

// Check fails when the probe does.
func Check(probe func() error) error {
	_, err := answer.Reply("ok", probe())
	return err
}

// ErrDown is the probe's failure.
var ErrDown = errors.New("down")
