package errpolicy

import (
	"path"
	"sort"
	"strings"

	"github.com/mcperr/mcperr/scanner/finding"
)

// Site is one error result a row comes from.
type Site struct {
	Path string `json:"path"`
	Line int    `json:"line"`
	// Tool is the function or tool that builds the result, as the finding names it.
	Tool string `json:"tool"`
	// Via names the helper whose calls pass the code, when the code is a helper's argument.
	Via string `json:"via,omitempty"`
}

// Row is one line of the policy: the codes that share a prefix, the action, and where they
// come from. The last row of a table has no prefix: the results that carry no code.
type Row struct {
	Prefix string   `json:"prefix"`
	Codes  []string `json:"codes"`
	Action Action   `json:"action"`
	// From says what decided the action: "policy" (the results' policy field), "family" (the
	// code's words), "unknown" (neither: the prose decides), "none" (the row without a code).
	From        string   `json:"from"`
	Policy      []string `json:"policy,omitempty"`
	Retry       []string `json:"retry,omitempty"`
	SideEffects []string `json:"sideEffects,omitempty"`
	Tools       []string `json:"tools"`
	Sites       []Site   `json:"sites"`
}

// Table is a server's tool error policy.
type Table struct {
	Roots []string `json:"roots"`
	// Results counts the error results the table is built from; Typed those that carry a code.
	Results int   `json:"results"`
	Typed   int   `json:"typed"`
	Rows    []Row `json:"rows"`
	// SDKs are the MCP SDKs the servers use, as their manifests name them.
	SDKs []string `json:"sdks"`
	// Envelope shows, when no result carries a code, the structured error envelope for each SDK.
	Envelope []Example `json:"envelope,omitempty"`
	// Unread are the files of results that could not be read: their results count as having
	// no code.
	Unread []Unread `json:"unread,omitempty"`
}

// Unread is a file Build could not read, and why.
type Unread struct {
	Path   string `json:"path"`
	Reason string `json:"reason"`
}

// Input is what one scanned root gives the table: the findings of `mcperr scan` (paths relative
// to Root) and the SDKs its manifests name.
type Input struct {
	Root     string
	Findings []finding.Finding
	SDKs     []string
}

// Limits bound what Build reads of a scanned tree, which is hostile input.
type Limits struct {
	MaxFileSize int64 // per file
	MaxTotal    int64 // over the tree, for the helpers' calls
}

// DefaultLimits are the limits of the CLI.
var DefaultLimits = Limits{MaxFileSize: 2 << 20, MaxTotal: 64 << 20}

// isErrorResult reports whether a finding is an error result the client receives: an explicit
// isError result or a raise the SDK turns into one, in production code.
func isErrorResult(f finding.Finding) bool {
	if f.Site == nil || f.Context != finding.Production || f.Site.Outcome != finding.IsError {
		return false
	}
	return f.Rule == "errorresult" || f.Rule == "raisederror"
}

// window is how many lines above a result its code may be set (const code = "X"; ...;
// throw new UserError(msg, { code })).
const window = 12

