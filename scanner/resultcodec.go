package scanner

import (
	"encoding/binary"
	"math"

	"github.com/mcperr/mcperr/scanner/extract"
	"github.com/mcperr/mcperr/scanner/finding"
)

// The content cache (cache.go) stores each file's whole extract.Result in the collector's binary
// encoding (codec.go), extended to helpers, calls, summaries and pending findings: strings come
// back byte for byte (JSON would rewrite invalid UTF-8) and no decoder is compiled per entry
// (gob's would be). TestResultCodecRoundTrip fails when a field is added to one of these types
// without being encoded here.

// appendResult appends the encoding of r to b.
func appendResult(b []byte, r *extract.Result) []byte {
	b = appendFindings(b, r.Findings)
	b = binary.AppendUvarint(b, uint64(len(r.Helpers)))
	for _, h := range r.Helpers {
		b = appendStr(b, h.Key)
		b = appendStr(b, h.PathKey)
		b = appendStrLists(b, h.Via)
	}
	b = binary.AppendUvarint(b, uint64(len(r.Calls)))
	for _, c := range r.Calls {
		b = appendStr(b, c.Key)
		b = binary.AppendVarint(b, int64(c.Line))
		b = binary.AppendVarint(b, int64(c.Column))
		b = appendStr(b, c.From)
		b = binary.AppendUvarint(b, uint64(len(c.Args)))
		for _, a := range c.Args {
			b = binary.AppendUvarint(b, uint64(a))
		}
		b = appendShapes(b, c.Shapes)
		b = appendShapes(b, c.EntryShapes)
		b = appendStr(b, c.EntryOf)
		b = binary.AppendVarint(b, int64(c.RewrapLine))
		b = binary.AppendVarint(b, int64(c.RewrapColumn))
		b = appendBool(b, c.Rewrapped)
		b = appendBool(b, c.Replaced)
		b = binary.AppendUvarint(b, uint64(len(c.Passes)))
		for _, ps := range c.Passes {
			b = binary.AppendVarint(b, int64(ps.Param))
			b = appendStr(b, ps.Name)
			b = binary.AppendVarint(b, int64(ps.From))
			b = appendStr(b, ps.FromName)
		}
		b = appendStrs(b, c.Under)
		b = binary.AppendUvarint(b, uint64(len(c.Values)))
		for _, v := range c.Values {
			b = appendStr(b, v.Str)
			b = appendBool(b, v.Lit)
			b = binary.AppendVarint(b, int64(v.Param))
		}
		b = binary.AppendUvarint(b, uint64(len(c.When)))
		for _, w := range c.When {
			b = binary.AppendVarint(b, int64(w.Param))
			b = appendStrs(b, w.Values)
		}
		b = appendStrs(b, c.Catches)
		b = appendRunners(b, c.Runners)
		b = appendStrs(b, c.Mapper)
		b = appendBool(b, c.NotAwaited)
		b = appendStrs(b, c.QuietUnder)
		b = appendStrLists(b, c.Tried)
		b = appendStrs(b, c.KeptUnder)
		b = appendStrLists(b, c.Kept)
		b = appendTests(b, c.RunsIf)
	}
	b = binary.AppendUvarint(b, uint64(len(r.Summaries)))
	for i := range r.Summaries {
		s := &r.Summaries[i]
		b = appendStr(b, s.Key)
		b = appendShapes(b, s.Shapes)
		b = appendStr(b, s.Name)
		b = binary.AppendVarint(b, int64(s.Line))
		b = binary.AppendVarint(b, int64(s.Column))
		b = binary.AppendUvarint(b, uint64(s.Facts))
		b = binary.AppendUvarint(b, uint64(len(s.Places)))
		for _, p := range s.Places {
			b = binary.AppendUvarint(b, uint64(p.Fact))
			b = binary.AppendVarint(b, int64(p.Line))
			b = binary.AppendVarint(b, int64(p.Column))
			b = appendStr(b, p.Message)
			b = appendBool(b, p.Rewrap)
			b = appendBool(b, p.Library)
			b = appendStr(b, p.Class)
			b = appendTests(b, p.RunsIf)
		}
		b = binary.AppendUvarint(b, uint64(len(s.Forward)))
		for _, f := range s.Forward {
			b = binary.AppendUvarint(b, uint64(f.Facts))
			b = appendStrs(b, f.Keys)
			b = binary.AppendVarint(b, int64(f.Line))
			b = binary.AppendVarint(b, int64(f.Column))
			b = appendBool(b, f.Behind)
			b = appendBool(b, f.Embedded)
			b = binary.AppendUvarint(b, uint64(len(f.If)))
			for _, c := range f.If {
				b = appendStrs(b, c.Keys)
				b = binary.AppendUvarint(b, uint64(c.Need))
			}
			b = appendBool(b, f.NotAwaited)
			b = appendTests(b, f.RunsIf)
			b = appendShapes(b, f.Shapes)
			b = appendBool(b, f.Dispatched)
		}
		b = appendStr(b, s.Tool)
		b = appendBool(b, s.Registration)
		b = appendStrs(b, s.Via)
		b = appendStrs(b, s.Unless)
		b = appendStrs(b, s.WantsIf)
		b = appendStr(b, s.ToolKind)
		b = appendStrLists(b, s.Guards)
		b = appendBool(b, s.Served)
		b = appendBool(b, s.Builds != nil)
		if s.Builds != nil {
			b = binary.AppendUvarint(b, extract.TypedBits(s.Builds.Typed))
			b = binary.AppendUvarint(b, uint64(len(s.Builds.Params)))
			for _, i := range s.Builds.Params {
				b = binary.AppendVarint(b, int64(i))
			}
		}
		b = binary.AppendUvarint(b, uint64(len(s.CatchesArgs)))
		for _, c := range s.CatchesArgs {
			b = binary.AppendVarint(b, int64(c.Arg))
			b = appendRunners(b, c.Via)
			b = appendBool(b, c.Sync)
		}
		b = appendBool(b, s.Rethrows != nil)
		if s.Rethrows != nil {
			b = appendStrs(b, s.Rethrows.Unless)
			b = appendStr(b, s.Rethrows.Class)
			b = binary.AppendVarint(b, int64(s.Rethrows.Line))
			b = binary.AppendVarint(b, int64(s.Rethrows.Column))
		}
		b = appendStrs(b, s.CatchNames)
		b = appendBool(b, s.Async)
		b = appendStr(b, s.Server)
		b = appendStr(b, s.Framework)
		b = appendBool(b, s.Removal != nil)
		if s.Removal != nil {
			b = appendStrs(b, s.Removal.Names)
			b = appendBool(b, s.Removal.KeepOnly)
		}
	}
	b = appendPendings(b, r.Pending)
	b = binary.AppendUvarint(b, uint64(len(r.Aliases)))
	for _, a := range r.Aliases {
		b = appendStr(b, a.From)
		b = appendStr(b, a.To)
		b = appendBool(b, a.Prefix)
		b = appendBool(b, a.Base)
		b = appendBool(b, a.Every)
	}
	b = binary.AppendUvarint(b, uint64(len(r.Classes)))
	for _, c := range r.Classes {
		b = appendStr(b, c.Key)
		b = appendStrs(b, c.Names)
		b = appendBool(b, c.Unknown)
	}
	return b
}

