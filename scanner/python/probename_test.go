package python

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestProbeNamedIsTheRegexp checks probeNamed against probeName on every identifier of the
// package's fixtures, the names of probeName's doc comment and names built from its words in
// other cases, a Kelvin sign or a long s among them.
func TestProbeNamedIsTheRegexp(t *testing.T) {
	names := []string{"", "health", "HEALTH", "get_Health", "healthcheck", "ping", "shop_ping", "Probe",
		"heartbeat", "liveness", "readiness", "test_connection", "test_wikipedia_connectivity", "auth_check",
		"check_credentials", "pfsense_check_webgui_login", "login_check", "shop_check_login_session",
		"crm_test_connection", "login_user", "preflight", "pre_flight_checks", "connectivity_preflight",
		"preflight_transfer", "diagnostics", "diagnose_zenml_setup", "diagnose_run", "Diagnose_Job",
		"check_seſſion", "check_\u212Aeepalive", "checK_session", "verify_AUTHENTICATION_status",
		"run_diagnostics_network_tool", "é_health", "health_é"}
	ident := regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)
	err := filepath.Walk("testdata", func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() || !strings.HasSuffix(p, ".py") {
			return err
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		names = append(names, ident.FindAllString(string(src), -1)...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	matched := 0
	for _, n := range names {
		want := probeName.MatchString(n)
		if got := probeNamed(n); got != want {
			t.Fatalf("probeNamed(%q) = %v, probeName matches: %v", n, got, want)
		}
		if want {
			matched++
		}
	}
	if matched < 20 {
		t.Fatalf("only %d of %d names are probes: the test checks too little", matched, len(names))
	}
	t.Logf("%d names, %d probes", len(names), matched)
}

// BenchmarkProbeNamed runs probeNamed, and the regexp it spares, over the function names of the
// package's fixtures (reachedProblems asks it of every function of a file).
func BenchmarkProbeNamed(b *testing.B) {
	var names []string
	def := regexp.MustCompile(`def\s+([A-Za-z_][A-Za-z0-9_]*)`)
	_ = filepath.Walk("testdata", func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && strings.HasSuffix(p, ".py") {
			src, _ := os.ReadFile(p)
			for _, m := range def.FindAllStringSubmatch(string(src), -1) {
				names = append(names, m[1])
			}
		}
		return nil
	})
	b.Run("prefilter", func(b *testing.B) {
		for b.Loop() {
			for _, n := range names {
				probeNamed(n)
			}
		}
	})
	b.Run("regexp", func(b *testing.B) {
		for b.Loop() {
			for _, n := range names {
				probeName.MatchString(n)
			}
		}
	})
}
