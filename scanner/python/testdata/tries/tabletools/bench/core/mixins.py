"""Mixins of tension methods a bench subclass inherits: which one a subclass's add_tool gets is
the one its method resolution order finds first."""


class TensionMixin:
    def reel_tension(self, reel: str) -> dict:
        if not reel.isdigit():
            return {"error": f"reel {reel} has no tension gauge"}  # want: softerror related=bench/tools/tension.py:13
        return {"reel": reel, "tension": int(reel)}

    def reel_slack(self, reel: str) -> dict:
        if not reel:
            # Fine: TensionTools lists QuietMixin first, whose reel_slack the tool is.
            return {"error": "slack gauge is offline"}
        return {"reel": reel, "slack": 0}


class QuietMixin:
    def reel_slack(self, reel: str) -> dict:
        return {"reel": reel, "slack": len(reel)}