// appendPendings appends the encoding of pending findings to b: the cache's, and the
// collector's record of a file, which holds them beside its findings until the root is linked.
func appendPendings(b []byte, ps []extract.Pending) []byte {
	b = binary.AppendUvarint(b, uint64(len(ps)))
	for i := range ps {
		p := &ps[i]
		b = appendFinding(b, &p.Finding)
		b = appendStrs(b, p.Keys)
		b = binary.AppendUvarint(b, uint64(p.Need))
		b = binary.AppendUvarint(b, uint64(p.Unless))
		b = binary.AppendUvarint(b, uint64(p.Cite))
		b = binary.AppendUvarint(b, uint64(p.UnlessAll))
		b = appendStr(b, p.Within)
		b = appendBool(b, p.Tool)
		b = appendBool(b, p.NamesReach)
		b = appendStr(b, p.ToolKind)
		b = appendBool(b, p.Raised)
		b = appendBool(b, p.ThroughGuard)
		b = appendBool(b, p.NamedGuards)
		b = appendBool(b, p.Returned)
		b = appendStrs(b, p.ConvertedBy)
		b = appendStrLists(b, p.AnyOf)
		b = appendStrs(b, p.Also)
		b = binary.AppendUvarint(b, uint64(p.AlsoNeed))
		b = appendStrLists(b, p.Tried)
		b = appendTests(b, p.RunsIf)
		b = appendShapes(b, p.Shapes)
		b = appendBool(b, p.AllCalls)
		b = appendStrs(b, p.SkipsUnder)
		b = appendStrs(b, p.Classes)
		b = appendStrs(b, p.RaisedAs)
		b = appendStrs(b, p.RaisedNot)
		b = appendStr(b, p.RaisedClass)
		b = appendStr(b, p.ViaRewrap)
		b = appendBool(b, p.UnlessRewrapped)
		b = appendBool(b, p.UnlessReplaced)
		b = appendStrs(b, p.UnlessAsync)
		b = appendStrLists(b, p.ClassCalls)
		b = appendStr(b, p.Class)
		b = appendStrs(b, p.NotClasses)
		b = appendStrs(b, p.Unnamed)
		b = appendBool(b, p.Shared)
		b = appendStrs(b, p.LeftTo)
		b = appendStrs(b, p.Imported)
		b = appendStr(b, p.Named)
		b = appendBool(b, p.Typing != nil)
		if t := p.Typing; t != nil {
			b = binary.AppendUvarint(b, uint64(len(t.Calls)))
			for _, c := range t.Calls {
				b = appendStrs(b, c.Keys)
				b = binary.AppendUvarint(b, uint64(len(c.Args)))
				for _, a := range c.Args {
					b = binary.AppendUvarint(b, extract.TypedBits(a))
				}
			}
			b = appendStr(b, t.Before)
			b = appendStr(b, t.After)
		}
		b = appendStr(b, p.Server)
		b = appendStr(b, p.ServerTool)
		b = appendStrs(b, p.Reword)
		b = binary.AppendUvarint(b, uint64(p.RewordIf))
		b = appendStr(b, p.Reworded)
		b = appendRelated(b, p.Via)
		b = appendStrs(b, p.ViaNames)
		b = appendStr(b, p.ViaMessage)
		b = appendStrs(b, p.ToolKeys)
		b = appendStrs(b, p.ToolMembers)
		b = appendStrs(b, p.ToolLiterals)
		b = appendStr(b, p.ToolMessage)
		b = appendStrs(b, p.Frameworks)
		b = appendStrs(b, p.FrameworkMessages)
	}
	return b
}

