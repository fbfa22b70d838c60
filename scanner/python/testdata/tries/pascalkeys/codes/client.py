"""A code registry's client that answers with the registry's own member names, in PascalCase:
a failure is a list holding {"Error": ...}, as the registry's API spells it."""

import requests


class CodeClient:
    def __init__(self, base: str = "https://codes.example"):
        self.base = base

    def _lookup(self, term: str) -> list[dict]:
        try:
            data = requests.get(self.base, params={"q": term}, timeout=10).json()
            if "Error" in data:
                return [{"Error": data["Error"]}]
        except requests.RequestException as e:
            return [{"Error": f"Request failed: {e}"}]
        except ValueError as e:
            return [{"ErrorMessage": f"Invalid JSON: {e}"}]
        if not data.get("Results"):
            # An empty answer: nothing matched the term.
            return [{"RecordsFound": 0, "Error": "No codes found"}]
        return data["Results"]

    def common_codes(self, term: str) -> list[dict]:
        return self._lookup(term)

    def code_names(self, term: str) -> list[dict]:
        # Fine: "Errors" lists the rows the registry skipped, beside the rows found.
        data = requests.get(self.base, params={"q": term}, timeout=10).json()
        return [{"Rows": data.get("Results", []), "Errors": data.get("Skipped", [])}]

    def status(self) -> dict:
        # Fine: an "Error" member that holds None reports no failure.
        return {"Status": "up", "Error": None}


code_client = CodeClient()
