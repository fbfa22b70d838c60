from typing import Any, Callable, Protocol


class ToolHost(Protocol):
    """What the register functions need of a server, for the type checker only."""

    def tool(self, **options: Any) -> Callable[[Any], Any]:
        ...
