"""Event hooks: a module whose function happens to be called fn."""


def fn(event: str):
    if not event:
        return "Error: no event given"
    return f"handled {event}"
