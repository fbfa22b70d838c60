from typing import List, Optional

from pydantic import BaseModel, Field


class ModelsResult(BaseModel):
    """Result of listing models: its error field carries a failure to the client as data."""

    models: List[str] = Field(description="The models")
    total: Optional[int] = None
    error: Optional[str] = Field(default=None, description="Error message if listing failed")


class FieldsResult(BaseModel):
    """No error field: pydantic drops an "error" key the model does not declare."""

    fields: List[str] = Field(description="The fields")
