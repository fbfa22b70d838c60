package typescript

import "github.com/mcperr/mcperr/scanner/finding"

// problems runs the rules that judge sites already found.
func (f *file) problems(sites []*site) []finding.Finding {
	return nil
}