func appendStrs(b []byte, ss []string) []byte {
	b = binary.AppendUvarint(b, uint64(len(ss)))
	for _, s := range ss {
		b = appendStr(b, s)
	}
	return b
}

func appendStrLists(b []byte, ls [][]string) []byte {
	b = binary.AppendUvarint(b, uint64(len(ls)))
	for _, ss := range ls {
		b = appendStrs(b, ss)
	}
	return b
}

// appendRange writes a numeric range: its bits and both bounds.
func appendRange(b []byte, r extract.NumRange) []byte {
	b = append(b, r.Bits)
	b = binary.AppendUvarint(b, math.Float64bits(r.Lo))
	return binary.AppendUvarint(b, math.Float64bits(r.Hi))
}

// numRange reads what appendRange wrote.
func (d *decoder) numRange() extract.NumRange {
	r := extract.NumRange{Bits: d.byte()}
	r.Lo = math.Float64frombits(d.uvarint())
	r.Hi = math.Float64frombits(d.uvarint())
	return r
}

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, 1)
	}
	return append(b, 0)
}

// decodeResult reads what appendResult wrote.
func decodeResult(b []byte) (extract.Result, error) {
	d := &decoder{b: b}
	var r extract.Result
	r.Findings = d.findings()
	if n := d.count(); n > 0 {
		r.Helpers = make([]extract.Helper, n)
		for i := range r.Helpers {
			h := &r.Helpers[i]
			h.Key = d.str()
			h.PathKey = d.str()
			h.Via = d.strLists()
		}
	}
	if n := d.count(); n > 0 {
		r.Calls = make([]extract.Call, n)
		for i := range r.Calls {
			c := &r.Calls[i]
			c.Key = d.str()
			c.Line = d.int()
			c.Column = d.int()
			c.From = d.str()
			if na := d.count(); na > 0 {
				c.Args = make([]extract.ArgFact, na)
				for k := range c.Args {
					c.Args[k] = extract.ArgFact(d.uvarint())
				}
			}
			c.Shapes = d.shapes()
			c.EntryShapes = d.shapes()
			c.EntryOf = d.str()
			c.RewrapLine = d.int()
			c.RewrapColumn = d.int()
			c.Rewrapped = d.byte() != 0
			c.Replaced = d.byte() != 0
			if np := d.count(); np > 0 {
				c.Passes = make([]extract.ArgPass, np)
				for k := range c.Passes {
					ps := &c.Passes[k]
					ps.Param = d.int()
					ps.Name = d.str()
					ps.From = d.int()
					ps.FromName = d.str()
				}
			}
			c.Under = d.strs()
			if nv := d.count(); nv > 0 {
				c.Values = make([]extract.ArgValue, nv)
				for k := range c.Values {
					v := &c.Values[k]
					v.Str = d.str()
					v.Lit = d.byte() != 0
					v.Param = d.int()
				}
			}
			if nw := d.count(); nw > 0 {
				c.When = make([]extract.ParamIs, nw)
				for k := range c.When {
					c.When[k].Param = d.int()
					c.When[k].Values = d.strs()
				}
			}
			c.Catches = d.strs()
			c.Runners = d.runners()
			c.Mapper = d.strs()
			c.NotAwaited = d.byte() != 0
			c.QuietUnder = d.strs()
			c.Tried = d.strLists()
			c.KeptUnder = d.strs()
			c.Kept = d.strLists()
			c.RunsIf = d.tests()
		}
	}
	if n := d.count(); n > 0 {
		r.Summaries = make([]extract.Summary, n)
		for i := range r.Summaries {
			s := &r.Summaries[i]
			s.Key = d.str()
			s.Shapes = d.shapes()
			s.Name = d.str()
			s.Line = d.int()
			s.Column = d.int()
			s.Facts = extract.Fact(d.uvarint())
			if np := d.count(); np > 0 {
				s.Places = make([]extract.Place, np)
				for j := range s.Places {
					p := &s.Places[j]
					p.Fact = extract.Fact(d.uvarint())
					p.Line = d.int()
					p.Column = d.int()
					p.Message = d.str()
					p.Rewrap = d.byte() != 0
					p.Library = d.byte() != 0
					p.Class = d.str()
					p.RunsIf = d.tests()
				}
			}
			if nf := d.count(); nf > 0 {
				s.Forward = make([]extract.Forward, nf)
				for j := range s.Forward {
					f := &s.Forward[j]
					f.Facts = extract.Fact(d.uvarint())
					f.Keys = d.strs()
					f.Line = d.int()
					f.Column = d.int()
					f.Behind = d.byte() != 0
					f.Embedded = d.byte() != 0
					if nc := d.count(); nc > 0 {
						f.If = make([]extract.Cond, nc)
						for k := range f.If {
							f.If[k].Keys = d.strs()
							f.If[k].Need = extract.Fact(d.uvarint())
						}
					}
					f.NotAwaited = d.byte() != 0
					f.RunsIf = d.tests()
					f.Shapes = d.shapes()
					f.Dispatched = d.byte() != 0
				}
			}
			s.Tool = d.str()
			s.Registration = d.byte() != 0
			s.Via = d.strs()
			s.Unless = d.strs()
			s.WantsIf = d.strs()
			s.ToolKind = d.str()
			s.Guards = d.strLists()
			s.Served = d.byte() != 0
			if d.byte() != 0 {
				s.Builds = &extract.Builds{Typed: extract.TypedFromBits(d.uvarint())}
				if n := d.count(); n > 0 {
					s.Builds.Params = make([]int, n)
					for j := range s.Builds.Params {
						s.Builds.Params[j] = d.int()
					}
				}
			}
			if n := d.count(); n > 0 {
				s.CatchesArgs = make([]extract.ArgCatch, n)
				for j := range s.CatchesArgs {
					s.CatchesArgs[j].Arg = d.int()
					s.CatchesArgs[j].Via = d.runners()
					s.CatchesArgs[j].Sync = d.byte() != 0
				}
			}
			if d.byte() != 0 {
				s.Rethrows = &extract.Rethrow{Unless: d.strs()}
				s.Rethrows.Class = d.str()
				s.Rethrows.Line = d.int()
				s.Rethrows.Column = d.int()
			}
			s.CatchNames = d.strs()
			s.Async = d.byte() != 0
			s.Server = d.str()
			s.Framework = d.str()
			if d.byte() != 0 {
				s.Removal = &extract.Removal{Names: d.strs()}
				s.Removal.KeepOnly = d.byte() != 0
			}
		}
	}
	r.Pending = d.pendings()
	if n := d.count(); n > 0 {
		r.Aliases = make([]extract.Alias, n)
		for i := range r.Aliases {
			a := &r.Aliases[i]
			a.From = d.str()
			a.To = d.str()
			a.Prefix = d.byte() != 0
			a.Base = d.byte() != 0
			a.Every = d.byte() != 0
		}
	}
	if n := d.count(); n > 0 {
		r.Classes = make([]extract.Class, n)
		for i := range r.Classes {
			c := &r.Classes[i]
			c.Key = d.str()
			c.Names = d.strs()
			c.Unknown = d.byte() != 0
		}
	}
	if err := d.end(); err != nil {
		return extract.Result{}, err
	}
	return r, nil
}

