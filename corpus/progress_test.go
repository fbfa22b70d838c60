package corpus

import (
	"context"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/mcperr/mcperr/internal/syncbuf"
)

// silentServer accepts connections and never answers; accepted is signalled on each one.
func silentServer(t *testing.T) (string, <-chan struct{}) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	accepted := make(chan struct{}, 8)
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { c.Close() })
			accepted <- struct{}{}
		}
	}()
	return "https://" + ln.Addr().String() + "/o/slow", accepted
}

// slowSample is a sample of one repository that never answers, and options that give up on
// it after 1.5 seconds.
func slowSample(t *testing.T) (*Sample, CloneOptions, <-chan struct{}) {
	url, accepted := silentServer(t)
	smp := &Sample{Drawn: []Pick{{Entry: Entry{Key: RepoKey(url, ""), Name: "io.github.t/slow", Repository: Repository{URL: url}}}}}
	return smp, CloneOptions{AcquireOptions: AcquireOptions{CacheDir: t.TempDir(), Timeout: 1500 * time.Millisecond}, Jobs: 1}, accepted
}

// TestCloneProgressTerminal: while a repository is being acquired, a terminal shows it by name.
func TestCloneProgressTerminal(t *testing.T) {
	smp, o, accepted := slowSample(t)
	var term syncbuf.Buffer
	o.Progress = &term
	done := make(chan struct{})
	go func() {
		defer close(done)
		Clone(context.Background(), smp, o)
	}()
	select {
	case <-accepted:
	case <-time.After(10 * time.Second):
		t.Fatal("the acquisition never connected")
	}
	time.Sleep(700 * time.Millisecond) // a few refreshes of the display
	if inFlight := term.String(); !strings.Contains(inFlight, "io.github.t/slow") {
		t.Errorf("the terminal does not show the repository in flight:\n%q", inFlight)
	}
	<-done
}

// TestCloneProgressLines: without a terminal, a line every interval says how far the stage is
// and what is in flight.
func TestCloneProgressLines(t *testing.T) {
	smp, o, _ := slowSample(t)
	var lines syncbuf.Buffer
	o.ProgressLines, o.ProgressEvery = &lines, 200*time.Millisecond
	if _, err := Clone(context.Background(), smp, o); err != nil {
		t.Fatal(err)
	}
	if got := lines.String(); !strings.Contains(got, "clone: 0 of 1 repositories, ") || !strings.Contains(got, "; in progress: io.github.t/slow (") {
		t.Errorf("progress lines:\n%s", got)
	}
}
