import functools


def ask_user(name: str) -> bool:
    return False


def confirmed(fn):
    @functools.wraps(fn)
    async def wrapper(*args, **kwargs):
        if not ask_user(fn.__name__):
            raise PermissionError(f"{fn.__name__} was not confirmed by the user")  # want: raisederror related=desk/registration.py:12,desk/server.py:7,desk/confirm.py:10,desk/tools/tickets.py:1
        return await fn(*args, **kwargs)

    return wrapper


def label(name: str) -> str:
    # Fine: the comprehension that calls it walks names, not tools.
    if not name.isidentifier():
        raise ValueError(f"bad tool name {name}")
    return name.upper()
