from typing import Optional

from pydantic import BaseModel


class FiringReport(BaseModel):
    kiln_id: Optional[int] = None
    status: Optional[str] = None
    error_message: Optional[str] = None
