"""Tool functions that return (text, data) tuples; the server unpacks them."""


async def hotel_tool(arguments, request):
    try:
        result = await request("/hotel", {"nights": arguments.get("nights")})
    except ValueError as e:
        error_text = f"Error calculating hotel emissions: {e}"
        return error_text, None
    return f"{result.get('co2e', 0)} kg", result


async def spend_tool(arguments, request):
    try:
        result = await request("/spend", {"amount": arguments.get("amount")})
    except ValueError as e:
        return f"Error calculating spend emissions: {e}", None
    return f"{result.get('co2e', 0)} kg", result


async def stats_tool(arguments):
    # Never a failure.
    return "3 requests", {"count": 3}
