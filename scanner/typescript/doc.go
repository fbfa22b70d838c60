// Package typescript holds mcperr's rules for TypeScript and JavaScript MCP servers: the
// @modelcontextprotocol/sdk 1.x and @modelcontextprotocol/server 2.x TypeScript SDKs and
// punkpeye's fastmcp.
//
// Language covers .ts, .mts and .cts (the typescript grammar), .tsx (tsx) and .js, .mjs, .cjs
// and .jsx (javascript). Its Lang is TypeScript; every finding carries its own file's language,
// "javascript" for the JavaScript dialects, and the core keeps it.
//
// Rules, each from its query under queries/ (one rule per .scm file; tools, imports, bindings and
// calls are shared by all rules) and the Go code beside it. The query files a scanned file needs
// are joined into one query (queries.go), so that its tree is walked once for all of them:
//
//	errorresult     object literals with isError true ("isError", shorthand bound to a const
//	                true, spreads, as/satisfies wrappers) and later `result.isError = true`
//	raisederror     uncaught throws in registerTool/tool callbacks and fastmcp execute functions,
//	                and fastmcp UserError anywhere
//	protocolerror   uncaught throws in low-level tools/call handlers and in the functions they
//	                reach outside a try, catch-all rethrows with the throws behind them, except
//	                unknown-tool handling
//	softerror       returns from tool handlers of error text or an error member without isError,
//	                failure words picked at run time (softruntime.go), a failure of the
//	                whole call pushed into the joined lines (softgathered.go), a helper's
//	                failure object serialized (softhelper.go),
//	                results a helper builds that tools return as they are (softresult.go),
//	                a dispatcher's result variable returned through one shared return
//	                (softshared.go), the return after a search loop (softloop.go), and an
//	                API helper's failure handed to a success-text helper (softpassed.go)
//	droppedflag     isError inside a content block, structuredContent, _meta or JSON.stringify,
//	                or in a block added to a returned result's content (pushedflag.go)
//	successflagged  isError results whose text reports success
//	schemaconflict  structuredContent on error results of tools with an outputSchema
//	guidance        text and typed guidance that disagree (scanner/guidance lexicon)
//
// Names resolve through the file's imports: a class or schema is the SDK's only when it is
// imported (named, aliased, through a namespace, or destructured from require()) from an
// @modelcontextprotocol package or from fastmcp; a dynamic import (`await import("./x.js")`)
// binds the names of a relative module only (dynimports.go). A module of the root is named by a
// relative specifier, or by one that the package root's tsconfig.json (jsconfig.json) paths or
// baseUrl map to a file of the root (`"@/*": ["src/*"]`; extract.TSConfig, read by the manifest
// index): relativeModule resolves both. Tool handlers are found by registration:
// registerTool and tool (the latter only in files that import the SDK), addTool/addTools,
// setRequestHandler(CallToolRequestSchema | "tools/call"); resource and prompt registrations
// mark handlers whose results are not tool results. A file registers no tools at all (neither
// by SDK call nor by table) when it is another tool host's (toolhost.go): its package's manifests,
// a workspace root's among them, declare no MCP SDK or framework (extract.Project.NoMCP), it imports
// none, and it imports a package of another host (a pi coding-agent extension, the Vercel AI SDK,
// LangChain, Mastra, the OpenAI Agents SDK); where no package.json was read, the registrations
// stand. A same-file function whose result a handler
// returns, given the handler's arguments (`return handleCall(request)`, `return this.lookup(args)`),
// is a delegate: it answers for the same tool, and its throws reach the SDK unless the delegating
// call sits in a try (delegates.go). Objects with isError that a client hands to a model (a
// conversation's tool message, a sampling tool_result block, a wrapper whose content is a string)
// are not tool results.
//
// Helpers: a named function whose every return builds an isError result is a helper; returns of
// null or undefined do not count against it (a maybe-helper whose callers test the result). A
// function that copies isError from a parameter (`function text(t, isError = false)`) is a flag
// helper: its uses are only the calls that pass true there (flaghelpers.go). Its site
// is reported once, inside it, with pathKey equal to its key, and extract.Link counts the calls
// that reach it as the site's uses. The key scheme is described in helpers.go.
//
// Tools found without an SDK call (tables.go): the entries of a tool table (a name, an input
// schema, a handler), the callbacks of the project's own registration function, and the
// functions a low-level dispatcher calls by tool name. Their registrations are derived: the
// errorresult inventory keeps naming their sites as before. A forwarder's calls (forwarders.go:
// a named function that hands its parameter unchanged to an SDK registration) are the SDK's
// registrations, not derived ones; a tool wrapper's returned function (wrapped.go) is reached
// from the tools it wraps. A registry the dispatcher looks the handler up in may be filled by a
// loop over a list of tools (filledmaps.go: `for (const [def, h] of tools) m.set(def.name, h)`,
// forEach, Object.fromEntries over a map): each element's part stands for the entry. A tool
// entry handed to a method of a registry object another module of the root exports is what an
// iteration over a member of that object yields, in whichever module registers it, and a
// callback handed to an exported function is handed each element that function calls it with
// (storedentries.go); a list built by mapping definitions to entries with a handler of their own
// is a table of the function that returns it, for the modules that fetch it (mappedentries.go).
// A registry that the project's own registration function fills with the object it is given
// (`entries.set(entry.name, entry)`, `T[entry.name] = entry`, `T.push(entry)`) holds what the
// callers' object literals hold: a dispatcher's call of the entry's member (`entry.handler(input)`)
// calls the function each call of the registration function writes there (storedparams.go).
//
// Across files (keys.go, summaries.go, crossrules.go, rethrow.go): each file summarises its
// functions for the root's index (extract.Summary: what a function's returns hand back, whether
// it throws, which calls pass a callee's facts on, which tool and tool kind it is) and emits the
// findings that depend on another function as extract.Pending: a tool's return of another
// function's failure (softerror), a helper's return of a failure result that tools return as
// their own (softerror, standing in the helper), a throw a high-level tool reaches (raisederror) or a low-level
// one reaches (protocolerror), a catch-all rethrow whose try calls other modules (AnyOf, which
// names their throws even when throws of its own file reach it too: rethroworigins.go). The
// language is a Definer: a key's module is its file's path without the extension.
//
// What parameters hold (paramflow.go): a function handed to another is called by the caller
// where the callee calls that parameter itself, and by whatever later calls the parameter in a
// function the callee makes (a registration's callback calling the runner it was given); a
// method called on a parameter of unknown class is that method of the classes the root's calls
// pass there. A table's element may be a parameter, and `new tool.handler()` an instance of each
// class a table's entries name (tableparams.go).
//
// What declared types hold (typemembers.go): a method called on a member of a variable whose
// type another module exports (`ctx.store.get()`, `ctx: ToolContext` imported) is keyed through
// that type, whose module names the member's type; a call through an interface or object type
// of the root reaches every class of the root that implements it (not a test file's), and a
// method called on a parameter typed with an interface is the member of the object literal the
// type's one factory in its own module returns (typefactories.go). A value
// taken out of a map typed `Map<string, LensTool>` (`const tool = toolMap.get(name)`) is a
// LensTool (mapvalues.go).
//
// A catch that answers only errors whose text it recognizes and rethrows the rest unchanged
// lets its try's throws through (filtercatch.go). A result whose isError sits where the SDK does
// not read it is droppedflag's alone, not also a softerror (droppedowner.go).
//
// Findings inside a fastmcp tool object's members (execute, beforeValidate) name the tool, not
// the member (toolnames.go).
//
// Outcomes depend on the SDK version in the project's manifests (extract.Project): see version.go.
// Classification follows only what the file shows: local constants, same-file functions and
// spreads of either; a text produced by an imported function is unknown.
package typescript
