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
