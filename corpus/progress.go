package corpus

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
)

// ProgressOptions say where a stage over repositories shows its progress.
type ProgressOptions struct {
	// Stage names the work ("clone").
	Stage string
	// Total is the number of repositories expected (Grow adds replacements).
	Total int
	// Terminal, when set, shows a bar for the stage and a line per repository in flight.
	Terminal io.Writer
	// Lines, when set (and Terminal is not), gets a line every Every: counts, elapsed time,
	// and the repositories in flight with what they have fetched.
	Lines io.Writer
	// Every is the interval of Lines (default 5 seconds).
	Every time.Duration
}

// Progress shows a stage's work on repositories; the zero value (or nil) shows nothing.
type Progress struct {
	o     ProgressOptions
	start time.Time
	p     *mpb.Progress
	bar   *mpb.Bar
	stop  chan struct{}
	ended chan struct{}

	mu           sync.Mutex
	total        int
	done, failed int
	active       []*Task
}

// Task is one repository in flight.
type Task struct {
	pr    *Progress
	name  string
	start time.Time
	bar   *mpb.Bar
	mu    sync.Mutex
	bytes int64
	phase string
}

// NewProgress starts showing progress; Close ends it.
func NewProgress(o ProgressOptions) *Progress {
	if o.Every <= 0 {
		o.Every = 5 * time.Second
	}
	pr := &Progress{o: o, start: time.Now(), total: o.Total}
	switch {
	case o.Terminal != nil:
		// Auto refresh also when Terminal is not detected as one (a pty, a test).
		pr.p = mpb.New(mpb.WithOutput(o.Terminal), mpb.WithWidth(40), mpb.WithAutoRefresh())
		pr.bar = pr.p.AddBar(int64(o.Total),
			mpb.PrependDecorators(decor.Name(o.Stage+" "), decor.CountersNoUnit("%d/%d")),
			mpb.AppendDecorators(decor.Elapsed(decor.ET_STYLE_GO), decor.Any(func(decor.Statistics) string {
				pr.mu.Lock()
				defer pr.mu.Unlock()
				if pr.failed == 0 {
					return ""
				}
				return fmt.Sprintf(" (%d failed)", pr.failed)
			})))
	case o.Lines != nil:
		pr.stop, pr.ended = make(chan struct{}), make(chan struct{})
		go pr.tick()
	}
	return pr
}

// tick writes a line every interval until Close.
func (pr *Progress) tick() {
	defer close(pr.ended)
	t := time.NewTicker(pr.o.Every)
	defer t.Stop()
	for {
		select {
		case <-pr.stop:
			return
		case <-t.C:
			fmt.Fprintln(pr.o.Lines, pr.line())
		}
	}
}

// line says where the stage stands: "clone: 3 of 10 repositories (1 failed), 25s; in
// progress: a (1.2 MiB, 20s), b (3s)".
func (pr *Progress) line() string {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d of %d repositories", pr.o.Stage, pr.done, pr.total)
	if pr.failed > 0 {
		fmt.Fprintf(&b, " (%d failed)", pr.failed)
	}
	fmt.Fprintf(&b, ", %s", time.Since(pr.start).Round(time.Second))
	for i, t := range pr.active {
		if i == 0 {
			b.WriteString("; in progress: ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(t.name + " (" + t.status() + ")")
	}
	return b.String()
}

// Start shows a repository in flight.
func (pr *Progress) Start(name string) *Task {
	t := &Task{pr: pr, name: sanitizeText(name, 60), start: time.Now()}
	if pr == nil {
		return t
	}
	pr.mu.Lock()
	pr.active = append(pr.active, t)
	pr.mu.Unlock()
	if pr.p != nil {
		t.bar = pr.p.New(0, mpb.SpinnerStyle(), mpb.BarRemoveOnComplete(),
			mpb.PrependDecorators(decor.Name("  "+t.name+" ")),
			mpb.AppendDecorators(decor.Any(func(decor.Statistics) string { return t.status() })))
	}
	return t
}

// status is what a task is doing (its phase), what it has fetched, and for how long.
func (t *Task) status() string {
	t.mu.Lock()
	n, phase := t.bytes, t.phase
	t.mu.Unlock()
	took := time.Since(t.start).Round(time.Second).String()
	if n > 0 {
		took = fmt.Sprintf("%.1f MiB, %s", float64(n)/(1<<20), took)
	}
	if phase != "" {
		took = phase + ", " + took
	}
	return took
}

// Phase says which part of its work a repository is in ("tree-sitter", "types").
func (t *Task) Phase(name string) {
	t.mu.Lock()
	t.phase = name
	t.mu.Unlock()
}

// Fetched records the bytes fetched so far (an AcquireOptions.Fetched callback).
func (t *Task) Fetched(n int64) {
	t.mu.Lock()
	t.bytes = n
	t.mu.Unlock()
}

// Done ends a repository's work.
func (t *Task) Done(failed bool) {
	pr := t.pr
	if pr == nil {
		return
	}
	pr.mu.Lock()
	pr.done++
	if failed {
		pr.failed++
	}
	if i := slices.Index(pr.active, t); i >= 0 {
		pr.active = slices.Delete(pr.active, i, i+1)
	}
	pr.mu.Unlock()
	if t.bar != nil {
		t.bar.SetTotal(-1, true)
	}
	if pr.bar != nil {
		pr.bar.Increment()
	}
}

// Grow adds n repositories to the total (replacements).
func (pr *Progress) Grow(n int) {
	if pr == nil || n == 0 {
		return
	}
	pr.mu.Lock()
	pr.total += n
	total := pr.total
	pr.mu.Unlock()
	if pr.bar != nil {
		pr.bar.SetTotal(int64(total), false)
	}
}

// Close ends the display.
func (pr *Progress) Close() {
	if pr == nil {
		return
	}
	if pr.p != nil {
		pr.mu.Lock()
		for _, t := range pr.active {
			t.bar.Abort(true) // cut short: mpb waits for every bar to end
		}
		pr.mu.Unlock()
		pr.bar.SetTotal(-1, true)
		pr.p.Wait()
	}
	if pr.stop != nil {
		close(pr.stop)
		<-pr.ended
	}
}
