package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// complete asks the command tree for completions as a shell does (cobra's __complete), and
// returns the values offered, without their descriptions.
func complete(t *testing.T, args ...string) []string {
	t.Helper()
	var out, errw bytes.Buffer
	if code := run(append([]string{cobra.ShellCompRequestCmd}, args...), strings.NewReader(""), &out, &errw); code != 0 {
		t.Fatalf("__complete %q: exit %d: %s", args, code, errw.String())
	}
	var values []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if !strings.HasPrefix(l, ":") { // the last line is the directive
			values = append(values, strings.SplitN(l, "\t", 2)[0])
		}
	}
	return values
}

// TestCompletionOffersValues: --format, --fail-on, --enable and --disable complete to their
// values, per command, a comma-separated list after its last comma, and `rules` to rule IDs.
func TestCompletionOffersValues(t *testing.T) {
	for _, tc := range []struct {
		args      []string
		want, not []string
	}{
		{[]string{"scan", "--format", ""}, []string{"text", "json", "sarif", "csv"}, nil},
		{[]string{"vet", "--format", ""}, []string{"sarif"}, nil},
		{[]string{"rules", "--format", ""}, []string{"text", "json"}, []string{"sarif"}},
		{[]string{"scan", "--fail-on", ""}, []string{"problem", "site", "none"}, nil},
		{[]string{"vet", "--fail-on", ""}, []string{"problem", "none"}, []string{"site"}},
		{[]string{"scan", "--enable", ""}, []string{"softerror", "protocolerror", "directive", "all"}, nil},
		{[]string{"scan", "--disable", "softerror,"}, []string{"softerror,panicleak", "softerror,directive"}, []string{"softerror,softerror"}},
		{[]string{"vet", "--enable", ""}, []string{"protocolerror", "panicleak", "guidance", "directive"}, []string{"softerror", "errorresult"}},
		{[]string{"rules", ""}, []string{"errorresult", "softerror", "directive"}, nil},
	} {
		got := complete(t, tc.args...)
		has := map[string]bool{}
		for _, v := range got {
			has[v] = true
		}
		for _, w := range tc.want {
			if !has[w] {
				t.Errorf("completing %q: %q not offered (got %q)", tc.args, w, got)
			}
		}
		for _, n := range tc.not {
			if has[n] {
				t.Errorf("completing %q: %q offered", tc.args, n)
			}
		}
	}
}

// TestFlagValueNames: a backquoted word in a flag's usage is its value name in --help (pflag's
// UnquoteUsage); every flag's value name is one word, so --help never shows `--frame mcperr
// sample`.
func TestFlagValueNames(t *testing.T) {
	word := regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]*$`)
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			if name, _ := pflag.UnquoteUsage(f); name != "" && !word.MatchString(name) {
				t.Errorf("%s --%s shows the value name %q in --help", c.CommandPath(), f.Name, name)
			}
		})
		for _, sub := range c.Commands() {
			visit(sub)
		}
	}
	visit(newRoot(streams{in: strings.NewReader(""), out: &bytes.Buffer{}, err: &bytes.Buffer{}}))
}
