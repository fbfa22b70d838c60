"""A package of the checkout that the workspace excludes: the server's import of it resolves to
an installed distribution, not to this file."""


async def legacy_report(day: str) -> dict:
    if not day:
        # Fine: not a workspace member; the import does not reach this file.
        return {"error": "day is required"}
    return {"day": day}
