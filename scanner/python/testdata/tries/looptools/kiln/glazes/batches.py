"""A module whose list names its one tool."""


def batch_size(batch: str) -> str:
    if not batch:
        return "Error: batch is required"  # want: softerror
    return "12 kg"


def mix_batch(batch: str) -> str:
    # Fine: no list names it.
    return "Error: mixing is not supported"


GLAZE_TOOLS = [batch_size]
