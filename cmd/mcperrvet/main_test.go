package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// vetModule is the testdata module of `mcperr vet`'s tests: an mcp-go and a go-sdk server with
// findings and a recovered server without, on the real SDK modules.
var vetModule = filepath.Join("..", "mcperr", "testdata", "vet")

// goVetter builds mcperrvet and returns a function that runs `go vet -vettool=mcperrvet
// pkgs...` in the testdata module. The SDK modules are fetched into the module cache first if
// they are missing (`go mod download` is a no-op otherwise); go vet itself runs with the module
// proxy off.
func goVetter(t *testing.T) func(pkgs ...string) (string, int) {
	t.Helper()
	dir, err := filepath.Abs(vetModule)
	if err != nil {
		t.Fatal(err)
	}
	tool := filepath.Join(t.TempDir(), "mcperrvet")
	env := append(os.Environ(), "GOTOOLCHAIN=local", "GOWORK=off", "GOFLAGS=-mod=mod")
	for _, c := range []*exec.Cmd{
		exec.Command("go", "build", "-o", tool, "."),
		exec.Command("go", "mod", "download"),
	} {
		if c.Args[1] == "mod" {
			c.Dir = dir
		}
		c.Env = env
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(c.Args, " "), err, out)
		}
	}
	return func(pkgs ...string) (string, int) {
		c := exec.Command("go", append([]string{"vet", "-vettool=" + tool}, pkgs...)...)
		c.Dir = dir
		c.Env = append(env, "GOPROXY=off")
		out, err := c.CombinedOutput()
		if err != nil {
			if _, ok := err.(*exec.ExitError); !ok {
				t.Fatalf("go vet: %v", err)
			}
		}
		return string(out), c.ProcessState.ExitCode()
	}
}

// TestGoVet: go vet prints the analyzers' diagnostics and fails; the analyzers honour the
// directives themselves (head's assertion is accepted with a reason, tail's directive has none
// and is reported), and the typed go-sdk handler and the recovered server are clean: go vet on
// the recovered server alone passes.
func TestGoVet(t *testing.T) {
	goVet := goVetter(t)
	out, code := goVet("./mcpgo", "./gosdk", "./recovered")
	if code == 0 {
		t.Fatalf("go vet exited 0 on findings:\n%s", out)
	}
	for _, want := range []string{
		"gosdk/main.go:32:3: tool handler rawLookup returns an error",
		"gosdk/main.go:35:3: tool handler rawLookup returns an error",
		"mcpgo/main.go:24:10: unchecked type assertion on a tool argument in tool handler open",
		"mcpgo/main.go:26:3: tool handler open returns an error",
		"mcpgo/main.go:40:10: unchecked type assertion on a tool argument in tool handler tail",
		"mcpgo/main.go:40:48: mcperr:ignore directive without a reason",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("go vet output lacks %q:\n%s", want, out)
		}
	}
	// Every diagnostic line ends with its rule ID, as staticcheck's end with their check's ID; the
	// directive without a reason is the directive rule's, as under mcperr vet.
	diag := regexp.MustCompile(`^\S+\.go:\d+:\d+: [^\t]`)
	rule := regexp.MustCompile(` \((protocolerror|panicleak|guidance|directive)\)$`)
	for _, l := range strings.Split(out, "\n") {
		if diag.MatchString(l) && !rule.MatchString(l) {
			t.Errorf("go vet line without its rule ID at the end: %s", l)
		}
	}
	if !strings.Contains(out, "as in mcperr:ignore panicleak <reason> (directive)\n") {
		t.Errorf("the directive without a reason is not a finding of rule directive:\n%s", out)
	}
	for _, bad := range []string{"mcpgo/main.go:34:", "gosdk/main.go:4", "recovered/"} {
		if strings.Contains(out, bad) {
			t.Errorf("go vet output has %q, which is not a finding:\n%s", bad, out)
		}
	}
	if out, code := goVet("./recovered"); code != 0 || out != "" {
		t.Errorf("go vet on the recovered server: exit %d, output:\n%s", code, out)
	}

	// The analyzers' related places come through go vet's own machinery: -json has them as
	// "related" (unitchecker's JSON), the plain output as an extra line per place.
	out, _ = goVet("-json", "./related")
	var tree map[string]map[string][]struct {
		Posn, Message string
		Related       []struct{ Posn, Message string }
	}
	if err := json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &tree); err != nil {
		t.Fatalf("go vet -json: %v\n%s", err, out)
	}
	diags := tree["example.com/vetdemo/related"]["guidance"]
	if len(diags) != 1 || len(diags[0].Related) != 1 || !strings.HasSuffix(diags[0].Related[0].Posn, filepath.Join("related", "errs", "errs.go")+":9:9") ||
		diags[0].Related[0].Message != "helper Busy builds the result here" {
		t.Errorf("go vet -json: guidance diagnostics %+v, want one related to helper Busy at related/errs/errs.go:9\n%s", diags, out)
	}
	if out, _ := goVet("./related"); !strings.Contains(out, "related/errs/errs.go:9:9: \thelper Busy builds the result here") {
		t.Errorf("go vet: no line for the related place:\n%s", out)
	}
}

