package adjudication

import (
	"math"
	"testing"
)

// confusionOf builds a 2x2 matrix from the four cells of a published table.
func confusionOf(yy, yn, ny, nn int) Confusion {
	return Confusion{Labels: []string{"yes", "no"}, Counts: [][]int{{yy, yn}, {ny, nn}}}
}

// The worked examples of Wikipedia's "Cohen's kappa" article: the grant-proposal example
// (kappa 0.4), and the two tables with equal raw agreement and different kappa (0.1304, 0.2593).
func TestKappaPublishedExamples(t *testing.T) {
	cases := []struct {
		name          string
		c             Confusion
		kappa, po, pe float64
	}{
		{"grant proposals", confusionOf(20, 5, 10, 15), 0.4, 0.7, 0.5},
		{"same agreement, symmetric", confusionOf(45, 15, 25, 15), 0.1304, 0.6, 0.54},
		{"same agreement, asymmetric", confusionOf(25, 35, 5, 35), 0.2593, 0.6, 0.46},
	}
	for _, c := range cases {
		k, po, pe := c.c.Kappa()
		if math.Abs(k-c.kappa) > 5e-5 || math.Abs(po-c.po) > 1e-9 || math.Abs(pe-c.pe) > 1e-9 {
			t.Errorf("%s: kappa %.4f po %.4f pe %.4f, want %.4f %.4f %.4f", c.name, k, po, pe, c.kappa, c.po, c.pe)
		}
	}
}

func TestKappaFromCodes(t *testing.T) {
	// Three categories, by hand: coder a uses p 4, j 3, s 3 times; coder b p 4, j 4, s 2 times;
	// they agree on 8 of 10, so po = 0.8 and pe = (4*4 + 3*4 + 3*2)/100 = 0.34.
	a := []string{"p", "p", "p", "p", "j", "j", "j", "s", "s", "s"}
	b := []string{"p", "p", "p", "j", "j", "j", "j", "s", "s", "p"}
	k, po, pe := NewConfusion(a, b).Kappa()
	wantPe := (4*4 + 3*4 + 3*2) / 100.0
	wantPo := 0.8
	if math.Abs(po-wantPo) > 1e-9 || math.Abs(pe-wantPe) > 1e-9 || math.Abs(k-(wantPo-wantPe)/(1-wantPe)) > 1e-9 {
		t.Errorf("kappa %.4f po %.4f pe %.4f, want po %.2f pe %.2f", k, po, pe, wantPo, wantPe)
	}
}

func TestKappaUndefinedWhenOneCategory(t *testing.T) {
	k, po, _ := NewConfusion([]string{"x", "x"}, []string{"x", "x"}).Kappa()
	if !math.IsNaN(k) || po != 1 {
		t.Errorf("kappa %v po %v, want NaN and 1", k, po)
	}
	if k, _, _ := NewConfusion(nil, nil).Kappa(); !math.IsNaN(k) {
		t.Errorf("kappa of no items = %v, want NaN", k)
	}
}
