package releasefiles

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

var (
	buildOnce sync.Once
	binDir    string
	buildErr  error
)

// mcperrBin builds mcperr once for the tests of this package and returns the directory that
// holds it.
func mcperrBin(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds mcperr")
	}
	buildOnce.Do(func() {
		binDir, buildErr = os.MkdirTemp("", "mcperr-release-test-")
		if buildErr != nil {
			return
		}
		cmd := exec.Command("go", "build", "-o", filepath.Join(binDir, "mcperr"), "./cmd/mcperr")
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local")
		if out, err := cmd.CombinedOutput(); err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binDir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// copyTree copies a directory of the repository into dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// serverModule makes a Go module with an mcp-go server (the vet fixture's mcpgo package) and a
// Python server (the edge fixture's), both with problems, its modules downloaded.
func serverModule(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	vet := filepath.Join(root, "cmd", "mcperr", "testdata", "vet")
	for _, f := range []string{"go.mod", "go.sum"} {
		b, err := os.ReadFile(filepath.Join(vet, f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, f), b, 0o644)
	}
	copyTree(t, filepath.Join(vet, "mcpgo"), filepath.Join(dir, "mcpgo"))
	copyTree(t, filepath.Join(root, "testdata", "edge", "golden", "py"), filepath.Join(dir, "py"))
	dl := exec.Command("go", "mod", "download")
	dl.Dir = dir
	dl.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOFLAGS=-mod=mod", "GOWORK=off")
	if out, err := dl.CombinedOutput(); err != nil {
		t.Fatalf("go mod download: %v\n%s", err, out)
	}
	return dir
}

// TestPreCommitHooksRun runs each hook's entry as pre-commit would: the entry, its args, and
// (unless pass_filenames is false) the staged files its files and exclude patterns select.
func TestPreCommitHooksRun(t *testing.T) {
	bin := mcperrBin(t)
	dir := serverModule(t)
	os.MkdirAll(filepath.Join(dir, "node_modules", "x"), 0o755)
	os.WriteFile(filepath.Join(dir, "node_modules", "x", "index.js"), []byte("bad js {"), 0o644)
	staged := []string{"go.mod", "mcpgo/main.go", "py/server.py", "node_modules/x/index.js", "README.md"}
	for _, h := range preCommitHooks(t) {
		args := append(strings.Fields(h.Entry), h.Args...)
		var files []string
		for _, f := range staged {
			if h.Files != "" && !regexp.MustCompile(h.Files).MatchString(f) ||
				h.Exclude != "" && regexp.MustCompile(h.Exclude).MatchString(f) ||
				len(h.Types) > 0 && h.Types[0] == "go" && !strings.HasSuffix(f, ".go") {
				continue
			}
			files = append(files, f)
		}
		if len(files) == 0 {
			t.Errorf("hook %s selects none of %v", h.ID, staged)
			continue
		}
		if h.PassFilenames == nil || *h.PassFilenames {
			args = append(args, files...)
		}
		cmd := exec.Command(filepath.Join(bin, args[0]), args[1:]...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOWORK=off")
		out, _ := cmd.CombinedOutput()
		code := cmd.ProcessState.ExitCode()
		switch h.ID {
		case "mcperr-scan":
			if strings.Join(files, " ") != "mcpgo/main.go py/server.py" {
				t.Errorf("mcperr-scan selects %v; want the Go and Python sources, not node_modules", files)
			}
			if code != 1 || !strings.Contains(string(out), "py/server.py:17:9: softerror") {
				t.Errorf("mcperr-scan: exit %d, want 1 and the softerror:\n%s", code, out)
			}
		case "mcperr-vet":
			if code != 1 || !strings.Contains(string(out), ": panicleak: ") {
				t.Errorf("mcperr-vet: exit %d, want 1 and the panicleak:\n%s", code, out)
			}
		}
	}
}

// actionStep is a step of the composite action.
type actionStep struct {
	Name             string            `yaml:"name"`
	ID               string            `yaml:"id"`
	If               string            `yaml:"if"`
	Shell            string            `yaml:"shell"`
	Run              string            `yaml:"run"`
	Uses             string            `yaml:"uses"`
	WorkingDirectory string            `yaml:"working-directory"`
	Env              map[string]string `yaml:"env"`
	With             map[string]string `yaml:"with"`
}

// action is action.yml, with the keys GitHub's metadata syntax allows at the top.
type action struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	Author      string `yaml:"author"`
	Branding    map[string]string
	Inputs      map[string]struct {
		Description string `yaml:"description"`
		Default     string `yaml:"default"`
		Required    bool   `yaml:"required"`
	} `yaml:"inputs"`
	Outputs map[string]struct {
		Description string `yaml:"description"`
		Value       string `yaml:"value"`
	} `yaml:"outputs"`
	Runs struct {
		Using string       `yaml:"using"`
		Steps []actionStep `yaml:"steps"`
	} `yaml:"runs"`
}

var expr = regexp.MustCompile(`\$\{\{\s*(.*?)\s*\}\}`)

// TestActionMetadata checks action.yml against GitHub's rules for a composite action: a name,
// a description, runs.using composite, a shell on every run step, every input it reads
// declared, and inputs reaching scripts only through env (never pasted into a script).
func TestActionMetadata(t *testing.T) {
	var a action
	readYAML(t, "action.yml", &a)
	if a.Name == "" || a.Description == "" || a.Runs.Using != "composite" {
		t.Fatalf("name %q, description %q, runs.using %q", a.Name, a.Description, a.Runs.Using)
	}
	for _, in := range []string{"fail-on", "baseline", "paths"} {
		if _, ok := a.Inputs[in]; !ok {
			t.Errorf("no input %s", in)
		}
	}
	raw, _ := os.ReadFile(filepath.Join(root, "action.yml"))
	for _, m := range regexp.MustCompile(`inputs\.([a-z-]+)`).FindAllStringSubmatch(string(raw), -1) {
		if _, ok := a.Inputs[m[1]]; !ok {
			t.Errorf("inputs.%s is read but not declared", m[1])
		}
	}
	for _, s := range a.Runs.Steps {
		if s.Run != "" && s.Shell == "" {
			t.Errorf("step %q runs a script without a shell (required in composite actions)", s.Name)
		}
		if expr.MatchString(s.Run) {
			t.Errorf("step %q pastes an expression into its script; pass it through env", s.Name)
		}
		if s.Uses != "" && !regexp.MustCompile(`^[\w-]+/[\w-]+(/[\w-]+)*@\S+$`).MatchString(s.Uses) {
			t.Errorf("step %q: uses %q is not owner/repo@ref", s.Name, s.Uses)
		}
	}
}

// runner runs a composite action's steps the way the GitHub runner does for this action's
// subset of the expression language: ${{ inputs.X }}, ${{ github.action_ref }},
// ${{ steps.ID.outputs.K }}, and `if:` conditions made of always() and == / != comparisons
// joined by &&. A `uses:` step is recorded, not run.
type runner struct {
	t       *testing.T
	inputs  map[string]string
	outputs map[string]map[string]string
	uses    []actionStep
	env     []string
}

func (r *runner) value(e string) string {
	switch parts := strings.Split(e, "."); {
	case len(parts) == 2 && parts[0] == "inputs":
		return r.inputs[parts[1]]
	case e == "github.action_ref":
		return "v0.0.0-action"
	case len(parts) == 4 && parts[0] == "steps" && parts[2] == "outputs":
		return r.outputs[parts[1]][parts[3]]
	case strings.HasPrefix(e, "'") && strings.HasSuffix(e, "'"):
		return strings.Trim(e, "'")
	}
	r.t.Fatalf("unsupported expression %q", e)
	return ""
}

func (r *runner) expand(s string) string {
	return expr.ReplaceAllStringFunc(s, func(m string) string { return r.value(expr.FindStringSubmatch(m)[1]) })
}

func (r *runner) cond(c string) bool {
	if c == "" {
		return true
	}
	for _, term := range strings.Split(c, "&&") {
		term = strings.TrimSpace(term)
		switch {
		case term == "always()":
		case strings.Contains(term, "=="):
			l, rr, _ := strings.Cut(term, "==")
			if r.value(strings.TrimSpace(l)) != r.value(strings.TrimSpace(rr)) {
				return false
			}
		case strings.Contains(term, "!="):
			l, rr, _ := strings.Cut(term, "!=")
			if r.value(strings.TrimSpace(l)) == r.value(strings.TrimSpace(rr)) {
				return false
			}
		default:
			r.t.Fatalf("unsupported condition %q", term)
		}
	}
	return true
}

// run runs the steps in dir and returns the exit code of the first step that failed (0 if none
// did). Steps after a failure run only with always().
func (r *runner) run(a *action, dir string) int {
	failed := 0
	for _, s := range a.Runs.Steps {
		if failed != 0 && !strings.Contains(s.If, "always()") || !r.cond(s.If) {
			continue
		}
		if s.Uses != "" {
			with := map[string]string{}
			for k, v := range s.With {
				with[k] = r.expand(v)
			}
			r.uses = append(r.uses, actionStep{Name: s.Name, Uses: s.Uses, With: with})
			continue
		}
		out := filepath.Join(r.t.TempDir(), "output")
		os.WriteFile(out, nil, 0o644)
		cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", s.Run)
		cmd.Dir = filepath.Join(dir, r.expand(s.WorkingDirectory))
		cmd.Env = append(append([]string(nil), r.env...), "GITHUB_OUTPUT="+out)
		for k, v := range s.Env {
			cmd.Env = append(cmd.Env, k+"="+r.expand(v))
		}
		b, _ := cmd.CombinedOutput()
		r.t.Logf("step %q:\n%s", s.Name, b)
		if s.ID != "" {
			r.outputs[s.ID] = map[string]string{}
			lines, _ := os.ReadFile(out)
			for _, l := range strings.Split(strings.TrimSpace(string(lines)), "\n") {
				if k, v, ok := strings.Cut(l, "="); ok {
					r.outputs[s.ID][k] = v
				}
			}
		}
		if code := cmd.ProcessState.ExitCode(); code != 0 && failed == 0 {
			failed = code
		}
	}
	return failed
}

// TestActionRuns runs the action's steps on a Go and Python server: both commands run, each
// SARIF goes to its own code scanning category, and the job fails on the findings unless
// fail-on is none.
func TestActionRuns(t *testing.T) {
	if testing.Short() {
		t.Skip("builds mcperr")
	}
	var a action
	readYAML(t, "action.yml", &a)
	abs, _ := filepath.Abs(root)
	for _, tc := range []struct {
		failOn   string
		wantExit int
	}{{"", 1}, {"none", 0}} {
		dir := serverModule(t)
		temp := t.TempDir()
		r := &runner{t: t, inputs: map[string]string{}, outputs: map[string]map[string]string{},
			env: append(os.Environ(), "GITHUB_ACTION_PATH="+abs, "RUNNER_TEMP="+temp, "GOWORK=off")}
		for k, in := range a.Inputs {
			r.inputs[k] = in.Default
		}
		r.inputs["setup-go"], r.inputs["fail-on"] = "false", tc.failOn
		if got := r.run(&a, dir); got != tc.wantExit {
			t.Errorf("fail-on %q: the job exits %d, want %d", tc.failOn, got, tc.wantExit)
		}
		if r.outputs["scan"]["exit-code"] != fmt.Sprint(tc.wantExit) || r.outputs["vet"]["exit-code"] != fmt.Sprint(tc.wantExit) {
			t.Errorf("fail-on %q: outputs %v", tc.failOn, r.outputs)
		}
		var cats []string
		for _, u := range r.uses {
			if !strings.HasPrefix(u.Uses, "github/codeql-action/upload-sarif@") {
				continue
			}
			cats = append(cats, u.With["category"])
			var doc struct {
				Version string
				Runs    []struct{ Results []json.RawMessage }
			}
			b, err := os.ReadFile(u.With["sarif_file"])
			if err != nil || json.Unmarshal(b, &doc) != nil || doc.Version != "2.1.0" || len(doc.Runs) != 1 || len(doc.Runs[0].Results) == 0 {
				t.Errorf("%s: %s is not a SARIF 2.1.0 run with results (%v)", u.Name, u.With["sarif_file"], err)
			}
		}
		if strings.Join(cats, ",") != "mcperr-scan,mcperr-vet" {
			t.Errorf("fail-on %q: uploads with categories %v; want mcperr-scan and mcperr-vet", tc.failOn, cats)
		}
	}
}
