"""A package of the checkout that no member pattern matches (packages/* is one level deep)."""


async def extra_report(day: str) -> dict:
    if not day:
        # Fine: not a workspace member; the import does not reach this file.
        return {"error": "day is required"}
    return {"day": day}
