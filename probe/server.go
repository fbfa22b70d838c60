package probe

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Target says how to reach the server: a command to start on stdio, or a streamable HTTP URL.
type Target struct {
	// Command and Args start the server on stdio. The process gets only PATH and the variables
	// Env names, runs in a process group of its own, and is always ended with its group.
	Command string
	Args    []string
	// Env lists the variables passed to the process: KEY passes mcperr's own value of KEY,
	// KEY=VALUE sets one. Their values are never printed: answers and stderr tails show
	// [KEY] in their place.
	Env []string
	// Dir is the process's working directory ("" for mcperr's).
	Dir string
	// NoNetwork starts the process in a network namespace of its own with no interface up
	// (util-linux unshare, Linux): it can reach nothing, not even loopback.
	NoNetwork bool
	// URL is a streamable HTTP endpoint, used when Command is empty.
	URL string
	// HTTPClient, when set, is the client for URL (tests pass httptest's).
	HTTPClient *http.Client
	// StderrLog receives everything the process writes on stderr (nil: only the tail is kept).
	StderrLog io.Writer
}

// conn is one live session with the server, and, on stdio, its process.
type conn struct {
	session *mcp.ClientSession
	proc    *process // nil over HTTP
	// broken is set when the transport failed (HTTP); lost answers mark it.
	broken bool
}

// connect starts the server (stdio) or opens a session (HTTP) and initializes it.
func connect(ctx context.Context, t Target, secrets *redactor, tail *tailBuffer, timeout time.Duration) (*conn, error) {
	client := mcp.NewClient(&mcp.Implementation{Name: "mcperr-probe", Version: Version}, nil)
	ictx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if t.Command == "" {
		tr := &mcp.StreamableClientTransport{Endpoint: t.URL, HTTPClient: t.HTTPClient, MaxRetries: -1, DisableStandaloneSSE: true}
		s, err := client.Connect(ictx, tr, nil)
		if err != nil {
			return nil, fmt.Errorf("connecting to %s: %w", secrets.url(t.URL), err)
		}
		return &conn{session: s}, nil
	}
	p, err := start(t, secrets, tail)
	if err != nil {
		return nil, err
	}
	s, err := client.Connect(ictx, &mcp.IOTransport{Reader: p.stdout, Writer: p.stdin}, nil)
	if err != nil {
		p.end()
		msg := fmt.Sprintf("initializing %s: %v", t.Command, err)
		if p.exited(200 * time.Millisecond) {
			msg += fmt.Sprintf(" (the process ended: %s; stderr ends: %s)", p.exitText(), secrets.text(tail.String()))
		}
		return nil, errors.New(msg)
	}
	return &conn{session: s, proc: p}, nil
}

// lost reports whether the connection is gone: the process ended, or the HTTP transport
// failed.
func (c *conn) lost() bool {
	if c.proc != nil {
		// the client sees the end of stdout a moment before the process is reaped
		return c.proc.exited(500 * time.Millisecond)
	}
	return c.broken
}

// close ends the session and the process group.
func (c *conn) close() {
	done := make(chan struct{})
	go func() {
		c.session.Close()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
	}
	if c.proc != nil {
		c.proc.end()
	}
}

// process is a server started on stdio.
type process struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout io.ReadCloser
	done   chan struct{}
	err    error // Wait's error, valid once done is closed
	once   sync.Once
}

