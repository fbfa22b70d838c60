package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/corpus"
	"github.com/mcperr/mcperr/report"
)

// newRegistryCmd builds `mcperr registry` with `pull` (page through a live registry API)
// and `frame` (normalise registry files into a frame).
func newRegistryCmd(s streams) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "registry",
		Short: "Pull a registry API into a frame, or normalise registry files into one",
	}
	cmd.AddCommand(newRegistryPullCmd(s), newRegistryFrameCmd(s))
	return cmd
}

func newRegistryPullCmd(s streams) *cobra.Command {
	var o corpus.PullOptions
	var out, pages string
	cmd := &cobra.Command{
		Use:   "pull --out FRAME",
		Short: "Page through a registry list API into a frame file, saving every raw page",
		Long: `pull pages through GET /v0.1/servers (or /v0) with cursor pagination, retrying 429 and 5xx
answers with exponential backoff and jitter (honouring Retry-After). Every raw page is saved in
the pages directory (default FRAME.pages) with a checkpoint, so a killed pull continues where it
stopped when run again, and the frame can be rebuilt from the pages. The frame is written when the
last page has been read.`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if out == "" {
				return fmt.Errorf("registry pull: --out is required")
			}
			if pages == "" {
				pages = out + ".pages"
			}
			o.Dir = pages
			if isCorpusTerminal(s.err) {
				o.Progress = func(p corpus.PullProgress) {
					if p.Retry != "" {
						fmt.Fprintf(s.err, "\r\033[Kpage %d: %s", p.Pages+1, p.Retry)
						return
					}
					fmt.Fprintf(s.err, "\r\033[Kpulled %s, %s", report.Count(p.Pages, "page", "pages"), report.Count(p.Records, "entry", "entries"))
				}
			}
			cp, err := corpus.Pull(c.Context(), o)
			if o.Progress != nil {
				fmt.Fprintln(s.err)
			}
			if err != nil {
				return fmt.Errorf("registry pull: %w (run again to continue from page %d)", err, len(cp.Pages)+1)
			}
			if !cp.Done {
				fmt.Fprintf(s.out, "stopped after %s (--max-pages); run again to continue\n", report.Count(len(cp.Pages), "page", "pages"))
				return nil
			}
			fr, err := corpus.FrameFromPages(pages)
			if err != nil {
				return fmt.Errorf("registry pull: %w", err)
			}
			if err := corpus.SaveFrame(out, fr); err != nil {
				return fmt.Errorf("registry pull: %w", err)
			}
			reportFrame(s, out, fr)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&out, "out", "", "frame file to write (JSONL)")
	f.StringVar(&pages, "pages", "", "directory for raw pages and the checkpoint (default OUT.pages)")
	f.StringVar(&o.BaseURL, "url", corpus.DefaultRegistryURL, "registry base URL (or a full .../servers list URL)")
	f.StringVar(&o.APIVersion, "api", "v0.1", "API version path: v0.1 (stable) or v0")
	f.IntVar(&o.PageSize, "limit", 100, "entries per page (the API's limit parameter)")
	f.StringVar(&o.UpdatedSince, "updated-since", "", "only entries updated since this RFC 3339 time")
	f.IntVar(&o.MaxPages, "max-pages", 0, "stop after this many pages in this run (0: all)")
	f.IntVar(&o.MaxRetries, "retries", 6, "retries per page on 429, 5xx, timeouts and truncated pages")
	f.DurationVar(&o.RequestTimeout, "timeout", 60*time.Second, "timeout of each request")
	return cmd
}

func newRegistryFrameCmd(s streams) *cobra.Command {
	var out string
	cmd := &cobra.Command{
		Use:   "frame --out FRAME FILE...",
		Short: "Normalise registry files (seed arrays, server.json, API pages) into one frame",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if out == "" {
				return fmt.Errorf("registry frame: --out is required")
			}
			fr := &corpus.Frame{}
			for _, a := range args {
				one, err := corpus.LoadFrame(a)
				if err != nil {
					return fmt.Errorf("registry frame: %w", err)
				}
				fr = mergeFrames(fr, one)
			}
			if err := corpus.SaveFrame(out, fr); err != nil {
				return fmt.Errorf("registry frame: %w", err)
			}
			reportFrame(s, out, fr)
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", "", "frame file to write (JSONL)")
	return cmd
}

// mergeFrames appends b to a, keeping record indexes unique across inputs.
func mergeFrames(a, b *corpus.Frame) *corpus.Frame {
	offset := len(a.Records) + len(a.Rejects)
	for _, r := range b.Records {
		r.Index += offset
		a.Records = append(a.Records, r)
	}
	for _, r := range b.Rejects {
		r.Index += offset
		a.Rejects = append(a.Rejects, r)
	}
	a.Sources = append(a.Sources, b.Sources...)
	return a
}

// reportFrame prints what a frame holds and the first reasons entries were rejected.
func reportFrame(s streams, path string, fr *corpus.Frame) {
	_, st := corpus.Dedup(fr.Records)
	fmt.Fprintf(s.out, "frame %s: %s, %d rejected, %s\n", path, report.Count(len(fr.Records), "record", "records"), len(fr.Rejects), report.Count(len(fr.Sources), "source", "sources"))
	fmt.Fprintf(s.out, "dedup: %s, %d deleted, %s, %d sharing a repository, %s\n",
		report.Count(st.OlderVersions, "older version", "older versions"), st.Deleted, report.Count(st.Servers, "server", "servers"), st.SameRepository, report.Count(st.Entries, "entry", "entries"))
	for i, r := range fr.Rejects {
		if i == 5 {
			fmt.Fprintf(s.err, "... %s in the frame\n", report.Count(len(fr.Rejects)-5, "more rejected entry", "more rejected entries"))
			break
		}
		fmt.Fprintf(s.err, "rejected entry %d (%s): %s\n", r.Index, r.Format, r.Reason)
	}
}

// isCorpusTerminal reports whether w is a terminal, where progress is shown.
func isCorpusTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
