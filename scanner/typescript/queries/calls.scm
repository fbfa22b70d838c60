; Shared by every rule: calls that may reach a helper of the scanned tree, so that its sites
; count their uses (extract.Call), and the cross-file rules follow what a tool calls.

;; return errorResult(`no user ${id}`);
;; return this.fail("no user"); return errors.fail("no user"); return this.client.listTeams(q);
;; (Go code keys the callee by its object: this, an import, a local of a known class, or a
;; field of this; a call on any other object, such as z.string().describe(""), has no key)
;; const page = await fetchJson<Page>(url); const page = await this.client.get<Page>(url);
;; (the grammar reads an awaited call with type arguments as `(await fetchJson)<Page>(url)`: the
;; callee is the awaited name)
;; One pattern, not one per kind of callee: tree-sitter analyses a pattern's call_expression
;; when it compiles the query, some 25 M instructions against the TypeScript grammar each time,
;; and a call has one function, so no more than one branch matches it.
(call_expression
  function: [
    (identifier) @callee
    (member_expression) @callee
    (await_expression [(identifier) (member_expression)] @callee)
  ]) @site
