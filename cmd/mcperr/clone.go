package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/corpus"
	"github.com/mcperr/mcperr/report"
)

// maxCloneJobs bounds --jobs: each acquisition holds a fetch and a checkout in memory, and a
// registry host throttles a client long before this many connections.
const maxCloneJobs = 64

// newCloneCmd builds `mcperr clone`: acquire a sample's repositories (or URLs) with go-git.
func newCloneCmd(s streams) *cobra.Command {
	var o corpus.CloneOptions
	var sample, pins string
	var noReplace bool
	cmd := &cobra.Command{
		Use:   "clone --cache DIR (--sample SAMPLE | URL...)",
		Short: "Acquire a sample's repositories with go-git (shallow, pinned, capped, resumable)",
		Long: `clone acquires each drawn repository into the cache directory: shallow by default, at the pinned
commit when one is known (--pins reads them from an earlier acquisition log), whole repositories with
the sample's subfolder recorded as the folder to scan, no submodules, caps on size and file count, and
symlinks pointing outside a checkout removed. Failed repositories are replaced from the sample's
reserve in seeded order (--no-replace to keep the gaps); every attempt is appended to the acquisition
log and every replacement to the replacement log. Running it again continues: checkouts already in
the cache are reused. Only https URLs are cloned unless --allow-local admits file:// URLs and paths.

Credentials never leave the machine unless asked for: user information in a URL given on the
command line (https://user:TOKEN@host/...) is removed before the fetch unless
--send-url-credentials sends it as HTTP basic authentication; query parameters
(?access_token=...) are never sent; registry frames never keep any credentials. Every log, record
and message shows URLs with their credentials replaced by REDACTED.`,
		RunE: func(c *cobra.Command, args []string) error {
			if o.CacheDir == "" {
				return fmt.Errorf("clone: --cache is required")
			}
			if o.Jobs < 1 || o.Jobs > maxCloneJobs {
				return fmt.Errorf("clone: --jobs %d: want 1 to %d", o.Jobs, maxCloneJobs)
			}
			var smp *corpus.Sample
			switch {
			case sample != "" && len(args) > 0:
				return fmt.Errorf("clone: give --sample or URLs, not both")
			case sample != "":
				var err error
				if smp, err = corpus.LoadSample(sample); err != nil {
					return fmt.Errorf("clone: %w", err)
				}
			case len(args) > 0:
				smp = urlSample(args)
				noReplace = true
			default:
				return fmt.Errorf("clone: give --sample or URLs")
			}
			o.Replace = !noReplace
			if o.LogPath == "" {
				o.LogPath = filepath.Join(o.CacheDir, "acquire.jsonl")
			}
			if o.ReplacementLog == "" {
				o.ReplacementLog = filepath.Join(o.CacheDir, "replacements.jsonl")
			}
			if pins != "" {
				var err error
				if o.Pins, err = readPins(pins); err != nil {
					return fmt.Errorf("clone: %w", err)
				}
			}
			if isCorpusTerminal(s.err) {
				o.Progress = s.err
			} else {
				o.ProgressLines = s.err
			}
			start := time.Now()
			recs, err := corpus.Clone(c.Context(), smp, o)
			acquired, cached, failed := 0, 0, 0
			for _, r := range recs {
				switch r.Status {
				case corpus.StatusOK:
					acquired++
				case corpus.StatusCached:
					cached++
				default:
					failed++
					fmt.Fprintf(s.err, "%s: %s: %s\n", r.URL, r.Reason, r.Detail)
				}
			}
			fmt.Fprintf(s.out, "cloned %d, reused %d, failed %d in %s; log %s\n",
				acquired, cached, failed, time.Since(start).Round(time.Millisecond), o.LogPath)
			if err != nil {
				return fmt.Errorf("clone: %w", err)
			}
			if missing := len(smp.Drawn) - acquired - cached; missing > 0 {
				return fmt.Errorf("clone: %d of %s not acquired (see %s)", missing, report.Count(len(smp.Drawn), "repository", "repositories"), o.LogPath)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&sample, "sample", "", "sample file written by mcperr sample")
	f.StringVar(&o.CacheDir, "cache", "", "cache directory for checkouts (reused across runs)")
	f.StringVar(&o.LogPath, "log", "", "acquisition log, JSONL, appended (default CACHE/acquire.jsonl)")
	f.StringVar(&o.ReplacementLog, "replacements", "", "replacement log, JSONL, appended (default CACHE/replacements.jsonl)")
	f.StringVar(&pins, "pins", "", "acquisition log whose commits pin the checkouts")
	f.IntVar(&o.Jobs, "jobs", 4, fmt.Sprintf("repositories acquired at once (at most %d)", maxCloneJobs))
	f.DurationVar(&o.Timeout, "timeout", 5*time.Minute, "timeout per repository")
	f.Int64Var(&o.MaxBytes, "max-bytes", 1<<30, "cap per repository on the fetched pack, on each object in it (refused before it is inflated) and on checked-out bytes")
	f.IntVar(&o.MaxFiles, "max-files", 100_000, "cap on files per repository")
	f.BoolVar(&o.Full, "full", false, "fetch the whole history instead of a shallow clone")
	f.BoolVar(&o.Policy.AllowLocal, "allow-local", false, "allow file:// URLs and local paths")
	f.BoolVar(&o.Policy.SendCredentials, "send-url-credentials", false, "send the user:password of URLs given as arguments to their host (redacted in all output)")
	f.BoolVar(&noReplace, "no-replace", false, "do not replace failed repositories from the reserve")
	f.DurationVar(&o.ProgressEvery, "progress-every", 5*time.Second, "interval of the progress lines when stderr is not a terminal (a terminal shows a bar and each repository in flight)")
	return cmd
}

// urlSample makes a sample of the URLs given on the command line, in order, without reserve.
func urlSample(urls []string) *corpus.Sample {
	smp := &corpus.Sample{}
	for i, u := range urls {
		smp.Drawn = append(smp.Drawn, corpus.Pick{Rank: i, Stratum: "all",
			Entry: corpus.Entry{Key: corpus.RepoKey(u, ""), Name: corpus.RedactURL(u), Repository: corpus.Repository{URL: u}}})
	}
	return smp
}

// readPins reads the commits of successful acquisitions from an acquisition log.
func readPins(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	pins := map[string]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
	for n := 1; sc.Scan(); n++ {
		var r corpus.AcquireRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s line %d: %w", path, n, err)
		}
		if r.Commit != "" && r.Status != corpus.StatusFailed {
			pins[r.Key] = r.Commit
		}
	}
	return pins, sc.Err()
}
