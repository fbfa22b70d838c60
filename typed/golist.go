package typed

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// The one-call loader. packages.Load runs the go command three times before it type-checks
// anything: `go list -e -f {{context.ReleaseTags}} unsafe` for the go command's version, which
// it waits for, `go list -f "{{context.GOARCH}} {{context.Compiler}}" unsafe` for the type
// sizes, beside the main call, and the main `go list -deps -export -json`. listLoad runs only
// the main call, with the arguments packages.Load gives it, and builds the packages as
// packages.Load would from its output:
//
//   - the version only chooses the flags (go1.19's -json=fields, go1.21's -pgo=off): listLoad
//     passes them as for any go command since go1.21, and an older one fails on -pgo=off, which
//     sends the load to packages.Load;
//   - the sizes are those of the compiler and GOARCH that built the export data, which every
//     export data file names in its header ("go object GOOS GOARCH VERSION ...");
//   - the graph, the files and which packages are loaded from source, which from export data and
//     which not at all, follow packages.Load's rules (refine, loadPackage, loadFromExportData
//     of golang.org/x/tools/go/packages v0.52.0), with the same type checker configuration.
//
// Errors are kept as packages.Load keeps them: go list's on its package (a package without
// export data, which did not build, is loaded from source, and so is what imports it), the
// parser's and the type checker's, the imports of missing packages, and the note of a go
// command newer than this program's go/types on a package with errors. What is rarer sends
// the load to packages.Load (at the cost of one more go list): test variants, cgo files in a
// package loaded from source, an import cycle, a package that go list names twice or by
// directory, an error whose file packages.Load would add to the package, export data that does
// not read, a query pattern, an external driver, a go command that fails (one older than
// go1.21, on -pgo=off). What packages.Load does that listLoad does not are its workarounds for
// those cases and for go commands older than go1.21.

// useListLoad turns listLoad on (tests compare it with packages.Load).
var useListLoad = true

// listPackage is what listLoad reads of go list's output: the fields packages.Load asks for in
// LoadMode.
type listPackage struct {
	Name, ImportPath, Dir, Export                      string
	Error                                              *listError
	GoFiles, IgnoredGoFiles, IgnoredOtherFiles         []string
	CFiles, CgoFiles, CXXFiles, MFiles, HFiles         []string
	FFiles, SFiles, SwigFiles, SwigCXXFiles, SysoFiles []string
	CompiledGoFiles, Imports                           []string
	ImportMap                                          map[string]string
	DepOnly                                            bool
	Module                                             *packages.Module
}

// listError is go list's error on a package.
type listError struct {
	ImportStack []string
	Pos, Err    string
}

// listFields are the fields packages.Load asks go list for in LoadMode, in its order.
const listFields = "Name,ImportPath,Error,Dir,GoFiles,IgnoredGoFiles,IgnoredOtherFiles,CFiles,CgoFiles,CXXFiles,MFiles," +
	"HFiles,FFiles,SFiles,SwigFiles,SwigCXXFiles,SysoFiles,CompiledGoFiles,Export,DepOnly,Imports,ImportMap,Module"

// listArgs are packages.Load's arguments to go list in LoadMode, for a go command since go1.21.
func listArgs(cfg *packages.Config, patterns []string) []string {
	args := append([]string{"list"}, cfg.BuildFlags...)
	args = append(args, "-e", "-json="+listFields, "-compiled=true", "-test=false", "-export=true",
		"-deps=true", "-find=false", "-buildvcs=false", "-pgo=off")
	args = append(args, cfg.BuildFlags...)
	return append(append(args, "--"), patterns...)
}

