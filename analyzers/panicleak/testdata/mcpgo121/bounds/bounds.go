// Package bounds holds the range helpers a server keeps in a package of its own: what they
// return has a lower end when the ends their callers give do.
package bounds

import "strconv"

// Within returns n kept in [lo, hi], swapping the ends when they come reversed.
func Within(n, lo, hi int) int { // want Within:`summary\(returns\[\[0 1 2\]\]; boundedIf\[\[\[1 2\]\]\]\)`
	if lo > hi {
		lo, hi = hi, lo
	}
	if n < lo {
		return lo
	}
	if n > hi {
		return hi
	}
	return n
}

// AtLeast returns n, or lo when n is below it.
func AtLeast(n, lo int) int { // want AtLeast:`summary\(returns\[\[0 1\]\]; boundedIf\[\[\[1\] \[0\]\]\]\)`
	if n >= lo {
		return n
	}
	return lo
}

// AtMost caps n at hi only: nothing keeps n from being negative.
func AtMost(n, hi int) int { // want AtMost:`summary\(returns\[\[0 1\]\]; boundedIf\[\[\[0 1\]\]\]\)`
	if n > hi {
		return hi
	}
	return n
}

// Shifted checks n against lo and then moves it: the check says nothing of what it returns.
func Shifted(n, lo, by int) int { // want Shifted:`summary\(returns\[\[0 1\]\]\)`
	if n < lo {
		return lo
	}
	n -= by
	return n
}

// Span parses a count and keeps it in [lo, hi].
func Span(raw string, lo, hi int) (int, error) { // want Span:`summary\(returns\[\[1 2\] \[\]\]; boundedIf\[\[\[1 2\]\] \[\]\]\)`
	n, err := strconv.Atoi(raw)
	if err != nil {
		return lo, err
	}
	return Within(n, lo, hi), nil
}
