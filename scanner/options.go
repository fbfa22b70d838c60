package scanner

import (
	"errors"
	"fmt"
	"runtime"
	"time"
)

// Defaults of the Options a caller leaves zero.
const (
	DefaultMaxFileSize = 1 << 20 // 1 MiB: larger source files are bundles or generated data
	// DefaultParseTimeout is wall time: generous, so that a loaded machine does not skip files
	// that parse in milliseconds when it is quiet (results must not depend on load).
	DefaultParseTimeout = 10 * time.Second
	// MaxJobs is the most files a scan will work on at once; more is refused as a mistake.
	// Each worker holds its own parsers and read buffer, so a huge count only costs memory.
	MaxJobs = 1024
	// MinParseTimeout is the shortest per-file limit: the parser counts its limit in whole
	// microseconds, where zero means no limit, so a shorter duration would silently mean none.
	MinParseTimeout = time.Microsecond
	// maxLineForSource is the longest line a hand-written source file is taken to have; a
	// .js/.ts file with a longer line is a minified bundle.
	maxLineForSource = 2000
)

// Options say what to scan and how.
type Options struct {
	// Roots are the directories or single files to scan. Each is scanned as a root of its own:
	// finding paths are relative to it, and helpers are linked within it.
	Roots []string
	// MaxFileSize caps the bytes read from one file; larger files are skipped as too-large.
	// Zero means DefaultMaxFileSize; a negative value is an error.
	MaxFileSize int64
	// IncludeVendored scans what the walk skips by default (vendored and virtualenv directories,
	// build output, minified files); their findings get context vendored.
	IncludeVendored bool
	// Lexical runs only the lexical pass: no parsing, findings with method lexical.
	Lexical bool
	// ParseTimeout caps the time spent on one file, parsing it and running the rules on its
	// tree; zero means DefaultParseTimeout, and a positive value below MinParseTimeout is an
	// error.
	ParseTimeout time.Duration
	// Jobs is the number of files worked on at once; zero means GOMAXPROCS. More than MaxJobs is
	// an error; more than jobsPerCPU times GOMAXPROCS is clamped to that, which is all that helps.
	Jobs int
	// KeepCandidates keeps the lexical hits that tree-sitter did not confirm, with method
	// lexical, so that an adjudication can project every raw candidate. Without it they are
	// only counted (Summary.LexicalOnly).
	KeepCandidates bool
	// CacheDir, when set, is the directory of the content cache (cache.go; DefaultCacheDir is
	// the usual one): a file whose extraction it holds is not parsed again. Output is the same
	// with or without it. "" turns it off.
	CacheDir string
	// CacheMaxBytes bounds the content cache; zero means DefaultCacheMaxBytes.
	CacheMaxBytes int64
	// Inspect, when set, sees the bytes of every file that is read (before any filter) with
	// the path its findings use, so that a driver can read what it needs (suppression
	// directives) without reading the file again. It is called from the workers, concurrently,
	// and must not keep src.
	Inspect func(path string, src []byte)
	// InspectMarker, when set, says that Inspect does nothing with bytes that do not contain
	// it: a file whose bytes, when last read, did not contain it and whose stat says it has not
	// changed since (sums.go) is not read again only to be shown to Inspect.
	InspectMarker string
}

// ErrNoRoots is returned when Options name nothing to scan.
var ErrNoRoots = errors.New("scanner: no paths to scan")

// normalize checks the options and fills in the defaults.
func (o Options) normalize() (Options, error) {
	if len(o.Roots) == 0 {
		return o, ErrNoRoots
	}
	switch {
	case o.MaxFileSize < 0:
		return o, fmt.Errorf("scanner: max file size %d is negative", o.MaxFileSize)
	case o.MaxFileSize == 0:
		o.MaxFileSize = DefaultMaxFileSize
	}
	switch {
	case o.ParseTimeout < 0:
		return o, fmt.Errorf("scanner: parse timeout %s is negative", o.ParseTimeout)
	case o.ParseTimeout == 0:
		o.ParseTimeout = DefaultParseTimeout
	case o.ParseTimeout < MinParseTimeout:
		return o, fmt.Errorf("scanner: parse timeout %s is below the limit's resolution of %s (zero means the default, %s)",
			o.ParseTimeout, MinParseTimeout, DefaultParseTimeout)
	}
	if o.CacheMaxBytes < 0 {
		return o, fmt.Errorf("scanner: cache size %d is negative", o.CacheMaxBytes)
	}
	switch {
	case o.Jobs < 0:
		return o, fmt.Errorf("scanner: jobs %d is negative", o.Jobs)
	case o.Jobs > MaxJobs:
		return o, fmt.Errorf("scanner: jobs %d is more than the maximum of %d", o.Jobs, MaxJobs)
	case o.Jobs == 0:
		o.Jobs = runtime.GOMAXPROCS(0)
	}
	o.Jobs = min(o.Jobs, jobsPerCPU*runtime.GOMAXPROCS(0))
	return o, nil
}

// jobsPerCPU bounds the workers per CPU: the work on a file is CPU-bound (parse, queries,
// rules), reading it is served from the page cache, so beyond a couple per CPU workers only
// wait for one, each holding its parsers and buffers.
const jobsPerCPU = 2