// TestGoVetPlugins: under go vet package plugins sees the types of no plugin (package all imports
// them blank, and export data holds only what a package's API refers to) and the package facts
// of its direct imports only, yet the panics that the registry's interface and its function
// field lead its handlers to are reported as mcperr vet reports them (TestVetPlugins in
// cmd/mcperr), with the call that reaches each; the plugin that checks its assertion is not.
func TestGoVetPlugins(t *testing.T) {
	goVet := goVetter(t)
	out, code := goVet("./plugins")
	if code == 0 {
		t.Fatalf("go vet exited 0 on findings:\n%s", out)
	}
	for _, want := range []string{
		"plugins/shout/shout.go:19:25: unchecked type assertion on a tool argument in shout.shout.Execute, which tool handler func literal in main calls",
		"plugins/main.go:20:25: \ttool handler func literal in main calls shout.Execute",
		"plugins/lower/lower.go:15:26: unchecked type assertion on a tool argument in lower.func literal in init, which tool handler func literal in main calls",
		"plugins/main.go:29:42: \ttool handler func literal in main calls func literal in init",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("go vet output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "quiet") {
		t.Errorf("go vet reports the plugin that checks its assertion:\n%s", out)
	}
}

// TestGoVetIndirect: under go vet a package gets the package facts of its direct imports only
// (a package fact is never passed on), yet what the facts of packages it imports indirectly
// carry is reported as mcperr vet reports it (TestVetIndirect in cmd/mcperr), with the same
// related places: protocolerror's storedFact (dishes), initPendingFact (inits), helperUseFact
// (audit, below ops: Reply's results are reported at the handler, not once at Reply) and
// fieldCallFact (the kitchen's Dish.Cook sink, which soups sees through menu); panicleak's
// initPendingFact (inits) and dataStoresFact (the store of registry.Order in dishes). Each
// fails without its fact carrying its imports' entries.
func TestGoVetIndirect(t *testing.T) {
	goVet := goVetter(t)
	out, code := goVet("./indirect/...")
	if code == 0 {
		t.Fatalf("go vet exited 0 on findings:\n%s", out)
	}
	for _, want := range []string{
		"indirect/dishes/dishes.go:16:4: tool handler func literal in init returns an error, which main.main's tool handler returns unchanged (it calls Dish.Cook)",
		"indirect/dishes/dishes.go:14:49: \tstored in Dish.Cook here",
		"indirect/main.go:23:5: \tthe tool handler returns the error of registry.Lookup(name).Cook here",
		"indirect/inits/inits.go:20:11: unchecked type assertion on a tool argument in tool handler inits.boil",
		"indirect/inits/inits.go:16:87: \ttool handler inits.boil is registered here",
		"indirect/inits/inits.go:22:3: tool handler boil returns an error",
		"indirect/main.go:9:2: \tthe server built here gets the handler from the init function of package inits through this import",
		"indirect/main.go:30:3: tool handler func literal returns the error of Reply unchanged",
		"indirect/answer/answer.go:10:3: \tReply returns an error here",
		"indirect/main.go:34:34: type assertion of Reply.Data to *registry.Order, which the module only ever stores there as registry.Order",
		"indirect/soups/soups.go:20:3: tool handler broth returns an error, which Serve's tool handler returns unchanged (through Dish.Cook)",
		"indirect/soups/soups.go:14:42: \tstored in Dish.Cook here",
		"indirect/kitchen/kitchen.go:36:5: tool handler func literal returns an error",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("go vet output lacks %q:\n%s", want, out)
		}
	}
	for _, unwanted := range []string{"once for all of them", "main.go:37:", "soups.go:26:"} {
		if strings.Contains(out, unwanted) {
			t.Errorf("go vet output has %q:\n%s", unwanted, out)
		}
	}
}
