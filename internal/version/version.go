// Package version is the single source of mcperr's version: --version, the tool version in
// JSON, JSONL and SARIF documents, study manifests and the cache keys all read String.
//
// A release sets it at link time:
//
//	go build -ldflags "-X github.com/mcperr/mcperr/internal/version.version=v1.2.3" ./cmd/mcperr
//
// Without that, the module version that `go install github.com/mcperr/mcperr/cmd/mcperr@v1.2.3`
// records in the build info is used, and a build from a checkout names its commit.
package version

import (
	"runtime/debug"
	"strings"

	"golang.org/x/mod/semver"
)

// version is set by the linker for releases (-X); empty otherwise.
var version string

// Dev is the version of a build that carries neither a linker version, a module version nor a
// commit (go test, go run outside a repository).
const Dev = "dev"

// String returns mcperr's version: the linker's, else the module's from the build info
// (v1.2.3, or a pseudo-version for a build at a commit), else "dev" with the commit when the
// build info names one ("dev+abcdef012345", "+dirty" when the checkout had changes).
func String() string {
	if version != "" {
		return version
	}
	info, _ := debug.ReadBuildInfo()
	return fromBuildInfo(info)
}

// fromBuildInfo derives the version from a binary's build info (nil when there is none).
func fromBuildInfo(info *debug.BuildInfo) string {
	if info == nil {
		return Dev
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return Dev
	}
	v := Dev + "+" + rev[:min(12, len(rev))]
	if dirty {
		v += ".dirty"
	}
	return v
}

// Semantic returns v as a SemVer 2.0 string without the leading "v" ("1.2.3", "0.0.0-2026...")
// when it is a semantic version, with or without the "v", and "" otherwise (a "dev" build), for SARIF's semanticVersion.
func Semantic(v string) string {
	if !strings.HasPrefix(v, "v") {
		v = "v" + v
	}
	if !semver.IsValid(v) {
		return ""
	}
	return strings.TrimPrefix(semver.Canonical(v), "v") + semver.Build(v)
}
