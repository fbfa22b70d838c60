"""Models of the API client: an error model whose defaults say it failed, and models that do not."""

from pydantic import BaseModel


class ErrorResponse(BaseModel):
    # Named for an error, and its flag defaults to one: every instance reports a failure.
    error: bool = True
    code: str
    message: str

    @classmethod
    def not_found(cls, what: str) -> "ErrorResponse":
        return cls(code="NOT_FOUND", message=f"{what} not found")

    @classmethod
    def api_error(cls, message: str) -> "ErrorResponse":
        return cls(code="API_ERROR", message=message)


class LookupResult(BaseModel):
    # Fine: a success model whose flag starts False and is set on success; not named for an error.
    success: bool = False
    items: list = []


class FetchError(BaseModel):
    # Fine: named for an error, but its error member is optional and starts as None.
    error: str | None = None
    url: str = ""
