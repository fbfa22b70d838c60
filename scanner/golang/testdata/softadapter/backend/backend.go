package backend

import "errors"

// Outcome is what a probe run answers.
type Outcome struct {
	OK    bool   `json:"ok"`
	Probe string `json:"probe,omitempty"`
	Error string `json:"error,omitempty"`
}

// Launch answers each failure with an Outcome built as one, beside its error.
func Launch(spec string) (*Outcome, error) {
	if spec == "" {
		return &Outcome{OK: false, Error: "empty spec"}, errors.New("empty spec")
	}
	if len(spec) > 64 {
		return &Outcome{OK: false, Error: "spec too long"}, errors.New("spec too long")
	}
	if spec == "none" {
		// A "no results" text, but the flag says the launch failed.
		return &Outcome{OK: false, Error: "no probe found"}, errors.New("no probe found")
	}
	return &Outcome{OK: true, Probe: spec}, nil
}

// Inspect fails the same way; its caller returns the error.
func Inspect(spec string) (*Outcome, error) {
	if spec == "" {
		return &Outcome{OK: false, Error: "nothing to inspect"}, errors.New("nothing to inspect")
	}
	return &Outcome{OK: true, Probe: spec}, nil
}
