package version

import (
	"runtime/debug"
	"testing"
)

func TestFromBuildInfo(t *testing.T) {
	rev := []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}}
	for _, tc := range []struct {
		name string
		info *debug.BuildInfo
		want string
	}{
		{"no build info", nil, "dev"},
		{"go install @tag", &debug.BuildInfo{Main: debug.Module{Version: "v1.4.0"}}, "v1.4.0"},
		{"pseudo-version", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261201120000-0123456789ab+dirty"}}, "v0.0.0-20261201120000-0123456789ab+dirty"},
		{"checkout without vcs", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "dev"},
		{"checkout at a commit", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: rev}, "dev+0123456789ab"},
		{"modified checkout", &debug.BuildInfo{Settings: append(rev, debug.BuildSetting{Key: "vcs.modified", Value: "true"})}, "dev+0123456789ab.dirty"},
	} {
		if got := fromBuildInfo(tc.info); got != tc.want {
			t.Errorf("%s: fromBuildInfo = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestLinkerVersionWins(t *testing.T) {
	saved := version
	defer func() { version = saved }()
	version = "v2.0.0"
	if got := String(); got != "v2.0.0" {
		t.Errorf("String() = %q with the linker's v2.0.0", got)
	}
}

func TestSemantic(t *testing.T) {
	for v, want := range map[string]string{
		"v1.2.3":            "1.2.3",
		"v1.2.3-rc.1":       "1.2.3-rc.1",
		"v0.0.0-2026-abc+x": "0.0.0-2026-abc+x",
		"dev":               "",
		"dev+0123456789ab":  "",
		"1.2.3":             "1.2.3",
		"vfoo":              "",
	} {
		if got := Semantic(v); got != want {
			t.Errorf("Semantic(%q) = %q, want %q", v, got, want)
		}
	}
}
