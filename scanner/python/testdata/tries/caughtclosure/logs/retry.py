"""A retry helper of the root that runs the function it is handed, and the errors of the store."""


class StoreError(Exception):
    pass


class LookupFailed(StoreError):
    pass


def with_retry(fn, attempts: int = 3):
    for _ in range(attempts):
        try:
            return fn()
        except TimeoutError:
            continue
    # Its own raise: the tools' clauses name other classes.
    raise RuntimeError("gave up after retries")  # want: raisederror
