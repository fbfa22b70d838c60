package report

import "strconv"

// Count spells a count with its noun, singular when n is 1 ("1 problem", "0 problems",
// "2 entries"), for every count a human reads in text output. Both forms are given because
// English plurals are not all an added s.
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
