"""The answers every handler builds: a success, a failure, and the text the dispatcher sends."""

import json
from typing import Any

from mcp.types import TextContent


def _ok(**kwargs: Any) -> dict[str, Any]:
    return {"ok": True, **kwargs}


def _err(code: str, message: str) -> dict[str, Any]:
    # BAD: the handlers of the spread tables return it as their answer (see related).
    return {"ok": False, "error": {"code": code, "message": message}}  # want: softerror related=bench/handlers_admin.py:14,bench/handlers_meter.py:11,bench/handlers_port.py:13


def _result_text(payload: dict[str, Any]) -> list[TextContent]:
    return [TextContent(type="text", text=json.dumps(payload, default=str))]


def describe_failure(code: str) -> dict[str, Any]:
    # GOOD: no tool reaches it; its failure is nobody's answer.
    return _err(code, "described")
