from depot.extras.forklifts import register_forklifts
from depot.extras.pallets import register_pallets

__all__ = ["register_forklifts", "register_pallets"]
