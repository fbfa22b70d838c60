from .confirm import confirmed, label
from .tools import get_tools


def prepare_tools(confirm: set[str]):
    tools = get_tools()
    names = [t.__name__ for t in tools]
    labels = [label(n) for n in names]
    print(labels)
    return [
        (
            confirmed(t)
            if t.__name__ in confirm
            else t
        )
        for t in tools
    ]