// pendings reads what appendPendings wrote.
func (d *decoder) pendings() []extract.Pending {
	n := d.count()
	if n == 0 {
		return nil
	}
	ps := make([]extract.Pending, n)
	for i := range ps {
		p := &ps[i]
		d.finding(&p.Finding)
		p.Keys = d.strs()
		p.Need = extract.Fact(d.uvarint())
		p.Unless = extract.Fact(d.uvarint())
		p.Cite = extract.Fact(d.uvarint())
		p.UnlessAll = extract.Fact(d.uvarint())
		p.Within = d.str()
		p.Tool = d.byte() != 0
		p.NamesReach = d.byte() != 0
		p.ToolKind = d.str()
		p.Raised = d.byte() != 0
		p.ThroughGuard = d.byte() != 0
		p.NamedGuards = d.byte() != 0
		p.Returned = d.byte() != 0
		p.ConvertedBy = d.strs()
		p.AnyOf = d.strLists()
		p.Also = d.strs()
		p.AlsoNeed = extract.Fact(d.uvarint())
		p.Tried = d.strLists()
		p.RunsIf = d.tests()
		p.Shapes = d.shapes()
		p.AllCalls = d.byte() != 0
		p.SkipsUnder = d.strs()
		p.Classes = d.strs()
		p.RaisedAs = d.strs()
		p.RaisedNot = d.strs()
		p.RaisedClass = d.str()
		p.ViaRewrap = d.str()
		p.UnlessRewrapped = d.byte() != 0
		p.UnlessReplaced = d.byte() != 0
		p.UnlessAsync = d.strs()
		p.ClassCalls = d.strLists()
		p.Class = d.str()
		p.NotClasses = d.strs()
		p.Unnamed = d.strs()
		p.Shared = d.byte() != 0
		p.LeftTo = d.strs()
		p.Imported = d.strs()
		p.Named = d.str()
		if d.byte() != 0 {
			t := &extract.Typing{}
			if n := d.count(); n > 0 {
				t.Calls = make([]extract.TypedCall, n)
				for j := range t.Calls {
					c := &t.Calls[j]
					c.Keys = d.strs()
					if na := d.count(); na > 0 {
						c.Args = make([]finding.Typed, na)
						for k := range c.Args {
							c.Args[k] = extract.TypedFromBits(d.uvarint())
						}
					}
				}
			}
			t.Before = d.str()
			t.After = d.str()
			p.Typing = t
		}
		p.Server = d.str()
		p.ServerTool = d.str()
		p.Reword = d.strs()
		p.RewordIf = extract.Fact(d.uvarint())
		p.Reworded = d.str()
		p.Via = d.related()
		p.ViaNames = d.strs()
		p.ViaMessage = d.str()
		p.ToolKeys = d.strs()
		p.ToolMembers = d.strs()
		p.ToolLiterals = d.strs()
		p.ToolMessage = d.str()
		p.Frameworks = d.strs()
		p.FrameworkMessages = d.strs()
	}
	return ps
}

