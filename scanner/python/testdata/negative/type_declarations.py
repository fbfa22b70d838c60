"""Types that declare an isError field are not results."""

from dataclasses import dataclass
from typing import TypedDict

from pydantic import BaseModel


class WireResult(TypedDict):
    content: list[dict]
    isError: bool


class ModelResult(BaseModel):
    isError: bool = True
    is_error: bool = True


@dataclass
class Outcome:
    is_error: bool = True
