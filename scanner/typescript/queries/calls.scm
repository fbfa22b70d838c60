; Shared by every rule: calls that may reach a helper of the scanned tree, so that its sites
; count their uses (extract.Call).

;; return errorResult(`no user ${id}`);
(call_expression function: (identifier) @callee) @site

;; return this.fail("no user"); return errors.fail("no user");
;; (a call on any other object, such as z.string().describe(""), cannot be keyed to a helper)
(call_expression function: (member_expression object: [(this) (identifier)]) @callee) @site

;; return this.client.listTeams(query);
;; (an API client held in a field: Go code resolves the field's class to the module defining it)
(call_expression function: (member_expression object: (member_expression object: (this))) @callee) @site
