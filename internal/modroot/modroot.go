// Package modroot finds the mcperr module's directory, for the generators under internal/
// (gendocs, gennotices) and their tests, which run from anywhere inside the repository.
package modroot

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
)

// Find returns the nearest directory at or above the working directory whose go.mod declares
// module github.com/mcperr/mcperr.
func Find() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && bytes.HasPrefix(b, []byte("module github.com/mcperr/mcperr\n")) {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("not inside the mcperr module")
		}
		dir = parent
	}
}
