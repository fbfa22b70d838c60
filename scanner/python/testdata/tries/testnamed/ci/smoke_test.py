"""Fine: an ad hoc smoke test, named like a test and importing no test framework, that no
production module imports: it stays a test."""

import asyncio

from ci.handlers import dispatch


async def main() -> dict:
    try:
        return {"result": await dispatch("pipeline_test", {"pipeline": "nightly"})}
    except Exception as e:
        return {"success": False, "error": str(e)}


if __name__ == "__main__":
    asyncio.run(main())
