"""A function no server registers."""


async def audit(account: str) -> dict:
    if not account:
        # Fine: no member registers audit as a tool.
        return {"error": "account is required"}
    return {"account": account}
