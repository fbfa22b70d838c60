package typescript

import (
	"bytes"
	"path"
	"strings"
)

// Modules named like tests that production imports (extract.TestReferrer):
//
//	// src/index.ts
//	import { registerRunTests } from "./tools/run.test.js"; // refers to src/tools/run.test
//
// Both methods read the specifiers Refers reads (eachSpec), without a parse.

// TestRefs returns the modules named like tests (a .test or .spec name) that the file at p
// imports, as extract.TestReferrer spells them: a relative specifier resolved against p's
// directory ("/src/tools/run.test"), any other by its last name ("run.test"), which an alias
// (@/tools/run.test) or another package of the workspace may name.
func (lang) TestRefs(p string, src []byte) []string {
	if !bytes.Contains(src, []byte(".test")) && !bytes.Contains(src, []byte(".spec")) {
		return nil
	}
	var out []string
	eachSpec(src, func(b []byte) {
		spec := string(b)
		if i := strings.IndexAny(spec, "?#"); i >= 0 {
			spec = spec[:i]
		}
		spec = trimScriptExt(spec)
		name := path.Base(spec)
		if !isTestModuleName(name) {
			return
		}
		if !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../") {
			out = append(out, name)
			return
		}
		full := path.Join(path.Dir(p), spec)
		if full == ".." || strings.HasPrefix(full, "../") {
			return
		}
		out = append(out, "/"+full)
	})
	return out
}

// testFrameworks are the modules that only a test imports.
var testFrameworks = map[string]bool{"vitest": true, "jest": true, "@jest/globals": true, "mocha": true,
	"node:test": true, "bun:test": true, "@playwright/test": true, "chai": true, "ava": true, "uvu": true,
	"tap": true, "supertest": true}

// UsesTestFramework reports whether the file imports a test framework (testFrameworks, a module
// of Vitest or of Testing Library) or calls describe( at the start of a line, as a suite of
// Jest's or Mocha's globals does.
func (lang) UsesTestFramework(src []byte) bool {
	uses := false
	eachSpec(src, func(b []byte) {
		spec := string(b)
		if testFrameworks[spec] || strings.HasPrefix(spec, "vitest/") || strings.HasPrefix(spec, "@testing-library/") {
			uses = true
		}
	})
	return uses || bytes.HasPrefix(src, []byte("describe(")) || bytes.Contains(src, []byte("\ndescribe("))
}

// isTestModuleName reports whether a module's name (without its script extension) makes its
// file a test by the .test and .spec conventions.
func isTestModuleName(n string) bool {
	for _, m := range []string{".test", ".spec"} {
		if strings.HasSuffix(n, m) || strings.Contains(n, m+".") {
			return true
		}
	}
	return false
}

// trimScriptExt drops a script extension from a specifier.
func trimScriptExt(spec string) string {
	switch path.Ext(spec) {
	case ".js", ".ts", ".mjs", ".cjs", ".mts", ".cts", ".jsx", ".tsx":
		return strings.TrimSuffix(spec, path.Ext(spec))
	}
	return spec
}
