from typing import Any, Dict


def query(kind: str) -> list:
    return [kind]


class Handlers:
    async def list_models(self) -> Dict[str, Any]:
        try:
            return {"models": query("model")}
        except Exception as e:
            return {"models": [], "total": 0, "error": str(e)}

    async def list_fields(self) -> Dict[str, Any]:
        try:
            return {"fields": query("field")}
        except Exception as e:
            return {"fields": [], "error": str(e)}
