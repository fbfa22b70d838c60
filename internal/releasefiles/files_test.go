package releasefiles

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// root is the repository's root.
var root = filepath.Join("..", "..")

// versionVar is the linker variable that releases set.
const versionVar = "github.com/mcperr/mcperr/internal/version.version"

func readYAML(t *testing.T, name string, v any) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, name))
	if err != nil {
		t.Fatal(err)
	}
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// TestVersionVariableExists: the -X target the release files use is a string variable of
// package version, so a rename cannot silently leave releases without a version.
func TestVersionVariableExists(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(root, "internal", "version", "version.go"), nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	ast.Inspect(f, func(n ast.Node) bool {
		if vs, ok := n.(*ast.ValueSpec); ok && len(vs.Names) == 1 && vs.Names[0].Name == "version" {
			id, ok := vs.Type.(*ast.Ident)
			found = ok && id.Name == "string" && len(vs.Values) == 0
		}
		return true
	})
	if !found {
		t.Fatalf("internal/version has no `var version string` for -X %s", versionVar)
	}
	for _, name := range []string{".goreleaser.yaml", "Dockerfile", "action.yml"} {
		b, _ := os.ReadFile(filepath.Join(root, name))
		if !strings.Contains(string(b), "-X "+versionVar+"=") {
			t.Errorf("%s does not set %s", name, versionVar)
		}
	}
}

// goreleaser is the part of GoReleaser v2's configuration this repository uses; KnownFields
// makes any other top-level or build key an error, as a typo would be under goreleaser check.
type goreleaser struct {
	Version     int    `yaml:"version"`
	ProjectName string `yaml:"project_name"`
	Before      struct{ Hooks []string }
	Builds      []grBuild      `yaml:"builds"`
	Archives    []grArchive    `yaml:"archives"`
	Checksum    map[string]any `yaml:"checksum"`
	SBOMs       []map[string]any
	Changelog   map[string]any `yaml:"changelog"`
	Release     map[string]any `yaml:"release"`
}

type grBuild struct {
	ID           string   `yaml:"id"`
	Main         string   `yaml:"main"`
	Binary       string   `yaml:"binary"`
	Env          []string `yaml:"env"`
	Goos         []string `yaml:"goos"`
	Goarch       []string `yaml:"goarch"`
	Flags        []string `yaml:"flags"`
	Ldflags      []string `yaml:"ldflags"`
	ModTimestamp string   `yaml:"mod_timestamp"`
	Overrides    []struct {
		Goos   string   `yaml:"goos"`
		Goarch string   `yaml:"goarch"`
		Env    []string `yaml:"env"`
	} `yaml:"overrides"`
}

type grArchive struct {
	ID              string   `yaml:"id"`
	IDs             []string `yaml:"ids"`
	NameTemplate    string   `yaml:"name_template"`
	Formats         []string `yaml:"formats"`
	FormatOverrides []struct {
		Goos    string   `yaml:"goos"`
		Formats []string `yaml:"formats"`
	} `yaml:"format_overrides"`
	Files []string `yaml:"files"`
}

func TestGoreleaser(t *testing.T) {
	var g goreleaser
	readYAML(t, ".goreleaser.yaml", &g)
	if g.Version != 2 {
		t.Errorf("version %d: the file is written for GoReleaser v2", g.Version)
	}
	ids := map[string]grBuild{}
	for _, b := range g.Builds {
		ids[b.ID] = b
		if st, err := os.Stat(filepath.Join(root, filepath.FromSlash(b.Main))); err != nil || !st.IsDir() {
			t.Errorf("build %s: main %s is not a directory of the repository", b.ID, b.Main)
		}
	}
	m, ok := ids["mcperr"]
	if !ok {
		t.Fatal("no build of mcperr")
	}
	if !slices.Contains(m.Env, "CGO_ENABLED=1") || !slices.Contains(m.Goos, "linux") ||
		!slices.Contains(m.Goarch, "amd64") || !slices.Contains(m.Goarch, "arm64") {
		t.Errorf("mcperr build: env %v goos %v goarch %v; want cgo for linux/amd64 and linux/arm64", m.Env, m.Goos, m.Goarch)
	}
	crossCC := false
	for _, o := range m.Overrides {
		for _, e := range o.Env {
			crossCC = crossCC || o.Goarch == "arm64" && strings.HasPrefix(e, "CC=")
		}
	}
	if !crossCC {
		t.Error("the arm64 cgo build names no cross compiler (CC)")
	}
	if g.Checksum == nil || len(g.SBOMs) == 0 {
		t.Error("no checksums or no SBOMs")
	}
	for _, a := range g.Archives {
		for _, id := range a.IDs {
			if _, ok := ids[id]; !ok {
				t.Errorf("archive %s names build %s, which does not exist", a.ID, id)
			}
		}
		for _, f := range a.Files {
			if _, err := os.Stat(filepath.Join(root, f)); err != nil {
				t.Errorf("archive %s: %v", a.ID, err)
			}
		}
	}
}

