"""A client on the standard library: raises after a try that every way leaves."""

import urllib.error
import urllib.request
from contextlib import suppress

from .client import ApiError


class RawMail:
    def _fail_for(self, status: int) -> None:
        # Always raises: every way through ends in a raise.
        if status == 404:
            raise ApiError("no such message")  # want: raisederror related=inbox/raw.py:27,inbox/rawtools.py:8,inbox/rawtools.py:9
        raise ApiError(f"mail host answered {status}")  # want: raisederror related=inbox/raw.py:27,inbox/rawtools.py:8,inbox/rawtools.py:9

    def _note_status(self, status: int) -> None:
        # May return: a status under 500 falls out of the end.
        if status >= 500:
            raise ApiError(f"mail host down ({status})")  # want: raisederror related=inbox/raw.py:38,inbox/rawtools.py:13,inbox/rawtools.py:14

    def body(self, url: str) -> str:
        try:
            with urllib.request.urlopen(url, timeout=5) as resp:
                return resp.read().decode()
        except urllib.error.HTTPError as e:
            self._fail_for(e.code)
        except urllib.error.URLError as e:
            raise ApiError("mail host unreachable") from e  # want: raisederror related=inbox/rawtools.py:8,inbox/rawtools.py:9
        # Fine: the try returns or raises on every way (_fail_for always raises).
        raise ApiError("no answer")

    def headers(self, url: str) -> str:
        try:
            with urllib.request.urlopen(url, timeout=5) as resp:
                return str(resp.headers)
        except urllib.error.HTTPError as e:
            self._note_status(e.code)
        # _note_status returns for a status under 500: this runs.
        raise ApiError("no headers")  # want: raisederror related=inbox/rawtools.py:13,inbox/rawtools.py:14

    def cached(self, path: str) -> str:
        try:
            with open(path) as fh:
                return fh.read()
        except OSError as e:
            raise ApiError(f"no cached copy: {e}") from e  # want: raisederror related=inbox/rawtools.py:18,inbox/rawtools.py:19
        # Fine: open's context lets every exception through; the try returns or raises.
        raise ApiError("cache unreadable")

    def size(self, text: str) -> int:
        with suppress(ValueError):
            return int(text)
        # suppress swallows the ValueError of int(): this runs.
        raise ApiError(f"not a size: {text}")  # want: raisederror related=inbox/rawtools.py:23,inbox/rawtools.py:24
