"""Objects with a .tool decorator that the rules must not take for MCP servers."""

from acme_core.agents import make_agent
from acme_core.mcp_bridge import McpToolbox, create_mcp_registry
from crewai.mcp import make_mcp_crew

from .store import lookup

agent = make_agent("helper")
toolbox = McpToolbox("helper")
crew = make_mcp_crew("helper")


@agent.tool()
def weather(city: str) -> dict:
    try:
        return lookup(city)
    except Exception as e:
        # Fine: an agent's tool; make_agent's name does not say MCP, so the agent may be any
        # framework's.
        return {"ok": False, "error": str(e)}


@toolbox.tool()
def forecast(city: str) -> dict:
    try:
        return lookup(city)
    except Exception as e:
        # Fine: McpToolbox is a class of another package, which may be any framework's own;
        # only a class that derives from an SDK server class makes a server (subclass.go).
        return {"ok": False, "error": str(e)}


@crew.tool()
def rainfall(city: str) -> dict:
    try:
        return lookup(city)
    except Exception as e:
        # Fine: an agent framework's factory, even one named for MCP.
        return {"ok": False, "error": str(e)}


def build():
    registry = create_mcp_registry("local")

    @registry.tool()
    def humidity(city: str) -> dict:
        try:
            return lookup(city)
        except Exception as e:
            # Fine: a registry built inside a function is not the module's server.
            return {"ok": False, "error": str(e)}

    return registry
