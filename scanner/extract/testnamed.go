package extract

import (
	"path"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Modules named like tests that production code imports:
//
//	# jirade/mcp/handlers/airflow_test.py: the handler of an "airflow test" tool
//	async def handle_airflow_test_tool(name, arguments): ...
//	# jirade/mcp/handlers/__init__.py
//	from .airflow_test import handle_airflow_test_tool
//
// A file's name alone makes it a test (ContextOf): pytest's test_*.py and *_test.py, the .test.
// and .spec. infix of Jest, Vitest and Mocha. Some of those names are also a module's for what it
// does (a tool that runs tests, a handler of test runs), and such a module runs in production when
// a production module imports it. NamedLikeTest tells the files whose name is the only thing that
// says test; TestImports decides, once a root's files are read, which of them production imports
// (through the imports TestReferrer reads); those are production (ImportedContext), the others
// stay tests. A file under a test directory, conftest.py, Django's tests.py, test support
// (test_helpers.py), an end-to-end test (.e2e.) and Go's _test.go (the toolchain says what a test
// is) stay tests whatever imports them, and so does a file that imports a test framework
// (TestReferrer.UsesTestFramework): a real test that another test imports.

// TestReferrer is implemented by a Language whose modules may import a module named like a test
// (NamedLikeTest). Both methods run on the bytes alone, without a parse, and must be cheap:
// TestRefs runs on every production file of the language that the scan reads.
type TestReferrer interface {
	// TestRefs returns the modules named like tests that the file at path imports, each as a
	// module path (a slash path without its extension): "/a/b/x_test" names the file a/b/x_test
	// of the root exactly, "b/x_test" any file whose module path ends in it.
	TestRefs(path string, src []byte) []string
	// UsesTestFramework reports whether the file imports a test framework (pytest, unittest,
	// Vitest, Jest, Mocha, node:test) or calls its globals: it is a test whatever imports it.
	UsesTestFramework(src []byte) bool
}

// NamedLikeTest reports whether a file at p (a slash path relative to the scan root) is a test
// by its name alone, with a name a module may bear for what it does: test_*.py, *_test.py and
// *_tests.py, and the .test. and .spec. infix of a TypeScript or JavaScript file. Its
// directories must say nothing (not vendored, nor a test, example, docs or generated directory).
func NamedLikeTest(p string) bool {
	lower := strings.ToLower(p)
	base := path.Base(lower)
	if !isImportableTestName(base) {
		return false
	}
	dirs := strings.Split(path.Dir(lower), "/")
	for _, d := range dirs {
		if vendoredDirs[d] {
			return false
		}
	}
	return dirContext(dirs, nil) == finding.Production
}

// ImportedContext is the context of a file named like a test (NamedLikeTest) that a production
// module imports: production, unless its head says it is generated.
func ImportedContext(src []byte) finding.Context {
	head := src
	if len(head) > 1024 {
		head = head[:1024]
	}
	if mayBeGenerated(head) && generatedHeader.Match(head) || strings.Contains(string(head), "DO NOT EDIT") {
		return finding.Generated
	}
	return finding.Production
}

// isImportableTestName reports whether a lower-case file name makes a test by a convention that
// a module's own name may follow (NamedLikeTest).
func isImportableTestName(base string) bool {
	ext := path.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	if testSupportStems[stem] || isGeneratedName(base) {
		return false
	}
	switch ext {
	case ".py":
		return strings.HasPrefix(stem, "test_") || strings.HasSuffix(stem, "_test") || strings.HasSuffix(stem, "_tests")
	case ".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs":
		if strings.Contains(base, ".e2e.") || strings.Contains(base, ".e2e-spec.") {
			return false
		}
		return strings.Contains(base, ".test.") || strings.Contains(base, ".spec.")
	}
	return false
}

// ModulePath is a file's module path as TestRefs spells it: its slash path without extension.
func ModulePath(p string) string {
	return strings.TrimSuffix(p, path.Ext(p))
}

// TestImports decides which files named like tests (NamedLikeTest) a root's production modules
// import, directly or through other such files that they import. Its answer does not depend on
// the order in which files are added. Imports count within a project only (SetGroups): a module
// path that names a file of another checkout of the scanned directory imports nothing there.
type TestImports struct {
	refs     map[string][]string // project -> what its production modules import (TestRefs)
	named    map[string][]string // path of a file named like a test -> what it imports
	projects                     // which project a file belongs to (SetGroups)
}

// AddImporter notes what the production module at p imports (TestRefs).
func (t *TestImports) AddImporter(p string, refs []string) {
	if len(refs) == 0 {
		return
	}
	if t.refs == nil {
		t.refs = map[string][]string{}
	}
	g := t.group(p)
	t.refs[g] = append(t.refs[g], refs...)
}

// AddNamed notes a file named like a test, which does not import a test framework, and what it
// imports (TestRefs).
func (t *TestImports) AddNamed(p string, refs []string) {
	if t.named == nil {
		t.named = map[string][]string{}
	}
	t.named[p] = refs
}

// Named reports whether any file named like a test was added.
func (t *TestImports) Named() bool { return len(t.named) > 0 }

// Imported returns the paths of the files named like tests that production imports.
func (t *TestImports) Imported() map[string]bool {
	imported := map[string]bool{}
	if len(t.named) == 0 {
		return imported
	}
	type ref struct{ group, name string }
	byName := map[ref][]string{} // a project and a module path's last name -> the files named like tests
	for p := range t.named {
		n := path.Base(ModulePath(p))
		k := ref{t.group(p), n}
		byName[k] = append(byName[k], p)
	}
	var queue []ref
	for g, rs := range t.refs {
		for _, r := range rs {
			queue = append(queue, ref{g, r})
		}
	}
	for len(queue) > 0 {
		r := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, p := range byName[ref{r.group, path.Base(r.name)}] {
			if !imported[p] && refersTo(r.name, ModulePath(p)) {
				imported[p] = true
				for _, n := range t.named[p] { // what it imports runs in production too
					queue = append(queue, ref{r.group, n})
				}
			}
		}
	}
	return imported
}

// refersTo reports whether a TestRefs module path r names the module m.
func refersTo(r, m string) bool {
	if exact, ok := strings.CutPrefix(r, "/"); ok {
		return m == exact
	}
	return m == r || strings.HasSuffix(m, "/"+r)
}
