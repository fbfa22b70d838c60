"""Tools that call the request function the server passes them."""


async def estimate_tool(arguments, api_request):
    result = await api_request("/estimate", {"activity": arguments.get("activity")})
    return f"{result.get('co2e', 0)} kg"


async def search_tool(arguments, request):
    found = await request("/search", {"query": arguments.get("query")})
    return ", ".join(found.get("results", []))


def describe_tool(arguments, request):
    # Names the function but never calls it: what it raises does not reach here.
    return f"{arguments.get('name')} via {request.__name__}"
