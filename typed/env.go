package typed

import (
	"os"
	"os/exec"
	"strings"
	"sync"
)

// goEnv is the go command's environment for a scanned module, which is hostile code: the user's
// environment, with
//
//   - GOTOOLCHAIN=local: a go or toolchain line in go.mod never downloads another toolchain;
//   - CGO_ENABLED=0: no C compiler runs on the module's cgo files;
//   - GOWORK=off: a go.work in the tree cannot pull in directories outside it;
//   - GOFLAGS=-buildvcs=false: no version control command runs in the tree, and no -mod=mod
//     from the user's GOFLAGS lets the go command rewrite the module's go.mod or go.sum;
//   - GOPROXY: the configured proxies without "direct", so that modules come only through a
//     proxy ("off" when none is configured: only the module cache serves), and GOVCS=*:off, so
//     that a module that GONOPROXY or GOPRIVATE send direct is not fetched by a VCS either;
//   - GO111MODULE=on: never GOPATH mode.
//
// The module cache and build cache are the user's (GOMODCACHE, GOCACHE), shared by every
// module and repository a run analyzes.
func goEnv() []string {
	set := map[string]string{
		"GOTOOLCHAIN": "local", "CGO_ENABLED": "0", "GOWORK": "off", "GOFLAGS": "-buildvcs=false",
		"GOPROXY": proxyOnly(configuredProxy()), "GOVCS": "*:off", "GO111MODULE": "on",
	}
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if _, ok := set[k]; !ok {
			env = append(env, kv)
		}
	}
	for k, v := range set {
		env = append(env, k+"="+v)
	}
	return env
}

var (
	proxyOnce sync.Once
	proxyConf string
)

// configuredProxy is GOPROXY as the go command sees it: the environment's, else go env -w's
// file or the default, read once per process.
func configuredProxy() string {
	if v, ok := os.LookupEnv("GOPROXY"); ok {
		return v
	}
	proxyOnce.Do(func() {
		cmd := exec.Command("go", "env", "GOPROXY")
		cmd.Dir = os.TempDir() // not a scanned module, whose go.mod could name a toolchain
		cmd.Env = append(os.Environ(), "GOTOOLCHAIN=local", "GOWORK=off")
		if out, err := cmd.Output(); err == nil {
			proxyConf = strings.TrimSpace(string(out))
		}
	})
	return proxyConf
}

// proxyOnly removes "direct" from a GOPROXY list, keeping the separators' meaning (a comma falls
// back on 404 and 410 only, a pipe on any error), and gives "off" when nothing is left.
func proxyOnly(v string) string {
	var kept []string // each kept item followed by the separator that came after it
	for v != "" {
		item, sep := v, ""
		if i := strings.IndexAny(v, ",|"); i >= 0 {
			item, sep, v = v[:i], v[i:i+1], v[i+1:]
		} else {
			v = ""
		}
		if item = strings.TrimSpace(item); item != "" && item != "direct" {
			kept = append(kept, item, sep)
		}
	}
	if len(kept) == 0 {
		return "off"
	}
	return strings.Join(kept[:len(kept)-1], "")
}
