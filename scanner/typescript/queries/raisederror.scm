; Rule raisederror: throws that an SDK may turn into an isError result. Go code keeps those in a
; registerTool/tool callback, a fastmcp execute function, or of a fastmcp UserError.

;; throw new UserError("quota exceeded", { retryAfter: 30 });
(throw_statement) @site
