// Command gencorpus writes a synthetic corpus of MCP server repositories for the scan benchmark
// (bench/scan.sh): Go, Python, TypeScript and JavaScript, laid out as repositories of a few dozen
// files each, with file sizes spread like real source (most a few KiB, a few near 100 KiB).
//
// In each repository about one file in seven is a tool module that builds error results
// (SDK constructors, result literals, later flag assignments, same-file helpers and their uses,
// raised tool errors), one in ten registers tools without building an error result, one in ten
// is a test (some reading result.isError), and the rest is ordinary code (stores, HTTP clients,
// configuration, workers) with no needle of the scanner. Byte shares: TypeScript 35%, Python
// 28%, Go 22%, JavaScript 15%. The output is deterministic for a seed.
//
//	go run ./bench/gencorpus -out /tmp/corpus -mb 200
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	out := flag.String("out", "", "directory to write (must not exist or be empty)")
	mb := flag.Int("mb", 200, "total size in MiB")
	seed := flag.Int64("seed", 1, "random seed")
	flag.Parse()
	if *out == "" || *mb <= 0 {
		fmt.Fprintln(os.Stderr, "usage: gencorpus -out DIR [-mb 200] [-seed 1]")
		os.Exit(2)
	}
	if entries, err := os.ReadDir(*out); err == nil && len(entries) > 0 {
		fmt.Fprintf(os.Stderr, "gencorpus: %s is not empty\n", *out)
		os.Exit(2)
	}
	st, err := generate(*out, int64(*mb)<<20, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "gencorpus:", err)
		os.Exit(1)
	}
	st.print(os.Stdout)
}

// kind is what a file is for.
type kind int

const (
	plainFile kind = iota // ordinary code, no needle
	toolFile              // tool handlers that build error results
	regFile               // imports the SDK and registers tools, no error result
	testFile              // a test, reading the results of tools
	nKinds
)

var kindNames = [nKinds]string{"plain", "error-result", "sdk-no-site", "test"}

// lang is one language's templates. Templates use {N} (a number unique in the file), {W} and
// {V} (lower-case words), {T} and {U} (the same words capitalised), {S} (the SDK flavour's
// import path or module).
type lang struct {
	name  string
	share float64
	// path returns a file's path in its repository.
	path func(g *gen, k kind, n int) string
	// header returns the top of a file; sdk picks the SDK flavour for tool and registration files.
	header func(g *gen, k kind, sdk int) string
	plain  []string
	sites  [][]string // per SDK flavour
	tools  [][]string // per SDK flavour
	tests  []string
}

type gen struct {
	r *rand.Rand
	n int
}

var words = []string{"user", "order", "file", "repo", "issue", "ticket", "note", "weather", "city",
	"query", "page", "item", "record", "account", "token", "invoice", "project", "branch", "commit",
	"label", "comment", "channel", "message", "dataset", "table", "bucket", "object", "secret",
	"deployment", "cluster", "pod", "service", "alert", "metric", "event", "calendar", "contact",
	"document", "folder", "task", "workflow", "pipeline", "build", "release", "package", "product",
	"customer", "payment", "subscription", "shipment"}

func (g *gen) word() string { return words[g.r.Intn(len(words))] }

func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// fill expands a template.
func (g *gen) fill(tmpl, sdk string) string {
	g.n++
	w, v := g.word(), g.word()
	return strings.NewReplacer("{N}", fmt.Sprint(g.n), "{W}", w, "{V}", v, "{T}", title(w), "{U}", title(v),
		"{S}", sdk).Replace(tmpl)
}

// size draws a file size: log-normal around 5 KiB, cut to [600 B, 120 KiB].
func (g *gen) size() int {
	s := math.Exp(math.Log(5<<10) + 0.9*g.r.NormFloat64())
	return int(math.Max(600, math.Min(s, 120<<10)))
}

func (g *gen) kind() kind {
	switch x := g.r.Intn(70); {
	case x < 10:
		return toolFile
	case x < 17:
		return regFile
	case x < 24:
		return testFile
	}
	return plainFile
}