func (d *decoder) strs() []string {
	n := d.count()
	if n == 0 {
		return nil
	}
	ss := make([]string, n)
	for i := range ss {
		ss[i] = d.str()
	}
	return ss
}

func (d *decoder) runners() []extract.Runner {
	n := d.count()
	if n == 0 {
		return nil
	}
	rs := make([]extract.Runner, n)
	for i := range rs {
		rs[i].Keys = d.strs()
		rs[i].Arg = d.int()
		rs[i].Coroutine = d.byte() != 0
		rs[i].Sync = d.byte() != 0
	}
	return rs
}

func appendRunners(b []byte, rs []extract.Runner) []byte {
	b = binary.AppendUvarint(b, uint64(len(rs)))
	for _, r := range rs {
		b = appendStrs(b, r.Keys)
		b = binary.AppendVarint(b, int64(r.Arg))
		b = appendBool(b, r.Coroutine)
		b = appendBool(b, r.Sync)
	}
	return b
}

func (d *decoder) strLists() [][]string {
	n := d.count()
	if n == 0 {
		return nil
	}
	ls := make([][]string, n)
	for i := range ls {
		ls[i] = d.strs()
	}
	return ls
}

// appendShapes appends the encoding of argument shapes (Call.Shapes, Summary.Shapes,
// ArgTest.EntryShapes) to b.
func appendShapes(b []byte, shapes []extract.ArgShape) []byte {
	b = binary.AppendUvarint(b, uint64(len(shapes)))
	for _, sh := range shapes {
		b = binary.AppendVarint(b, int64(sh.Param))
		b = appendStr(b, sh.Path)
		b = binary.AppendUvarint(b, uint64(sh.Facts))
		b = appendStr(b, sh.Name)
		b = appendRange(b, sh.Range)
		b = appendStrs(b, sh.If)
		b = appendStrs(b, sh.OneOf)
		b = appendStr(b, sh.Entry)
		b = appendStrs(b, sh.AtMostKeys)
		b = appendStrs(b, sh.AtLeastKeys)
	}
	return b
}

