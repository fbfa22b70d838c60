import json


def error_message(kind: type, message: str) -> str:
    body = {"status": "ERROR", "error_type": kind.__name__, "message": message}
    return json.dumps(body)  # want: softerror related=studio/errors.py:5,studio/services/render.py:15,studio/services/render.py:24
