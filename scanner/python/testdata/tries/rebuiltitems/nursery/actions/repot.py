"""Repotting: flags its failures like watering does."""
from .water import ActionResult

POTS = {"small": 1, "large": 3}


async def repot_plant(plant: str, pot: str) -> ActionResult:
    if pot not in POTS:
        return ActionResult(content=[{"type": "text", "text": f"Error: no pot named {pot}"}], is_error=True)
    return ActionResult(content=[{"type": "text", "text": f"Repotted {plant} into {pot}"}])
