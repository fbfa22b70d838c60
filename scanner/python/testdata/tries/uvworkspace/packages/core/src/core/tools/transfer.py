"""A tool function that another member registers; it raises."""


async def transfer(source: str, target: str, amount: int) -> dict:
    if amount <= 0:
        raise ValueError("amount must be positive")  # want: raisederror
    return {"source": source, "target": target, "amount": amount}
