"""A shared failure builder that the tools, and the decorator that checks their input, return as is."""

import json


def failure(kind: str, message: str) -> str:
    body = {"status": "ERROR", "kind": kind, "message": message}
    return json.dumps(body)  # want: softerror related=checks/paths.py:12,checks/paths.py:14,checks/paths.py:16,reels/errors.py:7,reels/services/cut.py:14,reels/services/cut.py:7,reels/services/scale.py:10,reels/services/scale.py:5
