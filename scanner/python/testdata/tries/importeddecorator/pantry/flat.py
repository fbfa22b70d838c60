"""A decorator factory that registers, on the shared server, a wrapper built around the
function it decorates, and returns the function unchanged."""

import inspect

from .app import mcp


def _params_model(fn):
    names = list(inspect.signature(fn).parameters)
    if names != ["params"]:
        # Runs once, as the module registers the tool: no tool call reaches it.
        raise TypeError(f"{fn.__name__} must take one 'params' argument")
    return inspect.signature(fn).parameters["params"].annotation


def _build_wrapper(fn, model, name):
    async def wrapper(**kwargs):
        return await fn(model(**kwargs))

    wrapper.__name__ = name
    return wrapper


def flat_tool(**tool_kwargs):
    def decorator(fn):
        model = _params_model(fn)
        name = tool_kwargs.get("name") or fn.__name__
        mcp.tool(**tool_kwargs)(_build_wrapper(fn, model, name))
        return fn

    return decorator


def unused_tool(fn):
    # Registers what it decorates, but no module of the root decorates with it.
    mcp.tool()(fn)
    return fn
