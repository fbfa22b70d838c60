from collections.abc import Callable

from .tools import get_retired, get_tools
from .util.confirm import with_confirmation


def prepare_tools(read_only: bool, disabled: set[str], confirm: set[str]) -> tuple[set[str], list[Callable], list[Callable]]:
    tools = get_tools(read_only=read_only)
    enabled = [t for t in tools if t.__name__ not in disabled]
    final = [(with_confirmation(t) if t.__name__ in confirm else t) for t in enabled]
    return {t.__name__ for t in final}, final, get_retired()
