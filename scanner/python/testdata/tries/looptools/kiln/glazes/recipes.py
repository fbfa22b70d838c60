"""One tool that runs the handler its action picks from a table."""

_RECIPES = {"celadon": "iron 1%", "tenmoku": "iron 8%"}


def _show(name: str) -> str:
    if name not in _RECIPES:
        return f"Error: no recipe called {name}"
    return _RECIPES[name]


def _list(name: str = "") -> str:
    return ", ".join(sorted(_RECIPES))


def _forget(name: str) -> str:
    if name not in _RECIPES:
        return f"Error: cannot forget unknown recipe {name}"
    return "forgotten"


_HANDLERS = {"show": _show, "list": _list, "forget": _forget}


def recipes(action: str, name: str = "") -> str:
    handler = _HANDLERS[action]
    if action == "show":
        return handler(name)  # want: softerror related=8,kiln/glazes/__init__.py:11
    elif action == "list":
        # Fine: the list handler is the only one this branch runs, and it never fails.
        return handler()
    return handler(name)  # want: softerror related=8,18,kiln/glazes/__init__.py:11


def scrap(name: str) -> str:
    # Fine: no module's list names it, so nothing registers it.
    return f"Error: cannot scrap {name}"


GLAZE_TOOLS = [recipes]