// TestDockerfile checks the image the issue asks for: a cgo build stage and a slim non-root
// runtime with git, CA certificates, the Go toolchain, and mcperr as the entrypoint.
func TestDockerfile(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(root, "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	stages := strings.Split("\n"+string(b), "\nFROM ")[1:]
	if len(stages) < 2 {
		t.Fatalf("%d stages; want a build stage and a runtime stage", len(stages))
	}
	build, final := stages[0], stages[len(stages)-1]
	for _, want := range []string{" AS build", "CGO_ENABLED=1", "./cmd/mcperr"} {
		if !strings.Contains(build, want) {
			t.Errorf("the build stage lacks %q", want)
		}
	}
	for _, re := range []string{`(?m)^debian:\S+-slim`, `ca-certificates`, `\bgit\b`, `COPY --from=build /usr/local/go /usr/local/go`,
		`(?m)^USER [a-z]`, `(?m)^ENTRYPOINT \["mcperr"\]`, `GOTOOLCHAIN=local`} {
		if !regexp.MustCompile(re).MatchString(final) {
			t.Errorf("the runtime stage does not match %s", re)
		}
	}
	if regexp.MustCompile(`(?m)^USER (root|0)\b`).MatchString(final) {
		t.Error("the runtime stage runs as root")
	}
}

// preCommitHook is a hook of .pre-commit-hooks.yaml, with the keys pre-commit's manifest
// schema allows (pre_commit/clientlib.py MANIFEST_HOOK_DICT); KnownFields refuses others.
type preCommitHook struct {
	ID                      string   `yaml:"id"`
	Name                    string   `yaml:"name"`
	Entry                   string   `yaml:"entry"`
	Language                string   `yaml:"language"`
	Alias                   string   `yaml:"alias"`
	Files                   string   `yaml:"files"`
	Exclude                 string   `yaml:"exclude"`
	Types                   []string `yaml:"types"`
	TypesOr                 []string `yaml:"types_or"`
	ExcludeTypes            []string `yaml:"exclude_types"`
	AdditionalDependencies  []string `yaml:"additional_dependencies"`
	Args                    []string `yaml:"args"`
	AlwaysRun               *bool    `yaml:"always_run"`
	FailFast                *bool    `yaml:"fail_fast"`
	PassFilenames           *bool    `yaml:"pass_filenames"`
	Description             string   `yaml:"description"`
	LanguageVersion         string   `yaml:"language_version"`
	LogFile                 string   `yaml:"log_file"`
	MinimumPreCommitVersion string   `yaml:"minimum_pre_commit_version"`
	RequireSerial           *bool    `yaml:"require_serial"`
	Stages                  []string `yaml:"stages"`
	Verbose                 *bool    `yaml:"verbose"`
}

func preCommitHooks(t *testing.T) []preCommitHook {
	t.Helper()
	var hooks []preCommitHook
	readYAML(t, ".pre-commit-hooks.yaml", &hooks)
	return hooks
}

func TestPreCommitHooks(t *testing.T) {
	hooks := preCommitHooks(t)
	languages := []string{"conda", "coursier", "dart", "docker", "docker_image", "dotnet", "fail", "golang", "haskell",
		"julia", "lua", "node", "perl", "pygrep", "python", "r", "ruby", "rust", "script", "swift", "system"}
	seen := map[string]bool{}
	for _, h := range hooks {
		if h.ID == "" || h.Name == "" || h.Entry == "" || h.Language == "" {
			t.Errorf("hook %+v lacks one of id, name, entry, language (required by pre-commit)", h)
		}
		if seen[h.ID] {
			t.Errorf("hook id %s twice", h.ID)
		}
		seen[h.ID] = true
		if !slices.Contains(languages, h.Language) {
			t.Errorf("hook %s: unknown language %q", h.ID, h.Language)
		}
		for _, re := range []string{h.Files, h.Exclude} {
			if _, err := regexp.Compile(re); err != nil {
				t.Errorf("hook %s: %v", h.ID, err)
			}
		}
		if h.Language == "golang" {
			if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
				t.Errorf("hook %s: language golang needs a go.mod at the repository's root", h.ID)
			}
		}
	}
	if !seen["mcperr-scan"] || !seen["mcperr-vet"] {
		t.Errorf("hooks %v; want mcperr-scan and mcperr-vet", seen)
	}
}
