"""The nursery's actions, gathered for the server."""
from .prune import prune_plant
from .repot import repot_plant
from .water import water_plant

__all__ = ["prune_plant", "repot_plant", "water_plant"]
