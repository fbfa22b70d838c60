"""The vault's index. It imports nothing of MCP."""

import json
import os


def load_index(path: str) -> int:
    if not os.path.exists(path):
        raise FileNotFoundError(path)  # want: raisederror outcome=iserror
    with open(path) as f:
        return len(json.load(f))
