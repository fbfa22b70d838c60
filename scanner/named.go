package scanner

import (
	"context"
	"slices"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// Files named like tests (extract.NamedLikeTest): a file whose name alone says test, and which
// imports no test framework, may be a module that production imports (a handler module named
// airflow_test.py, a tools/test_runs.py). Its context is known only once every file of the root
// has said what it imports, so the main pass reads it, notes what it imports, and leaves it;
// decideNamed then decides every such file at once (extract.TestImports: the same answer
// whatever order the workers took) and processes it as the main pass does any file, with its
// context: production when production imports it, test otherwise. The cost is a second read of
// those files only; what production files import is read in the main pass, from bytes.

// contextOf is the context of the job's file, whose first bytes are src.
func (j fileJob) contextOf(src []byte) finding.Context {
	if j.decided == finding.Production {
		return extract.ImportedContext(src)
	}
	return extract.ContextOf(j.rel, src)
}

// addTestRefs notes what a file read by the main pass says about files named like tests: a
// file named like one waits for decideNamed, a production file's imports of one decide it.
func (c *collector) addTestRefs(fr fileResult) {
	switch {
	case fr.named != nil:
		c.named = append(c.named, *fr.named)
		c.tests.AddNamed(fr.path, fr.testRefs)
	case len(fr.testRefs) > 0 && extract.ContextOf(fr.path, nil) == finding.Production:
		c.tests.AddImporter(fr.path, fr.testRefs)
	}
}

// decidedContext is the context decideNamed gave the file at rel: production when it is named
// like a test and production imports it, "" (its path's) otherwise.
func (c *collector) decidedContext(rel string) finding.Context {
	if c.imported[rel] {
		return finding.Production
	}
	return ""
}

// decideNamed decides the context of the root's files named like tests and processes them as
// the main pass does, handing each result to take in the order of the walk.
func (s *session) decideNamed(ctx context.Context, col *collector, project func(string) *extract.Project, take func(fileResult)) error {
	if len(col.named) == 0 {
		return nil
	}
	col.imported = col.tests.Imported()
	jobs := make(chan fileJob, len(col.named))
	for _, j := range col.named {
		j.decided = finding.Test
		if col.imported[j.rel] {
			j.decided = finding.Production
		}
		jobs <- j
	}
	close(jobs)
	col.named = nil
	results := make(chan fileResult, 4*s.opts.Jobs)
	s.runWorkers(ctx, min(s.opts.Jobs, cap(jobs)), project, nil, nil, jobs, results) // the main pass inspected these files
	var got []fileResult
	for fr := range results {
		fr.bytes = 0 // counted when the main pass read it
		got = append(got, fr)
	}
	slices.SortFunc(got, func(a, b fileResult) int { return a.seq - b.seq })
	for _, fr := range got {
		take(fr)
	}
	return ctx.Err()
}
