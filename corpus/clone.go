package corpus

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// Clone acquires a sample's drawn repositories (and, with Replace, reserve entries in
// place of those that fail), appending each attempt to the acquisition log as it ends. It
// works in rounds: the drawn entries, then the replacements of the round's failures taken
// in drawn order, and so on, so the replacements do not depend on which job finished
// first. It returns one record per attempt in that order. Re-running continues: checkouts
// already in the cache at the wanted commit are reused, nothing acquired is removed.
func Clone(ctx context.Context, s *Sample, opts CloneOptions) ([]AcquireRecord, error) {
	if opts.CacheDir == "" {
		return nil, fmt.Errorf("clone: a cache directory is required")
	}
	if opts.Jobs <= 0 {
		opts.Jobs = 1
	}
	logw, err := openAppend(opts.LogPath)
	if err != nil {
		return nil, err
	}
	defer logw.close()
	repw, err := openAppend(opts.ReplacementLog)
	if err != nil {
		return nil, err
	}
	defer repw.close()

	bar := NewProgress(ProgressOptions{Stage: "clone", Total: len(s.Drawn), Terminal: opts.Progress, Lines: opts.ProgressLines, Every: opts.ProgressEvery})
	defer bar.Close()
	replacer := NewReplacer(s)
	round := s.Drawn
	var all []AcquireRecord
	for len(round) > 0 {
		if err := ctx.Err(); err != nil {
			return all, err
		}
		recs := cloneRound(ctx, round, opts, logw, bar)
		all = append(all, recs...)
		var next []Pick
		for i, r := range recs {
			if r.Status != StatusFailed || !opts.Replace || ctx.Err() != nil {
				continue
			}
			q, rerr := replacer.Replace(round[i], "clone", r.Reason, r.Detail)
			if err := repw.write(replacer.Log[len(replacer.Log)-1]); err != nil {
				return all, err
			}
			if rerr == nil {
				next = append(next, q)
			}
		}
		bar.Grow(len(next))
		round = next
	}
	if err := logw.err; err != nil {
		return all, err
	}
	return all, ctx.Err()
}

// cloneRound acquires picks with opts.Jobs workers and returns their records in pick order.
func cloneRound(ctx context.Context, picks []Pick, opts CloneOptions, logw *appender, bar *Progress) []AcquireRecord {
	recs := make([]AcquireRecord, len(picks))
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < opts.Jobs && w < len(picks); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				p := picks[i]
				task := bar.Start(p.Name)
				ao := opts.AcquireOptions
				ao.Fetched = task.Fetched
				ao.Subfolder = p.Repository.Subfolder
				ao.Commit = p.Commit
				if c, ok := opts.Pins[p.Key]; ok && c != "" {
					ao.Commit = c
				}
				rec, _, _ := acquire(ctx, p.Repository.URL, ao)
				rec.Key, rec.Name = p.Key, p.Name
				recs[i] = rec
				logw.write(rec)
				task.Done(rec.Status == StatusFailed)
			}
		}()
	}
	for i := range picks {
		if ctx.Err() != nil {
			recs[i] = AcquireRecord{Key: picks[i].Key, Name: picks[i].Name, URL: RedactURL(picks[i].Repository.URL),
				Status: StatusFailed, Reason: ReasonUnreachable, Detail: "not attempted: " + ctx.Err().Error()}
			continue
		}
		work <- i
	}
	close(work)
	wg.Wait()
	return recs
}

// appender appends JSON lines to a file, safely from several goroutines.
type appender struct {
	mu  sync.Mutex
	f   *os.File
	err error
}

func openAppend(path string) (*appender, error) {
	if path == "" {
		return &appender{}, nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, fmt.Errorf("log %s: %w", path, err)
	}
	return &appender{f: f}, nil
}

// write appends v as one line; each line is one write, so a killed run loses at most the
// line being written.
func (a *appender) write(v any) error {
	if a.f == nil {
		return nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if _, err := a.f.Write(append(b, '\n')); err != nil && a.err == nil {
		a.err = fmt.Errorf("log %s: %w", a.f.Name(), err)
	}
	return a.err
}

func (a *appender) close() {
	if a.f != nil {
		a.f.Close()
	}
}
