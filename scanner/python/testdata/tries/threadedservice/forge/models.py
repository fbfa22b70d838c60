from dataclasses import dataclass
from typing import Any, Dict, Optional

from pydantic import BaseModel


class ErrorInfo(BaseModel):
    code: str
    message: str
    details: Dict[str, Any] = {}


class OpResult(BaseModel):
    ok: bool
    data: Dict[str, Any] = {}
    error: Optional[ErrorInfo] = None


@dataclass
class Outcome:
    success: bool
    message: str = ""
