package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVetRefusesASelectionThatRunsNothing: vet names the rules it runs instead of running none
// and exiting 0, or offering rules only scan runs.
func TestVetRefusesASelectionThatRunsNothing(t *testing.T) {
	enterVetModule(t)
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"--disable", "all", "--enable", "softerror"}, []string{"softerror is a rule of mcperr scan", "mcperr vet runs protocolerror, panicleak, guidance, directive"}},
		{[]string{"--enable", "nosuch"}, []string{`unknown rule "nosuch"`, "mcperr vet runs", "mcperr scan runs errorresult"}},
		{[]string{"--disable", "all"}, []string{"runs none of mcperr vet's analyzers", "protocolerror"}},
		{[]string{"--disable", "all", "--enable", "directive"}, []string{"runs none of mcperr vet's analyzers"}},
	} {
		_, errw, code := runVetCmd(append(tc.args, "./gosdk")...)
		if code != exitFailure {
			t.Errorf("vet %v: exit %d, want %d", tc.args, code, exitFailure)
		}
		for _, w := range tc.want {
			if !strings.Contains(errw, w) {
				t.Errorf("vet %v: stderr %q lacks %q", tc.args, errw, w)
			}
		}
	}
	if _, errw, code := runVetCmd("--disable", "all", "--enable", "panicleak", "./gosdk"); code == exitFailure {
		t.Errorf("vet --disable all --enable panicleak: exit 2: %s", errw)
	}
}

func TestScanRefusesASelectionThatRunsNothing(t *testing.T) {
	_, errw, code := runScanCmd("--disable", "all", t.TempDir())
	if code != exitFailure || !strings.Contains(errw, "runs no rule") || !strings.Contains(errw, "softerror") {
		t.Errorf("scan --disable all: exit %d, stderr %q", code, errw)
	}
}

// TestReadmeFirstCommand runs the README's first command as written, from the repository
// root: a newcomer's first run must exit 0.
func TestReadmeFirstCommand(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	const prefix = "    GOTOOLCHAIN=local go run ./cmd/mcperr "
	var line string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if strings.HasPrefix(sc.Text(), "    ") {
			line = sc.Text()
			break
		}
	}
	args, ok := strings.CutPrefix(line, prefix)
	if !ok {
		t.Fatalf("the README's first command %q does not start with %q", line, strings.TrimSpace(prefix))
	}
	t.Chdir(root)
	var out, errw strings.Builder
	if code := run(strings.Fields(args), strings.NewReader(""), &out, &errw); code != exitClean {
		t.Errorf("%s: exit %d, want 0; stderr %s", strings.TrimSpace(line), code, errw.String())
	}
	if !strings.Contains(out.String(), "errorresult") {
		t.Errorf("%s printed no site:\n%s", strings.TrimSpace(line), out.String())
	}
}