// start starts the command in its own process group with a minimal environment.
func start(t Target, secrets *redactor, tail *tailBuffer) (*process, error) {
	name, args := t.Command, t.Args
	if t.NoNetwork {
		unshare, err := exec.LookPath("unshare")
		if err != nil {
			return nil, fmt.Errorf("--no-network needs util-linux unshare on PATH: %w", err)
		}
		name, args = unshare, append([]string{"--net", "--map-root-user", "--", t.Command}, t.Args...)
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = t.Dir
	cmd.Env = environment(t.Env)
	setProcessGroup(cmd)
	var stderr io.Writer = tail
	if t.StderrLog != nil {
		stderr = io.MultiWriter(tail, redacting{secrets, t.StderrLog})
	}
	// stderr goes through a pipe of our own: with a plain writer, Wait would also wait for
	// every child that inherited stderr to close it, and a crash would look like a hang.
	errR, errW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = errW
	stdin, err := cmd.StdinPipe()
	if err != nil {
		errR.Close()
		errW.Close()
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		errR.Close()
		errW.Close()
		return nil, err
	}
	err = cmd.Start()
	errW.Close()
	if err != nil {
		errR.Close()
		return nil, fmt.Errorf("starting %s: %w", t.Command, err)
	}
	go func() {
		io.Copy(stderr, errR)
		errR.Close()
	}()
	p := &process{cmd: cmd, stdin: stdin, stdout: stdout, done: make(chan struct{})}
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	return p, nil
}

// exited reports whether the process has ended, waiting up to d for it.
func (p *process) exited(d time.Duration) bool {
	select {
	case <-p.done:
		return true
	case <-time.After(d):
		return false
	}
}

// exitText says how the process ended ("exit status 2", "signal: killed").
func (p *process) exitText() string {
	select {
	case <-p.done:
	default:
		return "still running"
	}
	if p.err == nil {
		return "exit status 0"
	}
	var ee *exec.ExitError
	if errors.As(p.err, &ee) {
		return ee.ProcessState.String()
	}
	return p.err.Error()
}

// end closes stdin, gives the process a moment to leave, then ends its whole group.
func (p *process) end() {
	p.once.Do(func() {
		p.stdin.Close()
		if p.exited(time.Second) {
			killGroup(p.cmd, false) // children it left behind
			return
		}
		killGroup(p.cmd, false)
		if !p.exited(2 * time.Second) {
			killGroup(p.cmd, true)
			p.exited(2 * time.Second)
		}
	})
}

// environment builds the process's environment: PATH, and the variables env names.
func environment(env []string) []string {
	out := []string{"PATH=" + os.Getenv("PATH")}
	for _, e := range env {
		if k, v, ok := strings.Cut(e, "="); ok {
			out = append(out, k+"="+v)
		} else if v, ok := os.LookupEnv(e); ok {
			out = append(out, e+"="+v)
		}
	}
	return out
}

// tailBuffer keeps the last bytes written to it.
type tailBuffer struct {
	mu    sync.Mutex
	buf   []byte
	max   int
	panic string // the last "panic: " or "fatal error: " line written
	open  bool   // the panic line has not ended yet: the runtime writes it in pieces
}

// notePanic keeps the last line that starts with "panic: " or "fatal error: ", which a long
// stack trace pushes out of the tail. The runtime writes such a line in several writes.
func (b *tailBuffer) notePanic(s string) {
	for _, start := range []string{"panic: ", "fatal error: "} {
		i := strings.LastIndex(s, start)
		if i >= 0 && (i == 0 && (len(b.buf) == 0 || b.buf[len(b.buf)-1] == '\n') || i > 0 && s[i-1] == '\n') {
			b.panic, b.open, s = "", true, s[i:]
			break
		}
	}
	if !b.open {
		return
	}
	line, _, ended := strings.Cut(s, "\n")
	b.panic = capText(b.panic + line)
	b.open = !ended && len(b.panic) < maxText
}

// Panic returns the last line that reported a Go panic or fatal error, or "".
func (b *tailBuffer) Panic() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.panic
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.notePanic(string(p))
	b.buf = append(b.buf, p...)
	if len(b.buf) > b.max {
		b.buf = append(b.buf[:0], b.buf[len(b.buf)-b.max:]...)
	}
	return len(p), nil
}

// String returns the tail, from the start of a line where it can.
func (b *tailBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := string(b.buf)
	if len(b.buf) == b.max {
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			s = s[i+1:]
		}
	}
	return strings.TrimRight(s, "\n")
}

// Reset empties the tail, so that a crash shows only what the last run of the process wrote.
func (b *tailBuffer) Reset() {
	b.mu.Lock()
	b.buf, b.panic, b.open = b.buf[:0], "", false
	b.mu.Unlock()
}

// redacting writes what the server writes with the passed variables' values hidden (a value
// split across two writes escapes it; the server's own log is the server's).
type redacting struct {
	r *redactor
	w io.Writer
}

func (r redacting) Write(p []byte) (int, error) {
	if _, err := io.WriteString(r.w, r.r.text(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}
