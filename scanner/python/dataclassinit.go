package python

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// The __init__ that @dataclass writes for a class: it calls self.__post_init__() when the
// class or a base defines one, and the base's __init__ never.
//
//	models.py: @dataclass(frozen=True)
//	           class Request:
//	               query: str
//	               def __post_init__(self):
//	                   if not self.query.strip():
//	                       raise ValidationError("query must not be empty")
//	           @dataclass(frozen=True)
//	           class PageRequest(Request):
//	               page: int = 1
//	               def __post_init__(self):
//	                   super().__post_init__()
//	                   ...
//	tools.py:  return api.search(PageRequest(query=query))
//
// A call of the class keys to "<module>.<Class>.__init__" (refTarget), which no file defines:
// the file of a dataclass that does not define __init__ itself (nor says init=False) gives a
// summary of that key, whose one call is self.__post_init__(): the class's own, or through the
// class's bases (baseAliases) the first of its linearization that defines one. A class with no
// __post_init__ of its own and no base of the root calls none, and gets no summary.

// dataclassInits returns the summary and the call of each such generated __init__, placed on
// the class's name.
func (c *fileCtx) dataclassInits() ([]extract.Summary, []extract.Call) {
	var sums []extract.Summary
	var calls []extract.Call
	for _, def := range c.classDefs {
		name := c.text(extract.Field(def, "name"))
		if !c.topClasses[name] || c.defs[name+".__init__"] != nil || !c.generatesInit(def) {
			continue
		}
		if c.defs[name+".__post_init__"] == nil && len(c.rootBases(def)) == 0 {
			continue
		}
		from, to := c.xkey(c.modID, name+".__init__"), c.xkey(c.modID, name+".__post_init__")
		at := extract.Field(def, "name")
		line, col := position(at)
		s := extract.Summary{Key: from, Name: name + ".__init__", Line: line, Column: col}
		s.Forward = append(s.Forward, extract.Forward{Facts: extract.Raises, Keys: c.keysOf(to), Line: line, Column: col})
		sums = append(sums, s)
		for _, k := range c.keysOf(to) {
			calls = append(calls, extract.Call{Key: k, Line: line, Column: col, From: from})
		}
	}
	return sums, calls
}

// generatesInit reports whether a class's decorators hold @dataclass (of dataclasses, or of
// pydantic.dataclasses), bare or called without init=False: the decorator that writes its
// __init__.
func (c *fileCtx) generatesInit(def *sitter.Node) bool {
	for _, d := range decorators(def) {
		fn := d
		if extract.Type(d) == "call" {
			fn = extract.Field(d, "function")
		}
		if fn == nil || !c.isDataclassDecorator(fn) {
			continue
		}
		if extract.Type(d) == "call" {
			for _, a := range namedChildren(extract.Field(d, "arguments")) {
				if extract.Type(a) == "keyword_argument" && string(c.bytesOf(extract.Field(a, "name"))) == "init" &&
					string(c.bytesOf(extract.Field(a, "value"))) != "True" {
					return false
				}
			}
		}
		return true
	}
	return false
}

// isDataclassDecorator reports whether the expression fn (dataclass, dataclasses.dataclass,
// pydantic.dataclasses.dataclass) names the decorator of dataclasses or pydantic.dataclasses
// through the file's imports.
func (c *fileCtx) isDataclassDecorator(fn *sitter.Node) bool {
	q := c.qualify(fn)
	return q == "dataclasses.dataclass" || q == "pydantic.dataclasses.dataclass"
}
