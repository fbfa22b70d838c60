package typescript

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/extract"
)

// A method of a member of a field's object:
//
//	// api/client.ts
//	export class ShopClient { public readonly stock: StockRepository; ... }
//	// services/base.service.ts
//	export class BaseService { protected client: ShopClient; }
//	// services/stock.service.ts
//	export class StockService extends BaseService {
//	  async level(sku) { return this.client.stock.level(sku); }
//	}
//
// `this.client.stock.level()` is the level of the class the field's class annotates its member
// stock with: the call is keyed "<C's module>#C.stock.level" for the field's class C (its
// own field, or a superclass's of the file), which C's file aliases to the member's class
// (fieldAliases), or "<module>#<Class>.client.stock.level" for a field of a superclass of another
// module, which the superclass's prefix and its field's alias lead to C's member the same way
// (inheritedFieldKeys). Without it a service layer between tools and an API client hid the
// client's throws.

// fieldMemberKeys returns the keys of method m called on `this.<field>.<member>` (obj), or nil.
func (f *file) fieldMemberKeys(obj *sitter.Node, m string) []string {
	inner, member := unwrap(extract.Field(obj, "object")), text(extract.Field(obj, "property"), f.Src)
	if inner == nil || extract.Type(inner) != "member_expression" || member == "" || m == "" {
		return nil
	}
	if o := extract.Field(inner, "object"); o == nil || extract.Type(o) != "this" {
		return nil
	}
	field := text(extract.Field(inner, "property"), f.Src)
	if cls := f.classOfField(inner, field); cls != nil {
		var out []string
		for _, p := range f.typePrefixes(extract.Content(cls, f.Src)) {
			out = append(out, p+member+"."+m)
		}
		return out
	}
	return f.inheritedFieldKeys(inner, member+"."+m)
}
