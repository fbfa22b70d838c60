package python

import (
	"bytes"
	"github.com/mcperr/mcperr/scanner/extract"

	sitter "github.com/smacker/go-tree-sitter"
)

// Messages unpacked from a tuple a helper of the file returns: an exception classifier that
// hands back a category, a text for the user and details, the tool (or a decorator's wrapper)
// returning the text.
//
//	def classify(exc, status):
//	    if status == 401:
//	        return "auth", "Authentication failed. Check the API key.", details   # related
//	    return "upstream", f"Unexpected error: {exc}", details                     # related
//
//	except HTTPError as e:
//	    category, message, details = classify(e, e.response.status_code)
//	    return message
//
// The member the tool returns is judged in each return of the helper that builds the tuple
// in place (a tuple of as many members as the names unpacked), in the helper's own blocks,
// like the returns of a helper that hands back the text itself (softReturns).

// unpackings returns the assignments of scope that unpack a tuple into name among others
// (`category, message, details = classify(e)`), in source order.
func (c *fileCtx) unpackings(scope *sitter.Node, name string) []*sitter.Node {
	if scope == nil || extract.Type(scope) != "function_definition" || !mayUnpack(c.src[extract.StartByte(scope):extract.EndByte(scope)], name) {
		return nil
	}
	var out []*sitter.Node
	for _, b := range c.bindings(scope)[name] {
		if extract.Type(b) == "assignment" && unpackIndex(c, extract.Field(b, "left"), name) >= 0 {
			out = append(out, b)
		}
	}
	return out
}

// mayUnpack reports whether some line of src may unpack into name: the name as a word before
// the line's first "=", with a comma there too. It spares the walk of the function's bindings
// for the many returned variables that no tuple fills.
func mayUnpack(src []byte, name string) bool {
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		eq := bytes.IndexByte(line, '=')
		if eq <= 0 || eq+1 < len(line) && line[eq+1] == '=' {
			continue
		}
		target := line[:eq]
		if bytes.IndexByte(target, ',') < 0 {
			continue
		}
		for i := bytes.Index(target, []byte(name)); i >= 0; {
			end := i + len(name)
			if (i == 0 || !isIdentByte(target[i-1])) && (end == len(target) || !isIdentByte(target[end])) {
				return true
			}
			j := bytes.Index(target[end:], []byte(name))
			if j < 0 {
				break
			}
			i = end + j
		}
	}
	return false
}

// unpackIndex returns the position of name in an unpacking target (a, b, c / (a, b, c)), or
// -1 when the target is no such list of plain names (a starred name shifts the positions).
func unpackIndex(c *fileCtx, l *sitter.Node, name string) int {
	if l == nil || (extract.Type(l) != "pattern_list" && extract.Type(l) != "tuple_pattern") {
		return -1
	}
	at := -1
	for i := 0; i < int(extract.NamedChildCount(l)); i++ {
		e := extract.NamedChild(l, i)
		if extract.Type(e) != "identifier" {
			return -1
		}
		if string(c.bytesOf(e)) == name {
			at = i
		}
	}
	return at
}

// softUnpacked says whether the unpacking assignment a may leave a failure in name: some
// return of the same-file helper it calls builds the tuple in place with a failure at name's
// position. Every such return is a place, in source order.
func (c *fileCtx) softUnpacked(a *sitter.Node, name string, depth int) soft {
	l := extract.Field(a, "left")
	at := unpackIndex(c, l, name)
	call := unparen(extract.Field(a, "right"))
	if at < 0 || call == nil || extract.Type(call) != "call" || depth >= maxDepth {
		return soft{}
	}
	def := c.localDef(call)
	if def == nil || c.tools[extract.StartByte(def)] != nil {
		return soft{}
	}
	var out soft
	n := 0
	rets := c.returnValues(def)
	for _, r := range rets {
		t := unparen(r)
		if extract.Type(t) != "tuple" && extract.Type(t) != "expression_list" || len(tupleMembers(t)) != int(extract.NamedChildCount(l)) {
			continue
		}
		sv := c.softValue(unparen(tupleMembers(t)[at]), c.blockOf(t), depth+1)
		if sv.why == "" {
			sv = c.flaggedText(rets, t, at) // flaggedtext.go
		}
		if sv.why == "" {
			continue
		}
		sv = sv.with(t, c.funcName(def)+" returns the failure here")
		if n++; n == 1 {
			out = sv
			out.why += " unpacked from what " + c.funcName(def) + " returns"
			continue
		}
		out.places = appendPlaces(out.places, sv.places)
		if n >= maxFailures {
			break
		}
	}
	return out
}
