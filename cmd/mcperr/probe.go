package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"

	"github.com/mcperr/mcperr/probe"
	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/all"
	"github.com/mcperr/mcperr/scanner/finding"
)

// probeFlags are the flags of `mcperr probe`.
type probeFlags struct {
	url                string
	env                []string
	tools              []string
	includeDestructive bool
	dryRun             bool
	timeout            time.Duration
	maxCalls           int
	maxRestarts        int
	format             string
	reasons            bool
	static             []string
	stderrLog          string
	failOn             string
	noNetwork          bool
}

// newProbeCmd builds `mcperr probe [flags] -- COMMAND ARGS...` and `mcperr probe --url URL`.
func newProbeCmd(s streams) *cobra.Command {
	var f probeFlags
	cmd := &cobra.Command{
		Use:   "probe [flags] (-- COMMAND [ARGS...] | --url URL)",
		Short: "Send a running MCP server the mistakes agents make and code each answer",
		Long: "probe starts an MCP server on stdio (the command after --) or connects to a streamable HTTP endpoint\n" +
			"(--url), lists its tools, and sends each tool calls whose arguments break its inputSchema: an unknown\n" +
			"tool, arguments that are not an object, each required argument missing, each typed argument of the\n" +
			"wrong JSON type, an enum or pattern violated, a string shaped like no id where an id is expected. It\n" +
			"never sends arguments that satisfy a schema. Each answer is classified (protocol-error, iserror,\n" +
			"soft-error, success, timeout, lost) and coded D P C T E R with typed fields only and with the prose.\n" +
			"Tools annotated destructive are skipped unless --include-destructive. The server process runs in its\n" +
			"own process group with only PATH and the --env variables, and is always ended; its stderr goes to a log.\n\n" +
			"Exit codes: 0 every answer at or above --fail-on is fine, 1 some tool answered a mistake with anything\n" +
			"but an isError result (or the unknown tool with anything but an error), 2 usage or runtime failure.",
		RunE: func(cmd *cobra.Command, args []string) error {
			return runProbe(cmd.Context(), s, f, args, cmd.ArgsLenAtDash())
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.url, "url", "", "probe the streamable HTTP endpoint at this URL instead of starting a command")
	fl.StringSliceVar(&f.env, "env", nil, "pass the variable KEY (or set KEY=VALUE) to the server; repeatable; values are never printed")
	fl.StringSliceVar(&f.tools, "tool", nil, "probe only this tool (repeatable)")
	fl.BoolVar(&f.includeDestructive, "include-destructive", false, "probe tools annotated destructive (destructiveHint: true) too")
	fl.BoolVar(&f.dryRun, "dry-run", false, "list the planned probes and send none")
	fl.DurationVar(&f.timeout, "timeout", 10*time.Second, "give up on a call (and on starting the server) after this long")
	fl.IntVar(&f.maxCalls, "max-calls", 200, "send at most this many probes")
	fl.IntVar(&f.maxRestarts, "max-restarts", 10, "start a lost server again at most this many times")
	fl.StringVar(&f.format, "format", "text", "output format: "+strings.Join(probe.Formats, ", "))
	fl.BoolVar(&f.reasons, "reasons", false, "text format: print the reason for every bit of every answer")
	fl.StringSliceVar(&f.static, "static", nil, "a directory to scan, or a scan or vet JSON document: say per static finding whether the probes confirm it (repeatable)")
	fl.StringVar(&f.stderrLog, "stderr-log", "", "write the server's stderr to this file (default: a temporary file, named on stderr)")
	fl.BoolVar(&f.noNetwork, "no-network", false, "start the server in a network namespace of its own with no interface up (Linux, util-linux unshare): it reaches nothing")
	fl.StringVar(&f.failOn, "fail-on", "problem", "exit 1 on: problem (an answer that fails agents), lost (a lost server only), or none")
	return cmd
}

func runProbe(ctx context.Context, s streams, f probeFlags, args []string, dash int) error {
	if ctx == nil {
		ctx = context.Background()
	}
	// The server runs in a process group of its own, which a terminal's ^C does not reach:
	// an interrupt ends the run, and the run ends the group.
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	var command []string
	if dash >= 0 {
		command = args[dash:]
		args = args[:dash]
	}
	switch {
	case len(args) > 0:
		return fmt.Errorf("probe: unexpected argument %q: put the server's command after --", args[0])
	case f.url == "" && len(command) == 0:
		return errors.New("probe: give the server's command after -- (mcperr probe -- ./server) or --url URL")
	case f.url != "" && len(command) > 0:
		return errors.New("probe: give either a command after -- or --url, not both")
	case f.url != "" && f.noNetwork:
		return errors.New("probe: --no-network applies to a server started on stdio, not to --url")
	case f.failOn != "problem" && f.failOn != "lost" && f.failOn != "none":
		return fmt.Errorf("probe: --fail-on: unknown level %q (valid levels: problem, lost, none)", f.failOn)
	case f.timeout <= 0:
		return fmt.Errorf("probe: --timeout must be positive, got %s", f.timeout)
	case f.maxCalls < 1:
		return fmt.Errorf("probe: --max-calls must be at least 1, got %d", f.maxCalls)
	case f.maxRestarts < 0:
		return fmt.Errorf("probe: --max-restarts must not be negative, got %d", f.maxRestarts)
	}
	if !slices.Contains(probe.Formats, f.format) {
		return fmt.Errorf("probe: unknown output format %q (valid formats: %s)", f.format, strings.Join(probe.Formats, ", "))
	}
	for _, e := range f.env {
		if k, _, _ := strings.Cut(e, "="); k == "" || strings.ContainsAny(k, " \t") {
			return fmt.Errorf("probe: --env %q: want KEY or KEY=VALUE", strings.SplitN(e, "=", 2)[0])
		}
	}
	statics, err := loadStatics(ctx, f.static)
	if err != nil {
		return fmt.Errorf("probe: %w", err)
	}
	t := probe.Target{URL: f.url, Env: f.env, NoNetwork: f.noNetwork}
	if len(command) > 0 {
		t.Command, t.Args = command[0], command[1:]
		logFile, err := openStderrLog(f.stderrLog)
		if err != nil {
			return fmt.Errorf("probe: %w", err)
		}
		defer logFile.Close()
		t.StderrLog = logFile
		fmt.Fprintf(s.err, "mcperr probe: the server's stderr goes to %s\n", logFile.Name())
	}
	probe.Version = version
	opts := probe.Options{Plan: probe.PlanOptions{Tools: f.tools, IncludeDestructive: f.includeDestructive},
		Timeout: f.timeout, MaxCalls: f.maxCalls, MaxRestarts: f.maxRestarts, DryRun: f.dryRun}
	if isCorpusTerminal(s.err) {
		bar := &probeBar{w: s.err}
		defer bar.wait()
		opts.Progress = bar.step
	}
	doc, err := probe.Run(ctx, t, opts)
	if err != nil {
		return fmt.Errorf("probe: %w", err)
	}
	if len(statics) > 0 && !f.dryRun {
		probe.AddChecks(doc, statics)
	}
	if err := probe.Write(s.out, doc, f.format, f.reasons); err != nil {
		return fmt.Errorf("probe: %w", err)
	}
	if f.format == "text" {
		fmt.Fprintln(s.err, probe.SummaryLine(doc))
	}
	if probe.Fails(doc, f.failOn) {
		return errFindings
	}
	return nil
}

// openStderrLog opens the file the server's stderr goes to: the one given, or a new temporary
// file.
func openStderrLog(name string) (*os.File, error) {
	if name == "" {
		fh, err := os.CreateTemp("", "mcperr-probe-*.log")
		if err != nil {
			return nil, fmt.Errorf("creating the stderr log: %w", err)
		}
		return fh, nil
	}
	fh, err := os.OpenFile(name, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return nil, fmt.Errorf("--stderr-log: %w", err)
	}
	return fh, nil
}

// loadStatics reads each --static value: a directory is scanned; a file is a scan or vet JSON
// document, whose root (vet's is ".") is taken as given, from the working directory.
func loadStatics(ctx context.Context, specs []string) ([]probe.Static, error) {
	var out []probe.Static
	for _, spec := range specs {
		fi, err := os.Stat(spec)
		if err != nil {
			return nil, fmt.Errorf("--static: %w", err)
		}
		if fi.IsDir() {
			scanner.ToolVersion = version
			doc, err := scanner.Scan(ctx, scanner.Options{Roots: []string{spec}, CacheDir: cacheDirFor(false)}, all.Languages()...)
			if err != nil {
				return nil, fmt.Errorf("--static %s: %w", spec, err)
			}
			out = append(out, probe.Static{Root: spec, Doc: doc})
			continue
		}
		doc, err := readFindingDocument(spec)
		if err != nil {
			return nil, fmt.Errorf("--static %s: %w", spec, err)
		}
		out = append(out, probe.Static{Root: doc.Root, Doc: doc}) // a relative root is the working directory's, as vet's "."
	}
	return out, nil
}

// readFindingDocument reads a JSON document of scan or vet (--format json).
func readFindingDocument(name string) (*finding.Document, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var doc finding.Document
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("not a scan or vet JSON document: %w", err)
	}
	if doc.Version != finding.Version {
		return nil, fmt.Errorf("not a scan or vet JSON document (version %d, want %d)", doc.Version, finding.Version)
	}
	return &doc, nil
}

