def compute_sum(data: bytes, algorithm: str) -> int:
    if algorithm == "xor":
        out = 0
        for b in data:
            out ^= b
        return out
    if algorithm == "sum":
        return sum(data) & 0xFF
    raise ValueError(f"Unknown algorithm: {algorithm}")  # want: raisederror
