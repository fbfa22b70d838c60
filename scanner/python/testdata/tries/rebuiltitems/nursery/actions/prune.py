"""Pruning: its result never carries an error flag."""
from dataclasses import dataclass


@dataclass
class PruneResult:
    content: list[dict[str, str]]


def prune_plant(plant: str) -> PruneResult:
    return PruneResult(content=[{"type": "text", "text": f"Pruned {plant}"}])
