package typed

import (
	"context"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"sort"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"

	"github.com/mcperr/mcperr/analyzers/mcpsdk"
)

// LoadMode loads the named packages from source, with syntax and types, and their dependencies
// from export data, as go vet does: `go list -export` reuses the build cache, so a warm run
// type-checks only the user's code. Every package that imports a package loaded from source is
// loaded from source too (go/packages does that), so types never split.
const LoadMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
	packages.NeedTypes | packages.NeedTypesSizes | packages.NeedSyntax | packages.NeedTypesInfo | packages.NeedModule

// LoadOptions say how to load packages.
type LoadOptions struct {
	// Dir is the directory the patterns are relative to.
	Dir string
	// Env is the go command's environment; nil means the process's, with GOTOOLCHAIN=local.
	Env   []string
	Tags  string
	Tests bool
	// Context bounds the go command and the type checking (nil: none).
	Context context.Context
}

// ErrNoPackages is returned by Load when the patterns match no package.
var ErrNoPackages = errors.New("no packages match")

// Load loads the packages the patterns name. The analyzers need the source of every package of
// the main module they depend on (handlers, wrappers and helpers found there reach the roots as
// facts), so when a root imports a main-module package the patterns leave out, that package is
// loaded again from source alongside, and only the named packages are returned as roots.
// Dependencies outside the main module need only their types, and the SDK's module version,
// which export data and go list give.
func Load(o LoadOptions, patterns []string, srcs *Sources) ([]*packages.Package, error) {
	env := o.Env
	if env == nil {
		env = append(os.Environ(), "GOTOOLCHAIN=local")
	}
	cfg := &packages.Config{
		Context:   o.Context,
		Mode:      LoadMode,
		Dir:       o.Dir,
		Env:       env,
		Tests:     o.Tests,
		ParseFile: srcs.parse,
	}
	if o.Tags != "" {
		cfg.BuildFlags = []string{"-tags=" + o.Tags}
	}
	pkgs, err := loadPackages(cfg, patterns)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("%w %s", ErrNoPackages, strings.Join(patterns, " "))
	}
	if more := depsWithoutSource(pkgs); len(more) > 0 {
		named := map[string]bool{}
		for _, p := range pkgs {
			named[p.ID] = true
		}
		all, err := loadPackages(cfg, append(append([]string(nil), patterns...), more...))
		if err != nil {
			return nil, err
		}
		pkgs = pkgs[:0]
		for _, p := range all {
			if named[p.ID] {
				pkgs = append(pkgs, p)
			}
		}
	}
	forgiveBrokenImports(pkgs)
	emptyDeps(pkgs)
	return pkgs, nil
}

// loadPackages loads with one go list (listLoad) when it can, and with packages.Load otherwise.
func loadPackages(cfg *packages.Config, patterns []string) ([]*packages.Package, error) {
	if pkgs, ok := listLoad(cfg, patterns); ok {
		return pkgs, nil
	}
	return packages.Load(cfg, patterns...)
}

// depsWithoutSource lists the packages that the roots import, that were loaded from export
// data, and whose source the analyzers need: those of the main module, and those of other
// modules that import an SDK package themselves (a wrapper module's constructor that builds
// the server inside a struct of its own, its RegisterTool that calls mcp.AddTool), which are
// few and small next to the build behind them.
//
// The walk does not go below a package of the standard library loaded from export data (no
// module, in module mode): such a package imports only the standard library, where there is
// nothing to collect, and the standard library behind net/http is most of a module's graph. In
// GOPATH mode no package has a module and nothing is collected either way.
func depsWithoutSource(pkgs []*packages.Package) []string {
	var out []string
	packages.Visit(pkgs, func(p *packages.Package) bool {
		return p.Module != nil || p.TypesInfo != nil
	}, func(p *packages.Package) {
		if p.Module == nil || p.TypesInfo != nil || p.PkgPath == "" {
			return
		}
		if p.Module.Main || (mcpsdk.SDKModule(p.PkgPath) == "" && importsSDK(p)) {
			out = append(out, p.PkgPath)
		}
	})
	sort.Strings(out)
	return out
}

// importsSDK reports whether p imports a package of an SDK.
func importsSDK(p *packages.Package) bool {
	for path := range p.Imports {
		if mcpsdk.SDKModule(path) != "" {
			return true
		}
	}
	return false
}

