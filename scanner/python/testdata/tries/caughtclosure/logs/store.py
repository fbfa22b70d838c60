"""Helpers of another module that the nested functions of the tools call."""


def record(name: str) -> dict:
    if not name:
        # Fine: the only tool that reaches record runs it in a nested function whose every run
        # sits in a try whose except Exception answers with a JSON error.
        raise ValueError("name is required")
    return {"name": name}


def count(name: str) -> int:
    if name.startswith("-"):
        raise ValueError(f"bad name: {name}")  # want: raisederror
    return len(name)


def purge(name: str) -> int:
    if name == "all":
        raise PermissionError("refusing to purge everything")  # want: raisederror
    return 1


def rotate(name: str) -> int:
    if name == "":
        raise ValueError("nothing to rotate")  # want: raisederror
    return 2


def tally(name: str) -> int:
    if name == "?":
        # Fine: the future is submitted and read inside the try that answers every failure.
        raise ValueError("cannot tally ?")
    return 3


def prune(name: str) -> int:
    if name == "*":
        raise ValueError("cannot prune *")  # want: raisederror
    return 4


async def fetch(name: str) -> str:
    if not name:
        raise ValueError("nothing to fetch")  # want: raisederror
    return name


def lookup(name: str) -> str:
    return name.strip()


async def archive(name: str) -> dict:
    if name == "root":
        # Fine: the only tool that reaches archive hands the nested function that calls it to
        # _each, which runs it inside a try whose except Exception answers every failure.
        raise PermissionError("refusing to archive the root")
    return {"name": name, "status": "archived"}


async def restore(name: str) -> dict:
    if name == "root":
        raise PermissionError("refusing to restore the root")  # want: raisederror
    return {"name": name, "status": "restored"}


async def unlock(name: str) -> str:
    if not name:
        # Fine: the only tool that reaches unlock hands the coroutine of the nested function that
        # awaits it to run_sync, which runs it to its end and gives back future.result(), inside
        # a try whose except Exception answers every failure.
        raise PermissionError("vault is locked")
    return name


async def peek(name: str) -> str:
    if not name:
        # Fine: asyncio.run and run_until_complete run the coroutine in place, inside the try.
        raise ValueError("nothing to peek at")
    return name


async def wait_for_lock(name: str) -> str:
    if not name:
        # Fine: asyncio.wait_for's awaitable is awaited inside the try.
        raise TimeoutError("lock not released")
    return name


async def seal(name: str) -> str:
    if not name:
        raise ValueError("nothing to seal")  # want: raisederror
    return name


async def drain(name: str) -> str:
    if not name:
        raise ValueError("nothing to drain")  # want: raisederror
    return name


async def scan(name: str) -> str:
    if not name:
        raise ValueError("nothing to scan")  # want: raisederror
    return name
