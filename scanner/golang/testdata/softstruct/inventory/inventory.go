// Package inventory lists what a job depends on by running a tool; a failure comes back as a
// report whose Problem says what went wrong, with a nil error.
package inventory

import (
	"errors"
	"fmt"
	"os/exec"
)

// Problem says why a listing failed and what to do.
type Problem struct {
	Message string
	Hint    string
}

// Report is a listing, or the Problem that stopped it.
type Report struct {
	Items []string
	Error *Problem
}

// Lister runs the listing tool.
type Lister struct{ bin string }

// NewLister returns a Lister of the tool on PATH.
func NewLister() *Lister { return &Lister{bin: "deps"} }

// List returns the items of dir, or a Report with a Problem.
func (l *Lister) List(dir string) (*Report, error) {
	if dir == "" {
		return nil, errors.New("no directory given")
	}
	path, err := exec.LookPath(l.bin)
	if err != nil {
		return &Report{ // want: softerror function=Lister.List related=deps.go:42
			Error: &Problem{Message: err.Error(), Hint: "install deps"},
		}, nil
	}
	out, err := exec.Command(path, dir).Output()
	if err != nil {
		return &Report{Error: &Problem{Message: fmt.Sprintf("deps failed: %v", err)}}, nil // want: softerror function=Lister.List related=deps.go:42
	}
	return &Report{Items: []string{string(out)}}, nil
}

// Count counts the items of dir; its failures are answered by a formatter that flags them.
func (l *Lister) Count(dir string) (*Report, error) {
	if _, err := exec.LookPath(l.bin); err != nil {
		return &Report{Error: &Problem{Message: err.Error()}}, nil
	}
	return &Report{}, nil
}
