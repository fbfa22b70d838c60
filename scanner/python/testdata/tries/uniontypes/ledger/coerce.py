"""Helpers that accept a mapping or its `key=value` text. Their type checks guard callers that
pass anything; the values pydantic validated for the tools never fail the ones marked dead."""

from collections.abc import Mapping


def entry_map(value, *, what):
    if value is None:
        return {}
    if isinstance(value, dict):
        return dict(value)
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a mapping or key=value text")  # dead: neither None nor a dict, so a str
    return dict(part.split("=", 1) for part in value.split())


def field_map(value, *, what):
    # trim_entry hands over a value it rebound: that call may meet the test.
    if value is None:
        return {}
    if isinstance(value, dict):
        return dict(value)
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a mapping or key=value text")  # want: raisederror
    return dict(part.split("=", 1) for part in value.split())


def tag_list(value):
    if isinstance(value, list):
        return value
    if not isinstance(value, str):
        raise TypeError("tags must be a list or text")  # dead: not a list, so a str
    return value.split(",")


def strict_map(value):
    if isinstance(value, dict):
        return value
    if not isinstance(value, str):
        raise TypeError("fields must be a mapping or text")  # dead: a required dict or str, not a dict
    return {"text": value}


def merge_map(value):
    # merge_entry's union has a list too, which passes both tests.
    if isinstance(value, dict):
        return value
    if not isinstance(value, str):
        raise TypeError("fields must be a mapping or text")  # want: raisederror
    return {"text": value}


def exit_free_map(value):
    # The first test does not leave: a dict goes on to the second.
    if isinstance(value, dict):
        value_kind = "mapping"
    if not isinstance(value, str):
        raise TypeError("fields must be text")  # want: raisederror
    return {"text": value}


def note_text(value):
    if value is None:
        return ""
    elif isinstance(value, list):
        return "\n".join(value)
    elif not isinstance(value, str):
        raise TypeError("a note is text or lines")  # dead: neither None nor a list, so a str
    return value


def loose_map(value):
    # None is not ruled out first: an import_rows call without rows meets the test.
    if isinstance(value, dict):
        return value
    if not isinstance(value, str):
        raise TypeError("rows must be a mapping or text")  # want: raisederror
    return {"text": value}


def amount_of(value):
    # float is not read: pydantic may hand an int to a float.
    if isinstance(value, float):
        return value
    if not isinstance(value, str):
        raise TypeError("an amount is a number or text")  # want: raisederror
    return float(value)


def replay_map(value):
    # replay_entry also passes `raw: Any`, which may be anything.
    if isinstance(value, dict):
        return dict(value)
    if value is None:
        return {}
    if not isinstance(value, str):
        raise TypeError("fields must be a mapping or text")  # want: raisederror
    return {"text": value}


def mapping_map(value):
    # Mapping is not the annotation's dict: the path it rules out is not the one pydantic's
    # union leaves to a str.
    if isinstance(value, Mapping):
        return dict(value)
    if not isinstance(value, str):
        raise TypeError("fields must be a mapping or text")  # want: raisederror
    return {"text": value}
