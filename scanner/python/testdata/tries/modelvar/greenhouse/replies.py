from typing import Any, Optional

from pydantic import BaseModel, Field


class FaultReply(BaseModel):
    """What a failed call hands back: error is required."""

    fault: str = Field(..., description="unused")
    error: str = Field(..., description="What went wrong")
    detail: Optional[str] = None
    where: Optional[dict[str, Any]] = None


class ReadingReply(BaseModel):
    sensor: str
    celsius: float
    error: Optional[str] = None
