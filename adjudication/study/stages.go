package study

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/go-git/go-git/v5"

	"github.com/mcperr/mcperr/adjudication"
	"github.com/mcperr/mcperr/corpus"
	"github.com/mcperr/mcperr/scanner"
	"github.com/mcperr/mcperr/scanner/finding"
	"github.com/mcperr/mcperr/typed"
)

// acquired is one line of clone/repos.json: a drawn repository of this shard and where its
// checkout is (relative to the study directory).
type acquired struct {
	adjudication.Repo
	Dir string `json:"dir,omitempty"`
}

// scanFile is scan/<rank>.json: one repository's scan and what it was made from.
type scanFile struct {
	URL       string            `json:"url"`
	Commit    string            `json:"commit"`
	RulesHash string            `json:"rulesHash"`
	Tool      string            `json:"tool"`
	Types     bool              `json:"types,omitempty"` // the typed Go analyzers ran
	Error     string            `json:"error,omitempty"`
	Document  *finding.Document `json:"document,omitempty"`
}

func (r *runner) sample(info *Info) error {
	params := map[string]string{"seed": strconv.FormatUint(r.o.Seed, 10), "n": strconv.Itoa(r.o.N),
		"strata": r.o.Strata, "allowLocal": strconv.FormatBool(r.o.AllowLocal)}
	err := r.runStage(stage{name: "sample", params: params, inputs: map[string]string{"frame": info.FrameSHA256},
		run: func(dir string) ([]string, []string, error) {
			fr, err := corpus.LoadFrame(r.o.Frame)
			if err != nil {
				return nil, nil, err
			}
			n := r.o.N
			if n == 0 {
				c := corpus.CountEligible(fr, r.o.AllowLocal)
				if err := c.Shortfall(c.Eligible); err != nil {
					return nil, nil, err
				}
				n = c.Eligible
			}
			s, err := corpus.Draw(fr, corpus.SampleOptions{N: n, Seed: r.o.Seed, Strata: r.o.Strata, AllowLocal: r.o.AllowLocal})
			if err != nil {
				return nil, nil, err
			}
			err = adjudication.WriteFileAtomic(filepath.Join(dir, "sample.json"), func(w io.Writer) error { return corpus.WriteSample(w, s) })
			notes := []string{fmt.Sprintf("drew %d of %d frame records (%d entries after deduplication)", len(s.Drawn), s.Population.Records, s.Population.Entries)}
			return []string{"sample.json"}, notes, err
		}})
	if err != nil {
		return err
	}
	h, err := hashFile(filepath.Join(r.o.Dir, "sample", "sample.json"))
	if err != nil {
		return err
	}
	// The study is its sample: the same frame, seed and size give the same ID on any machine,
	// and every shard of it shares the ID.
	r.studyID = "s-" + h[:12]
	info.Study = r.studyID
	return adjudication.WriteJSON(filepath.Join(r.o.Dir, InfoName), info)
}

func (r *runner) loadSample() (*corpus.Sample, error) {
	return corpus.LoadSample(filepath.Join(r.o.Dir, "sample", "sample.json"))
}

func (r *runner) clone(*Info) error {
	h, err := hashFile(filepath.Join(r.o.Dir, "sample", "sample.json"))
	if err != nil {
		return err
	}
	// A mirror's head is part of the stage's parameters: a demo made from other files (another
	// mcperr's) is another acquisition, not the one on disk.
	mirrors := ""
	heads := map[string]string{}
	for _, k := range slices.Sorted(maps.Keys(r.o.Mirrors)) {
		heads[k] = mirrorHead(r.o.Mirrors[k])
		mirrors += k + " " + heads[k] + "\n"
	}
	params := map[string]string{"shard": r.o.Shard.String(), "allowLocal": strconv.FormatBool(r.o.AllowLocal), "mirrors": hashString(mirrors)}
	return r.runStage(stage{name: "clone", params: params, inputs: map[string]string{"sample": h},
		run: func(dir string) ([]string, []string, error) {
			s, err := r.loadSample()
			if err != nil {
				return nil, nil, err
			}
			var picks []corpus.Pick
			for _, p := range s.Drawn {
				if r.o.Shard.Holds(p.Rank) {
					picks = append(picks, p)
				}
			}
			bar := corpus.NewProgress(corpus.ProgressOptions{Stage: "clone", Total: len(picks), Terminal: r.o.Progress, Lines: r.o.ProgressLines})
			defer bar.Close()
			var out []acquired
			var log bytes.Buffer
			failed := 0
			for _, p := range picks {
				task := bar.Start(p.Name)
				a, rec := r.acquire(p, heads[p.Repository.URL], task.Fetched)
				out = append(out, a)
				if a.Status != "ok" {
					failed++
				}
				line, _ := json.Marshal(rec)
				log.Write(append(line, '\n'))
				task.Done(a.Status != "ok")
			}
			if err := adjudication.WriteJSON(filepath.Join(dir, ReposName), out); err != nil {
				return nil, nil, err
			}
			err = adjudication.WriteFileAtomic(filepath.Join(dir, "acquisition.jsonl"), func(w io.Writer) error { _, err := w.Write(log.Bytes()); return err })
			where := ""
			if r.o.Shard.N > 1 {
				where = " in shard " + r.o.Shard.String()
			}
			notes := []string{fmt.Sprintf("%d repositories%s, %d not acquired", len(picks), where, failed)}
			return []string{ReposName, "acquisition.jsonl"}, notes, err
		}})
}

