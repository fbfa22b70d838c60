from depot import extras


def open_yard(mcp, store):
    getattr(extras, "register_forklifts")(mcp, store)
