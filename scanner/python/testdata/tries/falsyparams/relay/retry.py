"""Retry helpers that raise once their attempts run out."""


async def retry_quiet(fn, attempts):
    for _ in range(attempts):
        try:
            return await fn()
        except OSError:
            continue
    raise RuntimeError("out of attempts")  # dead: the client calls it only when a caller asks for retries, and none does


async def retry_loud(fn, backoff):
    for _ in range(3):
        try:
            return await fn()
        except OSError:
            continue
    raise RuntimeError(f"gave up after backoff {backoff}")  # want: raisederror


async def retry_empty(fn, label):
    raise RuntimeError(f"no attempt for {label}")  # want: raisederror
