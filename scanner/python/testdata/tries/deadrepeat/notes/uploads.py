"""Tool functions that server.py registers."""

import os


def upload(path: str, where: str = "") -> dict:
    try:
        if not os.path.isfile(path):
            return {"status": "error", "message": "missing file"}  # want: softerror
    except Exception as e:
        # FINE: isfile catches its own errors.
        return {"status": "error", "message": str(e)}
    if where not in ["public", "private"]:
        return {"status": "error", "message": "bad place"}  # want: softerror
    # FINE: the same test left the function above.
    if where not in ("public", "private"):
        return {"status": "error", "message": "bad place again"}
    return {"status": "ok"}


def sweep(action: str, path: str = "") -> str:
    if action not in {"dust", "wipe"}:
        return f"Error: invalid action {action}"  # want: softerror
    if action == "dust":
        return f"dusted {path}"
    elif action == "wipe":
        return f"wiped {path}"
    else:
        # FINE: both actions the set holds have their branch above.
        return f"Error: unhandled action {action}"
