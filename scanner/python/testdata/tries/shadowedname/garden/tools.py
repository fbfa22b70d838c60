"""Tools defined inside a registration function, next to helpers imported from beds.py."""

from garden.beds import list_beds, plant_seed, water_bed


def register_garden_tools(mcp, api):
    @mcp.tool()
    def show_beds() -> str:
        """A tool of another name than its helper: the call reaches beds.list_beds."""
        result = list_beds(api)
        return str(result)  # want: softerror related=garden/beds.py:8

    @mcp.tool()
    def plant_seed(bed: str, seed: str) -> str:
        """Fine: the tool's own name, bound in register_garden_tools, hides the imported
        helper, so the call below is of the decorated tool (a FunctionTool in fastmcp 2,
        which fails with a TypeError), never of beds.plant_seed and its error dict; nor does
        it pass on the failure the tool itself returns above it."""
        if not seed:
            return "Error: a seed is required"  # want: softerror shape=prose-only
        result = plant_seed(api, bed, seed)
        return str(result)

    @mcp.tool()
    def water(bed: str) -> str:
        """Fine: the assignment makes water_bed a variable of this function, which hides the
        imported helper; the call is of the api's method, not of beds.water_bed."""
        water_bed = api.waterer(bed)
        result = water_bed(bed)
        return str(result)

    @mcp.tool()
    def soak(bed: str) -> str:
        """Fine: the loop's target makes water_bed a variable of this function."""
        for water_bed in (api.waterer(bed),):
            result = water_bed(bed)
            return str(result)
        return "no waterer"

    @mcp.tool()
    def replant(bed: str) -> str:
        """The global statement makes plant_seed the module's, the helper imported from
        beds.py, not the plant_seed tool of register_garden_tools."""
        global plant_seed
        result = plant_seed(api, bed, "rye")
        return str(result)  # want: softerror related=garden/beds.py:15
