def trim_tree(tree_id: str) -> dict:
    """Trim a tree."""
    if not tree_id.startswith("t"):
        raise ValueError(f"no tree {tree_id}")  # want: raisederror function=trim_tree
    return {"status": "success", "tree": tree_id}


def burn_branches(pile: str) -> dict:
    # Fine: only the list of retired tool records holds it, and nothing registers that list.
    raise ValueError("burning is forbidden in summer")
