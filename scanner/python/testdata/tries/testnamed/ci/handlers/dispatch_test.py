"""Fine: a real test of the dispatch, named like one and importing pytest. It calls the tools and
builds failures of its own, but it is a test whatever it imports, and no tool reaches it."""

import pytest

from . import dispatch


def fake_result(error: str) -> dict:
    return {"success": False, "error": error}


@pytest.mark.asyncio
async def test_unknown_tool():
    with pytest.raises(ValueError):
        await dispatch("nope", {})
    assert fake_result("x")["success"] is False
