package main

import (
	"bytes"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/mcperr/mcperr/corpus"
)

// newSampleCmd builds `mcperr sample`: a seeded, reproducible draw from a frame.
func newSampleCmd(s streams) *cobra.Command {
	var o corpus.SampleOptions
	var frame, out string
	cmd := &cobra.Command{
		Use:   "sample --frame FRAME --n N --seed SEED",
		Short: "Draw a reproducible sample of repositories from a registry frame",
		Long: `sample deduplicates the frame (latest version per server name, then one entry per repository
and subfolder), orders every entry by the seeded sha256 rank (algorithm ` + corpus.AlgorithmRank + `),
and draws the first N eligible entries, optionally with strata by package type. The sample file
records the frame hash, seed, algorithm, n, the drawn entries, the whole reserve in seeded order
(replacements are taken from it in order) and every skipped entry with its reason. The same frame,
seed and options give a byte-identical file.`,
		Args: cobra.NoArgs,
		RunE: func(_ *cobra.Command, _ []string) error {
			if frame == "" {
				return fmt.Errorf("sample: --frame is required")
			}
			fr, err := corpus.LoadFrame(frame)
			if err != nil {
				return fmt.Errorf("sample: %w", err)
			}
			smp, err := corpus.Draw(fr, o)
			if err != nil {
				return fmt.Errorf("sample: %w", err)
			}
			var buf bytes.Buffer
			if err := corpus.WriteSample(&buf, smp); err != nil {
				return fmt.Errorf("sample: %w", err)
			}
			if out == "" || out == "-" {
				_, err := s.out.Write(buf.Bytes())
				return err
			}
			if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
				return fmt.Errorf("sample: %w", err)
			}
			fmt.Fprintf(s.out, "sample %s: %d drawn, %d in reserve, %d skipped (frame %s, seed %d, %s)\n",
				out, len(smp.Drawn), len(smp.Reserve), len(smp.Skipped), smp.FrameSHA256[:12], smp.Seed, smp.Algorithm)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&frame, "frame", "", "frame file (a frame, seed array, server.json or API page)")
	f.IntVar(&o.N, "n", 0, "number of repositories to draw")
	f.Uint64Var(&o.Seed, "seed", 0, "seed of the draw (record it)")
	f.StringVar(&o.Strata, "strata", "", "stratify by: package-type (default none)")
	f.BoolVar(&o.AllowLocal, "allow-local", false, "count file:// and local-path repositories as eligible")
	f.StringVarP(&out, "out", "o", "", "sample file to write (default stdout)")
	return cmd
}
