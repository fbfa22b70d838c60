// Package errkit dresses errors up for the handlers of package cron. Internal and Wrap only wrap
// the error they are given (wrapsError): what they return is that error's failure. Annotate makes
// an error of its own when given none, and Both adds another error: they wrap nothing.
package errkit

import (
	"errors"
	"fmt"
)

// ErrBusy is a failure of the scheduler.
var ErrBusy = errors.New("scheduler busy")

// OpError names the operation that failed.
type OpError struct {
	Op  string
	Err error
}

func (e *OpError) Error() string { return e.Op + ": " + e.Err.Error() } // want Error:`pure`

// Internal marks a failure as the server's.
func Internal(err error) error { // want Internal:`wrapsError\(0\)` Internal:`pure` Internal:`mayReturnError\(errkit/errkit.go:24\)`
	return fmt.Errorf("internal error: %v", err)
}

// Wrap names the operation that failed, and passes nil on.
func Wrap(op string, err error) error { // want Wrap:`wrapsError\(1\)` Wrap:`pure\(checks\)` Wrap:`mayReturnError\(errkit/errkit.go:32\)`
	if err == nil {
		return nil
	}
	return &OpError{Op: op, Err: err}
}

// Annotate makes an error of its own when given none.
func Annotate(err error) error { // want Annotate:`pure` Annotate:`mayReturnError\(errkit/errkit.go:38\)`
	if err == nil {
		return errors.New("failed for no reason")
	}
	return fmt.Errorf("failed: %w", err)
}

// Both joins the error with the scheduler's.
func Both(err error) error { // want Both:`pure` Both:`mayReturnError\(errkit/errkit.go:45\)`
	return errors.Join(err, ErrBusy)
}

// PathError names the operation and path that failed.
type PathError struct {
	Op   string
	Path string
	Err  error
}

func (e *PathError) Error() string { return e.Op + " " + e.Path + ": " + e.Err.Error() } // want Error:`pure`

// NewPathError only wraps the error it is given, in a pointer to a concrete error type.
func NewPathError(op, path string, err error) *PathError { // want NewPathError:`wrapsError\(2\)` NewPathError:`pure`
	return &PathError{Op: op, Path: path, Err: err}
}

// PathErrorOf passes a nil error on as a nil *PathError, which its callers return as a non-nil
// error: it wraps nothing.
func PathErrorOf(op string, err error) *PathError { // want PathErrorOf:`pure`
	if err == nil {
		return nil
	}
	return &PathError{Op: op, Err: err}
}