// shapes reads what appendShapes wrote.
func (d *decoder) shapes() []extract.ArgShape {
	n := d.count()
	if n == 0 {
		return nil
	}
	out := make([]extract.ArgShape, n)
	for k := range out {
		out[k].Param = d.int()
		out[k].Path = d.str()
		out[k].Facts = extract.ArgFact(d.uvarint())
		out[k].Name = d.str()
		out[k].Range = d.numRange()
		out[k].If = d.strs()
		out[k].OneOf = d.strs()
		out[k].Entry = d.str()
		out[k].AtMostKeys = d.strs()
		out[k].AtLeastKeys = d.strs()
	}
	return out
}

// appendTests encodes a throw's tests (Pending.RunsIf), a conjunction's parts in turn.
func appendTests(b []byte, tests []extract.ArgTest) []byte {
	b = binary.AppendUvarint(b, uint64(len(tests)))
	for _, t := range tests {
		b = binary.AppendVarint(b, int64(t.Param))
		b = appendStr(b, t.Path)
		b = binary.AppendUvarint(b, uint64(t.Lacks))
		b = appendStr(b, t.Name)
		b = appendStr(b, t.Op)
		b = binary.AppendUvarint(b, math.Float64bits(t.Bound))
		b = appendStrs(b, t.BoundKeys)
		b = appendStrs(b, t.NotIn)
		b = appendStrs(b, t.In)
		b = appendStr(b, t.EntryMember)
		b = appendStrs(b, t.EntryKeys)
		b = appendShapes(b, t.EntryShapes)
		b = appendBool(b, t.Invalid)
		b = binary.AppendUvarint(b, uint64(t.Default))
		b = appendTests(b, t.All)
	}
	return b
}

// tests decodes what appendTests wrote; nil for none.
func (d *decoder) tests() []extract.ArgTest {
	nt := d.count()
	if nt == 0 {
		return nil
	}
	out := make([]extract.ArgTest, nt)
	for k := range out {
		out[k].Param = d.int()
		out[k].Path = d.str()
		out[k].Lacks = extract.ArgFact(d.uvarint())
		out[k].Name = d.str()
		out[k].Op = d.str()
		out[k].Bound = math.Float64frombits(d.uvarint())
		out[k].BoundKeys = d.strs()
		out[k].NotIn = d.strs()
		out[k].In = d.strs()
		out[k].EntryMember = d.str()
		out[k].EntryKeys = d.strs()
		out[k].EntryShapes = d.shapes()
		out[k].Invalid = d.byte() != 0
		out[k].Default = extract.ArgFact(d.uvarint())
		out[k].All = d.tests()
	}
	return out
}
