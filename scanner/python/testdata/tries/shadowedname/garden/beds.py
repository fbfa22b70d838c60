"""Helpers that hand a failure back as a dict the tools pass on."""


def list_beds(api):
    try:
        return api.get("/beds")
    except Exception as e:
        return {"error": f"listing beds failed: {e}"}


def plant_seed(api, bed, seed):
    try:
        return api.post(f"/beds/{bed}/seeds", {"seed": seed})
    except Exception as e:
        return {"error": f"planting failed: {e}"}


def water_bed(api, bed):
    try:
        return api.post(f"/beds/{bed}/water", {})
    except Exception as e:
        return {"error": f"watering failed: {e}"}
