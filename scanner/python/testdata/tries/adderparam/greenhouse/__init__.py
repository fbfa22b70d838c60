from collections.abc import Callable

AddTool = Callable[..., None]
