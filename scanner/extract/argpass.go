package extract

import (
	"strconv"
	"strings"
)

// Tests carried up through calls that pass a parameter on. A throw's tests (Pending.RunsIf) name
// the parameters of the function that holds it; when the function's callers only hand on
// parameters of their own, as they got them, the arguments the tools give are a few calls up:
//
//	server.py:      async def create(tenant: str): return await manager.create(tenant=tenant)
//	manager.py:     async def create(self, tenant): return self.client.create(tenant=tenant)
//	client.py:      def create(self, tenant): if tenant is None: raise ValueError(...)
//
// The language records at each call which of the caller's parameters it passes unchanged, and
// where (Call.Passes); the walk from the function up to the tools carries each test the call
// may meet over to the caller's parameter the call passed, and keeps carrying it while every
// call on the way passes that parameter on. A test a call may meet with a value of its own
// (anything but a parameter passed on) holds there as far as the index knows: above that call
// the walk carries no test.

// ArgPass says that a call passes, at position Param (counted from 0) or by keyword Name (Param
// is then -1), the calling function's parameter From (counted from 0) named FromName, which the
// caller never rebinds.
type ArgPass struct {
	Param    int
	Name     string
	From     int
	FromName string
}

// edgePasses returns what an edge keeps of a call's Passes: nil for none.
func edgePasses(passes []ArgPass) *[]ArgPass {
	if len(passes) == 0 {
		return nil
	}
	return &passes
}

// carryTests returns the tests a call e of a function that runs a throw under tests puts on the
// calling function's parameters, and false when e meets none of them (mayRun). nil with true
// means e may meet one of them whatever its caller passes.
func carryTests(e edge, tests []ArgTest) ([]ArgTest, bool) {
	var out []ArgTest
	met := false
	for _, t := range tests {
		if !mayRun(e.args, e.shapes, []ArgTest{t}) {
			continue
		}
		met = true
		if t.All != nil {
			c, own := carryAll(e, t.All)
			if own {
				return nil, true // the call's own values meet every part
			}
			out = append(out, c)
			continue
		}
		p, ok := passedAs(e.passes, t)
		if !ok {
			return nil, true // a value of the call's own may meet it
		}
		c := t
		c.Param, c.Name = p.From, p.FromName
		out = append(out, c)
	}
	if !met {
		return nil, false
	}
	return out, true
}

// carryAll returns what a call that may meet each test of a conjunction puts on its caller's
// parameters: the parts it passes on, a part its own values meet dropped (it holds there);
// own when it passes on none. One part left is that test itself.
func carryAll(e edge, all []ArgTest) (ArgTest, bool) {
	var parts []ArgTest
	for _, t := range all {
		if t.All != nil {
			c, own := carryAll(e, t.All)
			if !own {
				parts = append(parts, c)
			}
			continue
		}
		p, ok := passedAs(e.passes, t)
		if !ok {
			continue
		}
		c := t
		c.Param, c.Name = p.From, p.FromName
		parts = append(parts, c)
	}
	switch len(parts) {
	case 0:
		return ArgTest{}, true
	case 1:
		return parts[0], false
	}
	return ArgTest{All: parts}, false
}

// passedAs returns how a call passes the value a test names on from its caller's parameter.
func passedAs(passes *[]ArgPass, t ArgTest) (ArgPass, bool) {
	if passes == nil {
		return ArgPass{}, false
	}
	for _, p := range *passes {
		if p.Name != "" && p.Name == t.Name || p.Name == "" && p.Param == t.Param {
			return p, true
		}
	}
	return ArgPass{}, false
}

// testsKey names carried tests for the walk's visited set.
func testsKey(tests []ArgTest) string {
	if tests == nil {
		return ""
	}
	var b strings.Builder
	for _, t := range tests {
		if t.All != nil {
			b.WriteString("(" + testsKey(t.All) + ")\x01")
			continue
		}
		b.WriteString(strings.Join(t.In, "\x02") + "\x03")
		b.WriteString(strconv.Itoa(t.Param) + "\x00" + t.Name + "\x00" + t.Path + "\x00" + strconv.Itoa(int(t.Lacks)) + "\x00" + t.Op + "\x00" + strconv.FormatFloat(t.Bound, 'g', -1, 64) + "\x00" + strings.Join(t.BoundKeys, "\x02") + "\x00" + strings.Join(t.NotIn, "\x02") + "\x00" + t.EntryMember + "\x00" + strconv.FormatBool(t.Invalid) + "\x00" + strconv.Itoa(int(t.Default)) + "\x01")
	}
	return b.String()
}
