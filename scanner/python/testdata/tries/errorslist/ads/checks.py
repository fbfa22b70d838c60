"""Validators of another module: each returns the list of problems it found, maybe none. A
list of texts is a validator's answer, not a failure of its own."""


def validate_status(status: str) -> list[str]:
    if status.upper() not in ("ENABLED", "PAUSED"):
        return [f"status: '{status}' invalid, must be ENABLED or PAUSED"]
    return []


def validate_names(names: list) -> list[str]:
    errors = []
    for i, n in enumerate(names):
        if not n:
            errors.append(f"names[{i}]: cannot be empty")
    return errors