// Build builds the table from the inputs. It reads the source of each result under its root
// (never outside it: symbolic links that leave the root are not followed) and, for a helper
// whose code is its argument, the calls of that helper in the root's files.
func Build(ins []Input, lim Limits) (*Table, error) {
	t := &Table{Rows: []Row{}, SDKs: []string{}}
	type use struct {
		site Site
		fl   fields
	}
	uses := map[string][]use{} // code -> the results that carry it
	none := &Row{Action: SurfaceProse, From: "none"}
	sdks := map[string]bool{}
	for _, in := range ins {
		t.Roots = append(t.Roots, in.Root)
		for _, s := range in.SDKs {
			sdks[s] = true
		}
		r, err := newReader(in.Root, lim)
		if err != nil {
			return nil, err
		}
		for _, f := range in.Findings {
			if !isErrorResult(f) {
				continue
			}
			t.Results++
			site := Site{Path: f.Path, Line: f.Line, Tool: f.Site.Function}
			// A helper's code is its callers' argument (helperCodes) before anything written
			// near it.
			helper := f.Site.Uses > 0
			fl := r.fieldsOf(f, !helper)
			codes := fl.Codes
			if len(codes) == 0 && f.Site.Typed.Code && helper {
				if codes = r.helperCodes(f); len(codes) > 0 {
					site.Via = f.Site.Function
					site.Tool = f.Site.Function + " (helper)"
				} else {
					fl = r.fieldsOf(f, true)
					codes = fl.Codes
				}
			}
			if len(codes) == 0 {
				none.add(site, fl)
				continue
			}
			t.Typed++
			for _, c := range codes {
				uses[c] = append(uses[c], use{site: site, fl: fl})
			}
		}
		r.close()
		for _, u := range r.unread {
			t.Unread = append(t.Unread, Unread{Path: path.Join(in.Root, u.Path), Reason: u.Reason})
		}
	}
	// Each code's action comes from the policy field of a result that carries it, else from its
	// family. A prefix's row takes the action most of its codes share; a code whose action
	// differs gets a row of its own, which the longer prefix puts first for the triage.
	type decided struct {
		code, from string
		action     Action
	}
	byPrefix := map[string][]decided{}
	for c, us := range uses {
		pol := ""
		for _, u := range us {
			if u.fl.Policy != "" {
				pol = u.fl.Policy
				break
			}
		}
		a, from := actionFor(c, pol)
		byPrefix[prefixOf(c)] = append(byPrefix[prefixOf(c)], decided{code: c, action: a, from: from})
	}
	for p, ds := range byPrefix {
		sort.Slice(ds, func(i, j int) bool { return ds[i].code < ds[j].code })
		count := map[Action]int{}
		var major Action
		for _, d := range ds {
			count[d.action]++
			if count[d.action] > count[major] || count[d.action] == count[major] && actionOrder[d.action] < actionOrder[major] {
				major = d.action
			}
		}
		rows := map[string]*Row{}
		for _, d := range ds {
			key := p
			if d.action != major {
				key = d.code
			}
			row := rows[key]
			if row == nil {
				row = &Row{Prefix: key, Action: d.action, From: d.from}
				rows[key] = row
			}
			if d.from == "policy" {
				row.From = "policy"
			}
			row.addCode(d.code)
			for _, u := range uses[d.code] {
				row.add(u.site, u.fl)
			}
		}
		for _, row := range rows {
			row.finish()
			t.Rows = append(t.Rows, *row)
		}
	}
	sort.Slice(t.Rows, func(i, j int) bool {
		a, b := t.Rows[i], t.Rows[j]
		if actionOrder[a.Action] != actionOrder[b.Action] {
			return actionOrder[a.Action] < actionOrder[b.Action]
		}
		return a.Prefix < b.Prefix
	})
	none.finish()
	t.Rows = append(t.Rows, *none)
	for s := range sdks {
		t.SDKs = append(t.SDKs, s)
	}
	sort.Strings(t.SDKs)
	if t.Typed == 0 {
		t.Envelope = envelopes(t.SDKs)
	}
	return t, nil
}

func (r *Row) addCode(c string) {
	for _, x := range r.Codes {
		if x == c {
			return
		}
	}
	r.Codes = append(r.Codes, c)
}

func (r *Row) add(s Site, fl fields) {
	r.Sites = append(r.Sites, s)
	r.Tools = appendNew(r.Tools, s.Tool)
	r.Policy = appendNew(r.Policy, fl.Policy)
	r.Retry = appendNew(r.Retry, fl.Retry)
	r.SideEffects = appendNew(r.SideEffects, fl.SideEffects)
}

func (r *Row) finish() {
	sort.Strings(r.Codes)
	sort.Strings(r.Tools)
	if r.Codes == nil {
		r.Codes = []string{}
	}
	if r.Tools == nil {
		r.Tools = []string{}
	}
	if r.Sites == nil {
		r.Sites = []Site{}
	}
}

func appendNew(xs []string, x string) []string {
	if x == "" {
		return xs
	}
	for _, y := range xs {
		if y == x {
			return xs
		}
	}
	return append(xs, x)
}

// fieldsOf reads the typed fields of a result: in its own lines first, then, when near is set,
// in the lines above it (a code assigned before the throw that uses it) and in the same-file
// functions called there.
func (r *reader) fieldsOf(f finding.Finding, near bool) fields {
	ls := r.lines(f.Path)
	if ls == nil {
		return fields{}
	}
	start, end := clamp(f.StartLine, len(ls)), clamp(f.EndLine, len(ls))
	if end < start {
		end = start
	}
	own := readFields(strings.Join(ls[start-1:end], "\n"))
	if !f.Site.Typed.Code {
		// A code the client never reads as a field (McpError's code in a raise that the SDK
		// turns into prose, a code inside the text) is no typed code.
		own.Codes = nil
		return own
	}
	if len(own.Codes) > 0 || !near {
		return own
	}
	win := strings.Join(ls[clamp(start-window, len(ls))-1:end], "\n")
	own.Codes = codesAbove(win)
	if len(own.Codes) == 0 {
		own.Codes = calleeCodes(ls, win)
	}
	if near := readFields(win); len(own.Codes) > 0 {
		// The fields set with the code (recoveryPayload(code, id, {retryAfterSeconds})).
		own.Policy = firstOf(own.Policy, near.Policy)
		own.Retry = firstOf(own.Retry, near.Retry)
		own.SideEffects = firstOf(own.SideEffects, near.SideEffects)
	}
	return own
}

func clamp(n, max int) int {
	if n < 1 {
		return 1
	}
	if n > max {
		return max
	}
	return n
}

func firstOf(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
