def describe(mcp, store):
    # In __all__ but no register function: it registers nothing.
    store.note(f"serving {mcp.name}")