// emptyDeps gives the packages loaded from export data an empty syntax and type info: the
// analyzers that produce facts run on every dependency, and for one outside the main module
// there is nothing to look at but its module (mcpsdk records the SDK version from it).
//
// Only the packages the analyzers reach get them: the walk does not go below a package without
// type info of its own (loaded from export data, or not loaded at all), since PruneDeps cuts
// those packages' imports before the analysis (every caller of Load does), and a package behind
// one is reached only through it or through a package loaded from source, which the walk enters.
// The graph below the user's direct imports (the standard library behind net/http and the rest
// of the build) is most of it.
func emptyDeps(pkgs []*packages.Package) {
	packages.Visit(pkgs, func(p *packages.Package) bool {
		if p.TypesInfo != nil {
			return true // loaded from source: its imports are analyzed beside it
		}
		if p.Types != nil {
			p.Syntax = []*ast.File{}
			p.TypesInfo = &types.Info{
				Types: map[ast.Expr]types.TypeAndValue{}, Instances: map[*ast.Ident]types.Instance{},
				Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
				Implicits: map[ast.Node]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
				Scopes: map[ast.Node]*types.Scope{}, FileVersions: map[*ast.File]string{},
			}
		}
		return false
	}, nil)
}

// PruneDeps cuts the import edges of the packages loaded from export data, once their errors
// are collected. The analyzers that produce facts run on every package the graph reaches, but
// the only fact a package outside the main module gives is the SDK module's version, which
// mcpsdk reads from the SDK packages that the user's packages import directly; the packages
// behind them (net/http and the rest of the build) would only add actions that find nothing.
// No package loaded from export data imports one loaded from source, so the user's packages
// keep every edge they need.
//
// It also cuts the edges from a well-typed package to an ill-typed import (forgiveBrokenImports),
// whose analysis would fail and fail every package above it.
func PruneDeps(pkgs []*packages.Package) {
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if len(p.Syntax) == 0 {
			p.Imports = nil
			return
		}
		if p.IllTyped {
			return
		}
		for path, imp := range p.Imports {
			if imp.IllTyped {
				delete(p.Imports, path)
			}
		}
	})
}

// LoadError is one error of a package that did not load or type-check.
type LoadError struct {
	Pkg string // import path
	Dir string // the package's directory, "" when unknown
	Err string
}

func (e LoadError) String() string {
	return fmt.Sprintf("could not analyze %s: %s%s", e.Pkg, e.Err, loadHint(e.Err))
}

// loadHint says what to do about a load error whose cause is usually not the code: a
// //go:embed pattern that names files the checkout lacks, most often a build output (dist/,
// a generated web bundle) that the repository ignores. A package whose only errors are such
// patterns is analyzed all the same (forgiveBrokenImports); the hint is for one with other errors too.
func loadHint(err string) string {
	if isEmbedPattern(err) {
		return " (a //go:embed pattern names files missing from this checkout, often a build output the " +
			"repository ignores: build them, or create a placeholder file there, and vet again)"
	}
	return ""
}

// isEmbedPattern reports whether err is the go command's word that a //go:embed pattern
// names no file of the checkout.
func isEmbedPattern(err string) bool {
	return strings.Contains(err, "pattern ") && (strings.Contains(err, "no matching files found") ||
		strings.Contains(err, "contains no embeddable files"))
}

// forgiveBrokenImports marks well-typed the packages loaded from source whose own files
// type-check, but for //go:embed patterns with nothing to embed, and that go/packages marks
// ill-typed for those patterns or for an import that did not type-check.
//
// What a pattern embeds is bytes, never Go, so the types and what the analyzers see of such a
// package are whole without it. The pattern names a build output most of the time (dist/, a web
// bundle) that the repository ignores, and a checkout lacks it. The errors stay on the package
// (embedOnly).
//
// An import that did not type-check is most often a package of the module that needs cgo, which
// a scan turns off (goEnv): the cgo-only package it wraps has no Go files, and every package
// that imports it, through any number of packages, handlers included, would go unanalyzed. The broken import stays ill-typed (its
// errors are reported, and it is no root to analyze), and PruneDeps cuts the edges to it before
// the analysis, so that the analyzers run on its importers without its facts: what a handler
// reaches through it is not followed, and what its types left invalid in the importer matches
// nothing.
func forgiveBrokenImports(pkgs []*packages.Package) {
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if !p.IllTyped || p.TypesInfo == nil || p.Types == nil || !p.Types.Complete() || !embedErrorsOnly(p) {
			return
		}
		p.IllTyped = false
	})
}

