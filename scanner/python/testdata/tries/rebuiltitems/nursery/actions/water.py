"""Watering: answers with a result object that flags its failures."""
from dataclasses import dataclass

BEDS = {"fern": 2, "ivy": 5}


@dataclass
class ActionResult:
    content: list[dict[str, str]]
    is_error: bool = False


async def water_plant(plant: str, litres: float) -> ActionResult:
    if not plant:
        return ActionResult(content=[{"type": "text", "text": "Error: a plant name is required"}], is_error=True)
    try:
        bed = BEDS[plant]
    except KeyError as e:
        return ActionResult(
            content=[{"type": "text", "text": f"Unknown plant: {e}"}],
            is_error=True,
        )
    return ActionResult(content=[{"type": "text", "text": f"Watered bed {bed} with {litres} l"}])