// listable reports whether listLoad can load what cfg and patterns ask for: no tests, no
// overlay, no query pattern (file=...), no external driver (GOPACKAGESDRIVER, or a
// gopackagesdriver on PATH, which packages.Load would run instead of go list).
func listable(cfg *packages.Config, patterns []string) bool {
	if cfg.Tests || len(cfg.Overlay) > 0 || cfg.Mode != LoadMode {
		return false
	}
	for _, p := range patterns {
		if strings.Contains(p, "=") {
			return false
		}
	}
	tool := ""
	for _, e := range cfg.Env {
		if v, ok := strings.CutPrefix(e, "GOPACKAGESDRIVER="); ok {
			tool = v
		}
	}
	if tool == "off" {
		return true
	}
	if tool != "" {
		return false
	}
	_, err := exec.LookPath("gopackagesdriver")
	return err != nil
}

// runList runs go list as packages.Load would; nil when it fails.
func runList(cfg *packages.Config, patterns []string) []*listPackage {
	ctx := cfg.Context
	if ctx == nil {
		ctx = context.Background()
	}
	cmd := exec.CommandContext(ctx, "go", listArgs(cfg, patterns)...)
	cmd.Env = cfg.Env
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	if cfg.Dir != "" {
		cmd.Env = append(cmd.Env[:len(cmd.Env):len(cmd.Env)], "PWD="+cfg.Dir)
		cmd.Dir = cfg.Dir
	}
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	if cmd.Run() != nil {
		return nil
	}
	var out []*listPackage
	for dec := json.NewDecoder(&stdout); dec.More(); {
		p := new(listPackage)
		if dec.Decode(p) != nil {
			return nil
		}
		out = append(out, p)
	}
	return out
}

// exportHeader reads the compiler's word and alignment sizes from an export data file's
// header, which names the GOARCH and the go version that built it ("go object linux amd64
// go1.26.8 ..."), and the go version's minor number; nil when it does not.
func exportHeader(file string) (types.Sizes, int) {
	f, err := os.Open(file)
	if err != nil {
		return nil, 0
	}
	defer f.Close()
	r := bufio.NewReader(f)
	for range 4 { // "!<arch>", the member header, then the object header
		line, err := r.ReadString('\n')
		if err != nil {
			return nil, 0
		}
		if rest, ok := strings.CutPrefix(line, "go object "); ok {
			var minor int
			fs := strings.Fields(rest)
			if len(fs) < 3 {
				return nil, 0
			}
			if _, err := fmt.Sscanf(fs[2], "go1.%d", &minor); err != nil {
				return nil, 0
			}
			return types.SizesFor("gc", fs[1]), minor
		}
	}
	return nil, 0
}

// listLoad loads the packages as packages.Load(cfg, patterns...) does, with one go list, when
// the load is clean (see above); false sends the load to packages.Load.
func listLoad(cfg *packages.Config, patterns []string) ([]*packages.Package, bool) {
	if !useListLoad || !listable(cfg, patterns) {
		return nil, false
	}
	list := runList(cfg, patterns)
	if len(list) == 0 {
		return nil, false
	}
	g := &listGraph{cfg: cfg, fset: token.NewFileSet(), pkgs: map[string]*listNode{}}
	if !g.build(list) {
		return nil, false
	}
	if !g.load() {
		return nil, false
	}
	return g.rootPackages(), true
}

// listNode is a package of the graph and how it is loaded.
type listNode struct {
	*packages.Package
	list         *listPackage
	needsrc      bool // from source (the roots, what did not build, and what imports them)
	needtypes    bool // from export data (the imports of those from source)
	initial      bool
	visited      bool
	importErrors map[string]error // imports of packages go list did not give
	done         chan struct{}
	failed       bool
}

type listGraph struct {
	cfg      *packages.Config
	fset     *token.FileSet
	sizes    types.Sizes
	goMinor  int // the go command's minor version
	pkgs     map[string]*listNode
	roots    []*listNode
	order    []*listNode // every package the roots reach, each after its imports
	exportMu sync.Mutex  // export data reading changes the packages of the view: one at a time
}

func (g *listGraph) rootPackages() []*packages.Package {
	out := make([]*packages.Package, len(g.roots))
	for i, n := range g.roots {
		out[i] = n.Package
	}
	return out
}

