from pydantic import BaseModel


class EditResult(BaseModel):
    result: str
    reason: str | None = None

    def to_dict(self) -> dict:
        return {"result": self.result, "reason": self.reason}
