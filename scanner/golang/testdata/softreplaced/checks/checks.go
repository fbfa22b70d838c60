package checks

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
)

// Finding is one entry of a checker's answer: a problem found, or the checker's failure.
type Finding struct {
	File    string `json:"file,omitempty"`
	Message string `json:"message,omitempty"`
	Error   string `json:"error,omitempty"`
}

// Checker runs one tool over a project.
type Checker interface {
	Run(ctx context.Context, dir string) ([]Finding, error)
}

// Vet runs go vet.
type Vet struct{}

// Run answers the tool's own failure with one entry that carries it, and a nil error.
func (Vet) Run(ctx context.Context, dir string) ([]Finding, error) {
	out, exitErr := exec.CommandContext(ctx, "go", "vet", "./...").Output()
	var found []Finding
	if err := json.Unmarshal(out, &found); err != nil {
		return []Finding{{Error: fmt.Sprintf("unexpected output from go vet: %v", err)}}, nil // want: softerror function=Vet.Run related=main.go:181
	}
	if exitErr != nil && len(found) == 0 {
		found = append(found, Finding{Error: exitErr.Error()}) // want: softerror function=Vet.Run related=main.go:181
	}
	return found, nil
}

// Lint runs a linter over each file.
type Lint struct{ Files []string }

// Run puts the failure on one file beside the findings of the others: a batch whose call
// succeeded.
func (l Lint) Run(ctx context.Context, dir string) ([]Finding, error) {
	var found []Finding
	for _, f := range l.Files {
		out, err := exec.CommandContext(ctx, "lint", f).Output()
		if err != nil {
			found = append(found, Finding{File: f, Error: err.Error()})
			continue
		}
		found = append(found, Finding{File: f, Message: string(out)})
	}
	out, err := exec.CommandContext(ctx, "lint", "--summary").Output()
	if err != nil {
		found = append(found, Finding{Error: err.Error()})
	} else {
		found = append(found, Finding{Message: string(out)})
	}
	return found, nil
}

// Strict returns its failure as an error: the tool answers it with an isError result.
type Strict struct{}

func (Strict) Run(ctx context.Context, dir string) ([]Finding, error) {
	out, err := exec.CommandContext(ctx, "strict").Output()
	if err != nil {
		return []Finding{{Error: err.Error()}}, err
	}
	return []Finding{{Message: string(out)}}, nil
}
