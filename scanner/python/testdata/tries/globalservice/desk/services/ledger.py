class Ledger:
    def __init__(self, token: str):
        self.token = token
        self.rows: dict[str, float] = {}

    async def balance(self, account: str) -> dict:
        if not account:
            return {"success": False, "error": "account is required"}
        try:
            return {"success": True, "balance": self.rows[account]}
        except KeyError as e:
            return {"success": False, "error": str(e)}

    async def accounts(self) -> dict:
        return {"success": True, "accounts": sorted(self.rows)}


class Archive:
    async def balance(self, account: str) -> dict:
        return {"success": True, "balance": 0.0}
