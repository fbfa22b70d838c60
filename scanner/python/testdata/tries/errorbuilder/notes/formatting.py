"""Text builders the operations return through."""


def format_error(operation, error, suggestion=None):
    # Named for the error it builds, with no branch of its own to return from: its callers
    # choose when to take this failure path.
    lines = [f"[!] {operation} failed: {error}"]
    if suggestion:
        lines.append(f"    Suggestion: {suggestion}")
    return "\n".join(lines)


def summarize_run(passed, failed):
    # Not named for an error: a run's tally, whatever its numbers.
    return f"Run finished: {passed} passed, {failed} failed"


def wrap_text(text):
    # Hands its parameter on, with a footer.
    return text + "\n--"
