package lazyre

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoEagerExpressions fails when a package of the module that a shipped binary links (mcperr,
// mcperrvet, the golangci-lint plugin) compiles a regular expression in its initialisation: in
// a package-level variable's initialiser (outside a function literal, which runs when called)
// or in an init function. Every process pays that before main, and go vet -vettool starts one
// per package: use New instead.
func TestNoEagerExpressions(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	cmd := exec.Command("go", "list", "-deps", "-f", "{{if .Module}}{{if .Module.Main}}{{.Dir}}{{end}}{{end}}",
		"./cmd/...", "./plugin/...")
	cmd.Dir = filepath.Join("..", "..")
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dirs := strings.Fields(string(out))
	if len(dirs) < 10 {
		t.Fatalf("go list named %d packages of the module: %q", len(dirs), dirs)
	}
	fset := token.NewFileSet()
	for _, dir := range dirs {
		pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pkgs {
			for _, f := range p.Files {
				for _, pos := range eagerCompiles(f) {
					t.Errorf("%s: a regular expression compiled at package initialisation; use lazyre.New", fset.Position(pos))
				}
			}
		}
	}
}

// eagerCompiles returns the positions of the calls of regexp's Compile functions that run when
// f's package is initialised.
func eagerCompiles(f *ast.File) []token.Pos {
	name := ""
	for _, imp := range f.Imports {
		if imp.Path.Value == `"regexp"` {
			name = "regexp"
			if imp.Name != nil {
				name = imp.Name.Name
			}
		}
	}
	if name == "" {
		return nil
	}
	var out []token.Pos
	look := func(n ast.Node) {
		ast.Inspect(n, func(n ast.Node) bool {
			if _, ok := n.(*ast.FuncLit); ok {
				return false
			}
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == name && strings.Contains(sel.Sel.Name, "Compile") {
					out = append(out, sel.Pos())
				}
			}
			return true
		})
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			if d.Tok == token.VAR {
				for _, s := range d.Specs {
					for _, v := range s.(*ast.ValueSpec).Values {
						look(v)
					}
				}
			}
		case *ast.FuncDecl:
			if d.Name.Name == "init" && d.Recv == nil && d.Body != nil {
				look(d.Body)
			}
		}
	}
	return out
}

// TestEagerCompilesFound: the check sees what it is meant to, and nothing else.
func TestEagerCompilesFound(t *testing.T) {
	src := `package p

import re "regexp"

var a = re.MustCompile("a")
var b = struct{ r *re.Regexp }{re.MustCompile("b")}
var c = func() *re.Regexp { return re.MustCompile("c") } // runs when called
var d = New("d")

func init() { _ = re.MustCompilePOSIX("e") }

func f() { _ = re.MustCompile("f") }
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(eagerCompiles(f)); got != 3 {
		t.Errorf("found %d eager compiles, want 3 (a, b, init)", got)
	}
}
