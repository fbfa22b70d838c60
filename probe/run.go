package probe

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Version is mcperr's version, as the client names itself to the server and documents say.
var Version = "dev"

// DocumentVersion is the version of the probe document this package writes.
const DocumentVersion = 1

// Options tune a probe run.
type Options struct {
	Plan PlanOptions
	// Timeout bounds each call (and the connection and tool listing).
	Timeout time.Duration
	// MaxCalls caps the probes sent; the rest are recorded as skipped.
	MaxCalls int
	// MaxRestarts caps how often a lost server is started (or connected) again.
	MaxRestarts int
	// DryRun lists the tools and plans, and sends no probe.
	DryRun bool
	// Progress, when set, is told of each probe as it is sent.
	Progress func(done, total int, p Probe)
}

// Server describes the probed server.
type Server struct {
	Transport string `json:"transport"` // stdio or http
	// Command is the command as given (its arguments included), or URL the endpoint, redacted.
	Command         string `json:"command,omitempty"`
	URL             string `json:"url,omitempty"`
	Name            string `json:"name,omitempty"`
	Version         string `json:"version,omitempty"`
	ProtocolVersion string `json:"protocolVersion,omitempty"`
	Tools           int    `json:"tools"`
	Restarts        int    `json:"restarts"`
}

// Result is one probe and what came back, coded under both views.
type Result struct {
	Probe
	Answer
	Typed   View `json:"typed"`
	Content View `json:"content"`
}

// Document is what `mcperr probe --format json` prints.
type Document struct {
	Version int          `json:"version"`
	Tool    finding.Tool `json:"tool"`
	Server  Server       `json:"server"`
	DryRun  bool         `json:"dryRun,omitempty"`
	Results []Result     `json:"probes"`
	Skipped []Skip       `json:"skipped"`
	Checks  []Check      `json:"checks,omitempty"`
	Summary Summary      `json:"summary"`
}

// Run connects to the server, lists its tools, plans the probes and sends them one at a time.
// A server lost during a probe is started again for the next one, up to MaxRestarts times.
func Run(ctx context.Context, t Target, opts Options) (*Document, error) {
	if opts.Timeout <= 0 {
		opts.Timeout = 10 * time.Second
	}
	secrets := newRedactor(t.Env)
	tail := &tailBuffer{max: 4096}
	doc := &Document{Version: DocumentVersion, Tool: finding.Tool{Name: "mcperr", Version: Version}, DryRun: opts.DryRun,
		Results: []Result{}, Skipped: []Skip{}}
	if t.Command != "" {
		doc.Server.Transport, doc.Server.Command = "stdio", secrets.text(commandLine(t))
	} else {
		doc.Server.Transport, doc.Server.URL = "http", secrets.url(t.URL)
	}
	c, err := connect(ctx, t, secrets, tail, opts.Timeout)
	if err != nil {
		return nil, err
	}
	defer func() {
		if c != nil {
			c.close()
		}
	}()
	if ir := c.session.InitializeResult(); ir != nil {
		doc.Server.ProtocolVersion = ir.ProtocolVersion
		if ir.ServerInfo != nil {
			doc.Server.Name, doc.Server.Version = ir.ServerInfo.Name, ir.ServerInfo.Version
		}
	}
	tools, err := listTools(ctx, c.session, opts.Timeout)
	if err != nil {
		return nil, fmt.Errorf("listing the tools: %w", err)
	}
	doc.Server.Tools = len(tools)
	probes, skips, err := Plan(tools, opts.Plan)
	if err != nil {
		return nil, err
	}
	doc.Skipped = append(doc.Skipped, skips...)
	if opts.DryRun {
		for _, p := range probes {
			doc.Results = append(doc.Results, Result{Probe: p})
		}
		doc.Summary = summarize(doc, len(probes))
		return doc, nil
	}
	for i, p := range probes {
		if opts.MaxCalls > 0 && i >= opts.MaxCalls {
			doc.Skipped = append(doc.Skipped, Skip{Tool: p.Tool, Kind: p.Kind, Reason: fmt.Sprintf("not sent: the call cap (--max-calls %d) was reached", opts.MaxCalls)})
			continue
		}
		if c == nil {
			doc.Skipped = append(doc.Skipped, Skip{Tool: p.Tool, Kind: p.Kind, Reason: fmt.Sprintf("not sent: the server was lost again after %d restart(s) (--max-restarts %d)", doc.Server.Restarts, opts.MaxRestarts)})
			continue
		}
		if opts.Progress != nil {
			opts.Progress(i, len(probes), p)
		}
		r := send(ctx, c, p, opts.Timeout)
		if r.Outcome == Lost {
			if c.proc != nil {
				r.Exit = c.proc.exitText()
				time.Sleep(100 * time.Millisecond) // the last of stderr is still being copied
			}
			r.StderrTail, r.Panic = capTail(tail.String()), tail.Panic()
		}
		r.Text, r.StderrTail, r.Panic, r.Detail = secrets.text(r.Text), secrets.text(r.StderrTail), secrets.text(r.Panic), secrets.text(r.Detail)
		doc.Results = append(doc.Results, r)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if r.Outcome == Lost || (r.Outcome == Timeout && c.proc != nil) {
			// a stdio server that did not answer in time may answer late and confuse the next
			// probe; start it afresh, as after a crash
			c.close()
			c = nil
			if doc.Server.Restarts < opts.MaxRestarts {
				doc.Server.Restarts++
				tail.Reset()
				if c, err = connect(ctx, t, secrets, tail, opts.Timeout); err != nil {
					c = nil
					doc.Skipped = append(doc.Skipped, Skip{Tool: p.Tool, Reason: "the server could not be started again: " + secrets.text(err.Error())})
				}
			}
		}
	}
	doc.Summary = summarize(doc, len(probes))
	return doc, nil
}