// embedOnly reports whether p's errors are all //go:embed patterns with nothing to embed, and
// forgiveBrokenImports found it well-typed.
func embedOnly(p *packages.Package) bool {
	return !p.IllTyped && len(p.Errors) > 0 && embedErrorsOnly(p)
}

// embedErrorsOnly reports whether every error of p (none included) is a //go:embed pattern with
// nothing to embed.
func embedErrorsOnly(p *packages.Package) bool {
	for _, e := range p.Errors {
		if e.Kind != packages.ListError || !isEmbedPattern(e.Msg) {
			return false
		}
	}
	return true
}

// LoadErrors lists every package error once, with its package, in a stable order, but those of
// a package whose only errors are //go:embed patterns with nothing to embed (embedOnly), which
// is analyzed as it is.
func LoadErrors(pkgs []*packages.Package) []LoadError {
	seen := map[string]bool{}
	var out []LoadError
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if embedOnly(p) {
			return
		}
		typeErrs := false
		for _, e := range p.Errors {
			typeErrs = typeErrs || e.Kind == packages.TypeError
		}
		for _, e := range p.Errors {
			if typeErrs && isBuildOutput(e) {
				continue // the compiler's report of the type errors listed beside it
			}
			le := LoadError{Pkg: p.PkgPath, Dir: pkgDir(p), Err: e.Error()}
			if k := le.String(); !seen[k] {
				seen[k] = true
				out = append(out, le)
			}
		}
	})
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// pkgDir is the directory of a package's files, or "".
func pkgDir(p *packages.Package) string {
	if p.Dir != "" {
		return p.Dir
	}
	for _, fs := range [][]string{p.GoFiles, p.CompiledGoFiles, p.OtherFiles, p.IgnoredFiles} {
		if len(fs) > 0 {
			return dirOf(fs[0])
		}
	}
	return ""
}

// isBuildOutput reports whether e is the compiler's output for a package that failed to build
// (go list -export reports it as "# pkg" followed by the compiler's lines).
func isBuildOutput(e packages.Error) bool {
	return e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# ")
}

// CleanRoots drops the root packages that did not type-check: their findings would rest on
// broken types, and they are reported as load errors instead. A package whose only errors are
// //go:embed patterns with nothing to embed stays (embedOnly).
func CleanRoots(pkgs []*packages.Package) []*packages.Package {
	var out []*packages.Package
	for _, p := range pkgs {
		if !p.IllTyped && (len(p.Errors) == 0 || embedOnly(p)) && p.Types != nil {
			out = append(out, p)
		}
	}
	return out
}

// ParseMode is how a file is parsed: as go/packages does by default, without the parser's
// object resolution (ast.Object), which go/packages keeps for compatibility and neither the
// type checker nor the analyzers use.
const ParseMode = parser.AllErrors | parser.ParseComments | parser.SkipObjectResolution

// Sources holds the bytes of the files a run parsed or read, so that each is read once:
// directives and findings need the text of the files the analyzers saw.
type Sources struct {
	mu    sync.Mutex
	files map[string][]byte // nil: the file could not be read
}

// NewSources returns an empty Sources.
func NewSources() *Sources { return &Sources{files: map[string][]byte{}} }

// parse is the loader's ParseFile: it keeps the source it is given.
func (s *Sources) parse(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
	s.mu.Lock()
	s.files[filename] = src
	s.mu.Unlock()
	return parser.ParseFile(fset, filename, src, ParseMode)
}

// Read returns a file's bytes, reading it when it was not parsed; false when it cannot be read.
func (s *Sources) Read(filename string) ([]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if src, ok := s.files[filename]; ok {
		return src, src != nil
	}
	src, err := os.ReadFile(filename)
	if err != nil {
		src = nil
	}
	s.files[filename] = src
	return src, src != nil
}
