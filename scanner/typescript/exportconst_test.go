package typescript

import (
	"regexp"
	"testing"
)

// exportsStringConst scans by hand for what this regular expression matched; the two agree.
var exportStringConstRE = regexp.MustCompile("\\bexport\\s+const\\s+[A-Za-z_$][\\w$]*\\s*=\\s*[\"'`]")

func TestExportsStringConst(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{`export const name = "water_tree";`, true},
		{"export  const\n  NAME='water'", true},
		{"export const $name = `water`", true},
		{"const a = 1;\nexport const name=\"x\"", true},
		{`export const limit = 3;`, false},
		{`export const handler = async () => {}`, false},
		{`export const { name } = "x"`, false},
		{`export default "water"`, false},
		{`myexport const name = "x"`, false},
		{`export const 1name = "x"`, false},
		{`export constant = "x"`, false},
		{`exportconst name = "x"`, false},
		{`export const name == "x"`, false},
		{`export const name`, false},
		{``, false},
	} {
		if got := exportsStringConst([]byte(tc.src)); got != tc.want {
			t.Errorf("exportsStringConst(%q) = %v, want %v", tc.src, got, tc.want)
		}
		if re := exportStringConstRE.MatchString(tc.src); re != tc.want {
			t.Errorf("the regular expression says %v for %q, the table %v", re, tc.src, tc.want)
		}
	}
}
