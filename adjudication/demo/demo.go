// Package demo materialises the built-in demo study (testdata/demo) on disk: its example MCP
// servers become local git repositories, made with go-git with a fixed author and date so their
// commits are the same on every machine, and its frame is written beside them.
package demo

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/go-git/go-git/v5"
	"github.com/go-git/go-git/v5/plumbing/object"

	demofiles "github.com/mcperr/mcperr/testdata/demo"
)

// URLPrefix is the prefix of the demo frame's repository URLs. The host is under .invalid
// (RFC 2606), so the URLs can never reach a network: acquisition maps them to local repositories.
const URLPrefix = "https://demo.mcperr.invalid/"

// FrameName is the demo frame's file name.
const FrameName = "frame.json"

// commitTime is the demo commits' author and committer date: fixed, so commit hashes are stable.
var commitTime = time.Date(2026, 1, 15, 10, 0, 0, 0, time.UTC)

// Demo is a materialised demo.
type Demo struct {
	// Frame is the path of the demo frame.
	Frame string
	// Mirrors maps each repository URL of the frame to a local path; a URL whose repository the
	// demo leaves out on purpose maps to a path that does not exist, so it fails as unreachable.
	Mirrors map[string]string
}

// Materialise writes the demo into dir (creating it): dir/frame.json and dir/repos/<name>/ as git
// repositories. A repository already there is reused, so a resumed study does not rebuild it.
func Materialise(dir string) (*Demo, error) {
	dir, err := filepath.Abs(dir) // a relative path would read as a URL without a scheme
	if err != nil {
		return nil, fmt.Errorf("demo: %w", err)
	}
	d := &Demo{Frame: filepath.Join(dir, FrameName), Mirrors: map[string]string{}}
	frame, err := demofiles.Files.ReadFile(FrameName)
	if err != nil {
		return nil, fmt.Errorf("demo frame: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("demo: %w", err)
	}
	if err := os.WriteFile(d.Frame, frame, 0o644); err != nil {
		return nil, fmt.Errorf("demo frame: %w", err)
	}
	names, err := fs.ReadDir(demofiles.Files, "servers")
	if err != nil {
		return nil, fmt.Errorf("demo servers: %w", err)
	}
	present := map[string]bool{}
	for _, n := range names {
		present[n.Name()] = true
		repo := filepath.Join(dir, "repos", n.Name())
		if err := materialiseRepo(path.Join("servers", n.Name()), repo); err != nil {
			return nil, fmt.Errorf("demo repository %s: %w", n.Name(), err)
		}
	}
	for _, u := range repositoryURLs(frame) {
		name := strings.TrimPrefix(u, URLPrefix)
		d.Mirrors[u] = filepath.Join(dir, "repos", name)
		if !present[name] {
			d.Mirrors[u] = filepath.Join(dir, "repos", "missing", name)
		}
	}
	return d, nil
}

// repositoryURLs finds the demo URLs in the frame's text; the frame is ours, so a scan for the
// prefix is enough and keeps this package free of the frame reader.
func repositoryURLs(frame []byte) []string {
	var out []string
	s := string(frame)
	for {
		i := strings.Index(s, URLPrefix)
		if i < 0 {
			return out
		}
		s = s[i:]
		j := strings.IndexByte(s, '"')
		if j < 0 {
			return out
		}
		out = append(out, s[:j])
		s = s[j:]
	}
}

// markerName is a file in a materialised repository's .git directory holding the sha256 of the
// embedded files it was made from.
const markerName = "mcperr-demo-sha256"

// materialiseRepo copies the embedded folder src into a new git repository at dst with one
// commit. An existing repository at dst made from the same files is kept; one made from other
// files (an older mcperr's demo) is made again.
func materialiseRepo(src, dst string) (err error) {
	sum, err := treeHash(src)
	if err != nil {
		return err
	}
	if _, err := git.PlainOpen(dst); err == nil {
		if b, _ := os.ReadFile(filepath.Join(dst, ".git", markerName)); string(b) == sum {
			return nil
		}
	}
	if err := os.RemoveAll(dst); err != nil {
		return err
	}
	tmp := dst + ".tmp"
	os.RemoveAll(tmp)
	defer func() {
		if err != nil {
			os.RemoveAll(tmp)
		}
	}()
	r, err := git.PlainInit(tmp, false)
	if err != nil {
		return err
	}
	wt, err := r.Worktree()
	if err != nil {
		return err
	}
	err = fs.WalkDir(demofiles.Files, src, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		rel := strings.TrimPrefix(p, src+"/")
		if b := path.Base(rel); b == "go.mod.demo" || b == "go.sum.demo" {
			rel = path.Join(path.Dir(rel), strings.TrimSuffix(b, ".demo"))
		}
		data, err := demofiles.Files.ReadFile(p)
		if err != nil {
			return err
		}
		out := filepath.Join(tmp, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(out, data, 0o644); err != nil {
			return err
		}
		_, err = wt.Add(rel)
		return err
	})
	if err != nil {
		return err
	}
	sig := &object.Signature{Name: "mcperr demo", Email: "demo@mcperr.invalid", When: commitTime}
	if _, err := wt.Commit("demo server", &git.CommitOptions{Author: sig, Committer: sig}); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(tmp, ".git", markerName), []byte(sum), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, dst); err != nil {
		return errors.Join(err, os.RemoveAll(tmp))
	}
	return nil
}

// treeHash returns the sha256 of the embedded folder src: every file's path and content.
func treeHash(src string) (string, error) {
	h := sha256.New()
	err := fs.WalkDir(demofiles.Files, src, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		data, err := demofiles.Files.ReadFile(p)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", p, len(data))
		h.Write(data)
		return nil
	})
	return hex.EncodeToString(h.Sum(nil)), err
}
