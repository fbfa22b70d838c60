package scanner

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// vendorDirs hold other people's code: package managers' install trees and virtualenvs.
var vendorDirs = map[string]bool{
	"node_modules": true, "bower_components": true, "jspm_packages": true, "vendor": true,
	".venv": true, "venv": true, "site-packages": true, "__pypackages__": true,
}

// outputDirs hold build output and tool caches: copies of the sources, transpiled or bundled.
var outputDirs = map[string]bool{
	"dist": true, "build": true, "out": true, ".next": true, ".nuxt": true, ".svelte-kit": true,
	".turbo": true, ".output": true, "__pycache__": true, ".tox": true, ".nox": true,
	".mypy_cache": true, ".pytest_cache": true, "coverage": true,
}

// skipDir says why the walk does not enter a directory by default, or "" when it does.
func skipDir(name, real string) (finding.SkipReason, string) {
	switch {
	case name == ".git" || name == ".hg" || name == ".svn":
		return finding.Ignored, "version control directory"
	case vendorDirs[name]:
		return finding.VendoredDir, "dependency directory"
	case outputDirs[name]:
		// Go has no build step that writes .go files, so a Go package named build or out is
		// source: look before skipping.
		if hasGoFile(real) {
			return "", ""
		}
		return finding.BuildOutput, "build output directory"
	case isFile(filepath.Join(real, "pyvenv.cfg")):
		return finding.VendoredDir, "virtualenv (pyvenv.cfg)"
	}
	return "", ""
}

func hasGoFile(dir string) bool {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".go") && e.Type().IsRegular() {
			return true
		}
	}
	return false
}

func isFile(p string) bool {
	info, err := os.Lstat(p)
	return err == nil && info.Mode().IsRegular()
}

// isMinifiedName reports whether a file name says the file is minified or bundled.
func isMinifiedName(name string) bool {
	lower := strings.ToLower(name)
	for _, marker := range []string{".min.", "-min.", ".bundle.", ".chunk."} {
		if strings.Contains(lower, marker) {
			return true
		}
	}
	return false
}

// Minified content: a file that keeps most of its bytes on lines longer than longLine is a
// bundle, whatever its name. Hand-written code, even with a long string or two, does not.
const longLine = 1000

// isMinified reports whether src looks minified: at least 4 KiB, and more than half of its
// bytes on lines longer than longLine.
func isMinified(src []byte) bool {
	if len(src) < 4096 {
		return false
	}
	long := 0
	for rest := src; len(rest) > 0; {
		n := bytes.IndexByte(rest, '\n')
		if n < 0 {
			n = len(rest)
		}
		if n > longLine {
			long += n
		}
		if n == len(rest) {
			break
		}
		rest = rest[n+1:]
	}
	return long > len(src)/2
}

// isBinary reports whether src is binary: it holds a NUL byte, which no source file of the
// scanned languages does (UTF-16 sources, which do, are not read either).
func isBinary(src []byte) bool {
	return bytes.IndexByte(src, 0) >= 0
}