type stats struct {
	files, bytes [nKinds]map[string]int64
}

func (st *stats) add(l string, k kind, size int) {
	if st.files[k] == nil {
		st.files[k], st.bytes[k] = map[string]int64{}, map[string]int64{}
	}
	st.files[k][l]++
	st.bytes[k][l] += int64(size)
}

func (st *stats) print(w *os.File) {
	var langs []string
	for _, l := range langsOf() {
		langs = append(langs, l.name)
	}
	sort.Strings(langs)
	fmt.Fprintf(w, "%-14s", "files (MiB)")
	for _, l := range langs {
		fmt.Fprintf(w, " %16s", l)
	}
	fmt.Fprintln(w)
	var tf, tb int64
	for k := kind(0); k < nKinds; k++ {
		fmt.Fprintf(w, "%-14s", kindNames[k])
		for _, l := range langs {
			fmt.Fprintf(w, " %7d (%6.1f)", st.files[k][l], float64(st.bytes[k][l])/(1<<20))
			tf += st.files[k][l]
			tb += st.bytes[k][l]
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "total %d files, %.1f MiB\n", tf, float64(tb)/(1<<20))
}

func langsOf() []*lang { return []*lang{goLang, pyLang, tsLang, jsLang} }

func generate(dir string, total int64, seed int64) (*stats, error) {
	g := &gen{r: rand.New(rand.NewSource(seed))}
	st := &stats{}
	for _, l := range langsOf() {
		quota := int64(float64(total) * l.share)
		var written int64
		for repo := 0; written < quota; repo++ {
			files := 8 + g.r.Intn(50)
			for n := 0; n < files && written < quota; n++ {
				k := g.kind()
				if n == 0 {
					k = regFile // every repository has a server entry point
				}
				sdk := g.r.Intn(len(l.sites))
				src := l.file(g, k, sdk)
				p := filepath.Join(dir, l.name, fmt.Sprintf("%s-repo%04d", l.name, repo), l.path(g, k, n))
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					return nil, err
				}
				if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
					return nil, err
				}
				written += int64(len(src))
				st.add(l.name, k, len(src))
			}
		}
	}
	return st, nil
}

// file writes one file of kind k: its header, the templates its kind calls for, and ordinary
// code up to its drawn size.
func (l *lang) file(g *gen, k kind, sdk int) string {
	var b strings.Builder
	b.WriteString(l.header(g, k, sdk))
	target := g.size()
	var must []string
	switch k {
	case toolFile:
		for i := 1 + g.r.Intn(4); i > 0; i-- {
			must = append(must, l.sites[sdk][g.r.Intn(len(l.sites[sdk]))])
		}
		must = append(must, l.tools[sdk][g.r.Intn(len(l.tools[sdk]))])
	case regFile:
		for i := 1 + g.r.Intn(3); i > 0; i-- {
			must = append(must, l.tools[sdk][g.r.Intn(len(l.tools[sdk]))])
		}
	case testFile:
		for i := 1 + g.r.Intn(3); i > 0; i-- {
			must = append(must, l.tests[g.r.Intn(len(l.tests))])
		}
	}
	sdkName := sdkNames[l.name][sdk]
	for b.Len() < target || len(must) > 0 {
		if len(must) > 0 && (g.r.Intn(3) == 0 || b.Len() >= target) {
			b.WriteString(g.fill(must[0], sdkName))
			must = must[1:]
			continue
		}
		b.WriteString(g.fill(l.plain[g.r.Intn(len(l.plain))], sdkName))
	}
	return b.String()
}

var sdkNames = map[string][]string{
	"go": {"github.com/mark3labs/mcp-go/mcp", "github.com/modelcontextprotocol/go-sdk/mcp"},
	"py": {"mcp.server.fastmcp", "fastmcp"},
	"ts": {"@modelcontextprotocol/sdk", "fastmcp"},
	"js": {"@modelcontextprotocol/sdk", "fastmcp"},
}