// mirrorHead returns the commit a local mirror's HEAD points at, or "" when there is none.
func mirrorHead(path string) string {
	repo, err := git.PlainOpen(path)
	if err != nil {
		return ""
	}
	h, err := repo.Head()
	if err != nil {
		return ""
	}
	return h.Hash().String()
}

// acquire clones one pick into the study's cache, from its mirror when it has one. head is the
// mirror's head commit: the acquisition is pinned to it, so a cached checkout of an older
// mirror is not taken for it.
func (r *runner) acquire(p corpus.Pick, head string, fetched func(int64)) (acquired, corpus.AcquireRecord) {
	url := corpus.RedactURL(p.Repository.URL)
	a := acquired{Repo: adjudication.Repo{Record: p.Name, URL: url, Subfolder: p.Repository.Subfolder, Rank: p.Rank, Commit: p.Commit}}
	src, mirrored := r.o.Mirrors[p.Repository.URL]
	if !mirrored {
		src = p.Repository.URL
	}
	ctx, cancel := context.WithTimeout(r.ctx, r.o.Timeout)
	defer cancel()
	start := time.Now()
	// The whole repository is acquired and scanned, not only the subfolder: the projection then
	// shows what lies outside the registry's subfolder instead of never seeing it.
	dir, commit, _, err := corpus.AcquireOne(ctx, src, corpus.AcquireOptions{
		Policy:   corpus.URLPolicy{AllowLocal: r.o.AllowLocal || mirrored},
		CacheDir: filepath.Join(r.o.Dir, "checkouts"),
		Commit:   cmp.Or(p.Commit, head),
		Timeout:  r.o.Timeout,
		Fetched:  fetched,
	})
	rec := corpus.AcquireRecord{Key: p.Key, Name: p.Name, URL: url, Subfolder: p.Repository.Subfolder, Commit: commit,
		Pinned: p.Commit != "", DurationMS: time.Since(start).Milliseconds()}
	if err != nil {
		a.Status, a.Reason = corpus.ReasonOf(err), failureDetail(err)
		// A mirror's local path means nothing to a reader of the ledger: name the URL instead.
		if mirrored {
			a.Reason = strings.ReplaceAll(strings.ReplaceAll(a.Reason, "file://"+filepath.ToSlash(src), url), src, url)
		}
		rec.Status, rec.Reason, rec.Detail = corpus.StatusFailed, a.Status, a.Reason
		return a, rec
	}
	rec.Files, rec.Bytes = countFiles(dir)
	if rel, err := filepath.Rel(r.o.Dir, dir); err == nil {
		dir = rel
	}
	a.Status, a.Commit, a.Dir = "ok", commit, filepath.ToSlash(dir)
	rec.Status = corpus.StatusOK
	return a, rec
}

// failureDetail is an acquisition error without the URL and reason that the ledger's columns
// already give: "clone: repository not found", not "URL: unreachable: clone: ...".
func failureDetail(err error) string {
	var ae *corpus.AcquireError
	if errors.As(err, &ae) && ae.Err != nil {
		return ae.Err.Error()
	}
	return err.Error()
}

