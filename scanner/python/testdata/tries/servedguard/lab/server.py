"""Tools of a FastMCP subclass defined in a try, wrapped in a decorator that answers failures."""

import functools
import os
from typing import Any, Callable, TypeVar, cast, get_type_hints

T = TypeVar("T")


def _returns_text(func: Callable[..., Any]) -> bool:
    try:
        return get_type_hints(func).get("return") is str
    except Exception:
        return False


def _failure(tool: str, message: str, kind: str) -> dict[str, Any]:
    body: dict[str, Any] = {"tool": tool, "message": message, "kind": kind}
    return {"error": body}


def answer_failures(func: Callable[..., T]) -> Callable[..., T]:
    """Answers every failure of the tool: text for a text tool, an error object for the others."""
    name = getattr(func, "__name__", "tool")
    text = _returns_text(func)

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> T:
        try:
            # Fine: what the tool returns, as it is.
            return cast(T, func(*args, **kwargs))
        except Exception as e:
            if text:
                return cast(T, f"Error in {name}: {e}")  # want: softerror shape=prose-only
            return cast(T, _failure(name, str(e), type(e).__name__))  # want: softerror shape=structured

    return wrapper


def log_failures(func: Callable[..., T]) -> Callable[..., T]:
    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> T:
        try:
            return func(*args, **kwargs)
        except Exception:
            print("failed")
            raise  # want: raisederror

    return wrapper


try:
    from mcp.server.fastmcp import FastMCP

    class LabMCP(FastMCP):
        """Keeps a note per tool; the SDK runs the tools as they are."""

        def tool(self, name: str | None = None, **kwargs: Any) -> Callable[..., Any]:
            def decorator(fn: Any) -> Any:
                self.add_tool(fn, name=name)
                return fn

            return decorator

    class Notes:
        # Fine: no server class, though defined in the try too.
        def tool(self, name=None):
            return lambda fn: fn

    lab = LabMCP(name="lab")
    notes = Notes()
except ImportError:
    raise SystemExit("mcp is required")


@lab.tool()
@answer_failures
def read_sample(sample_id: str) -> dict[str, Any]:
    if not sample_id:
        # Fine for raisederror: answer_failures answers it (with a soft error, reported there).
        raise ValueError("sample_id is required")
    return {"id": sample_id}


@lab.tool()
@answer_failures
def describe_sample(sample_id: str) -> str:
    return f"sample {sample_id}"


@lab.tool()
@log_failures
def delete_sample(sample_id: str) -> dict[str, Any]:
    if not sample_id:
        raise ValueError("sample_id is required")  # want: raisederror
    return {"deleted": sample_id}


@lab.tool()
def sample_logs(sample_id: str) -> dict[str, Any]:
    try:
        return {"logs": open(sample_id).read()}
    except ImportError as e:
        return {"error": {"kind": "plugin_missing", "message": f"plugin missing: {e}"}, "logs": None}  # want: softerror shape=structured
    except PermissionError:
        # Fine for internalleak: it says whether the key is set, not the key.
        return {"error": "permission denied", "key_set": bool(os.environ.get("LAB_API_KEY"))}  # want: softerror shape=structured
    except OSError:
        # Fine: no logs yet is an answer, not a failure.
        return {"logs": None}


@lab.tool()
@answer_failures
def diagnose_lab_setup() -> dict[str, Any]:
    key_present = bool(os.environ.get("LAB_API_KEY"))
    issues = []
    if not key_present:
        issues.append({"severity": "error", "message": "LAB_API_KEY is not set"})
    ok = not any(i["severity"] == "error" for i in issues)
    # Fine for softerror: what is wrong with the set-up is the diagnosis's answer. Fine for
    # internalleak: it says whether the key is set, not the key.
    return {"ok": ok, "issues": issues, "checks": {"LAB_API_KEY_present": key_present}}


@notes.tool()
def note(text: str) -> dict[str, Any]:
    try:
        return {"saved": text}
    except Exception as e:
        # Fine: notes is no MCP server.
        return {"error": str(e)}
