package panicleak

import (
	"go/ast"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcperr/mcperr/analyzers/internal/carry"
)

// spreadPending passes the problems of pending functions and variables on to the functions and
// package-level variables of this package that use them, so that the package that builds the
// server finds them at whatever it calls.
func (c *checker) spreadPending() {
	if len(c.pending) == 0 {
		return
	}
	// Each declaration's body is walked once for the objects it uses; the fixed point then runs
	// on those lists.
	type user struct {
		obj  types.Object
		uses []types.Object // distinct, in source order, obj itself left out
	}
	var users []user
	usesIn := func(obj types.Object, node ast.Node) user {
		u := user{obj: obj}
		seen := map[types.Object]bool{obj: true}
		ast.Inspect(node, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if used := c.pass.TypesInfo.Uses[id]; used != nil && !seen[used] {
					seen[used] = true
					u.uses = append(u.uses, used)
				}
			}
			return true
		})
		return u
	}
	for _, f := range c.pass.Files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if obj := c.pass.TypesInfo.Defs[d.Name]; obj != nil && d.Body != nil {
					users = append(users, usesIn(obj, d.Body))
				}
			case *ast.GenDecl:
				for _, sp := range d.Specs {
					if vs, ok := sp.(*ast.ValueSpec); ok && len(vs.Names) > 0 && len(vs.Values) > 0 {
						if obj := c.pass.TypesInfo.Defs[vs.Names[0]]; obj != nil && obj.Parent() == c.pass.Pkg.Scope() {
							users = append(users, usesIn(obj, vs))
						}
					}
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, u := range users {
			for _, used := range u.uses {
				if len(c.pending[used]) > 0 && c.addPending(u.obj, c.pending[used]) {
					changed = true
				}
			}
		}
	}
}

// checkForeign handles handlers, registering functions and variables of other packages that
// left their decision to the package that builds the server: each panic site is reported once,
// naming the first use of what brings it.
func (c *checker) checkForeign() {
	facts := map[types.Object]*pendingFact{} // looked up once per object (nil: none)
	c.in.Preorder(identNodes, func(n ast.Node) {
		id := n.(*ast.Ident)
		obj := c.pass.TypesInfo.Uses[id]
		if obj == nil || obj.Pkg() == nil || obj.Pkg() == c.pass.Pkg {
			return
		}
		if fn, ok := obj.(*types.Func); ok {
			obj = fn.Origin()
		}
		pf, seen := facts[obj]
		if !seen {
			pf = new(pendingFact)
			if !c.pass.ImportObjectFact(obj, pf) {
				pf = nil
			}
			facts[obj] = pf
		}
		if pf == nil || c.behindRecovery(id) {
			return
		}
		if !c.info.CreatesServer {
			if holder := c.holderOf(id); holder != nil {
				c.addPending(holder, pf.Problems)
			}
			return
		}
		if c.info.Recovered {
			return
		}
		for _, p := range pf.Problems {
			c.report(p, nil, &brought{use: id, obj: obj})
		}
	})
}

// identNodes are the nodes checkForeign looks at.
var identNodes = []ast.Node{(*ast.Ident)(nil)}

// initPendingFact marks a package whose init functions register handlers whose panics can
// escape (into a registry of the module that a server's package reads, or on a server of an
// SDK's default): every package that imports it, directly or not, and builds a server without
// recovery reports them. It carries those of the packages its package imports, directly or not
// (go vet hands a package the package facts of its direct imports only, and a server's package
// often imports its tool packages blank, through a package that links them all in).
type initPendingFact struct {
	Problems []problem
	Imported []initPkg // by path
}

// initPkg is the problems that the init functions of one package leave.
type initPkg struct {
	Path     string
	Problems []problem
}

func (*initPendingFact) AFact() {}
func (f *initPendingFact) String() string {
	var parts []string
	if len(f.Problems) > 0 {
		parts = append(parts, "init"+(&pendingFact{Problems: f.Problems}).String())
	}
	if len(f.Imported) > 0 {
		var ips []string
		for _, ip := range f.Imported {
			ips = append(ips, ip.Path[strings.LastIndex(ip.Path, "/")+1:]+":"+strconv.Itoa(len(ip.Problems)))
		}
		parts = append(parts, "initImported("+strings.Join(ips, " ")+")")
	}
	return strings.Join(parts, " ")
}

// checkInits exports the problems that this package's init functions leave pending, and, in a
// package that builds a server, reports those of the packages it imports.
func (c *checker) checkInits() {
	var probs []problem
	for obj, ps := range c.pending {
		if fn, ok := obj.(*types.Func); ok && fn.Name() == "init" && fn.Type().(*types.Signature).Recv() == nil {
			probs = append(probs, ps...)
		}
	}
	sort.SliceStable(probs, func(i, j int) bool { return placeLess(probs[i].Site.At, probs[j].Site.At) })
	imported := carry.Gather(c.pass, func(pkg *types.Package, f analysis.Fact) []initPkg {
		fact, ok := f.(*initPendingFact)
		if !ok {
			return nil
		}
		if len(fact.Problems) == 0 {
			return fact.Imported
		}
		return append([]initPkg{{Path: pkg.Path(), Problems: fact.Problems}}, fact.Imported...)
	}, func(ip initPkg) string { return ip.Path })
	if len(probs) > 0 || len(imported) > 0 {
		c.pass.ExportPackageFact(&initPendingFact{Problems: probs, Imported: imported})
	}
	if !c.info.CreatesServer || c.info.Recovered {
		return
	}
	for _, ip := range imported {
		for _, p := range ip.Problems {
			c.report(p, nil, nil)
		}
	}
}
