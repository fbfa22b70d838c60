from typing import Any, Dict, List, Optional

from pydantic import BaseModel


class JobsResult(BaseModel):
    jobs: Optional[List[Dict[str, Any]]] = None
    summary: str
    error: Optional[Dict] = None


class PingResult(BaseModel):
    """No error field: pydantic drops an "error" key the model does not declare."""

    summary: str