// probeBar shows on a terminal how many probes were sent, and the one under way.
type probeBar struct {
	w    io.Writer
	p    *mpb.Progress
	bar  *mpb.Bar
	mu   sync.Mutex
	last string
}

// step records that probe done+1 of total is being sent.
func (b *probeBar) step(done, total int, p probe.Probe) {
	if b.p == nil {
		b.p = mpb.New(mpb.WithOutput(b.w), mpb.WithWidth(40))
		b.bar = b.p.AddBar(int64(total),
			mpb.PrependDecorators(decor.Name("probe "), decor.CountersNoUnit("%d/%d")),
			mpb.AppendDecorators(decor.Elapsed(decor.ET_STYLE_GO), decor.Any(func(decor.Statistics) string {
				b.mu.Lock()
				defer b.mu.Unlock()
				return " " + b.last
			})))
	}
	b.mu.Lock()
	b.last = strings.Map(func(r rune) rune { // a tool name is the server's: no control characters
		if r < ' ' || r == 0x7f {
			return -1
		}
		return r
	}, p.Tool+" "+string(p.Kind))
	b.mu.Unlock()
	b.bar.SetCurrent(int64(done))
}

// wait completes the bar and waits for it to be drawn.
func (b *probeBar) wait() {
	if b.p == nil {
		return
	}
	b.bar.SetTotal(-1, true)
	b.p.Wait()
}