// countFiles counts the regular files of a checkout and their bytes, for the acquisition log.
// It walks without following links; the checkout's .git directory is not counted.
func countFiles(dir string) (files int, bytes int64) {
	filepath.WalkDir(dir, func(_ string, e fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return nil
		case e.IsDir() && e.Name() == ".git":
			return filepath.SkipDir
		case e.Type().IsRegular():
			if fi, err := e.Info(); err == nil {
				files++
				bytes += fi.Size()
			}
		}
		return nil
	})
	return files, bytes
}

func (r *runner) loadRepos() ([]acquired, error) {
	var out []acquired
	err := adjudication.ReadJSON(filepath.Join(r.o.Dir, "clone", ReposName), &out)
	return out, err
}

func scanName(rank int) string { return fmt.Sprintf("%05d.json", rank) }

func (r *runner) scan(*Info) error {
	h, err := hashFile(filepath.Join(r.o.Dir, "clone", ReposName))
	if err != nil {
		return err
	}
	return r.runStage(stage{name: "scan", params: map[string]string{"keepCandidates": "true", "types": strconv.FormatBool(r.o.Types)}, inputs: map[string]string{"repos": h},
		run: func(dir string) ([]string, []string, error) {
			repos, err := r.loadRepos()
			if err != nil {
				return nil, nil, err
			}
			var todo []acquired
			for _, a := range repos {
				if a.Status == "ok" {
					todo = append(todo, a)
				}
			}
			bar := corpus.NewProgress(corpus.ProgressOptions{Stage: "scan", Total: len(todo), Terminal: r.o.Progress, Lines: r.o.ProgressLines, Every: r.o.ProgressEvery})
			defer bar.Close()
			var outputs, notes []string
			reused := 0
			for _, a := range todo {
				name := scanName(a.Rank)
				outputs = append(outputs, name)
				task := bar.Start(a.Record)
				if r.isScanned(filepath.Join(dir, name), a) {
					reused++
					task.Done(false)
					continue
				}
				sf := scanFile{URL: a.URL, Commit: a.Commit, RulesHash: r.rules, Tool: r.o.Tool, Types: r.o.Types}
				sf.Document, err = r.scanOne(a, task)
				task.Done(err != nil)
				if err != nil {
					if r.ctx.Err() != nil {
						return nil, nil, r.ctx.Err()
					}
					sf.Error = err.Error()
				}
				if err := adjudication.WriteJSON(filepath.Join(dir, name), sf); err != nil {
					return nil, nil, err
				}
			}
			if reused > 0 {
				notes = append(notes, fmt.Sprintf("reused %d repository scans from an earlier run", reused))
			}
			return outputs, notes, nil
		}})
}

// isScanned reports whether a scan file for the repository exists from this tool, these rules
// and this commit, so a resumed stage does not scan it again.
func (r *runner) isScanned(name string, a acquired) bool {
	var sf scanFile
	if err := adjudication.ReadJSON(name, &sf); err != nil {
		return false
	}
	return sf.URL == a.URL && sf.Commit == a.Commit && sf.RulesHash == r.rules && sf.Tool == r.o.Tool && sf.Types == r.o.Types && sf.Error == ""
}

// scanOne scans a repository's checkout, telling task which phase it is in.
func (r *runner) scanOne(a acquired, task *corpus.Task) (*finding.Document, error) {
	if len(r.o.Langs) == 0 {
		return nil, errors.New("no scanner languages are built in")
	}
	ctx, cancel := context.WithTimeout(r.ctx, r.o.Timeout)
	defer cancel()
	root := filepath.Join(r.o.Dir, filepath.FromSlash(a.Dir))
	task.Phase("tree-sitter")
	doc, err := scanner.Scan(ctx, scanner.Options{Roots: []string{root}, KeepCandidates: true, Jobs: 2, CacheDir: r.o.ScanCache}, r.o.Langs...)
	if err != nil {
		return nil, err
	}
	if r.o.Types {
		task.Phase("types")
		// Bounded per module rather than by the repository's time limit, so that a module
		// that runs out of time is skipped with its reason and the rest of the scan stands.
		tres, err := typed.RunRoot(r.ctx, root, "", typed.Options{Timeout: r.o.TypesTimeout})
		if err != nil {
			return nil, err
		}
		tres.Merge(doc)
		scanner.ResetCounts(&doc.Summary)
		scanner.CountFindings(&doc.Summary, doc.Findings, false)
	}
	doc.Root = a.URL // not the checkout's path, which differs from machine to machine
	return doc, nil
}