// build makes the packages of go list's output and their graph, as createDriverResponse and
// refine do; false when a package is not clean.
func (g *listGraph) build(list []*listPackage) bool {
	for _, p := range list {
		if p.ImportPath == "" || strings.ContainsAny(p.ImportPath, " ") || filepath.IsAbs(p.ImportPath) || g.pkgs[p.ImportPath] != nil {
			return false
		}
		if e := p.Error; e != nil && len(p.GoFiles) == 0 && len(p.CompiledGoFiles) == 0 &&
			(len(e.ImportStack) == 0 || e.ImportStack[len(e.ImportStack)-1] == p.ImportPath) {
			return false // packages.Load would take a file name from the error
		}
		if e := p.Error; e != nil && len(e.ImportStack) != 0 &&
			(strings.TrimSpace(e.Err) == "import cycle not allowed" || strings.TrimSpace(e.Err) == "import cycle not allowed in test") {
			return false
		}
		if g.sizes == nil && p.Export != "" {
			if g.sizes, g.goMinor = exportHeader(p.Export); g.sizes == nil {
				return false
			}
		}
		pkg := &packages.Package{
			Name:            p.Name,
			ID:              p.ImportPath,
			PkgPath:         p.ImportPath,
			Dir:             p.Dir,
			GoFiles:         absJoin(p.Dir, p.GoFiles, p.CgoFiles),
			CompiledGoFiles: absJoin(p.Dir, p.CompiledGoFiles),
			OtherFiles:      absJoin(p.Dir, p.CFiles, p.CXXFiles, p.MFiles, p.HFiles, p.FFiles, p.SFiles, p.SwigFiles, p.SwigCXXFiles, p.SysoFiles),
			IgnoredFiles:    absJoin(p.Dir, p.IgnoredGoFiles, p.IgnoredOtherFiles),
			Module:          p.Module,
			Imports:         map[string]*packages.Package{},
		}
		if p.Error != nil {
			pkg.Errors = []packages.Error{{Pos: p.Error.Pos, Msg: strings.TrimSpace(p.Error.Err), Kind: packages.ListError}}
		}
		if len(pkg.CompiledGoFiles) > 0 { // golang.org/issue/28749: no assembly, C or C++ files
			out := pkg.CompiledGoFiles[:0]
			for _, f := range pkg.CompiledGoFiles {
				if ext := filepath.Ext(f); ext == ".go" || ext == "" {
					out = append(out, f)
				}
			}
			pkg.CompiledGoFiles = out
		}
		if pkg.PkgPath == "unsafe" {
			pkg.CompiledGoFiles = nil
		} else if len(pkg.CompiledGoFiles) == 0 {
			pkg.CompiledGoFiles = pkg.GoFiles
		}
		n := &listNode{Package: pkg, list: p, done: make(chan struct{})}
		g.pkgs[pkg.ID] = n
		n.needsrc = p.Export == "" && pkg.PkgPath != "unsafe" // no export data: from source
		if !p.DepOnly {
			g.roots = append(g.roots, n)
			n.initial, n.needtypes, n.needsrc = true, true, pkg.PkgPath != "unsafe"
		}
	}
	if g.sizes == nil || len(g.roots) == 0 {
		return false
	}
	for _, n := range g.roots {
		if !g.visit(n, map[*listNode]bool{}) {
			return false
		}
	}
	return true
}

// absJoin joins each file name to dir, as go/packages does.
func absJoin(dir string, fileses ...[]string) []string {
	var res []string
	for _, files := range fileses {
		for _, f := range files {
			if !filepath.IsAbs(f) {
				f = filepath.Join(dir, f)
			}
			res = append(res, f)
		}
	}
	return res
}

