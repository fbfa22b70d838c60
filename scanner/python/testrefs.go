package python

import (
	"bytes"
	"path"
	"strings"
)

// Modules named like tests that production imports (extract.TestReferrer):
//
//	# jirade/mcp/handlers/__init__.py
//	from .airflow_test import handle_airflow_test_tool  # refers to jirade/mcp/handlers/airflow_test
//	import mcp_server_polarion.tools.test_runs          # to any .../mcp_server_polarion/tools/test_runs
//
// Both methods read import statements from the bytes (imports.go walks the tree, which a file
// without a needle never gets): each line that starts, after its indentation, with "import" or
// "from", continued across parentheses and backslashes.

// TestRefs returns the modules named like tests (test_*, *_test, *_tests) that the file at p
// imports, as extract.TestReferrer spells them: a relative import resolved against p's
// directory ("/a/b/x_test"), an absolute one as the suffix it names ("pkg/x_test"). The name
// imported from a package may be a module too (from . import test_runs).
func (lang) TestRefs(p string, src []byte) []string {
	if !bytes.Contains(src, []byte("test")) {
		return nil
	}
	var out []string
	eachImport(src, func(module string, names []string) {
		ref, ok := moduleRef(p, module)
		if !ok {
			return
		}
		if isTestModuleName(path.Base(ref)) {
			out = append(out, ref)
		}
		for _, n := range names {
			if isTestModuleName(n) {
				out = append(out, strings.TrimSuffix(ref, "/")+"/"+n)
			}
		}
	})
	return out
}

// UsesTestFramework reports whether the file imports pytest, or unittest for more than its mock
// module (a module that patches imports with unittest.mock may run in production).
func (lang) UsesTestFramework(src []byte) bool {
	if !bytes.Contains(src, []byte("pytest")) && !bytes.Contains(src, []byte("unittest")) {
		return false
	}
	uses := false
	eachImport(src, func(module string, names []string) {
		top, _, _ := strings.Cut(module, ".")
		switch {
		case top == "pytest" || top == "_pytest":
			uses = true
		case top == "unittest" && module != "unittest.mock" && !strings.HasPrefix(module, "unittest.mock."):
			if module == "unittest" && len(names) == 1 && names[0] == "mock" {
				return // from unittest import mock
			}
			uses = true
		}
	})
	return uses
}

// isTestModuleName reports whether a module's name makes its file a test by pytest's naming.
func isTestModuleName(n string) bool {
	return strings.HasPrefix(n, "test_") || strings.HasSuffix(n, "_test") || strings.HasSuffix(n, "_tests")
}

// moduleRef is the module path of a dotted module name imported by the file at p: exact for a
// relative name ("/" and the root-relative path), the dotted name's path otherwise. ok is false
// for a relative name that climbs out of the root.
func moduleRef(p, module string) (string, bool) {
	rest := strings.TrimLeft(module, ".")
	dots := len(module) - len(rest)
	rest = strings.ReplaceAll(rest, ".", "/")
	if dots == 0 {
		return rest, rest != ""
	}
	dir := path.Dir(p)
	for i := 1; i < dots; i++ {
		dir = path.Join(dir, "..")
	}
	full := path.Join(dir, rest)
	if full == ".." || strings.HasPrefix(full, "../") {
		return "", false
	}
	if full == "." {
		full = ""
	}
	return "/" + full, true
}

// eachImport hands fn every import statement of src: for "import a.b, c" each module with no
// names, for "from m import x, y" the module m (dots kept) and the names x and y. Aliases are
// dropped; "*" is no name.
func eachImport(src []byte, fn func(module string, names []string)) {
	for i := 0; i < len(src); {
		j := bytes.Index(src[i:], []byte("import"))
		if j < 0 {
			return
		}
		at := i + j
		i = at + len("import")
		start := bytes.LastIndexByte(src[:at], '\n') + 1
		for start < at && (src[start] == ' ' || src[start] == '\t') {
			start++
		}
		line := src[start:]
		if !bytes.HasPrefix(line, []byte("import ")) && !bytes.HasPrefix(line, []byte("from ")) {
			continue
		}
		stmt, end := statementAt(src, start)
		i = max(i, end)
		if rest, ok := strings.CutPrefix(stmt, "import "); ok {
			for _, m := range splitNames(rest) {
				fn(m, nil)
			}
			continue
		}
		module, names, ok := strings.Cut(strings.TrimPrefix(stmt, "from "), " import ")
		if !ok {
			continue
		}
		fn(strings.TrimSpace(module), splitNames(names))
	}
}

// statementAt returns the logical line that starts at start, with its continuations (open
// parentheses, a trailing backslash) joined by spaces and a comment dropped, and where it ends.
func statementAt(src []byte, start int) (string, int) {
	var b strings.Builder
	depth := 0
	i := start
	for i < len(src) {
		c := src[i]
		switch {
		case c == '#':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			continue
		case c == '(':
			depth++
			c = ' '
		case c == ')':
			depth--
			c = ' '
		case c == '\\' && i+1 < len(src) && (src[i+1] == '\n' || src[i+1] == '\r'):
			i += 2
			b.WriteByte(' ')
			continue
		case c == '\n' || c == ';':
			if depth <= 0 || c == ';' {
				return b.String(), i
			}
			c = ' '
		case c == '\r' || c == '\t':
			c = ' '
		}
		b.WriteByte(c)
		i++
		if b.Len() > 4096 {
			break // not an import statement
		}
	}
	return b.String(), i
}

// splitNames splits "a as b, c.d" into its names, without aliases or "*".
func splitNames(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		fields := strings.Fields(part)
		if len(fields) == 0 || fields[0] == "*" {
			continue
		}
		out = append(out, fields[0])
	}
	return out
}
