"""Answers in one envelope, built by a function that takes the success flag; no MCP import."""

from functools import wraps


class SandboxError(Exception):
    pass


def make_reply(ok: bool, body: dict) -> dict:
    reply = {"reply": {"ok": ok, "body": body}}
    return reply


def enveloped(func):
    """Catches the sandbox's refusals and everything else, each answered in the envelope."""

    @wraps(func)
    async def wrapper(**kwargs):
        try:
            body = await func(**kwargs)
            # Fine: the builder is given True, the work was done.
            return make_reply(ok=True, body=body)
        except SandboxError as err:
            return make_reply(ok=False, body={"kind": "SANDBOX", "detail": str(err)})  # want: softerror shape=structured related=files/envelope.py:12,files/envelope.py:19,files/tools/disk.py:9,files/tools/disk.py:10,files/tools/disk.py:18
        except Exception as err:
            return {"reply": {"ok": False, "body": {"detail": type(err).__name__}}}  # want: softerror shape=structured related=files/envelope.py:19,files/tools/disk.py:9,files/tools/disk.py:10,files/tools/disk.py:18

    return wrapper


def passed_through(func):
    """Answers with the builder too, but only on success: failures go to the SDK."""

    @wraps(func)
    async def wrapper(**kwargs):
        try:
            body = await func(**kwargs)
        except Exception:
            raise
        # Fine: the flag is True; what the function raises reaches the SDK as an isError result.
        return make_reply(True, body)

    return wrapper


def tagged(func):
    """A builder handed a flag it computes: nothing known to have failed."""

    @wraps(func)
    async def wrapper(**kwargs):
        try:
            body = await func(**kwargs)
            return make_reply(ok=bool(body), body=body)
        except Exception as err:
            # Fine: two members, no envelope; a record of the name, not a failure object.
            return {"reply": {"ok": True}, "name": type(err).__name__}

    return wrapper


def sandboxed(func):
    """Answers only the sandbox's refusals; anything else reaches the SDK."""

    @wraps(func)
    async def wrapper(**kwargs):
        try:
            return await func(**kwargs)
        except SandboxError as err:
            return make_reply(False, {"kind": "SANDBOX", "detail": str(err)})  # want: softerror shape=structured related=files/envelope.py:12,files/envelope.py:66,files/tools/disk.py:35,files/tools/disk.py:36

    return wrapper
