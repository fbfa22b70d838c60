from pydantic import BaseModel


class Failure(BaseModel):
    error: str
    code: str = "atlas_error"
    retryable: bool = False


class Place(BaseModel):
    name: str
