package golang

import (
	"path"
	"strings"

	"github.com/mcperr/mcperr/scanner/extract"
)

// builtins are Go's predeclared functions and common conversions, never helpers.
var builtins = map[string]bool{
	"append": true, "cap": true, "clear": true, "close": true, "complex": true, "copy": true,
	"delete": true, "imag": true, "len": true, "make": true, "max": true, "min": true, "new": true,
	"panic": true, "print": true, "println": true, "real": true, "recover": true,
	"string": true, "int": true, "int64": true, "float64": true, "byte": true, "rune": true, "error": true,
}

// calls returns the file's calls that may reach a helper of the tree, keyed as helperKey keys
// helpers. A package-qualified call gets one candidate key per suffix of its import path (the
// module path is not known here), so "github.com/acme/srv/internal/errs".Fail reaches a helper
// keyed "internal/errs.Fail"; a method call gets the key "<dir>.*.<Method>" of its own package.
func (fl *file) calls() []extract.Call {
	var out []extract.Call
	root := ""
	if fl.f.Project != nil {
		root = fl.f.Project.Root
	}
	for _, m := range fl.callMs {
		name := text(m["name"], fl.src)
		line := int(m["site"].StartPoint().Row) + 1
		recv := m["recv"]
		if recv == nil {
			if builtins[name] || (fl.funcs[name] == nil && fl.im.dotSDK() != noSDK && strings.HasPrefix(name, "NewToolResult")) {
				continue
			}
			out = append(out, extract.Call{Key: fl.dir + "." + name, Line: line})
			continue
		}
		if recv.Type() == "identifier" {
			if p, ok := fl.im.byName[text(recv, fl.src)]; ok {
				if isStdlib(p) || strings.HasPrefix(p, mcpGoMod) || strings.HasPrefix(p, goSDKMod) {
					continue
				}
				for _, dir := range suffixes(p) {
					out = append(out, extract.Call{Key: path.Join(root, dir) + "." + name, Line: line})
				}
				continue
			}
		}
		out = append(out, extract.Call{Key: fl.dir + ".*." + name, Line: line})
	}
	return out
}

// suffixes returns the trailing element runs of an import path, shortest first:
// "a.com/b/c" gives "c", "b/c", "a.com/b/c".
func suffixes(p string) []string {
	parts := strings.Split(p, "/")
	out := make([]string, 0, len(parts))
	for i := len(parts) - 1; i >= 0; i-- {
		out = append(out, strings.Join(parts[i:], "/"))
	}
	return out
}
