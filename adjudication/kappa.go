package adjudication

import (
	"math"
	"slices"
)

// Confusion is a confusion matrix of two coders over the same items: Counts[i][j] is the number of
// items coder A put in Labels[i] and coder B in Labels[j].
type Confusion struct {
	Labels []string `json:"labels"`
	Counts [][]int  `json:"counts"`
}

// NewConfusion builds the matrix from paired codes; the labels are every value either coder used,
// sorted, so the matrix is square and its layout stable.
func NewConfusion(a, b []string) Confusion {
	var labels []string
	for _, v := range append(slices.Clone(a), b...) {
		if !slices.Contains(labels, v) {
			labels = append(labels, v)
		}
	}
	slices.Sort(labels)
	idx := make(map[string]int, len(labels))
	for i, l := range labels {
		idx[l] = i
	}
	c := Confusion{Labels: labels, Counts: make([][]int, len(labels))}
	for i := range c.Counts {
		c.Counts[i] = make([]int, len(labels))
	}
	for i := range a {
		c.Counts[idx[a[i]]][idx[b[i]]]++
	}
	return c
}

// N returns the number of items.
func (c Confusion) N() int {
	n := 0
	for _, row := range c.Counts {
		for _, v := range row {
			n += v
		}
	}
	return n
}

// Kappa returns Cohen's (unweighted) kappa, the observed agreement po and the agreement pe
// expected by chance from the coders' marginal distributions: kappa = (po - pe) / (1 - pe).
// Kappa is NaN when it is undefined: no items, or both coders used one and the same category
// for every item (pe = 1).
func (c Confusion) Kappa() (kappa, po, pe float64) {
	n := float64(c.N())
	if n == 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	k := len(c.Labels)
	rows := make([]float64, k)
	cols := make([]float64, k)
	var agree float64
	for i := 0; i < k; i++ {
		for j := 0; j < k; j++ {
			v := float64(c.Counts[i][j])
			rows[i] += v
			cols[j] += v
			if i == j {
				agree += v
			}
		}
	}
	po = agree / n
	for i := 0; i < k; i++ {
		pe += (rows[i] / n) * (cols[i] / n)
	}
	if pe >= 1 {
		return math.NaN(), po, pe
	}
	return (po - pe) / (1 - pe), po, pe
}
