// Package config reads mcperr's configuration file, .mcperr.yaml, which `mcperr scan` and
// `mcperr vet` look for in the working directory and its parents, as golangci-lint looks for
// .golangci.yml:
//
//	version: 1
//	rules:
//	  enable: [all]
//	  disable: [guidance]
//	fail-on: problem            # problem, site or none
//	baseline: mcperr-baseline.json
//	new-from-rev: origin/main
//	exclude:                    # gitignore patterns, relative to this file's directory
//	  - gen/
//	  - "*.pb.go"
//	contexts: [production, test]
//	per-path:
//	  - paths: ["legacy/**"]
//	    disable: [softerror]
//
// Flags override the file. The file is read strictly: an unknown key, a value of the wrong
// type, an unknown rule, fail level or context is an error naming the file, the line and the
// column of the value at fault.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/mcperr/mcperr/policy"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Names are the file names looked for, in order, in each directory.
var Names = []string{".mcperr.yaml", ".mcperr.yml"}

// maxSize caps the file read: a configuration is a few hundred bytes.
const maxSize = 1 << 20

// Config is the content of a configuration file.
type Config struct {
	// File is the file read, absolute; "" when there was none.
	File string `yaml:"-" json:"file,omitempty"`
	// Dir is the directory that relative paths (baseline, exclude, per-path) start from: the
	// file's directory.
	Dir string `yaml:"-" json:"-"`

	Version    int        `yaml:"version,omitempty" json:"version,omitempty"`
	Rules      Rules      `yaml:"rules,omitempty" json:"rules"`
	FailOn     string     `yaml:"fail-on,omitempty" json:"failOn,omitempty"`
	Baseline   string     `yaml:"baseline,omitempty" json:"baseline,omitempty"`
	NewFromRev string     `yaml:"new-from-rev,omitempty" json:"newFromRev,omitempty"`
	Exclude    []string   `yaml:"exclude,omitempty" json:"exclude,omitempty"`
	Contexts   []string   `yaml:"contexts,omitempty" json:"contexts,omitempty"`
	PerPath    []PathRule `yaml:"per-path,omitempty" json:"perPath,omitempty"`
}

// Rules turns rules on and off, as --enable and --disable do ("all" for every rule).
type Rules struct {
	Enable  []string `yaml:"enable,omitempty" json:"enable,omitempty"`
	Disable []string `yaml:"disable,omitempty" json:"disable,omitempty"`
}

// PathRule turns rules off for the files that match its patterns.
type PathRule struct {
	Paths   []string `yaml:"paths" json:"paths"`
	Disable []string `yaml:"disable" json:"disable"`
}

// Find returns the first configuration file in dir or one of its parents, or "" when there is
// none. A directory that cannot be read ends the search with an error naming it.
func Find(dir string) (string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for {
		for _, n := range Names {
			p := filepath.Join(dir, n)
			st, err := os.Stat(p)
			switch {
			case err == nil && st.Mode().IsRegular():
				return p, nil
			case err == nil:
				return "", fmt.Errorf("%s: not a regular file", p)
			case !errors.Is(err, fs.ErrNotExist):
				return "", err
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", nil
		}
		dir = parent
	}
}

// Load reads and checks a configuration file.
func Load(file string) (*Config, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(abs)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if len(data) > maxSize {
		return nil, fmt.Errorf("%s: larger than %d bytes", file, maxSize)
	}
	c, err := Parse(file, data)
	if err != nil {
		return nil, err
	}
	c.File, c.Dir = abs, filepath.Dir(abs)
	return c, nil
}

// Parse reads a configuration from data; name is the file's name in errors.
func Parse(name string, data []byte) (*Config, error) {
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return &Config{}, nil // an empty file is a valid, empty configuration
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, posErr(name, &extra, "a second YAML document; the configuration is one document")
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return &Config{}, nil
	}
	if err := checkKeys(name, root, schema, ""); err != nil {
		return nil, err
	}
	var c Config
	if err := root.Decode(&c); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := validate(name, root, &c); err != nil {
		return nil, err
	}
	return &c, nil
}

// shape describes what a key holds, for the key check.
type shape struct {
	keys  map[string]*shape // a mapping with these keys
	items *shape            // a sequence of these
}

var (
	scalar  = &shape{}
	strList = &shape{items: scalar}
	schema  = &shape{keys: map[string]*shape{
		"version":      scalar,
		"rules":        {keys: map[string]*shape{"enable": strList, "disable": strList}},
		"fail-on":      scalar,
		"baseline":     scalar,
		"new-from-rev": scalar,
		"exclude":      strList,
		"contexts":     strList,
		"per-path":     {items: &shape{keys: map[string]*shape{"paths": strList, "disable": strList}}},
	}}
)

