package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
)

// lookupCards answers its argument guards with success texts that name what is wrong.
func lookupCards(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	raw, ok := args["cards"].([]interface{})
	if !ok {
		// Bad: a guard's failure text, opening with "Invalid", as a success.
		return mcp.NewToolResultText("Invalid cards value - must be a list"), nil // want: softerror related=17 shape=prose-only function=lookupCards
	}
	if len(raw) > 50 {
		return mcp.NewToolResultText("Too many cards requested. At most 50 per call."), nil // want: softerror related=21
	}
	var ids []int
	for _, v := range raw {
		switch x := v.(type) {
		case string:
			n, err := strconv.Atoi(x)
			if err != nil {
				// Bad: in the err check, though the text neither carries err nor opens as an error.
				return mcp.NewToolResultText(fmt.Sprintf("Card %q is not a valid number", x)), nil // want: softerror related=29
			}
			ids = append(ids, n)
		default:
			return mcp.NewToolResultText("Unsupported card value"), nil // want: softerror related=34
		}
	}
	deck, _ := args["deck"].(string)
	if deck == "" {
		// Bad: the name of what the call lacks and "required", without "is".
		return mcp.NewToolResultText("deck required"), nil // want: softerror related=39
	}
	if deck == "?" {
		// Fine: no name before the word: nothing is missing.
		return mcp.NewToolResultText("No changes required"), nil
	}
	owner, _ := args["owner"].(string)
	if owner == "" {
		owner = os.Getenv("CARDS_OWNER")
		if owner == "" {
			return mcp.NewToolResultText("CARDS_OWNER environment variable not set; pass owner instead."), nil // want: softerror related=50
		}
	}
	resp, err := http.Get("https://cards.example/" + owner)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want: errorresult shape=prose-only
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		// Bad: the branch of a failed HTTP status, whatever its words.
		return mcp.NewToolResultText(fmt.Sprintf("Card service answered %d", resp.StatusCode)), nil // want: softerror related=59
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d cards of %s", len(ids), owner)), nil
}

// cardsHelp answers questions about the tool: the same words, in answers.
func cardsHelp(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	topic, _ := req.GetArguments()["topic"].(string)
	switch topic {
	case "owner":
		// Fine: a help answer whose first line is a heading; "required" is further on.
		return mcp.NewToolResultText("Owner parameter\n\nThe owner is required unless CARDS_OWNER is set."), nil
	case "sync":
		// Fine: the wanted state was there already.
		return mcp.NewToolResultText("Cards are already synced, nothing invalid found"), nil
	case "partial":
		// Fine: an answer with a warning about what it lacks.
		return mcp.NewToolResultText("Warning: could not load prices. Partial list: a, b"), nil
	}
	if topic == "" {
		// Fine: an empty answer.
		return mcp.NewToolResultText("No topics found"), nil
	}
	// Fine: not in a branch; the words alone are not judged.
	return mcp.NewToolResultText("Topic " + topic + " is not supported yet; ask about owner or sync"), nil
}

var deck = []string{"ace", "king", "queen"}

// findCard looks a card up by name: the return after the loop runs only when none matched.
func findCard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, _ := req.GetArguments()["name"].(string)
	for i, c := range deck {
		if c == name {
			return mcp.NewToolResultText(fmt.Sprintf("%s is card %d", c, i)), nil
		}
	}
	// Bad: the loop's fall-through says the card was not found, as a success.
	return mcp.NewToolResultText(fmt.Sprintf("Card %q not found in the deck", name)), nil // want: softerror related=93
}

// countCards counts in a loop that returns nothing: the text after it is its answer.
func countCards(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := 0
	for _, c := range deck {
		if c != "" {
			n++
		}
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d cards counted, none failed", n)), nil
}

// firstBlank finds the first blank slot: finding none is an empty answer, not a failure.
func firstBlank(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	for i, c := range deck {
		if c == "" {
			return mcp.NewToolResultText(fmt.Sprintf("slot %d is blank", i)), nil
		}
	}
	return mcp.NewToolResultText("No blank slots found"), nil
}
