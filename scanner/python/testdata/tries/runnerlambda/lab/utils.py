"""Runners that a tool hands a lambda: one returns what it calls the lambda with, one does not."""

import asyncio


async def safe_operation(operation_func, max_retries=3):
    # Retries on a closed connection; what the operation returns comes back as is.
    for attempt in range(max_retries):
        try:
            return await operation_func()
        except ConnectionError:
            await asyncio.sleep(1 + attempt)
    raise RuntimeError("retries exhausted")  # want: raisederror


async def logged_operation(operation_func):
    # Runs the operation for its effect and answers on its own: the lambda's value stays here.
    await operation_func()
    return "done"
