package render

import (
	"errors"
	"fmt"
)

// Board renders a league's tables; its texts come with an error result.
type Board struct{}

func fetchTable(league string) ([]string, error) {
	if league == "" {
		return nil, errors.New("no league")
	}
	return []string{league}, nil
}

// Standings answers a failed fetch with a text and a nil error: the tool shows it as the table.
func (b *Board) Standings(league string) (string, error) {
	rows, err := fetchTable(league)
	if err != nil {
		return fmt.Sprintf("Standings unavailable: %v", err), nil // want: softerror related=21,metrics.go:19
	}
	return fmt.Sprintf("%d rows", len(rows)), nil
}

// Fixtures returns its failure as an error: the text beside it is dropped.
func (b *Board) Fixtures(league string) (string, error) {
	rows, err := fetchTable(league)
	if err != nil {
		return "Fixtures unavailable", err
	}
	return fmt.Sprintf("%d fixtures", len(rows)), nil
}
