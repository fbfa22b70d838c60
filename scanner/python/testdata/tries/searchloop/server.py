"""Tools that search a list and say what they did not find after the loop."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("deck")
DECK = ["ace", "king", "queen"]


@mcp.tool()
def find_card(name: str) -> str:
    for i, card in enumerate(DECK):
        if card == name:
            return f"{card} is card {i}"
    # Bad: the loop returns what it finds, so this runs only when nothing matched.
    return f"Card {name!r} not found in the deck"  # want: softerror


@mcp.tool()
def first_blank() -> str:
    for i, card in enumerate(DECK):
        if not card:
            return f"slot {i} is blank"
    # Fine: finding none is an empty answer.
    return "No blank slots found"


@mcp.tool()
def count_cards() -> str:
    total = 0
    for card in DECK:
        if card:
            total += 1
    # Fine: the loop returns nothing; what follows is the tool's one answer.
    return f"{total} cards counted, none not found"


@mcp.tool()
def pick_card(name: str) -> str:
    for card in DECK:
        if card == name:
            break
    else:
        # Fine for this rule's loop case: for/else is a branch of its own, judged as a branch.
        return f"{name} is not in the deck, pick another"
    return f"picked {name}"
