// Package notes reads a folder of notes for the tools of package tools.
package notes

import (
	"context"
	"errors"
	"os"
	"path/filepath"
)

// ListResult is the answer of List, which the list_notes tool returns as its typed output.
type ListResult struct {
	Notes []string `json:"notes"`
	Total int      `json:"total"`
	Error string   `json:"error,omitempty"`
}

// Service reads notes under a root folder.
type Service struct{ root string }

// List answers a failure to read the folder with a result whose Error member says so, and a nil
// error: the tool sends it as a successful structured output.
func (s *Service) List(ctx context.Context, dir string) (ListResult, error) {
	if dir == "" {
		return ListResult{}, errors.New("dir is required")
	}
	entries, err := os.ReadDir(filepath.Join(s.root, dir))
	if err != nil {
		if os.IsNotExist(err) {
			return ListResult{Notes: []string{}}, nil
		}
		return ListResult{Notes: []string{}, Error: err.Error()}, nil // want: softerror function=Service.List
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return ListResult{Notes: names, Total: len(names)}, nil
}

// Count returns its failure struct with the error itself: the SDK answers the error with an
// isError result, so nothing is soft.
func (s *Service) Count(dir string) (ListResult, error) {
	entries, err := os.ReadDir(filepath.Join(s.root, dir))
	if err != nil {
		return ListResult{Error: err.Error()}, err
	}
	return ListResult{Total: len(entries)}, nil
}

// Recent builds a failure struct too, but no tool returns its value.
func (s *Service) Recent(dir string) (ListResult, error) {
	if _, err := os.Stat(dir); err != nil {
		return ListResult{Error: err.Error()}, nil
	}
	return ListResult{}, nil
}
