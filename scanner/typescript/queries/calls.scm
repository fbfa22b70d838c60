; Shared by every rule: calls that may reach a helper of the scanned tree, so that its sites
; count their uses (extract.Call), and the cross-file rules follow what a tool calls.

;; return errorResult(`no user ${id}`);
(call_expression function: (identifier) @callee) @site

;; return this.fail("no user"); return errors.fail("no user"); return this.client.listTeams(q);
;; (Go code keys the callee by its object: this, an import, a local of a known class, or a
;; field of this; a call on any other object, such as z.string().describe(""), has no key)
(call_expression function: (member_expression) @callee) @site

;; const page = await fetchJson<Page>(url);
;; (the grammar reads an awaited call with type arguments as `(await fetchJson)<Page>(url)`: the
;; callee is the awaited name)
(call_expression function: (await_expression (identifier) @callee)) @site

;; const page = await this.client.get<Page>(url);
(call_expression function: (await_expression (member_expression) @callee)) @site