// checkKeys walks the document and reports the first key the schema does not know, with its
// line, and a mapping or sequence where the schema wants something else.
func checkKeys(name string, n *yaml.Node, s *shape, at string) error {
	switch {
	case s.keys != nil:
		if n.Kind != yaml.MappingNode {
			return posErr(name, n, "%s: want a mapping of keys (%s)", where(at), strings.Join(sortedKeys(s.keys), ", "))
		}
		seen := map[string]bool{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			sub, ok := s.keys[k.Value]
			if !ok {
				return posErr(name, k, "unknown key %q%s (valid keys: %s)", k.Value, in(at), strings.Join(sortedKeys(s.keys), ", "))
			}
			if seen[k.Value] {
				return posErr(name, k, "key %q%s given twice", k.Value, in(at))
			}
			seen[k.Value] = true
			if err := checkKeys(name, v, sub, join(at, k.Value)); err != nil {
				return err
			}
		}
	case s.items != nil:
		if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
			return nil
		}
		if n.Kind != yaml.SequenceNode {
			return posErr(name, n, "%s: want a list", at)
		}
		for i, item := range n.Content {
			if err := checkKeys(name, item, s.items, fmt.Sprintf("%s[%d]", at, i)); err != nil {
				return err
			}
		}
	default:
		if n.Kind != yaml.ScalarNode {
			return posErr(name, n, "%s: want a single value", at)
		}
	}
	return nil
}

func where(at string) string {
	if at == "" {
		return "the configuration"
	}
	return at
}

func in(at string) string {
	if at == "" {
		return ""
	}
	return " in " + at
}

func join(at, k string) string {
	if at == "" {
		return k
	}
	return at + "." + k
}

func sortedKeys(m map[string]*shape) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// posErr is an error at a node: "file:line:column: message".
func posErr(name string, n *yaml.Node, format string, args ...any) error {
	return fmt.Errorf("%s:%d:%d: %s", name, n.Line, n.Column, fmt.Sprintf(format, args...))
}

// validate checks the values: rule IDs, the fail level, contexts and patterns.
func validate(name string, root *yaml.Node, c *Config) error {
	if c.Version != 0 && c.Version != 1 {
		return posErr(name, lookup(root, "version"), "version %d: this mcperr reads version 1", c.Version)
	}
	for _, key := range []string{"enable", "disable"} {
		if err := checkRules(name, lookup(root, "rules", key)); err != nil {
			return err
		}
	}
	if c.FailOn != "" {
		if _, err := policy.ParseFailLevel(c.FailOn); err != nil {
			return posErr(name, lookup(root, "fail-on"), "fail-on: %v", err)
		}
	}
	if n := lookup(root, "contexts"); n != nil {
		for _, item := range n.Content {
			if !slices.Contains(Contexts(), item.Value) {
				return posErr(name, item, "contexts: unknown context %q (contexts: %s)", item.Value, strings.Join(Contexts(), ", "))
			}
		}
	}
	if err := checkPatterns(name, lookup(root, "exclude")); err != nil {
		return err
	}
	if n := lookup(root, "per-path"); n != nil {
		for i, item := range n.Content {
			if len(c.PerPath[i].Paths) == 0 || len(c.PerPath[i].Disable) == 0 {
				return posErr(name, item, "per-path[%d]: want both paths and disable", i)
			}
			if err := checkPatterns(name, lookup(item, "paths")); err != nil {
				return err
			}
			if err := checkRules(name, lookup(item, "disable")); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkRules(name string, n *yaml.Node) error {
	if n == nil {
		return nil
	}
	for _, item := range n.Content {
		if _, ok := policy.Lookup(item.Value); !ok && item.Value != "all" {
			var ids []string
			for _, r := range policy.Rules() {
				ids = append(ids, r.ID)
			}
			return posErr(name, item, "unknown rule %q (rules: %s, or all)", item.Value, strings.Join(ids, ", "))
		}
	}
	return nil
}

func checkPatterns(name string, n *yaml.Node) error {
	if n == nil {
		return nil
	}
	for _, item := range n.Content {
		if strings.TrimSpace(item.Value) == "" {
			return posErr(name, item, "an empty path pattern")
		}
		if filepath.IsAbs(item.Value) || strings.HasPrefix(item.Value, "../") {
			return posErr(name, item, "path pattern %q: patterns are relative to the configuration's directory", item.Value)
		}
	}
	return nil
}

// lookup follows mapping keys from n; nil when a key is missing.
func lookup(n *yaml.Node, keys ...string) *yaml.Node {
	for _, k := range keys {
		if n == nil || n.Kind != yaml.MappingNode {
			return nil
		}
		var next *yaml.Node
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == k {
				next = n.Content[i+1]
			}
		}
		n = next
	}
	return n
}

// Contexts lists the contexts a finding can have, in the order of the JSON contract.
func Contexts() []string {
	return []string{string(finding.Production), string(finding.Test), string(finding.Example),
		string(finding.Docs), string(finding.Vendored), string(finding.Generated)}
}
