from dataclasses import dataclass
from typing import Callable


@dataclass()
class ToolRecord:
    func: Callable = None
    name: str = None
    internal: bool = False

    @classmethod
    def create_from_dict(cls, data: dict) -> "ToolRecord":
        return cls(**data)