func hashString(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

func (r *runner) project(*Info) error {
	scanDir := filepath.Join(r.o.Dir, "scan")
	var sm Manifest
	if err := adjudication.ReadJSON(filepath.Join(scanDir, ManifestName), &sm); err != nil {
		return err
	}
	var all strings.Builder
	for _, k := range slices.Sorted(maps.Keys(sm.Outputs)) {
		all.WriteString(k + " " + sm.Outputs[k] + "\n")
	}
	reposHash, err := hashFile(filepath.Join(r.o.Dir, "clone", ReposName))
	if err != nil {
		return err
	}
	return r.runStage(stage{name: "project", params: map[string]string{"shard": r.o.Shard.String()},
		inputs: map[string]string{"repos": reposHash, "scans": hashString(all.String())},
		run: func(dir string) ([]string, []string, error) {
			s, err := r.loadSample()
			if err != nil {
				return nil, nil, err
			}
			acq, err := r.loadRepos()
			if err != nil {
				return nil, nil, err
			}
			repos := make([]adjudication.Repo, 0, len(acq))
			docs := map[string]*finding.Document{}
			for _, a := range acq {
				repo := a.Repo
				if a.Status == "ok" {
					var sf scanFile
					err := adjudication.ReadJSON(filepath.Join(scanDir, scanName(a.Rank)), &sf)
					switch {
					case err != nil:
						repo.Status, repo.Reason = "scan-failed", err.Error()
					case sf.Error != "":
						repo.Status, repo.Reason = "scan-failed", sf.Error
					default:
						repo.Status, repo.Reason = adjudication.StatusScanned, ""
						docs[a.URL] = sf.Document
					}
				}
				repos = append(repos, repo)
			}
			l := adjudication.Build(r.studyID, s.Population.Records, r.o.Shard, repos, docs, nil)
			return []string{RowsName}, nil, adjudication.WriteJSON(filepath.Join(dir, RowsName), l)
		}})
}

func (r *runner) ledger(*Info) error { return refreshLedger(r) }
func (r *runner) report(*Info) error { return refreshReport(r) }

// refreshLedger applies the study's verdicts to the projected rows and writes the ledger.
func refreshLedger(r *runner) error {
	rowsName := filepath.Join(r.o.Dir, "project", RowsName)
	verdictsName := filepath.Join(r.o.Dir, VerdictsName)
	rh, err := hashFile(rowsName)
	if err != nil {
		return err
	}
	vh, err := hashFile(verdictsName)
	if err != nil {
		return err
	}
	return r.runStage(stage{name: "ledger", params: map[string]string{}, inputs: map[string]string{"rows": rh, "verdicts": vh},
		run: func(dir string) ([]string, []string, error) {
			var l adjudication.Ledger
			if err := adjudication.ReadJSON(rowsName, &l); err != nil {
				return nil, nil, err
			}
			vs, err := ReadVerdicts(r.o.Dir)
			if err != nil {
				return nil, nil, err
			}
			adjudication.ApplyVerdicts(&l, vs)
			if err := adjudication.WriteLedger(dir, &l); err != nil {
				return nil, nil, err
			}
			var notes []string
			if len(l.Stale) > 0 {
				notes = append(notes, fmt.Sprintf("%d stale verdict(s): their finding is gone; listed in stale.csv", len(l.Stale)))
			}
			err = adjudication.WriteJSON(filepath.Join(dir, SummaryName), adjudication.Summarize(&l))
			return []string{adjudication.LedgerCSV, adjudication.LedgerJSON, adjudication.PathsCSV, adjudication.StaleCSV, SummaryName}, notes, err
		}})
}

// ReadVerdicts reads the study's verdicts.json (none when it does not exist).
func ReadVerdicts(dir string) ([]adjudication.Verdict, error) {
	var vs []adjudication.Verdict
	err := adjudication.ReadJSON(filepath.Join(dir, VerdictsName), &vs)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return vs, err
}

// AgreementName is where `mcperr ledger agree` keeps its result for the report.
const AgreementName = "agreement.json"

func refreshReport(r *runner) error {
	ledgerName := filepath.Join(r.o.Dir, "ledger", adjudication.LedgerJSON)
	agreeName := filepath.Join(r.o.Dir, "coding", AgreementName)
	lh, err := hashFile(ledgerName)
	if err != nil {
		return err
	}
	ah, err := hashFile(agreeName)
	if err != nil {
		return err
	}
	return r.runStage(stage{name: "report", params: map[string]string{}, inputs: map[string]string{"ledger": lh, "agreement": ah},
		run: func(dir string) ([]string, []string, error) {
			out, err := WriteReport(filepath.Join(r.o.Dir, "ledger"), agreeName, dir, "mcperr "+r.o.Tool)
			return out, nil, err
		}})
}

// WriteReport writes report.md and report.html into out from the ledger in ledgerDir and, when
// the file exists, the agreement in agreeName. It returns the names it wrote.
func WriteReport(ledgerDir, agreeName, out, tool string) ([]string, error) {
	l, err := adjudication.ReadLedger(ledgerDir)
	if err != nil {
		return nil, err
	}
	var agreement []adjudication.Agreement
	if agreeName != "" {
		if err := adjudication.ReadJSON(agreeName, &agreement); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
	}
	d := adjudication.NewReportData(tool, l, agreement)
	if err := adjudication.WriteFileAtomic(filepath.Join(out, "report.md"), func(w io.Writer) error { return adjudication.WriteMarkdown(w, d) }); err != nil {
		return nil, err
	}
	if err := adjudication.WriteFileAtomic(filepath.Join(out, "report.html"), func(w io.Writer) error { return adjudication.WriteHTML(w, d) }); err != nil {
		return nil, err
	}
	return []string{"report.md", "report.html"}, nil
}

// Refresh rewrites the ledger and report after the verdicts or the agreement changed: through
// the ledger and report stages for a study directory, directly for a ledger directory (the
// output of `mcperr ledger merge`), whose verdicts.json and coding/ live in it. It returns a note
// for each file that had been edited by hand and was kept aside rather than overwritten.
func Refresh(ctx context.Context, dir, tool string, log io.Writer) ([]string, error) {
	info, err := ReadInfo(dir)
	if err != nil {
		return refreshLedgerDir(dir, tool)
	}
	r := &runner{o: Options{Dir: dir, Tool: tool, Log: log}, ctx: ctx, rules: RulesHash(), studyID: info.Study}
	if err := refreshLedger(r); err != nil {
		return r.kept, err
	}
	return r.kept, refreshReport(r)
}

func refreshLedgerDir(dir, tool string) ([]string, error) {
	l, err := adjudication.ReadLedger(dir)
	if err != nil {
		return nil, err
	}
	// A ledger directory has no manifest: the CSV is compared with what its JSON twin gives.
	var kept []string
	name := filepath.Join(dir, adjudication.LedgerCSV)
	var want bytes.Buffer
	if err := adjudication.WriteRowsCSV(&want, l.Rows); err != nil {
		return nil, err
	}
	if have, err := os.ReadFile(name); err == nil && !bytes.Equal(have, want.Bytes()) {
		edited := name + ".edited-" + time.Now().UTC().Format("20060102T150405Z")
		if err := os.Rename(name, edited); err != nil {
			return nil, fmt.Errorf("keep the edited %s: %w", name, err)
		}
		kept = append(kept, fmt.Sprintf("%s was changed after it was written; the changed file is kept as %s", name, filepath.Base(edited))+acceptHint(edited))
	}
	vs, err := ReadVerdicts(dir)
	if err != nil {
		return kept, err
	}
	adjudication.ApplyVerdicts(l, vs)
	return kept, writeLedgerDir(dir, l, tool)
}

// writeLedgerDir writes a ledger directory: the ledger, its summary, and the report in
// ReportDir(dir) with the agreement of dir/coding.
func writeLedgerDir(dir string, l *adjudication.Ledger, tool string) error {
	if err := adjudication.WriteLedger(dir, l); err != nil {
		return err
	}
	if err := adjudication.WriteJSON(filepath.Join(dir, SummaryName), adjudication.Summarize(l)); err != nil {
		return err
	}
	_, err := WriteReport(dir, filepath.Join(dir, "coding", AgreementName), ReportDir(dir), "mcperr "+tool)
	return err
}
