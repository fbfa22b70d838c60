package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A method called on what another method of the same class returns, the class's method
// declaring that it returns an instance of a class of the root:
//
//	class Client {
//	  private builderFor(opts: Options): XmlBuilder { return opts.ico ? new XmlBuilder(opts.ico) : this.xml; }
//	  send(items: Item[], opts: Options) { return this.builderFor(opts).buildMany(items); }
//	}
//
// `this.builderFor(opts).buildMany(items)` runs XmlBuilder's buildMany. Only the declared return
// type counts (its first type name, `XmlBuilder | undefined` included), not what the returns
// hold; a method without one, or declaring a promise, names nothing.

// thisMethodClass returns the class name node that the method of `this` called by call
// (`this.m(...)`) declares as its return type, when the file knows that class (classNames);
// nil otherwise.
func (f *file) thisMethodClass(call *sitter.Node) *sitter.Node {
	callee := unwrap(extract.Field(call, "function"))
	if callee == nil || extract.Type(callee) != "member_expression" {
		return nil
	}
	if o := extract.Field(callee, "object"); o == nil || extract.Type(o) != "this" {
		return nil
	}
	name := text(extract.Field(callee, "property"), f.Src)
	c := f.thisClass(call)
	if name == "" || c == nil || len(f.classNames()) == 0 {
		return nil
	}
	m := f.classMember(c, name, false)
	if m == nil || extract.Type(m) != "method_definition" {
		return nil
	}
	cls := typeName(extract.Field(m, "return_type"))
	if cls == nil || !f.classNames()[extract.Content(cls, f.Src)] {
		return nil
	}
	return cls
}
