package study

import (
	"io"

	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"
)

// bar is a progress bar on a terminal, or nothing when there is no terminal.
type bar struct {
	p *mpb.Progress
	b *mpb.Bar
}

func newBar(w io.Writer, name string, total int) *bar {
	if w == nil || total == 0 {
		return &bar{}
	}
	p := mpb.New(mpb.WithOutput(w), mpb.WithWidth(40))
	b := p.AddBar(int64(total),
		mpb.PrependDecorators(decor.Name(name+" "), decor.CountersNoUnit("%d/%d")),
		mpb.AppendDecorators(decor.Elapsed(decor.ET_STYLE_GO)))
	return &bar{p: p, b: b}
}

func (b *bar) inc() {
	if b.b != nil {
		b.b.Increment()
	}
}

func (b *bar) done() {
	if b.p != nil {
		b.b.SetTotal(-1, true)
		b.p.Wait()
	}
}
