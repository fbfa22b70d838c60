"""Helpers that look a key up in a table of the module that nothing changes."""

_NOTES: dict[str, str] = {
    "opened": "The ticket was opened.",
    "closed": "The ticket was closed.",
    # a comment between the pairs
    "moved": "The ticket moved to {lane}.",
}

ALLOWED = frozenset({"user", "team"})

_GROWING = {"low": 1, "high": 3}


def note(key, **fields):
    try:
        text = _NOTES[key]
    except KeyError:
        raise KeyError(f"no note {key!r}; known: {', '.join(sorted(_NOTES))}") from None  # dead: every call passes a key of _NOTES
    return text.format(**fields) if fields else text


def owner(scope):
    if scope not in ALLOWED:
        raise ValueError(f"unknown scope {scope}")  # dead: every call passes user or team
    return scope


def headline(key):
    if key in _NOTES:
        return _NOTES[key].upper()
    else:
        raise ValueError(f"no headline {key}")  # dead: the call passes a key of _NOTES


def blurb(key):
    try:
        return _NOTES[key]
    except KeyError:
        raise ValueError(f"no blurb {key}")  # want: raisederror


def summary(key):
    try:
        return _NOTES[key]
    except KeyError:
        raise ValueError(f"no summary {key}")  # want: raisederror


def weight(level):
    try:
        return _GROWING[level]
    except KeyError:
        raise ValueError(f"unknown level {level}")  # want: raisederror


def add_level(name, value):
    _GROWING[name] = value  # the table grows: any key may be there


def folded(key):
    try:
        return _NOTES[key.lower()]
    except KeyError:
        raise ValueError(f"no folded note {key}")  # want: raisederror


_SIZES = {"small": 1, "large": 9}


def size(name):
    if name not in _SIZES:
        raise ValueError(f"unknown size {name}")  # want: raisederror
    return _SIZES[name]


def extend_sizes(extra):
    _SIZES.update(extra)  # a method that changes the table


_LANES = ("todo", "doing")


def lane(name):
    if name not in _LANES:
        raise ValueError(f"unknown lane {name}")  # want: raisederror
    return name


def register_lanes(sink):
    sink(_LANES)  # handed to code that may keep it: not known to be read only


def caption(key):
    try:
        text = _NOTES[key]
        text = text.strip()
    except KeyError:
        raise ValueError(f"no caption {key}")  # want: raisederror
    return text
