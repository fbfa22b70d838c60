"""A class named like a server that is no MCP server: its .tool registers agent steps."""


class AgentServer:
    def __init__(self, name):
        self.name = name
        self.steps = {}

    def tool(self, fn=None, **kwargs):
        if fn is None:
            return lambda f: self.tool(f, **kwargs)
        self.steps[fn.__name__] = fn
        return fn
