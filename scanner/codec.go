package scanner

import (
	"encoding/binary"
	"errors"

	"github.com/mcperr/mcperr/scanner/finding"
)

// The collector's record of one file's findings is a compact binary encoding: strings as a
// uvarint length and their bytes (exactly, valid UTF-8 or not), numbers as varints, the typed
// fields as bits. encoding/gob compiles a decoder per stream, and each record must decode on
// its own; that cost more than the rest of the collector. TestCodecRoundTrip fails when a field
// of finding.Finding or finding.Site is added without being encoded here.

// appendFindings appends the encoding of fs to b.
func appendFindings(b []byte, fs []finding.Finding) []byte {
	b = binary.AppendUvarint(b, uint64(len(fs)))
	for i := range fs {
		b = appendFinding(b, &fs[i])
	}
	return b
}

// appendFinding appends the encoding of one finding to b.
func appendFinding(b []byte, f *finding.Finding) []byte {
	b = appendStr(b, f.Rule)
	b = appendStr(b, f.Path)
	b = binary.AppendVarint(b, int64(f.Line))
	b = binary.AppendVarint(b, int64(f.Column))
	b = binary.AppendVarint(b, int64(f.StartLine))
	b = binary.AppendVarint(b, int64(f.EndLine))
	b = appendStr(b, string(f.Lang))
	b = appendStr(b, string(f.Context))
	b = appendStr(b, f.Message)
	b = appendStr(b, f.Fingerprint)
	b = appendStr(b, string(f.Method))
	b = appendRelated(b, f.Related)
	b = appendRelated(b, f.Brief)
	b = binary.AppendUvarint(b, uint64(len(f.Fixes)))
	for _, x := range f.Fixes {
		b = appendStr(b, x.Message)
		b = binary.AppendUvarint(b, uint64(len(x.Edits)))
		for _, e := range x.Edits {
			b = appendStr(b, e.Path)
			b = binary.AppendVarint(b, int64(e.Line))
			b = binary.AppendVarint(b, int64(e.Column))
			b = binary.AppendVarint(b, int64(e.EndLine))
			b = binary.AppendVarint(b, int64(e.EndColumn))
			b = appendStr(b, e.NewText)
		}
	}
	s := f.Site
	if s == nil {
		return append(b, 0)
	}
	b = append(b, 1)
	b = appendStr(b, string(s.Construct))
	b = appendStr(b, s.API)
	b = appendStr(b, s.Function)
	b = appendStr(b, string(s.Shape))
	b = append(b, typedBits(s.Typed))
	b = appendStr(b, s.PathKey)
	b = binary.AppendVarint(b, int64(s.Uses))
	b = appendStr(b, s.Profile)
	b = appendStr(b, string(s.Outcome))
	return b
}

func appendStr(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func typedBits(t finding.Typed) byte {
	var x byte
	for i, set := range []bool{t.Code, t.Target, t.Policy, t.Retry, t.SideEffects} {
		if set {
			x |= 1 << i
		}
	}
	return x
}

var errCorrupt = errors.New("corrupt findings record")

// decoder reads what appendFindings and appendResult wrote. Its first error sticks.
type decoder struct {
	b   []byte
	err error
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	d.advance(n)
	return v
}

func (d *decoder) int() int {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b)
	d.advance(n)
	return int(v)
}

// advance consumes the n bytes a varint read took; n <= 0 is binary's report of a bad one.
func (d *decoder) advance(n int) {
	if n <= 0 {
		d.err = errCorrupt
		return
	}
	d.b = d.b[n:]
}

func (d *decoder) str() string {
	n := d.uvarint()
	if d.err != nil {
		return ""
	}
	if n > uint64(len(d.b)) {
		d.err = errCorrupt
		return ""
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

func (d *decoder) byte() byte {
	if d.err != nil {
		return 0
	}
	if len(d.b) == 0 {
		d.err = errCorrupt
		return 0
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

// fixes reads the suggested fixes of one finding (nil when there are none, as the finding had).
func (d *decoder) fixes() []finding.Fix {
	n := d.count()
	if n == 0 {
		return nil
	}
	out := make([]finding.Fix, n)
	for i := range out {
		x := &out[i]
		x.Message = d.str()
		if ne := d.count(); ne > 0 {
			x.Edits = make([]finding.Edit, ne)
		}
		for j := range x.Edits {
			e := &x.Edits[j]
			e.Path = d.str()
			e.Line = d.int()
			e.Column = d.int()
			e.EndLine = d.int()
			e.EndColumn = d.int()
			e.NewText = d.str()
		}
	}
	return out
}

// count reads a length, which cannot exceed the bytes left (every element takes one or more).
func (d *decoder) count() int {
	n := d.uvarint()
	if d.err == nil && n > uint64(len(d.b)) {
		d.err = errCorrupt
	}
	if d.err != nil {
		return 0
	}
	return int(n)
}

// end is the error of a whole record: the first one met, or bytes left over.
func (d *decoder) end() error {
	if d.err == nil && len(d.b) != 0 {
		d.err = errCorrupt
	}
	return d.err
}

// decodeFindings reads one record of appendFindings.
func decodeFindings(b []byte) ([]finding.Finding, error) {
	d := &decoder{b: b}
	fs := d.findings()
	if err := d.end(); err != nil {
		return nil, err
	}
	return fs, nil
}

// findings reads what appendFindings wrote.
func (d *decoder) findings() []finding.Finding {
	fs := make([]finding.Finding, d.count())
	for i := range fs {
		d.finding(&fs[i])
		if d.err != nil {
			return nil
		}
	}
	return fs
}

// appendRelated appends the encoding of related places to b.
func appendRelated(b []byte, rs []finding.Related) []byte {
	b = binary.AppendUvarint(b, uint64(len(rs)))
	for _, r := range rs {
		b = appendStr(b, r.Path)
		b = binary.AppendVarint(b, int64(r.Line))
		b = binary.AppendVarint(b, int64(r.Column))
		b = appendStr(b, r.Message)
	}
	return b
}

// related reads what appendRelated wrote: nil for none.
func (d *decoder) related() []finding.Related {
	nr := d.count()
	if nr == 0 {
		return nil
	}
	rs := make([]finding.Related, nr)
	for j := range rs {
		r := &rs[j]
		r.Path = d.str()
		r.Line = d.int()
		r.Column = d.int()
		r.Message = d.str()
	}
	return rs
}

// finding reads what appendFinding wrote into f.
func (d *decoder) finding(f *finding.Finding) {
	f.Rule = d.str()
	f.Path = d.str()
	f.Line = d.int()
	f.Column = d.int()
	f.StartLine = d.int()
	f.EndLine = d.int()
	f.Lang = finding.Lang(d.str())
	f.Context = finding.Context(d.str())
	f.Message = d.str()
	f.Fingerprint = d.str()
	f.Method = finding.Method(d.str())
	f.Related = d.related()
	f.Brief = d.related()
	f.Fixes = d.fixes()
	if d.byte() == 0 {
		return
	}
	s := &finding.Site{}
	s.Construct = finding.Construct(d.str())
	s.API = d.str()
	s.Function = d.str()
	s.Shape = finding.Shape(d.str())
	x := d.byte()
	s.Typed = finding.Typed{Code: x&1 != 0, Target: x&2 != 0, Policy: x&4 != 0, Retry: x&8 != 0, SideEffects: x&16 != 0}
	s.PathKey = d.str()
	s.Uses = d.int()
	s.Profile = d.str()
	s.Outcome = finding.Outcome(d.str())
	f.Site = s
}
