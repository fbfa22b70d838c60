from fleet.fleet import Fleet


async def drain(fleet: Fleet, host: str) -> str:
    fleet.ensure_writable()
    n = await fleet.call(len, host)
    return f"drained {n} jobs from {host}"
