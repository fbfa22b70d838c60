// Package tasklib finds lines of a note for the handlers of tasksrv: some of its functions
// return, with a nil error, only an index of a range over the lines they are given.
package tasklib

import (
	"errors"
	"fmt"
	"strings"
)

// FindLine returns the 1-based number of the one line holding text: an index of the range
// over lines plus one, whenever the error is nil.
func FindLine(lines []string, text string) (int, error) { // want FindLine:`summary\(index 0 of range over 0\+1\)`
	var matches []int
	for i, l := range lines {
		if strings.Contains(l, text) {
			matches = append(matches, i+1)
		}
	}
	switch len(matches) {
	case 0:
		return 0, fmt.Errorf("no line holds %q", text)
	case 1:
		n := matches[0]
		return n, nil
	default:
		return 0, errors.New("ambiguous")
	}
}

// FindIndex returns the index of the line equal to text.
func FindIndex(lines []string, text string) (int, error) { // want FindIndex:`summary\(returns\[\[0\] \[\]\]; index 0 of range over 0\+0\)`
	for i, l := range lines {
		if l == text {
			return i, nil
		}
	}
	return -1, fmt.Errorf("no line %q", text)
}

// Loose returns 0 with a nil error when no line holds text: not an index.
func Loose(lines []string, text string) (int, error) { // want Loose:`summary\(returns\[\[0\] \[\]\]\)$`
	for i, l := range lines {
		if strings.Contains(l, text) {
			return i + 1, nil
		}
	}
	return 0, nil
}

// Passed returns the error it is given, which may be nil, with 0.
func Passed(lines []string, text string, err error) (int, error) { // want Passed:`summary\(returns\[\[0\] \[\]\]\)$`
	for i, l := range lines {
		if l == text {
			return i + 1, nil
		}
	}
	return 0, err
}

// Shifted adds 5 to a match after collecting it: no longer an index.
func Shifted(lines []string, text string) (int, error) {
	var matches []int
	for i, l := range lines {
		if l == text {
			matches = append(matches, i+1)
		}
	}
	if len(matches) == 0 {
		return 0, errors.New("none")
	}
	matches[0] += 5
	return matches[0], nil
}