// visit makes n's imports and marks what is loaded how, as refine's visit does: a package that
// imports one loaded from source is loaded from source, and the imports of one loaded from
// source are loaded from export data. An import of a package go list did not give is an error
// of the importer's type checking, as in refine; false for an import cycle.
func (g *listGraph) visit(n *listNode, onStack map[*listNode]bool) bool {
	if n.visited {
		return !onStack[n]
	}
	n.visited, onStack[n] = true, true
	p := n.list
	ids := map[string]bool{}
	for _, id := range p.Imports {
		ids[id] = true
	}
	imports := map[string]string{}
	for path, id := range p.ImportMap {
		imports[path] = id
		delete(ids, id)
	}
	for id := range ids {
		if id != "C" {
			imports[id] = id
		}
	}
	for path, id := range imports {
		imp := g.pkgs[id]
		if imp == nil {
			if n.importErrors == nil {
				n.importErrors = map[string]error{}
			}
			n.importErrors[path] = fmt.Errorf("missing package: %q", id)
			continue
		}
		if !g.visit(imp, onStack) {
			return false
		}
		if imp.needsrc {
			n.needsrc = true
		}
		n.Imports[path] = imp.Package
	}
	if n.needsrc {
		if len(p.CgoFiles) > 0 {
			return false
		}
		for _, imp := range n.Imports {
			g.pkgs[imp.ID].needtypes = true
		}
	}
	n.TypesSizes = g.sizes
	g.order = append(g.order, n)
	onStack[n] = false
	return true
}

// load gives every package its types, from export data or from source, each after its imports,
// as loadPackage does; false when one fails.
func (g *listGraph) load() bool {
	// Every package has its (empty) types.Package before any export data is read, so that
	// reading never creates one (loadPackage does the same, package by package).
	for _, n := range g.order {
		n.Fset = g.fset
		if n.PkgPath == "unsafe" {
			n.Types, n.Syntax, n.TypesInfo = types.Unsafe, []*ast.File{}, newTypesInfo()
		} else {
			n.Types = types.NewPackage(n.PkgPath, n.Name)
		}
	}
	cpu := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for _, n := range g.order {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer close(n.done)
			var files []*ast.File
			var errs []error
			if n.needsrc && n.PkgPath != "unsafe" {
				files, errs = g.parse(n, cpu) // before the imports are loaded: parsing needs none
			}
			for _, imp := range n.Imports {
				<-g.pkgs[imp.ID].done
			}
			switch {
			case n.failed || g.cfg.Context != nil && g.cfg.Context.Err() != nil:
				n.failed = true
			case n.PkgPath == "unsafe":
			case n.needsrc:
				n.failed = !g.check(n, files, errs, cpu)
			case n.needtypes:
				n.failed = !g.readExport(n)
			}
		}()
	}
	wg.Wait()
	for _, n := range g.order {
		if n.failed {
			return false
		}
	}
	return true
}