// send makes one call and codes its answer.
func send(ctx context.Context, c *conn, p Probe, timeout time.Duration) Result {
	cctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if c.proc != nil {
		// A child the server started may hold its stdout open after the server died, and the
		// client would then wait for the timeout: end the call soon after the process ends.
		stop := make(chan struct{})
		defer close(stop)
		go func() {
			select {
			case <-c.proc.done:
				select {
				case <-time.After(300 * time.Millisecond): // let an answer already sent arrive
					cancel()
				case <-stop:
				}
			case <-stop:
			}
		}()
	}
	began := time.Now()
	res, err := c.session.CallTool(cctx, &mcp.CallToolParams{Name: p.Tool, Arguments: json.RawMessage(p.Arguments)})
	a := classify(cctx, res, err, func() bool {
		if c.proc != nil {
			return c.lost()
		}
		// over HTTP, a failure that is not the server's JSON-RPC error nor our deadline is the
		// transport's: the connection (or the HTTP exchange) was lost
		var wire *jsonrpc.Error
		c.broken = isLocal(err) || !errors.As(err, &wire) && cctx.Err() == nil
		return c.broken
	})
	a.ElapsedMS = time.Since(began).Milliseconds()
	r := Result{Probe: p, Answer: a}
	r.Typed, r.Content = code(p, a)
	return r
}

// isLocal reports whether err is one of the client's own JSON-RPC errors, which it makes up
// rather than receives: "client is closing" and "server is closing" when the connection ends
// under a pending call, "rejected by transport" when an HTTP request got no response.
func isLocal(err error) bool {
	var wire *jsonrpc.Error
	if !errors.As(err, &wire) {
		return false
	}
	switch {
	case wire.Code == -32003 && wire.Message == "client is closing",
		wire.Code == -32004 && wire.Message == "server is closing",
		wire.Code == -32005 && wire.Message == "rejected by transport":
		return true
	}
	return false
}

// listTools lists every tool, across pages.
func listTools(ctx context.Context, s *mcp.ClientSession, timeout time.Duration) ([]Tool, error) {
	lctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	var out []Tool
	for t, err := range s.Tools(lctx, nil) {
		if err != nil {
			return nil, err
		}
		tool := Tool{Name: t.Name, InputSchema: t.InputSchema}
		if a := t.Annotations; a != nil {
			tool.ReadOnly = a.ReadOnlyHint
			tool.Destructive = a.DestructiveHint != nil && *a.DestructiveHint && !a.ReadOnlyHint
		}
		out = append(out, tool)
	}
	return out, nil
}

// commandLine is the command as a reader sees it: the program's base name and its arguments.
func commandLine(t Target) string {
	s := filepath.Base(t.Command)
	for _, a := range t.Args {
		s += " " + a
	}
	return s
}

// capTail keeps the end of a stderr tail, at most maxText bytes, from the start of a line.
func capTail(s string) string {
	if len(s) <= maxText {
		return s
	}
	s = s[len(s)-maxText:]
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return "…" + s
}
