package python

import (
	"github.com/mcperr/mcperr/internal/lazyre"
	"github.com/mcperr/mcperr/scanner/extract"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/mcperr/mcperr/scanner/guidance"
)

// An empty answer's words from a tool that acts on a named target:
//
//	@mcp.tool()
//	async def media_set_artwork(media_title: str, art_url: str) -> str:
//	    results = plex.search(query=media_title)
//	    if not results:
//	        return f"No media found matching '{media_title}'."
//	    ...
//	@mcp.tool()
//	async def collection_add_to(collection: str, titles: list[str]) -> str:
//	    if not items_to_add:
//	        return json.dumps({"error": "No matching media items found to add to the collection"})
//
// "No … found" is an empty answer for a tool that searches or lists: it found nothing, and says
// so. A tool whose name says it changes something (add, create, edit, set, remove...) was asked
// to act on what the text says is not there, and did nothing: the action failed. So in such a
// tool an error member that holds an empty answer's words is a failure (the code marks it as
// one), and so is a text in a failure block that says one thing named by a value put in is not
// there (guidance.MissesOne, and a hole for the target), unless the value is a search's query.
// A tool whose name starts with a reading verb (get_or_create_..., list_added_...) reads.

// actionVerbs are the words of a tool's name that say it changes something.
var actionVerbs = lazyre.New(`^(add|create|remove|delete|edit|update|set|modify|change|move|rename|upload|assign|unassign|attach|detach|apply|mark|tag|untag|rate|merge|split|enable|disable|lock|unlock|archive|unarchive|restore|publish|unpublish|send|write|insert|replace|upsert|append|clear|reset|install|uninstall|trigger|cancel|approve|reject|close|reopen|play|pause|resume|stop|start|restart|kill|promote|demote|grant|revoke|invite|kick|ban|unban|transfer|copy|duplicate|link|unlink|share|unshare|toggle|subscribe|unsubscribe|follow|unfollow|favorite|unfavorite|pin|unpin|hide|unhide|mute|unmute|block|unblock)$`)

// readVerbs are the words that, first in a tool's name, say it reads.
var readVerbs = lazyre.New(`^(get|list|search|find|query|fetch|read|show|describe|lookup|browse|count|check|view|inspect|explore|discover|recommend|suggest|summarize|analyze|preview|resolve|status|info)$`)

// isActionTool reports whether a tool's name says it acts on something: a word of it is an
// action verb, and its first word is no reading verb.
func (c *fileCtx) isActionTool(t *tool) bool {
	for _, name := range []string{t.name, c.text(extract.Field(t.def, "name"))} {
		words := guidance.NameWords(name)
		if len(words) == 0 || readVerbs.MatchString(words[0]) {
			return false
		}
		if hasActionVerb(words) {
			return true
		}
	}
	return false
}

// isActionName reports whether a function's name says it acts on something: a word of it is an
// action verb, and its first word is no reading verb (handle_delete_decision, update_progress).
func isActionName(name string) bool {
	words := guidance.NameWords(name)
	return len(words) > 0 && !readVerbs.MatchString(words[0]) && hasActionVerb(words)
}

// hasActionVerb reports whether one of a name's words is an action verb.
func hasActionVerb(words []string) bool {
	for _, w := range words {
		if actionVerbs.MatchString(w) {
			return true
		}
	}
	return false
}

// actsOnTarget reports whether n lies in a tool that acts on a named target (isActionTool), or
// in a method the file hands to a base's registering method (tabletools.go), which registers it
// by its own name, when that name says it acts (isActionName).
func (c *fileCtx) actsOnTarget(n *sitter.Node) bool {
	if t := c.toolOf(n); t != nil {
		return c.isActionTool(t)
	}
	def := c.enclosingDef(n)
	if def == nil {
		return false
	}
	_, ok := c.tableTools[extract.StartByte(def)]
	return ok && isActionName(c.text(extract.Field(def, "name")))
}

// missesTarget reports whether a text v returned from a failure block of an acting tool says
// that the one thing it names by a value put in is not there.
func (c *fileCtx) missesTarget(v *sitter.Node, full string) bool {
	return strings.Contains(full, "…") && guidance.MissesOne(full) && !c.namesQuery(v) && c.actsOnTarget(v)
}