// parse parses n's files with the configuration's ParseFile, as parseFiles does: the files that
// parsed, even in part, and the errors, in the files' order.
func (g *listGraph) parse(n *listNode, cpu chan struct{}) ([]*ast.File, []error) {
	files := []*ast.File{} // never nil, as parseFiles's
	var errs []error
	for _, name := range n.CompiledGoFiles {
		src, err := os.ReadFile(name)
		var f *ast.File
		if err == nil {
			cpu <- struct{}{}
			f, err = g.cfg.ParseFile(g.fset, name, src)
			<-cpu
		}
		if f != nil {
			files = append(files, f)
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return files, errs
}

// check type-checks n from source, with loadPackage's configuration, and records the errors
// as loadPackage does; false when one is of a kind it does not expect, or the package has no
// file to parse but export data (loadPackage's "sources missing").
func (g *listGraph) check(n *listNode, files []*ast.File, parseErrs []error, cpu chan struct{}) bool {
	if len(n.CompiledGoFiles) == 0 && n.list.Export != "" {
		return false
	}
	ok := true
	appendError := func(err error) {
		switch err := err.(type) {
		case *os.PathError:
			n.Errors = append(n.Errors, packages.Error{Pos: err.Path + ":1", Msg: err.Err.Error(), Kind: packages.ParseError})
		case scanner.ErrorList:
			for _, e := range err {
				n.Errors = append(n.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
			}
		case types.Error:
			n.TypeErrors = append(n.TypeErrors, err)
			n.Errors = append(n.Errors, packages.Error{Pos: err.Fset.Position(err.Pos).String(), Msg: err.Msg, Kind: packages.TypeError})
		default:
			ok = false // packages.Load logs it as an internal error
		}
	}
	for _, err := range parseErrs {
		appendError(err)
	}
	n.Syntax = files
	n.TypesInfo = newTypesInfo()
	importer := importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		imp := n.Imports[path]
		if imp == nil {
			if err := n.importErrors[path]; err != nil {
				return nil, err
			}
			return nil, fmt.Errorf("no metadata for %s", path)
		}
		if imp.Types != nil && imp.Types.Complete() {
			return imp.Types, nil
		}
		ok = false // loaded neither from export data nor from source: not a graph of go list's
		return nil, errNoTypes
	})
	tc := &types.Config{
		Importer:         importer,
		IgnoreFuncBodies: !n.initial,
		Error:            appendError,
		Sizes:            g.sizes,
	}
	if n.Module != nil && n.Module.GoVersion != "" {
		tc.GoVersion = "go" + n.Module.GoVersion
	}
	cpu <- struct{}{}
	typErr := types.NewChecker(tc, g.fset, n.Types, n.TypesInfo).Files(n.Syntax)
	<-cpu
	if typErr != nil && len(n.Errors) == 0 && len(n.Syntax) > 0 {
		if msg := typErr.Error(); strings.HasPrefix(msg, "package requires newer Go version") {
			appendError(types.Error{Fset: g.fset, Pos: n.Syntax[0].Package, Msg: msg})
		}
	}
	if typErr != nil && len(n.Errors) == 0 {
		appendError(typErr)
	}
	var runtimeMinor int
	if _, err := fmt.Sscanf(runtime.Version(), "go1.%d", &runtimeMinor); err == nil && runtimeMinor < g.goMinor && len(n.Errors) > 0 {
		n.Errors = append(n.Errors, packages.Error{Pos: "-", Kind: packages.UnknownError,
			Msg: fmt.Sprintf("This application uses version go1.%d of the source-processing packages but runs version go1.%d of 'go list'. "+
				"It may fail to process source files that rely on newer language features. If so, rebuild the application using a newer version of Go.", runtimeMinor, g.goMinor)})
	}
	n.IllTyped = len(n.Errors) > 0
	for _, imp := range n.Imports {
		n.IllTyped = n.IllTyped || imp.IllTyped
	}
	n.importErrors = nil
	return ok
}

// readExport reads n's types from its export data, with every package n reaches in the view,
// as loadFromExportData does; false on an error.
func (g *listGraph) readExport(n *listNode) bool {
	g.exportMu.Lock()
	defer g.exportMu.Unlock()
	view := map[string]*types.Package{}
	seen := map[*packages.Package]bool{}
	var walk func(map[string]*packages.Package)
	walk = func(imports map[string]*packages.Package) {
		for _, p := range imports {
			if !seen[p] {
				seen[p] = true
				view[p.PkgPath] = p.Types
				walk(p.Imports)
			}
		}
	}
	walk(n.Imports)
	f, err := os.Open(n.list.Export)
	if err != nil {
		return false
	}
	defer f.Close()
	r, err := gcexportdata.NewReader(f)
	if err != nil {
		return false
	}
	want := len(view) + 1 // and n's own package, which the reading makes
	tpkg, err := gcexportdata.Read(r, g.fset, view, n.PkgPath)
	if err != nil {
		return false
	}
	if _, ok := view["go.shape"]; ok {
		want++
	}
	if len(view) != want {
		return false // a package the graph does not have
	}
	n.Types = tpkg
	return true
}

func newTypesInfo() *types.Info {
	return &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
		Implicits: map[ast.Node]types.Object{}, Instances: map[*ast.Ident]types.Instance{}, Scopes: map[ast.Node]*types.Scope{},
		Selections: map[*ast.SelectorExpr]*types.Selection{}, FileVersions: map[*ast.File]string{},
	}
}

// errNoTypes is the importer's answer for a package without complete types, which fails the
// check and sends the load to packages.Load.
var errNoTypes = errors.New("no types")

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
